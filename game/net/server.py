"""The table server: one asyncio process that holds every table, speaks the protocol over
websockets, keeps accounts and every table's changes in the database, and lets the computers
think in a shared pool of worker processes.

Each connection reads requests one at a time and answers each (a refusal says why in words and
changes nothing); a queue per connection sends what its tables and the lobby publish. A ticker
lets every table's time go on. Changes are kept in the database before anyone hears of them.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

import msgspec
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.net.hosting import OPEN, OVER, Change, HostedTable, TableError
from game.net.protocol import (
    MAX_FRAME_BYTES,
    ContinueReading,
    JoinTable,
    LeaveTable,
    LobbyTables,
    Notice,
    OpenTable,
    PlayAgain,
    PlayMove,
    ProtocolError,
    Refused,
    Rejoin,
    Request,
    Resume,
    Seated,
    SendChat,
    SendCheer,
    SignIn,
    SignOut,
    SignUp,
    StartTable,
    WatchLobby,
    WatchTable,
    Welcome,
    decode_request,
    encode,
    request_type_of,
)
from game.rules.core import OptionError
from game.store.accounts import AccountError, Accounts
from game.store.database import Database
from game.store.saves import new_table_id
from game.store.table_journal import TableJournal
from game.table import BotService

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
# More than this many messages within FLOOD_SECONDS close the connection (1008).
FLOOD_MESSAGES = 100
FLOOD_SECONDS = 20.0
# How often every table's time goes on (seconds).
TICK_SECONDS = 0.05
# An ended table stays in memory this long (seconds) for Nochmal and late listeners; a table
# left by everybody before its start a tenth of it.
KEEP_ENDED_SECONDS = 600.0
# Notices waiting for a slow connection before it is closed.
OUTBOX_LIMIT = 1000
# Close codes: a policy violation (flooding), and a server going away.
POLICY_VIOLATION = 1008


@dataclass(eq=False)
class Connection:
    """One client's connection: who signed in, what it hears, and its flood count."""

    socket: ServerConnection
    name: str | None = None
    session: str | None = None
    outbox: asyncio.Queue[Notice | None] = field(default_factory=asyncio.Queue)
    recent: deque[float] = field(default_factory=deque)
    watching_lobby: bool = False
    tables: set[str] = field(default_factory=set)

    def deliver(self, notice: Notice) -> None:
        """Queues a notice for sending; a connection that does not read is closed."""
        if self.outbox.qsize() >= OUTBOX_LIMIT:
            self.outbox.put_nowait(None)
            return
        self.outbox.put_nowait(notice)


class TableServer:
    """Every table and connection of one server process."""

    def __init__(
        self,
        database: Database,
        bots: Callable[[], BotService],
        now: Callable[[], float] = time.monotonic,
        accounts: Accounts | None = None,
        flood_messages: int = FLOOD_MESSAGES,
    ) -> None:
        self.database = database
        self.flood_messages = flood_messages
        self.accounts = accounts or Accounts(database)
        self.journal = TableJournal(database)
        self.tables: dict[str, HostedTable] = {}
        self._bots = bots
        self._now = now
        self._connections: set[Connection] = set()
        self._lobby_changed = False
        self._ticker: asyncio.Task[None] | None = None
        self._server: Server | None = None
        # One table's operations run one after the other: a change is kept before the next.
        self._locks: dict[str, asyncio.Lock] = {}

    # ---- running -----------------------------------------------------------------------------

    async def start(self, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT) -> Server:
        """Listens on host and port (0: any free port) and starts the ticker."""
        self._server = await serve(self.handle, host, port, max_size=MAX_FRAME_BYTES)
        self._ticker = asyncio.create_task(self._tick_forever())
        return self._server

    @property
    def port(self) -> int:
        """The port the server listens on."""
        assert self._server is not None
        return int(self._server.sockets[0].getsockname()[1])

    async def stop(self) -> None:
        """Stops listening, closes every connection and the ticker."""
        if self._ticker is not None:
            self._ticker.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._ticker
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    # ---- one connection ----------------------------------------------------------------------

    async def handle(self, socket: ServerConnection) -> None:
        """Reads and answers one client's requests until it goes."""
        connection = Connection(socket)
        self._connections.add(connection)
        sender = asyncio.create_task(self._send_all(connection))
        try:
            closing: asyncio.Task[None] | None = None
            async for raw in socket:
                # Once closing, the rest is read and dropped: the client's close frame waits
                # behind it.
                if closing is not None:
                    continue
                if self._flooding(connection):
                    closing = asyncio.create_task(
                        socket.close(POLICY_VIOLATION, "too many messages")
                    )
                    continue
                await self._answer(connection, raw)
        except ConnectionClosed:
            pass
        finally:
            self._connections.discard(connection)
            for table_id in connection.tables:
                hosted = self.tables.get(table_id)
                if hosted is not None:
                    hosted.forget(connection)
            self._lobby_changed = True
            connection.outbox.put_nowait(None)
            await sender

    async def _send_all(self, connection: Connection) -> None:
        """Sends the connection's queued notices in order until it closes."""
        while True:
            notice = await connection.outbox.get()
            if notice is None:
                with contextlib.suppress(ConnectionClosed):
                    await connection.socket.close()
                return
            try:
                await connection.socket.send(encode(notice).decode())
            except ConnectionClosed:
                return

    def _flooding(self, connection: Connection) -> bool:
        """Whether this message is one too many within the flood window."""
        now = self._now()
        recent = connection.recent
        recent.append(now)
        while recent and now - recent[0] > FLOOD_SECONDS:
            recent.popleft()
        return len(recent) > self.flood_messages

    async def _answer(self, connection: Connection, raw: str | bytes) -> None:
        """Decodes and carries out one request; a refusal in words otherwise."""
        try:
            request = decode_request(raw)
        except ProtocolError as error:
            connection.deliver(Refused(error.about, error.reason))
            return
        try:
            await self._carry_out(connection, request)
        except (AccountError, TableError, OptionError) as error:
            connection.deliver(Refused(request_type_of(request), str(error), request.ref))

    async def _carry_out(self, connection: Connection, request: Request) -> None:
        """What each request does."""
        match request:
            case SignUp(name=name, password=password):
                signed = await self.accounts.sign_up(name, password)
                self._signed_in(connection, signed.account.name, signed.session)
            case SignIn(name=name, password=password):
                signed = await self.accounts.sign_in(name, password)
                self._signed_in(connection, signed.account.name, signed.session)
            case Resume(session=session):
                account = await self.accounts.resume(session)
                self._signed_in(connection, account.name, session)
            case SignOut():
                if connection.session is not None:
                    await self.accounts.sign_out(connection.session)
                connection.name = connection.session = None
            case WatchLobby():
                connection.watching_lobby = True
                connection.deliver(self._lobby())
            case WatchTable(table=table_id, since=since):
                hosted = self._table(table_id)
                async with self._locks[table_id]:
                    hosted.listen(connection, None, since)
                connection.tables.add(table_id)
            case _:
                await self._carry_out_signed_in(connection, self._signed(connection), request)

    async def _carry_out_signed_in(
        self, connection: Connection, name: str, request: Request
    ) -> None:
        """The requests that need an account."""
        match request:
            case OpenTable():
                await self._open(connection, name, request)
            case JoinTable(table=table_id, seat=seat):
                await self._sit_down(connection, self._table(table_id), name, seat)
            case StartTable(table=table_id):
                hosted = self._table(table_id)
                await self._locked(hosted, lambda: hosted.start(name))
            case LeaveTable(table=table_id):
                hosted = self._table(table_id)
                await self._locked(hosted, lambda: hosted.leave(name))
                hosted.forget(connection)
                connection.tables.discard(table_id)
            case Rejoin(table=table_id, seat_token=token, since=since):
                hosted = self._table(table_id)
                async with self._locks[table_id]:
                    hosted.rejoin(name, token, connection, since)
                connection.tables.add(table_id)
                self._lobby_changed = True
            case PlayMove(table=table_id, move=move, ref=ref):
                hosted = self._table(table_id)
                await self._locked(hosted, lambda: hosted.play(name, move, ref))
            case ContinueReading(table=table_id):
                hosted = self._table(table_id)
                await self._locked(hosted, lambda: hosted.continue_reading(name))
            case SendChat(table=table_id, text=text):
                self._table(table_id).chat(name, text)
            case SendCheer(table=table_id, mood=mood):
                self._table(table_id).cheer(name, mood)
            case PlayAgain(table=table_id):
                await self._again(connection, name, table_id)
            case _:
                raise TableError(f"{request_type_of(request)} cannot be answered here")

    # ---- tables ------------------------------------------------------------------------------

    async def _open(
        self,
        connection: Connection,
        name: str,
        request: OpenTable,
        seat: int = 0,
        reserved: frozenset[str] = frozenset(),
    ) -> HostedTable:
        """Opens a table and seats its opener (at seat 0 unless another is named); the seats of
        the people reserved wait for them."""
        table_id = new_table_id()
        hosted = HostedTable(table_id, name, request, self._bots, self._now)
        if reserved:
            hosted.reserve(set(reserved), self._now())
        await self.journal.opened(table_id, request.game, name, msgspec.to_builtins(request))
        self.tables[table_id] = hosted
        self._locks[table_id] = asyncio.Lock()
        await self._sit_down(connection, hosted, name, seat)
        return hosted

    async def _again(self, connection: Connection, name: str, table_id: str) -> None:
        """Nochmal: a new table like the ended one, the people of the old one invited."""
        old = self._table(table_id)
        if old.phase != OVER:
            raise TableError("the game at this table is not over yet")
        if name not in old.people():
            raise TableError(f"{name} did not play the game at this table to its end")
        # Under the old table's lock: two who ask at once find one next table, not two.
        async with self._locks[table_id]:
            follow_up = old.follow_up
            if follow_up is None or follow_up not in self.tables:
                # "Wer Nochmal klickt, sitzt wieder auf seinem Platz."
                people = frozenset(old.people())
                hosted = await self._open(
                    connection, name, old.request, old.seat_of(name) or 0, people
                )
                old.follow_up = hosted.table_id
                return
            await self._sit_down(connection, self.tables[follow_up], name, old.seat_of(name))

    async def _sit_down(
        self, connection: Connection, hosted: HostedTable, name: str, seat: int | None
    ) -> None:
        """Seats the person, who hears the table from now on; a full table starts."""
        # Under the table's lock: a change kept but not yet sent is not caught up twice.
        async with self._locks[hosted.table_id]:
            number, token = hosted.join(name, seat)
            connection.deliver(Seated(hosted.table_id, number, token))
            # Back at a seat held already: everything from the start (a snapshot).
            hosted.listen(connection, name)
        connection.tables.add(hosted.table_id)
        await self._locked(hosted, hosted.start_when_full)

    def _table(self, table_id: str) -> HostedTable:
        """The table, or TableError when there is none of that name."""
        hosted = self.tables.get(table_id)
        if hosted is None:
            raise TableError(f"there is no table {table_id!r}")
        return hosted

    async def _locked(self, hosted: HostedTable, operation: Callable[[], list[Change]]) -> None:
        """Runs a table operation, keeps its changes and then publishes them."""
        async with self._locks[hosted.table_id]:
            changes = operation()
            await self._keep(hosted, changes)
        hosted.publish(changes)
        self._lobby_changed = True

    async def _keep(self, hosted: HostedTable, changes: list[Change]) -> None:
        """Writes the changes to the journal."""
        if changes:
            await self.journal.append(
                hosted.table_id, [change.to_dict() for change in changes], hosted.phase
            )

    async def _tick_forever(self) -> None:
        """Lets every table's time go on, and tells the lobby's watchers what changed."""
        while True:
            await asyncio.sleep(TICK_SECONDS)
            for hosted in list(self.tables.values()):
                if hosted.phase == OVER:
                    continue
                lock = self._locks[hosted.table_id]
                if lock.locked():
                    continue
                async with lock:
                    changes = hosted.tick()
                    await self._keep(hosted, changes)
                hosted.publish(changes)
            self.tidy()
            if self._lobby_changed:
                self._lobby_changed = False
                lobby = self._lobby()
                for connection in list(self._connections):
                    if connection.watching_lobby:
                        connection.deliver(lobby)

    def tidy(self) -> None:
        """Lets go of the tables nobody needs any more (the database keeps their changes)."""
        now = self._now()
        for table_id, hosted in list(self.tables.items()):
            follow_up = self.tables.get(hosted.follow_up or "")
            if follow_up is not None and follow_up.phase == OPEN:
                continue  # Nochmal: the people may still come from here
            if hosted.forsaken(now, KEEP_ENDED_SECONDS) and not self._locks[table_id].locked():
                del self.tables[table_id]
                del self._locks[table_id]
                self._lobby_changed = True

    # ---- accounts ----------------------------------------------------------------------------

    def _signed_in(self, connection: Connection, name: str, session: str) -> None:
        """The connection belongs to the account from now on."""
        connection.name = name
        connection.session = session
        connection.deliver(Welcome(name, session))

    @staticmethod
    def _signed(connection: Connection) -> str:
        """The connection's account name, or TableError when nobody signed in."""
        if connection.name is None:
            raise TableError("sign in first")
        return connection.name

    def _lobby(self) -> LobbyTables:
        """Every table not yet over."""
        return LobbyTables(
            [hosted.summary() for hosted in self.tables.values() if hosted.phase != OVER]
        )
