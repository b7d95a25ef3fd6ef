"""Each game's reading pauses: which events hold the table until the people have read them."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from game.rules.core import Event
from game.rules.speedtycoon.events import ScoringHeld

# Lesezeit: the seconds a table with a clock gives for reading a scoring on top of the
# Bedenkzeit before it goes on by itself ("nach einer kurzen Lesezeit plus der Bedenkzeit").
READING_SECONDS = 10.0


class ReadingRule:
    """The events of one game that open a reading pause, named by their kinds; none by default."""

    def __init__(self, kinds: Iterable[str] = ()) -> None:
        self.kinds: frozenset[str] = frozenset(kinds)

    def opens(self, event: Event) -> bool:
        """Whether this event holds the table until every person has pressed Weiter."""
        return event.kind in self.kinds

    def opens_saved(self, event: Mapping[str, Any]) -> bool:
        """The same for an event as the move log keeps it (a mapping with its kind)."""
        return event.get("kind") in self.kinds


# Only Speedtycoon's rules text asks for it: "Bewertung: Sie bleibt stehen, bis jeder Mensch am
# Tisch auf „Weiter“ geklickt hat." Every scoring (Startup, Venture Capital, IPO) holds.
_RULES: dict[str, ReadingRule] = {
    "speedtycoon": ReadingRule((ScoringHeld.kind,)),
}
_NO_PAUSES = ReadingRule()


def register_reading_rule(game: str, rule: ReadingRule) -> None:
    """Makes this rule say which events of a game hold its tables for reading."""
    _RULES[game] = rule


def reading_rule(game: str) -> ReadingRule:
    """The reading rule of a game; one that never pauses for games without their own."""
    return _RULES.get(game, _NO_PAUSES)
