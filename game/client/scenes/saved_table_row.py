"""One saved table in the "Weiterspielen" list: the game, who sits there, how far it got, when."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.intents import Intent, IntentKind
from game.client.saved_table_words import TableSummary
from game.client.text_layout import draw_text, fit_size, line_height, measure
from game.client.theme import THEME, Colour
from game.client.widgets import InfoContent, Widget
from game.client.widgets.feedback import feedback
from game.client.widgets.paint import draw_focus_ring, draw_panel
from game.texts import text

# The game's colour runs down the row's left edge this wide.
STRIPE_WIDTH = 14


class SavedTableRow(Widget):
    """A tappable row of three lines; a tap or Enter (while focused) continues the table."""

    def __init__(
        self,
        rect: pygame.Rect,
        summary: TableSummary,
        colour: Colour,
        on_press: Callable[[], None],
    ) -> None:
        super().__init__(rect, info=self._explanation(summary))
        self.summary = summary
        self.colour = colour
        self.on_press = on_press

    @staticmethod
    def _explanation(summary: TableSummary) -> InfoContent:
        """What a long press tells: the whole row and what a tap does."""
        action = (
            text("saved_tables.row_info")
            if summary.playable
            else text("saved_tables.not_playable", game=summary.title)
        )
        return InfoContent(summary.title, [summary.seats, summary.progress, summary.when, action])

    @property
    def detail(self) -> str:
        """The third line: how far the game got, or why it cannot be continued here."""
        if self.summary.playable:
            return self.summary.progress
        return text("saved_tables.not_playable", game=self.summary.title)

    def react(self, intent: Intent) -> bool:
        """Continues the table on a tap inside or on Enter."""
        if self.tapped(intent) or intent.kind is IntentKind.CONFIRM:
            feedback("press")
            self.on_press()
            return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The panel with the game's colour stripe, title and time, seats, progress."""
        if not self.visible:
            return
        palette = THEME.colours
        spacing = THEME.spacing
        fill = palette.hover if self.hovered else palette.panel_raised
        draw_panel(surface, self.rect, fill, palette.panel_border)
        stripe = pygame.Rect(self.rect.x, self.rect.y, STRIPE_WIDTH, self.rect.height)
        draw_panel(surface, stripe, self.colour, radius=THEME.small_radius)
        left = stripe.right + spacing.large
        right = self.rect.right - spacing.large
        top = self.rect.y + spacing.medium
        when = self.summary.when
        when_width = measure(when, THEME.fonts.small)[0]
        draw_text(surface, when, (right, top), THEME.fonts.small, palette.text_muted, align="right")
        title_room = max(1, right - when_width - spacing.large - left)
        self._line(surface, self.summary.title, left, top, title_room, THEME.fonts.body, True)
        top += line_height(THEME.fonts.body, True) + spacing.small
        room = right - left
        self._line(surface, self.summary.seats, left, top, room, THEME.fonts.small)
        top += line_height(THEME.fonts.small) + spacing.tiny
        colour = palette.text_muted if self.summary.playable else palette.accent
        self._line(surface, self.detail, left, top, room, THEME.fonts.small, colour=colour)
        if focused:
            draw_focus_ring(surface, self.rect)

    def _line(
        self,
        surface: pygame.Surface,
        line: str,
        left: int,
        top: int,
        room: int,
        size: int,
        bold: bool = False,
        colour: Colour | None = None,
    ) -> None:
        """One line, made smaller where it would not fit its room."""
        fitted = fit_size(line, room, size, bold, THEME.fonts.tiny)
        shade = THEME.colours.text if colour is None else colour
        draw_text(surface, line, (left, top), fitted, shade, bold)


def row_height() -> int:
    """How tall a row is: its three lines, their gaps and the padding."""
    spacing = THEME.spacing
    return (
        2 * spacing.medium
        + line_height(THEME.fonts.body, True)
        + spacing.small
        + 2 * line_height(THEME.fonts.small)
        + spacing.tiny
    )
