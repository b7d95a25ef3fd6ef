"""Die Aktien: 104 stocks and the bears each carries."""

from __future__ import annotations

from collections import Counter

import pytest

from game.rules import get_game
from game.rules.speedstocks.stocks import (
    BEARS,
    BLACK_SWAN,
    IPO,
    LONG_AFTER,
    LONG_BEFORE,
    SHORT_AFTER,
    SHORT_BEFORE,
    SPLIT,
    SYMBOL_SET,
    bear_reason,
    bears_of,
)

SCHNAPSZAHLEN = (11, 22, 33, 44, 66, 77, 88, 99)
ZEHNER = (10, 20, 30, 40, 50, 60, 70, 80, 90, 100)
FUENFER = (5, 15, 25, 35, 45, 65, 75, 85, 95)


def test_crash_55_carries_seven_bears() -> None:
    """55 – Crash: 7 Bären (it is both a Schnapszahl and a five; the crash wins)."""
    assert bears_of(55) == 7 and bear_reason(55) == "Crash"


@pytest.mark.parametrize("stock", SCHNAPSZAHLEN)
def test_schnapszahlen_carry_five_bears(stock: int) -> None:
    """11, 22 … 99 – Blase: 5 Bären."""
    assert bears_of(stock) == 5 and bear_reason(stock) == "Blase"


@pytest.mark.parametrize("stock", ZEHNER)
def test_tens_carry_three_bears(stock: int) -> None:
    """10, 20 … 100 – Zehner: 3 Bären."""
    assert bears_of(stock) == 3 and bear_reason(stock) == "Zehner"


@pytest.mark.parametrize("stock", FUENFER)
def test_other_fives_carry_two_bears(stock: int) -> None:
    """Übrige mit Endziffer 5 – Fünfer: 2 Bären."""
    assert bears_of(stock) == 2 and bear_reason(stock) == "Fünfer"


def test_all_other_stocks_carry_one_bear() -> None:
    """Alle anderen – Standardwert: 1 Bär; 104 stocks with 171 bears in all."""
    special = {55, *SCHNAPSZAHLEN, *ZEHNER, *FUENFER}
    others = [stock for stock in range(1, 105) if stock not in special]
    assert len(others) == 76 and {bears_of(stock) for stock in others} == {1}
    assert {bear_reason(stock) for stock in others} == {"Standardwert"}
    assert len(BEARS) == 105 and BEARS[1:] == tuple(bears_of(stock) for stock in range(1, 105))
    assert Counter(BEARS[1:]) == {1: 76, 2: 9, 3: 10, 5: 8, 7: 1}
    assert sum(BEARS) == 171


def test_klassisch_deals_all_104_stocks_once() -> None:
    """Klassisch: all 104 stocks, each in exactly one place (hand, opening row or pile)."""
    state = get_game("speedstocks").new_state(4, 5)
    places = [stock for hand in state.hands for stock in hand] + state.deck
    places += [row[0] for row in state.rows]
    assert sorted(places) == list(range(1, 105))
    assert [len(hand) for hand in state.hands] == [10] * 4
    assert [len(row) for row in state.rows] == [1] * 4


def test_the_fifteen_symbols() -> None:
    """1 IPO, 5 Split, 2 + 2 Long vorher/nachher, 2 + 2 Short vorher/nachher, 1 Black Swan."""
    assert Counter(SYMBOL_SET) == {
        IPO: 1,
        SPLIT: 5,
        LONG_BEFORE: 2,
        LONG_AFTER: 2,
        SHORT_BEFORE: 2,
        SHORT_AFTER: 2,
        BLACK_SWAN: 1,
    }
