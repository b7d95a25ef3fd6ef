"""A stand-in table scene and helpers for tests that start, continue and finish tables."""

from __future__ import annotations

import pygame
import pytest

from game.client import table_scenes
from game.client.app import App
from game.client.launch import save_table
from game.client.scene import Scene
from game.client.table_scenes import has_table_scene
from game.table.table import Table

GAME = "speedstocks"


class MenuStandIn(Scene):
    """The scene below a table, a list or a set-up: the main menu in the real client."""

    def draw(self, surface: pygame.Surface) -> None:
        """A plain background."""
        surface.fill((0, 0, 0))


class FakeTableScene(Scene):
    """Shows nothing; it holds its table, so tests can look at what was started, and saves it
    when it is left (even a finished one: the end table must delete that save after it)."""

    def __init__(self, app: App, table: Table) -> None:
        super().__init__(app)
        self.table = table

    def on_exit(self) -> None:
        """Saves the table, as a table scene does when it is covered or left."""
        save_table(self.app, self.table)

    def draw(self, surface: pygame.Surface) -> None:
        """A plain background."""
        surface.fill((0, 0, 0))


def install_fake_table_scene(monkeypatch: pytest.MonkeyPatch, game: str = GAME) -> None:
    """Makes FakeTableScene the scene of the game's tables until the test ends."""
    has_table_scene(game)  # the real scenes registered at start-up (game.client.screens)
    monkeypatch.setitem(table_scenes._SCENES, game, FakeTableScene)


def play_to_the_end(table: Table) -> None:
    """Plays the table out: every person takes their first legal move, computers answer."""
    for _ in range(10_000):
        if table.is_over:
            return
        for seat in table.humans_to_act():
            table.submit(seat, table.legal_moves(seat)[0])
        table.update()
    raise AssertionError("the game did not end")


def top_table(app: App) -> Table:
    """The table of the fake table scene on top of the app's stack."""
    scene = app.scene
    assert isinstance(scene, FakeTableScene), f"the top scene is {type(scene).__name__}"
    return scene.table
