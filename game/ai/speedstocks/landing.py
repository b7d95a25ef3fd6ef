"""Where a stock would land on the open rows and what it would cost, its symbol included.

A precise model of the engine's placement of one stock, without copying the state, so that the
heuristic bots can weigh every card of their hand in microseconds. `ahead` plain stocks of the
others may be assumed to land on the target row first (they lie between its end and the stock).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.speedstocks.rows import fewest_bears_row, long_count, row_bears, target_row
from game.rules.speedstocks.stocks import (
    BEARS,
    IPO,
    IPO_ROW,
    LONG_AFTER,
    LONG_BEFORE,
    ROW_PLACES,
    SHORT_AFTER,
    SHORT_BEFORE,
    SMALLEST_ROW_CAPACITY,
    SPLIT,
)

SWALLOWED = -1  # the row of a stock that burst the IPO bubble: it leaves the table with it


@dataclass(frozen=True, slots=True)
class Landing:
    """The outcome of placing one stock: the row it lies on, its place, the bears it takes.

    row: the row the stock lies on afterwards (IPO_ROW when it opens the IPO row, the fewest-bears
    exchange after a Kurssturz, SWALLOWED when it burst the IPO bubble); place: its place there
    (1 = it opens the row); free: places left there before the next stock makes the Margin Call;
    target: the row it was headed for (-1 for a Kurssturz or an IPO opening).
    """

    row: int
    place: int
    free: int
    bears: int
    kurssturz: bool
    target: int


def landing(
    rows: Sequence[Sequence[int]],
    capacity: Sequence[int],
    stock: int,
    symbol: int = 0,
    ahead: int = 0,
    ahead_bears: int = 0,
) -> Landing:
    """Where the stock lands and what it takes if placed now, after `ahead` plain stocks.

    `ahead_bears` are the bears those stocks bring onto the target row. Follows the engine's
    order: IPO opens a row, Long/Short vorher act before, a Split doubles or overflows, a full
    row makes the Margin Call, Long/Short nachher act after (a Short nachher can overfill its own
    row). A Kurssturz is reckoned with the fewest-bears exchange.
    """
    if symbol == IPO:
        return Landing(IPO_ROW, 1, 0, 0, False, -1)
    target = target_row(rows, stock)
    if target < 0:
        taken = fewest_bears_row(rows)
        return Landing(taken, 1, ROW_PLACES - 1, row_bears(rows[taken]), True, -1)
    row = rows[target]
    entries = len(row) + ahead
    bears = row_bears(row) + ahead_bears
    limit = capacity[target]
    if symbol == LONG_BEFORE:
        count = long_count(row)
        entries -= count
        bears -= row_bears(row[:count])
    elif symbol == SHORT_BEFORE:
        limit = max(SMALLEST_ROW_CAPACITY, limit - 1)
    place = 2 * entries + 1 if symbol == SPLIT else entries + 1
    if place > limit:
        if target == IPO_ROW:
            return Landing(SWALLOWED, 0, 0, bears + BEARS[stock], False, target)
        return Landing(target, 1, ROW_PLACES - 1, bears, False, target)
    if symbol == SHORT_AFTER:
        limit = max(SMALLEST_ROW_CAPACITY, limit - 1)
        if place > limit:
            return Landing(target, 1, ROW_PLACES - 1, bears, False, target)
    elif symbol == LONG_AFTER:
        place -= long_count(row) if entries else 0
    return Landing(target, place, limit - place, 0, False, target)
