"""Test doubles for tables: a clock the test winds by hand and a bot service it answers by hand."""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.core import State
from game.table import BotAnswer, BotRequest, InlineBotService, Seat, Table, TableSetup

GAME = "speedstocks"


class FakeClock:
    """A time source that moves only when the test says so."""

    def __init__(self, start: float = 1000.0) -> None:
        self.time = start

    def __call__(self) -> float:
        return self.time

    def advance(self, seconds: float) -> None:
        """Lets this many seconds pass."""
        self.time += seconds


class ScriptedBotService:
    """Keeps every request; answers only what the test hands it with answer()."""

    def __init__(self) -> None:
        self.asked: list[BotRequest] = []
        self._ready: list[BotAnswer] = []
        # How often the table collected answers (an inline service would think each time).
        self.collected = 0

    def ask(self, request: BotRequest) -> None:
        """Records the request."""
        self.asked.append(request)

    def answer(self, request: BotRequest, move: str | None, error: str | None = None) -> None:
        """Makes an answer to the request ready for the next answers()."""
        self._ready.append(BotAnswer(request.ticket, move, error))

    def answers(self) -> list[BotAnswer]:
        """The answers handed in since the last call."""
        self.collected += 1
        ready, self._ready = self._ready, []
        return ready

    def close(self) -> None:
        """Nothing to stop."""

    def last_for(self, seat: int) -> BotRequest:
        """The latest request about this seat."""
        return [request for request in self.asked if request.seat == seat][-1]


def setup(
    kinds: Sequence[str] = ("human", "computer"),
    *,
    strengths: Sequence[str] | None = None,
    seed: int = 7,
    turn_seconds: int | None = 30,
    options: dict[str, str] | None = None,
) -> TableSetup:
    """A Speedstocks table setup with one seat of each given kind."""
    # People keep the take-over strength "normal"; computers play easy unless told otherwise.
    strengths = strengths or ["normal" if kind == "human" else "easy" for kind in kinds]
    seats = tuple(
        Seat(f"{kind.title()} {number}", kind, strength)
        for number, (kind, strength) in enumerate(zip(kinds, strengths))
    )
    return TableSetup(GAME, seats, options or {}, seed, turn_seconds)


def table(
    kinds: Sequence[str] = ("human", "computer"),
    *,
    bots: object | None = None,
    clock: FakeClock | None = None,
    state: State | None = None,
    **setup_options: object,
) -> Table:
    """A table on a fake clock with inline bots unless others are given."""
    return Table(
        setup(kinds, **setup_options),  # type: ignore[arg-type]
        bots if bots is not None else InlineBotService(),  # type: ignore[arg-type]
        now=clock or FakeClock(),
        state=state,
        think_ms=5,
    )


def settle(table_: Table, rounds: int = 3) -> None:
    """Runs a few updates so that inline computers answer and their moves are applied."""
    for _ in range(rounds):
        table_.update()
