"""What the strong computer thinks a decision is worth: its best choice, the one played and the
best few others, each with its expected value for the seat (higher is better).

A decision is one move, or in the games whose strong computer plans whole turns (Tycoon,
Speedchicago) the steps of a turn up to its end. Every strong bot offers appraise(); with a fixed
iteration cap and no clock (appraiser()) its answers depend only on the seed, so that a review of
the same game comes out the same every time.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from game.ai.arena import load_bots
from game.ai.registry import make_bot
from game.rules.core import Move, State

# How many choices an appraisal ranks (the best and the next best two): what the Rat shows.
RANKED = 3


@dataclass(frozen=True)
class Choice:
    """One way to decide (its steps: a single move in most games) and its expected value."""

    steps: tuple[Move, ...]
    value: float

    def text(self) -> str:
        """The steps in their text forms, separated by semicolons."""
        return "; ".join(step.text() for step in self.steps)


@dataclass(frozen=True)
class Appraisal:
    """The strong computer's view of one decision, in the unit of its game (see UNITS).

    best is the choice the strong computer makes; ranked the best few choices by value, best
    first (the computer's own choice need not top it: a search keeps its first pick unless
    another beats it surely); played the choice made, when one was given.
    """

    unit: str
    best: Choice
    ranked: tuple[Choice, ...]
    played: Choice | None = None

    @property
    def loss(self) -> float:
        """How much less the played choice is expected to bring than the best (never below 0)."""
        if self.played is None:
            return 0.0
        return max(0.0, self.best.value - self.played.value)


@runtime_checkable
class Appraiser(Protocol):
    """A strong bot that values decisions (every game's strong bot is one)."""

    unit: str
    appraisal_iterations: int

    def appraise(self, state: State, player: int, played: Sequence[Move] = ()) -> Appraisal | None:
        """The seat's decision now (and the steps played, if given), or None where the strong
        computer does not search this kind of decision (a single legal move, a heuristic phase)."""

    def continues(self, state: State, player: int, step: Move) -> bool:
        """Whether the seat's decision goes on after this step led to this state (a turn of
        several steps); False in the games that decide move by move."""


def appraiser(game: str, seed: int, iterations: int | None = None) -> Appraiser:
    """The game's strong bot without a clock, capped at its appraisal iterations (or these)."""
    load_bots(game)
    bot = make_bot(game, "strong", seed)
    if not isinstance(bot, Appraiser):
        raise TypeError(f"the strong computer of {game} cannot value decisions")
    bot.think_ms = None  # type: ignore[attr-defined]
    bot.max_iterations = iterations or bot.appraisal_iterations  # type: ignore[attr-defined]
    return bot


def unique_steps(candidates: Sequence[tuple[Move, ...]]) -> list[tuple[Move, ...]]:
    """The candidates without repeats and without empty ones, in their order."""
    seen: set[tuple[Move, ...]] = set()
    kept: list[tuple[Move, ...]] = []
    for steps in candidates:
        if steps and steps not in seen:
            seen.add(steps)
            kept.append(steps)
    return kept


def appraisal_of(
    unit: str,
    values: Mapping[tuple[Move, ...], float],
    best: tuple[Move, ...],
    played: Sequence[Move] | None,
) -> Appraisal:
    """An appraisal from every valued choice (best and played, where given, among them)."""
    ranked = sorted(values.items(), key=lambda item: -item[1])[:RANKED]
    played_choice = None
    if played is not None:
        steps = tuple(played)
        played_choice = Choice(steps, values[steps])
    return Appraisal(
        unit,
        Choice(best, values[best]),
        tuple(Choice(steps, value) for steps, value in ranked),
        played_choice,
    )


def single_moves(moves: Sequence[Move]) -> list[tuple[Move, ...]]:
    """Moves as one-step choices, without repeats."""
    return unique_steps([(move,) for move in moves])
