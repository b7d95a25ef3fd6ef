"""A flat Monte Carlo opponent for Speedstocks, the published 6 nimmt! bot's method (a yardstick).

For each hand card, ROLLOUTS rollouts: the others' hands drawn anew from the stocks this seat has
not seen, the card played, the rest of the round played at random by everyone; the card with the
fewest mean bears of its own is kept. After its own Kurssturz it takes the row with the fewest
bears (the rules text's tip). Not a product strength: tests and measurements set our bots
against it, at a table of Klassisch (without the Sonderregeln).
"""

from __future__ import annotations

from collections.abc import Callable

from game.ai.speedstocks.bot import SpeedstocksBot
from game.ai.speedstocks.playout import place_turn, random_round
from game.ai.speedstocks.worlds import seat_view
from game.rules.speedstocks.state import SpeedstocksState

ROLLOUTS = 100


class FlatMonteCarloBot(SpeedstocksBot):
    """Flat Monte Carlo with random rollouts to the round's end, ROLLOUTS per hand card."""

    strength = "flat_mc"

    def __init__(self, seed: int = 0, rollouts: int = ROLLOUTS) -> None:
        super().__init__(seed)
        self.rollouts = rollouts
        self.rollouts_done = 0

    def choose_stock(self, state: SpeedstocksState, player: int) -> int:
        """The hand card with the fewest mean bears of its own in random rollouts."""
        if state.special:
            raise ValueError("the flat Monte Carlo yardstick plays Klassisch without symbols")
        view = seat_view(state, player)
        hand = list(view.hand)
        rng = self.rng
        random_number = rng.random
        players = state.players
        best = hand[0]
        best_bears = -1
        for index, stock in enumerate(hand):
            rest = hand[:index] + hand[index + 1 :]
            bears = 0
            for _ in range(self.rollouts):
                hands = view.deal(rng)
                hands[player] = rest[:]
                ends = list(view.ends)
                counts = list(view.counts)
                loads = list(view.loads)
                taken = [0] * players
                played = [
                    stock if seat == player else cards.pop(int(random_number() * len(cards)))
                    for seat, cards in enumerate(hands)
                ]
                place_turn(ends, counts, loads, played, taken, _any_row(random_number))
                random_round(ends, counts, loads, hands, taken, random_number)
                bears += taken[player]
            self.rollouts_done += self.rollouts
            if best_bears < 0 or bears < best_bears:
                best, best_bears = stock, bears
        return best


def _any_row(random_number: Callable[[], float]) -> Callable[[list[int]], int]:
    """A row choice uniformly at random, as the random rollouts make it."""

    def pick(_loads: list[int]) -> int:
        """Any of the four rows."""
        return int(random_number() * 4)

    return pick
