"""The local records, per game: the Rekordliste (the best scores), the Tagesliste (one result a
day, from the day's first attempt only) and the Bestenliste's points of every finished table (one
entry per person, game.standings makes the monthly, all-time and day lists of them), kept as one
JSON file in the user's data folder. Files of version 1 (before the Bestenliste) are read as
version 2 without points, and written as version 2.

A damaged file never crashes: it is renamed aside (never deleted), the player is told why in
words, and the records start afresh. Every write is atomic, so a crash leaves the old file or the
new one. Recording is idempotent per table id, so recording a finished table twice changes nothing.
"""

from __future__ import annotations

import datetime
import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.standings.lists import (
    Month,
    PointsEntry,
    Standing,
    all_time_list,
    day_list,
    monthly_list,
)
from game.store.file_safety import read_checked_json, write_atomically

RECORDS_FILE = "records.json"
# What was wrong with a damaged records file goes here; the player reads one sentence.
_log = logging.getLogger(__name__)
FORMAT = "speed-games/records"
VERSION = 2
# Version 1 had no Bestenliste; it is read as version 2 without points.
READABLE_VERSIONS = (1, VERSION)
SET_ASIDE_SUFFIX = ".damaged"
RECORD_LIST_LENGTH = 10
# Days kept in a Tagesliste, and later attempts of one day remembered (they never count).
DAYS_KEPT = 400
LATER_ATTEMPTS_KEPT = 50
LONGEST_NAME = 40


class RecordsError(ValueError):
    """Records that cannot be read or a result that cannot be recorded, in words."""


@dataclass(frozen=True)
class RecordEntry:
    """One line of a Rekordliste: who scored how many points on which day, at which table."""

    name: str
    points: int
    day: datetime.date
    table: str

    def to_dict(self) -> dict[str, Any]:
        """The entry as JSON-ready data."""
        return {
            "name": self.name,
            "points": self.points,
            "day": self.day.isoformat(),
            "table": self.table,
        }


@dataclass(frozen=True)
class DayEntry:
    """One day of a Tagesliste: the day's first attempt (its table) and, once it is finished,
    the name and points it scored; later attempts of the day are only remembered."""

    day: datetime.date
    table: str
    name: str = ""
    points: int | None = None
    later: tuple[str, ...] = ()

    @property
    def finished(self) -> bool:
        """Whether the day's counted attempt has been played to its end."""
        return self.points is not None

    def to_dict(self) -> dict[str, Any]:
        """The day as JSON-ready data."""
        return {
            "day": self.day.isoformat(),
            "table": self.table,
            "name": self.name,
            "points": self.points,
            "later": list(self.later),
        }


@dataclass(frozen=True)
class RecordResult:
    """What a finished Rekordjagd did to the Rekordliste."""

    points: int
    rank: int | None  # its place on the list (1: a new record), None when it missed the list
    best_before: int | None  # the record before this game, None when the list was empty
    entries: tuple[RecordEntry, ...]  # the list afterwards

    @property
    def new_record(self) -> bool:
        """Whether this game set the record."""
        return self.rank == 1


@dataclass(frozen=True)
class DailyResult:
    """What a finished Tagesbaustelle did to the Tagesliste."""

    day: datetime.date
    points: int
    counted: bool  # the day's first attempt: its result is the day's
    entry: DayEntry  # the day as the list holds it afterwards


class RecordBook:
    """The records file in one folder: Rekordlisten and Tageslisten of every game."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / RECORDS_FILE
        # Why the file had to be set aside, in words, until the caller has told the player.
        self.problems: list[str] = []

    # ---- reading --------------------------------------------------------------------------------

    def record_list(self, game: str) -> tuple[RecordEntry, ...]:
        """The game's Rekordliste, best first (equal points: the earlier first)."""
        return self._game(self._load(), game)[0]

    def daily_list(self, game: str) -> tuple[DayEntry, ...]:
        """The game's Tagesliste, the latest day first."""
        return self._game(self._load(), game)[1]

    def day_entry(self, game: str, day: datetime.date) -> DayEntry | None:
        """The game's entry for one day, or None when nobody started that day's game yet."""
        for entry in self.daily_list(game):
            if entry.day == day:
                return entry
        return None

    def points_entries(self, game: str) -> tuple[PointsEntry, ...]:
        """The game's Bestenliste points, one entry per person and finished table, oldest first."""
        return self._points(self._load(), game)

    def all_time_list(self, game: str) -> tuple[Standing, ...]:
        """The game's Bestenliste for ever."""
        return all_time_list(self.points_entries(game), game)

    def monthly_list(self, game: str, month: Month) -> tuple[Standing, ...]:
        """The game's Bestenliste of one calendar month."""
        return monthly_list(self.points_entries(game), game, month)

    def day_list(self, game: str, day: datetime.date) -> tuple[Standing, ...]:
        """The game's Bestenliste of one day (what an event screen shows)."""
        return day_list(self.points_entries(game), game, day)

    # ---- recording ------------------------------------------------------------------------------

    def add_points(
        self, game: str, table: str, day: datetime.date, points: dict[str, int]
    ) -> tuple[PointsEntry, ...]:
        """Puts a finished table's Bestenliste points (per person's name) into the game's list.

        A table already recorded is not entered again: the entries it has are returned.
        """
        _check_table(table)
        for name, value in points.items():
            _check_result(name, value, table)
        data = self._load()
        entries = self._points(data, game)
        recorded = tuple(entry for entry in entries if entry.table == table)
        if recorded or not points:
            return recorded
        added = tuple(PointsEntry(table, game, name, value, day) for name, value in points.items())
        records, days = self._game(data, game)
        self._store(data, game, records, days, (*entries, *added))
        return added

    def add_record(
        self, game: str, name: str, points: int, day: datetime.date, table: str
    ) -> RecordResult:
        """Puts a finished Rekordjagd's points into the game's Rekordliste (the best ten stay).

        A table already on the list is not entered again: the result says where it stands.
        """
        _check_result(name, points, table)
        data = self._load()
        records, days = self._game(data, game)
        best_before = max((entry.points for entry in records if entry.table != table), default=None)
        if not any(entry.table == table for entry in records):
            entry = RecordEntry(name, points, day, table)
            # A later game needs more points to pass an earlier one: equal points keep their order.
            records = tuple(sorted((*records, entry), key=lambda item: -item.points))
            records = records[:RECORD_LIST_LENGTH]
            self._store(data, game, records, days, self._points(data, game))
        rank = next((place for place, entry in enumerate(records, 1) if entry.table == table), None)
        return RecordResult(points, rank, best_before, records)

    def begin_day(self, game: str, day: datetime.date, table: str) -> bool:
        """A Tagesbaustelle table was started: the first of the day becomes the day's attempt.

        True when this table is the one that counts (also when asked again for it).
        """
        _check_table(table)
        data = self._load()
        records, days = self._game(data, game)
        entry = next((item for item in days if item.day == day), None)
        if entry is None:
            entry = DayEntry(day, table)
        elif entry.table == table:
            return True
        elif table not in entry.later:
            later = (*entry.later, table)[-LATER_ATTEMPTS_KEPT:]
            entry = DayEntry(entry.day, entry.table, entry.name, entry.points, later)
        else:
            return False
        self._store(data, game, records, _with_day(days, entry), self._points(data, game))
        return entry.table == table

    def finish_day(self, game: str, table: str, name: str, points: int) -> DailyResult | None:
        """A Tagesbaustelle table has ended: its result becomes the day's when it was the day's
        first attempt. None when the table was never begun here (begin_day)."""
        _check_result(name, points, table)
        data = self._load()
        records, days = self._game(data, game)
        entry = next((item for item in days if table in (item.table, *item.later)), None)
        if entry is None:
            return None
        counted = entry.table == table
        if counted and not entry.finished:
            entry = DayEntry(entry.day, entry.table, name, points, entry.later)
            self._store(data, game, records, _with_day(days, entry), self._points(data, game))
        return DailyResult(entry.day, points, counted, entry)

    # ---- the file -------------------------------------------------------------------------------

    def _load(self) -> dict[str, Any]:
        """The file's data; a damaged file is set aside (its problem kept) and nothing is read."""
        data, problem = read_checked_json(
            self.path,
            _check_data,
            lambda error: RecordsError(f"the records cannot be read ({error})"),
            SET_ASIDE_SUFFIX,
        )
        if problem is not None:
            _log.warning("the records were damaged and set aside: %s", problem)
            self.problems.append(problem)
        if data is None:
            return _empty()
        data["version"] = VERSION
        return data  # type: ignore[no-any-return]

    def _game(
        self, data: dict[str, Any], game: str
    ) -> tuple[tuple[RecordEntry, ...], tuple[DayEntry, ...]]:
        """One game's lists from the checked data."""
        section = data["games"].get(game, {})
        records = tuple(_record_from(item) for item in section.get("rekordliste", ()))
        days = tuple(_day_from(item) for item in section.get("tagesliste", ()))
        return records, days

    def _points(self, data: dict[str, Any], game: str) -> tuple[PointsEntry, ...]:
        """One game's Bestenliste points from the checked data."""
        section = data["games"].get(game, {})
        return tuple(_points_from(game, item) for item in section.get("bestenliste", ()))

    def _store(
        self,
        data: dict[str, Any],
        game: str,
        records: tuple[RecordEntry, ...],
        days: tuple[DayEntry, ...],
        points: tuple[PointsEntry, ...],
    ) -> None:
        """Writes one game's lists into the file, atomically."""
        data["games"][game] = {
            "rekordliste": [entry.to_dict() for entry in records],
            "tagesliste": [entry.to_dict() for entry in days],
            "bestenliste": [_points_dict(entry) for entry in points],
        }
        write_atomically(self.path, json.dumps(data, ensure_ascii=False, indent=1))


def _empty() -> dict[str, Any]:
    """The data of a records file without any records."""
    return {"format": FORMAT, "version": VERSION, "games": {}}


def _with_day(days: tuple[DayEntry, ...], entry: DayEntry) -> tuple[DayEntry, ...]:
    """The Tagesliste with this day's entry in place, latest day first, the oldest days gone."""
    others = [item for item in days if item.day != entry.day]
    ordered = sorted([*others, entry], key=lambda item: item.day, reverse=True)
    return tuple(ordered[:DAYS_KEPT])


def _check_table(table: Any) -> None:
    """RecordsError in words for a table id that is no plain word."""
    if not isinstance(table, str) or not table:
        raise RecordsError(f"a result needs the id of its table, not {table!r}")


def _check_result(name: Any, points: Any, table: Any) -> None:
    """RecordsError in words for a name, points or table id that cannot be recorded."""
    _check_table(table)
    if not isinstance(name, str) or not name.strip() or len(name) > LONGEST_NAME:
        raise RecordsError(f"a result needs a name of 1 to {LONGEST_NAME} characters")
    if type(points) is not int:
        raise RecordsError(f"points must be a whole number, not {points!r}")


def _check_data(data: Any) -> None:
    """RecordsError in words when the file's data is not records of this version."""
    if not isinstance(data, dict):
        raise RecordsError(f"it holds {type(data).__name__}, not records")
    if data.get("format") != FORMAT:
        raise RecordsError(f"it is no records file (its format is {data.get('format')!r})")
    if data.get("version") not in READABLE_VERSIONS:
        raise RecordsError(
            f"it was written in version {data.get('version')!r}; this game reads {VERSION}"
        )
    games = data.get("games")
    if not isinstance(games, dict):
        raise RecordsError("it holds no games")
    for game, section in games.items():
        if not isinstance(section, dict):
            raise RecordsError(f"the records of {game!r} are no table")
        for key in ("rekordliste", "tagesliste", "bestenliste"):
            items = section.get(key, [])
            if not isinstance(items, list):
                raise RecordsError(f"the {key} of {game!r} is no list")
            for item in items:
                if key == "rekordliste":
                    _record_from(item)
                elif key == "tagesliste":
                    _day_from(item)
                else:
                    _points_from(game, item)


def _day_of(value: Any) -> datetime.date:
    """A date from its ISO text; RecordsError in words otherwise."""
    try:
        return datetime.date.fromisoformat(value)
    except (TypeError, ValueError):
        raise RecordsError(f"{value!r} is no date") from None


def _record_from(item: Any) -> RecordEntry:
    """A Rekordliste entry from its JSON data; RecordsError in words when it is malformed."""
    if not isinstance(item, dict) or set(item) != {"name", "points", "day", "table"}:
        raise RecordsError("a Rekordliste entry must hold name, points, day and table")
    _check_result(item["name"], item["points"], item["table"])
    return RecordEntry(item["name"], item["points"], _day_of(item["day"]), item["table"])


def _day_from(item: Any) -> DayEntry:
    """A Tagesliste entry from its JSON data; RecordsError in words when it is malformed."""
    if not isinstance(item, dict) or set(item) != {"day", "table", "name", "points", "later"}:
        raise RecordsError("a Tagesliste entry must hold day, table, name, points and later")
    _check_table(item["table"])
    points, name, later = item["points"], item["name"], item["later"]
    if points is not None:
        _check_result(name, points, item["table"])
    elif name != "":
        raise RecordsError("a Tagesliste day without points has no name")
    if not isinstance(later, list) or not all(isinstance(table, str) for table in later):
        raise RecordsError("the later attempts of a day must be table ids")
    return DayEntry(_day_of(item["day"]), item["table"], name, points, tuple(later))


def _points_dict(entry: PointsEntry) -> dict[str, Any]:
    """A Bestenliste entry as JSON-ready data (its game is the section it lies in)."""
    return {
        "table": entry.table,
        "name": entry.name,
        "points": entry.points,
        "day": entry.day.isoformat(),
    }


def _points_from(game: str, item: Any) -> PointsEntry:
    """A Bestenliste entry from its JSON data; RecordsError in words when it is malformed."""
    if not isinstance(item, dict) or set(item) != {"table", "name", "points", "day"}:
        raise RecordsError("a Bestenliste entry must hold table, name, points and day")
    _check_result(item["name"], item["points"], item["table"])
    return PointsEntry(item["table"], game, item["name"], item["points"], _day_of(item["day"]))
