"""Which cards to pay with: exact sums, the preselected payment, one answer for client and bots."""

from __future__ import annotations

import pytest

from game.rules import get_game
from game.rules.speedtycoon import SpeedtycoonState
from game.rules.speedtycoon.catalogue import BUILDINGS, CARD_BY_TEXT
from game.rules.speedtycoon.insight import best_payment
from game.rules.speedtycoon.payment_choice import (
    choose_payment,
    exact_prices,
    payment_cost,
    pays_exactly,
    sums_in,
)

DOLLAR, EURO, YUAN, YEN = range(4)
NEW_YORK, FRANKFURT = 0, 1
# Logistik 6 (highway east) costs 6 in the Klassisch game.
LOGISTIK_6 = 5


def _cards(*texts: str) -> list[int]:
    """Money cards by their text ('$3b', '¥/$7')."""
    return sorted(CARD_BY_TEXT[text] for text in texts)


def _state(*hand: str, **options: str) -> SpeedtycoonState:
    """A fresh three-player game; player 0 holds these cards, Logistik 6 stands in New York."""
    state = get_game("speedtycoon").new_state(3, 3, options)
    state.hands[0] = _cards(*hand)
    state.market[NEW_YORK] = LOGISTIK_6
    return state


def test_payments_hit_prices_exactly_and_spare_devisen_cards() -> None:
    hand = _cards("$3a", "$4a", "$9a", "€2a")
    assert pays_exactly(hand, DOLLAR, 7)
    assert not pays_exactly(hand, DOLLAR, 8)
    assert sums_in(hand, EURO) == 0b101
    assert choose_payment(hand, DOLLAR, 7) == tuple(_cards("$3a", "$4a"))
    assert choose_payment(hand, DOLLAR, 8) == tuple(_cards("$9a"))
    assert choose_payment(hand, YEN, 2) is None
    both = _cards("$/€4", "$4a")
    assert pays_exactly(both, EURO, 4) and pays_exactly(both, DOLLAR, 8)
    assert choose_payment(both, DOLLAR, 4) == tuple(_cards("$4a"))  # the Devisen card is kept
    assert exact_prices(_cards("$3a", "$4a")) == 3  # 3, 4 and 7


def test_an_exact_payment_is_preferred_even_where_paying_more_keeps_more_exact_sums() -> None:
    """Price 6 with $1 $2 $3 $7 and a ¥/$7: paying $7 would keep $1 $2 $3 and the ¥/$7, which hit
    many prices later – weighed by that alone it looks better. But paying exactly brings another
    action now ("Passend zahlen ist Gold wert"), so $1 + $2 + $3 is chosen."""
    state = _state("$1a", "$2b", "$3b", "$7c", "¥/$7", devisenbuero="on", mode="eigene")
    hand = state.hands[0]
    assert BUILDINGS[LOGISTIK_6].price == state.price(0, NEW_YORK) == 6
    exact = tuple(_cards("$1a", "$2b", "$3b"))
    over = tuple(_cards("$7c"))
    assert payment_cost(hand, over, 6) < payment_cost(hand, exact, 6)
    assert best_payment(state, 0, NEW_YORK) == exact
    assert choose_payment(hand, DOLLAR, 6) == exact


def test_without_an_exact_payment_the_least_overpay_is_chosen() -> None:
    """Price 6: $7 overpays by 1, $9 by 3; with $4 $5 $9 both ways overpay by 3, and paying $9
    keeps $4 and $5, which hit more prices later."""
    state = _state("$4a", "$7a", "$9a")
    assert best_payment(state, 0, NEW_YORK) == tuple(_cards("$7a"))
    state.hands[0] = _cards("$4a", "$5a", "$9a")
    assert best_payment(state, 0, NEW_YORK) == tuple(_cards("$9a"))


def test_the_preselected_payment_takes_the_players_price_now() -> None:
    """At his home place (Heimatmarkt) player 0 pays 5 for the Logistik 6: $5 exactly, not $6."""
    state = _state("$5a", "$6a", heimatmarkt="on", mode="eigene")
    assert state.price(0, NEW_YORK) == 5
    assert best_payment(state, 0, NEW_YORK) == tuple(_cards("$5a"))


def test_no_payment_for_an_empty_or_closed_place_or_a_hand_without_the_currency() -> None:
    state = _state("$7a")
    assert best_payment(state, 0, NEW_YORK) == tuple(_cards("$7a"))
    assert best_payment(state, 0, FRANKFURT) is None  # no euro in the hand
    state.closed_place = NEW_YORK
    assert best_payment(state, 0, NEW_YORK) is None
    state.closed_place = -1
    state.market[NEW_YORK] = None
    assert best_payment(state, 0, NEW_YORK) is None


@pytest.mark.parametrize("place", [-1, 4])
def test_a_place_that_does_not_exist_is_refused_in_words(place: int) -> None:
    with pytest.raises(ValueError, match=f"there is no trading place {place}"):
        best_payment(_state("$7a"), 0, place)
