"""Payday's loan choice: redeem the unturned cards now, or turn them and keep the cash for the
next round's builds (turning costs one more million at the next payday)."""

from __future__ import annotations

from game.rules.core import Move
from game.rules.tycoon.moves import Repay
from game.rules.tycoon.state import FIRST_REDEMPTION, TycoonState

# Cash to keep for the next round's builds, by the round just paid: builds of round 2 earn two
# paydays, those of round 3 only one.
NEXT_ROUND_RESERVE = {1: 16, 2: 9}


def repay_counts(moves: tuple[Move, ...]) -> list[int]:
    """The counts of cards the legal Repay moves offer, ascending."""
    return sorted(move.count for move in moves if isinstance(move, Repay))


def repay_all(moves: tuple[Move, ...]) -> Move:
    """As many cards as the cash allows."""
    counts = repay_counts(moves)
    return Repay(counts[-1]) if counts else moves[0]


def repay_keeping(
    state: TycoonState, player: int, moves: tuple[Move, ...], reserve: int | None = None
) -> Move:
    """As many cards as can be redeemed while keeping the next round's reserve (all of them when
    the cash is plenty, none when it is needed)."""
    counts = repay_counts(moves)
    if not counts:
        return moves[0]
    keep = NEXT_ROUND_RESERVE.get(state.round, 0) if reserve is None else reserve
    cash = state.cash[player]
    chosen = counts[0]
    for count in counts:
        if cash - count * FIRST_REDEMPTION >= keep:
            chosen = count
    return Repay(chosen)
