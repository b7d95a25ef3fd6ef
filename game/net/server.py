"""The table server: one asyncio process that holds its tables, speaks the protocol over
websockets, keeps accounts and every table's changes in the database, and lets the computers
think in a shared pool of worker processes. Alone it holds every table; as one node of several
(a shared Redis, see cluster.py) it holds the tables whose lease it has, sends clients asking
for another node's table there, and takes over the tables of a node that died.

Each connection reads requests one at a time and answers each (a refusal says why in words and
changes nothing); a queue per connection sends what its tables and the lobby publish. A ticker
lets every table's time go on. Changes are kept in the database before anyone hears of them.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime
import random
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

import msgspec
from sqlalchemy.ext.asyncio import AsyncConnection
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.net.cluster import RENEW_SECONDS, Cluster, SoloCluster
from game.net.ending import end_task
from game.net.hosting import OPEN, OVER, Change, HostedTable, TableError
from game.net.metrics import NodeMetrics
from game.net.protocol import (
    MAX_FRAME_BYTES,
    AskRecord,
    AskStandings,
    ContinueReading,
    JoinTable,
    LeaveTable,
    LobbyTables,
    Moved,
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
    StandingLine,
    StandingsList,
    StartTable,
    TableRecord,
    TableSummary,
    WatchLobby,
    WatchTable,
    Welcome,
    decode_request,
    encode,
    month_of,
    request_type_of,
)
from game.replay import RecordError, record_from_table
from game.rules.core import OptionError, SaveError
from game.rules.registry import get_game
from game.standings import Standing
from game.store.accounts import AccountError, Accounts
from game.store.database import Database
from game.store.purses import Purses, ShortOfTaler
from game.store.saves import new_table_id
from game.store.server_standings import ServerStandings
from game.store.table_journal import ABANDONED, FencedOut, TableJournal
from game.table import BotService
from game.taler.settlement import StakeError, check_stake

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
# A node tells the shared lobby of its tables at most this often (seconds).
LOBBY_SECONDS = 0.5
# A client asking for a table whose node died waits this long before asking again (seconds):
# the lease runs out and another node takes the table over meanwhile.
TAKEOVER_WAIT_SECONDS = 1.0


class TableMoved(Exception):
    """The table is another node's (node empty: being taken over)."""

    def __init__(self, table_id: str, node: str, wait: float = 0.0) -> None:
        super().__init__(f"table {table_id} is served by {node or 'another node soon'}")
        self.table_id = table_id
        self.node = node
        self.wait = wait


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
    # The account's Taler as this node last read them.
    taler: int = 0

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
        cluster: Cluster | None = None,
        node_url: str | None = None,
    ) -> None:
        self.database = database
        self.cluster: Cluster = cluster or SoloCluster()
        self.node_url = node_url
        self.metrics = NodeMetrics(lambda: len(self.tables), lambda: len(self._connections))
        self.flood_messages = flood_messages
        self.accounts = accounts or Accounts(database)
        self.journal = TableJournal(database)
        self.purses = Purses(database)
        self.standings = ServerStandings(database)
        self.tables: dict[str, HostedTable] = {}
        self._bots = bots
        self._now = now
        self._connections: set[Connection] = set()
        self._lobby_changed = False
        self._ticker: asyncio.Task[None] | None = None
        self._keeper: asyncio.Task[None] | None = None
        # Set by stop: the background loops end at their next turn even where a cancellation
        # was swallowed on the way.
        self._stopping = False
        self._server: Server | None = None
        # One table's operations run one after the other: a change is kept before the next.
        self._locks: dict[str, asyncio.Lock] = {}
        # Takeovers in progress: one load per table, however many ask for it at once.
        self._taking: dict[str, asyncio.Future[HostedTable]] = {}
        # The shared lobby: what this node listed last, and when.
        self._listed: dict[str, str] = {}
        self._listed_at = 0.0

    # ---- running -----------------------------------------------------------------------------

    async def start(self, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT) -> Server:
        """Listens on host and port (0: any free port), joins the cluster, takes up the
        unfinished tables nobody holds (after a restart: its own) and starts the ticker."""
        self._server = await serve(self.handle, host, port, max_size=MAX_FRAME_BYTES)
        await self.cluster.start(self.node_url or f"ws://{host}:{self.port}")
        await self._take_orphans()
        self._ticker = asyncio.create_task(self._tick_forever())
        self._keeper = asyncio.create_task(self._keep_leases_forever())
        return self._server

    @property
    def node(self) -> str:
        """The address clients reach this node at."""
        return self.cluster.node

    @property
    def port(self) -> int:
        """The port the server listens on."""
        assert self._server is not None
        return int(self._server.sockets[0].getsockname()[1])

    async def stop(self) -> None:
        """Stops listening, closes every connection, the ticker and the leases."""
        self._stopping = True
        for task in (self._ticker, self._keeper):
            if task is not None:
                await end_task(task)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        await self.cluster.stop()

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
        started = time.perf_counter()
        try:
            await self._carry_out(connection, request)
        except (AccountError, TableError, OptionError, StakeError) as error:
            connection.deliver(Refused(request_type_of(request), str(error), request.ref))
        except TableMoved as moved:
            text = raw if isinstance(raw, str) else raw.decode()
            connection.deliver(Moved(moved.table_id, moved.node, text, moved.wait))
        else:
            if isinstance(request, PlayMove):
                self.metrics.move_seconds.observe(time.perf_counter() - started)

    async def _carry_out(self, connection: Connection, request: Request) -> None:
        """What each request does."""
        match request:
            case SignUp(name=name, password=password):
                signed = await self.accounts.sign_up(name, password)
                await self._signed_in(connection, signed.account.name, signed.session)
            case SignIn(name=name, password=password):
                signed = await self.accounts.sign_in(name, password)
                await self._signed_in(connection, signed.account.name, signed.session)
            case Resume(session=session):
                account = await self.accounts.resume(session)
                await self._signed_in(connection, account.name, session)
            case SignOut():
                if connection.session is not None:
                    await self.accounts.sign_out(connection.session)
                connection.name = connection.session = None
            case WatchLobby():
                connection.watching_lobby = True
                if connection.name is not None:
                    connection.taler = await self.purses.balance(connection.name)
                connection.deliver(self._lobby_for(connection, await self._lobby()))
            case AskStandings(game=game, month=month, top=top):
                connection.deliver(await self._standings(connection, game, month, top))
            case AskRecord(table=table_id):
                connection.deliver(await self._record(table_id))
            case WatchTable(table=table_id, since=since):
                hosted = await self._table(table_id)
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
                await self._sit_down(connection, await self._table(table_id), name, seat)
            case StartTable(table=table_id):
                hosted = await self._table(table_id)
                await self._locked(hosted, lambda: hosted.start(name))
            case LeaveTable(table=table_id):
                hosted = await self._table(table_id)
                await self._locked(hosted, lambda: hosted.leave(name))
                if hosted.phase == OPEN:
                    await self._keep_snapshot(hosted)
                hosted.forget(connection)
                connection.tables.discard(table_id)
            case Rejoin(table=table_id, seat_token=token, since=since):
                hosted = await self._table(table_id)
                async with self._locks[table_id]:
                    hosted.rejoin(name, token, connection, since)
                connection.tables.add(table_id)
                self._lobby_changed = True
            case PlayMove(table=table_id, move=move, ref=ref):
                hosted = await self._table(table_id)
                await self._locked(hosted, lambda: hosted.play(name, move, ref))
            case ContinueReading(table=table_id):
                hosted = await self._table(table_id)
                await self._locked(hosted, lambda: hosted.continue_reading(name))
            case SendChat(table=table_id, text=text):
                (await self._table(table_id)).chat(name, text)
            case SendCheer(table=table_id, mood=mood):
                (await self._table(table_id)).cheer(name, mood)
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
        await self._check_stake(name, request.stake)
        table_id = new_table_id()
        hosted = HostedTable(table_id, name, request, self._bots, self._now)
        if reserved:
            hosted.reserve(set(reserved), self._now())
        if not await self.cluster.claim(table_id):
            raise TableError("the table could not be opened here; try again")
        await self.journal.opened(
            table_id, request.game, name, msgspec.to_builtins(request), hosted.to_record()
        )
        self.tables[table_id] = hosted
        self._locks[table_id] = asyncio.Lock()
        await self._sit_down(connection, hosted, name, seat)
        return hosted

    async def _again(self, connection: Connection, name: str, table_id: str) -> None:
        """Nochmal: a new table like the ended one, the people of the old one invited."""
        old = await self._table(table_id)
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
        if hosted.phase == OPEN and hosted.seat_of(name) is None:
            await self._check_stake(name, hosted.request.stake)
        # Under the table's lock: a change kept but not yet sent is not caught up twice.
        async with self._locks[hosted.table_id]:
            number, token = hosted.join(name, seat)
            connection.deliver(Seated(hosted.table_id, number, token))
            # Back at a seat held already: everything from the start (a snapshot).
            hosted.listen(connection, name)
        connection.tables.add(hosted.table_id)
        await self._locked(hosted, hosted.start_when_full)
        if hosted.phase == OPEN:
            await self._keep_snapshot(hosted)

    async def _table(self, table_id: str) -> HostedTable:
        """The table held here, or taken up from the database when no node holds it;
        TableMoved when another node does, TableError when there is no table of that name."""
        hosted = self.tables.get(table_id)
        if hosted is not None:
            return hosted
        owner = await self.cluster.owner(table_id)
        if owner is not None and owner != self.node:
            if owner in await self.cluster.nodes():
                raise TableMoved(table_id, owner)
            # Its node died: the lease runs out soon and a node takes the table over.
            raise TableMoved(table_id, "", TAKEOVER_WAIT_SECONDS)
        return await self._take_over(table_id)

    async def _take_over(self, table_id: str) -> HostedTable:
        """Claims the table's lease and loads it from its snapshot and changes (once, however
        many ask at the same time)."""
        taking = self._taking.get(table_id)
        if taking is not None:
            return await asyncio.shield(taking)
        future: asyncio.Future[HostedTable] = asyncio.get_running_loop().create_future()
        self._taking[table_id] = future
        try:
            hosted = await self._load(table_id)
        except BaseException as error:
            future.set_exception(error)
            future.exception()  # marked as retrieved: the askers get it from the raise below
            raise
        finally:
            del self._taking[table_id]
        future.set_result(hosted)
        return hosted

    async def _load(self, table_id: str) -> HostedTable:
        """The table from the database, its lease claimed; TableError when there is none."""
        if table_id in self.tables:
            return self.tables[table_id]
        stored = await self.journal.load(table_id)
        if stored is None or stored.snapshot is None or stored.phase == ABANDONED:
            raise TableError(f"there is no table {table_id!r}")
        if not await self.cluster.claim(table_id):
            raise TableMoved(table_id, await self.cluster.owner(table_id) or "", 0.0)
        passed = 0.0 if stored.saved_at is None else max(0.0, time.time() - stored.saved_at)
        try:
            hosted = HostedTable.from_record(
                stored.snapshot, stored.changes, self._bots, self._now, passed
            )
        except SaveError as error:
            await self.cluster.release(table_id)
            raise TableError(f"table {table_id!r} cannot be taken up: {error}") from None
        self.tables[table_id] = hosted
        self._locks[table_id] = asyncio.Lock()
        self._lobby_changed = True
        self.metrics.taken_over.inc()
        return hosted

    async def _take_orphans(self) -> None:
        """Takes up the unfinished tables that no node holds (a node died, or this server
        restarted)."""
        waiting = [table_id for table_id in await self.journal.unfinished()]
        # Nodes scanning at once start at different tables.
        random.shuffle(waiting)
        for table_id in waiting:
            if table_id in self.tables:
                continue
            owner = await self.cluster.owner(table_id)
            if owner is not None and owner != self.node:
                continue
            with contextlib.suppress(TableError, TableMoved):
                await self._take_over(table_id)

    async def _lose(self, table_id: str) -> None:
        """Lets go of a table another node has taken over; its listeners are sent there."""
        hosted = self.tables.pop(table_id, None)
        self._locks.pop(table_id, None)
        if hosted is None:
            return
        self.metrics.lost.inc()
        owner = await self.cluster.owner(table_id)
        node = "" if owner is None or owner == self.node else owner
        for listener in hosted.let_go():
            if isinstance(listener, Connection):
                listener.tables.discard(table_id)
            listener.deliver(Moved(table_id, node, "", TAKEOVER_WAIT_SECONDS))
        self._lobby_changed = True

    async def _keep_leases_forever(self) -> None:
        """Renews the leases of the tables held (letting go of those lost), says the node is
        alive, and takes up the tables of nodes that died."""
        while not self._stopping:
            await asyncio.sleep(RENEW_SECONDS)
            with contextlib.suppress(Exception):
                for table_id in await self.cluster.renew(list(self.tables)):
                    await self._lose(table_id)
                await self.cluster.heartbeat(
                    {c.name for c in self._connections if c.name is not None}
                )
                if self.cluster.shared:
                    await self._take_orphans()

    async def _locked(self, hosted: HostedTable, operation: Callable[[], list[Change]]) -> None:
        """Runs a table operation, keeps its changes and then publishes them."""
        async with self._locks[hosted.table_id]:
            changes = operation()
            await self._keep(hosted, changes)
        hosted.publish(changes)
        self._lobby_changed = True

    async def _keep(self, hosted: HostedTable, changes: list[Change]) -> None:
        """Writes the changes and the table's snapshot to the journal, in the same transaction
        the stakes of a game that began, the pot and the Bestenliste points of one that ended;
        TableMoved when another node has taken the table over (this node lets go of it),
        TableError when someone no longer has the stake (the game did not begin; their seat is
        free)."""
        if not changes:
            return
        stakes, pot, points = hosted.stakes_due, hosted.pot_due, hosted.points_due

        async def books(connection: AsyncConnection) -> None:
            if stakes:
                await self.purses.take_stakes(
                    connection, hosted.table_id, hosted.request.stake, stakes
                )
            if pot is not None:
                paid = {share.seat: share.won for share in pot.shares}
                await self.purses.pay_pot(connection, hosted.table_id, paid)
            if points:
                day = datetime.datetime.now(datetime.UTC).date()
                await self.standings.record(
                    connection, hosted.table_id, hosted.request.game, day, points
                )

        try:
            await self.journal.append(
                hosted.table_id,
                [change.to_dict() for change in changes],
                hosted.phase,
                hosted.to_record(),
                books if stakes or pot is not None or points else None,
            )
        except FencedOut:
            raise await self._fenced_out(hosted.table_id) from None
        except ShortOfTaler as short:
            raise await self._not_begun(hosted, short) from None
        hosted.books_kept()
        if stakes or pot is not None:
            names = list(stakes.values()) if stakes else []
            names += [share.name for share in pot.shares] if pot is not None else []
            await self._refresh_taler(names)

    async def _not_begun(self, hosted: HostedTable, short: ShortOfTaler) -> TableError | TableMoved:
        """The game's beginning was not kept for want of someone's stake: the table is open
        again without their seats, and everyone at it is told why."""
        hosted.undo_begin(short.names)
        try:
            await self.journal.snapshot(
                hosted.table_id, hosted.version, hosted.phase, hosted.to_record()
            )
        except FencedOut:
            return await self._fenced_out(hosted.table_id)
        hosted.tell(Refused("start_table", str(short)))
        self._lobby_changed = True
        return TableError(str(short))

    async def _standings(
        self, connection: Connection, game: str, month: str | None, top: int
    ) -> StandingsList:
        """A game's Bestenliste of a month or for ever, with the asker's own line."""
        get_game(game)
        span = None if month is None else month_of(month)
        found = await self.standings.standings(game, span, top, connection.name)
        return StandingsList(
            game,
            month,
            [_line(line) for line in found.lines],
            None if found.own is None else _line(found.own),
        )

    async def _record(self, table_id: str) -> TableRecord:
        """The record of a table whose game is over (never before: it holds every hidden
        card and secret move); from memory or the database."""
        hosted = self.tables.get(table_id)
        stored = await self.journal.load(table_id)
        if stored is None:
            raise TableError(f"there is no table {table_id!r}")
        if stored.phase != OVER or stored.snapshot is None:
            raise TableError("a table's record is given once its game is over")
        if hosted is None or hosted.phase != OVER:
            try:
                hosted = HostedTable.from_record(
                    stored.snapshot, stored.changes, self._bots, self._now
                )
            except SaveError as error:
                raise TableError(f"table {table_id!r} cannot be read: {error}") from None
        assert hosted.table is not None
        if not hosted.table.is_over:
            raise TableError(
                f"the game at table {table_id!r} ended without a result (every person left), "
                "so it has no record"
            )
        ended = datetime.datetime.fromtimestamp(stored.saved_at or time.time(), datetime.UTC)
        try:
            record = record_from_table(hosted.table, table_id, ended)
        except RecordError as error:
            raise TableError(f"table {table_id!r} has no record: {error}") from None
        return TableRecord(table_id, record.to_dict())

    async def _check_stake(self, name: str, stake: int) -> None:
        """StakeError in words when the person cannot stake so much."""
        if stake:
            check_stake(stake, await self.purses.balance(name), name)

    async def _refresh_taler(self, names: list[str]) -> None:
        """Reads these people's Taler again for their connections here (the lobby shows it)."""
        balances = await self.purses.balances(names)
        for connection in self._connections:
            if connection.name in balances:
                connection.taler = balances[connection.name]
        self._lobby_changed = True

    async def _fenced_out(self, table_id: str) -> TableMoved:
        """Another node kept a version of the table first: this one lets go of it; where the
        table is served now."""
        await self._lose(table_id)
        return TableMoved(table_id, await self.cluster.owner(table_id) or "")

    async def _keep_snapshot(self, hosted: HostedTable) -> None:
        """Keeps the snapshot of a table whose seats changed before its game began."""
        try:
            async with self._locks[hosted.table_id]:
                await self.journal.snapshot(
                    hosted.table_id, hosted.version, hosted.phase, hosted.to_record()
                )
        except FencedOut:
            raise await self._fenced_out(hosted.table_id) from None

    async def _tick_forever(self) -> None:
        """Lets every table's time go on, and tells the lobby's watchers what changed."""
        while not self._stopping:
            await asyncio.sleep(TICK_SECONDS)
            for hosted in list(self.tables.values()):
                if hosted.phase == OVER:
                    continue
                lock = self._locks[hosted.table_id]
                if lock.locked():
                    continue
                try:
                    if hosted.phase == OPEN and hosted.free_seats_of_the_away():
                        self._lobby_changed = True
                        await self._keep_snapshot(hosted)
                    async with lock:
                        changes = hosted.tick()
                        await self._keep(hosted, changes)
                except (TableMoved, TableError):
                    continue
                hosted.publish(changes)
            await self.tidy()
            await self._tell_lobby()

    async def _tell_lobby(self) -> None:
        """Sends the lobby to its watchers when it changed here or at another node (the shared
        lobby at most every LOBBY_SECONDS)."""
        if self.cluster.shared:
            if self._now() - self._listed_at < LOBBY_SECONDS:
                return
            news = self.cluster.lobby_news()
            if not self._lobby_changed and not news:
                return
            self._listed_at = self._now()
            if self._lobby_changed:
                await self._list_tables()
        elif not self._lobby_changed:
            return
        self._lobby_changed = False
        lobby = await self._lobby()
        for connection in list(self._connections):
            if connection.watching_lobby:
                connection.deliver(self._lobby_for(connection, lobby))

    async def _list_tables(self) -> None:
        """Puts this node's tables in the shared lobby (only those whose summary changed)."""
        listed = {summary.table: encode(summary).decode() for summary in self._summaries()}
        changed = {key: value for key, value in listed.items() if self._listed.get(key) != value}
        gone = [key for key in self._listed if key not in listed]
        if changed or gone:
            await self.cluster.put_lobby(changed, gone)
        self._listed = listed

    async def tidy(self) -> None:
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
                if hosted.phase == OPEN:
                    await self.journal.mark(table_id, ABANDONED)
                await self.cluster.release(table_id)

    # ---- accounts ----------------------------------------------------------------------------

    async def _signed_in(self, connection: Connection, name: str, session: str) -> None:
        """The connection belongs to the account from now on; it learns the nodes alive."""
        connection.name = name
        connection.session = session
        connection.taler = await self.purses.balance(name)
        connection.deliver(Welcome(name, session, await self.cluster.nodes(), connection.taler))

    @staticmethod
    def _lobby_for(connection: Connection, lobby: LobbyTables) -> LobbyTables:
        """The lobby as this connection hears it: with its account's Taler."""
        return msgspec.structs.replace(lobby, taler=connection.taler)

    @staticmethod
    def _signed(connection: Connection) -> str:
        """The connection's account name, or TableError when nobody signed in."""
        if connection.name is None:
            raise TableError("sign in first")
        return connection.name

    def _summaries(self) -> list[TableSummary]:
        """This node's tables not yet over, as the lobby lists them."""
        return [
            msgspec.structs.replace(hosted.summary(), node=self.node if self.cluster.shared else "")
            for hosted in self.tables.values()
            if hosted.phase != OVER
        ]

    async def _lobby(self) -> LobbyTables:
        """Every table not yet over (at every node)."""
        here = {connection.name for connection in self._connections if connection.name}
        if not self.cluster.shared:
            return LobbyTables(self._summaries(), len(here))
        found = [
            msgspec.json.decode(text, type=TableSummary) for text in await self.cluster.lobby()
        ]
        online = here | await self.cluster.online()
        return LobbyTables(sorted(found, key=lambda summary: summary.table), len(online))


def _line(standing: Standing) -> StandingLine:
    """A Bestenliste line as the protocol sends it."""
    return StandingLine(standing.place, standing.name, standing.points, standing.games)
