"""The panel right of the site: companies, stacks, action points, cards and the action buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.widgets import Widget

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago import SpeedchicagoScene


class ChicagoPanel:
    """Everything right of the site."""

    def __init__(self, scene: SpeedchicagoScene) -> None:
        self.scene = scene

    def widgets(self) -> list[Widget]:
        """The panel's widgets in keyboard order."""
        return []

    def refresh(self) -> None:
        """The view or the selection changed."""

    def relabel(self) -> None:
        """The language changed."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the panel."""
