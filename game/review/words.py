"""A review told in words: moves in the game's language, losses and values with their unit, and
where in the game a decision was made. The same for every front end."""

from __future__ import annotations

from collections.abc import Sequence

from game.replay.marks import DecisionMark
from game.review.marks import GOOD
from game.review.review import GameReview, ReviewedDecision
from game.texts import language, template, text

# Steps of a choice are separated so in their text forms (see game.ai.appraisal.Choice).
STEP_SEPARATOR = "; "
# The unit of Speedstocks' appraisals: bears against the others' mean, negated (see its bot).
BEARS = "bears"


def step_words(game: str, step: str) -> str:
    """One move in words ('choose 17' → 'Aktie 17'); its text form where the game has no words
    for it."""
    verb, _, rest = step.partition(" ")
    key = f"review.verb.{game}.{verb}"
    try:
        template(key)
    except KeyError:
        return step
    return text(key, rest=rest)


def choice_words(game: str, choice: str) -> str:
    """A choice of one or several steps in words, in the order played."""
    steps = [step for step in choice.split(STEP_SEPARATOR) if step]
    return text("review.steps_separator").join(step_words(game, step) for step in steps)


def number_words(value: float, signed: bool = False) -> str:
    """A value with one decimal, in the language's way (a decimal comma in German), with its sign
    where asked (a true minus sign)."""
    shown = f"{value:+.1f}" if signed else f"{value:.1f}"
    shown = shown.replace("-", "−")
    return shown.replace(".", ",") if language() == "de" else shown


def shown_value(unit: str, value: float) -> float:
    """A value as a player reads it: bears as bears (more is worse), the rest as they are."""
    return -value if unit == BEARS else value


def loss_words(loss: float, unit: str) -> str:
    """What a decision cost: '+4,2 Bären', '−3,0 Punkte'."""
    return text(f"review.cost.{unit}", loss=number_words(loss))


def place_words(decision: ReviewedDecision) -> str:
    """Where in the game a decision was made: 'Runde 3, Zug 12'."""
    return text("review.round_move", round=decision.round, move=decision.turn)


def difference_words(decision: ReviewedDecision, unit: str) -> str:
    """The expected difference in words, with both values as a player reads them."""
    return text(
        f"review.difference.{unit}",
        loss=number_words(decision.loss),
        played=number_words(shown_value(unit, decision.played_value), True),
        best=number_words(shown_value(unit, decision.best_value), True),
    )


def mark_words(mark: str) -> str:
    """A mark in words: gut, ungenau, Fehler."""
    return text(f"review.mark.{mark}")


def ranked_words(game: str, unit: str, ranked: Sequence[tuple[str, float]]) -> str:
    """The Rat's reasons: the best few choices with their expected values."""
    choices = text("review.rat_separator").join(
        text(
            "review.rat_choice",
            move=choice_words(game, choice),
            value=number_words(shown_value(unit, value), True),
        )
        for choice, value in ranked
    )
    return text(f"review.rat.{unit}", choices=choices)


def replay_marks(review: GameReview) -> dict[int, DecisionMark]:
    """The review's marks as a replay viewer shows them, by the index of each decision's first
    move: the mark, the better choice in words where the decision was not good, and its cost."""
    return {
        decision.first_move: DecisionMark(
            decision.mark,
            None if decision.mark == GOOD else choice_words(review.game, decision.better),
            decision.loss,
        )
        for decision in review.decisions
    }
