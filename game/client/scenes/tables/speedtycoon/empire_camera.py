"""Where the fields of an Imperium lie on the canvas: pan, zoom and the exact way back from a
canvas position to its field.

A field (x, y) is the cell between the vertical edges round(left + x * size) and
round(left + (x + 1) * size) (the same for rows): neighbouring cells share their rounded edges,
so every canvas point inside the view belongs to exactly one field at every zoom and pan, and
field_at() answers the field whose drawn cell holds the point.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import pygame

from game.client.scenes.tables.kit.pan_zoom import arrow_step, kept_under, zoom_within

Field = tuple[int, int]

# The side of a field at zoom 1, in canvas pixels.
BASE_TILE = 96
MIN_ZOOM = 0.2
MAX_ZOOM = 2.5
# One press of + or − (and one wheel step's worth, as the Speedchicago keys do) changes the zoom
# by this factor.
ZOOM_STEP = 1.2
# One arrow key press moves the view by this share of the view's smaller side.
PAN_SHARE = 0.125
# Room left free around the empire after "fit", in fields.
FIT_MARGIN = 0.5


class EmpireCamera:
    """Pan and zoom of one empire view inside its rectangle; the Konzernzentrale's field (0, 0)
    sits at the rectangle's centre plus the pan."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.zoom = 1.0
        # Where field (0, 0)'s centre lies, relative to the rectangle's centre (canvas pixels).
        self.pan = (0.0, 0.0)

    @property
    def size(self) -> float:
        """The side of one field on the canvas now."""
        return BASE_TILE * self.zoom

    def _origin(self) -> tuple[float, float]:
        """The canvas point of field (0, 0)'s north-west corner."""
        half = self.size / 2
        return (
            self.rect.centerx + self.pan[0] - half,
            self.rect.centery + self.pan[1] - half,
        )

    def cell(self, field: Field) -> pygame.Rect:
        """The canvas cell of a field: where it is drawn and where a tap picks it."""
        left, top = self._origin()
        size = self.size
        x, y = field
        x0, x1 = round(left + x * size), round(left + (x + 1) * size)
        y0, y1 = round(top + y * size), round(top + (y + 1) * size)
        return pygame.Rect(x0, y0, x1 - x0, y1 - y0)

    def field_at(self, pos: tuple[float, float]) -> Field | None:
        """The field whose cell holds the canvas position, or None outside the view."""
        if not self.rect.collidepoint(math.floor(pos[0]), math.floor(pos[1])):
            return None
        left, top = self._origin()
        return (
            _index(pos[0], left, self.size),
            _index(pos[1], top, self.size),
        )

    def zoom_by(self, factor: float, around: tuple[float, float] | None = None) -> None:
        """Zooms by factor (> 1 closer), keeping the canvas point around (the view's centre when
        None) over the same spot of the empire; the zoom stays between its limits."""
        new_zoom = zoom_within(self.zoom, factor, MIN_ZOOM, MAX_ZOOM)
        cx, cy = around if around is not None else self.rect.center
        # The pan counts from the view's centre, so around does too.
        centre = (cx - self.rect.centerx, cy - self.rect.centery)
        self.pan = kept_under(self.pan, centre, new_zoom / self.zoom)
        self.zoom = new_zoom

    def pan_by(self, dx: float, dy: float) -> None:
        """Moves the empire on the canvas by (dx, dy) pixels (a drag's step)."""
        self.pan = (self.pan[0] + dx, self.pan[1] + dy)

    def pan_step(self, direction: str) -> None:
        """Moves the view one arrow key's step: 'left' shows more of the west, and so on."""
        self.pan_by(*arrow_step(self.rect, direction, PAN_SHARE))

    def fit(self, fields: Iterable[Field]) -> None:
        """Zooms and pans so that every given field (and a small margin) lies inside the view,
        as large as the zoom limit allows."""
        fields = list(fields)
        if not fields:
            fields = [(0, 0)]
        xs = [x for x, _ in fields]
        ys = [y for _, y in fields]
        columns = max(xs) - min(xs) + 1 + 2 * FIT_MARGIN
        rows = max(ys) - min(ys) + 1 + 2 * FIT_MARGIN
        zoom = min(self.rect.width / (columns * BASE_TILE), self.rect.height / (rows * BASE_TILE))
        self.zoom = min(MAX_ZOOM, max(MIN_ZOOM, zoom))
        middle_x = (max(xs) + min(xs)) / 2
        middle_y = (max(ys) + min(ys)) / 2
        self.pan = (-middle_x * self.size, -middle_y * self.size)


def _index(coordinate: float, start: float, size: float) -> int:
    """The cell index along one axis whose rounded edges hold the pixel under the coordinate."""
    pixel = math.floor(coordinate)
    index = math.floor((pixel - start) / size)
    # The float guess lies one cell short where the next edge was rounded down onto the pixel;
    # it never lies beyond, as an edge at or before a pixel rounds to at most that pixel.
    if pixel >= round(start + (index + 1) * size):
        index += 1
    return index
