"""Drawing the hidden cards anew: a full state consistent with what one company has seen."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.rules.speedchicago.view import hand_is_open

if TYPE_CHECKING:
    from game.rules.speedchicago.state import SpeedchicagoState


def resample_hidden(
    state: SpeedchicagoState, player: int, rng: random.Random
) -> SpeedchicagoState:
    """The same game for this company: hidden hands and every pile's order drawn anew.

    Own piles: each other company's unseen cards (hand and pile) are its ten cards minus those
    played, so they are shuffled among themselves; the shared pile mixes with all hidden hands.
    """
    twin = state.copy()
    twin.rng = random.Random(rng.random())
    hidden = [
        company
        for company in range(state.players)
        if not hand_is_open(state, player, company)
    ]
    if state.shared_pile:
        pool = list(twin.piles[0])
        for company in hidden:
            pool += twin.hands[company]
        rng.shuffle(pool)
        for company in hidden:
            size = len(twin.hands[company])
            twin.hands[company] = pool[:size]
            del pool[:size]
        twin.piles[0] = pool
    elif twin.piles:
        for company in range(state.players):
            pool = list(twin.piles[company])
            if company in hidden:
                pool += twin.hands[company]
            rng.shuffle(pool)
            if company in hidden:
                size = len(twin.hands[company])
                twin.hands[company] = pool[:size]
                del pool[:size]
            twin.piles[company] = pool
    twin.undo_base = _resampled_base(state, twin)
    return twin


def _resampled_base(state: SpeedchicagoState, twin: SpeedchicagoState) -> tuple | None:
    """The Zurück snapshot with the twin's hands and piles (a turn's steps never draw)."""
    if state.undo_base is None:
        return None
    base = list(state.undo_base)
    played_since = [
        len(state.played[company]) - len(base[7][company]) for company in range(state.players)
    ]
    hands = []
    for company in range(state.players):
        hand = list(twin.hands[company])
        # A card played since the snapshot was in the hand then.
        for card in state.played[company][len(state.played[company]) - played_since[company]:]:
            hand.append(card)
        hands.append(tuple(hand))
    base[5] = tuple(hands)
    base[6] = tuple(tuple(pile) for pile in twin.piles)
    return tuple(base)
