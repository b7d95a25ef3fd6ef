"""Erste Baustelle: five short steps through building, climbing, points and ending the turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.intents import Intent
from game.rules.core import Event, Move

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago import SpeedchicagoScene


class Tutorial:
    """The guide on the player's first turn; it can be started again under Ansicht."""

    def __init__(self, scene: SpeedchicagoScene) -> None:
        self.scene = scene

    def handle(self, intent: Intent) -> bool:
        """Whether the tutorial used the intent."""
        return False

    def on_move(self, move: Move) -> None:
        """The player made a move."""

    def on_event(self, event: Event) -> None:
        """An event was shown."""

    def ready(self) -> None:
        """The player may act."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the current step's box."""
