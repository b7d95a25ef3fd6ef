"""What the Tycoon table draws above its panels but below dialogs and info windows: planes in
flight over the Hausbanks, tickets on their way, the ticket being dragged, the Rat's steps. A
widget of its own, drawn last among the table's widgets; it takes no input."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.intents import Intent
from game.client.text_recording import begin_text_layer
from game.client.widgets.base import Widget

CANVAS = pygame.Rect(0, 0, 1920, 1080)


class AboveTable(Widget):
    """Draws with the function it is given, over everything of the table before it."""

    def __init__(self, paint: Callable[[pygame.Surface], None]) -> None:
        super().__init__(CANVAS, focusable=False)
        self.paint = paint

    @property
    def raised(self) -> bool:
        """Always drawn after the table's other widgets."""
        return True

    def react(self, intent: Intent) -> bool:
        """Takes no input: taps go to what lies below."""
        return False

    def contains(self, pos: tuple[float, float] | None) -> bool:
        """Never under the pointer (nothing to hover or tap here)."""
        return False

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """What lies above the table, its words in a layer over the panels'."""
        begin_text_layer()
        self.paint(surface)
