"""The pipe cards routes ask for and how many a hand still lacks for them: one reading shared by
the table's payment proposal and the bots' plans."""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.speedpipe.board import Board
from game.rules.speedpipe.catalogue import GREY, JOKER, PAINTS


def card_needs(board: Board, routes: Sequence[int], hand: Sequence[int]) -> list[int]:
    """Cards the routes ask for, per kind (paints 0–7, jokers for buoys at 8); a grey route is
    counted in the paint the hand has most to spare of (then: holds most of)."""
    need = [0] * (PAINTS + 1)
    greys: list[tuple[int, int]] = []
    for route in routes:
        buoys = board.buoys[route]
        need[JOKER] += buoys
        paint = board.paints[route]
        cards = board.lengths[route] - buoys
        if paint == GREY:
            greys.append((cards, route))
        else:
            need[paint] += cards
    for cards, _route in sorted(greys, reverse=True):
        paint = max(range(PAINTS), key=lambda k: (hand[k] - need[k], hand[k], -k))
        need[paint] += cards
    return need


def missing_cards(need: Sequence[int], hand: Sequence[int]) -> int:
    """Cards still to draw for these needs: paints lacking, less the jokers to spare."""
    lacking = sum(max(0, need[k] - hand[k]) for k in range(PAINTS))
    spare = hand[JOKER] - need[JOKER]
    if spare < 0:
        return lacking - spare
    return max(0, lacking - spare)
