"""Planning a company's network: the cheapest way to fulfil its open contracts on the board as
it stands (a Steiner-like greedy of shortest paths), the routes it wants and the cards it lacks
for them (what routes ask for is read by the rules' needs, shared with the table).

Own pipelines cost nothing; a free route costs its fields plus penalties for paint the hand
lacks, for a mountain and for the jokers an underwater route asks for; routes of others, routes
the double-route rules close to the company and routes longer than its segments are closed. A
foreign pipeline at a place where the company has a pump station counts as its own (the station
borrows it at the end).
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.speedpipe.board import Board
from game.rules.speedpipe.catalogue import GREY, PAINTS
from game.rules.speedpipe.state import SpeedpipeState

# What a field of a free route costs the planner, and its penalties (in fields): for a card
# of the route's paint the hand lacks, for a mountain (the expected extra cards), for each buoy
# (jokers are scarce), for a route a leak blocks for now.
LACKING_CARD = 0.3
MOUNTAIN = 1.2
BUOY = 0.8
BLOCKED = 1.5
# A foreign pipeline borrowed by an own pump station.
BORROWED = 0.0
# Expected extra cards a mountain asks for (three revealed; a paint or a joker each).
MOUNTAIN_EXTRA = 0.7

Costs = list[float | None]


@dataclass(frozen=True)
class Plan:
    """The routes a company wants for these contracts, in the order the greedy chose them.

    contracts: the open contracts planned, in the order they get done; steps: per planned
    contract, the routes it adds (the first ones first); unreachable: contracts no way is left
    for; routes: every free route wanted; fields: their fields; cost: the planner's cost.
    """

    contracts: tuple[int, ...]
    steps: tuple[tuple[int, ...], ...]
    unreachable: tuple[int, ...]
    routes: tuple[int, ...]
    fields: int
    cost: float


_ADJACENCY: dict[int, tuple[tuple[tuple[int, int], ...], ...]] = {}


def adjacency(board: Board) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Per place: (route, place at its other end) for every route touching it."""
    found = _ADJACENCY.get(id(board))
    if found is None:
        places: list[list[tuple[int, int]]] = [[] for _ in range(board.place_count)]
        for route in range(board.route_count):
            a, b = board.ends_a[route], board.ends_b[route]
            places[a].append((route, b))
            places[b].append((route, a))
        found = tuple(tuple(links) for links in places)
        _ADJACENCY[id(board)] = found
    return found


def open_to(state: SpeedpipeState, player: int, route: int) -> bool:
    """Whether the company could still lay the route some day: free, its twin neither its own
    nor (with 2–3 companies) anybody's, and segments enough (a leak passes)."""
    board = state.board
    if state.owners[route] >= 0 or board.lengths[route] > state.segments[player]:
        return False
    twin = board.twins[route]
    if twin >= 0:
        owner = state.owners[twin]
        if owner == player or (owner >= 0 and state.players <= 3):
            return False
    return True


def route_costs(state: SpeedpipeState, player: int, hand: Sequence[int] | None = None) -> Costs:
    """Per route what it costs the company on the way to its contracts (None: closed)."""
    board = state.board
    hand = state.hands[player] if hand is None else hand
    owners = state.owners
    blocked = state.blocked
    stations = state.stations
    most = max(hand[:PAINTS])
    costs: Costs = []
    for route, owner in enumerate(owners):
        if owner == player:
            costs.append(0.0)
            continue
        if owner >= 0:
            a, b = board.ends_a[route], board.ends_b[route]
            borrowed = stations[a] == player or stations[b] == player
            costs.append(BORROWED if borrowed else None)
            continue
        if not open_to(state, player, route):
            costs.append(None)
            continue
        length = board.lengths[route]
        paint = board.paints[route]
        held = most if paint == GREY else hand[paint]
        cost = length + LACKING_CARD * max(0, length - held)
        if board.mountains[route]:
            cost += MOUNTAIN
        cost += BUOY * board.buoys[route]
        if blocked[route] >= 0:
            cost += BLOCKED
        costs.append(cost)
    return costs


def cheapest_path(
    links: tuple[tuple[tuple[int, int], ...], ...], costs: Costs, a: int, b: int
) -> tuple[float, list[int]] | None:
    """The cheapest way from a to b and its routes (None: no way)."""
    # Lists by place instead of dicts and sets: this runs for every contract of every plan.
    far_to = [1e18] * len(links)
    far_to[a] = 0.0
    came: list[tuple[int, int] | None] = [None] * len(links)
    done = [False] * len(links)
    queue = [(0.0, a)]
    pop, push = heapq.heappop, heapq.heappush
    while queue:
        far, place = pop(queue)
        if done[place]:
            continue
        if place == b:
            path: list[int] = []
            while place != a:
                place, route = came[place]  # type: ignore[misc]
                path.append(route)
            path.reverse()
            return far, path
        done[place] = True
        for route, other in links[place]:
            step = costs[route]
            if step is None or done[other]:
                continue
            total = far + step
            if total < far_to[other]:
                far_to[other] = total
                came[other] = (place, route)
                push(queue, (total, other))
    return None


def plan_for(
    state: SpeedpipeState,
    player: int,
    contracts: Sequence[int],
    costs: Costs | None = None,
) -> Plan:
    """The greedy plan for these contracts: again and again the contract cheapest to add, its
    path's routes then costing nothing for the others."""
    board = state.board
    links = adjacency(board)
    costs = list(route_costs(state, player) if costs is None else costs)
    table = state.map.contracts
    labels = state.labels[player]
    left = [c for c in contracts if labels[table[c].a] != labels[table[c].b]]
    order: list[int] = []
    steps: list[tuple[int, ...]] = []
    unreachable: list[int] = []
    wanted: list[int] = []
    total = 0.0
    while left:
        best: tuple[float, int, list[int]] | None = None
        for contract in left:
            deal = table[contract]
            found = cheapest_path(links, costs, deal.a, deal.b)
            if found is None:
                unreachable.append(contract)
                continue
            if best is None or found[0] < best[0]:
                best = (found[0], contract, found[1])
        left = [c for c in left if c not in unreachable]
        if best is None:
            break
        cost, contract, path = best
        left.remove(contract)
        new = tuple(r for r in path if state.owners[r] < 0 and costs[r] != 0.0)
        for route in path:
            costs[route] = 0.0
        order.append(contract)
        steps.append(new)
        wanted += new
        total += cost
    fields = sum(board.lengths[route] for route in wanted)
    return Plan(tuple(order), tuple(steps), tuple(unreachable), tuple(wanted), fields, total)


def open_contracts(state: SpeedpipeState, player: int) -> list[int]:
    """The company's contracts not yet fulfilled."""
    done = state.fulfilled[player]
    return [c for c in state.contracts[player] if c not in done]


def plan_of(state: SpeedpipeState, player: int) -> Plan:
    """The plan for the company's open contracts."""
    return plan_for(state, player, open_contracts(state, player))


def deficits(need: Sequence[int], hand: Sequence[int]) -> list[int]:
    """Per kind how many cards the hand lacks for the needs (jokers: for buoys only)."""
    return [max(0, need[k] - hand[k]) for k in range(PAINTS + 1)]


def mountains_in(board: Board, routes: Sequence[int]) -> int:
    """How many of the routes run over mountains."""
    return sum(1 for route in routes if board.mountains[route])
