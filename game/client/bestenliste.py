"""The Bestenliste of local play: the points each person at a finished local table gets (every
person's seat counts, hot seat too; computers never), recorded in the local records."""

from __future__ import annotations

import datetime

from game.standings import PointsEntry, from_table, leaderboard_points
from game.standings.point_rules import POINT_RULES
from game.store.records import RecordBook
from game.table.table import Table


def people_points(table: Table) -> dict[str, int]:
    """The Bestenliste points of a finished table by each counted person's name; empty for a
    game without a list or one that does not count (Speedchicago with open cards)."""
    if table.setup.game not in POINT_RULES or table.outcome() is None:
        return {}
    points = leaderboard_points(from_table(table))
    return {
        seat.name: value
        for seat, value in zip(table.setup.seats, points, strict=True)
        if value is not None
    }


def record_points(
    book: RecordBook, table: Table, table_id: str, day: datetime.date
) -> tuple[PointsEntry, ...]:
    """Puts a finished table's points into the records, once per table id (OSError or
    RecordsError in words when the disk or the file refuses)."""
    return book.add_points(table.setup.game, table_id, day, people_points(table))
