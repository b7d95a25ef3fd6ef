"""Money as the bots see it: what a hand is worth and when to repay.

Paying exactly is worth a whole action, so a hand is judged by the prices it hits on the nose
(the rules' payment_choice counts them, and insight.best_payment chooses the cards to pay with)
as well as by its value.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.speedtycoon.money import CARD_VALUES, payments
from game.rules.speedtycoon.payment_choice import exact_prices
from game.rules.speedtycoon.tables import LOAN_REPAY

# Money beyond this much in one hand is worth half as much: nobody spends it all in time.
RICH = 24


def money_worth(total: float) -> float:
    """A hand's value in money units, the part beyond RICH counted half."""
    return total if total <= RICH else RICH + (total - RICH) * 0.5


def hand_total(hand: Sequence[int]) -> int:
    """The value of a hand."""
    return sum(CARD_VALUES[card] for card in hand)


def repayment(hand: Sequence[int]) -> tuple[int, ...] | None:
    """The cards that repay a loan (worth 12, any currency) at the least loss, or None."""
    options = payments(hand, LOAN_REPAY)
    if not options:
        return None
    return min(
        options,
        key=lambda cards: (
            sum(CARD_VALUES[card] for card in cards),
            -exact_prices([card for card in hand if card not in cards]),
        ),
    )
