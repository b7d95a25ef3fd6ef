"""The review of a finished game: every decision of its people appraised by the strong computer,
marked, and the most costly ones picked out.

Every decision's appraisal starts from a seed of its own (the game's seed and where the
decision began), with the strong bot's iteration cap and no clock, so that the same game gives
the same review every time, in any process and in any order.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.ai.appraisal import Appraisal, appraiser
from game.review.decisions import Decision, LoggedMove, ReviewError, decisions, people_decide
from game.review.marks import MARKS, mark
from game.table.seats import TableSetup

# How many of the most costly decisions the end table shows.
COSTLIEST = 3

# Told after each decision appraised: how many are done, of how many.
Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class ReviewedDecision:
    """One decision as the review judges it, in the game's unit (see game.ai.appraisal)."""

    seat: int
    # The index of its first step among the game's moves; its round and its turn in that round
    # as a replay counts them (from 1).
    first_move: int
    round: int
    turn: int
    played: str
    better: str
    played_value: float
    best_value: float
    mark: str
    # The best few choices and their values, best first (for the words beside the mark).
    ranked: tuple[tuple[str, float], ...]

    @property
    def loss(self) -> float:
        """How much less the decision is expected to bring than the better one."""
        return max(0.0, self.best_value - self.played_value)

    def to_dict(self) -> dict[str, Any]:
        """The decision as JSON-ready data."""
        return {
            "seat": self.seat,
            "first_move": self.first_move,
            "round": self.round,
            "turn": self.turn,
            "played": self.played,
            "better": self.better,
            "played_value": self.played_value,
            "best_value": self.best_value,
            "mark": self.mark,
            "ranked": [list(choice) for choice in self.ranked],
        }

    @classmethod
    def from_dict(cls, data: Any) -> ReviewedDecision:
        """A decision from to_dict() data; ReviewError in words when it is malformed."""
        try:
            decision = cls(
                int(data["seat"]),
                int(data["first_move"]),
                int(data["round"]),
                int(data["turn"]),
                str(data["played"]),
                str(data["better"]),
                float(data["played_value"]),
                float(data["best_value"]),
                str(data["mark"]),
                tuple((str(text), float(value)) for text, value in data["ranked"]),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise ReviewError(f"a reviewed decision is malformed: {error!r}") from None
        if decision.mark not in MARKS:
            raise ReviewError(f"a reviewed decision has the unknown mark {decision.mark!r}")
        return decision


@dataclass(frozen=True)
class GameReview:
    """Every reviewed decision of a game, in order, and the unit its values are in."""

    game: str
    unit: str
    decisions: tuple[ReviewedDecision, ...]

    def costliest(self, count: int = COSTLIEST) -> tuple[ReviewedDecision, ...]:
        """The decisions that cost the most, dearest first (only those that cost anything; of
        equal losses the earlier)."""
        costly = [decision for decision in self.decisions if decision.loss > 0.0]
        costly.sort(key=lambda decision: (-decision.loss, decision.first_move))
        return tuple(costly[:count])

    def to_dict(self) -> dict[str, Any]:
        """The review as JSON-ready data."""
        return {
            "game": self.game,
            "unit": self.unit,
            "decisions": [decision.to_dict() for decision in self.decisions],
        }

    @classmethod
    def from_dict(cls, data: Any) -> GameReview:
        """A review from to_dict() data; ReviewError in words when it is malformed."""
        if not isinstance(data, dict) or not isinstance(data.get("decisions"), list):
            raise ReviewError("a review must be a mapping with a list of decisions")
        return cls(
            str(data.get("game", "")),
            str(data.get("unit", "")),
            tuple(ReviewedDecision.from_dict(item) for item in data["decisions"]),
        )


def decision_seed(game_seed: int, first_move: int) -> int:
    """The appraisal's seed of the decision that began at this move of this game."""
    text = f"review/{game_seed}/{first_move}"
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big") >> 1


def review_moves(
    game: str,
    players: int,
    seed: int,
    options: Mapping[str, str],
    moves: Sequence[LoggedMove],
    seats: Collection[int],
    progress: Progress | None = None,
    iterations: int | None = None,
) -> GameReview:
    """The review of these seats' decisions in a game given by its seed, options and moves;
    ReviewError in words when the moves do not replay. iterations: another cap than the
    strong bot's appraisal cap."""
    judge = appraiser(game, seed, iterations)
    found = list(decisions(game, players, seed, options, moves, seats, judge))
    reviewed: list[ReviewedDecision] = []
    for done, decision in enumerate(found, 1):
        judge.rng.seed(decision_seed(seed, decision.first_move))  # type: ignore[attr-defined]
        appraisal = judge.appraise(decision.state.copy(), decision.seat, decision.steps)
        if appraisal is not None:
            reviewed.append(reviewed_decision(game, decision, appraisal))
        if progress is not None:
            progress(done, len(found))
    return GameReview(game, judge.unit, tuple(reviewed))


def reviewed_decision(game: str, decision: Decision, appraisal: Appraisal) -> ReviewedDecision:
    """A decision with its appraisal, marked."""
    played = appraisal.played
    assert played is not None
    return ReviewedDecision(
        decision.seat,
        decision.first_move,
        decision.round,
        decision.turn,
        played.text(),
        appraisal.best.text(),
        played.value,
        appraisal.best.value,
        mark(game, appraisal.loss),
        tuple((choice.text(), choice.value) for choice in appraisal.ranked),
    )


def people_seats(moves: Sequence[LoggedMove]) -> tuple[int, ...]:
    """The seats at which a person made at least one move."""
    return tuple(sorted({entry.seat for entry in moves if people_decide(entry)}))


def review_table(
    setup: TableSetup,
    moves: Sequence[LoggedMove],
    progress: Progress | None = None,
    iterations: int | None = None,
) -> GameReview:
    """The review of every person's decisions at a finished table (its setup and its log, or a
    game record's setup and moves)."""
    return review_moves(
        setup.game,
        len(setup.seats),
        setup.seed,
        setup.option_map(),
        moves,
        people_seats(moves),
        progress,
        iterations,
    )


def reviews_people(setup: TableSetup) -> bool:
    """Whether a table is one a review is made for: people playing against computers."""
    kinds = [seat.is_human for seat in setup.seats]
    return any(kinds) and not all(kinds)
