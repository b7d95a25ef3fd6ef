"""An on/off switch with a label, showing its state in words."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.intents import Intent, IntentKind
from game.client.text_layout import draw_text, fit_size
from game.client.theme import THEME
from game.client.widgets.base import InfoLike, RectLike, Widget
from game.client.widgets.feedback import feedback
from game.client.widgets.paint import draw_focus_ring, draw_panel
from game.texts import text

# Keys that flip a focused toggle besides Enter.
FLIP_KEYS = frozenset({"space"})


class Toggle(Widget):
    """A row with a label and a switch; tap, Enter or space flips it."""

    def __init__(
        self,
        rect: RectLike,
        label: str,
        value: bool,
        on_change: Callable[[bool], None],
        *,
        hotkey: str | None = None,
        enabled: bool = True,
        visible: bool = True,
        info: InfoLike = None,
    ) -> None:
        super().__init__(rect, enabled=enabled, visible=visible, hotkey=hotkey, info=info)
        self.label = label
        self.value = value
        self.on_change = on_change

    def flip(self) -> bool:
        """Switches the value and reports it; True when it was flipped."""
        if not self.accepts_input:
            return False
        self.value = not self.value
        feedback("toggle")
        self.on_change(self.value)
        return True

    def react(self, intent: Intent) -> bool:
        """Flips on a tap inside, on Enter or space (it is focused) and on its hotkey."""
        if self.tapped(intent) or intent.kind is IntentKind.CONFIRM:
            return self.flip()
        if intent.kind is IntentKind.SHORTCUT:
            key = intent.key.lower()
            if key in FLIP_KEYS or (self.hotkey is not None and key == self.hotkey):
                return self.flip()
        return False

    def state_text(self) -> str:
        """The state in words: on or off, in the current language."""
        return text("widgets.on") if self.value else text("widgets.off")

    def switch_rect(self) -> pygame.Rect:
        """Where the switch itself is drawn, at the right end of the row."""
        height = min(self.rect.height - 2 * THEME.spacing.medium, 44)
        width = round(height * 1.9)
        rect = pygame.Rect(0, 0, width, height)
        rect.midright = (self.rect.right - THEME.spacing.large, self.rect.centery)
        return rect

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """Draws label, the state in words and the switch."""
        if not self.visible:
            return
        palette = THEME.colours
        fill = palette.hover if self.hovered and self.enabled else palette.panel
        draw_panel(surface, self.rect, fill, palette.panel_border)
        text_colour = palette.text if self.enabled else palette.disabled_text
        switch = self.switch_rect()
        state = self.state_text()
        state_colour = palette.accent if self.value else palette.text_muted
        if not self.enabled:
            state_colour = palette.disabled_text
        state_rect = draw_text(
            surface,
            state,
            (switch.left - THEME.spacing.medium, self.rect.centery),
            THEME.fonts.body,
            state_colour,
            True,
            align="right",
            valign="middle",
            box=self.rect,
        )
        left = self.rect.left + THEME.spacing.large
        room = max(1, state_rect.left - THEME.spacing.large - left)
        size = fit_size(self.label, room, THEME.fonts.body)
        draw_text(
            surface,
            self.label,
            (left, self.rect.centery),
            size,
            text_colour,
            valign="middle",
            box=self.rect,
        )
        track = palette.accent if self.value else palette.switch_off
        if not self.enabled:
            track = palette.disabled
        pygame.draw.rect(surface, track, switch, 0, switch.height // 2)
        knob_radius = switch.height // 2 - 4
        knob_x = (
            switch.right - switch.height // 2 if self.value else switch.left + switch.height // 2
        )
        knob_colour = palette.text if self.enabled else palette.disabled_text
        pygame.draw.circle(surface, knob_colour, (knob_x, switch.centery), knob_radius)
        if focused:
            draw_focus_ring(surface, self.rect)
