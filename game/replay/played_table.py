"""A replay as a table the client's table scenes can draw: it offers the same PlayedTable
interface as a local table and a table on a server, so that every game's scene shows a replayed
position without knowing it is one.

Nobody plays at it: no seat is to act (the position's own view still says whose turn it was, for
the scene to describe), so a scene shows no prompt, no thinking computer and no button to press;
every move and Weiter is refused in words, there is no clock, no advice and no saving; the game
is never "over" for the scene (which would go on to its end table), the viewer shows the result
itself. The viewer moves it with step_forward (whose events the scene then plays) and go_to
(the scene shows the position as it stands).
"""

from __future__ import annotations

from typing import Any

from game.replay.engine import Replay
from game.rules.core import Event, IllegalMoveError, Move, Outcome, SaveError, State
from game.table.clock import ClockReading
from game.table.move_log import LogEntry
from game.table.reading_pause import ReadingPauseView

_WATCHED = "this is a replay; it is only watched, nobody plays at it"


class ReplayTable:
    """A read-only table at the position of a replay."""

    # Read by the table scenes (TableScene.watched): nobody acts here, the position is only shown.
    watched = True

    def __init__(self, replay: Replay) -> None:
        self.replay = replay
        self.setup = replay.record.setup
        record = replay.record
        self._entries = [
            LogEntry(move.seat, move.move, move.by, move.take_over, replay.events(index))
            for index, move in enumerate(record.moves)
        ]
        self.log: list[LogEntry] = self._entries[: replay.position]
        self._pending: list[Event] = []

    # ---- moving through the game --------------------------------------------------------------

    def step_forward(self) -> bool:
        """Replays the next move; its events come with the next update(). False at the end."""
        if not self.replay.step_forward():
            return False
        self.log.append(self._entries[self.replay.position - 1])
        self._pending.extend(self.replay.last_events)
        return True

    def go_to(self, position: int) -> None:
        """Goes to a position without events (the scene shows it as it stands)."""
        self.replay.go_to(position)
        self.log = self._entries[: self.replay.position]
        self._pending = []

    # ---- the table interface ------------------------------------------------------------------

    @property
    def state(self) -> State:
        """The game at the replay's position, for reading only."""
        return self.replay.state

    @property
    def is_over(self) -> bool:
        """Never: a replay has no end table to go on to."""
        return False

    @property
    def offers_advice(self) -> bool:
        """No computer is asked at a replay."""
        return False

    def own_seats(self) -> tuple[int, ...]:
        """Every seat: once the game is over, nothing is hidden from the viewer."""
        return tuple(range(len(self.setup.seats)))

    def outcome(self) -> Outcome | None:
        """The result once the replay has reached the end."""
        return self.replay.state.outcome()

    def to_act(self) -> tuple[int, ...]:
        """Nobody: a replay is only watched (state.to_act() says who had to act here)."""
        return ()

    def humans_to_act(self) -> tuple[int, ...]:
        """Nobody: the moves come from the record."""
        return ()

    def legal_moves(self, seat: int) -> tuple[Move, ...]:
        """The moves the seat had at this position."""
        return self.replay.state.legal_moves(seat)

    def clock(self, seat: int) -> ClockReading | None:
        """No clock runs in a replay."""
        return None

    def view(self, seat: int | None) -> dict[str, Any]:
        """What the seat saw at this position, in the form a table's view has."""
        state = self.replay.state
        outcome = state.outcome()
        return {
            "game": self.setup.game,
            "seat": seat,
            "seats": [entry.to_dict() for entry in self.setup.seats],
            "to_act": list(state.to_act()),
            "clocks": [None] * len(self.setup.seats),
            "clocks_paused": True,
            "reading": None,
            "moves": len(self.log),
            "advice": None,
            "state": state.view(seat),
            "outcome": None if outcome is None else outcome.to_dict(),
        }

    def reading_pause(self) -> ReadingPauseView | None:
        """A replay never waits for anyone to read."""
        return None

    def submit(self, seat: int, move: Move | str) -> list[Event]:
        """Refused in words: nobody plays at a replay."""
        raise IllegalMoveError(_WATCHED)

    def update(self) -> list[Event]:
        """The events of the moves stepped forward since the last call."""
        events, self._pending = self._pending, []
        return events

    def continue_reading(self, seat: int) -> bool:
        """Refused in words: a replay never waits for anyone to read."""
        raise IllegalMoveError(_WATCHED)

    def pause_clocks(self) -> None:
        """No clock runs in a replay."""

    def resume_clocks(self) -> None:
        """No clock runs in a replay."""

    def request_advice(self, seat: int) -> None:
        """Refused in words: no computer is asked at a replay."""
        raise IllegalMoveError(_WATCHED)

    def advice(self, seat: int) -> Move | None:
        """No advice at a replay."""
        return None

    def advice_plan(self, seat: int) -> tuple[Move, ...]:
        """No advice at a replay."""
        return ()

    def to_dict(self) -> dict[str, Any]:
        """Refused in words: a replay is kept as its record, never saved as a table."""
        raise SaveError("a replay is kept as its record, not saved as a table")
