"""A table played on a server, as one seat's client holds it: the same reading and moving a
local Table offers the scenes, fed by the server's notices instead of by rules run here.

The state is the stand-in the server sends (what the seat cannot see drawn anew), the log holds
the moves as the seat may read them, and the clocks run on the server: pausing them here does
nothing. A move goes to the server and comes back with its events in a later update(); while it
is on its way the seat is not asked to act again.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.narration.logged_events import event_from_dict
from game.net.protocol import (
    ChatLine,
    ContinueReading,
    PlayMove,
    PotSettled,
    Request,
    TableSnapshot,
    TableUpdate,
)
from game.net.seat_knowledge import load_stand_in
from game.rules.core import Event, IllegalMoveError, Move, Outcome, SaveError, State
from game.rules.registry import get_game
from game.table.clock import ClockReading
from game.table.move_log import BY_COMPUTER, LogEntry
from game.table.reading_pause import ReadingPauseView
from game.table.seats import Seat, TableSetup
from game.taler.words import pot_words

# A move a seat made that the server reported before this client joined (after a snapshot the
# count of moves is known, their texts and events are not).
UNKNOWN_MOVE = LogEntry(-1, "", BY_COMPUTER, False, ())
# How many chat lines and notes a table keeps for the chat panel.
KEPT_LINES = 60


@dataclass(frozen=True)
class TableLine:
    """A chat line, a cheer or a note of the table (seat None), with when it came."""

    seat: int | None
    name: str
    text: str
    cheer: str
    at: float


@dataclass(frozen=True)
class Person:
    """Who holds a seat now: connected or away, and whether a computer replaced them."""

    name: str
    connected: bool
    left: bool


class RemoteTable:
    """One seat's table on a server; scenes read and move through it as through a Table."""

    setup: TableSetup

    def __init__(
        self,
        table_id: str,
        seat: int,
        snapshot: dict[str, Any],
        send: Callable[[Request], None],
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        self.table_id = table_id
        self.seat = seat
        self.version = 0
        self.log: list[LogEntry] = []
        self.lines: list[TableLine] = []
        self.people: list[Person | None] = []
        # The pot of a table played for Taler, once paid at the end.
        self.pot: PotSettled | None = None
        self._send = send
        self._now = now
        self._events: list[Event] = []
        self._view: dict[str, Any] = {}
        self._state: State | None = None
        self._received_at = now()
        # The reference of the own move on its way to the server (0: none).
        self._sent = 0
        self._next_ref = 1
        self._take(snapshot)

    # ---- what the server sends ---------------------------------------------------------------

    def receive(self, notice: TableSnapshot | TableUpdate | ChatLine | PotSettled) -> None:
        """Takes a notice of this table (older versions than the one held are ignored)."""
        if isinstance(notice, ChatLine):
            self._keep_line(notice.seat, notice.name, notice.text, notice.cheer)
            return
        if isinstance(notice, PotSettled):
            self.pot = notice
            self._keep_line(None, "", pot_words(notice), "")
            return
        if notice.v < self.version:
            return
        if isinstance(notice, TableUpdate) and notice.first == self.version + 1:
            self._take_entries(notice.entries)
        self.version = notice.v
        self._take(notice.view)
        if isinstance(notice, TableUpdate) and notice.ref and notice.ref == self._sent:
            self._sent = 0

    def refused(self, ref: int) -> None:
        """The server refused the move with this reference: the seat may act again."""
        if ref == self._sent:
            self._sent = 0

    # ---- reading, as a Table offers it ----------------------------------------------------------

    @property
    def state(self) -> State:
        """The stand-in state: what this seat sees, the rest drawn anew by the server."""
        assert self._state is not None
        return self._state

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self._view.get("outcome") is not None

    @property
    def phase(self) -> str:
        """The table's phase on the server (open, playing, over)."""
        return str(self._view.get("phase", ""))

    @property
    def moving(self) -> bool:
        """Whether an own move is on its way to the server."""
        return self._sent != 0

    @property
    def offers_advice(self) -> bool:
        """False: no Rat at a table with other people."""
        return False

    def own_seats(self) -> tuple[int, ...]:
        """The seats played on this device: this client's one."""
        return (self.seat,)

    def outcome(self) -> Outcome | None:
        """Scores and places once the game is over."""
        data = self._view.get("outcome")
        if data is None:
            return None
        return Outcome(tuple(data["scores"]), tuple(data["places"]), bool(data["lower_is_better"]))

    def to_act(self) -> tuple[int, ...]:
        """The seats that must act now (not this one while its move is on its way)."""
        acting = tuple(self._view.get("to_act", ()))
        return tuple(seat for seat in acting if seat != self.seat or not self.moving)

    def humans_to_act(self) -> tuple[int, ...]:
        """The seat of this device, when it must act now."""
        return tuple(seat for seat in self.to_act() if seat == self.seat)

    def legal_moves(self, seat: int) -> tuple[Move, ...]:
        """The moves the server allows this seat now (none for the others, none while a move is
        on its way)."""
        if seat != self.seat or self.moving:
            return ()
        game = get_game(self.setup.game)
        return tuple(game.parse_move(move) for move in self._view.get("legal", ()))

    def clock(self, seat: int) -> ClockReading | None:
        """The seat's clock as the server last told it, run on since then."""
        clocks = self._view.get("clocks") or []
        if not 0 <= seat < len(clocks) or clocks[seat] is None:
            return None
        reading = clocks[seat]
        gone = 0.0 if self._view.get("clocks_paused") else self._now() - self._received_at
        remaining = max(0.0, float(reading["remaining"]) - gone)
        return ClockReading(remaining, bool(reading["grace"]), float(reading["total"]))

    def view(self, seat: int | None) -> dict[str, Any]:
        """The view the server sent (it is this seat's; others' are not known here)."""
        return dict(self._view)

    def reading_pause(self) -> ReadingPauseView | None:
        """The open reading pause (a scoring shown until everyone pressed Weiter), else None."""
        data = self._view.get("reading")
        if data is None:
            return None
        return ReadingPauseView(
            tuple(data["events"]),
            tuple(data["pressed"]),
            tuple(data["waiting"]),
            data["remaining"],
            data["total"],
        )

    # ---- acting ---------------------------------------------------------------------------------

    def submit(self, seat: int, move: Move | str) -> list[Event]:
        """Sends this seat's move to the server; IllegalMoveError in words, and nothing sent,
        when it is not this device's seat, not its turn, or not a move the rules allow now."""
        if seat != self.seat:
            raise IllegalMoveError(f"seat {seat} is not played on this device")
        if self.moving:
            raise IllegalMoveError("the last move is still on its way to the server")
        if self.is_over:
            raise IllegalMoveError("the game is over; no more moves")
        text = move.text() if isinstance(move, Move) else str(move)
        if text not in self._view.get("legal", ()):
            raise IllegalMoveError(f"'{text}' is not a move you can make now")
        self._sent = self._next_ref
        self._next_ref += 1
        self._send(PlayMove(table=self.table_id, move=text, ref=self._sent))
        return []

    def update(self) -> list[Event]:
        """The events of the moves the server reported since the last call."""
        events, self._events = self._events, []
        return events

    def continue_reading(self, seat: int) -> bool:
        """Weiter for this seat; the table goes on when the server says so."""
        if seat != self.seat:
            raise IllegalMoveError(f"seat {seat} is not played on this device")
        self._send(ContinueReading(table=self.table_id))
        return False

    def pause_clocks(self) -> None:
        """Nothing: the clocks run on the server, as the others' do."""

    def resume_clocks(self) -> None:
        """Nothing: the clocks run on the server."""

    def request_advice(self, seat: int) -> None:
        """IllegalMoveError: no Rat at a table with other people."""
        raise IllegalMoveError("there is no advice at a table with other people")

    def advice(self, seat: int) -> Move | None:
        """None: no Rat at a table with other people."""
        return None

    def advice_plan(self, seat: int) -> tuple[Move, ...]:
        """(): no Rat at a table with other people."""
        return ()

    def to_dict(self) -> dict[str, Any]:
        """SaveError: the server keeps this table, not the device."""
        raise SaveError("a table on the server is kept there, not saved on this device")

    # ---- inside -------------------------------------------------------------------------------

    def _take(self, view: dict[str, Any]) -> None:
        """The seat's new view: the stand-in state, the people, the log's length."""
        if "stand_in" not in view:
            raise SaveError("the server sent no state for this seat")
        self._state = load_stand_in(view["game"], view["stand_in"])
        self._view = view
        self._received_at = self._now()
        people = view.get("people") or []
        self.people = [
            None if entry is None else Person(entry["name"], entry["connected"], entry["left"])
            for entry in people
        ]
        moves = int(view.get("moves", len(self.log)))
        # After a snapshot the moves before it are counted, not known.
        self.log.extend([UNKNOWN_MOVE] * max(0, moves - len(self.log)))
        self.setup = self._setup_from_view()

    def _take_entries(self, entries: list[dict[str, Any]]) -> None:
        """The moves and notes of an update: logged, their events queued for the scene."""
        game = str(self._view.get("game", ""))
        for entry in entries:
            if "note" in entry:
                self._keep_line(None, "", str(entry["note"]), "")
                continue
            self.log.append(
                LogEntry(
                    entry["seat"], entry["move"], entry["by"], entry["take_over"], entry["events"]
                )
            )
            for data in entry["events"]:
                try:
                    self._events.append(event_from_dict(game, data))
                except SaveError:
                    continue  # an event this client does not know; the view has its result

    def _keep_line(self, seat: int | None, name: str, words: str, cheer: str) -> None:
        """A chat line or note, stamped now; only the last ones are kept."""
        line = TableLine(seat, name, words, cheer, self._now())
        self.lines = [*self.lines[-(KEPT_LINES - 1) :], line]

    def _setup_from_view(self) -> TableSetup:
        """The table's setup as far as a seat knows it (no seed: that stays on the server)."""
        view = self._view
        seats = tuple(
            Seat(seat["name"], seat["kind"], seat["strength"]) for seat in view.get("seats", ())
        )
        options = dict(view.get("options") or getattr(self._state, "options", {}) or {})
        return TableSetup(
            view["game"],
            seats,
            options,
            seed=0,
            turn_seconds=view.get("turn_seconds"),
            tempo=str(view.get("tempo", "normal")),
        )
