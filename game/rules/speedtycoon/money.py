"""Paying in Speedtycoon: which cards pay a price, what takes from the Kapital are allowed."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from game.rules.speedtycoon.catalogue import MONEY
from game.rules.speedtycoon.tables import TAKE_LIMIT

CARD_VALUES: tuple[int, ...] = tuple(card.value for card in MONEY)
CARD_CURRENCIES: tuple[tuple[int, ...], ...] = tuple(card.currencies for card in MONEY)


def counts_in(card: int, currency: int) -> bool:
    """Whether a money card counts in this currency (a Devisen card in either of its two)."""
    return currency in CARD_CURRENCIES[card]


def money_in(hand: Sequence[int], currency: int) -> int:
    """The value a hand holds in one currency (Devisen cards count in both of theirs)."""
    return sum(CARD_VALUES[card] for card in hand if currency in CARD_CURRENCIES[card])


def hand_value(hand: Sequence[int]) -> int:
    """The value of all cards of a hand."""
    return sum(CARD_VALUES[card] for card in hand)


def payments(cards: Sequence[int], price: int) -> list[tuple[int, ...]]:
    """Every way to pay at least the price with these cards where no card could be left out.

    Cards of the same value and currencies pay alike, so only one of them (the lowest number)
    is offered for each count; the ways come in a stable order.
    """
    kinds: dict[tuple[int, tuple[int, ...]], list[int]] = {}
    for card in sorted(cards):
        kinds.setdefault((CARD_VALUES[card], CARD_CURRENCIES[card]), []).append(card)
    groups = sorted(kinds.items(), key=lambda item: (-item[0][0], item[0][1]))
    if sum(CARD_VALUES[card] for card in cards) < price:
        return []
    found: list[tuple[int, ...]] = []
    chosen: list[int] = []

    def extend(index: int, total: int, smallest: int) -> None:
        if total >= price:
            # Values run from high to low, so the last card taken is the smallest one.
            if total - smallest < price:
                found.append(tuple(sorted(chosen)))
            return
        if index == len(groups):
            return
        (value, _currencies), same = groups[index]
        for count in range(len(same), -1, -1):
            if count:
                chosen.extend(same[:count])
                extend(index + 1, total + value * count, value)
                del chosen[-count:]
            else:
                extend(index + 1, total, smallest)

    extend(0, 0, 0)
    return found


def is_payment(cards: Sequence[int], price: int) -> bool:
    """Whether the cards reach the price and none of them could be left out."""
    total = sum(CARD_VALUES[card] for card in cards)
    return total >= price and all(total - CARD_VALUES[card] < price for card in cards)


def takes(kapital: Sequence[int | None], tip: bool) -> list[tuple[int, ...]]:
    """Kapital slots that may be taken together: one card, or several worth at most 5; with a
    tip exactly those that need it (one card more than allowed, of any value)."""
    filled = [slot for slot, card in enumerate(kapital) if card is not None]
    found: list[tuple[int, ...]] = []
    for size in range(1, len(filled) + 1):
        for slots in combinations(filled, size):
            if is_take(kapital, slots, tip):
                found.append(slots)
    return found


def is_take(kapital: Sequence[int | None], slots: Sequence[int], tip: bool) -> bool:
    """Whether these slots may be taken (with or without an Insidertipp)."""
    values = [CARD_VALUES[kapital[slot]] for slot in slots]  # type: ignore[index]
    plain = len(values) == 1 or sum(values) <= TAKE_LIMIT
    if not tip:
        return plain
    return not plain and (len(values) == 2 or sum(values) - max(values) <= TAKE_LIMIT)
