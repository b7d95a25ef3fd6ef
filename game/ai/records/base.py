"""What a recorder does: watch a bot game move by move and add its own fields to the record."""

from __future__ import annotations

from typing import Any

from game.rules.core import Event, Move, State


class GameRecorder:
    """Watches one game; this plain recorder adds nothing to the moves and scores."""

    def start(self, state: State) -> None:
        """Sees the freshly dealt state before the first move."""

    def observe(self, state: State, player: int, move: Move, events: list[Event]) -> None:
        """Sees one played move, its events and the state after it."""

    def data(self) -> dict[str, Any]:
        """The JSON-ready fields this recorder adds to the game's record line."""
        return {}
