"""Redrawing what a Speedtycoon player cannot see: other hands, the money deck, the bag."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.rules.speedtycoon.catalogue import STARTUP

if TYPE_CHECKING:
    from game.rules.speedtycoon.state import SpeedtycoonState


def resample_hidden(state: SpeedtycoonState, player: int, rng: random.Random) -> SpeedtycoonState:
    """A copy where the other hands and the money cards of the deck are dealt anew from their
    pool (hand sizes kept), the bag is shuffled and the RNG drawn anew.

    Special cards keep their places in the deck: where they lie is hidden as well, but only
    their fifths are known, and keeping them keeps the scorings where they would come.
    """
    twin = state.copy()
    others = [other for other in range(state.players) if other != player]
    pool = [card for card in twin.deck if card < STARTUP]
    for other in others:
        pool += twin.hands[other]
    rng.shuffle(pool)
    for other in others:
        size = len(twin.hands[other])
        twin.hands[other] = sorted(pool[:size])
        del pool[:size]
    twin.deck = [card if card >= STARTUP else pool.pop() for card in twin.deck]
    rng.shuffle(twin.bag)
    twin.rng = random.Random(rng.getrandbits(64))
    twin._legal = None
    return twin
