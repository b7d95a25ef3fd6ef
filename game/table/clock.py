"""The turn clock: one clock per seat to act, with grace, pause and an injected time source."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass

from game.table.clock_rules import TimeLimit


@dataclass(frozen=True)
class ClockReading:
    """A seat's clock now: seconds left of the current stretch, whether it is the grace
    (Nachfrist), and the full length of that stretch (for drawing how much is gone)."""

    remaining: float
    grace: bool
    total: float


@dataclass
class _SeatClock:
    """One running clock: its limit, the decision it times, and the seconds it has run."""

    limit: TimeLimit | None
    key: Hashable
    elapsed: float
    started_at: float | None  # None while paused


class TurnClock:
    """The clocks of all seats to act; a seat's clock runs from the moment it must act.

    The owner calls sync() after every change of the state with the seats to act, their
    limits and their decision keys. A seat keeps its clock while it stays to act with the same
    key (one clock for a turn of several steps); it gets a fresh clock when it enters again or
    when its key changes.
    """

    def __init__(self, now: Callable[[], float]) -> None:
        self._now = now
        self._clocks: dict[int, _SeatClock] = {}
        self._paused = False

    @property
    def paused(self) -> bool:
        """Whether all clocks stand still (while the client animates)."""
        return self._paused

    def sync(self, acting: Mapping[int, tuple[TimeLimit | None, Hashable]]) -> None:
        """Starts the clocks of seats that entered or began a new decision; drops the others."""
        now = self._now()
        for seat in [seat for seat in self._clocks if seat not in acting]:
            del self._clocks[seat]
        for seat, (limit, key) in acting.items():
            clock = self._clocks.get(seat)
            if clock is None or clock.key != key:
                self._clocks[seat] = _SeatClock(limit, key, 0.0, None if self._paused else now)
            else:
                clock.limit = limit

    def elapsed(self, seat: int) -> float:
        """Seconds the seat's clock has run; 0 when the seat has none."""
        clock = self._clocks.get(seat)
        if clock is None:
            return 0.0
        running = 0.0 if clock.started_at is None else max(0.0, self._now() - clock.started_at)
        return clock.elapsed + running

    def reading(self, seat: int) -> ClockReading | None:
        """The seat's clock now; None when it has no clock (not to act, or no time limit)."""
        clock = self._clocks.get(seat)
        if clock is None or clock.limit is None:
            return None
        limit = clock.limit
        elapsed = self.elapsed(seat)
        if elapsed < limit.seconds or limit.grace <= 0.0:
            return ClockReading(max(0.0, limit.seconds - elapsed), False, limit.seconds)
        return ClockReading(max(0.0, limit.total - elapsed), True, limit.grace)

    def expired(self, seat: int) -> bool:
        """Whether the seat's time and grace are both used up."""
        clock = self._clocks.get(seat)
        if clock is None or clock.limit is None:
            return False
        return self.elapsed(seat) >= clock.limit.total

    def pause(self) -> None:
        """Stops every clock where it is."""
        if self._paused:
            return
        now = self._now()
        for clock in self._clocks.values():
            if clock.started_at is not None:
                clock.elapsed += max(0.0, now - clock.started_at)
                clock.started_at = None
        self._paused = True

    def resume(self) -> None:
        """Lets every clock run on from where it stopped."""
        if not self._paused:
            return
        now = self._now()
        for clock in self._clocks.values():
            clock.started_at = now
        self._paused = False

    def elapsed_by_seat(self) -> dict[int, float]:
        """The seconds every running clock has run, for saving."""
        return {seat: self.elapsed(seat) for seat in self._clocks}

    def set_elapsed(self, seat: int, elapsed: float) -> None:
        """Winds a seat's clock to this many seconds run (a loaded table goes on from there)."""
        clock = self._clocks.get(seat)
        if clock is None:
            return
        clock.elapsed = elapsed
        clock.started_at = None if self._paused else self._now()

    def wind_on(self, seconds: float, keep_left: float) -> None:
        """Lets every limited clock run on by this many seconds (time that passed while nobody
        held the table), leaving at least keep_left seconds of what was left."""
        for seat, clock in self._clocks.items():
            if clock.limit is None:
                continue
            elapsed = self.elapsed(seat)
            latest = max(elapsed, clock.limit.total - keep_left)
            self.set_elapsed(seat, min(elapsed + max(0.0, seconds), latest))
