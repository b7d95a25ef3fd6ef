"""What a route, a place, a pipe card or a contract means for a company now: the answers behind
the client's info windows (can it pay the route and how it had best pay, which contracts it
helps, how many fields a contract lacks, what a station or a card would bring)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.rules.speedpipe.catalogue import GREY, JOKER, PAINTS, card_kind_key
from game.rules.speedpipe.moves import Lay, Station, Terminal, lay_move, station_move, terminal_move
from game.rules.speedpipe.needs import card_needs, missing_cards
from game.rules.speedpipe.network import shortest_completion
from game.rules.speedpipe.payments import alike_payments, route_payments
from game.rules.speedpipe.tables import FOERDER_BONUS, REFINERY_BONUS, STATIONS, TERMINAL_COST

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


def completions(state: SpeedpipeState, player: int) -> dict[int, tuple[int, ...]]:
    """Per open contract of the company (in the order held), the routes of its shortest
    completion along free and own routes; contracts no way is left for are left out."""
    costs = completion_costs(state, player)
    done = state.fulfilled[player]
    table = state.map.contracts
    found: dict[int, tuple[int, ...]] = {}
    for contract in state.contracts[player]:
        if contract in done:
            continue
        way = shortest_completion(state.map, costs, table[contract].a, table[contract].b)
        if way is not None:
            found[contract] = way[1]
    return found


def wanted_routes(state: SpeedpipeState, player: int) -> list[int]:
    """The free routes on the shortest completions of the company's open contracts, each once,
    in the order found."""
    owners = state.owners
    wanted: list[int] = []
    for path in completions(state, player).values():
        wanted += [route for route in path if owners[route] < 0 and route not in wanted]
    return wanted


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
        helps = [contract for contract, path in completions(state, player).items() if route in path]
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


def best_lay(state: SpeedpipeState, player: int, lays: Sequence[Lay], others: Sequence[int]) -> Lay:
    """Of these payments of one route, the one that leaves the fewest cards missing for the
    other wanted routes, then spends the fewest jokers, then the lowest paint."""
    board = state.board
    hand = state.hands[player]
    best = lays[0]
    best_key: tuple[int, int, int] | None = None
    for lay in lays:
        left = list(hand)
        length = board.lengths[lay.route]
        left[JOKER] -= lay.jokers
        if lay.paint != JOKER:
            left[lay.paint] -= length - lay.jokers
        missing = missing_cards(card_needs(board, others, left), left)
        key = (missing, lay.jokers, lay.paint)
        if best_key is None or key < best_key:
            best, best_key = lay, key
    return best


def best_payment(
    state: SpeedpipeState, player: int, route: int, wanted: Sequence[int] | None = None
) -> Lay | None:
    """The payment the table proposes for a route (None: the hand cannot pay it or the route is
    not open to the company): cards of one paint (any one on a grey route) with as many jokers
    as buoys, jokers filling in as wild only where the paint runs short, so that the cards the
    other wanted routes need and the jokers are kept. wanted: the routes the company is after
    (the bots' plan); by default the routes of its open contracts' shortest completions."""
    if not 0 <= route < state.board.route_count:
        raise ValueError(f"there is no route {route} (routes 0 to {state.board.route_count - 1})")
    lays = [lay_move(route, paint, jokers) for paint, jokers in state.lay_payments(player, route)]
    if not lays:
        return None
    chosen = wanted_routes(state, player) if wanted is None else wanted
    return best_lay(state, player, lays, [other for other in chosen if other != route])


def card_info(state: SpeedpipeState, player: int, kind: int) -> dict[str, Any]:
    """A pipe card kind (a paint 0–7 or the joker) for a company: how many it holds, the wanted
    routes (of its open contracts' shortest completions) the card fits (its paint, grey ones,
    every one for a joker), which of them the hand pays now, which one more such card would
    make payable, and the open contracts those routes serve."""
    if type(kind) is not int or not 0 <= kind <= JOKER:
        raise ValueError(f"{kind!r} is no pipe card kind (paints 0 to {PAINTS - 1}, joker {JOKER})")
    board = state.board
    hand = state.hands[player]
    found = completions(state, player)
    fits = [
        route
        for route in wanted_routes(state, player)
        if kind == JOKER or board.paints[route] in (kind, GREY)
    ]
    more = list(hand)
    more[kind] += 1
    payable: list[int] = []
    one_more: list[int] = []
    for route in fits:
        if not state.may_lay(player, route):
            continue
        shape = (board.lengths[route], board.paints[route], board.buoys[route])
        if route_payments(*shape, hand):
            payable.append(route)
        elif route_payments(*shape, more):
            one_more.append(route)
    contracts = [
        contract for contract, path in found.items() if any(route in fits for route in path)
    ]
    return {
        "kind": kind,
        "paint": card_kind_key(kind),
        "held": hand[kind],
        "routes": fits,
        "payable": payable,
        "one_more": one_more,
        "contracts": contracts,
    }


def place_info(state: SpeedpipeState, player: int, place: int) -> dict[str, Any]:
    """A place for a company: name and kind, its routes (the company's own, the others'), the
    pump station on it, what the company's next station costs and the payments its hand has
    for one here (outside its turn too; none where a station stands or all three are built),
    terminals here and the company's payments for one (Tankerterminals), its contracts naming
    the place, and the Raffinerie-Bonus and Förderrecht won here (company, points)."""
    places = state.map.places
    if type(place) is not int or not 0 <= place < len(places):
        raise ValueError(f"there is no place {place!r} (places 0 to {len(places) - 1})")
    where = places[place]
    hand = state.hands[player]
    owners = state.owners
    routes = list(state.map.routes_at[place])
    built = state.stations_built[player]
    station = state.stations[place]
    cost = built + 1 if built < STATIONS else None
    stations: list[Station] = []
    if station < 0 and cost is not None:
        ways = alike_payments(cost, hand)
        stations = [station_move(place, paint, jokers) for paint, jokers in ways]
    terminals: list[Terminal] = []
    if state.terminals_on and place in state.terminal_ports(player):
        ways = alike_payments(TERMINAL_COST, hand)
        terminals = [terminal_move(place, paint, jokers) for paint, jokers in ways]
    table = state.map.contracts
    return {
        "place": place,
        "key": where.key,
        "name": where.name,
        "kind": where.kind,
        "routes": routes,
        "own_routes": [route for route in routes if owners[route] == player],
        "foreign_routes": [route for route in routes if owners[route] not in (-1, player)],
        "station": None if station < 0 else station,
        "station_cost": cost,
        "station_payments": stations,
        "terminals": [c for c in range(state.players) if place in state.terminals[c]],
        "terminal_payments": terminals,
        "contracts": [c for c in state.contracts[player] if place in (table[c].a, table[c].b)],
        "refinery_race": _race_here(state.refinery_race, place, REFINERY_BONUS),
        "foerder_race": _race_here(state.foerder_race, place, FOERDER_BONUS),
    }


def _race_here(
    race: Sequence[tuple[int, int]], place: int, points: Sequence[int]
) -> list[tuple[int, int]]:
    """The companies that won a race's bonus at this place, with the points each got."""
    return [(company, points[rank]) for rank, (company, at) in enumerate(race) if at == place]
