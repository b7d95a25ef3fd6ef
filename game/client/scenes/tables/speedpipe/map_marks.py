"""What the table lays over the map without taking input: the points a laid route brought, shown
at the route for a moment; the Rat's ring on what it advises; the banner of the last round."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.client.intents import Intent
from game.client.text_layout import draw_text
from game.client.text_recording import begin_text_layer
from game.client.theme import THEME
from game.client.widgets.base import Widget
from game.client.widgets.paint import draw_panel

Point = tuple[float, float]
# How long the points of a laid route stand at it, and how far they rise meanwhile.
FLOAT_SECONDS = 1.6
FLOAT_RISE = 40
FLOAT_SIZE = 34
RING_RADIUS = 34
RING_WIDTH = 5


@dataclass
class Floater:
    """Words rising from a point on the map (where: the point now, the map may move)."""

    where: Callable[[], Point]
    words: str
    colour: tuple[int, int, int]
    left: float = FLOAT_SECONDS


class MapMarks(Widget):
    """Floating points, the advice ring and the banner over the map; it takes no input."""

    def __init__(self, rect: pygame.Rect, banner: Callable[[pygame.Surface], None]) -> None:
        super().__init__(rect, focusable=False)
        self.floaters: list[Floater] = []
        self.ring: Callable[[], Point | pygame.Rect | None] | None = None
        self.banner = banner

    def handle(self, intent: Intent) -> bool:
        """Marks never take input."""
        return False

    def contains(self, pos: Point | None) -> bool:
        """Never under the pointer: the map and the panels below are."""
        return False

    def float_words(
        self, where: Callable[[], Point], words: str, colour: tuple[int, int, int]
    ) -> None:
        """Lets words rise from a point for a moment (a route's points)."""
        self.floaters.append(Floater(where, words, colour))

    def update(self, dt: float) -> None:
        """The floating words rise and go."""
        for floater in self.floaters:
            floater.left -= dt
        self.floaters = [floater for floater in self.floaters if floater.left > 0]

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The banner, the advice ring, the floating words (inside the map only), in a text
        layer of their own over the map's names."""
        begin_text_layer()
        old_clip = surface.get_clip()
        surface.set_clip(self.rect.clip(old_clip) if old_clip else self.rect)
        try:
            self.banner(surface)
            self._draw_ring(surface)
            for floater in self.floaters:
                x, y = floater.where()
                rise = FLOAT_RISE * (1 - floater.left / FLOAT_SECONDS)
                draw_text(
                    surface,
                    floater.words,
                    (x, y - 24 - rise),
                    FLOAT_SIZE,
                    floater.colour,
                    True,
                    "center",
                    valign="middle",
                )
        finally:
            surface.set_clip(old_clip)

    def _draw_ring(self, surface: pygame.Surface) -> None:
        """The Rat's ring around what it advises (a point on the map or a box on the table)."""
        if self.ring is None:
            return
        target = self.ring()
        if target is None:
            return
        accent = THEME.colours.accent
        if isinstance(target, pygame.Rect):
            pygame.draw.rect(
                surface, accent, target.inflate(12, 12), RING_WIDTH, THEME.small_radius
            )
            return
        pygame.draw.circle(surface, accent, target, RING_RADIUS, RING_WIDTH)


def draw_banner_box(surface: pygame.Surface, rect: pygame.Rect, words: str, size: int) -> None:
    """A plain banner: the words centred on a raised panel framed in the danger colour."""
    palette = THEME.colours
    draw_panel(surface, rect, palette.panel_raised, palette.danger, THEME.small_radius)
    draw_text(
        surface, words, rect.center, size, palette.text, True, "center", valign="middle", box=rect
    )
