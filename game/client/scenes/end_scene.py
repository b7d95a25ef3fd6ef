"""The end table (Endtafel): places, names and scores of a finished game, and what comes next."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.client.intents import Intent, IntentKind
from game.client.launch import replay, table_id_of
from game.client.scene import Scene
from game.client.text_layout import draw_text, fit_size
from game.client.theme import THEME
from game.client.widgets import Button, WidgetGroup
from game.client.widgets.layout import CANVAS_WIDTH
from game.client.widgets.paint import draw_panel
from game.rules.core import OptionError
from game.table.table import Table
from game.texts import language, template, text

if TYPE_CHECKING:
    from game.client.app import App

TABLE_WIDTH = 1200
ROWS_TOP = 330
ROW_HEIGHT = 76
ROW_STEP = 84
PLACE_WIDTH = 260
SCORE_WIDTH = 300
BUTTON_TOP = 950
BUTTON_WIDTH = 460
BUTTON_HEIGHT = 88
TOAST_SECONDS = 6.0


@dataclass(frozen=True)
class Standing:
    """One line of the end table: the place as shown, the name, the score, a winner or not."""

    seat: int
    place: str
    name: str
    score: str
    winner: bool


def game_text(kind: str, game: str, fallback: str, **values: Any) -> str:
    """The end table's text of this kind for the game, or the generic one when the game has none."""
    try:
        template(f"end_table.{kind}.{game}")
    except KeyError:
        return text(f"end_table.{kind}.{fallback}", **values)
    return text(f"end_table.{kind}.{game}", **values)


def standings(table: Table) -> list[Standing]:
    """The seats of a finished table from the first place down; shared places say so."""
    outcome = table.outcome()
    if outcome is None:
        raise ValueError("the end table needs a finished game; this one is still going on")
    shared = {place for place in outcome.places if outcome.places.count(place) > 1}
    ordered = sorted(range(len(outcome.places)), key=lambda seat: (outcome.places[seat], seat))
    lines: list[Standing] = []
    for seat in ordered:
        place = outcome.places[seat]
        key = "end_table.place_shared" if place in shared else "end_table.place"
        lines.append(
            Standing(
                seat,
                text(key, place=place),
                table.setup.seats[seat].name,
                str(outcome.scores[seat]),
                place == 1,
            )
        )
    return lines


class EndScene(Scene):
    """The final standings; "Nochmal spielen" (Enter) starts the same table anew, "Hauptmenü"
    (Esc) goes back to the main menu. The finished table's save is deleted."""

    def __init__(self, app: App, table: Table) -> None:
        super().__init__(app)
        if table.outcome() is None:
            raise ValueError("the end table needs a finished game; this one is still going on")
        self.table = table
        self.widgets = WidgetGroup()
        self._language = ""
        self._build()

    def _forget_save(self) -> None:
        """A finished table cannot be continued, so its save goes."""
        table_id = table_id_of(self.table)
        if table_id is None:
            return
        try:
            self.app.services.saves.delete(table_id)
        except OSError:
            # A finished save left behind does no harm: it is never offered for continuing.
            pass

    # Texts and controls -----------------------------------------------------------------------

    def on_enter(self) -> None:
        """Deletes the finished save (after the table scene's last save on leaving) and lays the
        standings out, again when the language changed meanwhile."""
        self._forget_save()
        if self._language != language():
            self._build()

    def _build(self) -> None:
        """The standings in words and the two buttons."""
        self._language = language()
        game = self.table.setup.game
        outcome = self.table.outcome()
        assert outcome is not None  # checked when the scene was made
        self.lines = standings(self.table)
        fallback = "lower" if outcome.lower_is_better else "higher"
        self.score_label = game_text("score", game, fallback)
        self.best_line = text(f"end_table.best.{fallback}", score=self.score_label)
        winners = [line.name for line in self.lines if line.winner]
        names = text("end_table.names_separator").join(winners)
        kind = "winners" if len(winners) > 1 else "winner"
        self.winner_line = game_text(kind, game, "default", names=names)
        left = (CANVAS_WIDTH - TABLE_WIDTH) // 2
        self.menu_button = Button(
            (left, BUTTON_TOP, BUTTON_WIDTH, BUTTON_HEIGHT), text("end_table.menu"), self.main_menu
        )
        self.again_button = Button(
            (left + TABLE_WIDTH - BUTTON_WIDTH, BUTTON_TOP, BUTTON_WIDTH, BUTTON_HEIGHT),
            text("end_table.again"),
            self.play_again,
            primary=True,
        )
        self.widgets.set_widgets([self.menu_button, self.again_button])
        self.widgets.focus.focus(self.again_button)

    # Actions ----------------------------------------------------------------------------------

    def play_again(self) -> None:
        """Nochmal spielen: the same set-up with a new seed, at once."""
        try:
            replay(self.app, self.table.setup)
        except (OptionError, ValueError) as error:
            self.app.toasts.push(
                text("table_setup.cannot_start", problem=str(error)), TOAST_SECONDS
            )

    def main_menu(self) -> None:
        """Hauptmenü: leaves every scene for the main menu."""
        from game.client.scenes.menu import MainMenu

        self.app.reset(MainMenu(self.app))

    def handle(self, intent: Intent) -> None:
        """The buttons by tap, focus and Enter; Esc goes to the main menu."""
        if self.widgets.handle(intent):
            return
        if intent.kind is IntentKind.CANCEL:
            self.main_menu()

    def update(self, dt: float) -> None:
        """Lets the buttons' presses show."""
        self.widgets.update(dt)

    # Drawing ----------------------------------------------------------------------------------

    def row_rect(self, index: int) -> pygame.Rect:
        """The rectangle of the index-th line of the standings."""
        left = (CANVAS_WIDTH - TABLE_WIDTH) // 2
        return pygame.Rect(left, ROWS_TOP + index * ROW_STEP, TABLE_WIDTH, ROW_HEIGHT)

    def draw(self, surface: pygame.Surface) -> None:
        """Title, winner, one row per seat (winners highlighted), what counts, the buttons."""
        palette = THEME.colours
        surface.fill(palette.background)
        middle = CANVAS_WIDTH // 2
        draw_text(
            surface,
            text("end_table.title"),
            (middle, 40),
            THEME.fonts.title,
            palette.text,
            True,
            "center",
        )
        draw_text(
            surface,
            self.winner_line,
            (middle, 150),
            THEME.fonts.heading,
            palette.accent,
            True,
            "center",
            max_width=TABLE_WIDTH,
        )
        header = self.row_rect(0).move(0, -56)
        self._draw_columns(
            surface,
            header,
            (text("end_table.header_place"), text("end_table.header_name"), self.score_label),
            palette.text_muted,
            THEME.fonts.small,
        )
        for index, line in enumerate(self.lines):
            rect = self.row_rect(index)
            if line.winner:
                draw_panel(surface, rect, palette.accent, shadow=True)
                colour = palette.text_on_accent
            else:
                draw_panel(surface, rect, palette.panel, palette.panel_border)
                colour = palette.text
            self._draw_columns(
                surface, rect, (line.place, line.name, line.score), colour, THEME.fonts.body
            )
        below = self.row_rect(len(self.lines)).top
        draw_text(
            surface,
            self.best_line,
            (middle, below),
            THEME.fonts.small,
            palette.text_muted,
            align="center",
        )
        self.widgets.draw(surface)

    def _draw_columns(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        cells: tuple[str, str, str],
        colour: tuple[int, int, int],
        size: int,
    ) -> None:
        """Place, name and score in their columns of a row."""
        padding = THEME.spacing.large
        place, name, score = cells
        draw_text(
            surface, place, (rect.x + padding, rect.centery), size, colour, True, valign="middle"
        )
        name_left = rect.x + PLACE_WIDTH
        name_room = rect.width - PLACE_WIDTH - SCORE_WIDTH
        draw_text(
            surface,
            name,
            (name_left, rect.centery),
            fit_size(name, name_room, size),
            colour,
            valign="middle",
        )
        draw_text(
            surface,
            score,
            (rect.right - padding, rect.centery),
            size,
            colour,
            True,
            align="right",
            valign="middle",
        )
