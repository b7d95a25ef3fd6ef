"""The rollout policy's choice of cards: the one that risks the fewest bears on its row."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Sequence

# Now and then a seat plays any card: the others are people, not copies of this policy.
WILD_CHANCE = 0.05
# A gap of one stock on a row with one free place risks about this many bears.
GAP_RISK = 0.1
# Random spread on every card's cost, so that near-equal cards are played in varied ways.
NOISE = 0.1
# A Kurssturz is dearer than the row's bears alone: the seat's low card is gone for good.
KURSSTURZ_EXTRA = 0.5


def cheapest_cards(
    ends: Sequence[int],
    free: Sequence[int],
    loads: Sequence[int],
    kurssturz_bears: int,
    hands: Sequence[Sequence[int]],
    random: Callable[[], float],
    skip: int = -1,
) -> list[int]:
    """Per hand the index of the card the policy plays (-1 for the skipped seat)."""
    # The board is read once for all seats: rows in the order of their ends, per row the bears
    # of a Margin Call (a full row) or else -1 and the risk per stock of gap.
    order = sorted(range(len(ends)), key=ends.__getitem__)
    row_ends = [ends[row] for row in order]
    full = [loads[row] if free[row] <= 0 else -1 for row in order]
    slope = [GAP_RISK / (free[row] * free[row]) if free[row] > 0 else 0.0 for row in order]
    kurssturz = kurssturz_bears + KURSSTURZ_EXTRA
    chosen = []
    for seat, hand in enumerate(hands):
        count = len(hand)
        if seat == skip:
            chosen.append(-1)
        elif count == 1:
            chosen.append(0)
        elif random() < WILD_CHANCE:
            chosen.append(int(random() * count))
        else:
            best = 0
            best_cost = 1e9
            for index, stock in enumerate(hand):
                below = bisect_left(row_ends, stock) - 1
                if below < 0:
                    cost = kurssturz
                elif full[below] >= 0:
                    cost = full[below]
                else:
                    cost = (stock - row_ends[below]) * slope[below]
                cost += random() * NOISE
                if cost < best_cost:
                    best_cost = cost
                    best = index
            chosen.append(best)
    return chosen
