"""Money as the bots see it: what a hand can pay exactly, which cards to pay with, when to repay.

Paying exactly is worth a whole action, so a hand is judged by the prices it hits on the nose
(per currency, every sum of some of its cards) as well as by its value.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.speedtycoon.catalogue import CURRENCIES
from game.rules.speedtycoon.money import CARD_CURRENCIES, CARD_VALUES, payments
from game.rules.speedtycoon.tables import LOAN_REPAY

# Prices a building can have after every discount and surcharge.
LOWEST_PRICE, HIGHEST_PRICE = 1, 15
PRICE_BITS = ((1 << (HIGHEST_PRICE + 1)) - 1) & ~((1 << LOWEST_PRICE) - 1)
# Money beyond this much in one hand is worth half as much: nobody spends it all in time.
RICH = 24
# Choosing among ways to pay: money paid beyond the price, a Devisen card given away (it pays in
# two currencies), and exact prices the rest of the hand still hits.
OVERPAY_COST = 10.0
DEVISEN_COST = 2.5
KEPT_EXACT = 1.0


def sums_in(hand: Sequence[int], currency: int) -> int:
    """Every sum some cards of the hand make in one currency, as bits (bit s: the sum s)."""
    reachable = 1
    for card in hand:
        if currency in CARD_CURRENCIES[card]:
            reachable |= reachable << CARD_VALUES[card]
    return reachable


def pays_exactly(hand: Sequence[int], currency: int, price: int) -> bool:
    """Whether some cards of the hand in this currency add up to exactly the price."""
    return bool(sums_in(hand, currency) >> price & 1)


def price_hits(sums: int) -> int:
    """How many prices a building can have are among these sums (bits as sums_in makes them)."""
    return (sums & PRICE_BITS).bit_count()


def exact_prices(hand: Sequence[int]) -> int:
    """How many (currency, price) pairs the hand pays exactly, over every price a building can
    have: the hand's readiness for whatever comes to the Weltmarkt."""
    return sum(price_hits(sums_in(hand, currency)) for currency in range(len(CURRENCIES)))


def money_worth(total: float) -> float:
    """A hand's value in money units, the part beyond RICH counted half."""
    return total if total <= RICH else RICH + (total - RICH) * 0.5


def hand_total(hand: Sequence[int]) -> int:
    """The value of a hand."""
    return sum(CARD_VALUES[card] for card in hand)


def cards_in(hand: Sequence[int], currency: int) -> list[int]:
    """The hand's cards that count in a currency."""
    return [card for card in hand if currency in CARD_CURRENCIES[card]]


def payment_cost(hand: Sequence[int], cards: Sequence[int], price: int) -> float:
    """How much a payment hurts (lower is better): overpay first, then Devisen cards given, less
    the exact prices the rest of the hand still hits."""
    paid = sum(CARD_VALUES[card] for card in cards)
    devisen = sum(1 for card in cards if len(CARD_CURRENCIES[card]) == 2)
    rest = list(hand)
    for card in cards:
        rest.remove(card)
    return OVERPAY_COST * (paid - price) + DEVISEN_COST * devisen - KEPT_EXACT * exact_prices(rest)


def best_payment(
    hand: Sequence[int], currency: int, price: int, quick: bool = False
) -> tuple[int, ...] | None:
    """The way to pay a price in a currency that hurts least, or None when the hand cannot.

    quick: by overpay and Devisen cards alone (for play-outs); else the rest's exact prices too.
    """
    options = payments(cards_in(hand, currency), price)
    if not options:
        return None
    if len(options) == 1:
        return options[0]
    if quick:
        return min(
            options,
            key=lambda cards: (
                sum(CARD_VALUES[card] for card in cards),
                sum(1 for card in cards if len(CARD_CURRENCIES[card]) == 2),
            ),
        )
    return min(options, key=lambda cards: payment_cost(hand, cards, price))


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
