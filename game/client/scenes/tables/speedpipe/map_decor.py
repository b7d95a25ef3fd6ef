"""The pictures that make a Speedpipe map look like a map, worked out once per map: mountains
beside the mountain routes and waves out in the open sea, each where it covers no route, place
or name."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import numpy

from game.client.scenes.tables.speedpipe.map_geometry import (
    FIELD_WIDTH,
    PLACE_RADIUS,
    MapGeometry,
    Point,
)
from game.client.scenes.tables.speedpipe.map_labels import (
    LABEL_WORLD,
    labels_of,
    name_size,
    route_points,
)
from game.client.scenes.tables.speedpipe.map_terrain import terrain_of

# A mountain's width in world units, how far beside its route it stands, and how often.
MOUNTAIN_SIZE = 24.0
MOUNTAIN_DISTANCES = (26.0, 34.0, 44.0)
MOUNTAIN_STEP = 34.0
# Waves: the grid they are scattered on, their width, and how far out to sea they lie at least
# (in units of the sea field, about world units from the coast).
WAVE_STEP = 80.0
WAVE_SIZE = 22.0
WAVE_OFFSHORE = 18.0


@dataclass(frozen=True)
class Decor:
    """Mountains (centre, size) and waves (centre) of a map."""

    mountains: tuple[tuple[Point, float], ...]
    waves: tuple[Point, ...]


def _free(
    point: Point,
    room: float,
    routes: numpy.ndarray,
    geometry: MapGeometry,
    boxes: list[tuple[float, float, float, float]],
    taken: list[Point],
) -> bool:
    """Whether a picture of radius room at point covers no route, place, name or other
    picture, and lies inside the world."""
    x, y = point
    if not (room <= x <= geometry.width - room and room <= y <= geometry.height - room):
        return False
    reach = room + FIELD_WIDTH / 2 + 2
    if routes.size and float(numpy.min(numpy.hypot(routes[:, 0] - x, routes[:, 1] - y))) < reach:
        return False
    if any(math.hypot(px - x, py - y) < room + PLACE_RADIUS + 4 for px, py in geometry.places):
        return False
    for left, top, right, bottom in boxes:
        if left - room < x < right + room and top - room < y < bottom + room:
            return False
    return all(math.hypot(tx - x, ty - y) >= 2 * room for tx, ty in taken)


def decor_of_geometry(geometry: MapGeometry, label_height: float = LABEL_WORLD) -> Decor:
    """Where a map's mountains and waves lie, clear of names of this height."""
    terrain = terrain_of(geometry)
    routes = route_points(geometry)
    names = [place.name for place in geometry.pipe_map.places]
    size = max(1, round(label_height))
    boxes = []
    for label, name in zip(labels_of(geometry, label_height), names, strict=True):
        width, height = name_size(name, size)
        boxes.append(label.box(width * label_height / size, height * label_height / size))
    taken: list[Point] = []
    mountains: list[tuple[Point, float]] = []
    for shape in geometry.routes:
        if not geometry.pipe_map.routes[shape.route].mountain:
            continue
        (ax, ay), (bx, by) = shape.start, shape.end
        length = math.hypot(bx - ax, by - ay)
        nx, ny = shape.normal
        steps = max(1, int(length / MOUNTAIN_STEP))
        for step in range(steps):
            along = (step + 0.5) / steps
            for side in (1, -1) if step % 2 == 0 else (-1, 1):
                for distance in MOUNTAIN_DISTANCES:
                    size = MOUNTAIN_SIZE * (1.0 if distance < 40 else 1.2)
                    point = (
                        ax + (bx - ax) * along + nx * side * distance,
                        ay + (by - ay) * along + ny * side * distance,
                    )
                    room = size / 2
                    if terrain.sea_at(point) or not _free(
                        point, room, routes, geometry, boxes, taken
                    ):
                        continue
                    mountains.append((point, size))
                    taken.append(point)
                    break
    rng = random.Random(f"{geometry.pipe_map.key}.waves")
    waves: list[Point] = []
    rows = int(geometry.height / WAVE_STEP)
    columns = int(geometry.width / WAVE_STEP)
    for row in range(rows + 1):
        for column in range(columns + 1):
            point = (
                (column + 0.5 * (row % 2) + rng.uniform(-0.3, 0.3)) * WAVE_STEP,
                (row + rng.uniform(-0.3, 0.3)) * WAVE_STEP,
            )
            if terrain.depth_at(point) < WAVE_OFFSHORE:
                continue
            if _free(point, WAVE_SIZE / 2, routes, geometry, boxes, taken):
                waves.append(point)
                taken.append(point)
    return Decor(tuple(mountains), tuple(waves))


_DECOR: dict[tuple[int, float], tuple[MapGeometry, Decor]] = {}


def decor_of(geometry: MapGeometry, label_height: float = LABEL_WORLD) -> Decor:
    """A map's decor clear of names of a height, worked out once per geometry and height."""
    key = (id(geometry), label_height)
    known = _DECOR.get(key)
    if known is None or known[0] is not geometry:
        known = (geometry, decor_of_geometry(geometry, label_height))
        _DECOR[key] = known
    return known[1]
