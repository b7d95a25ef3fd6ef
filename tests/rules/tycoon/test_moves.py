"""Move texts: every move reads back from its text; malformed texts are refused in words."""

from __future__ import annotations

import pytest

from game.rules import IllegalMoveError
from game.rules.tycoon.moves import (
    BuildFactory,
    BuildHotel,
    Buy,
    EndTurn,
    Fly,
    Renovate,
    Repay,
    TakeLoan,
)

from .scenario import GAME


def test_every_move_kind_has_a_text_that_parses_back() -> None:
    """loan, buy, fly (onto a place and over), hotel, renovate, factory, end, repay."""
    moves = [
        TakeLoan(),
        Buy(17),
        Fly(17, 0, 0),
        Fly(60, 8, 1),
        Fly(3, 4, -1),
        BuildHotel(),
        Renovate(),
        BuildFactory(1),
        EndTurn(),
        Repay(2),
    ]
    texts = [move.text() for move in moves]
    assert texts[2:5] == ["fly 17 aurelia 0", "fly 60 isola 1", "fly 3 estrela over"]
    assert [GAME.parse_move(text) for text in texts] == moves


def test_a_city_may_be_named_by_key_name_or_number() -> None:
    """'aurelia', 'Aurelia' and '0' name the same city; the place word is case-free."""
    assert GAME.parse_move("fly 5 Aurelia 1") == Fly(5, 0, 1)
    assert GAME.parse_move("fly 5 0 1") == Fly(5, 0, 1)
    assert GAME.parse_move("FLY 5 halcyon OVER") == Fly(5, 7, -1)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "empty"),
        ("jump", "no Tycoon move"),
        ("buy 99", "tickets are numbered"),
        ("fly 5 atlantis 0", "no city"),
        ("fly 5 aurelia 2", "place 0 or 1"),
        ("factory 3", "factory sites"),
        ("repay 9", "0 to 3"),
        ("end now", "no Tycoon move"),
    ],
)
def test_malformed_texts_are_refused_in_words(text: str, words: str) -> None:
    """Each malformed text raises IllegalMoveError saying what is wrong."""
    with pytest.raises(IllegalMoveError, match=words):
        GAME.parse_move(text)
