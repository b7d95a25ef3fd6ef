"""The end table (Endtafel): places, names and scores of a finished game, and what comes next."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import pygame

from game.client.intents import Intent, IntentKind
from game.client.launch import record_lines, replay, table_id_of
from game.client.leaderboards import leaderboard_of
from game.client.online_replay import OnlineReplayButton
from game.client.scene import Scene
from game.client.scenes.review_panel import ReviewPanel
from game.client.text_layout import draw_text, fit_size
from game.client.theme import THEME
from game.client.widgets import Button, WidgetGroup
from game.client.widgets.layout import CANVAS_HEIGHT, CANVAS_WIDTH
from game.client.widgets.paint import draw_panel
from game.net.remote_table import RemoteTable
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
LEADERBOARD_GAP = 24
TOAST_SECONDS = 6.0
RECORD_LINE_STEP = 44
# With a place bonus the score column holds "Punkte 64 + Platzbonus 30".
BONUS_SCORE_WIDTH = 560


@dataclass(frozen=True)
class Standing:
    """One line of the end table: the place as shown, the name, the score, a winner or not."""

    seat: int
    place: str
    name: str
    score: str
    winner: bool


@dataclass(frozen=True)
class EndWords:
    """A game's own words on the end table: the score column's name, the line saying who wins,
    each seat's score cell (in seat order), and lines told below the standings (a tie-break)."""

    score_label: str
    best_line: str
    cells: tuple[str, ...]
    notes: tuple[str, ...] = ()


# The games whose end table has words of its own, each registered by its table package.
_END_WORDS: dict[str, Callable[[Table], EndWords]] = {}


def register_end_words(game: str, words: Callable[[Table], EndWords]) -> None:
    """Gives a game's end table its own words, made from the finished table."""
    _END_WORDS[game] = words


def end_words(table: Table) -> EndWords | None:
    """The game's own words for this finished table (None: the general ones)."""
    maker = _END_WORDS.get(table.setup.game)
    return maker(table) if maker is not None else None


def game_text(kind: str, game: str, fallback: str, **values: Any) -> str:
    """The end table's text of this kind for the game, or the generic one when the game has none."""
    try:
        template(f"end_table.{kind}.{game}")
    except KeyError:
        return text(f"end_table.{kind}.{fallback}", **values)
    return text(f"end_table.{kind}.{game}", **values)


def place_bonus(game: str, place: int) -> int:
    """The leaderboard's bonus for a place in this game (0 for games without one)."""
    rules = leaderboard_of(game)
    bonuses = rules.place_bonus if rules is not None else ()
    return bonuses[place - 1] if 1 <= place <= len(bonuses) else 0


def score_cell(game: str, score: int, place: int) -> str:
    """The score as the end table shows it; with a place bonus 'Punkte 64 + Platzbonus 30'."""
    if leaderboard_of(game) is None:
        return str(score)
    points = max(0, score)
    bonus = place_bonus(game, place)
    if bonus:
        return text("end_table.place_bonus.line", points=points, bonus=bonus)
    return text("end_table.place_bonus.plain", points=points)


def bonus_lines(table: Table) -> list[str]:
    """What the leaderboard counts for a game with a place bonus, and whether this game counts."""
    game = table.setup.game
    rules = leaderboard_of(game)
    if rules is None:
        return []
    bonuses = rules.place_bonus
    lines = [
        text(
            "end_table.place_bonus.rule",
            bonuses=" / ".join(str(bonus) for bonus in bonuses),
            places=" / ".join(str(place) for place in range(1, len(bonuses) + 1)),
        )
    ]
    option = rules.excluded_by
    if option is not None:
        name, value = option
        off_the_list = table.setup.option_map().get(name) == value
        kind = "not_counted" if off_the_list else "open_cards"
        lines.append(text(f"end_table.place_bonus.{kind}"))
    return lines


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
                score_cell(table.setup.game, outcome.scores[seat], place),
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
        # After a game against computers: the strong computer's review, made in a worker.
        self.review_panel = ReviewPanel(app, table)
        # At a table on a server: its record from the server, watched in the replay viewer.
        self.online_replay = OnlineReplayButton(app, table, (0, 0, 0, 0))
        self._build()

    def _forget_save(self) -> None:
        """A finished table cannot be continued, so its save goes (in event mode it is set aside
        for the organiser instead)."""
        table_id = table_id_of(self.table)
        if table_id is None:
            return
        if self.app.event.active:
            from game.client.event_mode.aside import put_aside

            put_aside(self.app, self.table)
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
        self.bonus_lines = bonus_lines(self.table)
        has_bonus = leaderboard_of(game) is not None
        self.score_width = BONUS_SCORE_WIDTH if has_bonus else SCORE_WIDTH
        own = end_words(self.table)
        if own is not None:
            # The game's own words: its score cells (wider), its rule and its tie-breaks told.
            self.lines = [replace(line, score=own.cells[line.seat]) for line in self.lines]
            self.score_label = own.score_label
            self.best_line = own.best_line
            self.bonus_lines = [*self.bonus_lines, *own.notes]
            self.score_width = BONUS_SCORE_WIDTH
        winners = [line.name for line in self.lines if line.winner]
        names = text("end_table.names_separator").join(winners)
        kind = "winners" if len(winners) > 1 else "winner"
        self.winner_line = game_text(kind, game, "default", names=names)
        # Solo modes with records (Rekordjagd, Tagesbaustelle): what this game did there.
        self.record_lines = record_lines(self.table)
        left = (CANVAS_WIDTH - TABLE_WIDTH) // 2
        online = isinstance(self.table, RemoteTable)
        self.menu_button = Button(
            (left, BUTTON_TOP, BUTTON_WIDTH, BUTTON_HEIGHT),
            text("online.to_lobby" if online else "end_table.menu"),
            self.main_menu,
        )
        self.again_button = Button(
            (left + TABLE_WIDTH - BUTTON_WIDTH, BUTTON_TOP, BUTTON_WIDTH, BUTTON_HEIGHT),
            text("online.again" if online else "end_table.again"),
            self.play_again,
            primary=True,
        )
        # The Bestenliste between the two: this device's lists, where a local game's points went.
        self.leaderboard_button = Button(
            (
                left + BUTTON_WIDTH + LEADERBOARD_GAP,
                BUTTON_TOP,
                TABLE_WIDTH - 2 * (BUTTON_WIDTH + LEADERBOARD_GAP),
                BUTTON_HEIGHT,
            ),
            text("bestenliste.open"),
            self.open_leaderboard,
            hotkey="b",
            visible=not online,
        )
        # Online the Bestenliste is the lobby's; the middle holds the Wiederholung instead.
        self.online_replay.button.rect = self.leaderboard_button.rect.copy()
        self.online_replay.relabel()
        self.review_panel.relabel()
        self.widgets.set_widgets(
            [
                self.menu_button,
                self.leaderboard_button,
                self.online_replay.button,
                self.again_button,
                self.review_panel.details,
            ]
        )
        self.widgets.focus.focus(self.again_button)

    # Actions ----------------------------------------------------------------------------------

    def play_again(self) -> None:
        """Nochmal spielen: the same set-up with a new seed, at once; at a table on a server,
        Nochmal am selben Tisch (the lobby shows the next game's waiting room)."""
        self.review_panel.cancel()
        if isinstance(self.table, RemoteTable):
            if self.app.online is not None:
                self.app.online.again(self.table.table_id)
            self.app.navigator.back_to_lobby()
            return
        try:
            replay(self.app, self.table.setup)
        except (OptionError, ValueError) as error:
            self.app.toasts.push(
                text("table_setup.cannot_start", problem=str(error)), TOAST_SECONDS
            )

    def main_menu(self) -> None:
        """Hauptmenü: leaves every scene for the main menu (from a table on a server, for the
        lobby)."""
        self.review_panel.cancel()
        if isinstance(self.table, RemoteTable):
            self.app.navigator.back_to_lobby()
            return
        self.app.navigator.to_menu()

    def open_leaderboard(self) -> None:
        """The Bestenliste of this game, above the end table (Zurück comes back here)."""
        from game.client.scenes.leaderboard_scene import LeaderboardScene

        self.app.push(LeaderboardScene(self.app, self.table.setup.game))

    def handle(self, intent: Intent) -> None:
        """The buttons by tap, focus and Enter; Esc goes to the main menu."""
        if self.widgets.handle(intent):
            return
        if intent.kind is IntentKind.CANCEL:
            self.main_menu()

    def update(self, dt: float) -> None:
        """Lets the buttons' presses show; collects the review's progress."""
        self.widgets.update(dt)
        self.review_panel.update()
        self.online_replay.update()

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
        # What counts stays within the standings' width (the review panel lies beside them):
        # a long line (Tycoon's) shrinks a little, then wraps.
        column = self.column_box()
        size = fit_size(self.best_line, TABLE_WIDTH, THEME.fonts.small, smallest=THEME.fonts.tiny)
        drawn = draw_text(
            surface,
            self.best_line,
            (middle, below),
            size,
            palette.text_muted,
            align="center",
            max_width=TABLE_WIDTH,
            box=column,
        )
        top = drawn.bottom + THEME.spacing.small
        for line in self.bonus_lines:
            # A long line (a game's tie-break told) shrinks a little, then wraps; the next
            # begins below it.
            size = fit_size(line, TABLE_WIDTH, THEME.fonts.small, smallest=THEME.fonts.tiny)
            drawn = draw_text(
                surface,
                line,
                (middle, top),
                size,
                palette.text_muted,
                align="center",
                max_width=TABLE_WIDTH,
                box=column,
            )
            top = drawn.bottom + THEME.spacing.small
        self._draw_record_lines(surface, top + THEME.spacing.small)
        self.review_panel.draw(surface)
        self.widgets.draw(surface)

    def column_box(self) -> pygame.Rect:
        """The standings' column, from top to bottom: the lines below the standings stay in it."""
        return pygame.Rect(self.row_rect(0).x, 0, TABLE_WIDTH, CANVAS_HEIGHT)

    def _draw_record_lines(self, surface: pygame.Surface, top: int) -> None:
        """The records' verdict (accent) and the top of the list (muted), one line each."""
        for index, line in enumerate(self.record_lines):
            colour = THEME.colours.accent if index == 0 else THEME.colours.text_muted
            size = THEME.fonts.body if index == 0 else THEME.fonts.small
            draw_text(
                surface,
                line,
                (CANVAS_WIDTH // 2, top + index * RECORD_LINE_STEP),
                fit_size(line, TABLE_WIDTH, size),
                colour,
                index == 0,
                "center",
                box=self.column_box(),
            )

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
        name_left = rect.x + PLACE_WIDTH
        name_room = rect.width - PLACE_WIDTH - self.score_width
        # Each column is a box of its own: a long place or name must not run into the next.
        place_box = pygame.Rect(rect.x, rect.y, PLACE_WIDTH, rect.height)
        name_box = pygame.Rect(name_left, rect.y, name_room, rect.height)
        score_left = rect.right - self.score_width
        score_box = pygame.Rect(score_left, rect.y, self.score_width, rect.height)
        draw_text(
            surface,
            place,
            (rect.x + padding, rect.centery),
            fit_size(place, PLACE_WIDTH - padding - THEME.spacing.small, size, True),
            colour,
            True,
            valign="middle",
            box=place_box,
        )
        draw_text(
            surface,
            name,
            (name_left, rect.centery),
            fit_size(name, name_room, size),
            colour,
            valign="middle",
            box=name_box,
        )
        draw_text(
            surface,
            score,
            (rect.right - padding, rect.centery),
            fit_size(score, self.score_width - padding, size, True),
            colour,
            True,
            align="right",
            valign="middle",
            box=score_box,
        )
