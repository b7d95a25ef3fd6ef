"""Redrawing what a Speedpipe company cannot see: the others' cards, the pile's order, the
others' contracts and the contract pile."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.rules.speedpipe.catalogue import HAND_KINDS, JOKER, LEAK

if TYPE_CHECKING:
    from game.rules.speedpipe.state import SpeedpipeState


def resample_hidden(state: SpeedpipeState, player: int, rng: random.Random) -> SpeedpipeState:
    """A copy where the other hands (by their sizes) and the pile are dealt anew from their
    cards, the others' contracts (long for long, short for short) are drawn anew from the
    contracts the company has not seen, and the RNG is drawn anew. Contracts shown at the end
    of the game stay as they are."""
    from game.rules.speedpipe.state import OVER

    twin = state.copy()
    others = [other for other in range(state.players) if other != player]
    _redeal_cards(twin, others, rng)
    if state.phase != OVER:
        _redeal_contracts(twin, player, others, rng)
    twin.rng = random.Random(rng.getrandbits(64))
    twin._legal = None
    twin._final = None
    return twin


def _redeal_cards(twin: SpeedpipeState, others: list[int], rng: random.Random) -> None:
    """The others' hands and the pile's pipe cards shuffled together and dealt anew; the leak
    cards of the pile shuffled back in."""
    pool = [card for card in twin.pile if card != LEAK]
    leaks = len(twin.pile) - len(pool)
    shown = _shown_cards(twin)
    for other in others:
        hand = twin.hands[other]
        pool += [
            kind
            for kind in range(HAND_KINDS)
            for _ in range(hand[kind] - (shown[kind] if other == twin.current else 0))
        ]
    # In order first: the pile's order and the hands are hidden.
    pool.sort()
    rng.shuffle(pool)
    for other in others:
        hand = shown[:] if other == twin.current else [0] * HAND_KINDS
        size = sum(twin.hands[other]) - sum(hand)
        for card in pool[:size]:
            hand[card] += 1
        del pool[:size]
        twin.hands[other] = hand
    pool += [LEAK] * leaks
    rng.shuffle(pool)
    twin.pile = pool


def _redeal_contracts(
    twin: SpeedpipeState, player: int, others: list[int], rng: random.Random
) -> None:
    """The others' held, dealt and drawn contracts and the hidden piles redrawn."""
    table = twin.map.contracts
    foreign_drawn = twin.drawn if twin.current != player else []
    hidden = list(twin.removed) + list(twin.short_pile) + list(foreign_drawn)
    for other in others:
        hidden += twin.contracts[other] + twin.dealt[other]
    long_pool = sorted(c for c in hidden if table[c].long)
    short_pool = sorted(c for c in hidden if not table[c].long)
    rng.shuffle(long_pool)
    rng.shuffle(short_pool)

    def swap(contract: int) -> int:
        """A hidden contract of the same kind in its place."""
        return long_pool.pop() if table[contract].long else short_pool.pop()

    for other in others:
        twin.contracts[other] = sorted(swap(contract) for contract in twin.contracts[other])
        if twin.dealt[other]:
            choice = twin.chosen[other]
            # The kept ones first, so that which places of the deal were kept stays hidden.
            kept = choice or ()
            dealt = sorted(twin.dealt[other], key=lambda contract: contract not in kept)
            mapping = {contract: swap(contract) for contract in dealt}
            twin.dealt[other] = sorted(mapping.values())
            if choice is not None:
                twin.chosen[other] = tuple(sorted(mapping[contract] for contract in choice))
        twin.fulfilled[other] = {}
        # When a hidden contract was fulfilled, and so at which price it counts, is unknown:
        # the price of today (the real prices would tell which contracts were done when).
        for contract in twin.contracts[other]:
            deal = table[contract]
            if twin.connected(other, deal.a, deal.b):
                twin.fulfilled[other][contract] = twin.oil_price
    if foreign_drawn:
        twin.drawn = [swap(contract) for contract in foreign_drawn]
    twin.short_pile = short_pool
    twin.removed = sorted(long_pool)


def _shown_cards(twin: SpeedpipeState) -> list[int]:
    """The cards everybody knows in the hand of the company whose turn it is: the payment of
    a mountain it is laying."""
    shown = [0] * HAND_KINDS
    if twin.pending is not None:
        route, paint, jokers = twin.pending
        shown[JOKER] += jokers
        if paint != JOKER:
            shown[paint] += twin.board.lengths[route] - jokers
    return shown
