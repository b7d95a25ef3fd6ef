"""Paying in Speedtycoon: which cards pay a price, what takes from the Kapital are allowed."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations

from game.rules.speedtycoon.catalogue import CURRENCIES, MONEY
from game.rules.speedtycoon.tables import TAKE_LIMIT

CARD_VALUES: tuple[int, ...] = tuple(card.value for card in MONEY)
CARD_CURRENCIES: tuple[tuple[int, ...], ...] = tuple(card.currencies for card in MONEY)
CURRENCY_COUNT = len(CURRENCIES)


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
    return sorted_payments(tuple(sorted(cards)), price)


@lru_cache(maxsize=1 << 14)
def cards_by_currency(hand: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """A sorted hand split by the trading places' currencies (a Devisen card in both of its
    own), in one pass: every purchase listing starts from it."""
    split: tuple[list[int], ...] = tuple([] for _currency in range(CURRENCY_COUNT))
    for card in hand:
        for currency in CARD_CURRENCIES[card]:
            split[currency].append(card)
    return tuple(tuple(cards) for cards in split)


def sorted_payments(cards: tuple[int, ...], price: int) -> tuple[tuple[int, ...], ...]:
    """payments() for sorted cards."""
    kinds: dict[tuple[int, tuple[int, ...]], list[int]] = {}
    for card in cards:
        kinds.setdefault((CARD_VALUES[card], CARD_CURRENCIES[card]), []).append(card)
    groups = sorted(kinds.items(), key=lambda item: (-item[0][0], item[0][1]))
    ways = _payment_counts(tuple((value, len(same)) for (value, _c), same in groups), price)
    return tuple(
        tuple(sorted(card for (_kind, same), count in zip(groups, counts) for card in same[:count]))
        for counts in ways
    )


@lru_cache(maxsize=1 << 14)
def _payment_counts(groups: tuple[tuple[int, int], ...], price: int) -> tuple[tuple[int, ...], ...]:
    """How many cards of each kind every way to pay takes, for the kinds as (value, cards)
    with values descending, remembered: the same values come again and again under other card
    numbers."""
    if sum(value * size for value, size in groups) < price:
        return ()
    found: list[tuple[int, ...]] = []
    chosen = [0] * len(groups)

    def extend(index: int, total: int, smallest: int) -> None:
        if total >= price:
            # Values run from high to low, so the last card taken is the smallest one.
            if total - smallest < price:
                found.append(tuple(chosen))
            return
        if index == len(groups):
            return
        value, size = groups[index]
        for count in range(size, -1, -1):
            chosen[index] = count
            if count:
                extend(index + 1, total + value * count, value)
            else:
                extend(index + 1, total, smallest)
        chosen[index] = 0

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


@lru_cache(maxsize=1 << 15)
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
