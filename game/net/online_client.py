"""The client's side of playing online, without pygame: signed in or not, the lobby's tables,
the seats held, and each started table as a RemoteTable. The frame loop calls pump() once a
frame; the scenes read what it collected and send requests through it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.net.connection import ONLINE, ServerLink
from game.net.protocol import (
    AskRecord,
    AskStandings,
    ChatLine,
    JoinTable,
    LeaveTable,
    LobbyTables,
    Notice,
    OpenTable,
    PlayAgain,
    PotSettled,
    Refused,
    Request,
    Seated,
    SendChat,
    SendCheer,
    SignIn,
    SignUp,
    StandingsList,
    StartTable,
    TableRecord,
    TableSnapshot,
    TableSummary,
    TableUpdate,
    WatchLobby,
    Welcome,
    month_text,
)
from game.net.remote_table import RemoteTable
from game.replay import GameRecord, RecordError
from game.rules.core import SaveError
from game.standings import Month

if TYPE_CHECKING:
    from game.client.leaderboard_sources import LeaderboardSource

DEFAULT_SERVER = "ws://127.0.0.1:8765"


@dataclass
class Waiting:
    """A seat at a table whose game has not begun (the lobby shows who else sits there)."""

    seat: int


class OnlineClient:
    """One person online: their link to the server, the lobby and their tables."""

    def __init__(self, link: ServerLink) -> None:
        self.link = link
        self.name: str | None = None
        self.tables: list[TableSummary] = []
        # People online at the service, as the lobby last said.
        self.online = 0
        # The account's Taler, as the server last said (None before signing in).
        self.taler: int | None = None
        # The pots of the tables played for Taler, as paid at their end.
        self.pots: dict[str, PotSettled] = {}
        # The server's Bestenliste answers by (game, month text or None for ever).
        self.standings: dict[tuple[str, str | None], StandingsList] = {}
        # Why a Bestenliste ask was refused, by the ask's reference (until taken).
        self.standings_refused: dict[int, str] = {}
        self._standings_asked = 0
        # The records of finished tables the server sent, by table.
        self.records: dict[str, GameRecord] = {}
        # Why a record ask was refused, by the ask's reference, and why a record that came
        # could not be read, by table (until taken: record_refusal()).
        self.records_refused: dict[int, str] = {}
        self.records_damaged: dict[str, str] = {}
        self._records_asked = 0
        self.waiting: dict[str, Waiting] = {}
        self.playing: dict[str, RemoteTable] = {}
        # Refusals in words, for the scene on top to tell (taken by problems()).
        self._problems: list[str] = []
        # Tables whose game began since the scenes last asked (taken by started()).
        self._started: list[str] = []

    @property
    def url(self) -> str:
        """The server's address."""
        return self.link.url

    @property
    def connected(self) -> bool:
        """Whether the connection is up now."""
        return self.link.status == ONLINE

    # ---- requests --------------------------------------------------------------------------------

    def send(self, request: Request) -> None:
        """Sends a request as it is."""
        self.link.send(request)

    def sign_up(self, name: str, password: str) -> None:
        """Makes an account and signs in with it."""
        self.send(SignUp(name=name, password=password))

    def sign_in(self, name: str, password: str) -> None:
        """Signs in with a name and password."""
        self.send(SignIn(name=name, password=password))

    def sign_out(self) -> None:
        """Ends the session and forgets its token."""
        self.link.sign_out()
        self.name = None

    def watch_lobby(self) -> None:
        """Asks for the open tables, now and whenever they change."""
        self.send(WatchLobby())

    def open_table(self, request: OpenTable) -> None:
        """Opens a table; the opener is seated at its first seat."""
        self.send(request)

    def join(self, table: str, seat: int | None = None) -> None:
        """Sits down at a free seat."""
        self.send(JoinTable(table=table, seat=seat))

    def start(self, table: str) -> None:
        """The opener starts the table with the people seated so far."""
        self.send(StartTable(table=table))

    def leave(self, table: str) -> None:
        """Leaves a table (a computer takes the seat in a game)."""
        self.send(LeaveTable(table=table))
        self.waiting.pop(table, None)
        self.playing.pop(table, None)
        self.link.seats.pop(table, None)

    def again(self, table: str) -> None:
        """Nochmal am selben Tisch."""
        self.send(PlayAgain(table=table))

    def chat(self, table: str, words: str) -> None:
        """A chat line to the table."""
        self.send(SendChat(table=table, text=words))

    def cheer(self, table: str, mood: str) -> None:
        """Freude or Ärgern."""
        self.send(SendCheer(table=table, mood=mood))  # type: ignore[arg-type]

    def ask_standings(self, game: str, month: Month | None = None, top: int = 10) -> int:
        """Asks for a game's Bestenliste of a calendar month (None: for ever); the answer comes
        into standings_of(), a refusal under the reference returned (standings_refusal())."""
        month_asked = None if month is None else month_text(month)
        self._standings_asked += 1
        ref = self._standings_asked
        self.send(AskStandings(game=game, month=month_asked, top=top, ref=ref))
        return ref

    def forget_standings(self, game: str, month: Month | None = None) -> None:
        """Drops the answer kept for this list (before asking it anew)."""
        self.standings.pop((game, None if month is None else month_text(month)), None)

    def standings_refusal(self, ref: int) -> str:
        """Why the Bestenliste asked under ref was refused ('' while it was not); taken."""
        return self.standings_refused.pop(ref, "")

    def leaderboard_source(self) -> LeaderboardSource:
        """The server's Bestenliste as the leaderboard scene reads a source."""
        # The client's side of it (its refusals in the scene's words) lives with the scene.
        from game.client.server_standings import ServerSource

        return ServerSource(self)

    def standings_of(self, game: str, month: Month | None = None) -> StandingsList | None:
        """The last answer for this game's list of the month (None: for ever), None before one
        came."""
        return self.standings.get((game, None if month is None else month_text(month)))

    def ask_record(self, table: str) -> int:
        """Asks for the record of a finished table; it comes into records, a refusal (such as a
        game not over yet) under the reference returned (record_refusal())."""
        self._records_asked += 1
        ref = self._records_asked
        self.send(AskRecord(table=table, ref=ref))
        return ref

    def record_refusal(self, table: str, ref: int) -> str:
        """Why the record of the table asked under ref did not come: refused, or sent and not
        readable ('' while neither); taken."""
        return self.records_refused.pop(ref, "") or self.records_damaged.pop(table, "")

    # ---- what came in ----------------------------------------------------------------------------

    def pump(self) -> None:
        """Takes every notice that came in since the last frame."""
        for notice in self.link.notices():
            self._take(notice)

    def problems(self) -> list[str]:
        """The refusals since the last call, in words."""
        found, self._problems = self._problems, []
        return found

    def started(self) -> list[str]:
        """The tables whose game began since the last call."""
        found, self._started = self._started, []
        return found

    def summary(self, table: str) -> TableSummary | None:
        """The lobby's line of a table, when it is listed."""
        return next((entry for entry in self.tables if entry.table == table), None)

    def _take(self, notice: Notice) -> None:
        """One notice: signed in, the lobby, a seat, a table's change, a chat line, a refusal."""
        if isinstance(notice, Welcome):
            self.name = notice.name
            self.taler = notice.taler
        elif isinstance(notice, LobbyTables):
            self.tables = list(notice.tables)
            self.online = notice.online
            self.taler = notice.taler
        elif isinstance(notice, PotSettled):
            self._pot(notice)
        elif isinstance(notice, StandingsList):
            self.standings[(notice.game, notice.month)] = notice
        elif isinstance(notice, TableRecord):
            try:
                self.records[notice.table] = GameRecord.from_dict(notice.record)
            except RecordError as error:
                self.records_damaged[notice.table] = str(error)
        elif isinstance(notice, Seated):
            self.waiting[notice.table] = Waiting(notice.seat)
            self.playing.pop(notice.table, None)
        elif isinstance(notice, Refused):
            self._refused(notice)
        elif isinstance(notice, TableSnapshot | TableUpdate):
            self._table_notice(notice)
        elif isinstance(notice, ChatLine):
            table = self.playing.get(notice.table)
            if table is not None:
                table.receive(notice)

    def _pot(self, notice: PotSettled) -> None:
        """A pot paid: kept, told at its table, and the own balance grows by the share won
        (the next lobby says it again)."""
        self.pots[notice.table] = notice
        table = self.playing.get(notice.table)
        if table is not None:
            table.receive(notice)
        if self.taler is not None:
            self.taler += sum(share.won for share in notice.shares if share.name == self.name)

    def _refused(self, notice: Refused) -> None:
        """A refusal: told in words; a refused move lets the seat act again."""
        if notice.about == "standings":
            self.standings_refused[notice.ref] = notice.reason
            return
        if notice.about == "record":
            self.records_refused[notice.ref] = notice.reason
            return
        self._problems.append(notice.reason)
        if notice.about == "resume":
            self.name = None
        for table in self.playing.values():
            table.refused(notice.ref)

    def _table_notice(self, notice: TableSnapshot | TableUpdate) -> None:
        """A table's change: the game's (its first view with a stand-in begins it); before the
        start the lobby's summary says all the waiting room shows."""
        table = self.playing.get(notice.table)
        if table is not None:
            table.receive(notice)
            return
        waiting = self.waiting.get(notice.table)
        if waiting is None:
            return
        if "stand_in" not in notice.view:
            return
        try:
            table = RemoteTable(notice.table, waiting.seat, notice.view, self.send)
        except SaveError as error:
            self._problems.append(str(error))
            return
        table.version = notice.v
        del self.waiting[notice.table]
        self.playing[notice.table] = table
        self._started.append(notice.table)
