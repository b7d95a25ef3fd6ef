"""The Speedpipe map's geometry: every route's fields lie between its places, no two fields and
no two places overlap (a double route's strands side by side), the world takes the aspect of
the map's area, and a map file the game does not ship yet is laid out the same way."""

from __future__ import annotations

import itertools
import math

import pytest

from game.client.scenes.tables.speedpipe.map_geometry import (
    ASPECTS,
    CANVAS_ASPECT,
    END_GAP,
    FIELD_WIDTH,
    PLACE_RADIUS,
    STRAND_GAP,
    WORLD_HEIGHT,
    MapGeometry,
    Point,
    Quad,
    geometry_of,
    world_aspect,
)
from game.rules.speedpipe.maps import MAP_KEYS, load_map, pipe_map_from_dict
from tests.rules.speedpipe.scenario import fixture_data

ASPECTS_TRIED = (CANVAS_ASPECT, world_aspect(1400, 632), ASPECTS[0])


def _projection(point: Point, a: Point, b: Point) -> tuple[float, float]:
    """How far along a→b (0 at a, 1 at b) and how far aside a point lies."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    along = ((point[0] - a[0]) * dx + (point[1] - a[1]) * dy) / (length * length)
    aside = abs((point[0] - a[0]) * dy - (point[1] - a[1]) * dx) / length
    return along, aside


def _separated(first: Quad, second: Quad) -> bool:
    """Whether two convex quads lie apart (an axis of one of their edges separates them)."""
    for quad in (first, second):
        for index in range(4):
            (ax, ay), (bx, by) = quad[index], quad[(index + 1) % 4]
            axis = (ay - by, bx - ax)
            first_span = [p[0] * axis[0] + p[1] * axis[1] for p in first]
            second_span = [p[0] * axis[0] + p[1] * axis[1] for p in second]
            if max(first_span) <= min(second_span) or max(second_span) <= min(first_span):
                return True
    return False


@pytest.mark.parametrize("map_key", MAP_KEYS)
@pytest.mark.parametrize("aspect", ASPECTS_TRIED)
def test_every_field_lies_between_its_places_and_off_their_symbols(
    map_key: str, aspect: float
) -> None:
    geometry = geometry_of(load_map(map_key), aspect)
    for route in geometry.pipe_map.routes:
        a, b = geometry.places[route.a], geometry.places[route.b]
        shape = geometry.routes[route.id]
        assert len(shape.fields) == route.length
        offset = 0.0 if route.twin is None else (FIELD_WIDTH + STRAND_GAP) / 2
        for quad in shape.fields:
            for corner in quad:
                along, aside = _projection(corner, a, b)
                assert 0 < along < 1, (route.id, corner)
                assert aside <= offset + FIELD_WIDTH / 2 + 1e-6
                for place in (a, b):
                    assert math.dist(corner, place) > PLACE_RADIUS
        # The fields run in order from one end to the other without overlapping.
        centres = [_projection(shape.field_centre(i), a, b)[0] for i in range(route.length)]
        assert centres == sorted(centres) or centres == sorted(centres, reverse=True)


@pytest.mark.parametrize("map_key", MAP_KEYS)
@pytest.mark.parametrize("aspect", ASPECTS_TRIED)
def test_no_two_fields_overlap_and_double_strands_lie_side_by_side(
    map_key: str, aspect: float
) -> None:
    geometry = geometry_of(load_map(map_key), aspect)
    fields = [(shape.route, quad) for shape in geometry.routes for quad in shape.fields]
    for (first_route, first), (second_route, second) in itertools.combinations(fields, 2):
        if first_route != second_route:
            assert _separated(first, second), (first_route, second_route)
    doubles = [route for route in geometry.pipe_map.routes if route.twin is not None]
    assert doubles
    for route in doubles:
        mine, theirs = geometry.routes[route.id], geometry.routes[route.twin]
        gap = math.dist(mine.centre, theirs.centre)
        assert gap == pytest.approx(FIELD_WIDTH + STRAND_GAP)


@pytest.mark.parametrize("map_key", MAP_KEYS)
@pytest.mark.parametrize("aspect", ASPECTS_TRIED)
def test_no_two_places_overlap_and_all_lie_inside_the_world(map_key: str, aspect: float) -> None:
    geometry = geometry_of(load_map(map_key), aspect)
    for first, second in itertools.combinations(geometry.places, 2):
        assert math.dist(first, second) > 2 * END_GAP
    for x, y in geometry.places:
        assert PLACE_RADIUS < x < geometry.width - PLACE_RADIUS
        assert PLACE_RADIUS < y < geometry.height - PLACE_RADIUS


def test_the_world_takes_the_aspect_of_the_maps_area() -> None:
    pipe_map = load_map("main")
    for width, height in ((1920, 1080), (1400, 632), (1500, 1000)):
        geometry = geometry_of(pipe_map, world_aspect(width, height))
        assert geometry.height == WORLD_HEIGHT
        assert geometry.width / geometry.height == pytest.approx(width / height, abs=0.03)
    # A few pixels more or less give the same world; areas beyond the limits the nearest one.
    assert world_aspect(1400, 632) == world_aspect(1402, 631)
    assert world_aspect(4000, 500) == ASPECTS[1]
    with pytest.raises(ValueError, match="aspect"):
        geometry_of(pipe_map, 5.0)


@pytest.mark.parametrize("map_key", MAP_KEYS)
def test_each_field_and_place_is_found_at_its_own_points(map_key: str) -> None:
    geometry = geometry_of(load_map(map_key))
    for shape in geometry.routes:
        for index in range(len(shape.fields)):
            assert geometry.route_at(shape.field_centre(index)) == shape.route
        assert geometry.route_at(geometry.route_centre(shape.route)) == shape.route
    for place, point in enumerate(geometry.places):
        assert geometry.place_at(point) == place
        assert geometry.route_at(point) is None
    assert geometry.place_at((1.0, 1.0)) is None
    with pytest.raises(ValueError, match="no route"):
        geometry.route_centre(len(geometry.routes))


def _small_map_data() -> dict[str, object]:
    """A map file of a map the game does not have: four places, a double route, a platform."""
    places = [
        {"key": "quelle", "name": "Quelle", "kind": "oil_field", "x": 0.2, "y": 0.3},
        {"key": "werk", "name": "Werk", "kind": "refinery", "x": 0.7, "y": 0.3},
        {"key": "hafen", "name": "Hafen", "kind": "port", "x": 0.5, "y": 0.8},
        {"key": "insel", "name": "Insel", "kind": "platform", "x": 0.9, "y": 0.9},
    ]
    routes = [
        {"a": "quelle", "b": "werk", "length": 4, "paint": "rot", "kind": "plain", "twin": 1},
        {"a": "quelle", "b": "werk", "length": 4, "paint": "blau", "kind": "plain", "twin": 0},
        {"a": "werk", "b": "hafen", "length": 3, "paint": "grey", "kind": "mountain"},
        {
            "a": "hafen",
            "b": "insel",
            "length": 2,
            "paint": "gelb",
            "kind": "underwater",
            "buoys": 1,
        },
        {"a": "quelle", "b": "hafen", "length": 3, "paint": "gruen", "kind": "plain"},
    ]
    return {
        "key": "probe",
        "name": {"de": "Probe", "en": "Probe"},
        "segments": 20,
        "places": places,
        "routes": routes,
        "contracts": [{"a": "quelle", "b": "insel", "value": 6, "long": False}],
    }


def test_a_map_file_the_game_does_not_ship_is_laid_out_as_well() -> None:
    pipe_map = pipe_map_from_dict(_small_map_data())
    geometry = geometry_of(pipe_map)
    assert isinstance(geometry, MapGeometry)
    assert [len(shape.fields) for shape in geometry.routes] == [4, 4, 3, 2, 3]
    assert _separated(geometry.routes[0].fields[0], geometry.routes[1].fields[0])
    for shape in geometry.routes:
        assert geometry.route_at(geometry.route_centre(shape.route)) == shape.route


def test_a_map_whose_places_crowd_together_still_gets_every_field() -> None:
    """The rules' test map puts its places on one line close together: no route is refused."""
    pipe_map = pipe_map_from_dict(fixture_data())
    geometry = geometry_of(pipe_map)
    for route in pipe_map.routes:
        shape = geometry.routes[route.id]
        assert len(shape.fields) == route.length
        assert all(math.dist(quad[0], quad[1]) > 0 for quad in shape.fields)
