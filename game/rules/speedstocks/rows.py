"""Facts about the rows that the engine and the bots' quick models share."""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.speedstocks.stocks import ENTRY_BEARS, EXCHANGES, SPLIT_COPY, STOCK_BITS

EXCHANGE_COUNT = len(EXCHANGES)


def row_bears(row: Sequence[int]) -> int:
    """The bears lying on a row (split copies count none)."""
    return sum([ENTRY_BEARS[entry] for entry in row])


def target_row(rows: Sequence[Sequence[int]], stock: int) -> int:
    """The row whose last stock is lower than this one and closest to it; -1 for a Kurssturz."""
    best = -1
    best_end = 0
    for index, row in enumerate(rows):
        end = row[-1] & STOCK_BITS
        if best_end < end < stock:
            best_end = end
            best = index
    return best


def fewest_bears_row(rows: Sequence[Sequence[int]]) -> int:
    """The exchange with the fewest bears (the first of them on a tie), the rules text's tip."""
    bears = [row_bears(rows[index]) for index in range(EXCHANGE_COUNT)]
    return bears.index(min(bears))


def long_count(row: Sequence[int]) -> int:
    """How many entries a Long takes off the row's front: its first stock and its split copy."""
    if len(row) > 1 and row[1] == (row[0] & STOCK_BITS) | SPLIT_COPY:
        return 2
    return 1
