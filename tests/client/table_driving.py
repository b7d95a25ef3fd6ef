"""Helpers for the table scene tests: tables started as the client does it, real input events."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import pygame

from game.client.app import App
from game.client.launch import start_table
from game.client.scene import Scene
from game.client.scenes.table_scene import TableScene
from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene
from game.client.scenes.tables.speedstocks.scene import SpeedstocksScene
from game.client.text_recording import recording_texts
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from tests.client.conftest import FakeTime
from tests.client.text_fit import findings

FRAME = 1 / 60
# Far apart in time, so that no two taps of a test make a double tap.
BETWEEN_TAPS = 0.5
# A frame this long plays every queued event of a turn at once.
LONG_FRAME = 30.0
# The canvas the scenes draw on.
CANVAS = (1920, 1080)

TableSceneT = TypeVar("TableSceneT", bound=TableScene)


def seats_of(people: int, computers: int, strength: str = "easy") -> tuple[Seat, ...]:
    """People first ("Spieler 1", ...), then computers of the strength."""
    return tuple(Seat(f"Spieler {number + 1}") for number in range(people)) + tuple(
        Seat(f"Computer {people + number + 1}", COMPUTER, strength) for number in range(computers)
    )


def push_until_can_act(app: App, scene: TableSceneT) -> TableSceneT:
    """The scene pushed onto the app, run until the person may act."""
    app.push(scene)
    run_until(app, scene.can_act)
    return scene


def drawn_texts(scene: Scene) -> list[str]:
    """Draws the scene on the canvas; fails on any text finding; returns the texts drawn
    (whole, also where they wrap onto several lines)."""
    surface = pygame.Surface(CANVAS)
    with recording_texts() as recording:
        scene.draw(surface)
    assert findings(recording.texts, frozenset()) == []
    return [line.whole for line in recording.texts]


def speedstocks_setup(
    humans: int = 1,
    computers: int = 3,
    strength: str = "easy",
    seed: int = 7,
    turn_seconds: int | None = None,
    **options: str,
) -> TableSetup:
    """A Speedstocks set-up: people first ("Spieler 1", ...), then computers."""
    return TableSetup(
        "speedstocks", seats_of(humans, computers, strength), options, seed, turn_seconds
    )


def start(app: App, setup: TableSetup) -> tuple[SpeedstocksScene, Table]:
    """Starts the table as the client does (saved, with autosave) and returns its scene."""
    table = start_table(app, setup)
    scene = app.scene
    assert isinstance(scene, SpeedstocksScene)
    return scene, table


def start_chicago(app: App, setup: TableSetup) -> tuple[SpeedchicagoScene, Table]:
    """Starts a Speedchicago table as the client does and returns its scene."""
    table = start_table(app, setup)
    scene = app.scene
    assert isinstance(scene, SpeedchicagoScene)
    return scene, table


def window_pos(app: App, logical: tuple[float, float]) -> tuple[int, int]:
    """Where a logical canvas position lies in the window."""
    app.letterbox.fit(app.window.get_size())
    x, y = app.letterbox.to_window(logical)
    return round(x), round(y)


def tap(app: App, time: FakeTime, logical: tuple[float, float], dt: float = FRAME) -> None:
    """A left mouse click at a logical position, then one frame of dt seconds."""
    time.advance(BETWEEN_TAPS)
    pos = window_pos(app, logical)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(dt)


def press(app: App, key: int, dt: float = FRAME) -> None:
    """Presses one key, then one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.frame(dt)


def run_until(app: App, done: Callable[[], bool], dt: float = LONG_FRAME, most: int = 200) -> None:
    """Runs frames of dt seconds until done() holds; fails when it never does."""
    for _ in range(most):
        if done():
            return
        app.frame(dt)
    if not done():
        raise AssertionError("the expected moment never came")


def until_can_act(app: App, scene: SpeedstocksScene, dt: float = LONG_FRAME) -> None:
    """Runs frames until the shown person may act (or another scene took over)."""
    run_until(app, lambda: app.scene is not scene or scene.can_act(), dt)


def digit_key(digit: int) -> int:
    """The pygame key code of a digit key 0–9."""
    return pygame.K_0 + digit
