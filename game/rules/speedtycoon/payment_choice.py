"""Which cards to pay a price with: the sums a hand makes exactly, and the payment that hurts least.

Paying exactly is worth a whole action (the rules give another one), so an exact payment always
comes first; among payments equally exact, the one that gives least away wins: money beyond the
price, a Devisen card (it pays in two currencies), and the exact prices the rest still hits.
The client preselects this payment and the computer opponents pay with it.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.speedtycoon.catalogue import CURRENCIES
from game.rules.speedtycoon.money import CARD_CURRENCIES, CARD_VALUES, payments

# Prices a building can have after every discount and surcharge.
LOWEST_PRICE, HIGHEST_PRICE = 1, 15
PRICE_BITS = ((1 << (HIGHEST_PRICE + 1)) - 1) & ~((1 << LOWEST_PRICE) - 1)
# Weighing payments equally exact: money paid beyond the price, a Devisen card given away, and
# exact prices the rest of the hand still hits.
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


def cards_in(hand: Sequence[int], currency: int) -> list[int]:
    """The hand's cards that count in a currency."""
    return [card for card in hand if currency in CARD_CURRENCIES[card]]


def paid(cards: Sequence[int]) -> int:
    """What the cards are worth together."""
    return sum(CARD_VALUES[card] for card in cards)


def payment_cost(hand: Sequence[int], cards: Sequence[int], price: int) -> float:
    """How much a payment hurts (lower is better): overpay first, then Devisen cards given, less
    the exact prices the rest of the hand still hits."""
    devisen = sum(1 for card in cards if len(CARD_CURRENCIES[card]) == 2)
    rest = list(hand)
    for card in cards:
        rest.remove(card)
    return (
        OVERPAY_COST * (paid(cards) - price)
        + DEVISEN_COST * devisen
        - KEPT_EXACT * exact_prices(rest)
    )


def choose_payment(
    hand: Sequence[int], currency: int, price: int, quick: bool = False
) -> tuple[int, ...] | None:
    """The way to pay a price in a currency: exact where the hand can, else the one that hurts
    least; None when the hand cannot pay.

    quick: by the money paid and Devisen cards alone (for the bots' play-outs), without weighing
    the exact prices the rest still hits.
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
                paid(cards),
                sum(1 for card in cards if len(CARD_CURRENCIES[card]) == 2),
            ),
        )
    return min(
        options,
        key=lambda cards: (paid(cards) != price, payment_cost(hand, cards, price)),
    )
