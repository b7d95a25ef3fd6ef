"""Taler and the Bestenliste on a real PostgreSQL: random games for Taler, leavers and the
server stopped mid-game (balances and pots always hold the Taler the accounts started with),
and the lists summed by month and for ever."""

from __future__ import annotations

import asyncio
import datetime
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from game.net.server import TableServer
from game.standings import Month
from game.store.accounts import Accounts
from game.store.database import Database
from game.store.server_standings import ServerStandings
from game.store.table_journal import TableJournal
from tests.net.ledger_games import play_for_taler
from tests.net.servers import running_server
from tests.net.test_server import SCRIPTED_FLOOD
from tests.store.hashing import QUICK_HASHER


def test_the_ledger_on_postgresql_never_makes_or_loses_a_taler(
    tmp_path: Path, postgres: str
) -> None:
    """Three server lives on one PostgreSQL database: the ledger holds after each, every pot is
    paid once."""

    @asynccontextmanager
    async def open_server() -> AsyncIterator[TableServer]:
        async with running_server(tmp_path, SCRIPTED_FLOOD, database_url=postgres) as server:
            yield server

    ledger = asyncio.run(play_for_taler(open_server, 3))
    assert len(ledger.stakes) == 6


def test_the_bestenliste_on_postgresql(postgres: str) -> None:
    """Points kept for two tables in two months sum per person, by month and for ever."""

    async def body() -> None:
        database = await Database.open(postgres)
        accounts, journal = Accounts(database, QUICK_HASHER), TableJournal(database)
        standings = ServerStandings(database)
        for name in ("Ada", "Bea"):
            await accounts.sign_up(name, "correct horse")
        games = {"t1": datetime.date(2026, 11, 30), "t2": datetime.date(2026, 12, 1)}
        for table_id, day in games.items():
            await journal.opened(table_id, "tycoon", "Ada", {}, {"version": 0})
            async with database.engine.begin() as connection:
                await standings.record(
                    connection, table_id, "tycoon", day, {0: ("Ada", 30), 1: ("Bea", 40)}
                )
        ever = await standings.standings("tycoon", None, 10, "Ada")
        assert [(line.place, line.name, line.points, line.games) for line in ever.lines] == [
            (1, "Bea", 80, 2),
            (2, "Ada", 60, 2),
        ]
        assert ever.own is not None and ever.own.place == 2
        december = await standings.standings("tycoon", Month(2026, 12), 1, "Ada")
        assert [line.name for line in december.lines] == ["Bea"]
        assert december.own is not None and december.own.points == 30
        await database.close()

    asyncio.run(body())
