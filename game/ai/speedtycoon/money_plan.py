"""Money as the bots see it: what a hand is worth.

Paying exactly is worth a whole action, so a hand is judged by the prices it hits on the nose
(the rules' payment_choice counts them, insight.best_payment chooses the cards to pay with and
insight.best_repayment those to repay a loan with) as well as by its value.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.speedtycoon.money import CARD_VALUES

# Money beyond this much in one hand is worth half as much: nobody spends it all in time.
RICH = 24


def money_worth(total: float) -> float:
    """A hand's value in money units, the part beyond RICH counted half."""
    return total if total <= RICH else RICH + (total - RICH) * 0.5


def hand_total(hand: Sequence[int]) -> int:
    """The value of a hand."""
    # map over the table rather than a generator: judged for every seat of every candidate.
    return sum(map(CARD_VALUES.__getitem__, hand))
