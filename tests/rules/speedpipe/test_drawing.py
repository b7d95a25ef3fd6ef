"""Drawing pipe cards: two cards open or blind, the open joker, refilling, the display reset
and the pile running out."""

from __future__ import annotations

import pytest

from game.rules import IllegalMoveError
from game.rules.speedpipe.catalogue import JOKER
from game.rules.speedpipe.state import SECOND_DRAW

from .scenario import hand_of, kind, kinds, legal, play, saved, table

DISPLAY = ["rot", "blau", "joker", "gruen", "gelb"]


def test_a_turn_draws_two_cards_open_or_blind() -> None:
    """An open card and a blind one make a turn; then the next company acts."""
    state = table(hands={0: {}}, display=DISPLAY, pile_top=["weiss", "schwarz", "orange"])
    play(state, "open 0")
    assert state.phase == SECOND_DRAW and state.current == 0
    play(state, "blind")
    assert state.hands[0] == hand_of({"rot": 1, "schwarz": 1})
    assert state.current == 1
    assert state.display[0] == kind("weiss")


def test_a_taken_open_card_is_replaced_at_once() -> None:
    """The slot is refilled from the top of the pile right after taking."""
    state = table(display=DISPLAY, pile_top=["violett"])
    events = play(state, "open 1")
    assert state.display[1] == kind("violett")
    assert kinds(events) == ["open_card_taken", "display_refilled"]


def test_an_open_joker_as_the_first_card_ends_the_turn() -> None:
    """Taking the open Schweißtrupp first: one card only, the turn is over."""
    state = table(hands={0: {}}, display=DISPLAY, pile_top=["weiss"])
    play(state, "open 2")
    assert state.hands[0][JOKER] == 1 and sum(state.hands[0]) == 1
    assert state.current == 1


def test_an_open_joker_may_not_be_the_second_card() -> None:
    """After a first card the open jokers are not offered; taking one is refused in words."""
    state = table(display=DISPLAY, pile_top=["weiss", "schwarz"])
    play(state, "open 0")
    assert "open 2" not in legal(state)
    before = saved(state)
    with pytest.raises(IllegalMoveError, match="first card"):
        play(state, "open 2")
    assert saved(state) == before


def test_a_blind_joker_as_the_first_card_allows_a_second() -> None:
    """Only the open joker ends the turn; one drawn blind does not."""
    state = table(hands={0: {}}, display=DISPLAY, pile_top=["joker", "weiss"])
    play(state, "blind")
    assert state.phase == SECOND_DRAW and state.hands[0][JOKER] == 1
    play(state, "blind")
    assert state.hands[0] == hand_of({"joker": 1, "weiss": 1})


def test_three_open_jokers_make_the_display_be_laid_anew() -> None:
    """A refill showing the third joker: the five go to the discard pile, five new are laid."""
    display = ["joker", "joker", "rot", "blau", "gruen"]
    pile = ["joker", "weiss", "weiss", "schwarz", "schwarz", "orange"]
    state = table(display=display, pile_top=pile)
    discarded = sum(state.discard)
    events = play(state, "open 2")
    assert "display_reset" in kinds(events)
    assert state.display == [
        kind(word) for word in ("weiss", "weiss", "schwarz", "schwarz", "orange")
    ]
    assert sum(state.discard) == discarded + 5


def test_the_display_is_laid_anew_at_most_three_times_in_a_row() -> None:
    """With jokers coming again and again the fourth display keeps its three jokers."""
    display = ["joker", "joker", "rot", "blau", "gruen"]
    jokers = ["joker", "joker", "joker", "weiss", "weiss"]
    state = table(display=display, pile_top=["joker"] + jokers * 3)
    events = play(state, "open 2")
    assert kinds(events).count("display_reset") == 3
    assert state.display.count(JOKER) == 3


def test_an_empty_pile_takes_in_the_shuffled_discard_pile() -> None:
    """Drawing from an empty pile shuffles the discard pile into a new pile."""
    state = table(display=DISPLAY, empty_pile=True)
    assert not state.pile and sum(state.discard) > 0
    cards = sum(state.discard)
    events = play(state, "blind")
    assert "pile_reshuffled" in kinds(events)
    assert sum(state.discard) == 0 and len(state.pile) == cards - 1


def test_the_blind_draw_needs_a_card_in_the_pile_or_the_discard_pile() -> None:
    """With pile and discard pile empty, only the open cards can be drawn."""
    state = table(display=DISPLAY, empty_pile=True)
    _empty_discard(state)
    assert "blind" not in legal(state)
    with pytest.raises(IllegalMoveError, match="no pipe card"):
        play(state, "blind")


def test_the_turn_ends_after_one_card_when_no_second_can_be_drawn() -> None:
    """Only one card left to draw: the turn ends after it."""
    state = table(display=["rot", None, None, None, None], empty_pile=True)
    _empty_discard(state)
    play(state, "open 0")
    assert state.current == 1 and state.display == [-1] * 5


def test_the_second_card_is_a_draw_only() -> None:
    """After the first card no route may be laid and no contracts drawn."""
    state = table(hands={0: {"rot": 4}}, display=DISPLAY, pile_top=["weiss", "schwarz"])
    play(state, "open 0")
    assert all(text.split()[0] in ("open", "blind") for text in legal(state))
    with pytest.raises(IllegalMoveError, match="second card"):
        play(state, "lay 0 rot 0")


def _empty_discard(state: object) -> None:
    """Moves the whole discard pile into company 2's hand (keeps every card in the game)."""
    hand = state.hands[2]  # type: ignore[attr-defined]
    discard = state.discard  # type: ignore[attr-defined]
    for card, count in enumerate(discard):
        hand[card] += count
        discard[card] = 0
    state._legal = None  # type: ignore[attr-defined]
