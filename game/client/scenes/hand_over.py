"""The hand-over curtain: several people share one device, so secret choices hide behind it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.client.intents import Intent, IntentKind
from game.client.scene import Scene
from game.client.text_layout import draw_text
from game.client.theme import THEME
from game.client.widgets import Button, WidgetGroup, centered
from game.client.widgets.layout import CANVAS_WIDTH
from game.texts import language, text

if TYPE_CHECKING:
    from game.client.app import App

BUTTON_WIDTH = 760
BUTTON_TOP = 700
TITLE_TOP = 280
TEXT_WIDTH = 1400


def needs_hand_over(humans_at_table: int, last_shown_seat: int | None, seat: int) -> bool:
    """Whether the curtain must come before showing this seat's secrets: more than one person
    sits at the table and the seat differs from the one shown last."""
    return humans_at_table > 1 and seat != last_shown_seat


class HandOverScene(Scene):
    """A full-screen curtain: "Hand the device to {name}" and a button that shows the cards.

    Nothing of the table is drawn behind it. The button (or Enter) takes the curtain away and
    then calls on_ready, once.
    """

    covers_screen = True

    def __init__(self, app: App, seat_name: str, on_ready: Callable[[], None]) -> None:
        super().__init__(app)
        self.seat_name = seat_name
        self.on_ready = on_ready
        self.done = False
        self.widgets = WidgetGroup()
        self._language = ""
        self._build()

    def on_enter(self) -> None:
        """Lays the curtain out (again when the language changed meanwhile)."""
        if self._language != language():
            self._build()

    def _build(self) -> None:
        """Builds the show button, the one thing on the curtain."""
        self._language = language()
        rect = centered(BUTTON_WIDTH, THEME.button_height + 16)
        rect.top = BUTTON_TOP
        self.show_button = Button(
            rect, text("hand_over.show", name=self.seat_name), self.show, primary=True
        )
        self.widgets.set_widgets([self.show_button])
        self.widgets.focus.focus(self.show_button)

    def show(self) -> None:
        """Takes the curtain away and lets the table show the seat's cards (only once)."""
        if self.done:
            return
        self.done = True
        if self.app.scenes and self.app.scene is self:
            self.app.pop()
        self.on_ready()

    def handle(self, intent: Intent) -> None:
        """The button by tap or Enter; nothing else happens behind the curtain."""
        if intent.kind is IntentKind.CONFIRM:
            self.show()
            return
        self.widgets.handle(intent)

    def update(self, dt: float) -> None:
        """Lets the button's press show."""
        self.widgets.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The curtain: a plain background, who gets the device, and the button."""
        palette = THEME.colours
        surface.fill(palette.background)
        middle = CANVAS_WIDTH // 2
        covered = draw_text(
            surface,
            text("hand_over.title", name=self.seat_name),
            (middle, TITLE_TOP),
            THEME.fonts.title,
            palette.text,
            True,
            align="center",
            max_width=TEXT_WIDTH,
        )
        draw_text(
            surface,
            text("hand_over.line", name=self.seat_name),
            (middle, covered.bottom + THEME.spacing.huge),
            THEME.fonts.body,
            palette.text_muted,
            align="center",
            max_width=TEXT_WIDTH,
        )
        self.widgets.draw(surface)
