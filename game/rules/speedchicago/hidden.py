"""Drawing the hidden cards anew: a full state consistent with what one company has seen."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.rules.speedchicago.view import hand_is_open

if TYPE_CHECKING:
    from game.rules.speedchicago.state import SpeedchicagoState


def resample_hidden(state: SpeedchicagoState, player: int, rng: random.Random) -> SpeedchicagoState:
    """The same game for this company: hidden hands and every pile's order drawn anew.

    Own piles: each other company's unseen cards (hand and pile) are its ten cards minus those
    played, so they are shuffled among themselves; the shared pile mixes with all hidden hands.
    """
    twin = state.copy()
    twin.rng = random.Random(rng.random())
    hidden = [
        company for company in range(state.players) if not hand_is_open(state, player, company)
    ]
    if state.shared_pile:
        pool = list(twin.piles[0])
        for company in hidden:
            pool += twin.hands[company]
        twin.piles[0] = _deal_anew(pool, twin, hidden, rng)
    elif twin.piles:
        for company in range(state.players):
            mine = [company] if company in hidden else []
            pool = list(twin.piles[company])
            for holder in mine:
                pool += twin.hands[holder]
            twin.piles[company] = _deal_anew(pool, twin, mine, rng)
    twin.undo_base = _resampled_base(state, twin, hidden)
    return twin


def _deal_anew(
    pool: list[str], twin: SpeedchicagoState, holders: list[int], rng: random.Random
) -> list[str]:
    """Shuffles the pool, gives each holder back as many cards as his hand holds, and returns
    the rest (the pile). The pool is put in order first: its order before is hidden."""
    pool.sort()
    rng.shuffle(pool)
    for company in holders:
        size = len(twin.hands[company])
        twin.hands[company] = pool[:size]
        del pool[:size]
    return pool


def _resampled_base(
    state: SpeedchicagoState, twin: SpeedchicagoState, hidden: list[int]
) -> tuple[Any, ...] | None:
    """The Zurück snapshot with the twin's hands and piles (a turn's steps never draw).

    Only the acting company's hand changes during the steps: by the card it played since the
    snapshot. That card goes in front of the redrawn hand, so that taking it out again (the first
    such card, as playing does) leaves exactly the twin's hand, duplicates of the shared pile
    included.
    """
    if state.undo_base is None:
        return None
    base = list(state.undo_base)
    hands = list(base[5])
    for company in hidden:
        played_before = len(base[7][company])
        since = state.played[company][played_before:]
        hands[company] = (*since, *twin.hands[company])
    base[5] = tuple(hands)
    base[6] = tuple(tuple(pile) for pile in twin.piles)
    return tuple(base)
