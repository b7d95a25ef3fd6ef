"""The year's scoring shown house by house with its calculation (base area × floor)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.scenes.tables.speedchicago_board import ShownBoard
from game.rules.speedchicago import events as ev

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago import SpeedchicagoScene


class ScoringShow:
    """Shows each company's scoring of a year, house by house."""

    def __init__(self, scene: SpeedchicagoScene) -> None:
        self.scene = scene
        self.current: ev.CompanyScored | None = None

    def seconds_for(self, event: ev.CompanyScored) -> float:
        """How long a company's scoring shows."""
        return 1.0 + 0.6 * len(event.houses)

    def show(self, event: ev.CompanyScored, board: ShownBoard) -> None:
        """A company's scoring comes up."""
        self.current = event

    def close(self) -> None:
        """The scoring is over."""
        self.current = None

    def update(self, dt: float) -> None:
        """Moves the show on."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the scoring panel."""
