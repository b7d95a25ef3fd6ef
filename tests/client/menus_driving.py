"""Helpers for the menu, settings and rules tests: real pygame events posted into a headless app."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.widgets import FocusRing, Widget
from tests.client.conftest import FakeTime

FRAME = 1 / 60
# Far apart in time, so that no two taps of a test make a double tap.
BETWEEN_GESTURES = 1.0


def window_pos(app: App, logical: tuple[float, float]) -> tuple[int, int]:
    """Where a logical canvas position lies in the window."""
    app.letterbox.fit(app.window.get_size())
    x, y = app.letterbox.to_window(logical)
    return round(x), round(y)


def click(app: App, time: FakeTime, logical: tuple[float, float]) -> None:
    """A left mouse click at a logical position, then one frame."""
    time.advance(BETWEEN_GESTURES)
    pos = window_pos(app, logical)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(FRAME)


def click_widget(app: App, time: FakeTime, widget: Widget) -> None:
    """A click on the middle of a widget."""
    click(app, time, widget.rect.center)


def finger_tap(app: App, time: FakeTime, logical: tuple[float, float]) -> None:
    """A finger tap at a logical position, then one frame."""
    time.advance(BETWEEN_GESTURES)
    x, y = window_pos(app, logical)
    width, height = app.window.get_size()
    touch = {"touch_id": 1, "finger_id": 0, "x": x / width, "y": y / height, "pressure": 1.0}
    pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, dx=0.0, dy=0.0, **touch))
    pygame.event.post(pygame.event.Event(pygame.FINGERUP, dx=0.0, dy=0.0, **touch))
    app.frame(FRAME)


def drag(
    app: App, time: FakeTime, start: tuple[float, float], end: tuple[float, float], steps: int = 4
) -> None:
    """A left-button drag from start to end in a few moves, then one frame."""
    time.advance(BETWEEN_GESTURES)
    first = window_pos(app, start)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=first, button=1))
    previous = first
    for step in range(1, steps + 1):
        share = step / steps
        logical = (start[0] + (end[0] - start[0]) * share, start[1] + (end[1] - start[1]) * share)
        pos = window_pos(app, logical)
        rel = (pos[0] - previous[0], pos[1] - previous[1])
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(1, 0, 0))
        )
        previous = pos
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=previous, button=1))
    app.frame(FRAME)


def wheel(app: App, at: tuple[float, float], notches: int) -> None:
    """Turns the mouse wheel over a logical position (positive: away from the player, up)."""
    pos = window_pos(app, at)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEWHEEL,
            x=0,
            y=notches,
            precise_x=0.0,
            precise_y=float(notches),
            flipped=False,
        )
    )
    app.frame(FRAME)


def press(app: App, key: int, mod: int = 0) -> None:
    """Presses one key, then one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    app.frame(FRAME)


def focus_with_tab(app: App, focus: FocusRing, target: Widget, most: int = 30) -> None:
    """Presses Tab until the target widget has the keyboard focus."""
    for _ in range(most):
        if focus.focused is target:
            return
        press(app, pygame.K_TAB)
    raise AssertionError("Tab never reached the widget")
