"""The server's Bestenliste in its database: every person's points of every finished table,
kept in the transaction of the change that ended the game (so once per table, whatever node
ends it), and a game's monthly or all-time list summed from them (game.standings ranks it)."""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from dataclasses import dataclass

from sqlalchemy import func, insert, select
from sqlalchemy.ext.asyncio import AsyncConnection

from game.net.protocol import month_text
from game.standings import Month, Standing, place_of
from game.standings.lists import ranked
from game.store.accounts import name_key
from game.store.database import Database
from game.store.schema import accounts, standings_points


@dataclass(frozen=True)
class ServerList:
    """The top of a game's list and the asker's own line (None when not on the list)."""

    lines: tuple[Standing, ...]
    own: Standing | None


class ServerStandings:
    """The points of finished server tables and the lists made of them."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def record(
        self,
        connection: AsyncConnection,
        table_id: str,
        game: str,
        day: datetime.date,
        points: Mapping[int, tuple[str, int]],
    ) -> None:
        """Keeps each seat's points (seat: name, points) within the caller's transaction."""
        if not points:
            return
        await connection.execute(
            insert(standings_points),
            [
                {
                    "table_id": table_id,
                    "seat": seat,
                    "name_key": name_key(name),
                    "game": game,
                    "points": earned,
                    "day": day.isoformat(),
                    "month": month_text(Month.of(day)),
                }
                for seat, (name, earned) in points.items()
            ],
        )

    async def points_of(self, table_id: str) -> dict[int, tuple[str, int]]:
        """The points kept for one table, by seat (name, points)."""
        async with self._database.engine.connect() as connection:
            rows = await connection.execute(
                select(standings_points.c.seat, accounts.c.name, standings_points.c.points)
                .select_from(standings_points.join(accounts))
                .where(standings_points.c.table_id == table_id)
            )
            return {int(row.seat): (str(row.name), int(row.points)) for row in rows}

    async def standings(
        self, game: str, month: Month | None, top: int, asker: str | None = None
    ) -> ServerList:
        """The game's list of a month (None: for ever): its first top lines and the asker's
        own line."""
        kept = standings_points.c
        query = (
            select(accounts.c.name, func.sum(kept.points), func.count())
            .select_from(standings_points.join(accounts))
            .where(kept.game == game)
            .group_by(accounts.c.name)
        )
        if month is not None:
            query = query.where(kept.month == month_text(month))
        async with self._database.engine.connect() as connection:
            rows = (await connection.execute(query)).all()
        lines = ranked((str(name), int(total), int(games)) for name, total, games in rows)
        own = None if asker is None else place_of(lines, asker)
        return ServerList(lines[:top], own)
