"""The one table interface the client's table scenes talk to: a local Table and a table on a
server (game.net.remote_table.RemoteTable) both offer it, so that no scene knows which it
plays at."""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from game.rules.core import Event, Move, Outcome, State
from game.table.clock import ClockReading
from game.table.move_log import LogEntry
from game.table.reading_pause import ReadingPauseView
from game.table.seats import TableSetup


@runtime_checkable
class PlayedTable(Protocol):
    """What a table scene reads and does at a table."""

    setup: TableSetup
    log: list[LogEntry]

    @property
    def state(self) -> State:
        """The game state as this device may hold it, for reading only."""

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""

    @property
    def offers_advice(self) -> bool:
        """Whether a computer can be asked for advice (Rat) here."""

    def own_seats(self) -> tuple[int, ...]:
        """The seats played on this device."""

    def outcome(self) -> Outcome | None:
        """Scores and places once the game is over."""

    def to_act(self) -> tuple[int, ...]:
        """The seats that must act now."""

    def humans_to_act(self) -> tuple[int, ...]:
        """The seats of this device that must act now."""

    def legal_moves(self, seat: int) -> tuple[Move, ...]:
        """The moves the seat may make now."""

    def clock(self, seat: int) -> ClockReading | None:
        """The seat's clock, None without one."""

    def view(self, seat: int | None) -> dict[str, Any]:
        """What the seat may see."""

    def reading_pause(self) -> ReadingPauseView | None:
        """The open reading pause, else None."""

    def submit(self, seat: int, move: Move | str) -> list[Event]:
        """A move of a seat of this device; IllegalMoveError in words when it is refused."""

    def update(self) -> list[Event]:
        """Called every frame: the events of the moves made since the last call."""

    def continue_reading(self, seat: int) -> bool:
        """Weiter for a seat of this device."""

    def pause_clocks(self) -> None:
        """Holds the clocks while the client animates (where this device holds them)."""

    def resume_clocks(self) -> None:
        """Lets the clocks run on."""

    def request_advice(self, seat: int) -> None:
        """Asks the computer for advice for the seat."""

    def advice(self, seat: int) -> Move | None:
        """The advised move, once it came."""

    def advice_plan(self, seat: int) -> tuple[Move, ...]:
        """The advised steps of the whole turn."""

    def to_dict(self) -> dict[str, Any]:
        """The table as data for a save (SaveError where this device does not keep it)."""
