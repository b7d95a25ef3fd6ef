"""The scene protocol: one screen of the client (menu, set-up, a game table, ...)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.intents import Intent

if TYPE_CHECKING:
    from game.client.app import App


class Scene:
    """One screen; the app keeps a stack of them and talks only to the top one."""

    # A scene that does not cover the screen (a hand-over curtain, a pause card) lets the scene
    # below it be drawn first.
    covers_screen: bool = True

    def __init__(self, app: App) -> None:
        self.app = app

    def on_enter(self) -> None:
        """Called when the scene becomes the top of the stack (pushed, or uncovered)."""

    def on_exit(self) -> None:
        """Called when the scene leaves the top of the stack (popped, or covered)."""

    def handle(self, intent: Intent) -> None:
        """Reacts to one intent of the player."""

    def update(self, dt: float) -> None:
        """Advances animations and polls tables; dt is the time since the last frame in seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the whole scene onto the logical 1920×1080 canvas."""
