"""A place on a table that taps, the keyboard and a hotkey reach (an open card, a hand card, a
ticket): it calls its action and draws only the focus ring, as the table draws what lies there."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.intents import Intent, IntentKind
from game.client.theme import THEME
from game.client.widgets.base import RectLike, Widget
from game.client.widgets.paint import draw_focus_ring


class Spot(Widget):
    """A tappable, focusable box over something the table draws; its hotkey presses it too."""

    def __init__(
        self, rect: RectLike, on_tap: Callable[[], None], hotkey: str | None = None
    ) -> None:
        super().__init__(rect, hotkey=hotkey)
        self.on_tap = on_tap

    def react(self, intent: Intent) -> bool:
        """A tap inside, Enter while focused, or the hotkey calls the action."""
        pressed = self.tapped(intent) or intent.kind is IntentKind.CONFIRM
        if intent.kind is IntentKind.SHORTCUT:
            pressed = self.hotkey is not None and intent.key.lower() == self.hotkey
        if pressed:
            self.on_tap()
        return pressed

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """Only the focus ring: what lies under it is the table's drawing."""
        if focused and self.visible and self.rect.width > 0:
            draw_focus_ring(surface, pygame.Rect(self.rect), THEME.small_radius)
