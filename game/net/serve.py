"""`tools/serve`: runs one table server until it is stopped (Ctrl+C or SIGTERM): alone on a
SQLite file, or as one node of several sharing a PostgreSQL database and a Redis."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
from collections.abc import Sequence
from pathlib import Path

from game.net.bot_pool import BotPool
from game.net.cluster import Cluster, RedisCluster, SoloCluster
from game.net.server import DEFAULT_HOST, DEFAULT_PORT, TableServer
from game.store.database import Database, default_url, sqlite_url

log = logging.getLogger("speed_games.server")
# A stop signal closes every connection; a node stops within this many seconds regardless.
STOP_SECONDS = 10.0


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
        "--redis",
        default=None,
        help="Redis shared by several nodes (redis://host:port or unix:///path/redis.sock); "
        "with it the database must be PostgreSQL",
    )
    parser.add_argument(
        "--cluster-name",
        default="speed",
        help="the nodes of one service share this name (their keys in Redis begin with it)",
    )
    parser.add_argument(
        "--node-url",
        default=None,
        help="the address clients reach this node at (default: ws://HOST:PORT)",
    )
    parser.add_argument(
        "--metrics-port", type=int, default=None, help="serve /metrics for Prometheus here"
    )
    parser.add_argument(
        "--bot-workers", type=int, default=None, help="computer processes (default: one a core)"
    )
    arguments = parser.parse_args(argv)
    if arguments.redis and not database_url(arguments.db).startswith("postgresql"):
        parser.error("several nodes share a PostgreSQL database: give --db postgresql://...")
    return arguments


def database_url(given: str | None) -> str:
    """The URL of the database named on the command line (a plain path is a SQLite file)."""
    if given is None:
        return default_url()
    if given.startswith("postgresql://") or given.startswith("postgres://"):
        # SQLAlchemy's asyncio needs the driver named.
        return "postgresql+asyncpg://" + given.split("://", 1)[1]
    if "://" in given:
        return given
    return sqlite_url(Path(given).resolve())


async def serve(arguments: argparse.Namespace) -> None:
    """Runs the server until a stop signal arrives."""
    database = await Database.open(database_url(arguments.db))
    pool = BotPool(arguments.bot_workers)
    cluster: Cluster = (
        RedisCluster(arguments.redis, arguments.cluster_name) if arguments.redis else SoloCluster()
    )
    server = TableServer(database, pool.service, cluster=cluster, node_url=arguments.node_url)
    await server.start(arguments.host, arguments.port)
    if arguments.metrics_port is not None:
        server.metrics.serve(arguments.host, arguments.metrics_port)
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
        try:
            await asyncio.wait_for(server.stop(), STOP_SECONDS)
        except TimeoutError:
            log.warning("connections still open after %.0f s; stopping anyway", STOP_SECONDS)
        pool.close()
        await database.close()


def main(argv: Sequence[str] | None = None) -> None:
    """Entry point of tools/serve."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    asyncio.run(serve(parse_arguments(argv)))


if __name__ == "__main__":
    main()
