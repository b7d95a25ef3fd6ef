"""The widgets of the Speedchicago panel: a company's row (there for its info window), a stack's
button with its floors and a hand card (the narrow buttons with key caps are the table kit's)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.scenes.tables.kit.action_bar import (
    BUTTON_PADDING,
    PanelButton,
    cap_width,
    draw_face,
)
from game.client.scenes.tables.speedchicago.panel_sizes import BLOCK_GAP, BLOCK_SIZE, FLOOR_COLOUR
from game.client.theme import THEME
from game.client.widgets import Button, InfoContent, Widget
from game.client.widgets.button import draw_key_cap
from game.client.widgets.paint import darker, draw_focus_ring, mix


class CompanyRow(Widget):
    """One company's row in the company bar: it draws nothing itself (the panel paints the bar)
    and is there for its info window on hover and long press."""

    def __init__(self, company: int, info: Callable[[], InfoContent | None]) -> None:
        super().__init__((0, 0, 0, 0), focusable=False, info=info)
        self.company = company
        self.acting = False


class StackButton(Button):
    """One of the shown company's stacks: its floors as little blocks, its key 1–4."""

    def __init__(self, index: int, on_press: Callable[[], None]) -> None:
        super().__init__((0, 0, 0, 0), "", on_press, hotkey=str(index + 1), visible=False)
        self.index = index
        self.floors = 0
        self.marked = False

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The button with its blocks; marked (chosen this turn or selected) in the accent."""
        if not self.visible:
            return
        palette = THEME.colours
        fill, _, border = self.colours()
        if self.marked:
            fill, border = mix(palette.panel_raised, palette.accent, 0.22), palette.accent
        face = draw_face(surface, self, fill, border, self.marked)
        block_colour = FLOOR_COLOUR if self.enabled or self.marked else darker(FLOOR_COLOUR, 0.45)
        width, height = BLOCK_SIZE
        cap_colour = palette.accent if self.marked else palette.text_muted
        cap_room = cap_width(self.hotkey or "", cap_colour)
        room = face.width - cap_room - BUTTON_PADDING
        left = face.x + max(BUTTON_PADDING, (room - width) // 2)
        bottom = face.bottom - (face.height - 3 * height - 2 * BLOCK_GAP) // 2
        for level in range(min(self.floors, 3)):
            block = pygame.Rect(
                left, bottom - (level + 1) * height - level * BLOCK_GAP, width, height
            )
            pygame.draw.rect(surface, block_colour, block, 0, 3)
            pygame.draw.rect(surface, darker(block_colour, 0.35), block, 2, 3)
        if self.floors == 0:
            empty = pygame.Rect(left, bottom - height, width, height)
            pygame.draw.rect(surface, palette.text_muted, empty, 1, 3)
        if self.hotkey:
            draw_key_cap(
                surface,
                self.hotkey,
                (face.right - BUTTON_PADDING - cap_room // 2, face.centery),
                cap_colour,
            )
        if focused:
            draw_focus_ring(surface, self.rect, THEME.small_radius)


class CardButton(PanelButton):
    """A hand card: its name; marked while it is being played."""

    def __init__(self, on_press: Callable[[str], None]) -> None:
        super().__init__("", self._pressed_card, visible=False)
        self.card = ""
        self._on_card = on_press

    def _pressed_card(self) -> None:
        """Tells the panel which card was pressed."""
        self._on_card(self.card)
