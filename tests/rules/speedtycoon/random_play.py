"""Random Speedtycoon games for tests that compare the rules' queries with what play does: every
position of a game, with the seat that moves and the move it makes."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping

from game.rules import Move
from game.rules.speedtycoon.state import SpeedtycoonState
from tests.rules.speedtycoon.scenario import new

# Sets of tables the random games are played at: players and options.
TABLES: tuple[tuple[int, Mapping[str, str]], ...] = (
    (4, {"mode": "klassisch"}),
    (2, {"mode": "tycoon"}),
    (3, {"mode": "tycoon"}),
    (5, {"mode": "tycoon", "blitz": "on"}),
    (2, {"mode": "klassisch"}),
    (6, {"mode": "modern", "tunnel": "on", "unicorn": "on"}),
)
# A Lobbyist buys now and then, not at every chance: the acting player's game goes on.
LOBBY_CHANCE = 0.1


def random_turns(
    players: int, options: Mapping[str, str], seed: int
) -> Iterator[tuple[SpeedtycoonState, int, Move]]:
    """Every position of one random game until its end, with the seat to move and the move
    drawn for it: the caller looks at the position, then plays that move on the state (so that
    it sees the move's events)."""
    state = new(players, seed, options)
    rng = random.Random(seed)
    while not state.is_terminal():
        movers = state.may_move()
        player = movers[0]
        if len(movers) > 1 and rng.random() < LOBBY_CHANCE:
            player = rng.choice(movers[1:])
        move = rng.choice(state.legal_moves(player))
        yield state, player, move
