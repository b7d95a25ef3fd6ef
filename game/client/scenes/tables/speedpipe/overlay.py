"""A chooser's panel over the map: it draws itself with the function it is given, passes taps
inside to its tap function, and keeps every pointer gesture inside its rect from the map below
(a drag on the panel never pans the map, a wheel over it never zooms)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.intents import Intent, IntentKind
from game.client.text_recording import begin_text_layer
from game.client.widgets.base import POINTER_KINDS, Widget

Point = tuple[float, float]


class Overlay(Widget):
    """A panel lying over the map; not focusable (its buttons are)."""

    def __init__(
        self,
        rect: pygame.Rect,
        paint: Callable[[pygame.Surface], None],
        on_tap: Callable[[Point], None] | None = None,
    ) -> None:
        super().__init__(rect, focusable=False)
        self.paint = paint
        self.on_tap = on_tap

    def react(self, intent: Intent) -> bool:
        """A tap inside goes to the tap function; any other gesture inside is kept."""
        if intent.kind not in POINTER_KINDS or not self.contains(intent.pos):
            return False
        if intent.kind is IntentKind.TAP and self.on_tap is not None and intent.pos is not None:
            self.on_tap(intent.pos)
        return intent.kind is not IntentKind.LONG_PRESS

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The panel as its function draws it, its words in a text layer over the map's."""
        if self.visible:
            begin_text_layer()
            self.paint(surface)
