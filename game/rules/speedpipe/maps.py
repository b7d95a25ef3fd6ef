"""Speedpipe's maps: places, routes and contracts loaded from the data files in maps/."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from game.rules.speedpipe.catalogue import GREY, PAINT_KEYS, PAINTS, paint_of_key

MAP_FOLDER = Path(__file__).resolve().parent / "maps"
MAP_KEYS: tuple[str, ...] = ("main", "petronia")
PLACE_KINDS: tuple[str, ...] = ("oil_field", "platform", "refinery", "port")
ROUTE_KINDS: tuple[str, ...] = ("plain", "mountain", "underwater")
ROUTE_LENGTHS: frozenset[int] = frozenset({1, 2, 3, 4, 5, 6, 8})


class MapError(ValueError):
    """A map file that breaks the rules every map keeps; the message says how."""


@dataclass(frozen=True)
class Place:
    """A place on the map: an oil field, a drilling platform, a refinery or a port."""

    id: int
    key: str
    name: str
    kind: str
    x: float  # 0..1 from west to east, for drawing
    y: float  # 0..1 from north to south


@dataclass(frozen=True)
class Route:
    """A route (Trasse) between two places; paint 0–7 or GREY."""

    id: int
    a: int
    b: int
    length: int
    paint: int
    mountain: bool
    buoys: int  # jokers an underwater route needs (0 on land)
    twin: int | None  # the parallel strand of a double route

    @property
    def underwater(self) -> bool:
        """Whether the route runs under water (Bojen)."""
        return self.buoys > 0

    def other_end(self, place: int) -> int:
        """The place at the other end from this one."""
        return self.b if place == self.a else self.a


@dataclass(frozen=True)
class Contract:
    """A delivery contract (Lieferauftrag) between two places, worth its value."""

    id: int
    a: int
    b: int
    value: int
    long: bool  # a long-distance contract (Fernauftrag)


@dataclass(frozen=True)
class PipeMap:
    """A whole map: its places, routes and contracts, and the routes at each place."""

    key: str
    names: dict[str, str]  # by language
    segments: int  # pipe segments per company
    places: tuple[Place, ...]
    routes: tuple[Route, ...]
    contracts: tuple[Contract, ...]
    routes_at: tuple[tuple[int, ...], ...]  # by place: the routes touching it

    def place_id(self, key: str) -> int:
        """The id of a place by its key; KeyError when there is none."""
        for place in self.places:
            if place.key == key:
                return place.id
        raise KeyError(key)


def pipe_map_from_dict(data: Any) -> PipeMap:
    """A map from data in the file layout; MapError in words when it cannot be read."""
    try:
        places = tuple(
            Place(
                number, str(p["key"]), str(p["name"]), str(p["kind"]), float(p["x"]), float(p["y"])
            )
            for number, p in enumerate(data["places"])
        )
        ids = {place.key: place.id for place in places}
        if len(ids) != len(places):
            raise MapError("two places share a key")
        routes = tuple(
            Route(
                number,
                _place(ids, r["a"]),
                _place(ids, r["b"]),
                int(r["length"]),
                _paint(r["paint"]),
                r["kind"] == "mountain",
                int(r.get("buoys", 0)),
                None if r.get("twin") is None else int(r["twin"]),
            )
            for number, r in enumerate(data["routes"])
        )
        kinds = [str(r["kind"]) for r in data["routes"]]
        unknown = sorted(set(kinds) - set(ROUTE_KINDS))
        if unknown:
            raise MapError(f"unknown route kinds: {', '.join(unknown)}")
        for number, r in enumerate(data["routes"]):
            if (r["kind"] == "underwater") != (int(r.get("buoys", 0)) >= 1):
                raise MapError(
                    f"route {number} is '{r['kind']}' with {r.get('buoys', 0)} buoys "
                    "(underwater routes need buoys, others have none)"
                )
        contracts = tuple(
            Contract(
                number, _place(ids, c["a"]), _place(ids, c["b"]), int(c["value"]), bool(c["long"])
            )
            for number, c in enumerate(data["contracts"])
        )
        routes_at = tuple(
            tuple(route.id for route in routes if place.id in (route.a, route.b))
            for place in places
        )
        names = {str(language): str(name) for language, name in dict(data["name"]).items()}
        return PipeMap(
            str(data["key"]), names, int(data["segments"]), places, routes, contracts, routes_at
        )
    except MapError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise MapError(f"the map data cannot be read: {error!r}") from error


def _place(ids: dict[str, int], key: Any) -> int:
    """The id of a place named in a route or contract."""
    if key not in ids:
        raise MapError(f"'{key}' is no place of the map")
    return ids[key]


def _paint(key: Any) -> int:
    """A route's paint from its key (a paint or grey, never a joker)."""
    paint = paint_of_key(str(key))
    if paint != GREY and not 0 <= paint < PAINTS:
        raise MapError(f"a route cannot be painted '{key}'")
    return paint


@cache
def load_map(key: str) -> PipeMap:
    """A map by its key, read once from its data file; MapError in words when it is damaged."""
    if key not in MAP_KEYS:
        raise MapError(f"there is no map '{key}' (maps: {', '.join(MAP_KEYS)})")
    with (MAP_FOLDER / f"{key}.json").open(encoding="utf-8") as file:
        pipe_map = pipe_map_from_dict(json.load(file))
    problems = map_problems(pipe_map)
    if problems:
        raise MapError(f"the map '{key}' is damaged: " + "; ".join(problems))
    return pipe_map


def map_problems(pipe_map: PipeMap) -> list[str]:
    """Every rule the map breaks, in words (empty for a proper map)."""
    problems: list[str] = []
    places = pipe_map.places
    for place in places:
        if place.kind not in PLACE_KINDS:
            problems.append(f"{place.key} has the unknown kind '{place.kind}'")
        if not (0.0 <= place.x <= 1.0 and 0.0 <= place.y <= 1.0):
            problems.append(f"{place.key} lies outside the map")
    for route in pipe_map.routes:
        name = f"route {route.id} ({places[route.a].key}–{places[route.b].key})"
        if route.a == route.b:
            problems.append(f"{name} starts and ends at the same place")
        if route.length not in ROUTE_LENGTHS:
            problems.append(f"{name} has the length {route.length} (allowed: 1–6 and 8)")
        if route.buoys < 0 or route.buoys > route.length:
            problems.append(f"{name} has {route.buoys} buoys")
        if route.mountain and route.buoys:
            problems.append(f"{name} runs over mountains and under water at once")
        platform_end = "platform" in (places[route.a].kind, places[route.b].kind)
        if platform_end and not route.buoys:
            problems.append(f"{name} reaches a drilling platform but not under water")
        if route.twin is not None:
            problems.extend(_twin_problems(pipe_map, route, name))
    for contract in pipe_map.contracts:
        if contract.a == contract.b:
            problems.append(f"contract {contract.id} joins a place with itself")
        if contract.value <= 0:
            problems.append(f"contract {contract.id} is worth {contract.value}")
    if pipe_map.segments <= 0:
        problems.append(f"each company would have {pipe_map.segments} pipe segments")
    unreached = set(range(len(places))) - _reached(pipe_map)
    if unreached:
        keys = ", ".join(sorted(places[place].key for place in unreached))
        problems.append(f"not connected to the rest of the map: {keys}")
    return problems


def _twin_problems(pipe_map: PipeMap, route: Route, name: str) -> list[str]:
    """What is wrong with a double route's pairing."""
    twin_id = route.twin
    if twin_id is None or not 0 <= twin_id < len(pipe_map.routes) or twin_id == route.id:
        return [f"{name} names the strand {twin_id}, which does not exist"]
    twin = pipe_map.routes[twin_id]
    problems: list[str] = []
    if twin.twin != route.id:
        problems.append(f"{name} and its strand {twin_id} do not name each other")
    if {twin.a, twin.b} != {route.a, route.b}:
        problems.append(f"{name} and its strand {twin_id} join different places")
    if twin.length != route.length:
        problems.append(f"{name} and its strand {twin_id} differ in length")
    return problems


def _reached(pipe_map: PipeMap) -> set[int]:
    """The places reachable from the first place along the routes."""
    if not pipe_map.places:
        return set()
    seen = {0}
    queue = [0]
    while queue:
        place = queue.pop()
        for route_id in pipe_map.routes_at[place]:
            other = pipe_map.routes[route_id].other_end(place)
            if other not in seen:
                seen.add(other)
                queue.append(other)
    return seen


def paint_key(paint: int) -> str:
    """The data-file key of a route paint."""
    return "grey" if paint == GREY else PAINT_KEYS[paint]
