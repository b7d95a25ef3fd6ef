"""What the Speedpipe map draws: every kind of route (grey, painted with its glyph, mountain
routes on trestles, underwater routes with a dashed border and buoys, double routes' two
strands, laid pipes in the company colour with the company's number, blocked routes hatched red
and white), pump stations and tanker terminals, the sea where the platforms and underwater
routes lie, every place's name without overlaps, paints told apart without colour, and the oil
flowing along a fulfilled contract's pipes."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.client.scenes.tables.speedpipe.map_geometry import FIELD_WIDTH, PLACE_RADIUS
from game.client.scenes.tables.speedpipe.map_labels import label_pixels
from game.client.scenes.tables.speedpipe.map_lights import OIL
from game.client.scenes.tables.speedpipe.map_paint import (
    BUOY_RED,
    HATCH_RED,
    HATCH_WHITE,
    TRESTLE,
    WATER_DASH,
    WATER_EDGE,
    buoy_places,
)
from game.client.scenes.tables.speedpipe.map_terrain import terrain_of
from game.client.scenes.tables.speedpipe.map_view import MapView
from game.client.scenes.tables.speedpipe.oil_flow import OilFlow
from game.client.scenes.tables.speedpipe.paint_look import (
    GLYPHS,
    GREY_COLOUR,
    colour_of,
    draw_kind_mark,
    glyph_colour,
    luminance,
)
from game.client.text_recording import recording_texts
from game.client.theme import THEME
from game.rules.speedpipe.catalogue import GREY, JOKER, PAINTS
from game.rules.speedpipe.maps import MAP_KEYS, Route, load_map
from tests.client.speedpipe.map_games import CANVAS_RECT, TABLE_RECT, late_view, map_view

Colour = tuple[int, int, int]
Point = tuple[float, float]
MAIN = load_map("main")


def _near(first: Colour, second: Colour, room: int = 24) -> bool:
    """Whether two colours are alike."""
    return all(abs(a - b) <= room for a, b in zip(first, second, strict=True))


def _route(where: Callable[[Route], bool]) -> Route:
    """The first route of the main map that is so."""
    return next(route for route in MAIN.routes if where(route))


def _bare_view(**changes: Any) -> dict[str, Any]:
    """A view of the main map with nothing on it but the changes."""
    view = dict(late_view())
    view["owners"] = [-1] * len(MAIN.routes)
    view["blocked"] = [-1] * len(MAIN.routes)
    view["stations"] = [-1] * len(MAIN.places)
    view["terminals"] = [[] for _ in view["terminals"]]
    view.update(changes)
    return view


def _drawn_at(view: MapView, route: int | None = None, place: int | None = None) -> pygame.Surface:
    """The view zoomed close on a route or place, every picture drawn."""
    geometry = view.geometry
    assert geometry is not None
    target = view.route_centre(route) if route is not None else view.place_centre(place or 0)
    view.zoom_by(3.5, target)
    target = view.route_centre(route) if route is not None else view.place_centre(place or 0)
    view.pan_by(view.rect.centerx - target[0], view.rect.centery - target[1])
    surface = pygame.Surface((1920, 1080))
    view.settle(surface)
    view.draw(surface)
    return surface


def _pixel(surface: pygame.Surface, view: MapView, world: Point) -> Colour:
    """The colour drawn at a world point."""
    x, y = view.camera.to_screen(world)
    colour = surface.get_at((math.floor(x), math.floor(y)))
    return colour.r, colour.g, colour.b


def _along(quad: tuple[Point, ...], share: float, across: float = 0.0) -> Point:
    """A world point of a field: share along it (0 at its start), across its width from the
    middle (-0.5 to 0.5)."""
    start = ((quad[0][0] + quad[3][0]) / 2, (quad[0][1] + quad[3][1]) / 2)
    end = ((quad[1][0] + quad[2][0]) / 2, (quad[1][1] + quad[2][1]) / 2)
    side = (quad[0][0] - quad[3][0], quad[0][1] - quad[3][1])
    return (
        start[0] + (end[0] - start[0]) * share + side[0] * across,
        start[1] + (end[1] - start[1]) * share + side[1] * across,
    )


def _colours_round(
    surface: pygame.Surface, view: MapView, world: Point, radius: float
) -> set[Colour]:
    """Every colour drawn within a world radius of a world point."""
    cx, cy = view.camera.to_screen(world)
    reach = radius * view.camera.zoom
    found: set[Colour] = set()
    for x in range(math.floor(cx - reach), math.ceil(cx + reach) + 1):
        for y in range(math.floor(cy - reach), math.ceil(cy + reach) + 1):
            if math.hypot(x - cx, y - cy) <= reach and surface.get_rect().collidepoint(x, y):
                colour = surface.get_at((x, y))
                found.add((colour.r, colour.g, colour.b))
    return found


def _any_near(colours: set[Colour], wanted: Colour, room: int = 24) -> bool:
    """Whether any of the colours is alike the wanted one."""
    return any(_near(colour, wanted, room) for colour in colours)


def test_a_grey_route_is_plain_grey_and_a_painted_one_carries_its_glyph() -> None:
    grey = _route(lambda r: r.paint == GREY and not r.mountain and not r.buoys and r.twin is None)
    painted = _route(lambda r: r.paint == 1 and not r.mountain and not r.buoys and r.twin is None)
    for route, glyph_seen in ((grey, False), (painted, True)):
        view = map_view(CANVAS_RECT, view=_bare_view())
        surface = _drawn_at(view, route=route.id)
        assert view.geometry is not None
        quad = view.geometry.routes[route.id].fields[0]
        colour = colour_of(route.paint)
        for share in (0.15, 0.85):
            assert _near(_pixel(surface, view, _along(quad, share)), colour)
        middle = _pixel(surface, view, _along(quad, 0.5))
        assert _near(middle, glyph_colour(route.paint)) == glyph_seen
        if not glyph_seen:
            assert _near(middle, GREY_COLOUR)


def test_a_mountain_route_stands_on_trestles() -> None:
    route = _route(lambda r: r.mountain)
    view = map_view(CANVAS_RECT, view=_bare_view())
    surface = _drawn_at(view, route=route.id)
    assert view.geometry is not None
    shape = view.geometry.routes[route.id]
    nx, ny = shape.normal
    feet = 0
    for quad in shape.fields:
        end = ((quad[1][0] + quad[2][0]) / 2, (quad[1][1] + quad[2][1]) / 2)
        for side in (1, -1):
            foot = (end[0] + nx * side * FIELD_WIDTH * 0.8, end[1] + ny * side * FIELD_WIDTH * 0.8)
            feet += _any_near(_colours_round(surface, view, foot, 1.5), TRESTLE)
    assert feet >= 2 * len(shape.fields) - 1
    # A plain route has none.
    plain = _route(lambda r: not r.mountain and not r.buoys and r.twin is None and r.length >= 3)
    view = map_view(CANVAS_RECT, view=_bare_view())
    surface = _drawn_at(view, route=plain.id)
    assert view.geometry is not None
    shape = view.geometry.routes[plain.id]
    quad = shape.fields[1]
    end = ((quad[1][0] + quad[2][0]) / 2, (quad[1][1] + quad[2][1]) / 2)
    foot = (
        end[0] + shape.normal[0] * FIELD_WIDTH * 0.8,
        end[1] + shape.normal[1] * FIELD_WIDTH * 0.8,
    )
    assert not _any_near(_colours_round(surface, view, foot, 1.5), TRESTLE, 10)


def test_an_underwater_route_has_a_dashed_border_and_its_buoys() -> None:
    route = _route(lambda r: r.buoys == 2)
    view = map_view(CANVAS_RECT, view=_bare_view())
    surface = _drawn_at(view, route=route.id)
    assert view.geometry is not None
    shape = view.geometry.routes[route.id]
    buoyed = buoy_places(route.length, route.buoys)
    assert len(buoyed) == 2
    for index, quad in enumerate(shape.fields):
        border = [_pixel(surface, view, _along(quad, step / 40, 0.5)) for step in range(4, 37)]
        assert any(_near(colour, WATER_DASH, 30) for colour in border)
        assert any(_near(colour, WATER_EDGE, 30) for colour in border)
        centre = _colours_round(surface, view, _along(quad, 0.5), FIELD_WIDTH * 0.3)
        assert _any_near(centre, BUOY_RED) == (index in buoyed)


def test_a_double_routes_strands_lie_side_by_side_in_their_own_paints() -> None:
    route = _route(
        lambda r: (
            r.twin is not None
            and r.paint != GREY
            and MAIN.routes[r.twin].paint not in (GREY, r.paint)
        )
    )
    twin = MAIN.routes[route.twin or 0]
    view = map_view(CANVAS_RECT, view=_bare_view())
    surface = _drawn_at(view, route=route.id)
    assert view.geometry is not None
    for strand in (route, twin):
        quad = view.geometry.routes[strand.id].fields[0]
        assert _near(_pixel(surface, view, _along(quad, 0.15)), colour_of(strand.paint))
    between = (
        (view.geometry.routes[route.id].centre[0] + view.geometry.routes[twin.id].centre[0]) / 2,
        (view.geometry.routes[route.id].centre[1] + view.geometry.routes[twin.id].centre[1]) / 2,
    )
    assert view.route_at(view.camera.to_screen(between)) is None


def test_a_laid_pipe_runs_whole_in_its_companys_colour_with_its_number() -> None:
    route = _route(lambda r: r.length >= 3 and not r.buoys and not r.mountain and r.twin is None)
    owners = [-1] * len(MAIN.routes)
    owners[route.id] = 2
    view = map_view(CANVAS_RECT, view=_bare_view(owners=owners))
    surface = _drawn_at(view, route=route.id)
    assert view.geometry is not None
    shape = view.geometry.routes[route.id]
    colour = THEME.seat(2)
    # The pipe runs on between the fields (free fields lie apart).
    first, second = shape.fields[0], shape.fields[1]
    gap = ((first[1][0] + second[0][0]) / 2, (first[1][1] + second[0][1]) / 2)
    gap_colours = _colours_round(surface, view, gap, 1.0)
    assert not _any_near(gap_colours, colour_of(route.paint), 10)
    assert _near(_pixel(surface, view, _along(first, 0.3, -0.2)), colour)
    # The company's number sits on a white disc in the middle.
    assert _any_near(
        _colours_round(surface, view, shape.centre, FIELD_WIDTH * 0.5), (250, 250, 250), 6
    )


def test_a_blocked_route_is_hatched_red_and_white() -> None:
    route = _route(lambda r: r.length >= 2 and not r.buoys and r.twin is None and r.paint != 0)
    blocked = [-1] * len(MAIN.routes)
    blocked[route.id] = 3
    view = map_view(CANVAS_RECT, view=_bare_view(blocked=blocked))
    surface = _drawn_at(view, route=route.id)
    assert view.geometry is not None
    for quad in view.geometry.routes[route.id].fields:
        colours = {_pixel(surface, view, _along(quad, step / 20, 0.3)) for step in range(1, 20)}
        assert _any_near(colours, HATCH_RED) and _any_near(colours, HATCH_WHITE)
    # Without the block the same field shows its paint instead.
    view = map_view(CANVAS_RECT, view=_bare_view())
    surface = _drawn_at(view, route=route.id)
    assert view.geometry is not None
    quad = view.geometry.routes[route.id].fields[0]
    colours = {_pixel(surface, view, _along(quad, step / 20, 0.3)) for step in range(1, 20)}
    assert not _any_near(colours, HATCH_RED, 10)


def test_pump_stations_and_tanker_terminals_show_in_the_company_colours() -> None:
    port = next(place for place in MAIN.places if place.kind == "port")
    stations = [-1] * len(MAIN.places)
    stations[port.id] = 1
    terminals = [[], [], [port.id], []]
    view = map_view(CANVAS_RECT, view=_bare_view(stations=stations, terminals=terminals))
    surface = _drawn_at(view, place=port.id)
    assert view.geometry is not None
    x, y = view.geometry.places[port.id]
    station = _colours_round(surface, view, (x + PLACE_RADIUS, y - PLACE_RADIUS), 5)
    terminal = _colours_round(surface, view, (x - PLACE_RADIUS * 1.1, y + PLACE_RADIUS * 1.05), 5)
    assert _any_near(station, THEME.seat(1), 8)
    assert _any_near(terminal, THEME.seat(2), 8)
    view = map_view(CANVAS_RECT, view=_bare_view())
    surface = _drawn_at(view, place=port.id)
    assert not _any_near(
        _colours_round(surface, view, (x + PLACE_RADIUS, y - PLACE_RADIUS), 5), THEME.seat(1), 8
    )


@pytest.mark.parametrize("map_key", MAP_KEYS)
def test_the_sea_holds_the_platforms_and_underwater_routes_and_the_ports_lie_on_the_coast(
    map_key: str,
) -> None:
    view = map_view(TABLE_RECT, map_key)
    geometry = view.geometry
    assert geometry is not None
    terrain = terrain_of(geometry)
    pipe_map = geometry.pipe_map
    for place in pipe_map.places:
        point = geometry.places[place.id]
        if place.kind == "platform":
            assert terrain.sea_at(point), place.key
        elif place.kind in ("oil_field", "refinery"):
            assert not terrain.sea_at(point), place.key
        else:
            around = [
                (
                    point[0] + 2.5 * PLACE_RADIUS * math.cos(a / 8 * math.pi),
                    point[1] + 2.5 * PLACE_RADIUS * math.sin(a / 8 * math.pi),
                )
                for a in range(16)
            ]
            assert any(terrain.sea_at(spot) for spot in around), place.key
            assert not terrain.sea_at(point), place.key
    for route in pipe_map.routes:
        if route.buoys:
            assert terrain.sea_at(geometry.routes[route.id].centre)
    # The sea is drawn blue: most open-sea pixels away from routes and places are.
    surface = pygame.Surface((1920, 1080))
    view.settle(surface)
    view.draw(surface)
    blue = checked = 0
    # Inside the map's frame, away from routes and from places with their symbols and names.
    for column in range(16, int(geometry.width) - 16, 23):
        for row in range(16, int(geometry.height) - 16, 23):
            point = (float(column), float(row))
            if terrain.depth_at(point) < 30 or geometry.route_at(point) is not None:
                continue
            if any(math.dist(point, place) < 6 * PLACE_RADIUS for place in geometry.places):
                continue
            colour = _pixel(surface, view, point)
            checked += 1
            blue += colour[2] > colour[0] + 30
    assert checked > 50 and blue > 0.9 * checked


@pytest.mark.parametrize("map_key", MAP_KEYS)
@pytest.mark.parametrize("rect", [TABLE_RECT, CANVAS_RECT])
def test_every_name_is_drawn_whole_and_apart_from_the_others(
    map_key: str, rect: pygame.Rect
) -> None:
    view = map_view(rect, map_key)
    with recording_texts() as recording:
        view.draw(pygame.Surface((1920, 1080)))
    pipe_map = load_map(map_key)
    names = [entry for entry in recording.texts if entry.whole in {p.name for p in pipe_map.places}]
    assert sorted(entry.whole for entry in names) == sorted(p.name for p in pipe_map.places)
    for entry in names:
        assert entry.size == label_pixels(view.camera.zoom)
        assert rect.contains(entry.ink)
    for first, second in itertools.combinations(names, 2):
        assert not first.ink.colliderect(second.ink), (first.whole, second.whole)


def _glyph_mask(kind: int) -> set[tuple[int, int]]:
    """The pixels of a kind's mark on its own colour that stand out in greyscale."""
    patch = pygame.Surface((48, 48))
    patch.fill(colour_of(kind))
    draw_kind_mark(patch, kind, (24, 24), 30)
    ground = luminance(colour_of(kind))
    return {
        (x, y)
        for x in range(48)
        for y in range(48)
        if abs(luminance(tuple(patch.get_at((x, y)))[:3]) - ground) > 60
    }


def test_each_paint_is_told_apart_by_its_glyph_in_greyscale() -> None:
    masks = {kind: _glyph_mask(kind) for kind in [*range(PAINTS), JOKER]}
    assert len(set(GLYPHS)) == PAINTS
    for kind, mask in masks.items():
        assert len(mask) > 60, kind  # the glyph stands out without colour
    assert not _glyph_mask(GREY)  # grey is the one without a glyph
    for first, second in itertools.combinations(masks, 2):
        shared = len(masks[first] & masks[second])
        union = len(masks[first] | masks[second])
        assert shared / union < 0.65, (first, second)


def test_oil_flows_along_a_fulfilled_contracts_pipes() -> None:
    geometry = map_view(TABLE_RECT).geometry
    assert geometry is not None
    # A chain of three routes: Ankerhaven – Teerwiesen – Naphtal – Destillheim.
    path = [1, 10, 21]
    flow = OilFlow(geometry, [path])
    assert len(flow.lines) == 1
    line = flow.lines[0]
    keys = [
        MAIN.places[place].key
        for place in range(len(MAIN.places))
        if geometry.places[place] in line
    ]
    assert keys == ["ankerhaven", "teerwiesen", "naphtal", "destillheim"]
    before = flow.drops()
    flow.update(0.25)
    after = flow.drops()
    assert before and after and before != after
    for drop in after:
        assert min(_to_segment(drop, a, b) for a, b in zip(line, line[1:], strict=False)) < 1e-6
    # Drawn: the map shows the oil over the pipes, and it moves from frame to frame.
    owners = [-1] * len(MAIN.routes)
    for route in path:
        owners[route] = 0
    view = map_view(CANVAS_RECT, view=_bare_view(owners=owners))
    view.set_flows([path])
    pictures = []
    assert view.flow is not None
    for _frame in range(2):
        surface = pygame.Surface((1920, 1080))
        view.settle(surface)
        view.draw(surface)
        pictures.append(pygame.image.tobytes(surface, "RGB"))
        for drop in view.flow.drops():
            if view.rect.collidepoint(view.camera.to_screen(drop)):
                assert _any_near(_colours_round(surface, view, drop, 2), OIL, 10)
        view.update(0.2)
    assert pictures[0] != pictures[1]


def _to_segment(point: Point, a: Point, b: Point) -> float:
    """How far a point lies from a segment."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    share = max(
        0.0, min(1.0, ((point[0] - a[0]) * dx + (point[1] - a[1]) * dy) / (dx * dx + dy * dy))
    )
    return math.hypot(point[0] - a[0] - dx * share, point[1] - a[1] - dy * share)
