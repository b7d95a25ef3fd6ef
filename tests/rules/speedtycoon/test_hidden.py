"""Redrawn worlds know only what the seat knows: the unrevealed scoring and news cards lie anew
within their fifths of the deck (never where they truly lie), below the money drawn since the
deal, and two games alike for the seat give the same world for the same generator."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.rules import SaveError
from game.rules.speedtycoon.catalogue import NEWS_CARDS, STARTUP, VENTURE_CAPITAL
from game.rules.speedtycoon.hidden import deck_after_deal
from game.rules.speedtycoon.state import SpeedtycoonState, special_windows

from .scenario import GAME, new, reloaded, saved

REDRAWS = 400


def depth_of(deck: list[int], special: int) -> int:
    """Money cards above a special card (the top of the deck is the end of the list)."""
    return sum(card < STARTUP for card in deck[deck.index(special) + 1 :])


def drawn_since_deal(state: SpeedtycoonState) -> int:
    """Money cards drawn from the deck since the deal (the Kapital's first four among them)."""
    return deck_after_deal(state) - sum(card < STARTUP for card in state.deck)


def drawn_off(state: SpeedtycoonState, count: int) -> SpeedtycoonState:
    """The game after this many money cards went from the top of the deck to the discard pile
    (as if drawn and paid), special cards on the way set back where they lay."""
    twin = state.copy()
    money = [card for card in twin.deck if card < STARTUP]
    gone = money[len(money) - count :]
    twin.deck = [card for card in twin.deck if card not in gone]
    twin.discard += gone
    twin._legal = None
    return reloaded(twin)


def test_the_deal_is_told_and_kept() -> None:
    """The money dealt at the start is in the view and the save; a save of the first format
    (without it) gets the usual deal."""
    state = new(4, 3)
    assert state.dealt == sum(len(hand) for hand in state.hands)
    assert state.view(1)["dealt"] == state.dealt
    assert reloaded(state).dealt == state.dealt
    data = saved(state)
    del data["dealt"]
    with pytest.raises(SaveError, match="dealt"):
        GAME.state_from_dict(data)
    data["format"] = 1
    assert 4 * 4 <= GAME.state_from_dict(data).dealt <= 4 * 5


def test_scoring_cards_are_redrawn_within_their_fifths() -> None:
    """Over many redraws Startup and Venture Capital take every depth of their windows, evenly,
    and none outside them: where they truly lie does not show."""
    state = new(4, 5)
    # The Kapital's four cards were drawn after the special cards went in.
    drawn = drawn_since_deal(state)
    assert drawn == 4
    windows = special_windows(deck_after_deal(state), state.modules)
    rng = random.Random(7)
    for special in (STARTUP, VENTURE_CAPITAL):
        low, high = windows[special]
        depths = Counter(
            drawn + depth_of(state.resample_hidden(0, rng).deck, special) for _ in range(REDRAWS)
        )
        assert set(depths) == set(range(low, high)), special
        assert max(depths.values()) < 3 * REDRAWS / (high - low)
        assert depths[drawn + depth_of(state.deck, special)] < REDRAWS / 2


def test_a_scoring_card_still_to_come_lies_below_the_money_drawn() -> None:
    """Once money has been drawn into the Startup window, the redrawn Startup lies only in what
    is left of it (counted from the deal)."""
    state = new(4, 5)
    low, high = special_windows(deck_after_deal(state), state.modules)[STARTUP]
    drawn = drawn_since_deal(state)
    truth = drawn + depth_of(state.deck, STARTUP)
    reached = (low + truth) // 2 if truth > low else low
    later = drawn_off(state, reached - drawn)
    assert STARTUP in later.deck and drawn_since_deal(later) == reached
    rng = random.Random(2)
    depths = {depth_of(later.resample_hidden(1, rng).deck, STARTUP) for _ in range(REDRAWS)}
    assert depths == set(range(0, high - reached))


def test_news_are_redrawn_anywhere_in_the_deck() -> None:
    """Every news card still to come lies anywhere below the top card of the rest."""
    state = new(3, 8, {"mode": "modern"})
    news = next(card for card in NEWS_CARDS if card in state.deck)
    left = sum(card < STARTUP for card in state.deck)
    rng = random.Random(4)
    depths = [depth_of(state.resample_hidden(2, rng).deck, news) for _ in range(REDRAWS)]
    assert min(depths) <= left // 10 and max(depths) >= left * 9 // 10
    assert max(depths) < left


def test_games_alike_for_the_seat_give_the_same_world() -> None:
    """The others' hands swapped with the deck, the special cards moved within their windows and
    the bag mixed: the seat's view is the same, and so is every world redrawn for it."""
    state = new(4, 9, {"mode": "modern"})
    rng = random.Random(1)
    other = state.resample_hidden(2, rng)
    assert other.to_dict() != state.to_dict()
    assert other.view(2) == state.view(2)
    for seed in range(3):
        mine = state.resample_hidden(2, random.Random(seed)).to_dict()
        theirs = other.resample_hidden(2, random.Random(seed)).to_dict()
        assert mine == theirs
    assert (
        state.resample_hidden(1, random.Random(0)).to_dict()
        != other.resample_hidden(1, random.Random(0)).to_dict()
    )
