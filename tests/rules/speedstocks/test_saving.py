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


def _shorted_row(data: dict[str, Any]) -> None:
    data["capacity"][2] = 4


def _ipo_row(data: dict[str, Any]) -> None:
    stock = data["deck"].pop()
    data["rows"].append([stock] + [stock + 2 * 128] * 4)
    data["capacity"].append(5)
    data["played"].append(stock)


def _copy_on_a_row(data: dict[str, Any]) -> None:
    data["rows"][1].append(data["rows"][1][-1] + 3 * 128)


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        (_shorted_row, "a shorted row needs the Sonderregeln"),
        (_ipo_row, "an IPO row needs the Sonderregeln"),
        (_copy_on_a_row, "copies on a row need the Sonderregeln"),
    ],
)
def test_rows_only_the_sonderregeln_make_are_refused_without_them(
    damage: Callable[[dict[str, Any]], None], words: str
) -> None:
    """A Short, an IPO or a copy comes only from a symbol: a save without the Sonderregeln
    holding one is refused in words, and the state it was saved from stays as it was."""
    state = GAME.new_state(3, seed=11, options={"special": "off"})
    before = state.to_dict()
    data = json.loads(json.dumps(before))
    GAME.state_from_dict(data)
    damage(data)
    with pytest.raises(SaveError, match=words):
        GAME.state_from_dict(data)
    assert state.to_dict() == before


def _falling_row(data: dict[str, Any]) -> None:
    row = data["rows"][0]
    lower = next(stock for stock in data["deck"] if stock < row[0])
    data["deck"].remove(lower)
    row.append(lower)
    data["played"].append(lower)


def _repeated_stock_as_a_copy_of_another(data: dict[str, Any]) -> None:
    row = data["rows"][0]
    row.append((row[0] + 1) + 128)  # a split copy of a stock that is not the one before it


def _opener_with_a_symbol(data: dict[str, Any]) -> None:
    opener = data["played"][0]
    marked, name = next(iter(data["symbols"].items()))
    del data["symbols"][marked]
    data["symbols"][str(opener)] = name


@pytest.mark.parametrize(
    ("special", "damage", "words"),
    [
        (True, _falling_row, "row 1 does not rise"),
        (False, _falling_row, "row 1 does not rise"),
        (True, _repeated_stock_as_a_copy_of_another, "row 1 does not rise"),
        (True, _opener_with_a_symbol, "openers .* never carry a symbol"),
    ],
)
def test_rows_no_game_reaches_are_refused_in_words(
    special: bool, damage: Callable[[dict[str, Any]], None], words: str
) -> None:
    """A row whose stocks do not rise, or an opener with a symbol, is refused in words."""
    data = saved(special)
    GAME.state_from_dict(data)
    damage(data)
    with pytest.raises(SaveError, match=words):
        GAME.state_from_dict(data)


def test_rows_of_copies_that_games_reach_still_load() -> None:
    """Split, IPO and Black Swan copies equal the entry before them, and a row may start with
    one after a Long: such rows are rising rows and load."""
    data = saved()
    stock = data["rows"][0][0]
    later = next(s for s in sorted(data["deck"]) if s > stock + 1)
    data["deck"].remove(later)
    data["played"].append(later)
    swan_copy, split_copy = stock + 3 * 128, stock + 128
    # The opener left by a Long: its Black Swan copies stay, one of them doubled by a Split.
    data["rows"][0] = [swan_copy, split_copy, swan_copy, later]
    loaded = GAME.state_from_dict(data)
    assert loaded.rows[0][-1] == later


def test_a_save_without_symbols_loads_when_the_sonderregeln_are_off() -> None:
    """Without the Sonderregeln no stock carries a symbol, and that is consistent."""
    assert GAME.state_from_dict(saved(special=False)).to_dict()["symbols"] == {}
