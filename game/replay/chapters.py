"""Rounds and turns of each game as a replay counts them, so that a viewer can jump to them.

Every game says from its state which round and which turn a position belongs to: a key that
changes exactly when a new round (or turn) begins. A replay numbers them from 1 by counting the
changes along the game. Where a game numbers its own rounds (Speedstocks, Speedpipe, Tycoon) the
count equals the game's number; Speedpipe's opening belongs to round 1.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from game.rules.core import State

# The key of a state's round; None where a round begins with the start player's turn.
RoundKey = Callable[[Any], Hashable | None]
TurnKey = Callable[[Any], Hashable]


@dataclass(frozen=True)
class Pacing:
    """How one game divides into rounds and turns."""

    round_key: RoundKey
    turn_key: TurnKey


@dataclass(frozen=True)
class Chapter:
    """Where a position lies: its round and its turn, both counted from 1 through the game."""

    round: int
    turn: int


def _start_player_rounds(state: Any) -> None:
    """Speedtycoon has no round counter: a round begins with the start player's turn."""
    return None


PACINGS: dict[str, Pacing] = {
    # Round and turn are the game's own counters; a Kurssturz belongs to its turn.
    "speedstocks": Pacing(lambda state: state.round, lambda state: (state.round, state.turn)),
    "speedpipe": Pacing(
        lambda state: max(state.round, 1), lambda state: (state.round, state.current)
    ),
    # A year has rounds; the Vorarbeiter and the photographer belong to the turn of who acts.
    "speedchicago": Pacing(
        lambda state: (state.year, state.round),
        lambda state: (state.year, state.round, state.acting),
    ),
    "tycoon": Pacing(lambda state: state.round, lambda state: (state.round, state.acting)),
    "speedtycoon": Pacing(_start_player_rounds, lambda state: state.current),
}


def pacing(game: str) -> Pacing:
    """The game's rounds and turns; KeyError for a game without them."""
    return PACINGS[game]


class ChapterCounter:
    """Counts the rounds and turns of positions handed to it in the order of the game."""

    def __init__(self, game: str) -> None:
        self._pacing = pacing(game)
        self._round_key: Hashable | None = None
        self._turn_key: Hashable | None = None
        self._chapter: Chapter | None = None

    def chapter(self, state: State) -> Chapter:
        """The chapter of the next position of the game."""
        seen: Any = state
        round_key = self._pacing.round_key(state)
        turn_key = self._pacing.turn_key(state)
        previous = self._chapter
        if previous is None:
            chapter = Chapter(1, 1)
        else:
            new_turn = turn_key != self._turn_key
            if round_key is None:
                new_round = new_turn and seen.current == seen.start_player
            else:
                new_round = round_key != self._round_key
            chapter = Chapter(previous.round + new_round, previous.turn + (new_turn or new_round))
        self._round_key, self._turn_key, self._chapter = round_key, turn_key, chapter
        return chapter
