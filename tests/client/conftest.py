"""Client test set-up: dummy SDL drivers and an app in a temporary home with inline bots."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

import game.client.screens  # noqa: F401  (registers the screens and the games, as the game does)
from game.client.app import App
from game.client.headless import headless_app, use_dummy_drivers
from game.texts import set_language
from tests.client.fake_table_scene import MenuStandIn

use_dummy_drivers()


class FakeTime:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.seconds = 1000.0

    def __call__(self) -> float:
        return self.seconds

    def advance(self, seconds: float) -> None:
        """Lets time pass."""
        self.seconds += seconds


@pytest.fixture
def fake_time() -> FakeTime:
    """A hand-moved clock for tables and gestures."""
    return FakeTime()


@pytest.fixture
def app(tmp_path: Path, fake_time: FakeTime) -> Iterator[App]:
    """An app drawing to a hidden 1280×720 window, its folders under tmp_path, bots inline."""
    application = headless_app(tmp_path / "home", now=fake_time)
    yield application
    application.shutdown()


@pytest.fixture(autouse=True)
def german_afterwards() -> Iterator[None]:
    """Every test leaves the catalogue in German, the default, whatever language it chose."""
    yield
    set_language("de")


@pytest.fixture
def menu(app: App) -> MenuStandIn:
    """The app with a stand-in menu at the bottom of its stack (a test file may mean another)."""
    scene = MenuStandIn(app)
    app.push(scene)
    return scene
