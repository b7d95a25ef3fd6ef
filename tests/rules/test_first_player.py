"""Every game names its start player (start position 1) on a new state: the seat that takes the
first turn of the game, which the arena counts start positions from."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from game.rules import State, get_game

SEEDS = range(12)


def play_until(state: State, done: Callable[[State], bool], seed: int) -> State:
    """Plays random legal moves (seat by seat) until `done` holds."""
    rng = random.Random(seed)
    for _ in range(5_000):
        if done(state):
            return state
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_moves(seat)))
    raise AssertionError("the state never got there")


def test_speedstocks_chooses_at_once_so_seat_0_is_position_1() -> None:
    game = get_game("speedstocks")
    assert {game.new_state(4, seed).first_player for seed in SEEDS} == {0}


@pytest.mark.parametrize("name", ["tycoon", "speedtycoon"])
def test_the_start_player_of_the_rules_takes_the_first_turn(name: str) -> None:
    game = get_game(name)
    starts = set()
    for seed in SEEDS:
        state = game.new_state(4, seed)
        assert state.first_player == state.start_player == state.to_act()[0]  # type: ignore[attr-defined]
        starts.add(state.first_player)
    assert len(starts) > 1  # drawn, not always seat 0


def test_speedpipe_start_company_takes_the_first_turn_after_the_opening() -> None:
    game = get_game("speedpipe")
    starts = set()
    for seed in SEEDS:
        state = game.new_state(4, seed)
        first = state.first_player
        starts.add(first)
        state = play_until(state, lambda s: s.view(None)["phase"] != "opening", seed)
        assert state.to_act() == (first,)
        assert state.first_player == first  # it stays for the whole game
    assert len(starts) > 1


def test_speedchicago_start_player_takes_the_first_turn_of_the_first_year() -> None:
    game = get_game("speedchicago")
    for seed in SEEDS[:4]:
        state = game.new_state(4, seed)
        first = state.first_player
        state = play_until(state, lambda s: s.view(None)["phase"] == "turn", seed)
        assert state.to_act() == (first,)
