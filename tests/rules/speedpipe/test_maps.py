"""Speedpipe's two maps: their data files load cleanly and keep the proportions the design asks
for (places, routes, paints, doubles, mountains, underwater routes, contracts), and the loader
names broken maps in words."""

from __future__ import annotations

import heapq
import json
import math
from collections import Counter, deque
from typing import Any

import pytest

from game.rules.speedpipe.catalogue import GREY, PAINTS
from game.rules.speedpipe.maps import (
    MAP_FOLDER,
    MAP_KEYS,
    MapError,
    PipeMap,
    Route,
    load_map,
    map_problems,
    pipe_map_from_dict,
)

# What each map must hold: counts, contract ranges, segments per company.
REQUIRED: dict[str, dict[str, Any]] = {
    "main": {
        "places": 35,
        "routes": 90,
        "segments": 45,
        "long": (6, 20, 21),
        "short": (40, 5, 13),
        "doubles": (12, 16),
    },
    "petronia": {
        "places": 22,
        "routes": 50,
        "segments": 40,
        "long": (5, 15, 17),
        "short": (26, 4, 11),
        "doubles": (6, 12),
    },
}
ROUTE_FIELDS = {"a", "b", "length", "paint", "kind", "buoys", "twin"}
MIN_PLACE_DISTANCE = 0.07  # room for a place's circle and its name when drawn
MAX_COMPANIES = 5


def _raw(key: str) -> dict[str, Any]:
    """The map's data file as read from disk (a fresh copy on every call)."""
    with (MAP_FOLDER / f"{key}.json").open(encoding="utf-8") as file:
        return json.load(file)


def _reached(pipe_map: PipeMap, start: int) -> set[int]:
    """The places reachable from start along any routes."""
    seen = {start}
    queue = deque([start])
    while queue:
        place = queue.popleft()
        for route_id in pipe_map.routes_at[place]:
            other = pipe_map.routes[route_id].other_end(place)
            if other not in seen:
                seen.add(other)
                queue.append(other)
    return seen


def _fields_from(pipe_map: PipeMap, start: int) -> list[float]:
    """The fewest route fields from start to every place."""
    best = [math.inf] * len(pipe_map.places)
    best[start] = 0
    heap = [(0, start)]
    while heap:
        fields, place = heapq.heappop(heap)
        if fields > best[place]:
            continue
        for route_id in pipe_map.routes_at[place]:
            route = pipe_map.routes[route_id]
            other = route.other_end(place)
            if fields + route.length < best[other]:
                best[other] = fields + route.length
                heapq.heappush(heap, (best[other], other))
    return best


def _distance(pipe_map: PipeMap, route: Route) -> float:
    """The drawn distance between a route's two places."""
    a, b = pipe_map.places[route.a], pipe_map.places[route.b]
    return math.hypot(a.x - b.x, a.y - b.y)


def _crosses(p: tuple[float, float], q: tuple[float, float], r: tuple, s: tuple) -> bool:
    """Whether the segments p–q and r–s cross at an inner point of both."""

    def side(a: tuple, b: tuple, c: tuple) -> float:
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])

    return (side(r, s, p) > 0) != (side(r, s, q) > 0) and (side(p, q, r) > 0) != (side(p, q, s) > 0)


def _point_to_segment(p: tuple, a: tuple, b: tuple) -> float:
    """The distance from point p to the segment a–b."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def _paint_fields(pipe_map: PipeMap) -> Counter[int]:
    """Route fields per paint (GREY included)."""
    fields: Counter[int] = Counter()
    for route in pipe_map.routes:
        fields[route.paint] += route.length
    return fields


# ---- loading ---------------------------------------------------------------------------------


@pytest.mark.parametrize("key", MAP_KEYS)
def test_each_map_loads_without_problems(key: str) -> None:
    """Both data files load and break none of the rules map_problems knows."""
    pipe_map = load_map(key)
    assert pipe_map.key == key
    assert map_problems(pipe_map) == []
    assert set(pipe_map.names) == {"de", "en"} and all(pipe_map.names.values())


def test_load_map_refuses_an_unknown_key_in_words() -> None:
    """Asking for a map that does not exist names the map and the ones there are."""
    with pytest.raises(MapError, match="there is no map 'atlantis'.*main, petronia"):
        load_map("atlantis")


@pytest.mark.parametrize("key", MAP_KEYS)
def test_the_data_files_hold_exactly_the_documented_fields(key: str) -> None:
    """Every route names exactly the documented fields; kind and buoys agree (underwater routes
    need buoys, all others have none), so nothing is lost in loading."""
    data = _raw(key)
    for number, route in enumerate(data["routes"]):
        assert set(route) == ROUTE_FIELDS, number
        assert (route["kind"] == "underwater") == (route["buoys"] >= 1), number
    for place in data["places"]:
        assert set(place) == {"key", "name", "kind", "x", "y"}
    for contract in data["contracts"]:
        assert set(contract) == {"a", "b", "value", "long"}


@pytest.mark.parametrize("key", MAP_KEYS)
def test_place_keys_are_lowercase_ascii_and_names_unique(key: str) -> None:
    """Keys are plain lowercase ascii words; no two places share a key or a name."""
    places = load_map(key).places
    for place in places:
        assert place.key.isascii() and place.key.isidentifier() and place.key == place.key.lower()
        assert place.name and place.name[0].isupper()
    assert len({place.key for place in places}) == len(places)
    assert len({place.name for place in places}) == len(places)


def test_the_two_maps_share_no_place() -> None:
    """Petronia is a map of its own: none of its places appears on the main map."""
    main = {place.key for place in load_map("main").places}
    petronia = {place.key for place in load_map("petronia").places}
    assert not main & petronia


# ---- counts and graph ------------------------------------------------------------------------


@pytest.mark.parametrize("key", MAP_KEYS)
def test_counts_of_places_routes_contracts_and_segments(key: str) -> None:
    """Each map has the places, routes, segments and long/short contracts the design asks for,
    and every kind of place."""
    pipe_map, need = load_map(key), REQUIRED[key]
    assert len(pipe_map.places) >= need["places"]
    assert len(pipe_map.routes) >= need["routes"]
    assert pipe_map.segments == need["segments"]
    longs = [contract for contract in pipe_map.contracts if contract.long]
    shorts = [contract for contract in pipe_map.contracts if not contract.long]
    assert len(longs) == need["long"][0]
    assert len(shorts) == need["short"][0]
    assert {place.kind for place in pipe_map.places} == {
        "oil_field",
        "platform",
        "refinery",
        "port",
    }


@pytest.mark.parametrize("key", MAP_KEYS)
def test_the_map_has_fields_enough_for_five_full_companies(key: str) -> None:
    """The routes hold at least 10 % more fields than five companies have segments."""
    pipe_map = load_map(key)
    fields = sum(route.length for route in pipe_map.routes)
    assert fields >= 1.1 * MAX_COMPANIES * pipe_map.segments


@pytest.mark.parametrize("key", MAP_KEYS)
def test_the_graph_is_connected(key: str) -> None:
    """Every place can be reached from every other along the routes."""
    pipe_map = load_map(key)
    assert _reached(pipe_map, 0) == set(range(len(pipe_map.places)))
    assert all(pipe_map.routes_at[place.id] for place in pipe_map.places)


@pytest.mark.parametrize("key", MAP_KEYS)
def test_every_contract_joins_two_connected_places(key: str) -> None:
    """A contract names two different places that routes join."""
    pipe_map = load_map(key)
    for contract in pipe_map.contracts:
        assert contract.a != contract.b
        assert contract.b in _reached(pipe_map, contract.a)


@pytest.mark.parametrize("key", MAP_KEYS)
def test_double_routes_pair_up(key: str) -> None:
    """The strands of a double route name each other, join the same two places with the same
    length, differ in paint (or one is grey), and run over land; other routes never join the
    same two places twice."""
    pipe_map, (fewest, most) = load_map(key), REQUIRED[key]["doubles"]
    pairs = set()
    for route in pipe_map.routes:
        if route.twin is None:
            continue
        twin = pipe_map.routes[route.twin]
        assert twin.twin == route.id
        assert {twin.a, twin.b} == {route.a, route.b} and twin.length == route.length
        assert twin.paint != route.paint
        assert not route.buoys and not twin.buoys
        pairs.add(frozenset((route.id, twin.id)))
    assert fewest <= len(pairs) <= most
    joined = Counter(frozenset((route.a, route.b)) for route in pipe_map.routes)
    doubled = {frozenset((route.a, route.b)) for route in pipe_map.routes if route.twin is not None}
    assert {ends for ends, count in joined.items() if count > 1} == doubled
    assert max(joined.values()) == 2


# ---- lengths and drawing ---------------------------------------------------------------------


@pytest.mark.parametrize("key", MAP_KEYS)
def test_lengths_are_1_to_6_or_8_with_a_model_like_mix(key: str) -> None:
    """No route is 7 long; the mix is mostly 2, 3 and 4 with some 1s and some 5s or 6s."""
    lengths = Counter(route.length for route in load_map(key).routes)
    assert set(lengths) <= {1, 2, 3, 4, 5, 6, 8} and 7 not in lengths
    total = sum(lengths.values())
    assert (lengths[2] + lengths[3] + lengths[4]) / total >= 0.6
    assert lengths[1] >= 2 and lengths[5] + lengths[6] >= 3


def test_the_main_map_has_one_or_two_routes_of_8() -> None:
    """The main map's longest pipelines: exactly one or two routes of 8 fields."""
    assert Counter(route.length for route in load_map("main").routes)[8] in (1, 2)


@pytest.mark.parametrize("key", MAP_KEYS)
def test_lengths_follow_the_drawn_distance(key: str) -> None:
    """A route two or more fields shorter than another is always drawn shorter, and fields per
    drawn distance stay within a factor of 2.5 across the map."""
    pipe_map = load_map(key)
    routes = pipe_map.routes
    for short in routes:
        for long in routes:
            if short.length <= long.length - 2:
                assert _distance(pipe_map, short) < _distance(pipe_map, long), (short, long)
    per_field = [_distance(pipe_map, route) / route.length for route in routes]
    assert max(per_field) <= 2.5 * min(per_field)


@pytest.mark.parametrize("key", MAP_KEYS)
def test_places_lie_on_the_map_with_room_between_them(key: str) -> None:
    """Positions lie in 0..1 and no two places are closer than the minimum drawing distance."""
    places = load_map(key).places
    for place in places:
        assert 0.0 <= place.x <= 1.0 and 0.0 <= place.y <= 1.0
    for first in places:
        for second in places[first.id + 1 :]:
            gap = math.hypot(first.x - second.x, first.y - second.y)
            assert gap >= MIN_PLACE_DISTANCE, (first.key, second.key)


@pytest.mark.parametrize("key", MAP_KEYS)
def test_routes_neither_cross_nor_pass_through_places(key: str) -> None:
    """Drawn straight, no two routes cross and no route runs within 0.03 of a foreign place."""
    pipe_map = load_map(key)
    point = [(place.x, place.y) for place in pipe_map.places]
    ends = sorted({(min(r.a, r.b), max(r.a, r.b)) for r in pipe_map.routes})
    for number, (a, b) in enumerate(ends):
        for c, d in ends[number + 1 :]:
            if {a, b} & {c, d}:
                continue
            assert not _crosses(point[a], point[b], point[c], point[d]), (a, b, c, d)
        for place in range(len(point)):
            if place not in (a, b):
                assert _point_to_segment(point[place], point[a], point[b]) >= 0.03, (a, b, place)


# ---- paints and kinds ------------------------------------------------------------------------


@pytest.mark.parametrize("key", MAP_KEYS)
def test_the_paints_are_balanced_and_about_a_sixth_is_grey(key: str) -> None:
    """Each paint's route fields lie within 25 % of every other paint's; grey holds 13–21 % of
    all route fields."""
    fields = _paint_fields(load_map(key))
    painted = [fields[paint] for paint in range(PAINTS)]
    assert min(painted) > 0 and max(painted) <= 1.25 * min(painted)
    share = fields[GREY] / sum(fields.values())
    assert 0.13 <= share <= 0.21


@pytest.mark.parametrize("key", MAP_KEYS)
def test_mountain_and_underwater_shares(key: str) -> None:
    """About a tenth of the routes are Gebirgsleitungen and about a twelfth run under water
    (each between 5 % and 14 %); some underwater routes are grey, some painted."""
    routes = load_map(key).routes
    mountain = [route for route in routes if route.mountain]
    underwater = [route for route in routes if route.underwater]
    assert 0.05 <= len(mountain) / len(routes) <= 0.14
    assert 0.05 <= len(underwater) / len(routes) <= 0.14
    assert {route.paint == GREY for route in underwater} == {True, False}


@pytest.mark.parametrize("key", MAP_KEYS)
def test_platforms_lie_only_on_underwater_routes_with_buoys(key: str) -> None:
    """Every route at a drilling platform runs under water; underwater routes carry 1 or 2
    buoys, other routes none; no route is both mountain and underwater."""
    pipe_map = load_map(key)
    for route in pipe_map.routes:
        kinds = {pipe_map.places[route.a].kind, pipe_map.places[route.b].kind}
        if "platform" in kinds:
            assert route.underwater, route
        assert route.buoys in ((1, 2) if route.underwater else (0,))
        assert not (route.mountain and route.underwater)
    platforms = [place for place in pipe_map.places if place.kind == "platform"]
    assert platforms and all(len(pipe_map.routes_at[place.id]) >= 2 for place in platforms)


@pytest.mark.parametrize("key", MAP_KEYS)
def test_mountain_routes_form_one_range(key: str) -> None:
    """The Gebirgsleitungen lie together: their places form one connected range."""
    pipe_map = load_map(key)
    mountain = [route for route in pipe_map.routes if route.mountain]
    places = {route.a for route in mountain} | {route.b for route in mountain}
    start = next(iter(places))
    seen, queue = {start}, [start]
    while queue:
        place = queue.pop()
        for route in mountain:
            if place in (route.a, route.b) and route.other_end(place) not in seen:
                seen.add(route.other_end(place))
                queue.append(route.other_end(place))
    assert seen == places


# ---- contracts -------------------------------------------------------------------------------


@pytest.mark.parametrize("key", MAP_KEYS)
def test_contract_values_follow_the_shortest_connection(key: str) -> None:
    """Each contract's value lies in its deck's range and differs by at most one from the fewest
    route fields joining its two places."""
    pipe_map, need = load_map(key), REQUIRED[key]
    for contract in pipe_map.contracts:
        _count, low, high = need["long"] if contract.long else need["short"]
        assert low <= contract.value <= high, contract
        fields = _fields_from(pipe_map, contract.a)[contract.b]
        assert abs(contract.value - fields) <= 1, (contract, fields)


@pytest.mark.parametrize("key", MAP_KEYS)
def test_long_contracts_join_far_apart_places(key: str) -> None:
    """A long contract's places lie at least 70 % of the map's widest connection apart, and no
    place begins two long contracts."""
    pipe_map = load_map(key)
    table = [_fields_from(pipe_map, place.id) for place in pipe_map.places]
    widest = max(max(row) for row in table)
    longs = [contract for contract in pipe_map.contracts if contract.long]
    for contract in longs:
        assert table[contract.a][contract.b] >= 0.7 * widest, contract
    ends = [place for contract in longs for place in (contract.a, contract.b)]
    assert len(set(ends)) == len(ends)


@pytest.mark.parametrize("key", MAP_KEYS)
def test_contracts_cover_the_map_without_repeats(key: str) -> None:
    """Every place appears in some contract, none in more than four, no pair twice, and the
    short values spread over their whole range."""
    pipe_map, need = load_map(key), REQUIRED[key]
    uses = Counter(place for c in pipe_map.contracts for place in (c.a, c.b))
    assert set(uses) == {place.id for place in pipe_map.places}
    assert max(uses.values()) <= 4
    pairs = [frozenset((contract.a, contract.b)) for contract in pipe_map.contracts]
    assert len(set(pairs)) == len(pairs)
    _count, low, high = need["short"]
    values = {contract.value for contract in pipe_map.contracts if not contract.long}
    assert values == set(range(low, high + 1))


# ---- broken copies ---------------------------------------------------------------------------


def _route_index(data: dict[str, Any], twin: bool) -> int:
    """The first route in the data with (or without) a twin."""
    return next(n for n, route in enumerate(data["routes"]) if (route["twin"] is None) != twin)


def _break_twin(data: dict[str, Any]) -> None:
    """Point a double route's strand at an unrelated route."""
    strand = _route_index(data, twin=True)
    data["routes"][strand]["twin"] = _route_index(data, twin=False)


def _break_length(data: dict[str, Any]) -> None:
    """Give a plain route the forbidden length 7."""
    data["routes"][_route_index(data, twin=False)]["length"] = 7


def _break_platform(data: dict[str, Any]) -> None:
    """Lay a platform's route over land."""
    platform = next(place["key"] for place in data["places"] if place["kind"] == "platform")
    route = next(r for r in data["routes"] if platform in (r["a"], r["b"]))
    route["kind"], route["buoys"] = "plain", 0


def _break_island(data: dict[str, Any]) -> None:
    """Add a place no route reaches."""
    data["places"].append(
        {"key": "nirgendwo", "name": "Nirgendwo", "kind": "port", "x": 0.5, "y": 0.5}
    )


def _break_position(data: dict[str, Any]) -> None:
    """Move a place off the map."""
    data["places"][0]["x"] = 1.5


BREAKAGES = [
    (_break_twin, "do not name each other"),
    (_break_length, "has the length 7"),
    (_break_platform, "reaches a drilling platform but not under water"),
    (_break_island, "not connected to the rest of the map: nirgendwo"),
    (_break_position, "lies outside the map"),
]


@pytest.mark.parametrize("key", MAP_KEYS)
@pytest.mark.parametrize(("breakage", "words"), BREAKAGES)
def test_map_problems_names_a_broken_copy(key: str, breakage: Any, words: str) -> None:
    """A copy of the map with one fault loads, and map_problems names the fault in words."""
    data = _raw(key)
    assert map_problems(pipe_map_from_dict(data)) == []
    breakage(data)
    problems = map_problems(pipe_map_from_dict(data))
    assert any(words in problem for problem in problems), problems


@pytest.mark.parametrize("key", MAP_KEYS)
@pytest.mark.parametrize(("kind", "buoys"), [("mountain", 1), ("plain", 2), ("underwater", 0)])
def test_a_route_whose_kind_and_buoys_disagree_is_refused_in_words(
    key: str, kind: str, buoys: int
) -> None:
    """Buoys only under water, and under water always buoys: anything else cannot be read."""
    data = _raw(key)
    data["routes"][0]["kind"] = kind
    data["routes"][0]["buoys"] = buoys
    with pytest.raises(MapError, match="underwater routes need buoys, others have none"):
        pipe_map_from_dict(data)


@pytest.mark.parametrize("key", MAP_KEYS)
def test_a_route_to_an_unknown_place_is_refused_in_words(key: str) -> None:
    """A route or contract naming a place the map lacks cannot be read at all."""
    data = _raw(key)
    data["routes"][0]["b"] = "atlantis"
    with pytest.raises(MapError, match="'atlantis' is no place of the map"):
        pipe_map_from_dict(data)
    data = _raw(key)
    data["contracts"][0]["a"] = "atlantis"
    with pytest.raises(MapError, match="'atlantis' is no place of the map"):
        pipe_map_from_dict(data)


@pytest.mark.parametrize("key", MAP_KEYS)
def test_unknown_paints_and_route_kinds_are_refused_in_words(key: str) -> None:
    """A route painted 'joker' or 'pink', or of an unknown kind, cannot be read."""
    for field, value, words in (
        ("paint", "joker", "cannot be painted 'joker'"),
        ("paint", "pink", "'pink' is no paint"),
        ("kind", "bridge", "unknown route kinds: bridge"),
    ):
        data = _raw(key)
        data["routes"][0][field] = value
        with pytest.raises(MapError, match=words):
            pipe_map_from_dict(data)
