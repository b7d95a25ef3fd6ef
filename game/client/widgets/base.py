"""The common base of every widget: a logical rectangle that takes intents and draws itself."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.intents import Intent, IntentKind
from game.client.widgets.info import InfoContent

RectLike = pygame.Rect | tuple[int, int, int, int]
InfoLike = InfoContent | Callable[[], InfoContent | None] | None

# Intents that carry a pointer position and go to the widget under it.
POINTER_KINDS = frozenset(
    {
        IntentKind.HOVER,
        IntentKind.TAP,
        IntentKind.DOUBLE_TAP,
        IntentKind.LONG_PRESS,
        IntentKind.DRAG_START,
        IntentKind.DRAG,
        IntentKind.DRAG_END,
        IntentKind.ZOOM,
        IntentKind.RELEASE,
    }
)


class Widget:
    """One element of a screen with a rectangle on the logical 1920×1080 canvas.

    Pointer intents reach every widget and each checks its own rectangle; keyboard intents
    (NAVIGATE, CONFIRM, TEXT and SHORTCUT keys other than hotkeys) reach only the focused widget,
    so a widget that gets CONFIRM acts on it.
    """

    def __init__(
        self,
        rect: RectLike,
        *,
        enabled: bool = True,
        visible: bool = True,
        focusable: bool = True,
        hotkey: str | None = None,
        primary: bool = False,
        info: InfoLike = None,
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = enabled
        self.visible = visible
        self.focusable = focusable
        self.hotkey = hotkey.lower() if hotkey else None
        self.primary = primary
        self.hovered = False
        self._info = info

    @property
    def raised(self) -> bool:
        """Whether the widget stands above its neighbours now (drawn last: a magnified card)."""
        return False

    @property
    def accepts_input(self) -> bool:
        """Whether the widget reacts at all: shown and enabled."""
        return self.visible and self.enabled

    def contains(self, pos: tuple[float, float] | None) -> bool:
        """Whether a pointer at pos is over this (shown) widget."""
        return pos is not None and self.visible and self.rect.collidepoint(pos[0], pos[1])

    def handle(self, intent: Intent) -> bool:
        """Takes one intent; True when the widget used it and nobody else should."""
        if intent.kind is IntentKind.HOVER:
            # Hover only tracks the pointer; it is never consumed, so every widget sees it.
            self.hovered = self.contains(intent.pos)
            return False
        if not self.accepts_input:
            return False
        return self.react(intent)

    def react(self, intent: Intent) -> bool:
        """The widget's own reaction to an intent (it is shown and enabled); True = consumed."""
        return False

    def tapped(self, intent: Intent) -> bool:
        """Whether the intent is a tap inside this widget."""
        return intent.kind is IntentKind.TAP and self.contains(intent.pos)

    def update(self, dt: float) -> None:
        """Advances the widget's animations by dt seconds."""

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """Draws the widget onto the canvas, with a focus ring when focused."""

    def info(self) -> InfoContent | None:
        """What the info window shows about this widget, or None."""
        if callable(self._info):
            return self._info()
        return self._info

    def set_info(self, info: InfoLike) -> None:
        """Sets the info window content (or a function giving the current one)."""
        self._info = info
