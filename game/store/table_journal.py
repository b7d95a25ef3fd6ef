"""Every table the server opens and every numbered change made at it, kept in the database
(append-only), so that a game can be replayed and a move is acknowledged only once it is
kept."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from typing import Any

from sqlalchemy import insert, select, update

from game.store.database import Database
from game.store.schema import table_events, tables


class TableJournal:
    """The tables and their changes in the server's database."""

    def __init__(self, database: Database, clock: Callable[[], float] = time.time) -> None:
        self._database = database
        self._clock = clock

    async def opened(self, table_id: str, game: str, opener: str, request: dict[str, Any]) -> None:
        """Notes a newly opened table and what it was opened with."""
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
                )
            )

    async def append(self, table_id: str, changes: Sequence[dict[str, Any]], phase: str) -> None:
        """Keeps the changes (each with its version) and the table's new version and phase, in
        one transaction."""
        if not changes:
            return
        async with self._database.engine.begin() as connection:
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
            await connection.execute(
                update(tables)
                .where(tables.c.id == table_id)
                .values(version=changes[-1]["version"], phase=phase)
            )

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
