"""Real Speedtycoon positions for the empire view's tests: seeded random games played until a
bought building waits to be built, or until an empire has grown."""

from __future__ import annotations

from game.rules.speedtycoon.state import ACTION, PLACE, SpeedtycoonState
from tests.rules.speedtycoon.random_play import random_turns

TUNNEL_TABLE = (3, {"mode": "tycoon"})


def waiting_position(seed: int, tunnels: bool = True) -> tuple[SpeedtycoonState, int]:
    """The first position of a seeded game where a bought building waits to be built and its
    owner's empire already holds a few buildings (with yellow fields where tunnels are on)."""
    players, options = TUNNEL_TABLE if tunnels else (4, {"mode": "klassisch"})
    for state, _player, move in random_turns(players, options, seed):
        if state.phase == PLACE and len(state.empires[state.placer].fields) >= 4:
            return state, state.placer
        state.play(_player, move)
    raise AssertionError(f"no building waited in the game of seed {seed}")


def planning_position(seed: int) -> tuple[SpeedtycoonState, int]:
    """The first position of a seeded game where the acting player chooses his action with a
    building in his Planung and a grown empire (so blue swap fields may show)."""
    players, options = TUNNEL_TABLE
    for state, player, move in random_turns(players, options, seed):
        acting = state.acting
        if (
            state.phase == ACTION
            and state.planning[acting]
            and len(state.empires[acting].fields) >= 5
        ):
            return state, acting
        state.play(player, move)
    raise AssertionError(f"no Planung building showed in the game of seed {seed}")


def grown_position(seed: int, size: int) -> tuple[SpeedtycoonState, int]:
    """The first position of a seeded game where some empire has at least size buildings."""
    players, options = TUNNEL_TABLE
    for state, player, move in random_turns(players, options, seed):
        for seat in range(state.players):
            if len(state.empires[seat].fields) >= size:
                return state, seat
        state.play(player, move)
    raise AssertionError(f"no empire of {size} buildings grew in the game of seed {seed}")
