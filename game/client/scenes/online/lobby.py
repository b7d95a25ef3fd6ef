"""The lobby: every open table and table in play, refreshed live; sitting down, opening a table,
and the waiting room of the table one sits at until its game begins."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.games import game_entry
from game.client.intents import Intent, IntentKind
from game.client.online_access import go_offline
from game.client.scene import Scene
from game.client.scenes.setup_scene import clock_text, playable_games
from game.client.text_layout import draw_text, line_height
from game.client.theme import THEME
from game.client.widgets import Button, WidgetGroup
from game.client.widgets.paint import draw_panel
from game.net.online_client import OnlineClient, Waiting
from game.net.protocol import TableSummary
from game.taler.words import stake_text
from game.texts import language, text

if TYPE_CHECKING:
    from game.client.app import App

MARGIN = 60
TITLE_TOP = 40
LIST_TOP = 170
LIST_WIDTH = 1160
ROW_HEIGHT = 104
ROW_GAP = 12
# Rows that fit above the bottom buttons; the newest tables come first.
ROWS_SHOWN = 7
JOIN_WIDTH = 240
SIDE_LEFT = 1280
SIDE_WIDTH = 580
BUTTON_HEIGHT = 88
BOTTOM_TOP = 972
TOAST_SECONDS = 6.0


def seats_taken(summary: TableSummary) -> int:
    """How many seats of the table are held (by people or computers)."""
    return sum(seat.kind != "free" for seat in summary.seats)


def row_words(summary: TableSummary) -> tuple[str, str]:
    """A table's two lines in the lobby: the game, opener and stake (where it has one), then
    seats, clock and free seats."""
    title = f"{game_entry(summary.game).title} · {summary.opener}"
    if summary.stake:
        title = f"{title} · {stake_text(summary.stake)}"
    clock = (
        text("online.row_no_clock")
        if summary.turn_seconds is None
        else text("online.row_clock", clock=clock_text(summary.turn_seconds))
    )
    free = text(f"online.row_free_{summary.free_seats}")
    state = text("online.row_playing" if summary.started else "online.row_open")
    seats = text("online.row_seats", taken=seats_taken(summary), seats=len(summary.seats))
    return title, " · ".join((state, seats, clock, free))


class LobbyScene(Scene):
    """The tables on the server; a seat at one shows its waiting room beside the list."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.widgets = WidgetGroup()
        self._shown: tuple[object, ...] = ()
        self._language = ""
        self._was_online = True

    @property
    def client(self) -> OnlineClient:
        """The app's online client (the lobby is only shown once signed in)."""
        assert self.app.online is not None
        return self.app.online

    def on_enter(self) -> None:
        """Asks for the tables (again: a game may have ended meanwhile) and lays out."""
        if self.app.online is None:
            self.app.navigator.to_menu()
            return
        self.client.watch_lobby()
        self._shown = ()
        self._refresh()

    # ---- what is shown --------------------------------------------------------------------------

    def waiting_room(self) -> tuple[str, Waiting] | None:
        """The table this player sits at whose game has not begun, if any."""
        for table, waiting in self.client.waiting.items():
            return table, waiting
        return None

    def listed(self) -> list[TableSummary]:
        """The tables shown in the list: open ones first, then those being played."""
        tables = sorted(self.client.tables, key=lambda summary: summary.started)
        return tables[:ROWS_SHOWN]

    def _refresh(self) -> None:
        """Builds the buttons again when the tables, the seat or the language changed."""
        shown = (language(), tuple(self.listed()), self._room_key())
        if shown == self._shown:
            return
        self._shown = shown
        self._language = language()
        widgets: list[Button] = []
        seated = self.waiting_room() is not None
        self.join_buttons: list[Button] = []
        for number, summary in enumerate(self.listed()):
            rect = self.row_rect(number)
            mine = any(seat.name == self.client.name for seat in summary.seats)
            back = mine and summary.started and summary.table not in self.client.playing
            join = Button(
                (rect.right - JOIN_WIDTH - 16, rect.y + 12, JOIN_WIDTH, rect.height - 24),
                text("online.rejoin" if back else "online.join"),
                lambda table=summary.table: self.client.join(table),
                enabled=back
                or (
                    not seated
                    and not summary.started
                    and any(seat.kind == "free" for seat in summary.seats)
                ),
            )
            self.join_buttons.append(join)
            widgets.append(join)
        side = pygame.Rect(SIDE_LEFT, LIST_TOP, SIDE_WIDTH, BUTTON_HEIGHT)
        self.open_button = Button(
            side, text("online.open_table"), self.open_table, primary=not seated, enabled=not seated
        )
        widgets.append(self.open_button)
        room = self.waiting_room()
        self.start_button: Button | None = None
        self.leave_button: Button | None = None
        if room is not None:
            table, _ = room
            summary = self.client.summary(table)
            is_opener = summary is not None and summary.opener == self.client.name
            self.start_button = Button(
                (SIDE_LEFT, BOTTOM_TOP - 2 * (BUTTON_HEIGHT + ROW_GAP), SIDE_WIDTH, BUTTON_HEIGHT),
                text("online.start"),
                lambda: self.client.start(table),
                primary=True,
                visible=is_opener,
            )
            self.leave_button = Button(
                (SIDE_LEFT, BOTTOM_TOP - BUTTON_HEIGHT - ROW_GAP, SIDE_WIDTH, BUTTON_HEIGHT),
                text("online.leave"),
                lambda: self.client.leave(table),
            )
            widgets += [self.start_button, self.leave_button]
        width = (SIDE_WIDTH - ROW_GAP) // 2
        self.sign_out_button = Button(
            (SIDE_LEFT, BOTTOM_TOP, width, BUTTON_HEIGHT), text("online.sign_out"), self.sign_out
        )
        self.back_button = Button(
            (SIDE_LEFT + width + ROW_GAP, BOTTOM_TOP, width, BUTTON_HEIGHT),
            text("online.back"),
            self.back,
        )
        widgets += [self.sign_out_button, self.back_button]
        self.widgets.set_widgets(widgets)

    def _room_key(self) -> tuple[object, ...]:
        """What the waiting room's buttons depend on."""
        room = self.waiting_room()
        if room is None:
            return ()
        summary = self.client.summary(room[0])
        return (room[0], None if summary is None else summary.opener)

    def row_rect(self, number: int) -> pygame.Rect:
        """Where the number-th table of the list stands."""
        return pygame.Rect(
            MARGIN, LIST_TOP + number * (ROW_HEIGHT + ROW_GAP), LIST_WIDTH, ROW_HEIGHT
        )

    # ---- acting ---------------------------------------------------------------------------------

    def open_table(self) -> None:
        """The set-up of a table for the server (the first playable game to begin with)."""
        self.app.navigator.to_online_setup(playable_games()[0])

    def sign_out(self) -> None:
        """Ends the session and goes back to the main menu."""
        self.client.sign_out()
        go_offline(self.app)
        self.app.navigator.to_menu()

    def back(self) -> None:
        """Back to the main menu (still signed in; the connection stays)."""
        self.app.navigator.to_menu()

    # ---- frame ----------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        """The buttons; Esc goes back to the main menu."""
        if self.widgets.handle(intent):
            return
        if intent.kind is IntentKind.CANCEL:
            self.back()

    def update(self, dt: float) -> None:
        """Refusals as messages, a begun game's table shown, the list kept up to date."""
        self.widgets.update(dt)
        if self.app.online is None:
            return
        for reason in self.client.problems():
            self.app.toasts.push(text("online.refused", reason=reason), TOAST_SECONDS)
        online = self.client.connected
        if online != self._was_online:
            key = "online.connection_back" if online else "online.connection_lost"
            self.app.toasts.push(text(key), TOAST_SECONDS)
            self._was_online = online
        for table in self.client.started():
            remote = self.client.playing.get(table)
            if remote is not None:
                self.app.navigator.to_table(remote, replace_top=False)  # type: ignore[arg-type]
                return
        self._refresh()

    def draw(self, surface: pygame.Surface) -> None:
        """The title, who is signed in, the tables and the waiting room."""
        palette = THEME.colours
        surface.fill(palette.background)
        draw_text(
            surface,
            text("online.lobby_title"),
            (MARGIN, TITLE_TOP),
            THEME.fonts.title,
            palette.text,
            True,
        )
        signed = text("online.signed_in_as", name=self.client.name or "")
        online = text("online.people_online", count=self.client.online)
        balance = text("taler.balance", amount=self.client.taler or 0)
        draw_text(
            surface,
            balance,
            (SIDE_LEFT, TITLE_TOP),
            THEME.fonts.small,
            palette.text,
            True,
            max_width=SIDE_WIDTH,
        )
        draw_text(
            surface,
            f"{signed} · {online} · {self.client.url}",
            (SIDE_LEFT, TITLE_TOP + line_height(THEME.fonts.small)),
            THEME.fonts.small,
            palette.text_muted,
            max_width=SIDE_WIDTH,
        )
        listed = self.listed()
        if not listed:
            draw_text(
                surface,
                text("online.lobby_empty"),
                (MARGIN, LIST_TOP),
                THEME.fonts.body,
                palette.text_muted,
                max_width=LIST_WIDTH,
            )
        for number, summary in enumerate(listed):
            rect = self.row_rect(number)
            draw_panel(surface, rect, palette.panel, palette.panel_border)
            title, line = row_words(summary)
            room = rect.width - JOIN_WIDTH - 56
            draw_text(
                surface,
                title,
                (rect.x + 24, rect.y + 12),
                THEME.fonts.body,
                palette.text,
                True,
                max_width=room,
            )
            draw_text(
                surface,
                line,
                (rect.x + 24, rect.y + 60),
                THEME.fonts.tiny,
                palette.text_muted,
                max_width=room,
            )
        self._draw_waiting_room(surface)
        self.widgets.draw(surface)

    def _draw_waiting_room(self, surface: pygame.Surface) -> None:
        """The table one sits at: its game, every seat's holder, and what happens next."""
        room = self.waiting_room()
        if room is None:
            return
        palette = THEME.colours
        table, _ = room
        summary = self.client.summary(table)
        top = LIST_TOP + BUTTON_HEIGHT + 2 * ROW_GAP
        if summary is None:
            return
        draw_text(
            surface,
            text("online.waiting_title", game=game_entry(summary.game).title),
            (SIDE_LEFT, top),
            THEME.fonts.body,
            palette.text,
            True,
            max_width=SIDE_WIDTH,
        )
        top += THEME.fonts.body + 3 * THEME.spacing.medium
        for number, seat in enumerate(summary.seats):
            name = seat.name if seat.name else text("online.free_seat")
            colour = THEME.seat(number) if seat.kind != "free" else palette.text_muted
            draw_text(surface, f"{number + 1}. {name}", (SIDE_LEFT, top), THEME.fonts.small, colour)
            top += THEME.fonts.small + THEME.spacing.medium
        draw_text(
            surface,
            text("online.waiting_line"),
            (SIDE_LEFT, top + THEME.spacing.medium),
            THEME.fonts.tiny,
            palette.text_muted,
            max_width=SIDE_WIDTH,
        )
