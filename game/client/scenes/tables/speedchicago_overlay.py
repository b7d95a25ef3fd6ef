"""What is drawn over the 3D site: labels on lit fields, floors on roofs, outlines, the scoring
view, the score track, the Rat's steps, the view buttons and the log."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.site3d.renderer import Pick
from game.client.text_layout import draw_text
from game.client.theme import THEME
from game.client.widgets import Widget

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago import SpeedchicagoScene


class SiteOverlay:
    """Labels and controls over the site."""

    def __init__(self, scene: SpeedchicagoScene) -> None:
        self.scene = scene

    def widgets(self) -> list[Widget]:
        """The view buttons."""
        return []

    def relabel(self) -> None:
        """The language changed."""

    def hover(self, pos: tuple[float, float], pick: Pick) -> None:
        """The pointer rests over the site."""

    def info_at(self, pos: tuple[float, float]) -> None:
        """A long press on the site: the info window of what is there."""

    def draw(self, surface: pygame.Surface) -> None:
        """The labels of the lit fields."""
        scene = self.scene
        heights = scene.board.heights
        for field, target in scene.targets.items():
            if target.label:
                x, y = scene.site.field_on_screen(field, heights, 0.05)
                draw_text(surface, target.label, (x, y), 26, THEME.colours.text, bold=True,
                          align="center", valign="middle")
