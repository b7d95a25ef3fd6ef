"""Paying with pipe cards: the ways a hand pays a route, a station or a terminal, and the
mountain's extra cards. A payment is (paint, jokers): count-jokers cards of the paint and the
jokers; paint JOKER means every card is a joker."""

from __future__ import annotations

from functools import lru_cache

from game.rules.speedpipe.catalogue import GREY, JOKER, PAINTS

Payment = tuple[int, int]


def route_payments(length: int, paint: int, buoys: int, hand: list[int]) -> tuple[Payment, ...]:
    """Every way the hand pays a route: its paint (any one paint on a grey route) plus jokers,
    at least as many jokers as buoys; all jokers as paint JOKER. Sorted by paint, then jokers."""
    jokers = hand[JOKER]
    if jokers < buoys:
        return ()
    capped = jokers if jokers < length else length
    if paint == GREY:
        return _grey_payments(length, buoys, tuple(c if c < length else length for c in hand))
    held = hand[paint]
    if held + jokers < length:
        return ()
    return _painted_payments(length, paint, buoys, held if held < length else length, capped)


@lru_cache(maxsize=4096)
def _painted_payments(
    length: int, paint: int, buoys: int, held: int, jokers: int
) -> tuple[Payment, ...]:
    """The payments of a painted route for this many cards of its paint and jokers (capped)."""
    ways: list[Payment] = [
        (paint, used) for used in range(max(buoys, length - held), length) if used <= jokers
    ]
    if jokers >= length:
        ways.append((JOKER, length))
    return tuple(ways)


@lru_cache(maxsize=1 << 14)
def _grey_payments(length: int, buoys: int, capped: tuple[int, ...]) -> tuple[Payment, ...]:
    """The payments of a grey route (or alike cards) for a hand capped at the length."""
    jokers = capped[JOKER]
    ways: list[Payment] = []
    for paint in range(PAINTS):
        held = capped[paint]
        if held:
            ways += [
                (paint, used) for used in range(max(buoys, length - held), length) if used <= jokers
            ]
    if jokers >= length:
        ways.append((JOKER, length))
    return tuple(ways)


def alike_payments(count: int, hand: list[int]) -> tuple[Payment, ...]:
    """Every way to pay count alike cards (a station or a terminal): one paint plus jokers,
    or all jokers."""
    return _grey_payments(count, 0, tuple(c if c < count else count for c in hand))


def extra_payments(extra: int, paint: int, spare_paint: int, spare_jokers: int) -> tuple[int, ...]:
    """The jokers among the extra cards a mountain asks for, given the cards left after the
    payment: paint cards and jokers (after an all-joker payment: jokers only)."""
    if paint == JOKER:
        return (extra,) if spare_jokers >= extra else ()
    return tuple(
        jokers for jokers in range(max(0, extra - spare_paint), extra + 1) if jokers <= spare_jokers
    )


def is_payment(count: int, paint: int, jokers: int, hand: list[int]) -> bool:
    """Whether the hand holds count cards as (paint, jokers) names them."""
    if paint == JOKER:
        return jokers == count and hand[JOKER] >= count
    return 0 <= jokers < count and hand[JOKER] >= jokers and hand[paint] >= count - jokers


def pay(hand: list[int], discard: list[int], count: int, paint: int, jokers: int) -> None:
    """Moves the cards of a payment from the hand to the discard pile."""
    hand[JOKER] -= jokers
    discard[JOKER] += jokers
    if paint != JOKER:
        hand[paint] -= count - jokers
        discard[paint] += count - jokers
