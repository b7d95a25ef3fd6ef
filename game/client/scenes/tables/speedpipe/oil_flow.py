"""Oil flowing along paths of routes (a fulfilled contract's pipes): each path a line from place
to place through its routes' fields, with drops of oil moving along it as time goes on."""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.client.scenes.tables.speedpipe.map_geometry import MapGeometry, Point

# World units the oil moves a second, and the distance between two drops.
SPEED = 60.0
SPACING = 26.0


class OilFlow:
    """The lines oil flows along and how far it has flowed."""

    def __init__(self, geometry: MapGeometry, paths: Sequence[Sequence[int]]) -> None:
        self.geometry = geometry
        for path in paths:
            for route in path:
                geometry.check_route(route)
        self.lines: tuple[tuple[Point, ...], ...] = tuple(
            line for path in paths for line in _lines_of(geometry, list(path))
        )
        self.flowed = 0.0

    def update(self, dt: float) -> None:
        """Lets the oil flow on for dt seconds."""
        self.flowed = (self.flowed + SPEED * dt) % (SPACING * 1000)

    def drops(self) -> list[Point]:
        """The world points of the drops now."""
        points: list[Point] = []
        shift = self.flowed % SPACING
        for line in self.lines:
            points.extend(_points_along(line, shift))
        return points


def _lines_of(geometry: MapGeometry, path: list[int]) -> list[tuple[Point, ...]]:
    """The lines through a path's routes, place to place; the routes of a path that is no
    chain are split into lines where one does not go on from the place the last ended at."""
    routes = geometry.pipe_map.routes
    lines: list[tuple[Point, ...]] = []
    line: list[Point] = []
    at: int | None = None
    for index, route_id in enumerate(path):
        route = routes[route_id]
        if at not in (route.a, route.b):
            if line:
                lines.append(tuple(line))
            # A new chain starts at the end the next route does not share.
            at = route.a
            if index + 1 < len(path):
                following = routes[path[index + 1]]
                if route.a in (following.a, following.b) and route.b not in (
                    following.a,
                    following.b,
                ):
                    at = route.b
            line = [geometry.places[at]]
        assert at is not None
        shape = geometry.routes[route_id]
        forward = at == min(route.a, route.b)
        line += [shape.start, shape.end] if forward else [shape.end, shape.start]
        at = route.other_end(at)
        line.append(geometry.places[at])
    if line:
        lines.append(tuple(line))
    return lines


def _points_along(line: tuple[Point, ...], shift: float) -> list[Point]:
    """Points every SPACING along a line, the first shift from its start."""
    points: list[Point] = []
    next_at = shift
    walked = 0.0
    for (ax, ay), (bx, by) in zip(line, line[1:], strict=False):
        length = math.hypot(bx - ax, by - ay)
        while next_at <= walked + length and length > 0:
            share = (next_at - walked) / length
            points.append((ax + (bx - ax) * share, ay + (by - ay) * share))
            next_at += SPACING
        walked += length
    return points
