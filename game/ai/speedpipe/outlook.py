"""How far the game has to go and what a plan is likely to bring: the own turns left, the turns
a plan still takes, and each contract's chance of being fulfilled in time.

Only public facts go in: the companies' segments, the rounds played and the last round.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from game.ai.speedpipe.planning import (
    MOUNTAIN_EXTRA,
    Plan,
    mountains_in,
)
from game.rules.speedpipe.needs import card_needs, missing_cards
from game.rules.speedpipe.state import SpeedpipeState
from game.rules.speedpipe.tables import LAST_ROUND_SEGMENTS, ROUTE_POINTS

# Fields a company lays per turn, before the game has shown its pace (measured in bot games),
# and how many rounds that guess weighs.
PRIOR_PACE = 1.6
PRIOR_ROUNDS = 10.0
# Useful cards a drawing turn brings (two cards, now and then a joker alone or a useless one).
CARDS_PER_DRAW = 1.7
# How sharply the chance of finishing in time falls as the turns needed near the turns left.
CHANCE_SPREAD = 2.0


def rounds_left(state: SpeedpipeState) -> float:
    """The own turns a company can still expect (at least one while the game runs)."""
    if state.turns_left > 0:
        return 1.0
    played = max(0, state.round)
    start = state.map.segments
    least = math.inf
    for segments in state.segments:
        laid = start - segments
        pace = (laid + PRIOR_PACE * PRIOR_ROUNDS) / (played + PRIOR_ROUNDS)
        least = min(least, (segments - LAST_ROUND_SEGMENTS) / max(pace, 0.5))
    return max(1.0, least + 1.0)


def chance(turns_needed: float, turns_left: float) -> float:
    """The chance that work of this many turns is done within the turns left."""
    margin = (turns_left - turns_needed) / CHANCE_SPREAD
    if margin > 20:
        return 1.0
    if margin < -20:
        return 0.0
    return 1.0 / (1.0 + math.exp(-margin))


@dataclass(frozen=True)
class PlanOutlook:
    """What a plan asks for and promises: turns needed, each planned contract's chance, the
    expected worth of the contracts and of the routes laid on the way."""

    turns: float
    chances: tuple[float, ...]
    worth: float


def plan_outlook(
    state: SpeedpipeState, player: int, plan: Plan, hand: Sequence[int], turns_left: float
) -> PlanOutlook:
    """The plan judged: every contract gets the chance that the routes up to its step are laid
    in time (the cards still missing drawn, one turn per route); fulfilled ones count their
    value, planned ones value × (2·chance − 1), unreachable ones their loss."""
    board = state.board
    table = state.map.contracts
    routes: list[int] = []
    chances: list[float] = []
    worth = 0.0
    turns = 0.0
    segments = state.segments[player]
    for contract, step in zip(plan.contracts, plan.steps):
        routes += step
        need = card_needs(board, routes, hand)
        missing = missing_cards(need, hand) + MOUNTAIN_EXTRA * mountains_in(board, routes)
        turns = len(routes) + missing / CARDS_PER_DRAW
        fields = sum(board.lengths[route] for route in routes)
        p = chance(turns, turns_left) if fields <= segments else 0.0
        chances.append(p)
        value = table[contract].value
        worth += value * (2.0 * p - 1.0)
        worth += p * sum(ROUTE_POINTS[board.lengths[route]] for route in step)
    for contract in plan.unreachable:
        worth -= table[contract].value
    return PlanOutlook(turns, tuple(chances), worth)
