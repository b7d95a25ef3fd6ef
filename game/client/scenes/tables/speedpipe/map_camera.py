"""Where the Speedpipe map lies on the canvas: zoom and pan between world units and canvas
pixels, zooming around a point, fitting the whole map, and the limits that keep it in sight.

The world's origin lies at a whole canvas pixel (origin), so pictures of the map made at one
zoom line up pixel for pixel wherever it is panned, and a canvas point is turned back into the
same world point the drawing used: picking is exact at every zoom and pan.
"""

from __future__ import annotations

import pygame

from game.client.scenes.tables.kit.pan_zoom import arrow_step, kept_under, zoom_within

Point = tuple[float, float]

# The closest zoom, as a multiple of the zoom that fits the whole map; the farthest is the fit
# itself (a little less, so the whole map with its margin shows in any view).
MOST_ZOOM = 4.5
LEAST_ZOOM = 0.85
# One press of + or − (and one wheel step) changes the zoom by this factor.
ZOOM_STEP = 1.25
# One arrow key press moves the map by this share of the view's smaller side.
PAN_SHARE = 0.15
# How much of the map stays in the view at least, as a share of the view's side.
KEPT_IN_VIEW = 0.25


class MapCamera:
    """Zoom (canvas pixels per world unit) and the canvas position of the world's origin, for a
    world of a given size inside the view's rectangle."""

    def __init__(self, rect: pygame.Rect, world: tuple[float, float]) -> None:
        self.rect = pygame.Rect(rect)
        self.world = world
        self.zoom = 1.0
        self.offset: Point = (float(self.rect.x), float(self.rect.y))
        self.fit()

    @property
    def fit_zoom(self) -> float:
        """The zoom at which the whole world fills the view."""
        width, height = self.world
        return min(self.rect.width / width, self.rect.height / height)

    @property
    def zoom_limits(self) -> tuple[float, float]:
        """The farthest and the closest zoom."""
        fit = self.fit_zoom
        return fit * LEAST_ZOOM, fit * MOST_ZOOM

    @property
    def origin(self) -> tuple[int, int]:
        """The canvas pixel of the world's origin, as drawing and picking use it."""
        return round(self.offset[0]), round(self.offset[1])

    def to_screen(self, point: Point) -> Point:
        """The canvas position of a world point."""
        ox, oy = self.origin
        return point[0] * self.zoom + ox, point[1] * self.zoom + oy

    def to_world(self, pos: Point) -> Point:
        """The world point under a canvas position."""
        ox, oy = self.origin
        return (pos[0] - ox) / self.zoom, (pos[1] - oy) / self.zoom

    def fit(self) -> None:
        """The whole world in the middle of the view, as large as it fits."""
        self.zoom = self.fit_zoom
        width, height = self.world
        self.offset = (
            self.rect.centerx - width * self.zoom / 2,
            self.rect.centery - height * self.zoom / 2,
        )

    def zoom_by(self, factor: float, around: Point | None = None) -> None:
        """Zooms by factor (> 1 closer) keeping the world point under around (the view's centre
        when None) where it is; the zoom stays within its limits."""
        new_zoom = zoom_within(self.zoom, factor, *self.zoom_limits)
        centre = around if around is not None else self.rect.center
        # The drawn origin is the rounded one, so the zoom keeps the point drawn under centre.
        self.offset = kept_under(self.origin, centre, new_zoom / self.zoom)
        self.zoom = new_zoom
        self._keep_in_view()

    def pan_by(self, dx: float, dy: float) -> None:
        """Moves the map by (dx, dy) canvas pixels (a drag's step), never quite out of view."""
        self.offset = (self.offset[0] + dx, self.offset[1] + dy)
        self._keep_in_view()

    def pan_step(self, direction: str) -> None:
        """One arrow key's step: 'left' shows more of the west, and so on."""
        self.pan_by(*arrow_step(self.rect, direction, PAN_SHARE))

    def visible_world(self) -> tuple[float, float, float, float]:
        """The world rectangle (left, top, right, bottom) the view shows now."""
        left, top = self.to_world(self.rect.topleft)
        right, bottom = self.to_world(self.rect.bottomright)
        return left, top, right, bottom

    def _keep_in_view(self) -> None:
        """Pulls the map back so at least KEPT_IN_VIEW of the view's sides shows map."""
        width, height = self.world
        ox, oy = self.offset
        keep_x = min(self.rect.width * KEPT_IN_VIEW, width * self.zoom)
        keep_y = min(self.rect.height * KEPT_IN_VIEW, height * self.zoom)
        # The map's right edge stays right of the view's left edge plus keep, and so on.
        ox = max(ox, self.rect.left + keep_x - width * self.zoom)
        ox = min(ox, self.rect.right - keep_x)
        oy = max(oy, self.rect.top + keep_y - height * self.zoom)
        oy = min(oy, self.rect.bottom - keep_y)
        self.offset = (ox, oy)
