"""A push button: tap, Enter while focused, or its hotkey presses it."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.intents import Intent, IntentKind
from game.client.text_layout import blit_text, draw_text, fit_size, measure, render_text
from game.client.theme import THEME, Colour
from game.client.widgets.base import InfoLike, RectLike, Widget
from game.client.widgets.feedback import feedback
from game.client.widgets.paint import (
    darker,
    draw_focus_ring,
    draw_panel,
    lighter,
    scaled_to_fit,
)

# How long a press stays visible, so a keyboard or hotkey press is seen too.
PRESS_FLASH = 0.15


def key_label(key: str) -> str:
    """How a key is written on a key cap: single characters in capitals, names as they are."""
    return key.upper() if len(key) == 1 else key.capitalize()


def key_cap_rect(key: str, centre: tuple[int, int]) -> pygame.Rect:
    """Where the key cap of key goes when centred on centre: its label with a margin, at least
    as wide as high."""
    width, height = measure(key_label(key), THEME.fonts.tiny, True)
    cap = pygame.Rect(0, 0, width, height).inflate(THEME.spacing.medium, THEME.spacing.small)
    cap.width = max(cap.width, cap.height)
    cap.center = centre
    return cap


def draw_key_cap(
    surface: pygame.Surface, key: str, centre: tuple[int, int], colour: Colour
) -> None:
    """Draws a small key cap showing a hotkey."""
    words = key_label(key)
    label = render_text(words, THEME.fonts.tiny, colour, True)
    cap = key_cap_rect(key, centre)
    pygame.draw.rect(surface, colour, cap, THEME.border_width, THEME.small_radius)
    blit_text(surface, label, label.get_rect(center=cap.center), words, THEME.fonts.tiny, True, cap)


class Button(Widget):
    """A labelled button; the label comes translated from the scene."""

    def __init__(
        self,
        rect: RectLike,
        label: str,
        on_press: Callable[[], None],
        hotkey: str | None = None,
        primary: bool = False,
        icon: pygame.Surface | None = None,
        *,
        enabled: bool = True,
        visible: bool = True,
        info: InfoLike = None,
    ) -> None:
        super().__init__(
            rect, enabled=enabled, visible=visible, hotkey=hotkey, primary=primary, info=info
        )
        self.label = label
        self.on_press = on_press
        self.icon = icon
        self.pressed_for = 0.0
        self._scaled_icon: tuple[tuple[int, int, int], pygame.Surface] | None = None

    @property
    def pressed(self) -> bool:
        """Whether the button shows its pressed state now."""
        return self.pressed_for > 0.0

    def press(self) -> bool:
        """Presses the button if it is shown and enabled; True when it was pressed."""
        if not self.accepts_input:
            return False
        self.pressed_for = PRESS_FLASH
        feedback("press")
        self.on_press()
        return True

    def react(self, intent: Intent) -> bool:
        """Presses on a tap inside, on Enter (it is focused) and on its hotkey."""
        if self.tapped(intent) or intent.kind is IntentKind.CONFIRM:
            return self.press()
        if intent.kind is IntentKind.SHORTCUT and self.hotkey and intent.key.lower() == self.hotkey:
            return self.press()
        return False

    def update(self, dt: float) -> None:
        """Lets the pressed state fade."""
        self.pressed_for = max(0.0, self.pressed_for - dt)

    def colours(self) -> tuple[Colour, Colour, Colour | None]:
        """Fill, text and border colour for the current state."""
        palette = THEME.colours
        if not self.enabled:
            return palette.disabled, palette.disabled_text, None
        if self.primary:
            fill = palette.accent
            if self.pressed:
                fill = palette.accent_pressed
            elif self.hovered:
                fill = palette.accent_hover
            return fill, palette.text_on_accent, None
        fill = palette.panel_raised
        if self.pressed:
            fill = palette.pressed
        elif self.hovered:
            fill = palette.hover
        border = lighter(palette.panel_border) if self.hovered else palette.panel_border
        return fill, palette.text, border

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """Draws the button in its state: normal, hovered, pressed, disabled, focused."""
        if not self.visible:
            return
        fill, text_colour, border = self.colours()
        face = self.rect.move(0, 2) if self.pressed else self.rect
        draw_panel(surface, face, fill, border, shadow=self.enabled and not self.pressed)
        padding = THEME.spacing.large
        content = face.inflate(-2 * padding, 0)
        icon = self._icon_for(face.height)
        gap = THEME.spacing.medium
        icon_room = icon.get_width() + gap if icon is not None else 0
        cap = self._cap_rect(face, content.width - icon_room)
        if cap is not None:
            cap_colour = darker(text_colour, 0.1) if self.primary else THEME.colours.text_muted
            if not self.enabled:
                cap_colour = text_colour
            draw_key_cap(surface, self.hotkey, cap.center, cap_colour)
            content.width = cap.left - THEME.spacing.small - content.left
        if measure(self.label, THEME.fonts.tiny, True)[0] > content.width - icon_room:
            # A tight button gives its label part of the margin rather than cut it.
            spare = padding - THEME.spacing.medium
            content.x -= spare
            content.width += spare if cap is not None else 2 * spare
        size = THEME.fonts.button
        label_room = content.width - icon_room
        size = fit_size(self.label, max(1, label_room), size, True, THEME.fonts.tiny)
        label_width = render_text(self.label, size, text_colour, True).get_width()
        total = label_width + (icon.get_width() + gap if icon is not None else 0)
        left = content.centerx - total // 2
        if icon is not None:
            surface.blit(icon, icon.get_rect(midleft=(left, face.centery)))
            left += icon.get_width() + gap
        draw_text(
            surface,
            self.label,
            (left, face.centery),
            size,
            text_colour,
            True,
            valign="middle",
            box=face,
        )
        if focused:
            draw_focus_ring(surface, self.rect)

    def _cap_rect(self, face: pygame.Rect, label_room: int) -> pygame.Rect | None:
        """Where the hotkey's cap goes, at the right end of the face; None without a hotkey, or
        where the label would not fit beside it even at the smallest size: the label matters
        more (the key works all the same)."""
        if not self.hotkey:
            return None
        # The cap has a border of its own: it may stand nearer the edge than the label does.
        cap = key_cap_rect(self.hotkey, face.center)
        cap.right = face.right - THEME.spacing.medium
        beside = label_room - (face.right - THEME.spacing.large - cap.left) - THEME.spacing.small
        if measure(self.label, THEME.fonts.tiny, True)[0] > beside:
            return None
        return cap

    def _icon_for(self, height: int) -> pygame.Surface | None:
        """The icon scaled to the button (kept until the icon or the size changes)."""
        if self.icon is None:
            return None
        side = max(1, height // 2)
        key = (id(self.icon), side, side)
        if self._scaled_icon is None or self._scaled_icon[0] != key:
            self._scaled_icon = (key, scaled_to_fit(self.icon, side, side))
        return self._scaled_icon[1]
