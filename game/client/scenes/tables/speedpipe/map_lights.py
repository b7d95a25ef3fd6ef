"""What the Speedpipe map shows over its picture, drawn every frame: lit routes (payable,
chosen, a contract's path, the one under the pointer), lit places (a contract's ends, the
chosen place, a place for a station) and the oil flowing along fulfilled contracts.

Each light has its own line as well as its colour: payable routes a plain ring, the chosen one a
thick double ring, a path's routes a ring of dots, the hovered one a thin white ring; a
contract's places a ring with a flag, the chosen one a double ring, a station's place a dashed
ring.
"""

from __future__ import annotations

import math
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
    for route, kind in lights.items():
        _route_light(surface, camera, geometry.routes[route], kind)
    if hovered is not None and lights.get(hovered) != "hover":
        _route_light(surface, camera, geometry.routes[hovered], "hover")


def _route_light(surface: pygame.Surface, camera: MapCamera, shape: RouteShape, kind: str) -> None:
    """One route's ring in its kind's line."""
    colour = ROUTE_COLOURS[kind]
    points = [camera.to_screen(p) for p in route_ring(shape, RING_ROOM)]
    if kind == "path":
        pygame.draw.polygon(surface, SHADOW, points, 4)
        _dotted(surface, points, colour, 3.5)
        return
    width = {"payable": 2, "chosen": 5, "hover": 2}[kind]
    pygame.draw.polygon(surface, SHADOW, points, width + 2)
    pygame.draw.polygon(surface, colour, points, width)
    if kind == "chosen":
        outer = [camera.to_screen(p) for p in route_ring(shape, RING_ROOM + 8 / camera.zoom)]
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
