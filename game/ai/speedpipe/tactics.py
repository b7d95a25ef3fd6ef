"""Tactical readings of the board: which wanted route is contested, which free route an
opponent obviously needs, which pump station saves a cut path, which terminal pays."""

from __future__ import annotations

from collections.abc import Sequence

from game.ai.speedpipe.planning import (
    Costs,
    adjacency,
    cheapest_path,
    open_to,
    plan_for,
)
from game.ai.speedpipe.situation import Situation
from game.rules.speedpipe.state import SpeedpipeState

# Blocking: only short routes are worth blocking, and only when the opponent's detour is long.
BLOCK_LENGTH = 3
BLOCK_DETOUR = 4.0
# Contest: the longest detour that still counts (in fields).
DETOUR_CAP = 10.0


def completes(state: SpeedpipeState, player: int, route: int) -> int:
    """The value of the open contracts laying this route would fulfil at once."""
    board = state.board
    labels = state.labels[player]
    a, b = labels[board.ends_a[route]], labels[board.ends_b[route]]
    if a == b:
        return 0
    done = state.fulfilled[player]
    table = state.map.contracts
    total = 0
    for contract in state.contracts[player]:
        if contract in done:
            continue
        ends = {labels[table[contract].a], labels[table[contract].b]}
        if ends == {a, b}:
            total += table[contract].value
    return total


def detour(state: SpeedpipeState, player: int, situation: Situation, route: int) -> float:
    """How much dearer the plan gets if the route is lost to somebody else (capped)."""
    costs = list(situation.costs)
    costs[route] = None
    twin = state.board.twins[route]
    if twin >= 0:
        costs[twin] = None
    plan = situation.plan
    lost = plan_for(state, player, plan.contracts, costs)
    more = lost.cost - plan.cost + 12.0 * len(lost.unreachable)
    return min(DETOUR_CAP, max(0.0, more))


def twin_left(state: SpeedpipeState, route: int) -> bool:
    """Whether a double route's other strand stays free for others (four companies or more)."""
    twin = state.board.twins[route]
    return twin >= 0 and state.players >= 4 and state.owners[twin] < 0


def near_opponents(state: SpeedpipeState, player: int, route: int) -> int:
    """How many other companies have a pipeline ending at one of the route's places."""
    board = state.board
    ends = (board.ends_a[route], board.ends_b[route])
    found = set()
    for place in ends:
        for other in state.map.routes_at[place]:
            owner = state.owners[other]
            if owner >= 0 and owner != player:
                found.add(owner)
    return len(found)


def block_worth(state: SpeedpipeState, player: int, route: int) -> float:
    """How badly another company obviously needs this route: it joins two parts of its
    network and the way around is long (0: nobody needs it so)."""
    board = state.board
    length = board.lengths[route]
    if length > BLOCK_LENGTH or twin_left(state, route):
        return 0.0
    a, b = board.ends_a[route], board.ends_b[route]
    routes_at = state.map.routes_at
    best = 0.0
    for other in range(state.players):
        if other == player:
            continue
        labels = state.labels[other]
        if labels[a] == labels[b]:
            continue
        owners = state.owners
        if not any(owners[r] == other for r in routes_at[a]):
            continue
        if not any(owners[r] == other for r in routes_at[b]):
            continue
        costs: Costs = [
            0.0
            if owner == other
            else (float(board.lengths[r]) if r != route and open_to(state, other, r) else None)
            for r, owner in enumerate(owners)
        ]
        found = cheapest_path(adjacency(board), costs, a, b)
        extra = DETOUR_CAP if found is None else min(DETOUR_CAP, found[0] - length)
        if extra >= BLOCK_DETOUR:
            best = max(best, extra)
    return best


def station_rescue(
    state: SpeedpipeState, player: int, situation: Situation
) -> tuple[int, int] | None:
    """A place where a pump station would save a cut contract, and that contract's value: its
    foreign pipeline there makes the contract reachable again (None: no such place)."""
    if not situation.plan.unreachable and not situation.full_plan.unreachable:
        return None
    owners = state.owners
    board = state.board
    links = adjacency(board)
    table = state.map.contracts
    cut = sorted(set(situation.full_plan.unreachable), key=lambda c: -table[c].value)
    best: tuple[float, int, int] | None = None
    for place in state.open_places:
        foreign = [r for r in state.map.routes_at[place] if owners[r] >= 0 and owners[r] != player]
        if not foreign:
            continue
        costs = list(situation.costs)
        for route in foreign:
            costs[route] = 0.0
        for contract in cut:
            deal = table[contract]
            found = cheapest_path(links, costs, deal.a, deal.b)
            if found is None:
                continue
            if sum(1 for r in found[1] if r in foreign) != 1:
                continue
            score = found[0] - deal.value
            if best is None or score < best[0]:
                best = (score, place, deal.value)
            break
    if best is None:
        return None
    return best[1], best[2]


def terminal_worth(state: SpeedpipeState, player: int, port: int, planned: Sequence[int]) -> int:
    """Contracts fulfilled or planned whose places lie in the network the port belongs to."""
    labels = state.labels[player]
    table = state.map.contracts
    network = labels[port]
    count = 0
    for contract in [*state.fulfilled[player], *planned]:
        deal = table[contract]
        if labels[deal.a] == network or labels[deal.b] == network:
            count += 1
    return count
