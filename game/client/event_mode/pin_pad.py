"""The PIN pad: large digit keys for a finger. It sets the organiser's PIN (typed twice) or checks
it; after the right PIN the organiser chooses to quit, to leave event mode or to go back."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.client.event_mode.pin import (
    LONGEST_PIN,
    SHORTEST_PIN,
    PinError,
    hash_pin,
    pin_matches,
    pin_problem,
)
from game.client.intents import Intent, IntentKind
from game.client.pictures import calm_background
from game.client.scene import Scene
from game.client.text_layout import draw_screen_title, draw_text
from game.client.theme import THEME
from game.client.widgets import Button, Dialog, WidgetGroup
from game.client.widgets.layout import CANVAS_WIDTH, grid
from game.client.widgets.paint import draw_panel
from game.texts import language, text

if TYPE_CHECKING:
    from game.client.app import App

# Layout on the logical 1920×1080 canvas: the keys 3 × 4, each 200 × 128 (5.6 cm × 3.6 cm on a
# 24" full-HD screen).
KEY_SIZE = (200, 128)
KEY_GAP = 24
KEYPAD_TOP = 404
TITLE_TOP = 48
PROMPT_TOP = 150
DOTS_RECT = pygame.Rect(0, 236, 648, 104)
DOT_RADIUS = 18
CANCEL_RECT = pygame.Rect(CANVAS_WIDTH - 120 - 420, 888, 420, THEME.button_height + 8)
# After this many wrong PINs in a row the pad waits WAIT_SECONDS before it takes the next one.
WRONG_TRIES = 5
WAIT_SECONDS = 60.0
DIGIT_KEYS = tuple("0123456789")

PinDone = Callable[[str], None]


class PinPadScene(Scene):
    """Types a PIN by touch (or by the digit keys): SET asks for a new one twice, CHECK compares
    it with the kept one. on_done gets the new PIN's hash (SET) or the kept one (CHECK)."""

    SET = "set"
    CHECK = "check"

    def __init__(
        self, app: App, purpose: str, on_done: PinDone, on_cancel: Callable[[], None] | None = None
    ) -> None:
        super().__init__(app)
        if purpose not in (self.SET, self.CHECK):
            raise ValueError(f"a PIN pad sets or checks a PIN, it cannot '{purpose}'")
        self.purpose = purpose
        self.on_done = on_done
        self.on_cancel = on_cancel
        self.typed = ""
        self.first = ""  # SET: the new PIN as typed the first time
        self.message = ""
        self.background = calm_background()
        self.group = WidgetGroup()
        self.keys: dict[str, Button] = {}
        self._language = ""
        self._build()

    # -- layout ----------------------------------------------------------------------------

    def on_enter(self) -> None:
        """Lays the pad out (again when the language changed meanwhile)."""
        if self._language != language():
            self._build()

    def _build(self) -> None:
        """The twelve keys (1–9, Löschen, 0, OK) and Abbrechen."""
        self._language = language()
        width = 3 * KEY_SIZE[0] + 2 * KEY_GAP
        height = 4 * KEY_SIZE[1] + 3 * KEY_GAP
        area = pygame.Rect((CANVAS_WIDTH - width) // 2, KEYPAD_TOP, width, height)
        names = [*"123456789", "delete", "0", "ok"]
        self.keys = {}
        for name, rect in zip(names, grid(area, 3, 4, KEY_GAP)):
            if name == "delete":
                label, action = text("event_mode.delete"), self.delete
            elif name == "ok":
                label, action = text("event_mode.ok"), self.confirm
            else:
                label, action = name, self._typer(name)
            self.keys[name] = Button(rect, label, action, primary=name == "ok")
        self.cancel_button = Button(CANCEL_RECT, text("event_mode.cancel"), self.cancel)
        self.group.set_widgets([*self.keys.values(), self.cancel_button])

    def prompt(self) -> str:
        """What the pad asks for now."""
        if self.purpose == self.CHECK:
            return text("event_mode.enter_pin")
        if self.first:
            return text("event_mode.repeat_pin")
        return text("event_mode.new_pin", shortest=SHORTEST_PIN, longest=LONGEST_PIN)

    # -- typing ----------------------------------------------------------------------------

    def _typer(self, digit: str) -> Callable[[], None]:
        """What a digit key does."""
        return lambda: self.type_digit(digit)

    def type_digit(self, digit: str) -> None:
        """One more digit, up to the longest PIN."""
        if len(self.typed) < LONGEST_PIN:
            self.typed += digit

    def delete(self) -> None:
        """Takes the last digit back."""
        self.typed = self.typed[:-1]

    def confirm(self) -> None:
        """OK: the typed PIN is checked, or taken as the new one."""
        typed, self.typed = self.typed, ""
        if self.purpose == self.CHECK:
            self._check(typed)
        else:
            self._set(typed)

    def _check(self, typed: str) -> None:
        """Compares the typed PIN with the kept one; a wrong one is told in words."""
        now = self.app.services.now()
        # The count is the guard's, so that closing the pad and opening it again starts none anew.
        guard = self.app.event
        if now < guard.pins_wait_until:
            self.message = text("event_mode.wait", seconds=int(guard.pins_wait_until - now) + 1)
            return
        try:
            right = pin_matches(typed, self.app.settings.event_pin)
        except PinError:
            right = False
        if right:
            guard.wrong_pins = 0
            self.message = ""
            self.on_done(self.app.settings.event_pin)
            self._offer_choices()
            return
        guard.wrong_pins += 1
        if guard.wrong_pins >= WRONG_TRIES:
            guard.wrong_pins = 0
            guard.pins_wait_until = now + WAIT_SECONDS
            self.message = text("event_mode.too_many", seconds=int(WAIT_SECONDS))
        else:
            self.message = text("event_mode.wrong_pin", left=WRONG_TRIES - guard.wrong_pins)

    def _set(self, typed: str) -> None:
        """The new PIN typed once, then again; the two must agree."""
        if not self.first:
            if pin_problem(typed):
                self.message = text(
                    "event_mode.pin_rule", shortest=SHORTEST_PIN, longest=LONGEST_PIN
                )
                return
            self.first, self.message = typed, ""
            return
        if typed != self.first:
            self.first = ""
            self.message = text("event_mode.pins_differ")
            return
        self.app.pop()
        self.on_done(hash_pin(typed))

    def _offer_choices(self) -> Dialog:
        """After the right PIN: quit the suite, leave event mode, or back to the guests."""
        event = self.app.event
        return self.group.open_dialog(
            Dialog(
                text("event_mode.unlocked_title"),
                text("event_mode.unlocked_message"),
                [
                    (text("event_mode.quit"), event.quit_unlocked),
                    (text("event_mode.switch_off"), event.switch_off),
                    (text("event_mode.back"), self.cancel),
                ],
                cancel=self.cancel,
                primary=2,
            )
        )

    def cancel(self) -> None:
        """Abbrechen: back to where the pad was opened; event mode stays locked."""
        self.app.event.lock_again()
        if self.app.scene is self:
            self.app.pop()
        if self.on_cancel is not None:
            self.on_cancel()

    # -- the frame -------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        """Keys and dialog first; the digit keys, Backspace, Enter and Esc of a keyboard too."""
        if self.group.handle(intent):
            return
        if intent.kind is IntentKind.SHORTCUT and intent.key in DIGIT_KEYS:
            self.type_digit(intent.key)
        elif intent.kind is IntentKind.SHORTCUT and intent.key == "backspace":
            self.delete()
        elif intent.kind is IntentKind.CONFIRM:
            self.confirm()
        elif intent.kind is IntentKind.CANCEL:
            self.cancel()

    def update(self, dt: float) -> None:
        """Lets the keys' presses show."""
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Title, what is asked, one dot per typed digit, the message, the keys."""
        palette = THEME.colours
        surface.blit(self.background, (0, 0))
        centre = CANVAS_WIDTH // 2
        draw_screen_title(surface, text("event_mode.pad_title"), TITLE_TOP)
        draw_text(
            surface,
            self.prompt(),
            (centre, PROMPT_TOP),
            THEME.fonts.heading,
            palette.text,
            align="center",
        )
        dots = DOTS_RECT.copy()
        dots.centerx = centre
        draw_panel(surface, dots, palette.panel, palette.panel_border)
        step = DOT_RADIUS * 3
        left = centre - step * (LONGEST_PIN - 1) // 2
        for index in range(LONGEST_PIN):
            colour = palette.accent if index < len(self.typed) else palette.switch_off
            width = 0 if index < len(self.typed) else 3
            pygame.draw.circle(
                surface, colour, (left + index * step, dots.centery), DOT_RADIUS, width
            )
        if self.message:
            draw_text(
                surface,
                self.message,
                (centre, dots.bottom + THEME.spacing.small),
                THEME.fonts.body,
                palette.danger,
                True,
                align="center",
                max_width=1500,
            )
        self.group.draw(surface)
