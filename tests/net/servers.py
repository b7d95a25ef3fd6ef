"""A table server for tests: on a free loopback port, a fresh SQLite file, inline computers and
quick password hashing."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path

from game.net.cluster import Cluster
from game.net.server import FLOOD_MESSAGES, TableServer
from game.store.accounts import Accounts
from game.store.database import Database, sqlite_url
from game.table import InlineBotService
from tests.store.hashing import QUICK_HASHER


@asynccontextmanager
async def running_server(
    folder: Path,
    flood_messages: int = FLOOD_MESSAGES,
    database_url: str | None = None,
    cluster: Cluster | None = None,
) -> AsyncIterator[TableServer]:
    """A started server (on the folder's SQLite file unless another database is named), stopped
    and its database closed afterwards."""
    database = await Database.open(database_url or sqlite_url(folder / "server.sqlite3"))
    server = TableServer(
        database,
        InlineBotService,
        accounts=Accounts(database, QUICK_HASHER),
        flood_messages=flood_messages,
        cluster=cluster,
    )
    await server.start("127.0.0.1", 0)
    try:
        yield server
    finally:
        await server.stop()
        await database.close()


@contextmanager
def server_in_thread(folder: Path) -> Iterator[str]:
    """A server running in a thread of its own (for clients driven by the test's thread); its
    address, and the server stopped afterwards."""
    folder.mkdir(parents=True, exist_ok=True)
    ready = threading.Event()
    stop: list[asyncio.Event] = []
    address: list[str] = []
    failures: list[BaseException] = []
    loop = asyncio.new_event_loop()

    async def serve() -> None:
        """Runs the server until the test is done."""
        async with running_server(folder) as server:
            address.append(f"ws://127.0.0.1:{server.port}")
            stop.append(asyncio.Event())
            ready.set()
            await stop[0].wait()

    def run() -> None:
        """The thread: the server's loop."""
        try:
            loop.run_until_complete(serve())
        except BaseException as error:  # told to the test, which raises it
            failures.append(error)
            ready.set()

    thread = threading.Thread(target=run, name="test-server", daemon=True)
    thread.start()
    if not ready.wait(30) or failures:
        raise RuntimeError(f"the test server did not start: {failures}")
    try:
        yield address[0]
    finally:
        loop.call_soon_threadsafe(stop[0].set)
        thread.join(30)
        loop.close()
