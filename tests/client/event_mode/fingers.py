"""A guest's finger on the event screen: FINGERDOWN and FINGERUP events posted to the app (no
mouse, no keys), and the app in event mode with a known PIN."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.event_mode.pin import hash_pin
from game.client.scene import Scene
from tests.client.conftest import FakeTime
from tests.client.menus_driving import window_pos

FRAME = 1 / 60
# Far apart in time, so that no two taps make a double tap.
BETWEEN_TAPS = 1.0
PIN = "2468"
# Hashed once: each hash takes a few hundredths of a second on purpose.
PIN_HASH = hash_pin(PIN)


def event_app(app: App) -> Scene:
    """Puts the app into event mode with PIN and shows the real main menu; the menu."""
    app.change_settings(event_mode=True, event_pin=PIN_HASH)
    menu = app.navigator.menu()
    app.push(menu)
    app.frame(FRAME)
    return menu


def finger(app: App, kind: int, logical: tuple[float, float], finger_id: int = 0) -> None:
    """Posts one finger event at a canvas position (SDL gives fingers as window fractions)."""
    x, y = window_pos(app, logical)
    width, height = app.window.get_size()
    pygame.event.post(
        pygame.event.Event(
            kind,
            touch_id=1,
            finger_id=finger_id,
            x=x / width,
            y=y / height,
            dx=0.0,
            dy=0.0,
            pressure=1.0,
        )
    )


def touch(app: App, time: FakeTime, logical: tuple[float, float]) -> None:
    """A finger tap at a canvas position, then one frame."""
    time.advance(BETWEEN_TAPS)
    finger(app, pygame.FINGERDOWN, logical)
    finger(app, pygame.FINGERUP, logical)
    app.frame(FRAME)


def hold(app: App, time: FakeTime, logical: tuple[float, float], seconds: float) -> None:
    """A finger pressed at a canvas position and held still for seconds (a frame every tenth of
    a second), then lifted."""
    time.advance(BETWEEN_TAPS)
    finger(app, pygame.FINGERDOWN, logical)
    app.frame(FRAME)
    steps = round(seconds / 0.1)
    for _ in range(steps):
        time.advance(0.1)
        app.frame(FRAME)
    finger(app, pygame.FINGERUP, logical)
    app.frame(FRAME)


def wait(app: App, time: FakeTime, seconds: float) -> None:
    """Nobody touches the screen for seconds: one frame as long as that (the table's events play
    on meanwhile)."""
    time.advance(seconds)
    app.frame(seconds)


def play_speedstocks_by_touch(app: App, time: FakeTime, scene: Scene, most: int = 4000) -> int:
    """Plays the person's part of a Speedstocks table by finger taps only (a hand card, the
    Kurssturz row, Weiter after the Bilanz) until the scene is left; the taps made."""
    from game.client.scenes.tables.speedstocks.scene import (
        OVERLAY_CENTRE,
        SpeedstocksScene,
        row_rect,
    )

    assert isinstance(scene, SpeedstocksScene)
    taps = 0
    for _ in range(most):
        if app.scene is not scene:
            return taps
        if scene.panels.bilanz_showing():
            touch(app, time, OVERLAY_CENTRE)
            taps += 1
        elif scene.can_act() and scene.own_kurssturz():
            touch(app, time, row_rect(1).center)
            taps += 1
        elif scene.can_act():
            cards = scene.hand_cards
            touch(app, time, cards[len(cards) // 2].rect.center)
            taps += 1
        wait(app, time, 1.0)
    raise AssertionError("the table never ended")
