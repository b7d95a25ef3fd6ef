"""The normal Speedstocks bot: counts which stocks can still come and avoids rows about to fill.

Without the Sonderregeln it plays each hand card out to the Bilanz on a few dozen drawn worlds
(the strong bot's search on a small budget), its counted risk of each card as the prior. With the
Sonderregeln, whose symbols the lean playouts do not know, it takes the card of least counted risk.
"""

from __future__ import annotations

from game.ai.base import search_budget
from game.ai.speedstocks.bot import SpeedstocksBot
from game.ai.speedstocks.knowledge import Counting, at_least, count_stocks
from game.ai.speedstocks.landing import landing
from game.ai.speedstocks.search import best_index, play_out_cards
from game.rules.speedstocks.state import SpeedstocksState
from game.rules.speedstocks.stocks import STOCK_BITS

# The others like stocks just above a row end as much as we do: a gap draws more than its share.
GAP_APPEAL = 1.3
# Between two cards of (nearly) equal risk, the one with the narrower gap is the surer one.
GAP_WEIGHT = 0.01
# The search budget: worlds a decision, and a clock that keeps it quick on a busy machine.
DEFAULT_WORLDS = 40
DEFAULT_THINK_MS = 100.0
# How many played-out worlds the counted risk of a card is worth.
PRIOR_WORLDS = 5.0


class NormalBot(SpeedstocksBot):
    """Weighs each card by the bears it takes in played-out rounds, or by its counted risk."""

    strength = "normal"
    rollouts_done: int = 0  # playouts run so far (bench reports it)

    def choose_stock(self, state: SpeedstocksState, player: int) -> int:
        """The card with the lowest expected bears this round."""
        counting = count_stocks(state, player)
        hand = state.hands[player]
        risks = [card_risk(state, player, stock, counting) for stock in hand]
        if state.special:
            return hand[risks.index(min(risks))]
        seconds, worlds = search_budget(
            self.think_ms, self.max_iterations, DEFAULT_THINK_MS, DEFAULT_WORLDS
        )
        results = play_out_cards(state, player, self.rng, seconds, worlds)
        self.rollouts_done += results.playouts
        return hand[best_index(results.totals, risks, PRIOR_WORLDS)]


def card_risk(state: SpeedstocksState, player: int, stock: int, counting: Counting) -> float:
    """Expected bears of revealing the stock now, from the seat's count of the unseen stocks.

    The engine's placement with the stock's own symbol gives what it takes at once; a stock that
    lands safely is at risk when enough of the others' stocks may fall into the gap before it.
    """
    rows = state.rows
    capacity = state.capacity
    symbol = state.symbol_visible_to(player, stock)
    alone = landing(rows, capacity, stock, symbol)
    if alone.bears or alone.kurssturz or alone.target < 0:
        return float(alone.bears)
    end = rows[alone.target][-1] & STOCK_BITS
    gap, gap_bears = counting.between(end, stock)
    if not gap:
        return 0.0
    chance = min(1.0, gap * counting.chance * GAP_APPEAL)
    average = gap_bears / gap
    for ahead in range(1, counting.others + 1):
        hit = landing(rows, capacity, stock, symbol, ahead, round(ahead * average))
        if hit.bears:
            return at_least(counting.others, chance, ahead) * hit.bears + GAP_WEIGHT * gap
    return GAP_WEIGHT * gap
