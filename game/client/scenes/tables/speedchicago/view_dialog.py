"""The Ansicht dialog of the Speedchicago site: the switch "Kamera folgt den Gegnern" and the
tutorial's restart."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.intents import Intent
from game.client.theme import THEME
from game.client.widgets import Dialog, InfoContent, Toggle
from game.client.widgets.base import POINTER_KINDS
from game.client.widgets.focus import FocusRing
from game.texts import text


class ViewDialog(Dialog):
    """Ansicht: the switch "Kamera folgt den Gegnern" above the dialog's buttons; flipping the
    switch keeps the dialog open."""

    def __init__(
        self,
        follows: bool,
        on_follow: Callable[[bool], None],
        restart: Callable[[], None],
    ) -> None:
        super().__init__(
            text("chicago_overlay.view_dialog.title"),
            text("chicago_overlay.view_dialog.message"),
            [
                (text("chicago_overlay.view_dialog.tutorial"), restart),
                (text("chicago_overlay.view_dialog.done"), _nothing),
            ],
            primary=1,
        )
        spacing = THEME.spacing
        row = THEME.button_height
        grow = row + spacing.large
        self.rect.height += grow
        self.rect.y -= grow // 2
        for button in self.buttons:
            button.rect.move_ip(0, grow - grow // 2)
        padding = spacing.huge
        self.toggle = Toggle(
            pygame.Rect(
                self.rect.x + padding,
                self.buttons[0].rect.top - spacing.large - row,
                self.rect.width - 2 * padding,
                row,
            ),
            text("chicago_overlay.view_dialog.camera_follows"),
            follows,
            on_follow,
            info=InfoContent(
                text("chicago_overlay.view_dialog.camera_follows"),
                [text("chicago_overlay.view_dialog.camera_follows_explain")],
            ),
        )
        self.focus = FocusRing([self.toggle, *self.buttons])
        self.focus.focus(self.toggle)

    def handle(self, intent: Intent) -> bool:
        """The switch takes pointer intents too; the rest as every dialog."""
        if not self.open:
            return False
        if intent.kind in POINTER_KINDS:
            self.toggle.handle(intent)
        return super().handle(intent)

    def update(self, dt: float) -> None:
        """Advances the buttons and the switch."""
        super().update(dt)
        self.toggle.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The dialog, then its switch."""
        if not self.open:
            return
        super().draw(surface)
        self.toggle.draw(surface, focused=self.focus.focused is self.toggle)


def _nothing() -> None:
    """The answer of a button that only closes its dialog."""
