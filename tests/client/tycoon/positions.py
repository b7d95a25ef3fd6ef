"""Tycoon positions for the table's tests: seeded games of computers played up to the first
moment a test asks for (the move about to be made comes along)."""

from __future__ import annotations

from collections.abc import Callable

from game.ai.registry import make_bot
from game.rules import get_game
from game.rules.core import Move
from game.rules.tycoon.state import TycoonState

Stop = Callable[[TycoonState, int, Move], bool]
# Seeds tried after the first before a search gives up.
SEEDS_TRIED = 40


def new_state(players: int, seed: int) -> TycoonState:
    """A new game."""
    state = get_game("tycoon").new_state(players, seed, {})
    assert isinstance(state, TycoonState)
    return state


def played_until(
    stop: Stop, players: int = 3, seed: int = 1, strength: str = "easy"
) -> tuple[TycoonState, Move]:
    """The first game from the seed on whose computers reach a move for which stop says so;
    the state before that move and the move. Fails when no seed tried gets there."""
    for tried in range(seed, seed + SEEDS_TRIED):
        state = new_state(players, tried)
        bots = [make_bot("tycoon", strength, seed=tried + seat) for seat in range(players)]
        while not state.is_terminal():
            seat = state.to_act()[0]
            move = bots[seat].choose(state, seat)
            if stop(state, seat, move):
                return state, move
            state.play(seat, move)
    raise AssertionError("no seeded Tycoon game reached the moment asked for")


def finished(players: int, seed: int) -> TycoonState:
    """A seeded game of easy computers played to its end."""
    state = new_state(players, seed)
    bots = [make_bot("tycoon", "easy", seed=seed + seat) for seat in range(players)]
    while not state.is_terminal():
        seat = state.to_act()[0]
        state.play(seat, bots[seat].choose(state, seat))
    return state
