"""Redrawing what a Speedtycoon player cannot see: other hands, the money deck, the bag.

A redrawn world depends only on what the player sees and on the random generator: the unseen
cards and buildings are gathered in a fixed order before they are shuffled, so that two games
alike for the player give the same world for the same generator.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.rules.speedtycoon.catalogue import DEVISEN_MONEY, PLAIN_MONEY, STARTUP, TWO_PLAYER_MONEY
from game.rules.speedtycoon.state import insert_specials, special_windows

if TYPE_CHECKING:
    from game.rules.speedtycoon.state import SpeedtycoonState


def resample_hidden(state: SpeedtycoonState, player: int, rng: random.Random) -> SpeedtycoonState:
    """A copy where the other hands and the money cards of the deck are dealt anew from their
    pool (hand sizes kept), the unrevealed special cards laid anew within their fifths, the bag
    shuffled and the RNG drawn anew."""
    twin = state.copy()
    others = [other for other in range(state.players) if other != player]
    money = [card for card in state.deck if card < STARTUP]
    pool = sorted(money + [card for other in others for card in state.hands[other]])
    rng.shuffle(pool)
    for other in others:
        size = len(state.hands[other])
        twin.hands[other] = sorted(pool[:size])
        del pool[:size]
    specials = sorted(card for card in state.deck if card >= STARTUP)
    if specials:
        insert_specials_anew(pool, specials, deck_after_deal(state), state.modules, rng)
    twin.deck = pool
    twin.bag = sorted(state.bag)
    rng.shuffle(twin.bag)
    twin.rng = random.Random(rng.getrandbits(64))
    twin._legal = None
    return twin


def deck_after_deal(state: SpeedtycoonState) -> int:
    """The money cards the deck held once the start money was dealt."""
    money = len(TWO_PLAYER_MONEY if state.players == 2 else PLAIN_MONEY)
    if "devisenbuero" in state.modules:
        money += len(DEVISEN_MONEY)
    return money - state.dealt


def insert_specials_anew(
    deck: list[int],
    specials: list[int],
    length: int,
    modules: frozenset[str],
    rng: random.Random,
) -> None:
    """Lays the special cards not yet revealed into a money deck (top at the end): each as deep
    as its window at the deal allows, given that the money drawn since has not reached it."""
    windows = special_windows(length, modules)
    # Money cards drawn from the top since the deal: a card still in the deck lay at least this
    # deep (after the deck ran out and the discard pile was shuffled, none is left).
    drawn = max(0, length - len(deck))
    depths = {}
    for card in specials:
        low, high = windows[card]
        low = max(low, drawn)
        depth = low + rng.randrange(high - low) if high > low else drawn
        depths[card] = min(depth - drawn, len(deck))
    insert_specials(deck, depths)
