"""Drawing the Speedpipe map at any zoom: land and sea, mountains and waves, the routes (fields
in their paints with glyphs, grey fields, trestles under mountain routes, dashed borders and
buoys on underwater routes, double routes' two strands), pipes laid in the company colours with
their company's number, red-white hatching on blocked routes, the places by kind with their
symbols and names, pump stations and tanker terminals.

Everything is drawn in pixels of the world scaled by zoom, less a corner: a world point p lands
at p * zoom - corner on the surface, so a picture of any part of the map (a tile) is drawn the
same way as the whole.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Sequence

import pygame

from game.client.scenes.tables.speedpipe.map_decor import Decor, decor_of
from game.client.scenes.tables.speedpipe.map_facts import MapFacts
from game.client.scenes.tables.speedpipe.map_geometry import (
    FIELD_WIDTH,
    PLACE_RADIUS,
    MapGeometry,
    Point,
    Quad,
    RouteShape,
)
from game.client.scenes.tables.speedpipe.map_labels import (
    LABEL_WORLD,
    Label,
    label_pixels,
    labels_of,
)
from game.client.scenes.tables.speedpipe.map_terrain import Terrain, terrain_of
from game.client.scenes.tables.speedpipe.paint_look import (
    colour_of,
    draw_glyph,
    glyph_colour,
    glyph_of,
)
from game.client.text_layout import blit_text, render_text
from game.client.theme import THEME, Colour
from game.client.widgets.paint import darker, lighter, readable_on

Box = tuple[float, float, float, float]

INK: Colour = (44, 38, 32)
FIELD_EDGE: Colour = (36, 32, 28)
TRESTLE: Colour = (104, 72, 44)
WATER_DASH: Colour = (236, 246, 252)
WATER_EDGE: Colour = (24, 52, 92)
BUOY_RED: Colour = (222, 46, 40)
BUOY_WHITE: Colour = (250, 250, 250)
HATCH_RED: Colour = (214, 40, 40)
HATCH_WHITE: Colour = (250, 250, 250)
HALO: Colour = (250, 244, 226)
MOUNTAIN_LIGHT: Colour = (176, 150, 118)
MOUNTAIN_SHADE: Colour = (128, 102, 76)
SNOW: Colour = (250, 250, 246)
WAVE: Colour = (214, 236, 246)
FRAME: Colour = (58, 48, 36)
PIPE_SHADOW: Colour = (90, 80, 62)
# The places' symbols: fill and glyph colour by kind.
PLACE_FILLS: dict[str, Colour] = {
    "oil_field": (36, 30, 26),
    "platform": (88, 100, 114),
    "refinery": (150, 62, 42),
    "port": (28, 62, 116),
}
PLACE_RING: Colour = (250, 244, 228)
# A laid pipe's width as a share of a field's, its flanges' length in world units.
PIPE_SHARE = 0.78
FLANGE_LENGTH = 3.5
# Pictures smaller than this many pixels are left out (a glyph, a number).
SMALLEST_GLYPH = 6
SMALLEST_NUMBER = 9
HALO_PICTURES = 400


class MapPainter:
    """Draws one map with what lies on it now (facts)."""

    def __init__(self, geometry: MapGeometry, label_height: float = LABEL_WORLD) -> None:
        self.geometry = geometry
        self.label_height = label_height
        self.terrain: Terrain = terrain_of(geometry)
        self.decor: Decor = decor_of(geometry, label_height)
        self.labels: tuple[Label, ...] = labels_of(geometry, label_height)
        self.facts = MapFacts.empty(geometry.pipe_map)
        self._route_boxes = tuple(self.route_box(shape.route) for shape in geometry.routes)
        self._place_boxes = tuple(self.place_box(place) for place in range(len(geometry.places)))
        self._names: OrderedDict[tuple[str, int], pygame.Surface] = OrderedDict()

    # ---- what a change touches ---------------------------------------------------------------

    def route_box(self, route: int) -> Box:
        """The world rectangle a route's drawing (pipe, number, hatching) stays within."""
        left, top, right, bottom = self.geometry.routes[route].box
        room = FIELD_WIDTH
        return left - room, top - room, right + room, bottom + room

    def place_box(self, place: int) -> Box:
        """The world rectangle a place's symbol, station and terminals stay within."""
        x, y = self.geometry.places[place]
        room = PLACE_RADIUS * 3.2
        return x - room, y - room, x + room, y + room

    # ---- drawing -------------------------------------------------------------------------------

    def paint(
        self,
        surface: pygame.Surface,
        zoom: float,
        corner: tuple[int, int],
        record_texts: bool = False,
    ) -> None:
        """The whole map as far as it falls on the surface."""
        self.paint_terrain(surface, zoom, corner)
        self.paint_drawing(surface, zoom, corner, record_texts)

    def paint_terrain(self, surface: pygame.Surface, zoom: float, corner: tuple[int, int]) -> None:
        """Land and sea over the whole surface."""
        self.terrain.paint(surface, zoom, corner)

    def paint_drawing(
        self,
        surface: pygame.Surface,
        zoom: float,
        corner: tuple[int, int],
        record_texts: bool = False,
        area: pygame.Rect | None = None,
    ) -> None:
        """Everything drawn over land and sea that falls into area (the whole surface when
        None): decor, frame, routes, places, names."""
        area = surface.get_rect() if area is None else area
        box = (
            (area.left + corner[0]) / zoom,
            (area.top + corner[1]) / zoom,
            (area.right + corner[0]) / zoom,
            (area.bottom + corner[1]) / zoom,
        )
        pen = Pen(surface, zoom, corner)
        self._paint_decor(pen, box)
        self._paint_frame(pen)
        for shape, route_box in zip(self.geometry.routes, self._route_boxes, strict=True):
            if _meets(route_box, box):
                self._paint_route(pen, shape)
        for place, place_box in enumerate(self._place_boxes):
            if _meets(place_box, box):
                self._paint_place(pen, place)
        self._paint_names(pen, box, record_texts)

    def _paint_decor(self, pen: Pen, box: Box) -> None:
        """Mountains and waves."""
        for (x, y), size in self.decor.mountains:
            if _meets((x - size, y - size, x + size, y + size), box):
                draw_mountain(pen, (x, y), size)
        for x, y in self.decor.waves:
            if _meets((x - 20, y - 10, x + 20, y + 10), box):
                draw_wave(pen, (x, y))

    def _paint_frame(self, pen: Pen) -> None:
        """A double line round the map's edge."""
        width, height = self.geometry.width, self.geometry.height
        outer = pen.rect((0, 0, width, height))
        pygame.draw.rect(pen.surface, FRAME, outer, max(2, round(4 * pen.zoom)))
        inset = 7
        inner = pen.rect((inset, inset, width - 2 * inset, height - 2 * inset))
        pygame.draw.rect(pen.surface, FRAME, inner, 1)

    def _paint_route(self, pen: Pen, shape: RouteShape) -> None:
        """One route as it lies now: free (in its paint), laid (a pipe), or blocked."""
        route = self.geometry.pipe_map.routes[shape.route]
        owner = self.facts.owners[shape.route]
        if route.mountain:
            draw_trestles(pen, shape)
        if owner >= 0:
            draw_pipe(pen, shape, owner)
        elif self.facts.blocked[shape.route]:
            draw_blocked(pen, shape, route.paint)
        else:
            draw_fields(pen, shape, route.paint, route.buoys)

    def _paint_place(self, pen: Pen, place: int) -> None:
        """A place's symbol with its station and terminals."""
        spot = self.geometry.places[place]
        draw_place(pen, spot, self.geometry.pipe_map.places[place].kind)
        station = self.facts.stations[place]
        if station >= 0:
            draw_station(pen, (spot[0] + PLACE_RADIUS, spot[1] - PLACE_RADIUS), station)
        for index, company in enumerate(self.facts.terminals[place]):
            at = (spot[0] - PLACE_RADIUS * (1.1 + 1.3 * index), spot[1] + PLACE_RADIUS * 1.05)
            draw_terminal(pen, at, company)

    def _paint_names(self, pen: Pen, box: Box, record_texts: bool) -> None:
        """The places' names beside their symbols, with a light halo."""
        size = label_pixels(pen.zoom)
        for place, label in enumerate(self.labels):
            name = self.geometry.pipe_map.places[place].name
            picture = self._name_picture(name, size)
            width, height = picture.get_size()
            scale = pen.zoom
            left, top, right, bottom = label.box(width / scale, height / scale)
            if not _meets((left, top, right, bottom), box):
                continue
            x, y = pen.at((left, top))
            at = (round(x), round(y))
            if record_texts:
                blit_text(pen.surface, picture, at, name, size, bold=True)
            else:
                pen.surface.blit(picture, at)

    def _name_picture(self, name: str, size: int) -> pygame.Surface:
        """A name in ink with a light halo round it (kept for reuse)."""
        key = (name, size)
        picture = self._names.get(key)
        if picture is not None:
            self._names.move_to_end(key)
            return picture
        ink = render_text(name, size, INK, bold=True)
        halo = render_text(name, size, HALO, bold=True)
        spread = 2
        picture = pygame.Surface(
            (ink.get_width() + 2 * spread, ink.get_height() + 2 * spread), pygame.SRCALPHA
        )
        for dx in range(-spread, spread + 1):
            for dy in range(-spread, spread + 1):
                if dx * dx + dy * dy <= spread * spread + 1:
                    picture.blit(halo, (spread + dx, spread + dy))
        picture.blit(ink, (spread, spread))
        self._names[key] = picture
        if len(self._names) > HALO_PICTURES:
            self._names.popitem(last=False)
        return picture


class Pen:
    """A surface with the zoom and corner that place world points on it."""

    def __init__(self, surface: pygame.Surface, zoom: float, corner: tuple[int, int]) -> None:
        self.surface = surface
        self.zoom = zoom
        self.corner = corner

    def at(self, point: Point) -> Point:
        """The surface position of a world point, on a whole pixel: a thing drawn across two
        tiles then lies the same in both, where drawing would cut a fraction differently."""
        return (
            round(point[0] * self.zoom) - self.corner[0],
            round(point[1] * self.zoom) - self.corner[1],
        )

    def all_at(self, points: Sequence[Point]) -> list[Point]:
        """The surface positions of world points, on whole pixels."""
        zoom, (cx, cy) = self.zoom, self.corner
        return [(round(x * zoom) - cx, round(y * zoom) - cy) for x, y in points]

    def rect(self, box: tuple[float, float, float, float]) -> pygame.Rect:
        """The surface rectangle of a world rectangle (left, top, width, height)."""
        left, top = self.at((box[0], box[1]))
        return pygame.Rect(
            round(left), round(top), round(box[2] * self.zoom), round(box[3] * self.zoom)
        )

    def width(self, world: float, least: int = 1) -> int:
        """A line width in pixels for a world width."""
        return max(least, round(world * self.zoom))


def _meets(first: Box, second: Box) -> bool:
    """Whether two world rectangles (left, top, right, bottom) overlap."""
    return (
        first[0] < second[2]
        and second[0] < first[2]
        and first[1] < second[3]
        and second[1] < first[3]
    )


def _quad_centre(quad: Quad) -> Point:
    """The middle of a quad."""
    return sum(p[0] for p in quad) / 4, sum(p[1] for p in quad) / 4


# ---- routes ------------------------------------------------------------------------------------


def draw_fields(pen: Pen, shape: RouteShape, paint: int, buoys: int) -> None:
    """A free route's fields in its paint with its glyph; an underwater route's with a dashed
    border and its buoys on the fields that need jokers."""
    colour = colour_of(paint)
    glyph = glyph_of(paint)
    fields = shape.fields
    buoy_fields = buoy_places(len(fields), buoys)
    edge = pen.width(1.2)
    glyph_size = FIELD_WIDTH * 0.62 * pen.zoom
    for index, quad in enumerate(fields):
        points = pen.all_at(quad)
        pygame.draw.polygon(pen.surface, colour, points)
        if buoys:
            pygame.draw.polygon(pen.surface, WATER_EDGE, points, edge)
            _dash_outline(pen, points, WATER_DASH)
        else:
            pygame.draw.polygon(pen.surface, FIELD_EDGE, points, edge)
        centre = pen.at(_quad_centre(quad))
        if index in buoy_fields:
            draw_buoy(pen.surface, centre, FIELD_WIDTH * 0.36 * pen.zoom)
        elif glyph is not None and glyph_size >= SMALLEST_GLYPH:
            draw_glyph(pen.surface, glyph, centre, glyph_size, glyph_colour(paint))


def buoy_places(length: int, buoys: int) -> set[int]:
    """The fields of a route of this length that carry its buoys, spread along it."""
    if buoys <= 0:
        return set()
    return {min(length - 1, int((index + 0.5) * length / buoys)) for index in range(buoys)}


def _dash_outline(pen: Pen, points: list[Point], colour: Colour) -> None:
    """Light dashes along a field's outline (the underwater routes' dashed border)."""
    dash = max(3.0, 3.5 * pen.zoom)
    width = pen.width(1.2)
    for index in range(len(points)):
        (ax, ay), (bx, by) = points[index], points[(index + 1) % len(points)]
        length = math.hypot(bx - ax, by - ay)
        if length == 0:
            continue
        along = dash / 2
        while along < length:
            end = min(length, along + dash)
            pygame.draw.line(
                pen.surface,
                colour,
                (ax + (bx - ax) * along / length, ay + (by - ay) * along / length),
                (ax + (bx - ax) * end / length, ay + (by - ay) * end / length),
                width,
            )
            along += 2 * dash


def draw_buoy(surface: pygame.Surface, centre: Point, radius: float) -> None:
    """A buoy: a red ball with a white band and a dark rim."""
    radius = max(2.0, radius)
    pygame.draw.circle(surface, BUOY_RED, centre, radius)
    band = pygame.Rect(0, 0, radius * 2, max(1.0, radius * 0.7))
    band.center = (round(centre[0]), round(centre[1]))
    pygame.draw.rect(surface, BUOY_WHITE, band.clip(band))
    pygame.draw.circle(surface, FIELD_EDGE, centre, radius, max(1, round(radius / 4)))


def draw_trestles(pen: Pen, shape: RouteShape) -> None:
    """The trestles (Stützböcke) under a mountain route: a frame across each field's ends
    reaching out on both sides, with feet."""
    nx, ny = shape.normal
    dx, dy = shape.direction
    reach = FIELD_WIDTH * 0.95
    foot = FIELD_WIDTH * 0.3
    width = pen.width(2.2, 2)
    for quad in shape.fields:
        # The middle of the field's two short edges.
        ends = (
            ((quad[0][0] + quad[3][0]) / 2, (quad[0][1] + quad[3][1]) / 2),
            ((quad[1][0] + quad[2][0]) / 2, (quad[1][1] + quad[2][1]) / 2),
        )
        for ex, ey in ends:
            outer = [(ex + nx * reach * side, ey + ny * reach * side) for side in (1, -1)]
            pygame.draw.line(pen.surface, TRESTLE, *pen.all_at(outer), width)
            for ox, oy in outer:
                feet = [(ox - dx * foot, oy - dy * foot), (ox + dx * foot, oy + dy * foot)]
                pygame.draw.line(pen.surface, TRESTLE, *pen.all_at(feet), width)


def _row_ends(shape: RouteShape) -> tuple[Point, Point]:
    """The centre line's points at the first field's start and the last field's end."""
    first, last = shape.fields[0], shape.fields[-1]
    start = ((first[0][0] + first[3][0]) / 2, (first[0][1] + first[3][1]) / 2)
    end = ((last[1][0] + last[2][0]) / 2, (last[1][1] + last[2][1]) / 2)
    return start, end


def _band(start: Point, end: Point, normal: Point, half: float) -> list[Point]:
    """The rectangle of a given half width along a line."""
    nx, ny = normal
    return [
        (start[0] + nx * half, start[1] + ny * half),
        (end[0] + nx * half, end[1] + ny * half),
        (end[0] - nx * half, end[1] - ny * half),
        (start[0] - nx * half, start[1] - ny * half),
    ]


def draw_pipe(pen: Pen, shape: RouteShape, owner: int) -> None:
    """A laid pipe in its company's colour: one tube along the whole route with flanges at the
    fields' joints and the company's number in its middle."""
    colour = THEME.seat(owner)
    start, end = _row_ends(shape)
    half = FIELD_WIDTH * PIPE_SHARE / 2
    surface = pen.surface
    # A shadow below and to the right: the pipe lies on the map.
    drop = 2.0 / max(pen.zoom, 0.5)
    shadow = [(x + drop, y + drop) for x, y in _band(start, end, shape.normal, half + 1.2)]
    pygame.draw.polygon(surface, PIPE_SHADOW, pen.all_at(shadow))
    pygame.draw.polygon(
        surface, darker(colour, 0.45), pen.all_at(_band(start, end, shape.normal, half + 1.2))
    )
    pygame.draw.polygon(surface, colour, pen.all_at(_band(start, end, shape.normal, half)))
    nx, ny = shape.normal
    light_start = (start[0] + nx * half * 0.35, start[1] + ny * half * 0.35)
    light_end = (end[0] + nx * half * 0.35, end[1] + ny * half * 0.35)
    pygame.draw.polygon(
        surface,
        lighter(colour, 0.45),
        pen.all_at(_band(light_start, light_end, shape.normal, half * 0.22)),
    )
    dx, dy = shape.direction
    flange = darker(colour, 0.35)
    joints = [start, end]
    for before, after in zip(shape.fields, shape.fields[1:], strict=False):
        joints.append(
            (
                (before[1][0] + before[2][0] + after[0][0] + after[3][0]) / 4,
                (before[1][1] + before[2][1] + after[0][1] + after[3][1]) / 4,
            )
        )
    for jx, jy in joints:
        a = (jx - dx * FLANGE_LENGTH / 2, jy - dy * FLANGE_LENGTH / 2)
        b = (jx + dx * FLANGE_LENGTH / 2, jy + dy * FLANGE_LENGTH / 2)
        pygame.draw.polygon(surface, flange, pen.all_at(_band(a, b, shape.normal, half * 1.32)))
    _company_badge(pen, pen.at(shape.centre), owner, FIELD_WIDTH * 0.55 * pen.zoom)


def _company_badge(pen: Pen, centre: Point, company: int, radius: float) -> None:
    """A company's number in a white disc (so a pipe's owner is known without colour)."""
    size = round(radius * 1.45)
    if size < SMALLEST_NUMBER:
        return
    pygame.draw.circle(pen.surface, (250, 250, 250), centre, radius)
    pygame.draw.circle(
        pen.surface, darker(THEME.seat(company), 0.4), centre, radius, max(1, round(radius / 6))
    )
    number = render_text(str(company + 1), size, INK, bold=True)
    pen.surface.blit(number, number.get_rect(center=(round(centre[0]), round(centre[1]))))


def draw_blocked(pen: Pen, shape: RouteShape, paint: int) -> None:
    """A blocked route (Leck und Wartung): its fields hatched red and white, its paint kept in
    a disc in the middle of each."""
    stripe = 4.0
    edge = pen.width(1.2)
    for quad in shape.fields:
        points = pen.all_at(quad)
        pygame.draw.polygon(pen.surface, HATCH_WHITE, points)
        for band in _hatch_bands(quad, shape, stripe):
            pygame.draw.polygon(pen.surface, HATCH_RED, pen.all_at(band))
        pygame.draw.polygon(pen.surface, FIELD_EDGE, points, edge)
        centre = pen.at(_quad_centre(quad))
        radius = FIELD_WIDTH * 0.3 * pen.zoom
        pygame.draw.circle(pen.surface, colour_of(paint), centre, radius)
        pygame.draw.circle(pen.surface, FIELD_EDGE, centre, radius, 1)


def _hatch_bands(quad: Quad, shape: RouteShape, stripe: float) -> list[list[Point]]:
    """The red bands of a field's hatching: slanted stripes cut to the field."""
    (x0, y0) = quad[3]
    dx, dy = shape.direction
    nx, ny = shape.normal
    length = math.hypot(quad[1][0] - quad[0][0], quad[1][1] - quad[0][1])
    width = FIELD_WIDTH
    bands: list[list[Point]] = []
    # In the field's own axes: u along the route from its start, v across from one side.
    start = -width
    while start < length:
        local = [
            (start, 0.0),
            (start + stripe, 0.0),
            (start + stripe + width, width),
            (start + width, width),
        ]
        cut = _clip_slab(local, 0.0, length)
        if len(cut) >= 3:
            bands.append([(x0 + dx * u + nx * v, y0 + dy * u + ny * v) for u, v in cut])
        start += 2 * stripe
    return bands


def _clip_slab(points: list[Point], low: float, high: float) -> list[Point]:
    """A convex polygon cut to low <= u <= high (u: the first coordinate)."""
    for limit, keep_above in ((low, True), (high, False)):
        result: list[Point] = []
        for index, current in enumerate(points):
            previous = points[index - 1]
            inside_now = current[0] >= limit if keep_above else current[0] <= limit
            inside_before = previous[0] >= limit if keep_above else previous[0] <= limit
            if inside_now != inside_before:
                share = (limit - previous[0]) / (current[0] - previous[0])
                result.append((limit, previous[1] + (current[1] - previous[1]) * share))
            if inside_now:
                result.append(current)
        points = result
        if not points:
            break
    return points


# ---- places ------------------------------------------------------------------------------------


def draw_place(pen: Pen, spot: Point, kind: str) -> None:
    """A place's symbol by its kind: an oil field a dark disc with a drop, a platform a
    hexagon with a derrick, a refinery a square with chimneys, a port a blue disc with an
    anchor; each with a light ring."""
    cx, cy = pen.at(spot)
    radius = PLACE_RADIUS * pen.zoom
    surface = pen.surface
    fill = PLACE_FILLS[kind]
    ring = max(1, round(radius / 6))
    if kind == "platform":
        points = [
            (
                cx + radius * math.cos(math.pi / 6 + i * math.pi / 3),
                cy + radius * math.sin(math.pi / 6 + i * math.pi / 3),
            )
            for i in range(6)
        ]
        pygame.draw.polygon(surface, fill, points)
        pygame.draw.polygon(surface, PLACE_RING, points, ring)
        pygame.draw.polygon(surface, FIELD_EDGE, [(x * 1.0, y) for x, y in points], 1)
    elif kind == "refinery":
        side = radius * 1.75
        box = pygame.Rect(0, 0, side, side)
        box.center = (round(cx), round(cy))
        pygame.draw.rect(surface, fill, box, border_radius=max(1, round(radius / 4)))
        pygame.draw.rect(surface, PLACE_RING, box, ring, border_radius=max(1, round(radius / 4)))
    else:
        pygame.draw.circle(surface, fill, (cx, cy), radius)
        pygame.draw.circle(surface, PLACE_RING, (cx, cy), radius, ring)
    if radius >= 5:
        draw_place_glyph(surface, kind, (cx, cy), radius * 0.62)


def draw_place_glyph(surface: pygame.Surface, kind: str, centre: Point, size: float) -> None:
    """The white sign inside a place's symbol."""
    cx, cy = centre
    white = PLACE_RING
    line = max(1, round(size / 5))
    if kind == "oil_field":
        pygame.draw.circle(surface, white, (cx, cy + size * 0.3), size * 0.5)
        pygame.draw.polygon(
            surface,
            white,
            [
                (cx, cy - size * 0.85),
                (cx + size * 0.46, cy + size * 0.15),
                (cx - size * 0.46, cy + size * 0.15),
            ],
        )
    elif kind == "platform":
        top = (cx, cy - size * 0.9)
        left, right = (cx - size * 0.6, cy + size * 0.8), (cx + size * 0.6, cy + size * 0.8)
        pygame.draw.line(surface, white, top, left, line)
        pygame.draw.line(surface, white, top, right, line)
        pygame.draw.line(surface, white, (cx - size * 0.3, cy), (cx + size * 0.3, cy), line)
        pygame.draw.line(
            surface,
            white,
            (cx - size * 0.45, cy + size * 0.45),
            (cx + size * 0.45, cy + size * 0.45),
            line,
        )
    elif kind == "refinery":
        base = pygame.Rect(0, 0, size * 1.5, size * 0.7)
        base.midbottom = (round(cx), round(cy + size * 0.85))
        pygame.draw.rect(surface, white, base)
        for shift, height in ((-0.45, 1.5), (0.2, 1.15)):
            stack = pygame.Rect(0, 0, max(1, size * 0.32), size * height)
            stack.midbottom = (round(cx + size * shift), base.top + 1)
            pygame.draw.rect(surface, white, stack)
    elif kind == "port":
        pygame.draw.line(surface, white, (cx, cy - size * 0.7), (cx, cy + size * 0.8), line)
        pygame.draw.line(
            surface,
            white,
            (cx - size * 0.4, cy - size * 0.4),
            (cx + size * 0.4, cy - size * 0.4),
            line,
        )
        pygame.draw.circle(surface, white, (cx, cy - size * 0.8), max(1.0, size * 0.2), line)
        arc = pygame.Rect(0, 0, size * 1.6, size * 1.3)
        arc.center = (round(cx), round(cy + size * 0.15))
        pygame.draw.arc(surface, white, arc, math.pi * 1.05, math.pi * 1.95, line)


def draw_station(pen: Pen, spot: Point, company: int) -> None:
    """A pump station: a small house in the company's colour with its number."""
    cx, cy = pen.at(spot)
    half = PLACE_RADIUS * 0.62 * pen.zoom
    colour = THEME.seat(company)
    roof = [
        (cx - half * 1.15, cy - half * 0.25),
        (cx, cy - half * 1.25),
        (cx + half * 1.15, cy - half * 0.25),
    ]
    body = pygame.Rect(0, 0, half * 2, half * 1.3)
    body.midtop = (round(cx), round(cy - half * 0.3))
    pygame.draw.rect(pen.surface, colour, body)
    pygame.draw.polygon(pen.surface, colour, roof)
    edge = darker(colour, 0.5)
    pygame.draw.rect(pen.surface, edge, body, 1)
    pygame.draw.polygon(pen.surface, edge, roof, 1)
    size = round(half * 1.3)
    if size >= SMALLEST_NUMBER:
        number = render_text(str(company + 1), size, readable_on(colour), bold=True)
        pen.surface.blit(number, number.get_rect(center=body.center))


def draw_terminal(pen: Pen, spot: Point, company: int) -> None:
    """A tanker terminal: a small tanker in the company's colour with its number."""
    cx, cy = pen.at(spot)
    half = PLACE_RADIUS * 0.6 * pen.zoom
    colour = THEME.seat(company)
    hull = [
        (cx - half * 1.1, cy - half * 0.4),
        (cx + half * 1.1, cy - half * 0.4),
        (cx + half * 0.7, cy + half * 0.6),
        (cx - half * 0.8, cy + half * 0.6),
    ]
    pygame.draw.polygon(pen.surface, colour, hull)
    pygame.draw.polygon(pen.surface, darker(colour, 0.5), hull, 1)
    bridge = pygame.Rect(0, 0, half * 0.6, half * 0.6)
    bridge.midbottom = (round(cx + half * 0.5), round(cy - half * 0.4))
    pygame.draw.rect(pen.surface, darker(colour, 0.3), bridge)
    size = round(half * 1.1)
    if size >= SMALLEST_NUMBER:
        number = render_text(str(company + 1), size, readable_on(colour), bold=True)
        pen.surface.blit(
            number, number.get_rect(center=(round(cx - half * 0.1), round(cy + half * 0.1)))
        )


# ---- decor -------------------------------------------------------------------------------------


def draw_mountain(pen: Pen, spot: Point, size: float) -> None:
    """A mountain: a peak with a lit and a shaded flank and snow on top."""
    cx, cy = pen.at(spot)
    half = size * pen.zoom / 2
    top = (cx, cy - half * 0.9)
    left, right = (cx - half, cy + half * 0.6), (cx + half, cy + half * 0.6)
    foot = (cx + half * 0.1, cy + half * 0.6)
    pygame.draw.polygon(pen.surface, MOUNTAIN_LIGHT, [top, left, foot])
    pygame.draw.polygon(pen.surface, MOUNTAIN_SHADE, [top, foot, right])
    snow = [
        top,
        (cx - half * 0.34, cy - half * 0.3),
        (cx - half * 0.05, cy - half * 0.42),
        (cx + half * 0.3, cy - half * 0.3),
    ]
    pygame.draw.polygon(pen.surface, SNOW, snow)
    pygame.draw.lines(
        pen.surface, darker(MOUNTAIN_SHADE, 0.3), False, [left, top, right], max(1, round(pen.zoom))
    )


def draw_wave(pen: Pen, spot: Point) -> None:
    """Two small arcs of a wave on the open sea."""
    cx, cy = pen.at(spot)
    size = 9 * pen.zoom
    width = max(1, round(1.4 * pen.zoom))
    for shift in (-size, size * 0.2):
        arc = pygame.Rect(0, 0, size * 1.2, size * 0.9)
        arc.center = (round(cx + shift), round(cy))
        pygame.draw.arc(pen.surface, WAVE, arc, math.pi * 0.15, math.pi * 0.85, width)
