"""Judging a position for a company: points so far, unbuilt stations, fulfilled contracts, the
expected result of its open contracts, the turns its plan leaves to spare, cards beyond the
plan's needs, and its chance at the Goldenes Ventil; less a part of the others' mean worth
(their fortunes in a play-out are noisy, what a move does to them counts a little).

Cards the plan needs count through the chances they raise; a turn the plan does not need is
worth what a turn brings on average (routes for points, new contracts).
"""

from __future__ import annotations

from collections.abc import Callable

from game.ai.speedpipe.outlook import plan_outlook, rounds_left
from game.ai.speedpipe.planning import Plan, open_contracts, plan_for
from game.rules.speedpipe.needs import card_needs
from game.rules.speedpipe.scoring import contract_points
from game.rules.speedpipe.state import SpeedpipeState
from game.rules.speedpipe.tables import GOLDEN_VALVE_POINTS, STATION_POINTS, STATIONS

# A turn the plan leaves to spare, and a card the plan does not need (points).
SPARE_TURN = 2.0
SPARE_CARD = 0.3
# How much the others' mean worth counts against the company's own.
OTHERS = 0.3


def network_fields(state: SpeedpipeState, company: int) -> int:
    """Fields of the company's largest network (a cheap stand-in for its longest pipeline)."""
    board = state.board
    labels = state.labels[company]
    fields: dict[int, int] = {}
    for route, owner in enumerate(state.owners):
        if owner == company:
            label = labels[board.ends_a[route]]
            fields[label] = fields.get(label, 0) + board.lengths[route]
    return max(fields.values(), default=0)


def worth(
    state: SpeedpipeState, company: int, turns_left: float, valve: float, plan: Plan | None = None
) -> float:
    """One company's expected final points (plan: its plan for the open contracts, if known)."""
    if state.is_terminal():
        return float(state.final_scores()[company].total)
    table = state.map.contracts
    total = float(state.points[company])
    total += STATION_POINTS * (STATIONS - state.stations_built[company])
    for contract, price in state.fulfilled[company].items():
        total += contract_points(table[contract].value, price)
    hand = state.hands[company]
    if plan is None:
        plan = plan_for(state, company, open_contracts(state, company))
    outlook = plan_outlook(state, company, plan, hand, turns_left)
    total += outlook.worth
    if turns_left > 1.0:
        total += SPARE_TURN * max(0.0, turns_left - 1.0 - outlook.turns)
        need = card_needs(state.board, plan.routes, hand)
        spare = sum(max(0, hand[k] - need[k]) for k in range(len(hand)))
        total += SPARE_CARD * spare
    return total + valve


def evaluate(
    state: SpeedpipeState,
    player: int,
    turns_left: float | None = None,
    plans: Callable[[int], Plan] | None = None,
) -> float:
    """The company's expected final points less a part of the others' mean (turns_left: the own
    turns left as the searcher saw them, so that every move is judged on the same horizon;
    plans: each company's plan for its open contracts, where a play-out kept them)."""
    if state.is_terminal():
        scores = [float(score.total) for score in state.final_scores()]
        return _relative(scores, player)
    if turns_left is None or state.turns_left > 0:
        turns_left = rounds_left(state)
    fields = [network_fields(state, company) for company in range(state.players)]
    best = max(fields)
    # The longer the game has gone, the surer the leader of the longest pipeline.
    sureness = min(1.0, state.round / (state.round + turns_left)) if best else 0.0
    values = []
    for company in range(state.players):
        valve = GOLDEN_VALVE_POINTS * sureness if fields[company] == best and best else 0.0
        plan = plans(company) if plans is not None else None
        values.append(worth(state, company, turns_left, valve, plan))
    return _relative(values, player)


def _relative(values: list[float], player: int) -> float:
    """The player's value less OTHERS times the others' mean."""
    others = [value for company, value in enumerate(values) if company != player]
    return values[player] - OTHERS * sum(others) / len(others)
