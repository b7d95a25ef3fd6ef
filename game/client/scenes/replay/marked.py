"""A replay with the review's marks: every decision of the people marked good, inaccurate or a
mistake with the better move, on the viewer's step bar. A review made already (the end table's)
is handed in; otherwise, for a game of people against computers, one is made in a worker while
the replay runs, and its marks appear once it is ready."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.scenes.replay.viewer import ReplayScene
from game.review import GameReview, ReviewJob, reviews_people, start_review
from game.review.review import people_seats
from game.review.words import replay_marks
from game.table.bots import InlineBotService

if TYPE_CHECKING:
    from game.client.app import App
    from game.replay import Replay


class MarkedReplayScene(ReplayScene):
    """The replay viewer with the marks of the game's review."""

    def __init__(self, app: App, replay: Replay, review: GameReview | None = None) -> None:
        super().__init__(app, replay, None if review is None else replay_marks(review))
        self.review = review
        self.job: ReviewJob | None = None
        record = replay.record
        if review is None and reviews_people(record.setup) and people_seats(record.moves):
            inline = isinstance(app.services.bots, InlineBotService)
            self.job = start_review(record.setup, record.moves, inline)

    def update(self, dt: float) -> None:
        """Plays on; takes the review's marks once they are ready."""
        super().update(dt)
        if self.job is None:
            return
        status = self.job.poll()
        if status.review is not None:
            self.review = status.review
            self.set_marks(replay_marks(status.review))
        if status.finished:
            self.job = None

    def leave(self) -> None:
        """Back to where the viewer was opened from; a review still running is no longer
        wanted."""
        if self.job is not None:
            self.job.cancel()
            self.job = None
        super().leave()
