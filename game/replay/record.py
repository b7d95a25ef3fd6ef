"""A game record: the table's setup (seed, options, seats), every move in order and the result.

A record holds no states and no events: the seed, the options and the moves replay the game bit
for bit (see game.replay.engine). It is made from a finished table, local or on a server, and
kept as a JSON file (see game.replay.files).
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Any

from game.rules.core import Outcome, SaveError
from game.table.interface import PlayedTable
from game.table.move_log import BY_COMPUTER, MOVERS
from game.table.seats import TableSetup

FORMAT = "speed-games/record"
VERSION = 1
# A record id names its file: the table's id where it has one.
LONGEST_TABLE_ID = 64
_RECORD_KEYS = frozenset({"format", "version", "table", "finished_at", "setup", "moves", "result"})


class RecordError(SaveError):
    """A record that cannot be made, read or replayed; the message says why in words."""


@dataclass(frozen=True)
class RecordedMove:
    """One move of a record: the seat, the move's text, who made it, and whether it was a take-over
    (the computer moving for a person whose time ran out)."""

    seat: int
    move: str
    by: str
    take_over: bool

    @property
    def by_human(self) -> bool:
        """Whether a person chose this move (the moves a review judges)."""
        return self.by != BY_COMPUTER

    def to_dict(self) -> dict[str, Any]:
        """The move as JSON-ready data."""
        return {"seat": self.seat, "move": self.move, "by": self.by, "take_over": self.take_over}

    @classmethod
    def from_dict(cls, number: int, data: Any, seats: int) -> RecordedMove:
        """A move from to_dict() data; RecordError in words when it is malformed."""
        where = f"move {number + 1}"
        if not isinstance(data, dict) or set(data) != {"seat", "move", "by", "take_over"}:
            raise RecordError(f"{where} must be a mapping of seat, move, by and take_over")
        seat = data["seat"]
        if type(seat) is not int or not 0 <= seat < seats:
            raise RecordError(f"{where} names seat {seat!r}; the table has seats 0 to {seats - 1}")
        if not isinstance(data["move"], str) or not data["move"].strip():
            raise RecordError(f"{where} must give the move as text")
        if data["by"] not in MOVERS:
            raise RecordError(f"{where} was made by {data['by']!r}, neither human nor computer")
        if type(data["take_over"]) is not bool:
            raise RecordError(f"{where} must say with true or false whether it was a take-over")
        if data["take_over"] and data["by"] != BY_COMPUTER:
            raise RecordError(f"{where} is a take-over, so the computer must have made it")
        return cls(seat, data["move"], data["by"], data["take_over"])


@dataclass(frozen=True)
class GameRecord:
    """A finished game: its table's setup, its moves in order, its result, when it ended.

    The setup is the table's at the end: a person who left the table sits there as a computer,
    and each move still says who made it.
    """

    setup: TableSetup
    moves: tuple[RecordedMove, ...]
    result: Outcome
    finished_at: datetime.datetime
    table: str = ""

    @property
    def game(self) -> str:
        """The game's name."""
        return self.setup.game

    def to_dict(self) -> dict[str, Any]:
        """The record as JSON-ready data, with its format and version."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "table": self.table,
            "finished_at": self.finished_at.isoformat(),
            "setup": self.setup.to_dict(),
            "moves": [move.to_dict() for move in self.moves],
            "result": self.result.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        """A record from to_dict() data, checked in its form only (game.replay.engine replays
        it); RecordError in words for a foreign, newer or damaged record."""
        if not isinstance(data, dict):
            raise RecordError(f"it holds {type(data).__name__}, not a game record")
        if data.get("format") != FORMAT:
            raise RecordError(
                f"it is no game record (its format is {data.get('format')!r}, not {FORMAT!r})"
            )
        if data.get("version") != VERSION:
            raise RecordError(
                f"it was written in record version {data.get('version')!r}; "
                f"this game reads version {VERSION}"
            )
        missing = _RECORD_KEYS - set(data)
        if missing:
            raise RecordError(f"the record lacks {', '.join(sorted(missing))}")
        table = data["table"]
        if not isinstance(table, str) or len(table) > LONGEST_TABLE_ID:
            raise RecordError(f"the record's table id must be a short text, not {table!r}")
        try:
            setup = TableSetup.from_dict(data["setup"])
        except SaveError as error:
            raise RecordError(f"the record's table is damaged: {error}") from None
        moves = data["moves"]
        if not isinstance(moves, list):
            raise RecordError("the record's moves must be a list")
        seats = len(setup.seats)
        return cls(
            setup,
            tuple(RecordedMove.from_dict(number, move, seats) for number, move in enumerate(moves)),
            _outcome_from(data["result"], seats),
            _moment_from(data["finished_at"]),
            table,
        )


def record_from_table(
    table: PlayedTable, table_id: str = "", finished_at: datetime.datetime | None = None
) -> GameRecord:
    """The record of a finished table (a local Table, or one a server keeps); RecordError in
    words when the game is not over yet."""
    outcome = table.outcome()
    if not table.is_over or outcome is None:
        raise RecordError("the game is not over yet, so there is no record of it")
    if len(table_id) > LONGEST_TABLE_ID:
        raise RecordError(f"a table id is at most {LONGEST_TABLE_ID} characters")
    moves = tuple(
        RecordedMove(entry.seat, entry.move, entry.by, entry.take_over) for entry in table.log
    )
    moment = finished_at or datetime.datetime.now(datetime.UTC)
    return GameRecord(table.setup, moves, outcome, moment.replace(microsecond=0), table_id)


def _outcome_from(data: Any, seats: int) -> Outcome:
    """The recorded result; RecordError in words when it is malformed."""
    if not isinstance(data, dict) or set(data) != {"scores", "places", "lower_is_better"}:
        raise RecordError("the record's result must be a mapping of scores, places and order")
    scores, places = data["scores"], data["places"]
    for name, values in (("scores", scores), ("places", places)):
        if (
            not isinstance(values, list)
            or len(values) != seats
            or not all(type(value) is int for value in values)
        ):
            raise RecordError(f"the record's result must give {seats} whole {name}")
    if type(data["lower_is_better"]) is not bool:
        raise RecordError("the record's result must say with true or false which scores win")
    return Outcome(tuple(scores), tuple(places), data["lower_is_better"])


def _moment_from(text: Any) -> datetime.datetime:
    """When the game ended, from its ISO text; RecordError in words when it is no such time."""
    if not isinstance(text, str):
        raise RecordError("the record must say when the game ended")
    try:
        moment = datetime.datetime.fromisoformat(text)
    except ValueError:
        raise RecordError(f"the record's end time {text!r} is no date and time") from None
    if moment.tzinfo is None:
        raise RecordError(f"the record's end time {text!r} does not name its time zone")
    return moment
