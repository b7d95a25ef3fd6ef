"""The Bestenliste: per game the monthly list (with month switching) and the list for ever, and
where the game has them the Tagesliste of its daily challenge and the Rekordliste; your own line
highlighted. The lists come from this device's records, or from a server's lists through
game.client.leaderboard_sources.LeaderboardSource when one is given; a server's list is asked
for, shown as loading and read again each frame until its answer (or why none came) is there, so
that the screen never waits."""

from __future__ import annotations

import datetime
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.client import launch
from game.client.games import game_entry
from game.client.intents import Intent, IntentKind
from game.client.leaderboard_sources import (
    LeaderboardLoading,
    LeaderboardSource,
    LeaderboardUnavailable,
    LocalSource,
)
from game.client.pictures import calm_background
from game.client.scene import Scene
from game.client.solo_modes import modes_of
from game.client.text_layout import draw_keys_hint, draw_screen_title, draw_text, fit_size
from game.client.theme import THEME
from game.client.widgets import Button, ChoiceList, Widget, WidgetGroup
from game.client.widgets.layout import CANVAS_WIDTH
from game.client.widgets.paint import draw_panel
from game.standings import Month, Standing, place_of
from game.standings.point_rules import POINT_RULES
from game.texts import text

if TYPE_CHECKING:
    from game.client.app import App

# The lists a game may have, in the order the "Liste" choice offers them.
MONTH = "month"
ALL_TIME = "all_time"
DAILY = "daily"
RECORDS = "records"
LOCAL = "local"
ONLINE = "online"

# Layout on the logical 1920×1080 canvas.
LEFT = 160
WIDTH = CANVAS_WIDTH - 2 * LEFT
TITLE_TOP = 36
CHOICE_TOP = 150
CHOICE_HEIGHT = 80
CHOICE_GAP = 24
SECOND_TOP = CHOICE_TOP + CHOICE_HEIGHT + 16
MONTH_BUTTON_WIDTH = 250
TABLE_TOP = 340
ROW_HEIGHT = 44
ROWS_SHOWN = 10
# Column starts as shares of the table's width: place, name, points, games (or day).
COLUMNS = (0.03, 0.14, 0.62, 0.80)
BUTTON_TOP = 960
BUTTON_WIDTH = 420
BUTTON_HEIGHT = 88
PREVIOUS_KEYS = frozenset({"pageup"})
NEXT_KEYS = frozenset({"pagedown"})


@dataclass(frozen=True)
class Line:
    """One shown line of a list: its cells and whether it is the player's own."""

    cells: tuple[str, str, str, str]
    own: bool = False


def short_date(day: datetime.date) -> str:
    """A day as the lists show it: '4.12.2026'."""
    return f"{day.day}.{day.month}.{day.year}"


def month_title(month: Month) -> str:
    """A month as the lists name it: 'Dezember 2026'."""
    names = text("bestenliste.months").split()
    return text("bestenliste.month_name", month=names[month.month - 1], year=month.year)


def standing_lines(lines: Sequence[Standing], own: str) -> list[Line]:
    """Lines of a Bestenliste: place, name, points, games."""
    return [
        Line(
            (
                f"{line.place}.",
                text("bestenliste.you", name=line.name) if line.name == own else line.name,
                str(line.points),
                str(line.games),
            ),
            line.name == own,
        )
        for line in lines
    ]


def shown_lines(lines: list[Line]) -> list[Line | None]:
    """The top of a list, and the player's own line below a gap (None) when it is further down."""
    if len(lines) <= ROWS_SHOWN:
        return list(lines)
    top: list[Line | None] = list(lines[:ROWS_SHOWN])
    own = next((index for index, line in enumerate(lines) if line.own), None)
    if own is not None and own >= ROWS_SHOWN:
        top[-1:] = [None, lines[own]]
    return top


class LeaderboardScene(Scene):
    """The Bestenliste of one game at a time: "Spiel" and "Liste" choose, the month buttons (or
    Bild auf/ab) switch months, "Zurück" (Esc) goes back."""

    def __init__(
        self,
        app: App,
        game: str | None = None,
        online: LeaderboardSource | None = None,
        today: Callable[[], datetime.date] = launch.today,
    ) -> None:
        super().__init__(app)
        self.today = today
        self.group = WidgetGroup()
        self.background = calm_background()
        self.game = game if game in POINT_RULES else next(iter(POINT_RULES))
        self.kind = MONTH
        self.month = Month.of(today())
        self.online = online if online is not None else _online_source(app)
        self.source_name = LOCAL
        self.local = LocalSource(launch.record_book(app), _own_name(app), launch.localized_name)
        self.lines: list[Line] = []
        self.headers: tuple[str, str, str, str] = ("", "", "", "")
        self.problem = ""
        # Whether the chosen list is on its way from the server (read again each frame).
        self.loading = False
        self.empty = ""
        self.foot = ""
        self._build()

    # -- what is shown ---------------------------------------------------------------------

    @property
    def source(self) -> LeaderboardSource:
        """Where the lists come from now: this device or the server."""
        return self.online if self.source_name == ONLINE and self.online else self.local

    def kinds(self) -> tuple[str, ...]:
        """The lists this game has here: month and for ever; the Tagesliste and the Rekordliste
        where the game has those modes (on this device)."""
        kinds = [MONTH, ALL_TIME]
        if self.source_name == LOCAL:
            modes = modes_of(self.game)
            if launch.DAILY_SITE in modes:
                kinds.append(DAILY)
            if launch.RECORD_HUNT in modes:
                kinds.append(RECORDS)
        return tuple(kinds)

    def _read(self) -> None:
        """Reads the chosen list anew; a list that cannot be had is told in words, one on its
        way as loading."""
        self.problem = ""
        self.loading = False
        self.lines = []
        own = self.source.own_name
        self.headers = (
            text("bestenliste.place"),
            text("bestenliste.name"),
            text("bestenliste.points"),
            text("bestenliste.games"),
        )
        self.empty = text("bestenliste.empty")
        try:
            if self.kind in (MONTH, ALL_TIME):
                standings = (
                    self.source.monthly(self.game, self.month)
                    if self.kind == MONTH
                    else self.source.all_time(self.game)
                )
                self.lines = standing_lines(standings, own)
                self.foot = self._your_place(standings, own)
            elif self.kind == DAILY:
                self._read_days(own)
            else:
                self._read_records(own)
        except LeaderboardLoading:
            self.loading = True
            self.foot = ""
        except LeaderboardUnavailable as error:
            self.problem = text("bestenliste.online_failed", problem=str(error))
            self.foot = ""
        finally:
            self._tell_record_problems()

    def _your_place(self, standings: Sequence[Standing], own: str) -> str:
        """Where you stand on a Bestenliste, in words."""
        line = place_of(standings, own)
        if line is None:
            return text("bestenliste.not_on_list")
        return text("bestenliste.your_place", place=line.place, points=line.points)

    def _read_days(self, own: str) -> None:
        """The Tagesliste: the day, who played its first attempt, and its result."""
        self.headers = (
            text("bestenliste.day"),
            text("bestenliste.name"),
            text("bestenliste.result"),
            "",
        )
        self.empty = text("bestenliste.daily_empty")
        days = self.local.solo_lists(self.game).days
        self.lines = [
            Line(
                (
                    short_date(day.day),
                    launch.localized_name(day.name) if day.name else "",
                    str(day.points) if day.points is not None else text("bestenliste.day_open"),
                    "",
                ),
                day.day == self.today(),
            )
            for day in days
        ]
        self.foot = ""

    def _read_records(self, own: str) -> None:
        """The Rekordliste: the best ten, with the day each was played."""
        self.headers = (
            text("bestenliste.place"),
            text("bestenliste.name"),
            text("bestenliste.points"),
            text("bestenliste.day"),
        )
        self.empty = text("bestenliste.records_empty")
        records = self.local.solo_lists(self.game).records
        self.lines = [
            Line(
                (
                    f"{rank}.",
                    launch.localized_name(entry.name),
                    str(entry.points),
                    short_date(entry.day),
                ),
                launch.localized_name(entry.name) == own,
            )
            for rank, entry in enumerate(records, 1)
        ]
        self.foot = ""

    def _tell_record_problems(self) -> None:
        """A records file that had to be set aside is told in one sentence."""
        book = self.local.book
        if book.problems:
            self.app.toasts.push(text("chicago_modes.records_damaged"), launch.TOAST_SECONDS)
            book.problems.clear()

    # -- controls --------------------------------------------------------------------------

    def _build(self) -> None:
        """The choices, the month buttons and "Zurück", and the chosen list."""
        if self.kind not in self.kinds():
            self.kind = MONTH
        half = (WIDTH - CHOICE_GAP) // 2
        self.game_list: ChoiceList[str] = ChoiceList(
            (LEFT, CHOICE_TOP, half, CHOICE_HEIGHT),
            text("table_setup.game"),
            [(game, game_entry(game).title) for game in POINT_RULES],
            self.game,
            self.choose_game,
        )
        self.kind_list: ChoiceList[str] = ChoiceList(
            (LEFT + half + CHOICE_GAP, CHOICE_TOP, half, CHOICE_HEIGHT),
            text("bestenliste.list"),
            [(kind, self._kind_name(kind)) for kind in self.kinds()],
            self.kind,
            self.choose_kind,
        )
        widgets: list[Widget] = [self.game_list, self.kind_list]
        self.source_list: ChoiceList[str] | None = None
        if self.online is not None:
            self.source_list = ChoiceList(
                (LEFT, SECOND_TOP, half, CHOICE_HEIGHT),
                text("bestenliste.source"),
                [(LOCAL, text("bestenliste.local")), (ONLINE, text("bestenliste.online"))],
                self.source_name,
                self.choose_source,
            )
            widgets.append(self.source_list)
        monthly = self.kind == MONTH
        right = LEFT + WIDTH
        self.next_month = Button(
            pygame.Rect(right - MONTH_BUTTON_WIDTH, SECOND_TOP, MONTH_BUTTON_WIDTH, CHOICE_HEIGHT),
            text("bestenliste.next_month"),
            lambda: self.switch_month(1),
            visible=monthly,
            enabled=self.month < Month.of(self.today()),
        )
        self.previous_month = Button(
            pygame.Rect(right - half, SECOND_TOP, MONTH_BUTTON_WIDTH, CHOICE_HEIGHT),
            text("bestenliste.previous_month"),
            lambda: self.switch_month(-1),
            visible=monthly,
        )
        self.back_button = Button(
            (LEFT, BUTTON_TOP, BUTTON_WIDTH, BUTTON_HEIGHT),
            text("bestenliste.back"),
            self.leave,
        )
        widgets += [self.previous_month, self.next_month, self.back_button]
        self.group.set_widgets(widgets)
        self._read()

    def _kind_name(self, kind: str) -> str:
        """How a list is named in the "Liste" choice."""
        if kind == DAILY:
            return text("bestenliste.daily")
        if kind == RECORDS:
            return text("bestenliste.records")
        return text(f"bestenliste.{'month' if kind == MONTH else 'all_time'}")

    def _rebuild(self, focused: Widget | None) -> None:
        """Lays the screen out anew, the focus where it was."""
        before = [self.game_list, self.kind_list, self.source_list]
        index = before.index(focused) if focused in before else None
        self._build()
        after = [self.game_list, self.kind_list, self.source_list]
        target = after[index] if index is not None else None
        self.group.focus.focus(target if target is not None else self.back_button)

    def choose_game(self, game: str) -> None:
        """Shows another game's lists (the same kind where it has it)."""
        self.game = game
        self._rebuild(self.game_list)

    def choose_kind(self, kind: str) -> None:
        """Shows another list of the game."""
        self.kind = kind
        self._rebuild(self.kind_list)

    def choose_source(self, source: str) -> None:
        """Shows this device's lists or the server's."""
        self.source_name = source
        self._rebuild(self.source_list)

    def switch_month(self, by: int) -> None:
        """Shows the month before or after (never one still to come)."""
        month = self.month
        for _ in range(abs(by)):
            month = month.next() if by > 0 else month.previous()
        if month > Month.of(self.today()) or self.kind != MONTH:
            return
        self.month = month
        self._build()
        later = by > 0 and self.next_month.enabled
        self.group.focus.focus(self.next_month if later else self.previous_month)

    def leave(self) -> None:
        """Back to where the list was opened."""
        self.app.pop()

    # -- the frame -------------------------------------------------------------------------

    def on_enter(self) -> None:
        """The lists are read anew each time the screen shows (a game may have ended)."""
        self._build()

    def handle(self, intent: Intent) -> None:
        """The widgets first; Bild auf/ab switch months; Esc goes back."""
        if self.group.handle(intent):
            return
        if intent.kind is IntentKind.SHORTCUT:
            key = intent.key.lower()
            if key in PREVIOUS_KEYS:
                self.switch_month(-1)
            elif key in NEXT_KEYS:
                self.switch_month(1)
            return
        if intent.kind is IntentKind.CANCEL:
            self.leave()

    def update(self, dt: float) -> None:
        """Widgets animate; a list on its way is looked for again."""
        self.group.update(dt)
        if self.loading:
            self._read()

    def draw(self, surface: pygame.Surface) -> None:
        """Title, choices, the month, the list with your line highlighted, your place, the rule."""
        surface.blit(self.background, (0, 0))
        palette = THEME.colours
        draw_screen_title(surface, text("bestenliste.title"), TITLE_TOP)
        if self.kind == MONTH:
            room = pygame.Rect(
                self.previous_month.rect.right,
                SECOND_TOP,
                self.next_month.rect.left - self.previous_month.rect.right,
                CHOICE_HEIGHT,
            )
            title = month_title(self.month)
            size = fit_size(title, room.width - 16, THEME.fonts.body, bold=True)
            draw_text(
                surface,
                title,
                room.center,
                size,
                palette.text,
                True,
                align="center",
                valign="middle",
            )
        self._draw_table(surface)
        draw_keys_hint(surface, text("bestenliste.keys_hint"))
        self.group.draw(surface)

    def _draw_table(self, surface: pygame.Surface) -> None:
        """The header, the lines (your own on the accent), your place and how the list counts."""
        palette = THEME.colours
        table = pygame.Rect(LEFT, TABLE_TOP, WIDTH, (ROWS_SHOWN + 1) * ROW_HEIGHT + 16)
        draw_panel(surface, table, palette.panel, palette.panel_border)
        self._draw_cells(surface, TABLE_TOP + 8, self.headers, palette.text_muted, bold=True)
        top = TABLE_TOP + 8 + ROW_HEIGHT
        message = self.message()
        if message:
            draw_text(
                surface,
                message,
                (CANVAS_WIDTH // 2, top + ROW_HEIGHT),
                THEME.fonts.body,
                palette.text,
                align="center",
                max_width=WIDTH - 64,
            )
        else:
            for line in shown_lines(self.lines):
                if line is None:
                    self._draw_cells(surface, top, ("…", "", "", ""), palette.text_muted)
                elif line.own:
                    row = pygame.Rect(LEFT + 8, top, WIDTH - 16, ROW_HEIGHT - 4)
                    draw_panel(surface, row, palette.accent)
                    self._draw_cells(surface, top, line.cells, palette.text_on_accent, bold=True)
                else:
                    self._draw_cells(surface, top, line.cells, palette.text)
                top += ROW_HEIGHT
        foot_top = table.bottom + 16
        if self.foot:
            foot = draw_text(
                surface, self.foot, (LEFT, foot_top), THEME.fonts.small, palette.accent, True
            )
            foot_top = foot.bottom + 8
        if self.kind in (MONTH, ALL_TIME):
            rule = text("bestenliste.rule", rule=text(f"bestenliste.rule_{self.game}"))
            draw_text(
                surface,
                rule,
                (LEFT, foot_top),
                THEME.fonts.tiny,
                palette.text_muted,
                max_width=WIDTH,
            )

    def message(self) -> str:
        """What the table says instead of lines: why the list cannot be had, that it is on its
        way, or that it is empty ('' while there are lines)."""
        if self.problem:
            return self.problem
        if self.loading:
            return text("bestenliste_server.loading")
        return "" if self.lines else self.empty

    def _draw_cells(
        self,
        surface: pygame.Surface,
        top: int,
        cells: Sequence[str],
        colour: tuple[int, int, int],
        bold: bool = False,
    ) -> None:
        """One line's cells in their columns; a long name gets smaller to fit its column."""
        starts = [LEFT + round(share * WIDTH) for share in COLUMNS]
        ends = [*starts[1:], LEFT + WIDTH - 16]
        for cell, start, end in zip(cells, starts, ends):
            if not cell:
                continue
            size = fit_size(cell, end - start - 16, THEME.fonts.small, bold)
            draw_text(
                surface,
                cell,
                (start, top + (ROW_HEIGHT - 4) // 2),
                size,
                colour,
                bold,
                valign="middle",
            )


def _own_name(app: App) -> str:
    """The local profile's name: the one last typed for the first seat, else the default."""
    return app.settings.player_name or launch.human_name(0)


def _online_source(app: App) -> LeaderboardSource | None:
    """The signed-in server's lists, where the online client offers them."""
    offer = getattr(app.online, "leaderboard_source", None)
    return offer() if callable(offer) else None
