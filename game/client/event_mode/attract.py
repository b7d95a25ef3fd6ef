"""The attract screen: what an event screen shows while nobody plays. The five games with their
emblems, one of them after another lit with the day's leaderboard of that game; a touch (or a
key) anywhere leaves it for the menu."""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.client.event_mode.touches import TOUCHES
from game.client.games import GAMES, GameEntry
from game.client.intents import Intent
from game.client.pictures import calm_background, game_picture
from game.client.scene import Scene
from game.client.text_layout import draw_text, ellipsized, fit_size
from game.client.theme import THEME
from game.client.widgets import row
from game.client.widgets.layout import CANVAS_WIDTH
from game.client.widgets.paint import draw_panel, mix
from game.standings.lists import Standing
from game.store.records import RecordsError
from game.texts import text

if TYPE_CHECKING:
    from game.client.app import App

_log = logging.getLogger(__name__)
# Layout on the logical 1920×1080 canvas.
TITLE_TOP = 40
TITLE_SIZE = 120
CALL_TOP = 200
CARD_TOP = 290
CARD_SIZE = (336, 430)
CARD_GAP = 28
BOARD_RECT = pygame.Rect(160, 760, 1600, 276)
BOARD_ROWS = 5
# Each game is lit this long before the next one, with its day's leaderboard.
GAME_SECONDS = 6.0
# The call to touch breathes between these two shares of its full colour, once in this time.
CALL_PERIOD = 2.4

# The day's leaderboard of a game (best first): day_board, or another source (a test's).
DayBoard = Callable[["App", str], Sequence[Standing]]


class AttractScene(Scene):
    """The five games and the day's leaderboard of one after another; any touch leaves."""

    def __init__(self, app: App, board: DayBoard | None = None) -> None:
        super().__init__(app)
        self.board = board or day_board
        self.shown = 0.0
        self.background = calm_background()
        self.cards = row(
            len(GAMES),
            CARD_SIZE[0],
            CARD_SIZE[1],
            CARD_GAP,
            pygame.Rect(0, CARD_TOP, CANVAS_WIDTH, CARD_SIZE[1]),
        )
        self._lines: dict[str, Sequence[Standing]] = {}

    @property
    def lit(self) -> int:
        """The number of the game lit now."""
        return int(self.shown // GAME_SECONDS) % len(GAMES)

    def lines(self, game: str) -> Sequence[Standing]:
        """The day's leaderboard of a game, read once each time the screen comes."""
        if game not in self._lines:
            self._lines[game] = tuple(self.board(self.app, game))[:BOARD_ROWS]
        return self._lines[game]

    def on_enter(self) -> None:
        """Reads the leaderboards afresh (a game may have ended since)."""
        self._lines.clear()

    def handle(self, intent: Intent) -> None:
        """A touch or a key anywhere: back to the menu (the touch does nothing more)."""
        if intent.kind in TOUCHES:
            self.app.pop()

    def update(self, dt: float) -> None:
        """Lets the lit game move on."""
        self.shown += dt

    def draw(self, surface: pygame.Surface) -> None:
        """Title, the call to touch, the five games, the lit game's leaderboard."""
        palette = THEME.colours
        surface.blit(self.background, (0, 0))
        centre = CANVAS_WIDTH // 2
        draw_text(
            surface,
            text("menu.title"),
            (centre, TITLE_TOP),
            TITLE_SIZE,
            palette.text,
            True,
            "center",
        )
        breath = 0.5 + 0.5 * math.sin(self.shown * 2 * math.pi / CALL_PERIOD)
        call_colour = mix(palette.text_muted, palette.accent, breath)
        draw_text(
            surface,
            text("event_mode.touch_to_play"),
            (centre, CALL_TOP),
            THEME.fonts.heading,
            call_colour,
            True,
            "center",
        )
        for index, (rect, entry) in enumerate(zip(self.cards, GAMES)):
            self._draw_card(surface, rect, entry, index == self.lit)
        self._draw_board(surface, GAMES[self.lit])

    def _draw_card(
        self, surface: pygame.Surface, rect: pygame.Rect, entry: GameEntry, lit: bool
    ) -> None:
        """One game: its emblem, its name and its line; the lit one raised in its colour."""
        palette = THEME.colours
        face = rect.move(0, -12) if lit else rect
        border = entry.colour if lit else palette.panel_border
        draw_panel(
            surface,
            face,
            palette.panel_raised if lit else palette.panel,
            border,
            shadow=lit,
            border_width=6 if lit else None,
        )
        inner = face.inflate(-2 * THEME.spacing.large, -2 * THEME.spacing.large)
        picture = game_picture(entry.name, (inner.width, round(inner.height * 0.56)))
        surface.blit(picture, picture.get_rect(midtop=inner.midtop))
        title_top = inner.top + picture.get_height() + THEME.spacing.medium
        size = fit_size(entry.title, inner.width, THEME.fonts.heading, True, THEME.fonts.small)
        covered = draw_text(
            surface, entry.title, (inner.centerx, title_top), size, palette.text, True, "center"
        )
        draw_text(
            surface,
            entry.line,
            (inner.centerx, covered.bottom + THEME.spacing.small),
            THEME.fonts.tiny,
            palette.text_muted,
            align="center",
            max_width=inner.width,
            box=inner,
        )

    def _draw_board(self, surface: pygame.Surface, entry: GameEntry) -> None:
        """The day's leaderboard of the lit game, or that nobody is on it yet."""
        palette = THEME.colours
        draw_panel(surface, BOARD_RECT, palette.panel, entry.colour)
        inner = BOARD_RECT.inflate(-2 * THEME.spacing.huge, -2 * THEME.spacing.large)
        heading = text("event_mode.day_board", game=entry.title)
        covered = draw_text(
            surface, heading, inner.topleft, THEME.fonts.body, palette.text, True, box=inner
        )
        lines = self.lines(entry.name)
        top = covered.bottom + THEME.spacing.small
        if not lines:
            draw_text(
                surface,
                text("event_mode.day_board_empty", game=entry.title),
                (inner.left, top),
                THEME.fonts.body,
                palette.text_muted,
                max_width=inner.width,
                box=inner,
            )
            return
        step = (inner.bottom - top) // BOARD_ROWS
        for number, line in enumerate(lines):
            y = top + number * step
            place = text("event_mode.place", place=line.place)
            draw_text(surface, place, (inner.left, y), THEME.fonts.small, palette.text_muted, True)
            name = ellipsized(line.name, THEME.fonts.small, inner.width - 520, True)
            draw_text(surface, name, (inner.left + 140, y), THEME.fonts.small, palette.text, True)
            points = text("event_mode.points", points=line.points)
            draw_text(
                surface, points, (inner.right, y), THEME.fonts.small, palette.accent, True, "right"
            )


def day_board(app: App, game: str) -> Sequence[Standing]:
    """The day's Bestenliste of a game from this device's records (what its tables scored
    today); none when the records cannot be read (the log says why, the guests see no error)."""
    from game.client.launch import record_book, today

    book = record_book(app)
    try:
        lines = book.day_list(game, today())
    except (OSError, RecordsError) as error:
        _log.warning("the day's Bestenliste of %s cannot be read: %s", game, error)
        return ()
    finally:
        book.problems.clear()  # a records file set aside was logged by the store
    return lines
