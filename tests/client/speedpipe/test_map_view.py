"""The Speedpipe map view: picking exact at every zoom (routes and places at their centres after
zooming in, out and panning, and at the very edges of a field), taps reaching the table, pan and
zoom by drags, the wheel, pinches and keys, the zoom's limits, and fit showing the whole map."""

from __future__ import annotations

import math

import pygame
import pytest

from game.client.intents import Intent, IntentKind
from game.client.scenes.tables.speedpipe.map_camera import LEAST_ZOOM, MOST_ZOOM, ZOOM_STEP
from game.client.scenes.tables.speedpipe.map_view import MapView
from tests.client.speedpipe.map_games import CANVAS_RECT, TABLE_RECT, late_state, map_view

Point = tuple[float, float]


def _visible_routes(view: MapView) -> list[int]:
    """The routes whose middle field lies well inside the view."""
    inner = view.rect.inflate(-8, -8)
    return [
        route
        for route in range(len(late_state().map.routes))
        if inner.collidepoint(view.route_centre(route))
    ]


def _visible_places(view: MapView) -> list[int]:
    """The places whose centre lies well inside the view."""
    inner = view.rect.inflate(-8, -8)
    return [
        place
        for place in range(len(late_state().map.places))
        if inner.collidepoint(view.place_centre(place))
    ]


def _everything_picked_back(view: MapView) -> int:
    """Checks route_at and place_at at every visible route's and place's centre; how many."""
    routes = _visible_routes(view)
    places = _visible_places(view)
    for route in routes:
        assert view.route_at(view.route_centre(route)) == route
        assert view.place_at(view.route_centre(route)) is None
    for place in places:
        assert view.place_at(view.place_centre(place)) == place
    return len(routes) + len(places)


@pytest.mark.parametrize("rect", [TABLE_RECT, CANVAS_RECT])
def test_routes_and_places_are_picked_back_at_three_zooms_and_after_panning(
    rect: pygame.Rect,
) -> None:
    view = map_view(rect)
    total = len(late_state().map.routes) + len(late_state().map.places)
    assert _everything_picked_back(view) == total  # fit: all of them
    view.zoom_by(2.7, (rect.x + rect.width * 0.3, rect.y + rect.height * 0.6))
    assert 0 < _everything_picked_back(view) < total
    view.pan_by(-311.4, 127.6)
    assert _everything_picked_back(view) > 0
    view.zoom_by(1 / 1.9, (rect.x + 17.5, rect.bottom - 40.25))
    assert _everything_picked_back(view) > 0
    view.pan_by(93.3, -51.7)
    assert _everything_picked_back(view) > 0


def _inside(quad: list[Point], by: float) -> list[Point]:
    """The corners of a quad moved by pixels towards its centre."""
    cx = sum(p[0] for p in quad) / 4
    cy = sum(p[1] for p in quad) / 4
    moved = []
    for x, y in quad:
        length = math.hypot(cx - x, cy - y)
        moved.append((x + (cx - x) / length * by, y + (cy - y) / length * by))
    return moved


@pytest.mark.parametrize("zoom", [1.0, 2.2, MOST_ZOOM])
def test_a_field_is_picked_to_its_very_edges_and_not_beyond(zoom: float) -> None:
    view = map_view(CANVAS_RECT)
    view.zoom_by(zoom, CANVAS_RECT.center)
    geometry = view.geometry
    assert geometry is not None
    checked = 0
    for route in _visible_routes(view):
        shape = geometry.routes[route]
        nx, ny = shape.normal
        for quad in shape.fields:
            corners = [view.camera.to_screen(p) for p in quad]
            if not all(view.rect.collidepoint(p) for p in corners):
                continue
            for point in _inside(corners, 0.75):
                assert view.route_at(point) == route
            # Just beyond each long side, the route is no longer there.
            middle = view.camera.to_screen(
                ((quad[0][0] + quad[2][0]) / 2, (quad[0][1] + quad[2][1]) / 2)
            )
            reach = geometry_half_width_on_screen(view) + 0.75
            for side in (1, -1):
                beyond = (middle[0] + nx * side * reach, middle[1] + ny * side * reach)
                assert view.route_at(beyond) != route
            checked += 1
    assert checked >= 8


def geometry_half_width_on_screen(view: MapView) -> float:
    """Half a field's width in canvas pixels now."""
    from game.client.scenes.tables.speedpipe.map_geometry import FIELD_WIDTH

    return FIELD_WIDTH / 2 * view.camera.zoom


def test_a_tap_on_a_route_or_a_place_reaches_the_table_and_elsewhere_nothing() -> None:
    taps: list[tuple[str, int]] = []
    view = map_view(TABLE_RECT, taps=taps)
    assert view.handle(Intent(IntentKind.TAP, pos=view.route_centre(17)))
    assert view.handle(Intent(IntentKind.TAP, pos=view.place_centre(3)))
    # The map's corner lies in the margin, far from routes and places.
    assert view.handle(Intent(IntentKind.TAP, pos=(TABLE_RECT.x + 3, TABLE_RECT.y + 3)))
    assert not view.handle(Intent(IntentKind.TAP, pos=(TABLE_RECT.x - 5, TABLE_RECT.y)))
    assert taps == [("route", 17), ("place", 3)]


def _nearest_route(view: MapView, point: Point) -> int:
    """The route whose middle lies nearest a canvas point."""
    routes = range(len(late_state().map.routes))
    return min(routes, key=lambda route: math.dist(view.route_centre(route), point))


def test_a_drag_moves_the_map_with_the_pointer() -> None:
    view = map_view(TABLE_RECT)
    view.zoom_by(2.0)
    route = _nearest_route(view, TABLE_RECT.center)
    start = view.route_centre(route)
    assert view.handle(Intent(IntentKind.DRAG_START, pos=start))
    assert view.handle(Intent(IntentKind.DRAG, pos=(start[0] + 30, start[1] - 20), delta=(30, -20)))
    assert view.handle(Intent(IntentKind.DRAG, pos=(start[0] + 42, start[1] - 11), delta=(12, 9)))
    assert view.handle(Intent(IntentKind.DRAG_END, pos=(start[0] + 42, start[1] - 11)))
    moved = view.route_centre(route)
    assert moved == pytest.approx((start[0] + 42, start[1] - 11), abs=1.0)
    assert view.route_at(moved) == route
    # Another widget's drag (started elsewhere) does not move the map.
    assert not view.handle(Intent(IntentKind.DRAG, pos=(0, 0), delta=(50, 50)))
    assert view.route_centre(route) == moved


def test_the_wheel_and_a_pinch_zoom_around_the_pointer() -> None:
    view = map_view(TABLE_RECT)
    place = view.place_centre(20)
    before = view.camera.zoom
    assert view.handle(Intent(IntentKind.ZOOM, pos=place, factor=ZOOM_STEP))
    assert view.camera.zoom == pytest.approx(before * ZOOM_STEP)
    assert view.place_centre(20) == pytest.approx(place, abs=1.0)
    for factor in (1.07, 1.11, 1.04):  # a pinch's steps
        view.handle(Intent(IntentKind.ZOOM, pos=place, factor=factor))
    assert view.camera.zoom == pytest.approx(before * ZOOM_STEP * 1.07 * 1.11 * 1.04)
    assert view.place_at(view.place_centre(20)) == 20
    assert view.place_centre(20) == pytest.approx(place, abs=1.0)
    assert not view.handle(Intent(IntentKind.ZOOM, pos=(5, 5), factor=2.0))  # outside


def test_two_fingers_moving_together_carry_the_map_as_they_pinch() -> None:
    view = map_view(TABLE_RECT)
    view.zoom_by(1.5)
    start = view.place_centre(25)
    moved = (start[0] + 24.0, start[1] - 13.0)
    view.handle(Intent(IntentKind.ZOOM, pos=moved, delta=(24.0, -13.0), factor=1.1, touch=True))
    assert view.place_centre(25) == pytest.approx(moved, abs=1.0)
    assert view.place_at(moved) == 25


def test_keys_pan_zoom_and_fit() -> None:
    view = map_view(TABLE_RECT)
    fit = view.camera.zoom
    assert view.handle(Intent(IntentKind.SHORTCUT, key="+"))
    assert view.camera.zoom == pytest.approx(fit * ZOOM_STEP)
    assert not view.following
    centre = view.route_centre(50)
    for key, dx, dy in (("left", 1, 0), ("up", 0, 1), ("right", -1, 0), ("down", 0, -1)):
        before = view.route_centre(50)
        assert view.handle(Intent(IntentKind.NAVIGATE, key=key))
        after = view.route_centre(50)
        assert (after[0] - before[0]) * dx >= 0 and (after[1] - before[1]) * dy >= 0
        assert (after[0] - before[0], after[1] - before[1]) != (0, 0)
    assert view.route_centre(50) == pytest.approx(centre, abs=1.0)
    assert view.handle(Intent(IntentKind.SHORTCUT, key="-"))
    assert view.camera.zoom == pytest.approx(fit)
    view.handle(Intent(IntentKind.SHORTCUT, key="+"))
    view.handle(Intent(IntentKind.NAVIGATE, key="left"))
    assert view.handle(Intent(IntentKind.SHORTCUT, key="home"))
    assert view.camera.zoom == pytest.approx(fit)
    assert view.following
    assert not view.handle(Intent(IntentKind.SHORTCUT, key="q"))


def _world_on_screen(view: MapView) -> pygame.Rect:
    """Where the whole world lies on the canvas now."""
    assert view.geometry is not None
    left, top = view.camera.to_screen((0, 0))
    right, bottom = view.camera.to_screen((view.geometry.width, view.geometry.height))
    return pygame.Rect(round(left), round(top), round(right - left), round(bottom - top))


@pytest.mark.parametrize("rect", [TABLE_RECT, CANVAS_RECT, pygame.Rect(300, 200, 900, 700)])
def test_fit_shows_the_whole_map_as_large_as_it_fits(rect: pygame.Rect) -> None:
    view = map_view(rect)
    view.zoom_by(3.0, rect.topleft)
    view.pan_by(400, -250)
    view.fit()
    world = _world_on_screen(view)
    assert rect.inflate(2, 2).contains(world)
    # It touches the view on two opposite sides: no larger zoom would fit.
    assert abs(world.width - rect.width) <= 2 or abs(world.height - rect.height) <= 2
    for place in range(len(late_state().map.places)):
        assert rect.collidepoint(view.place_centre(place))


def test_the_zoom_stays_between_its_limits_and_the_map_in_sight() -> None:
    view = map_view(TABLE_RECT)
    fit = view.camera.fit_zoom
    for _step in range(40):
        view.zoom_by(ZOOM_STEP)
    assert view.camera.zoom == pytest.approx(fit * MOST_ZOOM)
    for _step in range(40):
        view.zoom_by(1 / ZOOM_STEP)
    assert view.camera.zoom == pytest.approx(fit * LEAST_ZOOM)
    view.zoom_by(3.0)
    view.pan_by(10_000, 10_000)
    assert _world_on_screen(view).colliderect(TABLE_RECT)
    view.pan_by(-30_000, -30_000)
    assert _world_on_screen(view).colliderect(TABLE_RECT)
    with pytest.raises(ValueError, match="above 0"):
        view.zoom_by(0.0)


def test_a_new_rectangle_keeps_the_whole_map_in_view_while_following() -> None:
    view = map_view(TABLE_RECT)
    view.rect = pygame.Rect(0, 0, 1920, 1080)
    surface = pygame.Surface((1920, 1080))
    view.draw(surface)
    world = _world_on_screen(view)
    assert view.rect.inflate(2, 2).contains(world)
    assert view.place_at(view.place_centre(7)) == 7


def test_lights_refuse_unknown_kinds_and_ids_in_words() -> None:
    view = map_view(TABLE_RECT)
    with pytest.raises(ValueError, match="no route light"):
        view.light_routes({3: "glowing"})
    with pytest.raises(ValueError, match="no route"):
        view.light_routes({999: "payable"})
    with pytest.raises(ValueError, match="no place light"):
        view.light_places({3: "payable"})
    view.light_routes({3: "payable", 4: "chosen"})
    view.light_routes({})
    assert view.route_lights == {}
    empty = MapView(TABLE_RECT, print, print)
    with pytest.raises(ValueError, match="no map"):
        empty.route_centre(0)
    assert empty.route_at(TABLE_RECT.center) is None
