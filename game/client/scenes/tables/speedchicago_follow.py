"""Kamera folgt den Gegnern: the camera turns briefly to an opponent's step behind tall houses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Event

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago import SpeedchicagoScene


class CameraFollow:
    """Turns the camera to opponents' hidden steps and back (switchable under Ansicht)."""

    def __init__(self, scene: SpeedchicagoScene) -> None:
        self.scene = scene

    def on_event(self, event: Event) -> None:
        """An event is shown: turn there when it happens out of sight."""

    def update(self, dt: float) -> None:
        """Moves the camera on towards where it turns."""

    def restore(self) -> None:
        """Back to the player's own camera once the opponents are done."""

    def user_moved(self) -> None:
        """The player turned the camera himself: that is his camera now."""
