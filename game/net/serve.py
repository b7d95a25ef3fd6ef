"""`tools/serve`: runs one table server until it is stopped (Ctrl+C or SIGTERM)."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
from collections.abc import Sequence
from pathlib import Path

from game.net.bot_pool import BotPool
from game.net.server import DEFAULT_HOST, DEFAULT_PORT, TableServer
from game.store.database import Database, default_url, sqlite_url

log = logging.getLogger("speed_games.server")


def parse_arguments(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line: where to listen and which database to keep."""
    parser = argparse.ArgumentParser(
        prog="tools/serve", description="Runs a table server for the Speed games."
    )
    parser.add_argument("--host", default=DEFAULT_HOST, help="address to listen on")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help="port to listen on")
    parser.add_argument(
        "--db",
        default=None,
        help="database: a SQLite file, or a URL (default: a SQLite file in the data folder)",
    )
    parser.add_argument(
        "--bot-workers", type=int, default=None, help="computer processes (default: one a core)"
    )
    return parser.parse_args(argv)


def database_url(given: str | None) -> str:
    """The URL of the database named on the command line (a plain path is a SQLite file)."""
    if given is None:
        return default_url()
    if "://" in given:
        return given
    return sqlite_url(Path(given).resolve())


async def serve(arguments: argparse.Namespace) -> None:
    """Runs the server until a stop signal arrives."""
    database = await Database.open(database_url(arguments.db))
    pool = BotPool(arguments.bot_workers)
    server = TableServer(database, pool.service)
    await server.start(arguments.host, arguments.port)
    log.info("table server listening on %s:%d", arguments.host, server.port)
    print(f"Table server on ws://{arguments.host}:{server.port} (Ctrl+C stops it)", flush=True)
    stop = asyncio.get_running_loop().create_future()
    for signal_number in (signal.SIGINT, signal.SIGTERM):
        asyncio.get_running_loop().add_signal_handler(
            signal_number, lambda: stop.done() or stop.set_result(None)
        )
    try:
        await stop
    finally:
        await server.stop()
        pool.close()
        await database.close()


def main(argv: Sequence[str] | None = None) -> None:
    """Entry point of tools/serve."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    asyncio.run(serve(parse_arguments(argv)))


if __name__ == "__main__":
    main()
