"""Whole games by purposeful players (the golden preference with some chance moves), 2 to 5
players: every position reached saves and loads, copies alike, and every game ends."""

from __future__ import annotations

import json
import random

import pytest

from .scenario import GAME, new, preferred_move


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_purposeful_games_stay_consistent_and_end(players: int) -> None:
    """Hotels, red fields, renovations, factories, loans and paydays never break a save."""
    seen: set[str] = set()
    for seed in range(3):
        state = new(players, seed)
        rng = random.Random(seed)
        step = 0
        while not state.is_terminal():
            player = state.acting
            moves = state.legal_moves(player)
            if rng.random() < 0.2:
                move = moves[rng.randrange(len(moves))]
            else:
                move = preferred_move(state, moves, step)
            seen.update(event.kind for event in state.play(player, move))
            step += 1
            if step % 4 == 0:
                data = json.loads(json.dumps(state.to_dict()))
                assert GAME.state_from_dict(data) == state
                assert state.copy() == state
            assert step < 2_000, "a game must end"
        assert len(state.fortunes) == 3 and not any(state.loans)
    assert {"sent_to_renovation", "hotel_renovated", "factory_built", "loans_repaid"} <= seen
