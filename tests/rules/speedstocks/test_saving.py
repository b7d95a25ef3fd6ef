"""Speedstocks saves that contradict themselves are refused in words, before any move."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from game.rules import SaveError, get_game

GAME = get_game("speedstocks")


def saved(special: bool = True) -> dict[str, Any]:
    """A fresh 3-player save at the start of the first turn."""
    state = GAME.new_state(3, seed=11, options={"special": "on" if special else "off"})
    return json.loads(json.dumps(state.to_dict()))


def _hand_short_of_the_turn(data: dict[str, Any]) -> None:
    data["deck"].append(data["hands"][0].pop())


def _turn_beyond_the_round(data: dict[str, Any]) -> None:
    data["turn"] = 0


def _row_past_its_margin_call(data: dict[str, Any]) -> None:
    data["capacity"][0] = 1
    stock = data["deck"].pop()
    data["rows"][0].append(stock)
    data["played"].append(stock)


def _sonderregeln_without_symbols(data: dict[str, Any]) -> None:
    data["symbols"] = {}


def _unrevealed_stock_waiting(data: dict[str, Any]) -> None:
    data["queue"] = [[data["deck"][-1], 0]]


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        (_hand_short_of_the_turn, "holds 9 stocks"),
        (_turn_beyond_the_round, "outside the round"),
        (_row_past_its_margin_call, "Margin Call place"),
        (_sonderregeln_without_symbols, "symbols"),
        (_unrevealed_stock_waiting, "revealed"),
    ],
)
def test_inconsistent_saves_are_refused_in_words(
    damage: Callable[[dict[str, Any]], None], words: str
) -> None:
    """Each contradiction is named; an undamaged save of the same game loads."""
    data = saved()
    GAME.state_from_dict(data)
    damage(data)
    with pytest.raises(SaveError, match=words):
        GAME.state_from_dict(data)


def test_a_save_without_symbols_loads_when_the_sonderregeln_are_off() -> None:
    """Without the Sonderregeln no stock carries a symbol, and that is consistent."""
    assert GAME.state_from_dict(saved(special=False)).to_dict()["symbols"] == {}
