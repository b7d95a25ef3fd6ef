"""The majorities overlay as a layer over the middle of the Speedtycoon table: M (or its
button) brings it up and takes it away, a tap on it takes it away too."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.client.intents import Intent, IntentKind
from game.client.scenes.tables.speedtycoon.majorities_overlay import draw_majorities
from game.client.widgets.base import Widget
from game.rules.speedtycoon.state import SpeedtycoonState


class MajoritiesLayer(Widget):
    """Draws the majorities of state() with names() over rect; on_close is called on a tap."""

    def __init__(
        self,
        rect: pygame.Rect,
        state: Callable[[], SpeedtycoonState],
        names: Callable[[], Sequence[str]],
        on_close: Callable[[], None],
    ) -> None:
        super().__init__(rect, focusable=False)
        self.state = state
        self.names = names
        self.on_close = on_close

    def react(self, intent: Intent) -> bool:
        """A tap on the overlay closes it (and reaches nothing below it)."""
        if intent.kind is IntentKind.TAP and self.contains(intent.pos):
            self.on_close()
            return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The majorities table as it stands now."""
        draw_majorities(surface, self.rect, self.state(), self.names())
