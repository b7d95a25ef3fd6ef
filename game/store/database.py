"""The server's database: SQLite on one machine (the default, a file in the user's data
folder), PostgreSQL when the server runs on several nodes; one interface over both through
SQLAlchemy's async Core."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import event, text
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from game.store.migrations import migrate
from game.store.user_folders import data_folder

SQLITE_FILE = "server.sqlite3"


def sqlite_url(path: Path) -> str:
    """The URL of a SQLite database file."""
    return f"sqlite+aiosqlite:///{path}"


def default_url() -> str:
    """The server's database when none is named: a SQLite file in the user's data folder."""
    return sqlite_url(data_folder() / SQLITE_FILE)


async def create_database(url: str, name: str) -> str:
    """Creates an empty database of this name on the PostgreSQL server of the URL (tests and
    load runs get one of their own); its URL."""
    server = make_url(url)
    engine = create_async_engine(server, isolation_level="AUTOCOMMIT")
    try:
        async with engine.connect() as connection:
            await connection.execute(text(f'CREATE DATABASE "{name}"'))
    finally:
        await engine.dispose()
    return server.set(database=name).render_as_string(hide_password=False)


class Database:
    """An open database whose schema is up to date."""

    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine

    @classmethod
    async def open(cls, url: str) -> Database:
        """Connects and runs the migration steps the database has not had yet."""
        engine = create_async_engine(url)
        if engine.dialect.name == "sqlite":
            event.listen(engine.sync_engine, "connect", _sqlite_pragmas)
        async with engine.begin() as connection:
            await migrate(connection)
        return cls(engine)

    async def close(self) -> None:
        """Closes every connection."""
        await self.engine.dispose()


def _sqlite_pragmas(connection: Any, _record: Any) -> None:
    """Foreign keys checked, and a write-ahead log so that readers never wait for a writer."""
    cursor = connection.cursor()
    cursor.execute("PRAGMA foreign_keys = ON")
    cursor.execute("PRAGMA journal_mode = WAL")
    cursor.execute("PRAGMA synchronous = NORMAL")
    cursor.close()
