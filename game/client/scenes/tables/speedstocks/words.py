"""Speedstocks in words for the client's log: the shared narrator in the log's layout.

The log panel draws its own gaps and rows, so its lines come without the terminal's blank lines,
indentation and colours; the words themselves are the terminal's, from the same narrator.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.narration.speedstocks import SpeedstocksNarrator
from game.rules.core import Event


def log_narrator(names: Sequence[str]) -> SpeedstocksNarrator:
    """The shared narrator laid out for the log: no blank lines, no indentation, no colours."""
    return SpeedstocksNarrator(names, spaced=False, indented=False)


def narrate(event: Event, names: Sequence[str]) -> list[str]:
    """The log lines that tell one event."""
    return log_narrator(names).lines(event)


def black_swan_copies(row: int, stock: int, places: Iterable[int]) -> str:
    """'Frankfurt: copies of 6 on place 3, 4, 5' for the Black Swan's copies on one row."""
    return log_narrator(()).black_swan_copies(row, stock, places)


def log_lines(events: Iterable[Event], names: Sequence[str]) -> list[str]:
    """The log lines of many events in order, as the log told them one by one (a Black Swan's
    copies on one row share a line): the whole log of a resumed table."""
    return [line for line in log_narrator(names).tell(events) if line]
