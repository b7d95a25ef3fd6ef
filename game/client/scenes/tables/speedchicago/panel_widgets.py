"""The widgets of the Speedchicago panel: a company's row (there for its info window), the
panel's narrow buttons with key caps, a stack's button with its floors and a hand card."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.scenes.tables.speedchicago.panel_sizes import (
    BLOCK_GAP,
    BLOCK_SIZE,
    BUTTON_PADDING,
    FLOOR_COLOUR,
    MARK_WIDTH,
    SMALLEST_SIZE,
)
from game.client.text_layout import draw_text, fit_size, measure, render_text
from game.client.theme import THEME, Colour
from game.client.widgets import Button, InfoContent, Widget
from game.client.widgets.button import draw_key_cap, key_label
from game.client.widgets.paint import darker, draw_focus_ring, draw_panel, mix


class CompanyRow(Widget):
    """One company's row in the company bar: it draws nothing itself (the panel paints the bar)
    and is there for its info window on hover and long press."""

    def __init__(self, company: int, info: Callable[[], InfoContent | None]) -> None:
        super().__init__((0, 0, 0, 0), focusable=False, info=info)
        self.company = company
        self.acting = False


def draw_face(
    surface: pygame.Surface, button: Button, fill: Colour, border: Colour | None, marked: bool
) -> pygame.Rect:
    """A panel button's face: a little lower while pressed, a shadow while it can be pressed, a
    thick border while marked; returns where the face lies."""
    face = button.rect.move(0, 2) if button.pressed else button.rect
    draw_panel(
        surface,
        face,
        fill,
        border,
        THEME.small_radius,
        shadow=button.enabled and not button.pressed,
        border_width=MARK_WIDTH if marked else None,
    )
    return face


def cap_width(key: str, colour: Colour) -> int:
    """The room a key cap takes beside a label."""
    return (
        render_text(key_label(key), THEME.fonts.tiny, colour, True).get_width()
        + THEME.spacing.medium
    )


class PanelButton(Button):
    """A button of the narrow panel: little padding, the label shrunk to fit, an optional key
    cap (its hotkey, or a key that reaches it otherwise, such as Enter), and a marked look."""

    def __init__(
        self,
        label: str,
        on_press: Callable[[], None],
        hotkey: str | None = None,
        primary: bool = False,
        *,
        cap: str | None = None,
        visible: bool = True,
        info: Callable[[], InfoContent | None] | None = None,
    ) -> None:
        super().__init__((0, 0, 0, 0), label, on_press, hotkey, primary, visible=visible, info=info)
        self.cap = cap if cap is not None else hotkey
        self.marked = False
        # A size shared with neighbouring buttons (the hand cards), else each label fits itself.
        self.label_size: int | None = None

    def largest_size(self) -> int:
        """The largest label size the button's height allows."""
        return min(THEME.fonts.small, self.rect.height // 2)

    def label_room(self) -> int:
        """How wide the label may be (without a key cap)."""
        return max(1, self.rect.width - 2 * BUTTON_PADDING)

    def look(self) -> tuple[Colour, Colour, Colour | None]:
        """Fill, text and border colour; marked buttons in the accent."""
        palette = THEME.colours
        if self.marked:
            return palette.accent, palette.text_on_accent, palette.accent_pressed
        return self.colours()

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The face, the label fitted to the room left by the key cap, the focus ring."""
        if not self.visible:
            return
        fill, text_colour, border = self.look()
        face = draw_face(surface, self, fill, border, self.marked)
        content = face.inflate(-2 * BUTTON_PADDING, 0)
        if self.cap:
            width = cap_width(self.cap, text_colour)
            cap_colour = (
                text_colour
                if self.primary or not self.enabled or self.marked
                else THEME.colours.text_muted
            )
            draw_key_cap(surface, self.cap, (content.right - width // 2, face.centery), cap_colour)
            content.width -= width + THEME.spacing.small
        size = self.label_size or fit_size(
            self.label, max(1, content.width), self.largest_size(), True, SMALLEST_SIZE
        )
        draw_text(
            surface,
            elided(self.label, size, content.width, True),
            content.center,
            size,
            text_colour,
            True,
            "center",
            valign="middle",
        )
        if focused:
            draw_focus_ring(surface, self.rect, THEME.small_radius)


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


def elided(words: str, size: int, width: int, bold: bool = False) -> str:
    """The words, cut with '…' where they would run past width."""
    if measure(words, size, bold)[0] <= width:
        return words
    cut = words
    while cut and measure(cut + "…", size, bold)[0] > width:
        cut = cut[:-1]
    return cut.rstrip(" ,·") + "…"
