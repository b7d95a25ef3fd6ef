"""The review of a finished game against computers: each decision of the people judged by the
strong computer (expected value of the best choice against the one made), marked good,
inaccurate or a mistake, the most costly ones first. Headless: no pygame here."""

from game.review.decisions import Decision, PlayedMove, ReviewError, decisions
from game.review.marks import GOOD, INACCURATE, LIMITS, MARKS, MISTAKE, Limits, mark
from game.review.review import (
    COSTLIEST,
    GameReview,
    ReviewedDecision,
    review_moves,
    review_table,
    reviews_people,
)
from game.review.worker import (
    BackgroundReview,
    InlineReview,
    ReviewJob,
    ReviewStatus,
    start_review,
)

__all__ = [
    "COSTLIEST",
    "BackgroundReview",
    "InlineReview",
    "PlayedMove",
    "ReviewJob",
    "ReviewStatus",
    "start_review",
    "GOOD",
    "INACCURATE",
    "LIMITS",
    "MARKS",
    "MISTAKE",
    "Decision",
    "GameReview",
    "Limits",
    "ReviewError",
    "ReviewedDecision",
    "decisions",
    "mark",
    "review_moves",
    "review_table",
    "reviews_people",
]
