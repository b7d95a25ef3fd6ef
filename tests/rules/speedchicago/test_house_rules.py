"""Hausregeln and views: the shared pile of 40, open cards, and hands hidden otherwise (the
leftover house rule is in test_years)."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from game.rules.speedchicago import SpeedchicagoState
from game.rules.speedchicago.tables import CARDS

from .scenario import GAME, play, position, set_up


def test_shared_pile_holds_all_40_cards_shuffled() -> None:
    """Kartenstapel gemeinsam: Alle 40 Karten liegen gemischt in der Mitte."""
    state = GAME.new_state(4, 12, {"card_pile": "shared"})
    assert len(state.piles) == 1 and len(state.piles[0]) == 40
    assert Counter(state.piles[0]) == Counter({card: 4 for card in CARDS})
    assert state.piles[0] != sorted(state.piles[0])
    assert GAME.new_state(4, 13, {"card_pile": "shared"}).piles[0] != state.piles[0]


@pytest.mark.parametrize("players", [2, 3])
def test_a_smaller_table_shares_the_ten_cards_of_each_company(players: int) -> None:
    """ "Alle 40 Karten" are four companies' cards: with fewer companies the pile holds each
    company's ten (Eigene Festlegung of the engine)."""
    state = GAME.new_state(players, 12, {"card_pile": "shared"})
    assert Counter(state.piles[0]) == Counter({card: players for card in CARDS})


def test_with_a_shared_pile_everybody_draws_the_top_card_of_the_middle() -> None:
    """Du ziehst die oberste: company 0 and then company 1 take the top cards one after another."""
    state = GAME.new_state(4, 12, {"card_pile": "shared"})
    set_up(state)
    pile = list(state.piles[0])
    play(state, "draw", "end")
    play(state, "draw")
    assert state.hands[0] == [pile[-1]] and state.hands[1] == [pile[-2]]
    assert state.piles[0] == pile[:-2]
    assert state.view(2)["piles"] == [38]


def test_own_piles_hold_each_companys_ten_cards() -> None:
    """Without the house rule every company draws from its own ten."""
    state = GAME.new_state(3, 12)
    assert [Counter(pile) for pile in state.piles] == [Counter(CARDS)] * 3
    assert len({tuple(pile) for pile in state.piles}) == 3  # shuffled each


def _hands() -> SpeedchicagoState:
    """Company 0 holds two cards, company 1 one."""
    return position(hands={0: ["kletterseil", "abrisstrupp"], 1: ["pressefoto"]})


def test_views_hide_the_other_companies_hands() -> None:
    """Without open cards a company sees its own hand only, and how many cards the others hold;
    of the piles only their sizes."""
    state = _hands()
    mine = state.view(0)
    # Hands are listed in the cards' own order (Kletterseil first, Abrisstrupp last).
    assert mine["hands"] == [["kletterseil", "abrisstrupp"], None, None, None]
    assert mine["hand_sizes"] == [2, 1, 0, 0]
    assert mine["piles"] == [8, 9, 10, 10]
    theirs = state.view(1)
    assert theirs["hands"] == [None, ["pressefoto"], None, None]
    assert "kletterseil" not in json.dumps(theirs)
    assert "abrisstrupp" not in json.dumps(theirs)
    spectator = state.view(None)
    assert spectator["hands"] == [None, None, None, None]


def test_a_hidden_hand_drawn_anew_leaves_the_view_unchanged() -> None:
    """What company 1 sees does not depend on company 0's hidden cards or any pile's order."""
    state = _hands()
    view = state.view(1)
    twin = state.resample_hidden(1, random.Random(3))
    assert twin.view(1) == view
    assert twin.hands[1] == ["pressefoto"]
    assert Counter(twin.hands[0]) + Counter(twin.piles[0]) == Counter(CARDS)


def test_house_rule_open_cards_shows_every_hand() -> None:
    """Offene Karten: Alle sehen jede Hand."""
    state = position(
        hands={0: ["kletterseil", "abrisstrupp"], 1: ["pressefoto"]}, options={"open_cards": "on"}
    )
    expected = [["kletterseil", "abrisstrupp"], ["pressefoto"], [], []]
    assert state.view(1)["hands"] == expected
    assert state.view(3)["hands"] == expected
    assert state.view(None)["hands"] == expected


def test_profi_hands_are_open_to_all() -> None:
    """Profi: all ten cards in hand from the start are known anyway, so every view shows them."""
    state = position(options={"variant": "profi"}, played={2: ["abrisstrupp"]})
    hands = state.view(1)["hands"]
    assert hands[0] == list(CARDS)
    assert hands[2] == [card for card in CARDS if card != "abrisstrupp"]
