"""The narrow action buttons of a table's side panel: little padding, the label shrunk to fit
(then cut with '…'), a key cap for the key that presses it, and a marked look (the action being
made). The face is shared with the table's other panel buttons."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.scenes.tables.kit.fitting import elided
from game.client.text_layout import draw_text, fit_size, render_text
from game.client.theme import THEME, Colour
from game.client.widgets import Button, InfoContent
from game.client.widgets.button import draw_key_cap, key_label
from game.client.widgets.paint import draw_focus_ring, draw_panel

# Room between a button's edge and its label or key cap.
BUTTON_PADDING = 10
# A marked button's border (and the marked seat panel's at narrow tables).
MARK_WIDTH = 3
# The smallest size a label shrinks to before it is cut with '…'.
LABEL_SMALLEST = 14


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
            self.label, max(1, content.width), self.largest_size(), True, LABEL_SMALLEST
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
