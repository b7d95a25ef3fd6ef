"""The easy Speedstocks bot: plays loosely and sometimes picks a poor card."""

from __future__ import annotations

from game.ai.speedstocks.bot import SpeedstocksBot
from game.ai.speedstocks.landing import landing
from game.rules.speedstocks.state import SpeedstocksState

# How often easy grabs any card without looking, as the rules text says it does now and then.
MISS_CHANCE = 0.3
# Random weight on top of the bears a card takes at once: costs apart by less than this blur.
LOOSENESS = 1.5


class EasyBot(SpeedstocksBot):
    """Looks only at what each card would take at once; ignores what the others may play."""

    strength = "easy"

    def choose_stock(self, state: SpeedstocksState, player: int) -> int:
        """A card by its immediate bears with some noise, now and then any card at all."""
        hand = state.hands[player]
        random = self.rng.random
        if random() < MISS_CHANCE:
            return hand[int(random() * len(hand))]
        return min(
            hand,
            key=lambda stock: self.immediate_bears(state, player, stock) + random() * LOOSENESS,
        )

    @staticmethod
    def immediate_bears(state: SpeedstocksState, player: int, stock: int) -> int:
        """The bears the stock would take if it were placed now, first of the turn."""
        symbol = state.symbol_visible_to(player, stock)
        return landing(state.rows, state.capacity, stock, symbol).bears
