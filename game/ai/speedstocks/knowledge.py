"""Card counting: what one seat knows about the stocks still out there this round.

Only what the seat may see goes in: its own hand and choice, the stocks face up this round
(openers included), the sizes of the other hands. Every stock of the deal that it has not seen
may lie in another hand, among the face-down choices, or in the undealt pile.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.speedstocks.state import CHOOSING, SpeedstocksState, stocks_in_play
from game.rules.speedstocks.stocks import BEARS, HIGHEST_STOCK


@dataclass(frozen=True, slots=True)
class Counting:
    """What a seat counted: which stocks may still come, and how likely one of them does.

    unseen: a flag per stock number (1 where the seat has not seen it this deal); chance: how
    likely one other seat's next stock is any one given unseen stock; others: how many other
    seats still reveal a stock this turn.
    """

    unseen: bytes
    chance: float
    others: int

    def between(self, low: int, high: int) -> tuple[int, int]:
        """How many unseen stocks lie strictly between low and high, and their bears."""
        count = 0
        bears = 0
        unseen = self.unseen
        for stock in range(low + 1, high):
            if unseen[stock]:
                count += 1
                bears += BEARS[stock]
        return count, bears


def count_stocks(state: SpeedstocksState, player: int) -> Counting:
    """The seat's count of the stocks it has not seen this deal."""
    highest = stocks_in_play(state.players, state.taktik)
    unseen = bytearray(HIGHEST_STOCK + 1)
    unseen[1 : highest + 1] = b"\x01" * highest
    for stock in state.played:
        unseen[stock] = 0
    for stock in state.hands[player]:
        unseen[stock] = 0
    own_choice = state.chosen[player] if state.phase == CHOOSING else 0
    unseen[own_choice] = 0
    total = sum(unseen)
    others = state.players - 1
    # Each other seat plays one of its stocks; its hand is an unknown part of the unseen ones.
    chance = 1.0 / total if total else 0.0
    return Counting(bytes(unseen), chance, others)


def at_least(others: int, chance: float, needed: int) -> float:
    """How likely at least `needed` of `others` seats each hit an event of this chance."""
    if needed <= 0:
        return 1.0
    if needed > others or chance <= 0.0:
        return 0.0
    if chance >= 1.0:
        return 1.0
    # The binomial tail, summed from the top down; others is at most three.
    probability = 0.0
    ways = 1.0
    for hits in range(others, needed - 1, -1):
        if hits < others:
            ways = ways * (hits + 1) / (others - hits)
        probability += ways * chance**hits * (1.0 - chance) ** (others - hits)
    return probability
