"""Every table the server opens and every numbered change made at it, kept in the database
(append-only), so that a game can be replayed and a move is acknowledged only once it is
kept; with each change the table's last snapshot, from which another node takes it over.

Every write names the version it continues: a node that lost its table to another (whose
lease ran out while it stalled) finds the version moved on and cannot write (FencedOut).
"""

from __future__ import annotations

import json
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection

from game.store.database import Database
from game.store.schema import table_events, tables

# A table given up before its game began (nobody will come back to it).
ABANDONED = "abandoned"


class FencedOut(RuntimeError):
    """Another node kept this version of the table first: this one no longer owns it."""


@dataclass(frozen=True)
class StoredTable:
    """A table as the database keeps it: its phase and version, the last snapshot with the
    wall-clock time it was taken, and every change in order."""

    table_id: str
    phase: str
    version: int
    snapshot: dict[str, Any] | None
    saved_at: float | None
    changes: list[dict[str, Any]]


class TableJournal:
    """The tables and their changes in the server's database."""

    def __init__(self, database: Database, clock: Callable[[], float] = time.time) -> None:
        self._database = database
        self._clock = clock

    async def opened(
        self,
        table_id: str,
        game: str,
        opener: str,
        request: dict[str, Any],
        snapshot: dict[str, Any] | None = None,
    ) -> None:
        """Notes a newly opened table, what it was opened with and its first snapshot."""
        async with self._database.engine.begin() as connection:
            await connection.execute(
                insert(tables).values(
                    id=table_id,
                    game=game,
                    opener=opener,
                    opened=json.dumps(request, sort_keys=True),
                    version=0,
                    phase="open",
                    created_at=int(self._clock()),
                    snapshot=None if snapshot is None else json.dumps(snapshot),
                    saved_at=self._clock(),
                )
            )

    async def append(
        self,
        table_id: str,
        changes: Sequence[dict[str, Any]],
        phase: str,
        snapshot: dict[str, Any] | None = None,
        also: Callable[[AsyncConnection], Awaitable[None]] | None = None,
    ) -> None:
        """Keeps the changes (each with its version, the first continuing the kept version),
        the table's new version, phase and snapshot, in one transaction; FencedOut when the
        kept version is not the one the changes continue. also runs in the same transaction
        (the stakes of a game that begins, the pot of one that ends): what it raises undoes
        everything."""
        if not changes:
            return
        first = int(changes[0]["version"])
        values: dict[str, Any] = {"version": changes[-1]["version"], "phase": phase}
        if snapshot is not None:
            values["snapshot"] = json.dumps(snapshot)
            values["saved_at"] = self._clock()
        try:
            async with self._database.engine.begin() as connection:
                # The version check first: in PostgreSQL it locks the row, so a second writer of
                # the same version waits and then finds nothing to update.
                moved = await connection.execute(
                    update(tables)
                    .where(tables.c.id == table_id, tables.c.version == first - 1)
                    .values(**values)
                )
                if moved.rowcount != 1:
                    raise FencedOut(
                        f"table {table_id} is no longer at version {first - 1}: "
                        "another server has taken it over"
                    )
                await connection.execute(
                    insert(table_events),
                    [
                        {
                            "table_id": table_id,
                            "version": change["version"],
                            "body": json.dumps(change, sort_keys=True),
                        }
                        for change in changes
                    ],
                )
                if also is not None:
                    await also(connection)
        except IntegrityError:
            raise FencedOut(
                f"version {first} of table {table_id} was kept by another server"
            ) from None

    async def snapshot(
        self, table_id: str, version: int, phase: str, snapshot: dict[str, Any]
    ) -> None:
        """Keeps a new snapshot of the table at the version it has (people sitting down before
        the game begins change no version); FencedOut when another node has moved it on."""
        async with self._database.engine.begin() as connection:
            kept = await connection.execute(
                update(tables)
                .where(tables.c.id == table_id, tables.c.version == version)
                .values(phase=phase, snapshot=json.dumps(snapshot), saved_at=self._clock())
            )
            if kept.rowcount != 1:
                raise FencedOut(
                    f"table {table_id} is no longer at version {version}: "
                    "another server has taken it over"
                )

    async def mark(self, table_id: str, phase: str) -> None:
        """Sets a table's phase without a change (a table given up before it began)."""
        async with self._database.engine.begin() as connection:
            await connection.execute(
                update(tables).where(tables.c.id == table_id).values(phase=phase)
            )

    async def load(self, table_id: str) -> StoredTable | None:
        """The table as kept, with every change; None for a table never opened."""
        async with self._database.engine.connect() as connection:
            row = (
                await connection.execute(
                    select(
                        tables.c.phase, tables.c.version, tables.c.snapshot, tables.c.saved_at
                    ).where(tables.c.id == table_id)
                )
            ).first()
            if row is None:
                return None
            bodies = await connection.execute(
                select(table_events.c.body)
                .where(table_events.c.table_id == table_id)
                .order_by(table_events.c.version)
            )
            changes = [json.loads(body) for body in bodies.scalars()]
        return StoredTable(
            table_id,
            str(row.phase),
            int(row.version),
            None if row.snapshot is None else json.loads(row.snapshot),
            None if row.saved_at is None else float(row.saved_at),
            changes,
        )

    async def unfinished(self) -> list[str]:
        """The tables whose game is open or being played."""
        async with self._database.engine.connect() as connection:
            rows = await connection.execute(
                select(tables.c.id).where(tables.c.phase.in_(("open", "playing")))
            )
            return [str(table_id) for table_id in rows.scalars()]

    async def changes(self, table_id: str, since: int = 0) -> list[dict[str, Any]]:
        """The table's kept changes after the version given, in order."""
        async with self._database.engine.connect() as connection:
            rows = await connection.execute(
                select(table_events.c.body)
                .where(table_events.c.table_id == table_id, table_events.c.version > since)
                .order_by(table_events.c.version)
            )
            return [json.loads(body) for body in rows.scalars()]

    async def version(self, table_id: str) -> int | None:
        """The table's kept version, None for a table never opened here."""
        async with self._database.engine.connect() as connection:
            row = (
                await connection.execute(select(tables.c.version).where(tables.c.id == table_id))
            ).first()
        return None if row is None else int(row.version)
