"""Resampling what one Speedstocks player cannot see: other hands, their choices, deck, symbols."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.rules.speedstocks.stocks import HIGHEST_STOCK

if TYPE_CHECKING:
    from game.rules.speedstocks.state import SpeedstocksState


def resample_hidden(state: SpeedstocksState, player: int, rng: random.Random) -> SpeedstocksState:
    """A copy where every stock and symbol hidden from the player is drawn anew. The unseen
    stocks are gathered in order before they are shuffled, so that the world depends only on what
    the player sees and on rng."""
    twin = state.copy()
    twin.rng = random.Random(rng.getrandbits(64))
    hidden_choice = state.phase == "choose"
    others = [other for other in range(state.players) if other != player]
    pool = list(state.deck)
    for other in others:
        pool.extend(state.hands[other])
        if hidden_choice and state.chosen[other]:
            pool.append(state.chosen[other])
    pool.sort()
    rng.shuffle(pool)
    for other in others:
        size = len(state.hands[other])
        cut = len(pool) - size
        twin.hands[other] = sorted(pool[cut:])
        del pool[cut:]
        if hidden_choice and state.chosen[other]:
            twin.chosen[other] = pool.pop()
    twin.deck = pool
    if state.special:
        _resample_symbols(state, twin, player, rng)
    return twin


def _resample_symbols(
    state: SpeedstocksState, twin: SpeedstocksState, player: int, rng: random.Random
) -> None:
    """The symbols on stocks the player has not seen are spread anew over those stocks."""
    seen = set(state.played)
    seen.update(state.hands[player])
    if state.chosen[player]:
        seen.add(state.chosen[player])
    unseen = [stock for stock in range(1, HIGHEST_STOCK + 1) if stock not in seen]
    hidden_symbols = sorted(state.symbols[stock] for stock in unseen if state.symbols[stock])
    symbols = state.symbols[:]
    for stock in unseen:
        symbols[stock] = 0
    for stock, symbol in zip(rng.sample(unseen, len(hidden_symbols)), hidden_symbols):
        symbols[stock] = symbol
    twin.symbols = symbols
