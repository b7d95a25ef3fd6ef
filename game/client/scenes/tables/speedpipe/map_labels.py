"""Where each place's name stands on a Speedpipe map: beside its symbol on the side where it
covers the fewest routes, symbols and other names, worked out once per map.

A name is anchored at a point beside its place and grows away from it; drawn smaller than the
size it was placed for (zoomed in, names keep a readable pixel size), it covers part of the same
spot, so what was free of overlaps stays so.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy

from game.client.fonts import font
from game.client.scenes.tables.speedpipe.map_geometry import (
    FIELD_WIDTH,
    PLACE_RADIUS,
    MapGeometry,
    Point,
)

# A name's height in world units as it was placed, and the pixel sizes it is drawn at between.
LABEL_WORLD = 28
SMALLEST_PIXELS = 20
LARGEST_PIXELS = 32
# Gap between a place's symbol and its name, in world units.
LABEL_GAP = 3.0
# How close together routes are sampled for overlaps (world units).
SAMPLE_STEP = 4.0
# The sides tried, in the order of preference: (direction x, direction y).
SIDES: tuple[Point, ...] = (
    (0.0, 1.0),
    (0.0, -1.0),
    (1.0, 0.0),
    (-1.0, 0.0),
    (1.0, 1.0),
    (-1.0, 1.0),
    (1.0, -1.0),
    (-1.0, -1.0),
)
# Every side, then the sides above, below and beside a place slid along it.
SLIDES = (0.3, -0.3)
CANDIDATES: tuple[tuple[Point, float], ...] = (
    *((side, 0.0) for side in SIDES),
    *((side, slide) for side in SIDES[:4] for slide in SLIDES),
)
# What each kind of overlap costs.
ROUTE_COST = 1.0
PLACE_COST = 40.0
LABEL_COST = 0.5  # per square world unit
OUTSIDE_COST = 1000.0
SIDE_COST = 0.4  # per step down the order of preference


@dataclass(frozen=True)
class Label:
    """Where a name stands: the anchor beside the place, the side it grows to (each of x, y
    -1, 0 or 1: left of / centred on / right of the anchor, and so on) and, for a name above,
    below or beside its place, how far it slides along that side (a share of its own width or
    height, so it slides alike at every size)."""

    anchor: Point
    side: Point
    slide: float = 0.0

    def box(self, width: float, height: float) -> tuple[float, float, float, float]:
        """The world rectangle (left, top, right, bottom) of a name of this size."""
        ax, ay = self.anchor
        sx, sy = self.side
        left = ax - width / 2 + sx * width / 2
        top = ay - height / 2 + sy * height / 2
        if sx == 0:
            left += self.slide * width
        elif sy == 0:
            top += self.slide * height
        return left, top, left + width, top + height


def label_pixels(zoom: float) -> int:
    """The pixel size names are drawn at for a zoom."""
    return max(SMALLEST_PIXELS, min(LARGEST_PIXELS, round(LABEL_WORLD * zoom)))


def name_size(name: str, size: int) -> tuple[int, int]:
    """A name's width and height in pixels at a font size (bold, as drawn)."""
    width, height = font(size, True).size(name)
    return width, height


def _anchor(place: Point, side: Point) -> Point:
    """The anchor point beside a place's symbol on a side."""
    sx, sy = side
    reach = PLACE_RADIUS + LABEL_GAP
    if sx and sy:
        reach = PLACE_RADIUS * math.sqrt(0.5) + LABEL_GAP
    return place[0] + sx * reach, place[1] + sy * reach


def route_points(geometry: MapGeometry) -> numpy.ndarray:
    """Points along every route's centre line, SAMPLE_STEP apart."""
    points: list[Point] = []
    for shape in geometry.routes:
        (ax, ay), (bx, by) = shape.start, shape.end
        steps = max(1, int(math.hypot(bx - ax, by - ay) / SAMPLE_STEP))
        points += [
            (ax + (bx - ax) * i / steps, ay + (by - ay) * i / steps) for i in range(steps + 1)
        ]
    return numpy.array(points, dtype=numpy.float64)


def _overlap(first: tuple[float, ...], second: tuple[float, ...]) -> float:
    """The area two rectangles (left, top, right, bottom) share."""
    width = min(first[2], second[2]) - max(first[0], second[0])
    height = min(first[3], second[3]) - max(first[1], second[1])
    return max(0.0, width) * max(0.0, height)


def label_world(fit_zoom: float) -> float:
    """The height in world units names are placed for in a view whose whole map shows at
    fit_zoom (names drawn at their pixel size there)."""
    if not fit_zoom > 0:
        raise ValueError(f"a zoom must be above 0, not {fit_zoom}")
    return round(label_pixels(fit_zoom) / fit_zoom, 1)


def place_labels(geometry: MapGeometry, height: float = LABEL_WORLD) -> tuple[Label, ...]:
    """Where every place's name stands (by place id), placed for names of this height in world
    units."""
    pipe_map = geometry.pipe_map
    routes = route_points(geometry)
    places = numpy.array(geometry.places, dtype=numpy.float64)
    reach = FIELD_WIDTH / 2
    chosen: dict[int, tuple[Label, tuple[float, float, float, float]]] = {}
    # Crowded places choose first.
    order = sorted(range(len(pipe_map.places)), key=lambda p: -len(pipe_map.routes_at[p]))
    for place in order:
        size = max(1, round(height))
        width, tall = name_size(pipe_map.places[place].name, size)
        width, tall = width * height / size, tall * height / size
        best: tuple[float, Label, tuple[float, float, float, float]] | None = None
        for rank, (side, slide) in enumerate(CANDIDATES):
            label = Label(_anchor(geometry.places[place], side), side, slide)
            box = label.box(width, tall)
            left, top, right, bottom = box
            cost = rank * SIDE_COST
            inside = (
                (routes[:, 0] >= left - reach)
                & (routes[:, 0] <= right + reach)
                & (routes[:, 1] >= top - reach)
                & (routes[:, 1] <= bottom + reach)
            )
            cost += ROUTE_COST * float(inside.sum())
            near = (
                (places[:, 0] >= left - PLACE_RADIUS)
                & (places[:, 0] <= right + PLACE_RADIUS)
                & (places[:, 1] >= top - PLACE_RADIUS)
                & (places[:, 1] <= bottom + PLACE_RADIUS)
            )
            cost += PLACE_COST * float(near.sum())
            cost += LABEL_COST * sum(_overlap(box, other) for _, other in chosen.values())
            if left < 0 or top < 0 or right > geometry.width or bottom > geometry.height:
                cost += OUTSIDE_COST
            if best is None or cost < best[0]:
                best = (cost, label, box)
        assert best is not None
        chosen[place] = (best[1], best[2])
    return tuple(chosen[place][0] for place in range(len(pipe_map.places)))


_LABELS: dict[tuple[int, float], tuple[MapGeometry, tuple[Label, ...]]] = {}


def labels_of(geometry: MapGeometry, height: float = LABEL_WORLD) -> tuple[Label, ...]:
    """The places' labels of a map for names of a height, worked out once per geometry and
    height."""
    key = (id(geometry), height)
    known = _LABELS.get(key)
    if known is None or known[0] is not geometry:
        known = (geometry, place_labels(geometry, height))
        _LABELS[key] = known
    return known[1]
