"""A one-line text field for names: tap or Enter starts typing, Enter or Esc ends it."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.intents import Intent, IntentKind
from game.client.text_layout import draw_text, render_text
from game.client.theme import THEME
from game.client.widgets.base import InfoLike, RectLike, Widget
from game.client.widgets.paint import draw_focus_ring, draw_panel

# The caret is shown for half of each blink period.
CARET_BLINK_SECONDS = 1.0
CARET_WIDTH = 3
DELETE_KEY = "backspace"
# Keys that end typing and let the focus move on.
LEAVING_KEYS = frozenset({"next", "previous", "up", "down"})

TypingHook = Callable[[], None]
# What a hidden field (a password) shows for each character.
HIDDEN_CHARACTER = "•"


def start_typing() -> None:
    """Asks the system for typed text (and its on-screen keyboard on touch devices)."""
    pygame.key.start_text_input()


def stop_typing() -> None:
    """Tells the system that no text is wanted any more."""
    pygame.key.stop_text_input()


class TextField(Widget):
    """One editable line with a label above its value.

    A tap inside or Enter while focused starts typing with the whole text selected (as name
    fields do): the first typed text replaces it, a first backspace clears it. Then TEXT
    intents insert at the end and SHORTCUT "backspace" deletes the last character. Enter (or
    Tab, or a tap elsewhere) keeps the text, Esc brings back the text from before typing. While
    typing the field takes every key, so a typed letter never works as some button's hotkey.
    """

    def __init__(
        self,
        rect: RectLike,
        label: str,
        value: str,
        on_change: Callable[[str], None],
        *,
        max_length: int = 40,
        on_done: Callable[[str], None] | None = None,
        on_start_typing: TypingHook = start_typing,
        on_stop_typing: TypingHook = stop_typing,
        enabled: bool = True,
        visible: bool = True,
        info: InfoLike = None,
        hidden: bool = False,
    ) -> None:
        super().__init__(rect, enabled=enabled, visible=visible, info=info)
        if max_length < 1:
            raise ValueError(f"the text field '{label}' must take at least one character")
        self.label = label
        # A password shows as dots, so that nobody looking on reads it.
        self.hidden = hidden
        self.max_length = max_length
        self.value = value[:max_length]
        self.on_change = on_change
        self.on_done = on_done
        self.editing = False
        self.selected_all = False
        self._before = self.value
        self._blink = 0.0
        self._on_start_typing = on_start_typing
        self._on_stop_typing = on_stop_typing

    # Typing ---------------------------------------------------------------------------------

    def start_editing(self) -> bool:
        """Starts typing into the field; True when it started now."""
        if self.editing or not self.accepts_input:
            return False
        self.editing = True
        self.selected_all = bool(self.value)
        self._before = self.value
        self._blink = 0.0
        self._on_start_typing()
        return True

    def stop_editing(self, keep: bool = True) -> bool:
        """Ends typing, keeping the text or restoring the one from before; True when it ended."""
        if not self.editing:
            return False
        self.editing = False
        self.selected_all = False
        self._on_stop_typing()
        if not keep and self.value != self._before:
            self.value = self._before
            self.on_change(self.value)
        if self.on_done is not None:
            self.on_done(self.value)
        return True

    def set_value(self, value: str) -> None:
        """Sets the text without reporting it (the scene set it)."""
        self.value = value[: self.max_length]

    def insert(self, typed: str) -> bool:
        """Appends typed text, without line breaks or control characters and up to the maximum
        length; True when the text changed."""
        printable = "".join(character for character in typed if character.isprintable())
        if not printable:
            return False
        if self.selected_all:
            self.selected_all = False
            self.value = ""
        room = self.max_length - len(self.value)
        if room <= 0:
            return False
        self.value += printable[:room]
        self._blink = 0.0
        self.on_change(self.value)
        return True

    def delete_last(self) -> bool:
        """Deletes the last character (everything while it is all selected); True when there
        was something to delete."""
        if not self.value:
            return False
        self.value = "" if self.selected_all else self.value[:-1]
        self.selected_all = False
        self._blink = 0.0
        self.on_change(self.value)
        return True

    # Input ----------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> bool:
        """Like every widget, and typing also ends when the field is hidden or disabled."""
        if self.editing and not self.accepts_input:
            self.stop_editing()
        return super().handle(intent)

    def react(self, intent: Intent) -> bool:
        """Starts typing on a tap or Enter; while typing takes text, delete, Enter and Esc."""
        kind = intent.kind
        if kind is IntentKind.TAP:
            if self.contains(intent.pos):
                self.start_editing()
                return True
            self.stop_editing()
            return False
        if not self.editing:
            if kind is IntentKind.CONFIRM:
                return self.start_editing()
            return False
        if kind is IntentKind.TEXT:
            self.insert(intent.text)
            return True
        if kind is IntentKind.SHORTCUT:
            if intent.key == DELETE_KEY:
                self.delete_last()
            # Every other key arrives as TEXT too (or means nothing in a name): swallowed.
            return True
        if kind is IntentKind.CONFIRM:
            return self.stop_editing()
        if kind is IntentKind.CANCEL:
            return self.stop_editing(keep=False)
        if kind is IntentKind.NAVIGATE:
            if intent.key in LEAVING_KEYS:
                self.stop_editing()
                return False  # the focus moves on as asked
            return True
        return False

    def update(self, dt: float) -> None:
        """Lets the caret blink."""
        if self.editing:
            self._blink = (self._blink + dt) % CARET_BLINK_SECONDS

    # Drawing --------------------------------------------------------------------------------

    def value_rect(self) -> pygame.Rect:
        """Where the text itself goes: below the label, inside the padding."""
        padding = THEME.spacing.medium
        label_height = THEME.fonts.tiny + THEME.spacing.small
        return pygame.Rect(
            self.rect.x + padding,
            self.rect.y + padding // 2 + label_height,
            self.rect.width - 2 * padding,
            self.rect.height - padding - label_height,
        )

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """Draws the label, the text (its end when it is too long) and, while typing, a caret."""
        if not self.visible:
            return
        palette = THEME.colours
        if not self.enabled:
            fill, border, colour = palette.disabled, palette.panel_border, palette.disabled_text
        elif self.editing:
            fill, border, colour = palette.background, palette.accent, palette.text
        else:
            fill = palette.hover if self.hovered else palette.panel
            border, colour = palette.panel_border, palette.text
        draw_panel(surface, self.rect, fill, border)
        padding = THEME.spacing.medium
        draw_text(
            surface,
            self.label,
            (self.rect.x + padding, self.rect.y + padding // 2),
            THEME.fonts.tiny,
            palette.text_muted if self.enabled else palette.disabled_text,
        )
        area = self.value_rect()
        caret_x = area.x
        if self.value:
            shown_text = HIDDEN_CHARACTER * len(self.value) if self.hidden else self.value
            rendered = render_text(shown_text, THEME.fonts.body, colour)
            room = area.width - CARET_WIDTH - THEME.spacing.tiny
            # A long name shows its end, where the typing happens.
            hidden = max(0, rendered.get_width() - room)
            shown = pygame.Rect(hidden, 0, rendered.get_width() - hidden, rendered.get_height())
            top = area.centery - rendered.get_height() // 2
            if self.selected_all:
                selection = pygame.Rect(area.x, top, shown.width, rendered.get_height())
                pygame.draw.rect(surface, palette.hover, selection, 0, THEME.small_radius)
            surface.blit(rendered, (area.x, top), shown)
            caret_x = area.x + shown.width + THEME.spacing.tiny
        if self.editing and self._blink < CARET_BLINK_SECONDS / 2:
            height = THEME.fonts.body
            caret = pygame.Rect(caret_x, area.centery - height // 2, CARET_WIDTH, height)
            pygame.draw.rect(surface, palette.accent, caret)
        if focused:
            draw_focus_ring(surface, self.rect)
