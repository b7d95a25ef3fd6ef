"""Telling a turn's events at the terminal, in the console's colours."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.narration.speedstocks import SpeedstocksNarrator
from game.rules.core import Event
from game.terminal.console import Console


class Narrator:
    """Says Speedstocks events on the console, naming the players by their seats' names."""

    def __init__(self, console: Console, names: Sequence[str]) -> None:
        self.console = console
        self.words = SpeedstocksNarrator(names, paint=console.paint)

    def tell(self, events: Iterable[Event]) -> None:
        """Says every event in order; a Black Swan's copies on one row are told in one line."""
        for line in self.words.tell(events):
            self.console.say(line)

    def lines(self, event: Event) -> list[str]:
        """The lines that tell one event."""
        return self.words.lines(event)

    def round_started(self, round_number: int, openers: Iterable[int], hand_size: int) -> list[str]:
        """The deal of a round: its number and the four opening stocks."""
        return self.words.round_started(round_number, openers, hand_size)
