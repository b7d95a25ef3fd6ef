"""A modal dialog: a title, a message and a row of buttons; while open it takes every intent."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.client.intents import Intent, IntentKind
from game.client.text_layout import draw_text, measure
from game.client.text_recording import begin_text_layer
from game.client.theme import THEME
from game.client.widgets.base import POINTER_KINDS
from game.client.widgets.button import Button
from game.client.widgets.focus import FocusRing
from game.client.widgets.layout import CANVAS_WIDTH, centered, row
from game.client.widgets.paint import draw_panel

DIALOG_WIDTH = 1000
BUTTON_WIDTH = 340


class Dialog:
    """A question the player must answer before anything else happens.

    A button closes the dialog and then calls its callback; CANCEL (Esc) does the same with the
    cancel callback, or with the last button's when there is none; CONFIRM presses the focused
    button, at first the primary one; NAVIGATE moves between the buttons.
    """

    def __init__(
        self,
        title: str,
        message: str,
        buttons: Sequence[tuple[str, Callable[[], None]]],
        cancel: Callable[[], None] | None = None,
        primary: int = 0,
    ) -> None:
        if not buttons:
            raise ValueError(f"the dialog '{title}' needs at least one button")
        if not 0 <= primary < len(buttons):
            raise ValueError(f"the dialog '{title}' has no button number {primary + 1}")
        self.title = title
        self.message = message
        self.open = True
        self._cancel = cancel if cancel is not None else buttons[-1][1]
        self.rect, button_rects = self._layout([label for label, _ in buttons])
        self.buttons = [
            Button(rect, label, self._closing(callback), primary=index == primary)
            for index, (rect, (label, callback)) in enumerate(zip(button_rects, buttons))
        ]
        self.focus = FocusRing(self.buttons)
        self.focus.focus(self.buttons[primary])

    def _closing(self, callback: Callable[[], None]) -> Callable[[], None]:
        """A button action that first closes the dialog (the callback may open the next one)."""

        def press() -> None:
            """Closes the dialog, then answers."""
            self.close()
            callback()

        return press

    def _layout(self, labels: Sequence[str]) -> tuple[pygame.Rect, list[pygame.Rect]]:
        """The dialog's rectangle and its buttons' in a row at the bottom, centred on the canvas.

        The buttons are as wide as the longest label needs (at least BUTTON_WIDTH); the dialog
        grows with them up to the canvas width.
        """
        spacing = THEME.spacing
        padding = spacing.huge
        gap = spacing.large
        count = len(labels)
        widest = max(measure(label, THEME.fonts.button, True)[0] for label in labels)
        most = (CANVAS_WIDTH - 2 * spacing.edge - 2 * padding - (count - 1) * gap) // count
        button_width = min(most, max(BUTTON_WIDTH, widest + 2 * spacing.large))
        width = max(DIALOG_WIDTH, count * button_width + (count - 1) * gap + 2 * padding)
        inner = width - 2 * padding
        title_height = measure(self.title, THEME.fonts.heading, True, inner)[1]
        message_height = measure(self.message, THEME.fonts.body, False, inner)[1]
        height = (
            padding
            + title_height
            + spacing.large
            + message_height
            + spacing.huge
            + THEME.button_height
            + padding
        )
        rect = centered(width, height)
        button_area = pygame.Rect(
            rect.x, rect.bottom - padding - THEME.button_height, width, THEME.button_height
        )
        return rect, row(count, button_width, THEME.button_height, gap, button_area)

    def close(self) -> None:
        """Closes the dialog without answering."""
        self.open = False

    def cancel(self) -> None:
        """Closes the dialog and calls the cancel answer."""
        self.close()
        self._cancel()

    def handle(self, intent: Intent) -> bool:
        """Takes every intent while open (so nothing behind it reacts); True while open."""
        if not self.open:
            return False
        kind = intent.kind
        if kind is IntentKind.CANCEL:
            self.cancel()
        elif kind in POINTER_KINDS:
            self.focus.handle(intent)
            for button in self.buttons:
                if button.handle(intent) and not self.open:
                    break
        elif kind in (IntentKind.NAVIGATE, IntentKind.CONFIRM):
            self.focus.handle(intent)
        return True

    def update(self, dt: float) -> None:
        """Advances the buttons' pressed states."""
        for button in self.buttons:
            button.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Dims everything behind and draws the dialog with its buttons."""
        if not self.open:
            return
        # Multiplying darkens the whole canvas without an alpha surface the size of the screen.
        surface.fill(THEME.colours.dim, special_flags=pygame.BLEND_RGB_MULT)
        begin_text_layer()  # the dialog's words lie over the scene's, dimmed behind it
        draw_panel(surface, self.rect, THEME.colours.panel, THEME.colours.panel_border, shadow=True)
        padding = THEME.spacing.huge
        inner = self.rect.width - 2 * padding
        covered = draw_text(
            surface,
            self.title,
            (self.rect.centerx, self.rect.y + padding),
            THEME.fonts.heading,
            THEME.colours.text,
            True,
            "center",
            max_width=inner,
            box=self.rect,
        )
        draw_text(
            surface,
            self.message,
            (self.rect.centerx, covered.bottom + THEME.spacing.large),
            THEME.fonts.body,
            THEME.colours.text_muted,
            align="center",
            max_width=inner,
            box=self.rect,
        )
        focused = self.focus.focused
        for button in self.buttons:
            button.draw(surface, focused=button is focused)
