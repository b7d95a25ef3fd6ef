"""A place on the table that the keyboard can reach: a tap or Enter on it calls its action; it
draws only the focus ring (the table draws what lies there)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.intents import Intent, IntentKind
from game.client.theme import THEME
from game.client.widgets.base import RectLike, Widget
from game.client.widgets.paint import draw_focus_ring


class TapSpot(Widget):
    """A tappable, focusable box over something the table draws (a card, a building)."""

    def __init__(self, rect: RectLike, on_tap: Callable[[], None]) -> None:
        super().__init__(rect)
        self.on_tap = on_tap

    def react(self, intent: Intent) -> bool:
        """A tap inside or Enter while focused calls the action."""
        if self.tapped(intent) or intent.kind is IntentKind.CONFIRM:
            self.on_tap()
            return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """Only the focus ring: the card or building under it is the table's drawing."""
        if focused and self.visible and self.rect.width > 0:
            draw_focus_ring(surface, pygame.Rect(self.rect), THEME.small_radius)
