"""The final scoring: contracts plus or minus (pump stations borrow one foreign pipeline each),
unbuilt stations, the Goldenes Ventil, terminal bonuses; places with the tie-break."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.speedpipe.maps import PipeMap
from game.rules.speedpipe.network import longest_trail, longest_trail_edges, shortest_completion
from game.rules.speedpipe.tables import (
    GOLDEN_VALVE_POINTS,
    STATION_POINTS,
    STATIONS,
    TERMINAL_POINTS,
)

if TYPE_CHECKING:
    from game.rules.speedpipe.state import SpeedpipeState


@dataclass(frozen=True)
class FinalScore:
    """One company's final account: points from routes and bonuses during the game, its
    contracts (fulfilled with the points they bring, failed with the points they cost),
    unbuilt stations, its longest pipeline and the Goldenes Ventil, terminal bonuses, the
    pipelines its stations borrowed, and the total."""

    company: int
    running: int
    fulfilled: tuple[tuple[int, int], ...]
    failed: tuple[tuple[int, int], ...]
    stations: int
    longest: int
    golden_valve: int
    terminals: int
    borrowed: tuple[int, ...]
    total: int


def contract_points(value: int, price: int) -> int:
    """A contract's value at an oil price in percent, rounded half up."""
    return (value * price + 50) // 100


def final_scores(state: SpeedpipeState) -> tuple[FinalScore, ...]:
    """Every company's final account."""
    board = state.board
    longest = [
        longest_trail(
            [
                (board.ends_a[route], board.ends_b[route], board.lengths[route])
                for route in state.routes_of(company)
            ]
        )
        for company in range(state.players)
    ]
    best = max(longest)
    scores = []
    for company in range(state.players):
        borrowed, fulfilled, failed = _contracts(state, company)
        valve = GOLDEN_VALVE_POINTS if best > 0 and longest[company] == best else 0
        stations = STATION_POINTS * (STATIONS - state.stations_built[company])
        terminals = _terminal_bonus(state, company)
        total = (
            state.points[company]
            + sum(points for _contract, points in fulfilled)
            + sum(points for _contract, points in failed)
            + stations
            + valve
            + terminals
        )
        scores.append(
            FinalScore(
                company,
                state.points[company],
                fulfilled,
                failed,
                stations,
                longest[company],
                valve,
                terminals,
                borrowed,
                total,
            )
        )
    return tuple(scores)


def borrow_options(state: SpeedpipeState, company: int) -> list[tuple[int, ...]]:
    """For each of the company's stations (by place): the foreign pipelines ending there, by
    route id; stations without one are left out."""
    return [
        routes
        for _place, routes in stations_with_foreign_pipelines(
            state.map, state.owners, state.stations, company
        )
    ]


def stations_with_foreign_pipelines(
    pipe_map: PipeMap, owners: Sequence[int], stations: Sequence[int], company: int
) -> list[tuple[int, tuple[int, ...]]]:
    """The company's stations (by place) where another company's pipeline ends, each with those
    pipelines by route id; stations without one are left out."""
    found = []
    for place, owner in enumerate(stations):
        if owner != company:
            continue
        foreign = tuple(
            route
            for route in pipe_map.routes_at[place]
            if owners[route] >= 0 and owners[route] != company
        )
        if foreign:
            found.append((place, tuple(sorted(foreign))))
    return found


def station_loans(
    pipe_map: PipeMap,
    owners: Sequence[int],
    stations: Sequence[int],
    company: int,
    borrowed: Sequence[int],
) -> tuple[tuple[int, int], ...]:
    """Which station lent which pipeline at the end: (place, route) for each pipeline of a
    final account's borrowed ones, in their order; ValueError in words when they do not fit the
    table."""
    found = stations_with_foreign_pipelines(pipe_map, owners, stations, company)
    if len(found) != len(borrowed):
        raise ValueError(
            f"company {company} has {len(found)} stations with a foreign pipeline, "
            f"not {len(borrowed)}"
        )
    loans = []
    for (place, routes), route in zip(found, borrowed):
        if route not in routes:
            raise ValueError(
                f"route {route} is no foreign pipeline at the station on place {place}"
            )
        loans.append((place, route))
    return tuple(loans)


def contract_path(
    pipe_map: PipeMap,
    owners: Sequence[int],
    company: int,
    contract: int,
    borrowed: Sequence[int] = (),
) -> tuple[int, ...] | None:
    """The routes the oil of a contract flows along: a shortest way over the company's own
    pipelines, or where they do not join its places, over them and the borrowed ones; None when
    neither joins them."""
    deal = pipe_map.contracts[contract]
    lengths = [route.length for route in pipe_map.routes]
    own: list[int | None] = [
        lengths[route] if owner == company else None for route, owner in enumerate(owners)
    ]
    found = shortest_completion(pipe_map, own, deal.a, deal.b)
    if found is None and borrowed:
        for route in borrowed:
            own[route] = lengths[route]
        found = shortest_completion(pipe_map, own, deal.a, deal.b)
    return None if found is None else found[1]


def longest_pipeline(pipe_map: PipeMap, owners: Sequence[int], company: int) -> tuple[int, ...]:
    """The routes of one longest continuous pipeline of the company (the one the Goldenes
    Ventil counts), in order along the way; () without a pipeline."""
    routes = [route for route, owner in enumerate(owners) if owner == company]
    edges = [
        (pipe_map.routes[route].a, pipe_map.routes[route].b, pipe_map.routes[route].length)
        for route in routes
    ]
    return tuple(routes[index] for index in longest_trail_edges(edges))


def _contracts(
    state: SpeedpipeState, company: int
) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]:
    """The borrowed pipelines that score best (ties: the lowest route ids), the fulfilled
    contracts with their points and the failed ones with what they cost."""
    pipe_map = state.map
    own_done = state.fulfilled[company]
    open_contracts = [c for c in state.contracts[company] if c not in own_done]
    options = borrow_options(state, company)
    board = state.board
    chosen: tuple[int, ...] = tuple(choice[0] for choice in options)
    reached: set[int] = set()
    if open_contracts and options:
        labels = state.labels[company]
        ends = [
            (labels[pipe_map.contracts[c].a], labels[pipe_map.contracts[c].b])
            for c in open_contracts
        ]
        best = 0
        for combination in itertools.product(*options):
            joined = _joined_networks(
                [(labels[board.ends_a[r]], labels[board.ends_b[r]]) for r in combination]
            )
            now = {
                contract
                for contract, (a, b) in zip(open_contracts, ends)
                if joined.get(a, a) == joined.get(b, b)
            }
            gain = sum(
                pipe_map.contracts[contract].value
                + contract_points(pipe_map.contracts[contract].value, state.oil_price)
                for contract in now
            )
            if gain > best:
                best, chosen, reached = gain, combination, now
    fulfilled = []
    failed = []
    for contract in state.contracts[company]:
        value = pipe_map.contracts[contract].value
        if contract in own_done:
            fulfilled.append((contract, contract_points(value, own_done[contract])))
        elif contract in reached:
            fulfilled.append((contract, contract_points(value, state.oil_price)))
        else:
            failed.append((contract, -value))
    return chosen, tuple(fulfilled), tuple(failed)


def _joined_networks(links: list[tuple[int, int]]) -> dict[int, int]:
    """Network labels joined by borrowed pipelines: label -> the label it now belongs to (labels
    not named stay as they are)."""
    parent: dict[int, int] = {}

    def find(label: int) -> int:
        """The label a label now belongs to."""
        while parent.get(label, label) != label:
            label = parent[label]
        return label

    for a, b in links:
        root_a, root_b = find(a), find(b)
        if root_a != root_b:
            parent[root_b] = root_a
    return {label: find(label) for label in parent}


def _terminal_bonus(state: SpeedpipeState, company: int) -> int:
    """Tankerterminals: every contract fulfilled by the own network gets 2 points per own
    terminal in that network."""
    terminals = state.terminals[company]
    if not terminals:
        return 0
    labels = state.labels[company]
    pipe_map = state.map
    bonus = 0
    for contract in state.fulfilled[company]:
        network = labels[pipe_map.contracts[contract].a]
        bonus += TERMINAL_POINTS * sum(labels[port] == network for port in terminals)
    return bonus


def tie_broken_places(scores: tuple[FinalScore, ...]) -> tuple[int, ...]:
    """Places by total; equal totals: more fulfilled contracts first; still equal: shared."""
    keys = [(score.total, len(score.fulfilled)) for score in scores]
    return tuple(1 + sum(other > key for other in keys) for key in keys)
