"""The marks a review gives a record's decisions, as a replay viewer shows them.

A review (game.review) judges the moves people made; it hands a viewer a mapping from a move's
index in the record (0: the first move) to its mark. Moves without a mark are shown unmarked.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

GOOD = "good"
INACCURATE = "inaccurate"
MISTAKE = "mistake"
VERDICTS: tuple[str, ...] = (GOOD, INACCURATE, MISTAKE)


@dataclass(frozen=True)
class DecisionMark:
    """A judged decision: good, inaccurate or a mistake; the better move's text where there was
    one, and how much the decision cost in expected points (0 for a good one)."""

    verdict: str
    better: str | None = None
    cost: float = 0.0

    def __post_init__(self) -> None:
        if self.verdict not in VERDICTS:
            raise ValueError(f"a decision is {', '.join(VERDICTS)}, not {self.verdict!r}")


# What a viewer is handed: the mark of each judged move by the move's index in the record.
DecisionMarks = Mapping[int, DecisionMark]
