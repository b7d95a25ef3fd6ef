"""Paying in Speedtycoon: which cards pay a price, what takes from the Kapital are allowed."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
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


def payments(cards: Sequence[int], price: int) -> tuple[tuple[int, ...], ...]:
    """Every way to pay at least the price with these cards where no card could be left out.

    Cards of the same value and currencies pay alike, so only one of them (the lowest number)
    is offered for each count; the ways come in a stable order.
    """
    return _payments(tuple(sorted(cards)), price)


@lru_cache(maxsize=1 << 16)
def payments_at(hand: tuple[int, ...], place: int, price: int) -> tuple[tuple[int, ...], ...]:
    """The ways to pay a price at a trading place (its currency) out of a sorted hand."""
    return _payments(tuple(card for card in hand if place in CARD_CURRENCIES[card]), price)


@lru_cache(maxsize=1 << 16)
def _payments(cards: tuple[int, ...], price: int) -> tuple[tuple[int, ...], ...]:
    """payments() for sorted cards, remembered: hands repeat all game long."""
    kinds: dict[tuple[int, tuple[int, ...]], list[int]] = {}
    for card in cards:
        kinds.setdefault((CARD_VALUES[card], CARD_CURRENCIES[card]), []).append(card)
    groups = sorted(kinds.items(), key=lambda item: (-item[0][0], item[0][1]))
    if sum(CARD_VALUES[card] for card in cards) < price:
        return ()
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
    return tuple(found)


def is_payment(cards: Sequence[int], price: int) -> bool:
    """Whether the cards reach the price and none of them could be left out."""
    total = sum(CARD_VALUES[card] for card in cards)
    return total >= price and all(total - CARD_VALUES[card] < price for card in cards)


def takes(kapital: Sequence[int | None], tip: bool) -> tuple[tuple[int, ...], ...]:
    """Kapital slots that may be taken together: one card, or several worth at most 5; with a
    tip exactly those that need it (one card more than allowed, of any value)."""
    values = tuple(0 if card is None else CARD_VALUES[card] for card in kapital)
    return takes_by_values(values, tip)


@lru_cache(maxsize=1 << 12)
def takes_by_values(values: tuple[int, ...], tip: bool) -> tuple[tuple[int, ...], ...]:
    """takes() by the values lying in the slots (0: empty), remembered."""
    filled = [slot for slot, value in enumerate(values) if value]
    found: list[tuple[int, ...]] = []
    for size in range(1, len(filled) + 1):
        for slots in combinations(filled, size):
            if _allowed([values[slot] for slot in slots], tip):
                found.append(slots)
    return tuple(found)


def is_take(kapital: Sequence[int | None], slots: Sequence[int], tip: bool) -> bool:
    """Whether these slots may be taken (with or without an Insidertipp)."""
    return _allowed([CARD_VALUES[kapital[slot]] for slot in slots], tip)  # type: ignore[index]


def _allowed(values: list[int], tip: bool) -> bool:
    """Whether cards of these values may be taken together (with or without a tip)."""
    plain = len(values) == 1 or sum(values) <= TAKE_LIMIT
    if not tip:
        return plain
    return not plain and (len(values) == 2 or sum(values) - max(values) <= TAKE_LIMIT)
