"""Positions of random Speedtycoon games for the table's controllers: every so many moves, each
seat that may move then (the one on turn and any ready Lobbyist)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from game.rules.speedtycoon.state import SpeedtycoonState
from tests.rules.speedtycoon.random_play import TABLES
from tests.rules.speedtycoon.scenario import new

# Looking at every few positions keeps the tests quick and still sees the whole game.
STEP = 3


def random_positions(seed: int) -> Iterator[tuple[SpeedtycoonState, int]]:
    """Positions of one random game at one of the test tables (by the seed), with a seat that
    may move there; the caller must not change the state."""
    players, options = TABLES[seed % len(TABLES)]
    state = new(players, seed, options)
    rng = random.Random(seed)
    count = 0
    while not state.is_terminal():
        movers = state.may_move()
        if count % STEP == 0:
            for player in movers:
                yield state, player
        count += 1
        player = movers[0]
        if len(movers) > 1 and rng.random() < 0.1:
            player = rng.choice(movers[1:])
        state.play(player, rng.choice(state.legal_moves(player)))
