"""The table kit's pan and zoom: an arrow key's step, a zoom kept within its limits and around
its point, and the input that drives a view (drags, pinch, keys)."""

from __future__ import annotations

import pygame
import pytest

from game.client.intents import Intent, IntentKind
from game.client.scenes.tables.kit.pan_zoom import (
    arrow_step,
    kept_under,
    pan_zoom_intent,
    zoom_within,
)

Point = tuple[float, float]


class Picture:
    """A view that notes what it was asked to do."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(100, 100, 400, 200)
        self.dragging = False
        self.asked: list[tuple[object, ...]] = []

    def contains(self, pos: Point | None) -> bool:
        """Whether pos lies on the view."""
        return pos is not None and self.rect.collidepoint(pos)

    def pan_by(self, dx: float, dy: float) -> None:
        """Notes a pan."""
        self.asked.append(("pan", dx, dy))

    def pan_step(self, direction: str) -> None:
        """Notes an arrow key's step."""
        self.asked.append(("step", direction))

    def zoom_by(self, factor: float, around: Point | None = None) -> None:
        """Notes a zoom."""
        self.asked.append(("zoom", factor, around))

    def fit(self) -> None:
        """Notes a fit."""
        self.asked.append(("fit",))


def test_an_arrow_step_is_a_share_of_the_smaller_side_and_shows_more_that_way() -> None:
    rect = pygame.Rect(0, 0, 400, 200)
    assert arrow_step(rect, "left", 0.25) == (50, 0)
    assert arrow_step(rect, "right", 0.25) == (-50, 0)
    assert arrow_step(rect, "up", 0.25) == (0, 50)
    assert arrow_step(rect, "down", 0.25) == (0, -50)
    with pytest.raises(ValueError, match="'north' is not a direction"):
        arrow_step(rect, "north", 0.25)


def test_a_zoom_stays_within_its_limits_and_needs_a_factor_above_zero() -> None:
    assert zoom_within(1.0, 1.5, 0.5, 2.0) == 1.5
    assert zoom_within(1.5, 2.0, 0.5, 2.0) == 2.0
    assert zoom_within(1.0, 0.1, 0.5, 2.0) == 0.5
    with pytest.raises(ValueError, match="above 0"):
        zoom_within(1.0, 0.0, 0.5, 2.0)


def test_a_zoom_keeps_the_point_under_its_centre_where_it_is() -> None:
    origin, around = (10.0, 20.0), (110.0, 70.0)
    moved = kept_under(origin, around, 2.0)
    assert moved == (-90.0, -30.0)
    # A picture point at (100, 50) from the origin lay under around before and after.
    assert (moved[0] + 100 * 2, moved[1] + 50 * 2) == around


def test_drags_pan_only_when_they_began_on_the_view() -> None:
    view = Picture()
    assert not pan_zoom_intent(view, Intent(IntentKind.DRAG_START, pos=(10, 10)), 1.2)
    assert not pan_zoom_intent(view, Intent(IntentKind.DRAG, delta=(5, 5)), 1.2)
    assert pan_zoom_intent(view, Intent(IntentKind.DRAG_START, pos=(200, 150)), 1.2)
    assert pan_zoom_intent(view, Intent(IntentKind.DRAG, delta=(5, -3)), 1.2)
    assert pan_zoom_intent(view, Intent(IntentKind.DRAG_END), 1.2)
    assert not view.dragging
    assert view.asked == [("pan", 5, -3)]


def test_a_pinch_carries_the_picture_along_only_where_asked() -> None:
    pinch = Intent(IntentKind.ZOOM, pos=(200, 150), factor=1.1, delta=(4.0, 2.0))
    still = Picture()
    assert pan_zoom_intent(still, pinch, 1.2)
    assert still.asked == [("zoom", 1.1, (200, 150))]
    carried = Picture()
    assert pan_zoom_intent(carried, pinch, 1.2, pinch_pans=True)
    assert carried.asked == [("pan", 4.0, 2.0), ("zoom", 1.1, (200, 150))]


def test_keys_pan_zoom_and_fit_and_others_are_left_alone() -> None:
    view = Picture()
    keys = frozenset({"+", "="})
    for intent in (
        Intent(IntentKind.NAVIGATE, key="left"),
        Intent(IntentKind.SHORTCUT, key="="),
        Intent(IntentKind.SHORTCUT, key="-"),
        Intent(IntentKind.SHORTCUT, key="home"),
    ):
        assert pan_zoom_intent(view, intent, 1.25, keys)
    assert not pan_zoom_intent(view, Intent(IntentKind.SHORTCUT, key="x"), 1.25, keys)
    assert not pan_zoom_intent(view, Intent(IntentKind.SHORTCUT, key="="), 1.25)
    assert view.asked == [("step", "left"), ("zoom", 1.25, None), ("zoom", 0.8, None), ("fit",)]
