"""A lean round of Speedstocks without symbols, on plain lists, for many playouts a decision.

The engine's protocol layer (move objects, checks, the queue of revealed stocks) costs most of a
playout's time. Here a table is three lists of four ints (row end, stocks on the row, bears on
the row) and the hands are sorted lists; a turn is the seats' stocks placed lowest first. The
rules are the engine's without the Sonderregeln: the sixth stock takes the row (Margin Call), a
stock below every row end takes a row of its player's choice (Kurssturz). A test plays the same
rounds here and in the engine and compares every bear.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.ai.speedstocks.card_cost import cheapest_cards
from game.rules.speedstocks.stocks import BEARS, ROW_PLACES

ROWS = 4

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
        free = [ROW_PLACES - count for count in counts]
        picks = cheapest_cards(ends, free, loads, min(loads), hands, random)
        played = [hand.pop(pick) for hand, pick in zip(hands, picks)]
        place_turn(ends, counts, loads, played, taken, fewest_bears)
