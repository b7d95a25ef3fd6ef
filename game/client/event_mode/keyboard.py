"""The on-screen keyboard: an event screen has no keys, so a guest types a name (for the set-up
and the day's Bestenliste) on large keys in the lower part of the screen. In event mode a tap on
a text field opens it for that field; Fertig writes the name into the field as if typed there."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.client.intents import Intent, IntentKind
from game.client.scene import Scene
from game.client.text_layout import draw_text, ellipsized, measure
from game.client.text_recording import begin_text_layer
from game.client.theme import THEME
from game.client.widgets import Button, TextField, WidgetGroup
from game.client.widgets.layout import CANVAS_WIDTH
from game.client.widgets.paint import draw_panel
from game.texts import language, text

if TYPE_CHECKING:
    from game.client.app import App

# The rows of letters as the language's keyboards have them (German: QWERTZ with umlauts).
ROWS: dict[str, tuple[str, ...]] = {
    "de": ("1234567890ß", "qwertzuiopü", "asdfghjklöä", "yxcvbnm-."),
    "en": ("1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm-."),
}
# Layout on the logical 1920×1080 canvas: keys 132 × 92 (3.7 × 2.5 cm on a 24" screen).
PANEL = pygame.Rect(40, 340, CANVAS_WIDTH - 80, 690)
KEY_SIZE = (132, 92)
KEY_GAP = 12
FIELD_TOP = PANEL.top + 24
FIELD_HEIGHT = 108
KEYS_TOP = FIELD_TOP + FIELD_HEIGHT + 20
WIDE_KEY = 320


class KeyboardScene(Scene):
    """Large keys above the dimmed screen below; types into a copy of the field's text."""

    covers_screen = False

    def __init__(
        self, app: App, field: TextField, on_done: Callable[[], None] | None = None
    ) -> None:
        super().__init__(app)
        self.field = field
        self.on_done = on_done
        self.typed = field.value
        # As in the field itself: the whole text is chosen, so the first key replaces it (a
        # default name "Spieler 1" is never typed onto) and the first Löschen clears it.
        self.replacing = bool(field.value)
        self.shift = True  # a name starts with a capital letter
        self.group = WidgetGroup()
        self.keys: dict[str, Button] = {}
        self._language = ""
        self._build()

    def on_enter(self) -> None:
        """Lays the keys out (again when the language changed meanwhile)."""
        if self._language != language():
            self._build()

    def _build(self) -> None:
        """One button per character in the language's rows, then ↑, space, Löschen and Fertig."""
        self._language = language()
        rows = ROWS.get(self._language, ROWS["en"])
        self.keys = {}
        width, height = KEY_SIZE
        for number, row in enumerate(rows):
            total = len(row) * width + (len(row) - 1) * KEY_GAP
            left = (CANVAS_WIDTH - total) // 2
            top = KEYS_TOP + number * (height + KEY_GAP)
            for index, character in enumerate(row):
                rect = (left + index * (width + KEY_GAP), top, width, height)
                self.keys[character] = Button(rect, character, self._typer(character))
        top = KEYS_TOP + len(rows) * (height + KEY_GAP)
        wide = [
            ("shift", text("event_mode.shift"), self.toggle_shift, WIDE_KEY),
            ("space", text("event_mode.space"), self._typer(" "), 2 * WIDE_KEY),
            ("delete", text("event_mode.delete"), self.delete, WIDE_KEY),
            ("done", text("event_mode.done"), self.done, WIDE_KEY),
        ]
        total = sum(item[3] for item in wide) + (len(wide) - 1) * KEY_GAP
        left = (CANVAS_WIDTH - total) // 2
        for name, label, action, key_width in wide:
            self.keys[name] = Button(
                (left, top, key_width, height), label, action, primary=name == "done"
            )
            left += key_width + KEY_GAP
        self.cancel_button = Button(
            (PANEL.right - 24 - WIDE_KEY, FIELD_TOP, WIDE_KEY, FIELD_HEIGHT),
            text("event_mode.cancel"),
            self.cancel,
        )
        self.group.set_widgets([*self.keys.values(), self.cancel_button])
        self._relabel()

    def _relabel(self) -> None:
        """The letters show capitals while ↑ is on, and so does the ↑ key itself."""
        self.keys["shift"].primary = self.shift
        for character, button in self.keys.items():
            if len(character) == 1:
                capital = character.upper()
                button.label = capital if self.shift and len(capital) == 1 else character

    def _typer(self, character: str) -> Callable[[], None]:
        """What a character key does."""
        return lambda: self.type(character)

    def type(self, character: str) -> None:
        """One more character (a capital while ↑ is on, which then goes off), up to the field's
        longest text."""
        if self.replacing:
            self.typed, self.replacing = "", False
        if len(self.typed) >= self.field.max_length:
            return
        capital = character.upper()
        # ß has no capital of one letter; it stays as it is.
        self.typed += capital if self.shift and len(capital) == 1 else character
        self.shift = character == " "  # the next word of a name starts with a capital too
        self._relabel()

    def toggle_shift(self) -> None:
        """↑: the next letter a capital, or not."""
        self.shift = not self.shift
        self._relabel()

    def delete(self) -> None:
        """Takes the last character back (everything while all of it is chosen)."""
        self.typed = "" if self.replacing else self.typed[:-1]
        self.replacing = False
        self.shift = not self.typed
        self._relabel()

    def done(self) -> None:
        """Fertig: the name goes into the field as if typed there; back to the screen below."""
        name = self.typed.strip()
        self.app.pop()
        if name != self.field.value:
            self.field.set_value(name)
            self.field.on_change(self.field.value)
        if self.on_done is not None:
            self.on_done()

    def cancel(self) -> None:
        """Abbrechen: the field keeps its text."""
        self.app.pop()

    def handle(self, intent: Intent) -> None:
        """The keys by touch; a keyboard's typing, Backspace, Enter and Esc work too."""
        if self.group.handle(intent):
            return
        if intent.kind is IntentKind.TEXT:
            for character in intent.text:
                if character.isprintable():
                    self.shift = False
                    self.type(character)
        elif intent.kind is IntentKind.SHORTCUT and intent.key == "backspace":
            self.delete()
        elif intent.kind is IntentKind.CONFIRM:
            self.done()
        elif intent.kind is IntentKind.CANCEL:
            self.cancel()

    def update(self, dt: float) -> None:
        """Lets the keys' presses show."""
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The screen below dimmed, the panel with the field's label and the name, the keys."""
        palette = THEME.colours
        surface.fill(palette.dim, special_flags=pygame.BLEND_RGB_MULT)
        begin_text_layer()  # the keyboard's words lie over the screen's, dimmed behind it
        draw_panel(surface, PANEL, palette.panel, palette.panel_border, shadow=True)
        field = pygame.Rect(
            PANEL.left + 24, FIELD_TOP, self.cancel_button.rect.left - PANEL.left - 48, FIELD_HEIGHT
        )
        draw_panel(surface, field, palette.background, palette.accent, radius=THEME.small_radius)
        inner = field.inflate(-2 * THEME.spacing.large, -THEME.spacing.medium)
        covered = draw_text(
            surface,
            self.field.label,
            inner.topleft,
            THEME.fonts.tiny,
            palette.text_muted,
            box=inner,
        )
        # The chosen text stands on the accent colour (the first key replaces it); after it the
        # caret where the next character goes.
        shown = ellipsized(self.typed, THEME.fonts.heading, inner.width - 20, True)
        at = (inner.left, covered.bottom)
        colour = palette.text_on_accent if self.replacing else palette.text
        size = THEME.fonts.heading
        if self.replacing and shown:
            chosen = measure(shown, size, True)
            mark = pygame.Rect(at, chosen).inflate(8, 0)
            pygame.draw.rect(surface, palette.accent, mark, 0, THEME.small_radius)
        written = draw_text(surface, shown, at, size, colour, True, box=inner)
        caret = pygame.Rect(written.right + 4 if shown else inner.left, at[1] + 6, 4, size)
        pygame.draw.rect(surface, palette.accent, caret)
        self.group.draw(surface)
