"""A company's situation at the start of its decision: the plan for the contracts it can still
make, the routes it wants, the cards it lacks, the turns left, and point targets once its
contracts are done."""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.speedpipe.outlook import plan_outlook, rounds_left
from game.ai.speedpipe.planning import (
    Costs,
    Plan,
    deficits,
    open_contracts,
    open_to,
    plan_for,
    route_costs,
)
from game.rules.speedpipe.needs import card_needs, missing_cards
from game.rules.speedpipe.state import SpeedpipeState
from game.rules.speedpipe.tables import ROUTE_POINTS

# A planned contract whose chance falls below this is given up (its routes are not wanted);
# the first planned contract is never given up while turns remain.
HOPELESS = 0.15
# Point targets: routes at least this long are worth aiming at once the contracts are done.
TARGET_LENGTH = 3
TARGETS = 2
# Point targets: what a card still missing costs, and a route touching the own network
# (it may lengthen the longest pipeline).
TARGET_CARD_COST = 1.3
TOUCHES_NETWORK = 2.0


@dataclass(frozen=True)
class Situation:
    """What a company is after: its plan (the contracts it can still make), the wanted routes
    (the plan's, else point targets), the cards it lacks per kind, missing cards in all, the
    own turns left, and the turns the plan still takes."""

    plan: Plan
    full_plan: Plan
    costs: Costs
    wanted: tuple[int, ...]
    lacking: tuple[int, ...]
    missing: int
    turns_left: float
    targets: bool
    plan_turns: float


def situation_of(state: SpeedpipeState, player: int, give_up: bool = True) -> Situation:
    """The company's situation now (give_up: drop contracts it cannot make in time)."""
    hand = state.hands[player]
    costs = route_costs(state, player, hand)
    turns_left = rounds_left(state)
    contracts = open_contracts(state, player)
    full = plan_for(state, player, contracts, costs)
    plan = full
    outlook = plan_outlook(state, player, full, hand, turns_left)
    plan_turns = outlook.turns
    if give_up and len(full.contracts) > 1:
        keep = [
            contract
            for index, (contract, p) in enumerate(zip(full.contracts, outlook.chances))
            if p >= HOPELESS or index == 0
        ]
        if len(keep) < len(full.contracts):
            plan = plan_for(state, player, keep, costs)
            plan_turns = plan_outlook(state, player, plan, hand, turns_left).turns
    wanted = plan.routes
    targets = False
    if not wanted:
        wanted = point_targets(state, player)
        targets = bool(wanted)
    need = card_needs(state.board, wanted, hand)
    return Situation(
        plan,
        full,
        costs,
        tuple(wanted),
        tuple(deficits(need, hand)),
        missing_cards(need, hand),
        turns_left,
        targets,
        plan_turns,
    )


def point_targets(state: SpeedpipeState, player: int) -> tuple[int, ...]:
    """Long free routes worth aiming at for points: the most points for the fewest missing
    cards, those touching the own network first."""
    board = state.board
    hand = state.hands[player]
    labels_touched = {
        end
        for route, owner in enumerate(state.owners)
        if owner == player
        for end in (board.ends_a[route], board.ends_b[route])
    }
    scored: list[tuple[float, int]] = []
    for route in range(board.route_count):
        length = board.lengths[route]
        if length < TARGET_LENGTH or not open_to(state, player, route):
            continue
        need = card_needs(board, (route,), hand)
        missing = missing_cards(need, hand)
        score = ROUTE_POINTS[length] - TARGET_CARD_COST * missing
        if board.ends_a[route] in labels_touched or board.ends_b[route] in labels_touched:
            score += TOUCHES_NETWORK
        if board.mountains[route]:
            score -= 1.0
        scored.append((score, route))
    scored.sort(key=lambda item: (-item[0], item[1]))
    chosen: list[int] = []
    spent = state.segments[player]
    for _score, route in scored:
        if len(chosen) >= TARGETS:
            break
        if board.lengths[route] <= spent and board.twins[route] not in chosen:
            chosen.append(route)
            spent -= board.lengths[route]
    return tuple(chosen)
