"""Random games played for Taler through a real server, with leavers and the server stopped
mid-game and started again on the same database: after every start and at the end the ledger
(every balance and every pot) holds exactly the Taler the accounts were made with. Used on
SQLite (tests/net) and on PostgreSQL (tests/cluster)."""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field

from websockets.asyncio.client import connect

from game.net.hosting import OVER, PLAYING, HostedTable
from game.net.protocol import (
    ContinueReading,
    JoinTable,
    LeaveTable,
    OpenTable,
    PlayMove,
    Refused,
    Rejoin,
    Resume,
    Seated,
    SignUp,
    StartTable,
    TableSnapshot,
    TableUpdate,
    Welcome,
    decode_notice,
)
from game.net.server import TableServer
from game.table import InlineBotService
from game.taler.settlement import STARTING_TALER
from tests.net.test_server import Client

NAMES = ("Ada", "Bea", "Cem", "Dov")
GAMES = ("tycoon", "speedchicago")
# A person at a staked table leaves at a random version with this chance.
LEAVE_CHANCE = 0.35
# How many versions a table goes on before the server is stopped under it.
VERSIONS_PER_LIFE = 10


@dataclass
class Ledger:
    """What the scenario knows across server lives: sessions, seat tokens, who leaves when."""

    rng: random.Random
    sessions: dict[str, str] = field(default_factory=dict)
    # table: {name: seat token}
    seats: dict[str, dict[str, str]] = field(default_factory=dict)
    # table: {name: the version at which they leave}
    leaving: dict[str, dict[str, int]] = field(default_factory=dict)
    stakes: dict[str, int] = field(default_factory=dict)


async def check_ledger(server: TableServer) -> None:
    """Balances and pots hold exactly the Taler the accounts started with; none is below 0."""
    assert await server.purses.ledger() == len(NAMES) * STARTING_TALER
    balances = await server.purses.balances(list(NAMES))
    assert all(taler >= 0 for taler in balances.values()), balances


async def play_for_taler(
    open_server: Callable[[], AbstractAsyncContextManager[TableServer]],
    seed: int,
    lives: int = 3,
) -> Ledger:
    """Plays the scenario through lives servers on the same database; what it did."""
    ledger = Ledger(random.Random(seed))
    for life in range(lives):
        async with open_server() as server:
            clients = await _signed_in(server, ledger, first=life == 0)
            await check_ledger(server)
            for _ in range(2):
                await _open_staked_table(server, ledger, clients)
            await _back_to_tables(server, ledger, clients)
            last = life == lives - 1
            start = {table: hosted.version for table, hosted in server.tables.items()}

            done = _life_done(server, ledger, last, start)
            async with asyncio.timeout(120):
                await asyncio.gather(
                    *(_play(server, ledger, name, client, done) for name, client in clients.items())
                )
            await check_ledger(server)
            for client in clients.values():
                await client.socket.close()
            if last:
                await _check_pots(server, ledger)
    return ledger


def _life_done(
    server: TableServer, ledger: Ledger, last: bool, start: dict[str, int]
) -> Callable[[], bool]:
    """When this server's life is over: in the last, when every game ended; before, when every
    table still played went VERSIONS_PER_LIFE versions on."""

    def done() -> bool:
        live = [table for table in _held(server, ledger) if server.tables[table].phase != OVER]
        if last:
            return not live
        return all(
            server.tables[table].version >= start.get(table, 0) + VERSIONS_PER_LIFE
            for table in live
        )

    return done


def _held(server: TableServer, ledger: Ledger) -> list[str]:
    """The scenario's tables this server holds (a table that ended under an earlier server is
    not taken up again)."""
    return [table for table in ledger.seats if table in server.tables]


async def _signed_in(server: TableServer, ledger: Ledger, first: bool) -> dict[str, Client]:
    """Every person connected and signed in (signed up the first time)."""
    clients: dict[str, Client] = {}
    for name in NAMES:
        client = Client(await connect(f"ws://127.0.0.1:{server.port}", max_size=None))
        if first:
            await client.send(SignUp(name=name, password="correct horse"))
        else:
            await client.send(Resume(session=ledger.sessions[name]))
        welcome = await client.expect(Welcome)
        ledger.sessions[name] = welcome.session
        clients[name] = client
    return clients


async def _back_to_tables(server: TableServer, ledger: Ledger, clients: dict[str, Client]) -> None:
    """Each person goes back to the seats they still hold (at the tables taken up, and where
    what they heard while opening tables was read past), hearing the view as it is now."""
    for table_id in _held(server, ledger):
        hosted = server.tables[table_id]
        for name, token in ledger.seats[table_id].items():
            if name in clients and hosted.phase == PLAYING and hosted.seat_of(name) is not None:
                await clients[name].send(
                    Rejoin(table=table_id, seat_token=token, since=hosted.version)
                )


async def _open_staked_table(
    server: TableServer, ledger: Ledger, clients: dict[str, Client]
) -> None:
    """Two people open a table of a random game for a random stake they can both pay (with a
    computer at the third seat) and start it; who leaves when is drawn now."""
    rng = ledger.rng
    opener, guest = rng.sample(NAMES, 2)
    balances = await server.purses.balances([opener, guest])
    low = min(balances.values())
    stake = rng.randint(1, low) if low else 0
    game = rng.choice(GAMES)
    await clients[opener].send(
        OpenTable(game=game, seats=3, free_seats="computers", strength="easy", stake=stake)
    )
    seated = await clients[opener].expect(Seated)
    await clients[guest].send(JoinTable(table=seated.table))
    joined = await clients[guest].expect(Seated)
    await clients[opener].send(StartTable(table=seated.table))
    await clients[opener].expect(TableUpdate, lambda update: update.table == seated.table)
    ledger.seats[seated.table] = {opener: seated.seat_token, guest: joined.seat_token}
    ledger.stakes[seated.table] = stake
    ledger.leaving[seated.table] = {
        name: rng.randint(2, 3 * VERSIONS_PER_LIFE)
        for name in (opener, guest)
        if rng.random() < LEAVE_CHANCE
    }


async def _play(
    server: TableServer,
    ledger: Ledger,
    name: str,
    client: Client,
    done: Callable[[], bool],
) -> None:
    """The person plays random legal moves at every table they sit at (and presses Weiter),
    leaving a table at the version drawn for them, until done."""
    rng = random.Random(f"{name}{ledger.rng.random()}")
    while not done():
        try:
            async with asyncio.timeout(0.2):
                notice = decode_notice(await client.socket.recv())
        except TimeoutError:
            continue
        if isinstance(notice, Refused):
            # A move sent on a view overtaken by another change: hear the table as it is now.
            await _back_to_tables(server, ledger, {name: client})
            continue
        if not isinstance(notice, TableUpdate | TableSnapshot):
            continue
        table_id = notice.table
        hosted = server.tables.get(table_id)
        if hosted is None or hosted.phase != PLAYING or hosted.seat_of(name) is None:
            continue
        if notice.v >= ledger.leaving.get(table_id, {}).get(name, 10**9):
            await client.send(LeaveTable(table=table_id))
            continue
        if notice.view.get("reading") is not None:
            await client.send(ContinueReading(table=table_id))
        legal = notice.view.get("legal", [])
        if legal:
            await client.send(PlayMove(table=table_id, move=rng.choice(legal), ref=notice.v))


async def _check_pots(server: TableServer, ledger: Ledger) -> None:
    """Every table's pot was paid once, as the game's end settles it; nothing is held."""
    for table_id, stake in ledger.stakes.items():
        kept = await server.purses.pot(table_id)
        if not stake:
            assert kept is None
            continue
        assert kept is not None and kept.paid and kept.held == 0
        # The table as the database keeps it (one that ended under an earlier server is not
        # held by this one), settled again from its end.
        stored = await server.journal.load(table_id)
        assert stored is not None and stored.phase == OVER and stored.snapshot is not None
        ended = HostedTable.from_record(
            stored.snapshot, stored.changes, InlineBotService, time.monotonic
        )
        settled = {share.seat: share.won for share in ended.pot().shares}
        assert {seat: won for seat, (_, _, won) in kept.shares.items()} == settled
        assert sum(won or 0 for _, _, won in kept.shares.values()) == 2 * stake
