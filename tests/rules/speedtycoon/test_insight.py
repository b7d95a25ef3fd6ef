"""The answers behind the info windows: what a building or card means now, the next scoring."""

from __future__ import annotations

import pytest

from game.rules import get_game
from game.rules.speedtycoon import SpeedtycoonState
from game.rules.speedtycoon import empire as geometry
from game.rules.speedtycoon.catalogue import CARD_BY_TEXT, LOGISTIK
from game.rules.speedtycoon.insight import building_meaning, card_meaning, majorities_now

# Buildings without highways (they fit anywhere): Logistik 8, Industrie 9, Energie 10.
LOGISTIK_8, INDUSTRIE_9, ENERGIE_10 = 7, 14, 23


def _state(players: int = 3, **options: str) -> SpeedtycoonState:
    """A fresh game with empty hands, for hand-made positions."""
    state = get_game("speedtycoon").new_state(players, 3, options)
    state.hands = [[] for _ in range(players)]
    return state


def _cards(*texts: str) -> list[int]:
    """Money cards by their text ('€3a')."""
    return sorted(CARD_BY_TEXT[text] for text in texts)


def test_the_next_scoring_shows_counts_and_the_leaders_points() -> None:
    state = _state()
    geometry.place(state.empires[1], LOGISTIK_8, (1, 0))
    preview = majorities_now(state)
    assert preview.scoring == 0
    assert preview.counts[LOGISTIK] == (0, 1, 0)
    assert [part.branches[LOGISTIK] for part in preview.players] == [0, 1, 0]


def test_a_market_building_tells_price_exact_payment_and_the_branch_race() -> None:
    state = _state()
    state.market[1] = LOGISTIK_8
    state.hands[0] = _cards("€3a", "€5a")
    geometry.place(state.empires[2], 6, (0, 1))  # Logistik 7 with a highway south only
    meaning = building_meaning(state, 0, LOGISTIK_8)
    assert (meaning.place, meaning.price) == (1, 8)
    assert meaning.can_pay and meaning.can_pay_exactly
    assert (meaning.count_now, meaning.count_with_it) == (0, 1)
    assert meaning.leaders == (2,)
    assert meaning.highways == ""


def test_paying_over_the_price_is_no_exact_payment() -> None:
    state = _state()
    state.market[1] = LOGISTIK_8
    state.hands[0] = _cards("€4a", "€5a")
    meaning = building_meaning(state, 0, LOGISTIK_8)
    assert meaning.can_pay and not meaning.can_pay_exactly
    state.hands[0] = _cards("€4a", "$5a")
    assert not building_meaning(state, 0, LOGISTIK_8).can_pay


def test_an_ordered_building_would_count_twice() -> None:
    state = _state(staatsauftraege="on", mode="eigene")
    state.orders[0] = [LOGISTIK_8, INDUSTRIE_9]
    meaning = building_meaning(state, 0, LOGISTIK_8)
    assert meaning.ordered and meaning.count_with_it == 2


def test_a_building_already_in_the_empire_is_not_counted_twice() -> None:
    """Two Logistik standing, one of them the Logistik 8 asked about: it leaves the count at 2
    (not 2 → 3); a Logistik 7 in the Planung would bring it to 3."""
    state = _state()
    geometry.place(state.empires[0], LOGISTIK_8, (1, 0))
    geometry.place(state.empires[0], 4, (0, -1))  # Logistik 5 with a highway north
    state.planning[0] = [6]
    standing = building_meaning(state, 0, LOGISTIK_8)
    assert standing.in_empire
    assert (standing.count_now, standing.count_with_it) == (2, 2)
    planned = building_meaning(state, 0, 6)
    assert not planned.in_empire
    assert (planned.count_now, planned.count_with_it) == (2, 3)


def test_an_ordered_building_already_standing_counts_twice_once() -> None:
    """An ordered Logistik 8 in the empire counts 2 now and still 2 with it, not 4."""
    state = _state(staatsauftraege="on", mode="eigene")
    state.orders[0] = [LOGISTIK_8, INDUSTRIE_9]
    geometry.place(state.empires[0], LOGISTIK_8, (1, 0))
    meaning = building_meaning(state, 0, LOGISTIK_8)
    assert (meaning.count_now, meaning.count_with_it) == (2, 2)


def test_a_card_tells_the_money_held_and_the_exact_payments_it_makes() -> None:
    state = _state()
    state.market = [None, LOGISTIK_8, None, None]
    state.hands[0] = _cards("€5a")
    meaning = card_meaning(state, 0, CARD_BY_TEXT["€3b"])
    assert (meaning.held_now, meaning.held_with_it) == ((5,), (8,))
    assert meaning.exact_with_it == (1,)
    assert card_meaning(state, 0, CARD_BY_TEXT["€4a"]).exact_with_it == ()


def test_a_devisen_card_counts_in_both_its_currencies() -> None:
    state = _state(devisenbuero="on", mode="eigene")
    state.hands[0] = _cards("$2a", "€1a")
    meaning = card_meaning(state, 0, CARD_BY_TEXT["$/€4"])
    assert meaning.currencies == (0, 1)
    assert meaning.held_with_it == (6, 5)


def test_a_kapital_card_tells_every_currency_without_and_with_it() -> None:
    """A € 3 from the Kapital: Euro 5 → 8, the other currencies stay; every card counted once."""
    state = _state()
    state.hands[0] = _cards("€5a", "$2a")
    meaning = card_meaning(state, 0, CARD_BY_TEXT["€3b"])
    assert not meaning.in_hand and not meaning.either_currency
    assert meaning.without_it == (2, 5, 0, 0)
    assert meaning.with_it == (2, 8, 0, 0)
    assert (meaning.total_without, meaning.total_with) == (7, 10)


def test_a_card_in_the_hand_tells_what_would_be_left_without_it() -> None:
    """A € 5 held: Euro 5 with it, 0 without; held_now and held_with_it both count it."""
    state = _state()
    state.hands[0] = _cards("€5a", "$2a")
    meaning = card_meaning(state, 0, CARD_BY_TEXT["€5a"])
    assert meaning.in_hand
    assert (meaning.without_it, meaning.with_it) == ((2, 0, 0, 0), (2, 5, 0, 0))
    assert meaning.held_now == meaning.held_with_it == (5,)


def test_a_devisen_card_adds_to_both_currencies_but_counts_once_in_all() -> None:
    """A $/€ 4 adds 4 to the Dollar and to the Euro sums (it pays in either), yet the money
    held grows by 4 only: in one payment it counts in one currency."""
    state = _state(devisenbuero="on", mode="eigene")
    state.hands[0] = _cards("$2a", "€1a")
    meaning = card_meaning(state, 0, CARD_BY_TEXT["$/€4"])
    assert meaning.either_currency
    assert (meaning.without_it, meaning.with_it) == ((2, 1, 0, 0), (6, 5, 0, 0))
    assert (meaning.total_without, meaning.total_with) == (3, 7)


def test_a_card_meaning_reads_only_the_asking_players_hand() -> None:
    """The other hands may hold anything: the answer for seat 0 stays the same; a card that
    does not exist is refused in words."""
    state = _state()
    state.hands[0] = _cards("€5a")
    asked = card_meaning(state, 0, CARD_BY_TEXT["€3b"])
    state.hands[1] = _cards("€9a", "€9b")
    state.hands[2] = _cards("$1a")
    assert card_meaning(state, 0, CARD_BY_TEXT["€3b"]) == asked
    with pytest.raises(ValueError, match="no money card"):
        card_meaning(state, 0, 10_000)
