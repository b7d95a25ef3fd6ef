"""A review made away from the client's frames: in a worker process of its own (as the computers
think in theirs), telling its progress; or inline, for tests and tools.

The client starts a job when a game against computers ends and polls it every frame; the job
never blocks the caller. A worker ends with the game that started it (see game.table.bots).
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any, Protocol

from game.review.decisions import LoggedMove, PlayedMove, ReviewError
from game.review.review import GameReview, review_table
from game.rules.core import SaveError
from game.table.bots import end_with_parent
from game.table.seats import TableSetup

# Seconds a cancelled worker gets to end before it is killed.
STOP_SECONDS = 2.0
# Inline reviews (tests and tools, whose computers think inline too) use this iteration cap:
# they want the review at once, not the depth of the worker's.
INLINE_ITERATIONS = 4


@dataclass(frozen=True)
class ReviewStatus:
    """Where a review stands: decisions appraised of how many (0 of 0 before it has counted),
    and once finished its review or the error in words that stopped it."""

    done: int = 0
    total: int = 0
    review: GameReview | None = None
    error: str | None = None

    @property
    def finished(self) -> bool:
        """Whether the review is ready or has failed."""
        return self.review is not None or self.error is not None

    @property
    def share(self) -> float:
        """How much of the review is done, from 0 to 1."""
        if self.finished:
            return 1.0
        return self.done / self.total if self.total else 0.0


class ReviewJob(Protocol):
    """A review under way."""

    def poll(self) -> ReviewStatus:
        """Where it stands now, without waiting."""

    def cancel(self) -> None:
        """Stops it; its result is no longer wanted."""


class InlineReview:
    """Reviews in the caller's process on the first poll: for tests and command-line tools."""

    def __init__(
        self, setup: TableSetup, moves: Sequence[LoggedMove], iterations: int | None = None
    ) -> None:
        self.setup = setup
        self.moves = [PlayedMove.of(entry) for entry in moves]
        self.iterations = iterations
        self._status: ReviewStatus | None = None

    def poll(self) -> ReviewStatus:
        """The finished review (made now, the first time)."""
        if self._status is None:
            self._status = finished_status(self.setup, self.moves, self.iterations)
        return self._status

    def cancel(self) -> None:
        """Nothing runs between polls."""


def finished_status(
    setup: TableSetup, moves: Sequence[PlayedMove], iterations: int | None
) -> ReviewStatus:
    """The review made here and now, as a finished status (its error in words if it fails)."""
    try:
        review = review_table(setup, moves, iterations=iterations)
    except (ReviewError, SaveError, ValueError) as error:
        return ReviewStatus(error=str(error))
    count = len(review.decisions)
    return ReviewStatus(count, count, review)


class BackgroundReview:
    """Reviews in a worker process that reports each decision appraised."""

    def __init__(
        self, setup: TableSetup, moves: Sequence[LoggedMove], iterations: int | None = None
    ) -> None:
        context = multiprocessing.get_context("spawn")
        self._answers, worker_end = context.Pipe(duplex=False)
        played = [PlayedMove.of(entry) for entry in moves]
        self._process = context.Process(
            target=review_in_worker,
            args=(setup.to_dict(), played, iterations, worker_end),
            name="speed-games-review",
            daemon=True,
        )
        self._status = ReviewStatus()
        try:
            self._process.start()
        finally:
            # Only the worker keeps its end: its death then reads as the end of its messages.
            worker_end.close()

    def poll(self) -> ReviewStatus:
        """Reads what the worker has said since the last poll."""
        while not self._status.finished:
            try:
                if not self._answers.poll():
                    break
                message = self._answers.recv()
            except (EOFError, OSError):
                self._status = ReviewStatus(error="the review stopped before it was done")
                break
            self._status = status_from_message(message)
        if self._status.finished:
            self._close()
        return self._status

    def cancel(self) -> None:
        """Ends the worker at once."""
        if self._process.is_alive():
            self._process.terminate()
            self._process.join(STOP_SECONDS)
        self._close()

    def _close(self) -> None:
        """Lets the pipe go and reaps the worker."""
        self._answers.close()
        self._process.join(0)


def status_from_message(message: Any) -> ReviewStatus:
    """A status from a worker's message: ('progress', done, total), ('review', data) or
    ('error', words); anything else is an error in words."""
    try:
        kind = message[0]
        if kind == "progress":
            return ReviewStatus(int(message[1]), int(message[2]))
        if kind == "review":
            review = GameReview.from_dict(message[1])
            return ReviewStatus(len(review.decisions), len(review.decisions), review)
        if kind == "error":
            return ReviewStatus(error=str(message[1]))
    except (IndexError, TypeError, ValueError) as error:
        return ReviewStatus(error=f"the review worker said something unreadable: {error}")
    return ReviewStatus(error=f"the review worker said something unknown: {message!r}")


def review_in_worker(
    setup: dict[str, Any],
    moves: list[PlayedMove],
    iterations: int | None,
    answers: Connection,
) -> None:
    """The worker: reviews, telling each step of its progress, then the review or the error."""
    end_with_parent()

    def told(done: int, total: int) -> None:
        answers.send(("progress", done, total))

    try:
        table_setup = TableSetup.from_dict(setup)
        review = review_table(table_setup, moves, told, iterations)
    except Exception as error:  # a failing review must say so, not leave the client waiting
        answers.send(("error", str(error) or type(error).__name__))
    else:
        answers.send(("review", review.to_dict()))
    finally:
        answers.close()


def start_review(setup: TableSetup, moves: Sequence[LoggedMove], inline: bool) -> ReviewJob:
    """A review job: inline where the computers think inline (tests and tools, at the quick
    INLINE_ITERATIONS), else in a worker at the strong computer's appraisal caps."""
    if inline:
        return InlineReview(setup, moves, INLINE_ITERATIONS)
    return BackgroundReview(setup, moves)
