"""Redrawing what a Tycoon player cannot see: only the order of the two ticket piles."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.rules.tycoon.state import TycoonState


def resample_hidden(state: TycoonState, player: int, rng: random.Random) -> TycoonState:
    """A copy with both ticket piles reshuffled and the RNG drawn anew (the same for every
    player: everything else lies open). The piles are put in order before they are shuffled, so
    that the world depends only on what lies open and on rng."""
    twin = state.copy()
    twin.charter_pile.sort()
    twin.scheduled_pile.sort()
    rng.shuffle(twin.charter_pile)
    rng.shuffle(twin.scheduled_pile)
    twin.rng = random.Random(rng.getrandbits(64))
    twin._legal = None
    return twin
