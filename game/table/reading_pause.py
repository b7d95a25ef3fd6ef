"""The reading pause: after a scoring the table stands until every person has pressed Weiter, or,
with a clock, until its reading time and Bedenkzeit have run out."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from game.rules.core import SaveError

_SAVED_KEYS = frozenset({"pressed", "elapsed"})


@dataclass(frozen=True)
class ReadingPauseView:
    """A reading pause now: the events being read (as the log keeps them), the seats that have
    pressed Weiter, those still to press, and the seconds left and in all (None: no clock)."""

    events: tuple[dict[str, Any], ...]
    pressed: tuple[int, ...]
    waiting: tuple[int, ...]
    remaining: float | None
    total: float | None

    def to_dict(self) -> dict[str, Any]:
        """The pause as JSON-ready data, for the table's public view."""
        return {
            "events": list(self.events),
            "pressed": list(self.pressed),
            "waiting": list(self.waiting),
            "remaining": self.remaining,
            "total": self.total,
        }


class ReadingPause:
    """One open pause: who has pressed Weiter and how long it has stood, on an injected clock.

    Its time stands still while held (the client animating the scoring step by step), so the
    reading time begins when everything is shown. seconds is None where no clock runs: then only
    the last person's Weiter ends it.
    """

    def __init__(
        self,
        events: Iterable[dict[str, Any]],
        seconds: float | None,
        now: Callable[[], float],
        *,
        held: bool = False,
        pressed: Iterable[int] = (),
        elapsed: float = 0.0,
    ) -> None:
        self.events = tuple(events)
        self.seconds = seconds
        self._now = now
        self._pressed = set(pressed)
        self._elapsed = elapsed
        self._started_at: float | None = None if held else now()

    @property
    def pressed(self) -> tuple[int, ...]:
        """The seats that have pressed Weiter, in seat order."""
        return tuple(sorted(self._pressed))

    def waiting(self, humans: Iterable[int]) -> tuple[int, ...]:
        """The people (of these seats) who still have to press Weiter."""
        return tuple(seat for seat in humans if seat not in self._pressed)

    def press(self, seat: int) -> None:
        """Records the seat's Weiter (the table has checked that a person plays it)."""
        self._pressed.add(seat)

    def forget(self, seat: int) -> None:
        """Drops the seat's Weiter (its person left, a computer plays it now)."""
        self._pressed.discard(seat)

    def elapsed(self) -> float:
        """Seconds the pause has stood, not counting the time it was held."""
        if self._started_at is None:
            return self._elapsed
        return self._elapsed + max(0.0, self._now() - self._started_at)

    def remaining(self) -> float | None:
        """Seconds until it ends by itself; None where no clock runs."""
        if self.seconds is None:
            return None
        return max(0.0, self.seconds - self.elapsed())

    def expired(self) -> bool:
        """Whether its time has run out (never without a clock)."""
        return self.seconds is not None and self.elapsed() >= self.seconds

    def over(self, humans: Iterable[int]) -> bool:
        """Whether the table may go on: nobody left to press (a table of computers only never
        waits), or the time has run out."""
        return not self.waiting(humans) or self.expired()

    def hold(self) -> None:
        """Stops its time where it is."""
        if self._started_at is not None:
            self._elapsed = self.elapsed()
            self._started_at = None

    def run(self) -> None:
        """Lets its time run on."""
        if self._started_at is None:
            self._started_at = self._now()

    def view(self, humans: Iterable[int]) -> ReadingPauseView:
        """The pause now, with these seats as the people who must press."""
        return ReadingPauseView(
            self.events, self.pressed, self.waiting(humans), self.remaining(), self.seconds
        )

    def to_dict(self) -> dict[str, Any]:
        """What a saved table keeps of the pause: who pressed and how long it has stood."""
        return {"pressed": list(self.pressed), "elapsed": self.elapsed()}

    @classmethod
    def from_dict(
        cls,
        data: Any,
        events: tuple[dict[str, Any], ...],
        seconds: float | None,
        now: Callable[[], float],
        humans: tuple[int, ...],
        *,
        held: bool = False,
    ) -> ReadingPause:
        """A pause from to_dict() data, for these events and people; SaveError in words when the
        data is malformed or names a seat that is no person at the table."""
        if not isinstance(data, dict) or set(data) != _SAVED_KEYS:
            raise SaveError("the saved reading pause must be a mapping of pressed and elapsed")
        if not events:
            raise SaveError("a reading pause is saved, but the last move brought no scoring")
        pressed = data["pressed"]
        if not isinstance(pressed, list) or any(type(seat) is not int for seat in pressed):
            raise SaveError("the saved reading pause must list the seats that pressed Weiter")
        if len(set(pressed)) != len(pressed):
            raise SaveError("the saved reading pause names a seat twice")
        strangers = [seat for seat in pressed if seat not in humans]
        if strangers:
            raise SaveError(
                f"the saved reading pause says seat {strangers[0]} pressed Weiter, "
                "but no person plays it"
            )
        elapsed = data["elapsed"]
        if type(elapsed) not in (int, float) or not math.isfinite(elapsed) or elapsed < 0:
            raise SaveError(
                f"the saved reading pause has stood {elapsed!r} seconds, no time at all"
            )
        return cls(events, seconds, now, held=held, pressed=pressed, elapsed=float(elapsed))
