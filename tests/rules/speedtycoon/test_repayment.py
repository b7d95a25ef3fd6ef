"""The repayment the client proposes and the bots repay with: cards worth at least 12 in any
currencies, none spare, the least value given away, the hand left paying the most prices."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from game.rules.speedtycoon.catalogue import STARTUP
from game.rules.speedtycoon.insight import best_repayment
from game.rules.speedtycoon.money import CARD_VALUES, is_payment
from game.rules.speedtycoon.moves import Repay
from game.rules.speedtycoon.payment_choice import exact_prices
from game.rules.speedtycoon.state import SpeedtycoonState
from game.rules.speedtycoon.tables import LOAN_REPAY
from tests.rules.speedtycoon.scenario import cards, table

KREDITE = {"kredite": "on", "devisenbuero": "on"}


def _with_loan(hand: list[str]) -> SpeedtycoonState:
    """A position of the first player with one loan open and this hand."""
    state = table(options=KREDITE, hands={0: hand})
    state.loans[0] = 1
    return state


def test_the_smallest_sum_of_any_currencies_is_proposed() -> None:
    state = _with_loan(["$7a", "€5a", "元6a", "¥1a", "$9a"])
    chosen = best_repayment(state, 0)
    assert chosen is not None
    assert sum(CARD_VALUES[card] for card in chosen) == 12  # $7 + €5 (mixed currencies)
    assert sorted(chosen) == sorted(cards(["$7a", "€5a"]))
    assert Repay(chosen) in state.legal_moves(0)


def test_no_loan_or_too_little_money_proposes_nothing() -> None:
    state = table(options=KREDITE, hands={0: ["$7a", "€9a"]})
    assert best_repayment(state, 0) is None  # no loan open
    state.loans[0] = 1
    assert best_repayment(state, 0) is not None
    state.hands[0] = cards(["$7a", "€4a"])
    assert best_repayment(state, 0) is None  # worth 11 together


def test_a_player_that_is_none_is_refused_in_words() -> None:
    state = table(options=KREDITE)
    with pytest.raises(ValueError, match="no player 5"):
        best_repayment(state, 5)


@pytest.mark.parametrize("seed", range(8))
def test_no_other_repayment_gives_less_away_or_keeps_a_readier_hand(seed: int) -> None:
    state = table(options=KREDITE, seed=seed)
    rng = random.Random(seed)
    everyone = [card for hand in state.hands for card in hand] + list(state.deck)
    money = [card for card in everyone if card < STARTUP]
    hand = sorted(rng.sample(money, 6))
    state.hands[0] = hand
    state.loans[0] = 1
    chosen = best_repayment(state, 0)
    ways = [
        way
        for size in range(1, len(hand) + 1)
        for way in combinations(hand, size)
        if is_payment(way, LOAN_REPAY)
    ]
    if not ways:
        assert chosen is None
        return
    assert chosen is not None and is_payment(chosen, LOAN_REPAY)

    def cost(way: tuple[int, ...]) -> tuple[int, int]:
        rest = [card for card in hand if card not in way]
        return sum(CARD_VALUES[card] for card in way), -exact_prices(rest)

    assert cost(chosen) == min(cost(way) for way in ways)
