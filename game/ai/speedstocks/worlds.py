"""The hidden hands drawn anew from one seat's view, on plain lists for the lean playouts.

Like the engine's resample_hidden, the draw depends only on what the seat sees: the stocks it
has not seen this deal are gathered in ascending order before the random generator picks the
others' hands from them. The others' face-down choices of this turn go back to their hands, so
that in the playouts they choose again as players rather than as dice.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.rules.speedstocks.rows import row_bears
from game.rules.speedstocks.state import CHOOSING, SpeedstocksState, stocks_in_play
from game.rules.speedstocks.stocks import STOCK_BITS


@dataclass(frozen=True, slots=True)
class SeatView:
    """What a seat knows for drawing worlds: the table, its hand, the stocks it has not seen.

    ends, counts, loads: per row its end, its stocks and its bears; sizes: how many stocks each
    other seat holds once its face-down choice is back in its hand (0 for the seat itself).
    """

    player: int
    ends: tuple[int, ...]
    counts: tuple[int, ...]
    loads: tuple[int, ...]
    hand: tuple[int, ...]
    unseen: tuple[int, ...]
    sizes: tuple[int, ...]

    @property
    def needed(self) -> int:
        """How many unseen stocks the others hold together."""
        return sum(self.sizes)

    def deal(self, rng: random.Random) -> list[list[int]]:
        """The others' hands drawn at random from the unseen stocks; the seat's own is empty."""
        drawn = rng.sample(self.unseen, self.needed)
        hands = []
        start = 0
        for size in self.sizes:
            hands.append(drawn[start : start + size])
            start += size
        return hands


def seat_view(state: SpeedstocksState, player: int) -> SeatView:
    """The seat's view of a choosing state without the Sonderregeln."""
    seen = set(state.played)
    seen.update(state.hands[player])
    own_choice = state.chosen[player] if state.phase == CHOOSING else 0
    seen.add(own_choice)
    highest = stocks_in_play(state.players, state.taktik)
    unseen = tuple(stock for stock in range(1, highest + 1) if stock not in seen)
    choosing = state.phase == CHOOSING
    sizes = tuple(
        0
        if seat == player
        else len(state.hands[seat]) + (1 if choosing and state.chosen[seat] else 0)
        for seat in range(state.players)
    )
    rows = state.rows
    return SeatView(
        player,
        tuple(row[-1] & STOCK_BITS for row in rows),
        tuple(len(row) for row in rows),
        tuple(row_bears(row) for row in rows),
        tuple(state.hands[player]),
        unseen,
        sizes,
    )
