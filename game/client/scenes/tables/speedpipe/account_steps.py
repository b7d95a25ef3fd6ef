"""The final accounts of a finished Speedpipe game as steps, from the view's result.

First the points every company made during the game (routes and bonuses); then company by
company each station's borrowed pipeline and each contract, plus or minus (the oil flows along
the way that joins a fulfilled one); then 4 points per unbuilt station, the Goldenes Ventil
with the longest pipelines traced, the terminals (with their rule), the totals and the places
with the tie-break. The points of the steps add up to each company's total."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.rules.speedpipe.maps import PipeMap
from game.rules.speedpipe.scoring import (
    contract_path,
    longest_pipeline,
    station_loans,
)
from game.rules.speedpipe.tables import GOLDEN_VALVE_POINTS, STATION_POINTS, TERMINAL_POINTS
from game.texts import text

# Seconds a step stands at normal tempo: the many contracts and loans go quicker.
STEP_SECONDS = 2.0
QUICK_SECONDS = 1.2
# The rows of the accounts' table, top to bottom (terminals only with their rule).
ROWS: tuple[str, ...] = (
    "running",
    "contracts",
    "stations",
    "valve",
    "terminals",
    "total",
    "places",
)
MINUS = "−"


@dataclass(frozen=True)
class AccountStep:
    """One step: its kind ("running", "loan", "contract", "stations", "valve", "terminals",
    "total", "places"), the company it is about (None: all), its words, the points it adds per
    company, the seconds it stands, the row of the table it fills (None: none) with the cell
    per company that row shows from now on (None: unchanged), and what it lights on the map:
    oil flows (paths of routes), routes and places with their light."""

    kind: str
    company: int | None
    words: str
    points: tuple[int, ...]
    seconds: float
    row: str | None = None
    cells: tuple[str | None, ...] = ()
    flows: tuple[tuple[int, ...], ...] = ()
    routes: tuple[tuple[int, str], ...] = ()
    places: tuple[tuple[int, str], ...] = ()


def signed(points: int) -> str:
    """Points with their sign: +5, −5, 0."""
    if points > 0:
        return f"+{points}"
    return f"{MINUS}{-points}" if points < 0 else "0"


def points_words(points: int) -> str:
    """Points as a number, a negative one with a true minus sign: 5, −5."""
    return signed(points) if points < 0 else str(points)


def company_name(names: Sequence[str], company: int) -> str:
    """A company's name (its seat number where no name was given)."""
    return names[company] if 0 <= company < len(names) else str(company + 1)


def joined_names(names: Sequence[str]) -> str:
    """Names as a list in words: 'Anna', 'Anna und Ben', 'Anna, Ben und Cleo'."""
    if len(names) <= 1:
        return "".join(names)
    return text("list.and", first=", ".join(names[:-1]), last=names[-1])


def contract_words(pipe_map: PipeMap, contract: int) -> str:
    """'Auftrag Nordfeld – Kesselbrück' (a long one: 'Fernauftrag …')."""
    deal = pipe_map.contracts[contract]
    places = pipe_map.places
    key = "speedpipe.end.long_contract" if deal.long else "speedpipe.end.contract"
    return text(key, a=places[deal.a].name, b=places[deal.b].name)


def route_words(pipe_map: PipeMap, route: int) -> str:
    """A route by its two places: 'Nordfeld – Kesselbrück'."""
    found = pipe_map.routes[route]
    places = pipe_map.places
    return text("speedpipe.end.route", a=places[found.a].name, b=places[found.b].name)


def final_result(view: Mapping[str, Any]) -> Mapping[str, Any]:
    """The final accounts of a view; ValueError in words when the game is not over."""
    result = view.get("result")
    if not isinstance(result, Mapping):
        raise ValueError("the final accounts come from the view of a finished game (no result)")
    return result


def account_steps(
    view: Mapping[str, Any], pipe_map: PipeMap, names: Sequence[str]
) -> tuple[AccountStep, ...]:
    """Every step of the final accounts in order; ValueError in words for the view of a game
    not over or of another map."""
    result = final_result(view)
    scores = list(result["scores"])
    owners = list(view["owners"])
    if len(owners) != len(pipe_map.routes):
        raise ValueError(
            f"the view has {len(owners)} routes, the map {pipe_map.key} {len(pipe_map.routes)}"
        )
    players = len(scores)
    steps = [
        AccountStep(
            "running",
            None,
            text("speedpipe.end.running"),
            tuple(int(score["running"]) for score in scores),
            STEP_SECONDS,
            "running",
            tuple(points_words(int(score["running"])) for score in scores),
        )
    ]
    for company, score in enumerate(scores):
        steps.extend(_company_steps(view, pipe_map, names, company, score, players))
    steps.append(_stations_step(scores))
    steps.append(_valve_step(view, pipe_map, names, scores))
    if view.get("options", {}).get("terminals") == "on":
        steps.append(_terminals_step(view, scores))
    steps.append(
        AccountStep(
            "total",
            None,
            text(
                "speedpipe.end.total",
                totals=", ".join(
                    text(
                        "speedpipe.end.total_entry",
                        name=company_name(names, company),
                        points=points_words(int(score["total"])),
                    )
                    for company, score in enumerate(scores)
                ),
            ),
            (0,) * players,
            STEP_SECONDS,
            "total",
            tuple(points_words(int(score["total"])) for score in scores),
            _all_flows(steps),
            _valve_routes(steps),
        )
    )
    steps.append(_places_step(result, names, scores, steps))
    return tuple(steps)


def _only(players: int, company: int, value: Any) -> tuple[Any, ...]:
    """A row with value for one company and 0 (or None) for the others."""
    empty = 0 if isinstance(value, int) else None
    return tuple(value if seat == company else empty for seat in range(players))


def _company_steps(
    view: Mapping[str, Any],
    pipe_map: PipeMap,
    names: Sequence[str],
    company: int,
    score: Mapping[str, Any],
    players: int,
) -> list[AccountStep]:
    """A company's loans (which station lent which foreign pipeline), then its contracts."""
    owners = list(view["owners"])
    borrowed = [int(route) for route in score["borrowed"]]
    loans = station_loans(pipe_map, owners, list(view["stations"]), company, borrowed)
    done = {int(contract): int(points) for contract, points in score["fulfilled"]}
    paths: dict[int, tuple[int, ...]] = {}
    through_station: set[int] = set()
    for contract in done:
        path = contract_path(pipe_map, owners, company, contract)
        if path is None:
            path = contract_path(pipe_map, owners, company, contract, borrowed)
            through_station.add(contract)
        paths[contract] = path or ()
    name = company_name(names, company)
    steps: list[AccountStep] = []
    for place, route in loans:
        helps = any(route in paths[contract] for contract in through_station)
        owner = company_name(names, owners[route])
        steps.append(
            AccountStep(
                "loan",
                company,
                text(
                    "speedpipe.end.loan" if helps else "speedpipe.end.loan_unused",
                    company=name,
                    place=pipe_map.places[place].name,
                    route=route_words(pipe_map, route),
                    owner=owner,
                ),
                (0,) * players,
                QUICK_SECONDS,
                routes=((route, "chosen"),),
                places=((place, "station"),),
            )
        )
    prices = _own_prices(view, company)
    failed = {int(contract): int(points) for contract, points in score["failed"]}
    total = 0
    for contract in score["contracts"]:
        contract = int(contract)
        deal = pipe_map.contracts[contract]
        ends = ((deal.a, "contract"), (deal.b, "contract"))
        if contract in done:
            points = done[contract]
            words = _fulfilled_words(
                name, pipe_map, contract, points, contract in through_station, prices
            )
            flows: tuple[tuple[int, ...], ...] = (paths[contract],)
        elif contract in failed:
            points = failed[contract]
            words = text(
                "speedpipe.end.failed",
                company=name,
                contract=contract_words(pipe_map, contract),
                points=signed(points),
            )
            flows = ()
        else:
            raise ValueError(f"contract {contract} of company {company} is neither won nor lost")
        total += points
        steps.append(
            AccountStep(
                "contract",
                company,
                words,
                _only(players, company, points),
                QUICK_SECONDS,
                "contracts",
                _only(players, company, signed(total)),
                flows,
                places=ends,
            )
        )
    return steps


def _own_prices(view: Mapping[str, Any], company: int) -> dict[int, int]:
    """The oil price each of the viewer's own fulfilled contracts counted at (with Ölpreis;
    the others' prices are hidden)."""
    if view.get("viewer") != company or view.get("options", {}).get("oil_price") != "on":
        return {}
    return {int(contract): int(price) for contract, price in view.get("fulfilled") or ()}


def _fulfilled_words(
    name: str,
    pipe_map: PipeMap,
    contract: int,
    points: int,
    through_station: bool,
    prices: Mapping[int, int],
) -> str:
    """A fulfilled contract in words: through a station, at a known price, at a price that
    changed its value, or plainly."""
    words = contract_words(pipe_map, contract)
    value = pipe_map.contracts[contract].value
    if through_station:
        key = "speedpipe.end.fulfilled_station"
    elif contract in prices:
        key = "speedpipe.end.fulfilled_at"
    elif points != value:
        key = "speedpipe.end.fulfilled_price"
    else:
        key = "speedpipe.end.fulfilled"
    return text(
        key,
        company=name,
        contract=words,
        points=signed(points),
        value=value,
        price=prices.get(contract, 100),
    )


def _stations_step(scores: Sequence[Mapping[str, Any]]) -> AccountStep:
    """4 points per unbuilt pump station."""
    points = tuple(int(score["stations"]) for score in scores)
    return AccountStep(
        "stations",
        None,
        text("speedpipe.end.stations", points=STATION_POINTS),
        points,
        STEP_SECONDS,
        "stations",
        tuple(signed(value) for value in points),
    )


def _valve_step(
    view: Mapping[str, Any],
    pipe_map: PipeMap,
    names: Sequence[str],
    scores: Sequence[Mapping[str, Any]],
) -> AccountStep:
    """The Goldenes Ventil: the longest pipelines traced on the map, 10 points to each company
    with the longest (shared on a tie)."""
    owners = list(view["owners"])
    points = tuple(int(score["golden_valve"]) for score in scores)
    winners = [company for company, value in enumerate(points) if value > 0]
    lengths = text(
        "speedpipe.end.valve_lengths",
        lengths=", ".join(
            text(
                "speedpipe.end.valve_length",
                name=company_name(names, company),
                fields=int(score["longest"]),
            )
            for company, score in enumerate(scores)
        ),
    )
    if not winners:
        words = text("speedpipe.end.valve_nobody")
    else:
        key = "speedpipe.end.valve_shared" if len(winners) > 1 else "speedpipe.end.valve"
        words = text(
            key,
            names=joined_names([company_name(names, company) for company in winners]),
            fields=int(scores[winners[0]]["longest"]),
            points=GOLDEN_VALVE_POINTS,
        )
        words = f"{words} {lengths}"
    routes = tuple(
        (route, "path")
        for company in winners
        for route in longest_pipeline(pipe_map, owners, company)
    )
    cells = tuple(
        text("speedpipe.end.valve_cell", fields=int(score["longest"]), points=signed(value))
        for score, value in zip(scores, points)
    )
    return AccountStep("valve", None, words, points, STEP_SECONDS, "valve", cells, routes=routes)


def _terminals_step(view: Mapping[str, Any], scores: Sequence[Mapping[str, Any]]) -> AccountStep:
    """Tankerterminals: 2 points per fulfilled contract in a terminal's network; the terminals
    lit on the map."""
    points = tuple(int(score["terminals"]) for score in scores)
    places = tuple((int(port), "chosen") for ports in view.get("terminals", ()) for port in ports)
    return AccountStep(
        "terminals",
        None,
        text("speedpipe.end.terminals", points=TERMINAL_POINTS),
        points,
        STEP_SECONDS,
        "terminals",
        tuple(signed(value) for value in points),
        places=places,
    )


def _all_flows(steps: Sequence[AccountStep]) -> tuple[tuple[int, ...], ...]:
    """The oil of every fulfilled contract so far, flowing at once."""
    return tuple(path for step in steps if step.kind == "contract" for path in step.flows if path)


def _valve_routes(steps: Sequence[AccountStep]) -> tuple[tuple[int, str], ...]:
    """The longest pipelines as the Goldenes Ventil's step lit them."""
    return tuple(route for step in steps if step.kind == "valve" for route in step.routes)


def _places_step(
    result: Mapping[str, Any],
    names: Sequence[str],
    scores: Sequence[Mapping[str, Any]],
    steps: Sequence[AccountStep],
) -> AccountStep:
    """The places; where totals are equal, more fulfilled contracts come first (shared when
    those are equal too)."""
    places = [int(place) for place in result["places"]]
    totals = [int(score["total"]) for score in scores]
    fulfilled = [len(score["fulfilled"]) for score in scores]
    sentences = []
    for total in sorted({value for value in totals if totals.count(value) > 1}, reverse=True):
        tied = sorted(
            (company for company, value in enumerate(totals) if value == total),
            key=lambda company: (places[company], company),
        )
        entries = []
        for place in sorted({places[company] for company in tied}):
            at_place = [company for company in tied if places[company] == place]
            key = "speedpipe.end.tie_shared" if len(at_place) > 1 else "speedpipe.end.tie_entry"
            entries.append(
                text(
                    key,
                    names=joined_names([company_name(names, company) for company in at_place]),
                    count=fulfilled[at_place[0]],
                    place=place,
                )
            )
        order = text("speedpipe.end.tie_join").join(entries)
        sentences.append(text("speedpipe.end.tie", total=total, order=order))
    ranking = text(
        "speedpipe.end.ranking",
        order=" · ".join(
            text(
                "speedpipe.end.ranking_entry",
                place=places[company],
                name=company_name(names, company),
                points=points_words(totals[company]),
            )
            for company in sorted(range(len(scores)), key=lambda company: places[company])
        ),
    )
    words = " ".join(
        [ranking, *sentences] if sentences else [ranking, text("speedpipe.end.tie_none")]
    )
    return AccountStep(
        "places",
        None,
        words,
        (0,) * len(scores),
        STEP_SECONDS,
        "places",
        tuple(text("speedpipe.end.place_cell", place=place) for place in places),
        _all_flows(steps),
        _valve_routes(steps),
    )
