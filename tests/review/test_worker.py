"""A review away from the client's frames: a worker process tells its progress and hands over
the same review as one made inline; a failing review says why in words."""

from __future__ import annotations

import time

from game.ai.base import RandomBot
from game.review import BackgroundReview, InlineReview, PlayedMove, start_review
from game.review.worker import INLINE_ITERATIONS, ReviewStatus, status_from_message
from tests.review.played import PERSON, played_game

QUICK = 4
WAIT_SECONDS = 60.0


def test_a_worker_reviews_with_progress_as_inline() -> None:
    walker = RandomBot(31)
    setup, log = played_game(
        "speedstocks", 3, 31, lambda state, moves: walker.choose(state, PERSON)
    )
    job = BackgroundReview(setup, log, QUICK)
    seen: list[ReviewStatus] = []
    deadline = time.monotonic() + WAIT_SECONDS
    status = job.poll()
    while not status.finished and time.monotonic() < deadline:
        seen.append(status)
        time.sleep(0.02)
        status = job.poll()
    assert status.error is None and status.review is not None
    inline = InlineReview(setup, log, QUICK).poll()
    assert inline.review == status.review
    assert any(0 < seen_status.done < seen_status.total for seen_status in seen)
    assert status.share == 1.0
    job.cancel()


def test_reviews_run_where_the_computers_think() -> None:
    setup, log = played_game(
        "speedstocks", 3, 33, lambda state, moves: RandomBot(2).choose(state, PERSON), most=8
    )
    inline = start_review(setup, log, inline=True)
    assert isinstance(inline, InlineReview) and inline.iterations == INLINE_ITERATIONS
    background = start_review(setup, log, inline=False)
    assert isinstance(background, BackgroundReview)
    background.cancel()


def test_a_failing_review_says_why() -> None:
    setup, log = played_game(
        "speedstocks", 3, 32, lambda state, moves: RandomBot(1).choose(state, PERSON), most=4
    )
    status = InlineReview(setup, [PlayedMove(0, "take 9", "human")], QUICK).poll()
    assert status.finished and status.review is None
    assert status.error is not None and "move 1" in status.error


def test_worker_messages_are_read_or_refused_in_words() -> None:
    assert status_from_message(("progress", 3, 10)) == ReviewStatus(3, 10)
    assert status_from_message(("progress", 3, 10)).share == 0.3
    assert "unknown" in (status_from_message(("shout",)).error or "")
    assert "unreadable" in (status_from_message(("progress",)).error or "")
