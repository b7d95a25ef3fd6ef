"""What a route or a contract means for a company now: the answers behind the client's info
windows (can it pay the route, which contracts it helps, how many fields a contract lacks)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.speedpipe.catalogue import card_kind_key
from game.rules.speedpipe.moves import Lay, lay_move
from game.rules.speedpipe.network import shortest_completion

if TYPE_CHECKING:
    from game.rules.speedpipe.state import SpeedpipeState


def route_kind(state: SpeedpipeState, route: int) -> str:
    """'plain', 'mountain' or 'underwater'."""
    board = state.board
    if board.mountains[route]:
        return "mountain"
    return "underwater" if board.buoys[route] else "plain"


def completion_costs(state: SpeedpipeState, player: int) -> list[int | None]:
    """Per route, what it costs the company on the way to a contract: 0 for its own pipelines,
    the length for a route it could still lay (a blocked one too: the block passes), None
    where the way is closed to it."""
    board = state.board
    owners = state.owners
    segments = state.segments[player]
    costs: list[int | None] = []
    for route, owner in enumerate(owners):
        if owner == player:
            costs.append(0)
            continue
        open_route = owner < 0 and board.lengths[route] <= segments
        twin = board.twins[route]
        if open_route and twin >= 0:
            twin_owner = owners[twin]
            open_route = twin_owner != player and not (twin_owner >= 0 and state.players <= 3)
        costs.append(board.lengths[route] if open_route else None)
    return costs


def route_info(state: SpeedpipeState, player: int, route: int) -> dict[str, Any]:
    """A route for a company: length, paint, kind, buoys, points, owner (None: free), whether a
    leak blocks it, the Lay moves its hand allows now (the route open to it; whose turn it is
    does not matter), and its open contracts whose shortest completion uses the route."""
    board = state.board
    owner = state.owners[route]
    twin = board.twins[route]
    can_pay: list[Lay] = [
        lay_move(route, paint, jokers) for paint, jokers in state.lay_payments(player, route)
    ]
    helps: list[int] = []
    if owner < 0:
        costs = completion_costs(state, player)
        done = state.fulfilled[player]
        table = state.map.contracts
        for contract in state.contracts[player]:
            if contract in done:
                continue
            found = shortest_completion(state.map, costs, table[contract].a, table[contract].b)
            if found is not None and route in found[1]:
                helps.append(contract)
    return {
        "route": route,
        "a": board.ends_a[route],
        "b": board.ends_b[route],
        "length": board.lengths[route],
        "paint": card_kind_key(board.paints[route]),
        "kind": route_kind(state, route),
        "buoys": board.buoys[route],
        "points": board.points[route],
        "twin": None if twin < 0 else twin,
        "owner": None if owner < 0 else owner,
        "blocked": state.blocked[route] >= 0,
        "can_pay": can_pay,
        "helps": helps,
    }


def contract_info(state: SpeedpipeState, player: int, contract: int) -> dict[str, Any]:
    """A contract for a company: whether its own pipelines join the two places (and along which
    routes), and the fewest fields still to lay along free or own routes (None: no way left)."""
    deal = state.map.contracts[contract]
    connected = state.connected(player, deal.a, deal.b)
    path: list[int] = []
    if connected:
        own = [
            state.board.lengths[route] if owner == player else None
            for route, owner in enumerate(state.owners)
        ]
        found = shortest_completion(state.map, own, deal.a, deal.b)
        path = list(found[1]) if found is not None else []
    found = shortest_completion(state.map, completion_costs(state, player), deal.a, deal.b)
    return {
        "contract": contract,
        "a": deal.a,
        "b": deal.b,
        "value": deal.value,
        "long": deal.long,
        "held": contract in state.contracts[player],
        "fulfilled_at": state.fulfilled[player].get(contract),
        "connected": connected,
        "path": path,
        "missing_fields": None if found is None else found[0],
    }
