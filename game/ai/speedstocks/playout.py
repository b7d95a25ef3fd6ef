"""A lean round of Speedstocks without symbols, on plain lists, for many playouts a decision.

The engine's protocol layer (move objects, checks, the queue of revealed stocks) costs most of a
playout's time. Here a table is three lists of four ints (row end, stocks on the row, bears on
the row) and the hands are sorted lists; a turn is the seats' stocks placed lowest first. The
rules are the engine's without the Sonderregeln: the sixth stock takes the row (Margin Call), a
stock below every row end takes a row of its player's choice (Kurssturz). A test plays the same
rounds here and in the engine and compares every bear.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Sequence

from game.rules.speedstocks.stocks import BEARS, ROW_PLACES

ROWS = 4
# The heuristic policy: now and then a seat plays any card (the others are people, not copies
# of the policy); a gap of one stock on a row with one free place risks about GAP_RISK bears;
# NOISE spreads near-equal cards; a Kurssturz costs the row's bears and the low card it spends.
WILD_CHANCE = 0.05
GAP_RISK = 0.1
NOISE = 0.1
KURSSTURZ_EXTRA = 0.5

Table = tuple[list[int], list[int], list[int]]  # row ends, stocks on each row, bears on each row


def place_turn(
    ends: list[int],
    counts: list[int],
    loads: list[int],
    played: Sequence[int],
    taken: list[int],
    pick_row: Callable[[list[int]], int],
) -> None:
    """Places the seats' stocks of one turn (played[seat]) lowest first, adding bears to taken."""
    order = sorted([stock << 2 | seat for seat, stock in enumerate(played)])
    for key in order:
        stock = key >> 2
        best = -1
        best_end = 0
        for row in range(ROWS):
            end = ends[row]
            if best_end < end < stock:
                best_end = end
                best = row
        if best < 0:
            best = pick_row(loads)
        elif counts[best] < ROW_PLACES:
            ends[best] = stock
            counts[best] += 1
            loads[best] += BEARS[stock]
            continue
        taken[key & 3] += loads[best]
        ends[best] = stock
        counts[best] = 1
        loads[best] = BEARS[stock]


def fewest_bears(loads: list[int]) -> int:
    """The row with the fewest bears (the first of them on a tie), the rules text's tip."""
    return loads.index(min(loads))


def random_round(
    ends: list[int],
    counts: list[int],
    loads: list[int],
    hands: list[list[int]],
    taken: list[int],
    random: Callable[[], float],
) -> None:
    """Plays the hands out: every seat a uniformly random card, a random row on a Kurssturz."""

    def any_row(_loads: list[int]) -> int:
        """Any of the four rows."""
        return int(random() * ROWS)

    seats = range(len(hands))
    while hands[0]:
        played = []
        for seat in seats:
            hand = hands[seat]
            played.append(hand.pop(int(random() * len(hand))))
        place_turn(ends, counts, loads, played, taken, any_row)


def heuristic_choices(
    ends: list[int],
    counts: list[int],
    loads: list[int],
    hands: list[list[int]],
    random: Callable[[], float],
    fixed_seat: int = -1,
    fixed_stock: int = 0,
) -> list[int]:
    """Each seat's card by the rollout policy: the narrowest safe gap, no full row, with noise.

    The board is read once for all seats: rows in the order of their ends, per row the bears
    of a Margin Call or the risk per stock of gap. The fixed seat plays the fixed stock (already
    out of its hand).
    """
    order = sorted(range(ROWS), key=ends.__getitem__)
    sorted_ends = [ends[row] for row in order]
    kurssturz = min(loads) + KURSSTURZ_EXTRA
    full = []
    slope = []
    for row in order:
        free = ROW_PLACES - counts[row]
        full.append(loads[row] if free <= 0 else -1)
        slope.append(GAP_RISK / (free * free) if free > 0 else 0.0)
    played = []
    for seat, hand in enumerate(hands):
        if seat == fixed_seat:
            played.append(fixed_stock)
            continue
        count = len(hand)
        if count == 1:
            played.append(hand.pop())
            continue
        if random() < WILD_CHANCE:
            played.append(hand.pop(int(random() * count)))
            continue
        best = 0
        best_cost = 1e9
        for index, stock in enumerate(hand):
            below = bisect_left(sorted_ends, stock) - 1
            if below < 0:
                cost = kurssturz
            elif full[below] >= 0:
                cost = full[below]
            else:
                cost = (stock - sorted_ends[below]) * slope[below]
            cost += random() * NOISE
            if cost < best_cost:
                best_cost = cost
                best = index
        played.append(hand.pop(best))
    return played


def heuristic_round(
    ends: list[int],
    counts: list[int],
    loads: list[int],
    hands: list[list[int]],
    taken: list[int],
    random: Callable[[], float],
) -> None:
    """Plays the hands out with the heuristic policy for every seat; fewest bears on a Kurssturz."""
    while hands[0]:
        played = heuristic_choices(ends, counts, loads, hands, random)
        place_turn(ends, counts, loads, played, taken, fewest_bears)
