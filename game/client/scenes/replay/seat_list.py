"""Whose cards the replay shows: one row per seat, the shown one lit; a tap on a row shows that
seat's cards. At the end of the game each row carries the seat's place and points."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.client.intents import Intent
from game.client.text_layout import draw_text, ellipsized, fit_size
from game.client.theme import THEME
from game.client.widgets import Widget
from game.client.widgets.feedback import feedback
from game.client.widgets.paint import draw_panel
from game.texts import text

ROW_GAP = 8
LARGEST_ROW = 58
# The text stands this much below a row's height at most, so that it never leaves the row.
TEXT_MARGIN = 12


class SeatList(Widget):
    """The seats' rows, as tall as the room allows for their number."""

    def __init__(
        self,
        rect: pygame.Rect,
        names: Sequence[str],
        on_choose: Callable[[int], None],
    ) -> None:
        super().__init__(rect, focusable=False)
        self.names = tuple(names)
        self.on_choose = on_choose
        self.shown = 0
        # (place, points) per seat once the game is over, else None.
        self.result: tuple[tuple[int, int], ...] | None = None

    @staticmethod
    def height_for(seats: int, room: int) -> int:
        """How tall the list of this many seats is, each row at most LARGEST_ROW."""
        row = min(LARGEST_ROW, (room - (seats - 1) * ROW_GAP) // seats)
        return seats * row + (seats - 1) * ROW_GAP

    @property
    def row_height(self) -> int:
        """How tall one row is."""
        seats = len(self.names)
        return (self.rect.height - (seats - 1) * ROW_GAP) // seats

    def row(self, seat: int) -> pygame.Rect:
        """Where a seat's row lies."""
        height = self.row_height
        return pygame.Rect(
            self.rect.x, self.rect.y + seat * (height + ROW_GAP), self.rect.width, height
        )

    def react(self, intent: Intent) -> bool:
        """A tap on a row shows that seat's cards."""
        if not self.tapped(intent) or intent.pos is None:
            return False
        for seat in range(len(self.names)):
            if self.row(seat).collidepoint(intent.pos):
                feedback("press")
                self.on_choose(seat)
                return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """Each row: the name (with the place before it at the end), the points at the right."""
        palette = THEME.colours
        largest = min(THEME.fonts.body, self.row_height - TEXT_MARGIN)
        for seat, name in enumerate(self.names):
            rect = self.row(seat)
            lit = seat == self.shown
            draw_panel(
                surface,
                rect,
                palette.accent if lit else palette.panel_raised,
                None if lit else palette.panel_border,
                radius=THEME.small_radius,
            )
            colour = palette.text_on_accent if lit else palette.text
            inside = rect.inflate(-2 * THEME.spacing.medium, 0)
            label, points = name, ""
            if self.result is not None:
                place, score = self.result[seat]
                label = text("replay.seat_place", place=place, name=name)
                points = str(score)
            points_width = 0
            if points:
                size = min(largest, THEME.fonts.small)
                covered = draw_text(
                    surface,
                    points,
                    (inside.right, inside.centery),
                    size,
                    colour,
                    True,
                    "right",
                    valign="middle",
                    box=rect,
                )
                points_width = covered.width + THEME.spacing.medium
            room = max(1, inside.width - points_width)
            size = fit_size(label, room, largest, True, min(largest, THEME.fonts.tiny))
            # A long typed name that does not fit even small ends in '…'.
            shown = ellipsized(label, size, room, True)
            draw_text(
                surface,
                shown,
                (inside.x, inside.centery),
                size,
                colour,
                True,
                valign="middle",
                box=rect,
            )
