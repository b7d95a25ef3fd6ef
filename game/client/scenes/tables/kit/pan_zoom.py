"""Pan and zoom of a table's picture view (a map, an empire) the same way at every table: one
arrow key's step, a zoom around a canvas point within its limits, and the input that drives
them (drags pan, wheel and pinch zoom; focused: arrows pan, + and − zoom, Home fits), and the
view's frame.

What a view keeps on its own (a map kept in sight, an empire free to leave it) stays with its
camera; this module only works out the steps."""

from __future__ import annotations

from typing import Protocol

import pygame

from game.client.intents import Intent, IntentKind
from game.client.theme import THEME

Point = tuple[float, float]

# The way each arrow key moves the picture: 'left' shows more of the west, and so on.
ARROW_STEPS: dict[str, tuple[int, int]] = {
    "left": (1, 0),
    "right": (-1, 0),
    "up": (0, 1),
    "down": (0, -1),
}
ZOOM_OUT_KEY = "-"
FIT_KEY = "home"


def arrow_step(rect: pygame.Rect, direction: str, share: float) -> Point:
    """The canvas pixels one arrow key moves the picture by: share of the view's smaller side
    that way; ValueError in words for no direction."""
    if direction not in ARROW_STEPS:
        raise ValueError(f"'{direction}' is not a direction (left, right, up, down)")
    step = min(rect.width, rect.height) * share
    sx, sy = ARROW_STEPS[direction]
    return sx * step, sy * step


def zoom_within(zoom: float, factor: float, least: float, most: float) -> float:
    """The zoom after zooming by factor (> 1 closer), kept between least and most; ValueError in
    words for a factor not above 0."""
    if not factor > 0:
        raise ValueError(f"a zoom factor must be above 0, not {factor}")
    return min(most, max(least, zoom * factor))


def kept_under(point: Point, around: Point, applied: float) -> Point:
    """Where a canvas point of the picture lies after a zoom by applied around a canvas point,
    so that the picture under around stays where it is."""
    dx, dy = around
    return dx - (dx - point[0]) * applied, dy - (dy - point[1]) * applied


class PanZoomView(Protocol):
    """A view that pans and zooms (the map, an empire)."""

    dragging: bool

    def contains(self, pos: Point | None) -> bool:
        """Whether the canvas position lies on the view."""

    def pan_by(self, dx: float, dy: float) -> None:
        """Moves the picture by (dx, dy) canvas pixels."""

    def pan_step(self, direction: str) -> None:
        """Moves the picture by one arrow key's step."""

    def zoom_by(self, factor: float, around: Point | None = None) -> None:
        """Zooms by factor around a canvas point (the view's centre when None)."""

    def fit(self) -> None:
        """Shows the whole picture again."""


def pan_zoom_intent(
    view: PanZoomView,
    intent: Intent,
    zoom_step: float,
    zoom_in_keys: frozenset[str] = frozenset({"+"}),
    pinch_pans: bool = False,
) -> bool:
    """Drags pan, wheel and pinch zoom (with pinch_pans two fingers moving together carry the
    picture along); focused: arrows pan, + and − zoom by zoom_step, Home fits. Whether the
    view took the intent."""
    kind = intent.kind
    if kind is IntentKind.DRAG_START and view.contains(intent.pos):
        view.dragging = True
        return True
    if kind is IntentKind.DRAG and view.dragging:
        view.pan_by(*intent.delta)
        return True
    if kind is IntentKind.DRAG_END and view.dragging:
        view.dragging = False
        return True
    if kind is IntentKind.ZOOM and view.contains(intent.pos) and intent.factor > 0:
        if pinch_pans and intent.delta != (0.0, 0.0):
            view.pan_by(*intent.delta)
        view.zoom_by(intent.factor, intent.pos)
        return True
    if kind is IntentKind.NAVIGATE and intent.key in ARROW_STEPS:
        view.pan_step(intent.key)
        return True
    if kind is IntentKind.SHORTCUT:
        if intent.key in zoom_in_keys:
            view.zoom_by(zoom_step)
        elif intent.key == ZOOM_OUT_KEY:
            view.zoom_by(1 / zoom_step)
        elif intent.key == FIT_KEY:
            view.fit()
        else:
            return False
        return True
    return False


def draw_view_frame(surface: pygame.Surface, rect: pygame.Rect, focused: bool) -> None:
    """The view's border, and the focus ring just outside it while it has the keys."""
    pygame.draw.rect(surface, THEME.colours.panel_border, rect, THEME.border_width)
    if focused:
        pygame.draw.rect(
            surface,
            THEME.colours.focus,
            rect.inflate(2 * THEME.focus_gap, 2 * THEME.focus_gap),
            THEME.focus_width,
            THEME.small_radius,
        )
