"""What the Speedpipe table shows, worked out from the game for the shown seat: its contracts'
looks and paths (the oil's way for fulfilled ones), the routes its hand pays, the places a
station may go, the payment proposed for a route, its own numbers in words, and the view kept
in step with the events as they play."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from game.client.scenes.tables.speedpipe.contract_look import ContractLook
from game.client.scenes.tables.speedpipe.log_words import place_name, route_name
from game.client.scenes.tables.speedpipe.payment_chooser import ROUTE, STATION, PaymentChooser
from game.rules.core import Event
from game.rules.speedpipe import events as ev
from game.rules.speedpipe.insight import best_payment, completion_costs
from game.rules.speedpipe.maps import PipeMap
from game.rules.speedpipe.moves import Lay
from game.rules.speedpipe.network import shortest_completion
from game.rules.speedpipe.scoring import contract_path
from game.rules.speedpipe.state import SpeedpipeState
from game.rules.speedpipe.tables import STATIONS
from game.texts import text


def contract_looks(
    state: SpeedpipeState, seat: int
) -> tuple[dict[int, ContractLook], dict[int, tuple[int, ...]]]:
    """Per contract held or offered: how it is drawn (fulfilled at which price, fields still
    missing) and the own routes lit with it (the oil's way for a fulfilled one)."""
    owners = state.owners
    costs = completion_costs(state, seat)
    done = state.fulfilled[seat]
    offered = list(state.dealt[seat]) + (list(state.drawn) if state.current == seat else [])
    looks: dict[int, ContractLook] = {}
    paths: dict[int, tuple[int, ...]] = {}
    for contract in [*state.contracts[seat], *offered]:
        deal = state.map.contracts[contract]
        if contract in done:
            path = contract_path(state.map, owners, seat, contract) or ()
            looks[contract] = ContractLook(fulfilled_price=done[contract])
            paths[contract] = tuple(path)
            continue
        found = shortest_completion(state.map, costs, deal.a, deal.b)
        if found is None:
            looks[contract] = ContractLook(blocked_way=True)
            paths[contract] = ()
            continue
        looks[contract] = ContractLook(missing=found[0])
        paths[contract] = tuple(route for route in found[1] if owners[route] == seat)
    return looks, paths


def flows(
    state: SpeedpipeState, seat: int, paths: Mapping[int, Sequence[int]]
) -> list[Sequence[int]]:
    """The paths oil flows along: those of the seat's fulfilled contracts."""
    done = state.fulfilled[seat]
    return [
        paths[contract]
        for contract in state.contracts[seat]
        if contract in done and paths.get(contract)
    ]


def lit_look(look: ContractLook, lit: bool) -> ContractLook:
    """The look, lit or not."""
    return look if look.lit == lit else replace(look, lit=lit)


def payable_routes(state: SpeedpipeState, seat: int) -> list[int]:
    """The routes the seat may lay now, ascending (none outside its turn)."""
    return sorted({move.route for move in state.legal_moves(seat) if isinstance(move, Lay)})


def station_places(state: SpeedpipeState, seat: int) -> list[int]:
    """The places without a station, those the seat's own pipelines reach first, each group in
    the order of the map."""
    if state.stations_built[seat] >= STATIONS:
        return []
    routes_at = state.map.routes_at
    own = [
        place
        for place in state.open_places
        if any(state.owners[r] == seat for r in routes_at[place])
    ]
    return own + [place for place in state.open_places if place not in own]


def proposed_way(chooser: PaymentChooser) -> int:
    """The index of the payment the rules propose for the chooser's route (its own choice
    where the rules propose none)."""
    lay = best_payment(chooser.state, chooser.player, chooser.target)
    if lay is None:
        return chooser.index
    found = way_index(chooser, lay.paint, lay.jokers)
    return chooser.index if found is None else found


def way_index(chooser: PaymentChooser | str, paint: int, jokers: int) -> int | None:
    """The index of a payment among the chooser's ways, or None."""
    if isinstance(chooser, str) or (paint, jokers) not in chooser.ways:
        return None
    return chooser.ways.index((paint, jokers))


def payment_status(chooser: PaymentChooser) -> str:
    """The status line while paying: what, with what, and the keys."""
    pipe_map = chooser.state.map
    if chooser.what == ROUTE:
        where = route_name(pipe_map, chooser.target)
        return text("speedpipe.table.hint_pay_route", route=where, paid=chooser.words())
    key = "hint_pay_station" if chooser.what == STATION else "hint_pay_terminal"
    return text(
        f"speedpipe.table.{key}", place=place_name(pipe_map, chooser.target), paid=chooser.words()
    )


def own_facts(view: Mapping[str, Any], seat: int) -> str:
    """The seat's segments, stations left and points in words."""
    return text(
        "speedpipe.table.own_facts",
        segments=view["segments"][seat],
        stations=STATIONS - view["stations_built"][seat],
        points=view["points"][seat],
    )


def follow_event(view: dict[str, Any], event: Event, pipe_map: PipeMap) -> bool:
    """Brings what the map and the numbers show one event further (the rest waits for the
    table's view once every event has played); whether the map changed."""
    if isinstance(event, ev.RouteLaid):
        view["owners"][event.route] = event.company
        view["points"][event.company] += event.points
        view["segments"][event.company] -= pipe_map.routes[event.route].length
        return True
    if isinstance(event, ev.StationBuilt):
        view["stations"][event.place] = event.company
        view["stations_built"][event.company] += 1
        return True
    if isinstance(event, ev.TerminalBuilt):
        view["terminals"][event.company].append(event.place)
        return True
    if isinstance(event, ev.LeakStruck) and event.route >= 0:
        view["blocked"][event.route] = event.company
        return True
    if isinstance(event, ev.RouteUnblocked):
        view["blocked"][event.route] = -1
        return True
    if isinstance(event, (ev.RefineryBonusWon, ev.FoerderrechtWon)):
        view["points"][event.company] += event.points
    return False


def companies_key(view: Mapping[str, Any]) -> tuple[object, ...]:
    """Everything of a view the companies' column shows, as a key that changes with it."""
    return (
        tuple(view["points"]),
        tuple(view["segments"]),
        tuple(view["hand_sizes"]),
        tuple(view["contract_counts"]),
        tuple(view["long_counts"]),
        tuple(view["stations_built"]),
        tuple(len(ports) for ports in view["terminals"]),
        tuple(view["has_chosen"]),
        view["phase"],
        view["current"],
    )
