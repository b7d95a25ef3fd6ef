"""A table server for tests: on a free loopback port, a fresh SQLite file, inline computers and
quick password hashing."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from game.net.server import FLOOD_MESSAGES, TableServer
from game.store.accounts import Accounts
from game.store.database import Database, sqlite_url
from game.table import InlineBotService
from tests.store.hashing import QUICK_HASHER


@asynccontextmanager
async def running_server(
    folder: Path, flood_messages: int = FLOOD_MESSAGES
) -> AsyncIterator[TableServer]:
    """A started server, stopped and its database closed afterwards."""
    database = await Database.open(sqlite_url(folder / "server.sqlite3"))
    server = TableServer(
        database,
        InlineBotService,
        accounts=Accounts(database, QUICK_HASHER),
        flood_messages=flood_messages,
    )
    await server.start("127.0.0.1", 0)
    try:
        yield server
    finally:
        await server.stop()
        await database.close()
