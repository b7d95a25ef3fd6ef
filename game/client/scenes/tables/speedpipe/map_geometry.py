"""Where a Speedpipe map lies in world units, worked out once per map: the places, each route as
a row of field quads along the line between its places (a double route's two strands side by
side), and the route or place at a world point.

The map files give places in 0..1 from west to east and north to south; the world stretches
them to the aspect of the canvas area the map is shown in (WORLD_HEIGHT high with its margins,
as wide as that area's aspect makes it), with a margin of sea or land all round, so that names
and symbols at the edge stay on the map and the whole map fills its area.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.rules.speedpipe.maps import PipeMap

Point = tuple[float, float]
Quad = tuple[Point, Point, Point, Point]

# The world's height with its margins, in world units; its width follows the aspect.
WORLD_HEIGHT = 1000.0
# Room round the places' 0..1 square, in world units.
MARGIN = 60.0
# The aspects (width / height) a world takes at most and at least, and their steps.
ASPECTS = (1.3, 2.6)
ASPECT_STEP = 0.05
CANVAS_ASPECT = 16 / 9
# A field's width across its route, and the free space between a double route's strands.
FIELD_WIDTH = 17.0
STRAND_GAP = 5.0
# A place's symbol radius; fields begin this far from a place's centre.
PLACE_RADIUS = 16.0
END_GAP = PLACE_RADIUS + 7.0
# The space between two fields of a route, and the longest a field gets where a route has room
# to spare (the rest is spread between its fields, as pipe pieces lying apart).
FIELD_GAP = 4.0
LONGEST_FIELD = 58.0
# The shortest a field gets before the gaps at its route's ends give way, and the shortest at
# all (places crowding together).
SHORTEST_FIELD = 12.0
SMALLEST_FIELD = 1.0


@dataclass(frozen=True)
class RouteShape:
    """One route drawn as `length` fields: each a quad (corners in order round it) between the
    start and end of its centre line; direction and normal are unit vectors."""

    route: int
    start: Point
    end: Point
    direction: Point
    normal: Point
    fields: tuple[Quad, ...]
    box: tuple[float, float, float, float]  # left, top, right, bottom

    @property
    def centre(self) -> Point:
        """The middle of the route's centre line."""
        return ((self.start[0] + self.end[0]) / 2, (self.start[1] + self.end[1]) / 2)

    def field_centre(self, index: int) -> Point:
        """The middle of one of its fields."""
        quad = self.fields[index]
        return (sum(p[0] for p in quad) / 4, sum(p[1] for p in quad) / 4)

    def holds(self, point: Point) -> bool:
        """Whether a world point lies on one of its fields (edges included)."""
        x, y = point
        left, top, right, bottom = self.box
        if not (left <= x <= right and top <= y <= bottom):
            return False
        return any(in_quad(point, quad) for quad in self.fields)


@dataclass(frozen=True)
class MapGeometry:
    """A map in world units: places, route shapes and the world's size."""

    pipe_map: PipeMap
    places: tuple[Point, ...]
    routes: tuple[RouteShape, ...]
    width: float
    height: float

    def route_at(self, point: Point) -> int | None:
        """The route whose field holds a world point (places lie above routes), or None."""
        if self.place_at(point) is not None:
            return None
        for shape in self.routes:
            if shape.holds(point):
                return shape.route
        return None

    def place_at(self, point: Point) -> int | None:
        """The place whose symbol holds a world point, or None."""
        x, y = point
        for place, (px, py) in enumerate(self.places):
            if (x - px) ** 2 + (y - py) ** 2 <= PLACE_RADIUS**2:
                return place
        return None

    def route_centre(self, route: int) -> Point:
        """The world point in the middle of a route: on its middle field (between two fields of
        an even route, the middle of the one before, so a tap there surely picks it)."""
        self.check_route(route)
        shape = self.routes[route]
        return shape.field_centre((len(shape.fields) - 1) // 2)

    def check_route(self, route: int) -> None:
        """ValueError in words for a route the map does not have."""
        if not 0 <= route < len(self.routes):
            raise ValueError(f"there is no route {route} (routes 0 to {len(self.routes) - 1})")

    def check_place(self, place: int) -> None:
        """ValueError in words for a place the map does not have."""
        if not 0 <= place < len(self.places):
            raise ValueError(f"there is no place {place} (places 0 to {len(self.places) - 1})")


def in_quad(point: Point, quad: Quad) -> bool:
    """Whether a point lies in a convex quad (corners in order either way round), edges
    included."""
    x, y = point
    sign = 0.0
    for index in range(4):
        ax, ay = quad[index]
        bx, by = quad[(index + 1) % 4]
        cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax)
        if cross == 0:
            continue
        if sign == 0:
            sign = cross
        elif (cross > 0) != (sign > 0):
            return False
    return True


def world_aspect(width: float, height: float) -> float:
    """The aspect of the world for a canvas area of this size: its own, within ASPECTS, in
    steps of ASPECT_STEP (so a few pixels more or less give the same world)."""
    if width <= 0 or height <= 0:
        return CANVAS_ASPECT
    aspect = min(ASPECTS[1], max(ASPECTS[0], width / height))
    return round(round(aspect / ASPECT_STEP) * ASPECT_STEP, 4)


def place_point(pipe_map: PipeMap, place: int, width: float) -> Point:
    """A place's world position in a world of this width."""
    spot = pipe_map.places[place]
    return (
        MARGIN + spot.x * (width - 2 * MARGIN),
        MARGIN + spot.y * (WORLD_HEIGHT - 2 * MARGIN),
    )


def _half_width(pipe_map: PipeMap, route: int) -> float:
    """How far a route's fields reach to either side of the line between its places (a
    double route's two strands together), with a little room."""
    if pipe_map.routes[route].twin is None:
        return FIELD_WIDTH / 2 + FIELD_GAP / 2
    return FIELD_WIDTH + STRAND_GAP / 2 + FIELD_GAP / 2


def end_gap(pipe_map: PipeMap, places: tuple[Point, ...], route: int, place: int) -> float:
    """How far from a place a route's first field begins: END_GAP, or more where another route
    leaves the place at so narrow an angle that their fields would overlap nearer."""
    this = pipe_map.routes[route]
    x, y = places[place]
    ox, oy = places[this.other_end(place)]
    length = math.hypot(ox - x, oy - y)
    ux, uy = (ox - x) / length, (oy - y) / length
    mine = _half_width(pipe_map, route)
    gap = END_GAP
    for other_id in pipe_map.routes_at[place]:
        other = pipe_map.routes[other_id]
        if other_id == route or other_id == this.twin:
            continue
        fx, fy = places[other.other_end(place)]
        far = math.hypot(fx - x, fy - y)
        cos = (ux * (fx - x) + uy * (fy - y)) / far
        if cos <= 0:
            continue
        sin = math.sqrt(max(1e-9, 1 - cos * cos))
        # Beyond this distance the route's strip lies clear of the other's whole strip.
        gap = max(gap, (_half_width(pipe_map, other_id) + mine * cos) / sin)
    return gap


def _room_for_fields(
    distance: float, length: int, gap_a: float, gap_b: float
) -> tuple[float, float]:
    """The end gaps shrunk where they leave a route too little room for its fields: first what
    lies beyond END_GAP, then down to nothing (on a map whose places crowd together)."""
    wanted = length * (SHORTEST_FIELD + FIELD_GAP)
    for floor in (END_GAP, 0.0):
        spare = distance - wanted - gap_a - gap_b
        if spare >= 0:
            break
        extra = (gap_a - floor) + (gap_b - floor)
        if extra <= 0:
            continue
        cut = min(1.0, -spare / extra)
        gap_a -= (gap_a - floor) * cut
        gap_b -= (gap_b - floor) * cut
    return gap_a, gap_b


def _route_shape(pipe_map: PipeMap, route_id: int, places: tuple[Point, ...]) -> RouteShape:
    """The fields of one route; a double route's strands lie apart on either side of the line
    between its places (the lower id on the left going from a to b)."""
    route = pipe_map.routes[route_id]
    # Both strands go the same way (from the smaller place id) so that their sides agree.
    first, second = sorted((route.a, route.b))
    ax, ay = places[first]
    bx, by = places[second]
    distance = math.hypot(bx - ax, by - ay)
    # Two places on one spot (a map drawn carelessly) still give a route, lying east.
    dx, dy = ((bx - ax) / distance, (by - ay) / distance) if distance > 0 else (1.0, 0.0)
    nx, ny = -dy, dx
    shift = 0.0
    if route.twin is not None:
        shift = (FIELD_WIDTH + STRAND_GAP) / 2 * (-1 if route.id < route.twin else 1)
    gap_a, gap_b = _room_for_fields(
        distance,
        route.length,
        end_gap(pipe_map, places, route_id, first),
        end_gap(pipe_map, places, route_id, second),
    )
    pitch = (distance - gap_a - gap_b) / route.length
    field = max(SMALLEST_FIELD, min(pitch - FIELD_GAP, LONGEST_FIELD))
    half = FIELD_WIDTH / 2
    fields: list[Quad] = []
    for index in range(route.length):
        middle = gap_a + pitch * (index + 0.5)
        along0, along1 = middle - field / 2, middle + field / 2
        cx0, cy0 = ax + dx * along0 + nx * shift, ay + dy * along0 + ny * shift
        cx1, cy1 = ax + dx * along1 + nx * shift, ay + dy * along1 + ny * shift
        fields.append(
            (
                (cx0 + nx * half, cy0 + ny * half),
                (cx1 + nx * half, cy1 + ny * half),
                (cx1 - nx * half, cy1 - ny * half),
                (cx0 - nx * half, cy0 - ny * half),
            )
        )
    xs = [p[0] for quad in fields for p in quad]
    ys = [p[1] for quad in fields for p in quad]
    start = (ax + dx * gap_a + nx * shift, ay + dy * gap_a + ny * shift)
    end = (bx - dx * gap_b + nx * shift, by - dy * gap_b + ny * shift)
    return RouteShape(
        route_id,
        start,
        end,
        (dx, dy),
        (nx, ny),
        tuple(fields),
        (min(xs), min(ys), max(xs), max(ys)),
    )


_GEOMETRIES: dict[tuple[int, float], MapGeometry] = {}


def geometry_of(pipe_map: PipeMap, aspect: float = CANVAS_ASPECT) -> MapGeometry:
    """A map's geometry in a world of an aspect (width / height, as world_aspect gives it),
    worked out once per map object and aspect."""
    if not ASPECTS[0] <= aspect <= ASPECTS[1]:
        raise ValueError(f"a map's aspect lies between {ASPECTS[0]} and {ASPECTS[1]}, not {aspect}")
    key = (id(pipe_map), aspect)
    geometry = _GEOMETRIES.get(key)
    if geometry is None or geometry.pipe_map is not pipe_map:
        width = WORLD_HEIGHT * aspect
        places = tuple(place_point(pipe_map, place.id, width) for place in pipe_map.places)
        routes = tuple(_route_shape(pipe_map, route.id, places) for route in pipe_map.routes)
        geometry = MapGeometry(pipe_map, places, routes, width, WORLD_HEIGHT)
        _GEOMETRIES[key] = geometry
    return geometry
