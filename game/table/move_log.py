"""The table's log: every applied move with who made it and the events it caused."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.core import SaveError

# Who made a logged move.
BY_HUMAN = "human"
BY_COMPUTER = "computer"
MOVERS: tuple[str, ...] = (BY_HUMAN, BY_COMPUTER)


@dataclass(frozen=True)
class LogEntry:
    """One applied move: the seat, the move's text, who made it, and its events as dicts.

    A take-over is a move the computer made for a human whose time ran out. The seats' moves in
    order, with the table's seed and options, replay the game.
    """

    seat: int
    move: str
    by: str
    take_over: bool
    events: tuple[dict[str, Any], ...]

    def to_dict(self) -> dict[str, Any]:
        """The entry as JSON-ready data."""
        return {
            "seat": self.seat,
            "move": self.move,
            "by": self.by,
            "take_over": self.take_over,
            "events": list(self.events),
        }

    @classmethod
    def from_dict(cls, number: int, data: Any, seats: int) -> LogEntry:
        """An entry from to_dict() data; SaveError in words when it is malformed."""
        where = f"log entry {number}"
        if not isinstance(data, dict):
            raise SaveError(f"{where} must be a mapping, not {type(data).__name__}")
        missing = {"seat", "move", "by", "take_over", "events"} - set(data)
        if missing:
            raise SaveError(f"{where} lacks {', '.join(sorted(missing))}")
        seat = data["seat"]
        if type(seat) is not int or not 0 <= seat < seats:
            raise SaveError(f"{where} names seat {seat!r}; the table has seats 0 to {seats - 1}")
        if not isinstance(data["move"], str) or not data["move"]:
            raise SaveError(f"{where} must give its move as text")
        if data["by"] not in MOVERS:
            raise SaveError(f"{where} was made by {data['by']!r}, neither human nor computer")
        if type(data["take_over"]) is not bool:
            raise SaveError(f"{where} must say with true or false whether it was a take-over")
        if data["take_over"] and data["by"] != BY_COMPUTER:
            raise SaveError(f"{where} is a take-over, so the computer must have made it")
        events = data["events"]
        if not isinstance(events, list) or not all(isinstance(event, dict) for event in events):
            raise SaveError(f"{where} must list its events as mappings")
        return cls(seat, data["move"], data["by"], data["take_over"], tuple(events))
