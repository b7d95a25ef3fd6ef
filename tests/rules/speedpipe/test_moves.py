"""Move texts and refusals: every text form parses back to its move, bad texts and illegal
moves are refused in words and change nothing."""

from __future__ import annotations

import pytest

from game.rules import IllegalMoveError
from game.rules.speedpipe.catalogue import JOKER
from game.rules.speedpipe.moves import (
    ABORT,
    DRAW_BLIND,
    DRAW_CONTRACTS,
    PASS,
    DrawOpen,
    Keep,
    Lay,
    PayExtra,
    Station,
    Terminal,
)

from .scenario import GAME, play, saved, table


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("keep 3,17", Keep((3, 17))),
        ("keep 17,3", Keep((3, 17))),
        ("open 2", DrawOpen(2)),
        ("blind", DRAW_BLIND),
        ("lay 12 rot 1", Lay(12, 0, 1)),
        ("lay 12 joker 4", Lay(12, JOKER, 4)),
        ("lay 3 Grün 1", Lay(3, 2, 1)),
        ("LAY 3 white 0", Lay(3, 5, 0)),
        ("extra 1", PayExtra(1)),
        ("abort", ABORT),
        ("contracts", DRAW_CONTRACTS),
        ("station 7 rot 0", Station(7, 0, 0)),
        ("station 7 Schweißtrupp 1", Station(7, JOKER, 1)),
        ("terminal 7 violett 1", Terminal(7, 7, 1)),
        ("pass", PASS),
    ],
)
def test_every_text_form_parses_to_its_move(text: str, move: object) -> None:
    """Paints by key, German or English name, jokers as 'joker' or 'Schweißtrupp'."""
    assert GAME.parse_move(text) == move


def test_every_move_writes_a_text_that_parses_back() -> None:
    """text() and parse_move() agree for each kind of move."""
    for move in (Keep((1, 4)), DrawOpen(0), Lay(5, 3, 1), PayExtra(2), Station(1, JOKER, 2)):
        assert GAME.parse_move(move.text()) == move
    assert Lay(5, JOKER, 3).text() == "lay 5 joker 3"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "open 5",
        "lay 12 grey 0",
        "lay 12 rot",
        "keep 3,3",
        "keep",
        "extra x",
        "fly 3",
        "lay 1 rot ²",
    ],
)
def test_bad_texts_are_refused_in_words(text: str) -> None:
    """IllegalMoveError with a message for text that is no move."""
    with pytest.raises(IllegalMoveError) as refusal:
        GAME.parse_move(text)
    assert str(refusal.value).strip()


def test_a_move_out_of_turn_is_refused_and_changes_nothing() -> None:
    """Company 1 may not draw in company 0's turn."""
    state = table()
    before = saved(state)
    with pytest.raises(IllegalMoveError, match="company 0's turn"):
        play(state, "blind", 1)
    with pytest.raises(IllegalMoveError, match="no company"):
        state.play(7, DRAW_BLIND)
    assert saved(state) == before


def test_a_move_with_numbers_of_the_wrong_type_is_refused() -> None:
    """DrawOpen(0.0) equals DrawOpen(0) but names no slot."""
    state = table()
    with pytest.raises(IllegalMoveError, match="whole numbers"):
        state.play(0, DrawOpen(0.0))  # type: ignore[arg-type]
