"""What the Speedpipe map shows over its picture, drawn every frame: lit routes (payable,
chosen, a contract's path, the one under the pointer), lit places (a contract's ends, the
chosen place, a place for a station) and the oil flowing along fulfilled contracts.

Each light has its own line as well as its colour: payable routes a plain ring, the chosen one a
thick double ring, a path's routes a ring of dots, the hovered one a thin white ring; a
contract's places a ring with a flag, the chosen one a double ring, a station's place a dashed
ring.

A lit route's ring is drawn once per zoom into a little picture of its own and blitted where the
route lies each frame: the camera's origin lies on a whole pixel, so a pan only moves it.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Mapping

import pygame

from game.client.scenes.tables.speedpipe.map_camera import MapCamera
from game.client.scenes.tables.speedpipe.map_geometry import (
    FIELD_WIDTH,
    PLACE_RADIUS,
    MapGeometry,
    Point,
    RouteShape,
)
from game.client.scenes.tables.speedpipe.oil_flow import OilFlow
from game.client.theme import THEME, Colour

SHADOW: Colour = (20, 22, 26)
HOVER: Colour = (255, 255, 255)
OIL: Colour = (22, 18, 14)
OIL_SHINE: Colour = (120, 110, 96)
ROUTE_COLOURS: dict[str, Colour] = {
    "payable": THEME.colours.accent,
    "chosen": THEME.colours.focus,
    "path": THEME.colours.success,
    "hover": HOVER,
}
PLACE_COLOURS: dict[str, Colour] = {
    "contract": THEME.colours.accent,
    "chosen": THEME.colours.focus,
    "station": THEME.colours.success,
}
# How far a route's ring stands off its fields, in world units.
RING_ROOM = 3.0
# Pixels round a ring's points that its lines (and dots) may cover.
RING_MARGIN = 12
# Ring pictures kept: every lit route (a few dozen at most) at a few zooms.
KEPT_RINGS = 128
# The see-through colour of a ring's picture (no light uses it).
SEE_THROUGH: Colour = (255, 0, 255)


def route_ring(shape: RouteShape, room: float) -> list[Point]:
    """The world outline round all a route's fields, room away from them."""
    first, last = shape.fields[0], shape.fields[-1]
    dx, dy = shape.direction
    nx, ny = shape.normal
    start = (
        (first[0][0] + first[3][0]) / 2 - dx * room,
        (first[0][1] + first[3][1]) / 2 - dy * room,
    )
    end = ((last[1][0] + last[2][0]) / 2 + dx * room, (last[1][1] + last[2][1]) / 2 + dy * room)
    half = FIELD_WIDTH / 2 + room
    return [
        (start[0] + nx * half, start[1] + ny * half),
        (end[0] + nx * half, end[1] + ny * half),
        (end[0] - nx * half, end[1] - ny * half),
        (start[0] - nx * half, start[1] - ny * half),
    ]


def draw_route_lights(
    surface: pygame.Surface,
    camera: MapCamera,
    geometry: MapGeometry,
    lights: Mapping[int, str],
    hovered: int | None,
) -> None:
    """The rings of lit routes, the hovered one's over them."""
    ox, oy = camera.origin
    for route, kind in lights.items():
        _RINGS.draw(surface, camera.zoom, (ox, oy), geometry, route, kind)
    if hovered is not None and lights.get(hovered) != "hover":
        _RINGS.draw(surface, camera.zoom, (ox, oy), geometry, hovered, "hover")


class RingPictures:
    """Pictures of lit routes' rings per map, zoom, route and kind, the least recently shown
    forgotten beyond KEPT_RINGS."""

    def __init__(self) -> None:
        # (map geometry's id, zoom, route, kind) -> (the geometry, the picture, its corner at
        # the world's origin in canvas pixels).
        self._pictures: OrderedDict[
            tuple[int, float, int, str], tuple[MapGeometry, pygame.Surface, tuple[int, int]]
        ] = OrderedDict()

    def draw(
        self,
        surface: pygame.Surface,
        zoom: float,
        origin: tuple[int, int],
        geometry: MapGeometry,
        route: int,
        kind: str,
    ) -> None:
        """Blits a route's ring in its kind's line, drawing its picture first if new."""
        key = (id(geometry), zoom, route, kind)
        kept = self._pictures.get(key)
        if kept is None or kept[0] is not geometry:
            kept = (geometry, *_ring_picture(zoom, geometry.routes[route], kind))
            self._pictures[key] = kept
            while len(self._pictures) > KEPT_RINGS:
                self._pictures.popitem(last=False)
        else:
            self._pictures.move_to_end(key)
        _geometry, picture, (left, top) = kept
        surface.blit(picture, (left + origin[0], top + origin[1]))


_RINGS = RingPictures()


def _ring_picture(
    zoom: float, shape: RouteShape, kind: str
) -> tuple[pygame.Surface, tuple[int, int]]:
    """A route's ring drawn on a see-through picture, and the picture's corner relative to the
    world's origin (canvas pixels)."""
    rooms = [RING_ROOM, RING_ROOM + 8 / zoom] if kind == "chosen" else [RING_ROOM]
    rings = [[(x * zoom, y * zoom) for x, y in route_ring(shape, room)] for room in rooms]
    xs = [x for ring in rings for x, _y in ring]
    ys = [y for ring in rings for _x, y in ring]
    left = math.floor(min(xs)) - RING_MARGIN
    top = math.floor(min(ys)) - RING_MARGIN
    size = (
        math.ceil(max(xs)) + RING_MARGIN - left + 1,
        math.ceil(max(ys)) + RING_MARGIN - top + 1,
    )
    picture = pygame.Surface(size)
    picture.fill(SEE_THROUGH)
    picture.set_colorkey(SEE_THROUGH, pygame.RLEACCEL)
    shifted = [[(x - left, y - top) for x, y in ring] for ring in rings]
    _route_light(picture, shifted, kind)
    return picture, (left, top)


def _route_light(surface: pygame.Surface, rings: list[list[Point]], kind: str) -> None:
    """One route's ring (and a chosen one's outer ring) in its kind's line."""
    colour = ROUTE_COLOURS[kind]
    points = rings[0]
    if kind == "path":
        pygame.draw.polygon(surface, SHADOW, points, 4)
        _dotted(surface, points, colour, 3.5)
        return
    width = {"payable": 2, "chosen": 5, "hover": 2}[kind]
    pygame.draw.polygon(surface, SHADOW, points, width + 2)
    pygame.draw.polygon(surface, colour, points, width)
    if kind == "chosen":
        outer = rings[1]
        pygame.draw.polygon(surface, SHADOW, outer, 4)
        pygame.draw.polygon(surface, colour, outer, 2)


def _dotted(surface: pygame.Surface, points: list[Point], colour: Colour, radius: float) -> None:
    """Dots along a closed outline."""
    step = radius * 3.2
    for index in range(len(points)):
        (ax, ay), (bx, by) = points[index], points[(index + 1) % len(points)]
        length = math.hypot(bx - ax, by - ay)
        count = max(1, int(length / step))
        for dot in range(count):
            share = dot / count
            pygame.draw.circle(
                surface, colour, (ax + (bx - ax) * share, ay + (by - ay) * share), radius
            )


def draw_place_lights(
    surface: pygame.Surface,
    camera: MapCamera,
    geometry: MapGeometry,
    lights: Mapping[int, str],
    hovered: int | None,
) -> None:
    """The rings of lit places, the hovered one's over them."""
    for place, kind in lights.items():
        _place_light(surface, camera, geometry.places[place], kind)
    if hovered is not None:
        centre = camera.to_screen(geometry.places[hovered])
        radius = (PLACE_RADIUS + 4) * camera.zoom + 2
        pygame.draw.circle(surface, SHADOW, centre, radius, 4)
        pygame.draw.circle(surface, HOVER, centre, radius, 2)


def _place_light(surface: pygame.Surface, camera: MapCamera, spot: Point, kind: str) -> None:
    """One place's ring in its kind's line."""
    colour = PLACE_COLOURS[kind]
    centre = camera.to_screen(spot)
    radius = (PLACE_RADIUS + 5) * camera.zoom + 3
    if kind == "station":
        pygame.draw.circle(surface, SHADOW, centre, radius, 5)
        for index in range(12):
            start = index * math.pi / 6
            arc = pygame.Rect(0, 0, radius * 2, radius * 2)
            arc.center = (round(centre[0]), round(centre[1]))
            pygame.draw.arc(surface, colour, arc, start, start + math.pi / 10, 3)
        return
    width = 5 if kind == "chosen" else 3
    pygame.draw.circle(surface, SHADOW, centre, radius, width + 2)
    pygame.draw.circle(surface, colour, centre, radius, width)
    if kind == "chosen":
        pygame.draw.circle(surface, SHADOW, centre, radius + 9, 4)
        pygame.draw.circle(surface, colour, centre, radius + 9, 2)
    else:
        # A little flag on a pole above the place: the contract's end.
        foot = (centre[0] + radius * 0.7, centre[1] - radius * 0.7)
        top = (foot[0], foot[1] - 22)
        pygame.draw.line(surface, SHADOW, foot, top, 4)
        pygame.draw.line(surface, colour, foot, top, 2)
        flag = [top, (top[0] + 14, top[1] + 5), (top[0], top[1] + 10)]
        pygame.draw.polygon(surface, colour, flag)
        pygame.draw.polygon(surface, SHADOW, flag, 1)


def draw_flow(surface: pygame.Surface, camera: MapCamera, flow: OilFlow) -> None:
    """The flowing oil: dark drops with a shine, moving along the pipes."""
    radius = max(3.0, FIELD_WIDTH * 0.27 * camera.zoom)
    shine = max(1.0, radius * 0.35)
    for drop in flow.drops():
        x, y = camera.to_screen(drop)
        pygame.draw.circle(surface, OIL, (x, y), radius)
        pygame.draw.circle(surface, OIL_SHINE, (x - radius * 0.35, y - radius * 0.35), shine)
