"""The three scorings: majorities per branch, the highway ring, zones, Nachhaltigkeit, loans."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.core import Event
from game.rules.speedtycoon import empire as geometry
from game.rules.speedtycoon import events as ev
from game.rules.speedtycoon.catalogue import BRANCHES
from game.rules.speedtycoon.majorities import Standing, standings
from game.rules.speedtycoon.tables import (
    BOOM_BRANCH,
    IPO_SCORING,
    LOAN_PENALTY,
    POLLUTING_PAIR,
    SCORING_POINTS,
    SUSTAINABLE_PAIR,
    UNICORN_MANY_PLAYERS,
    UNICORN_THRESHOLDS,
)

if TYPE_CHECKING:
    from game.rules.speedtycoon.state import SpeedtycoonState


@dataclass(frozen=True)
class PlayerScoring:
    """What one player gets at a scoring, part by part."""

    branches: tuple[int, ...]
    ring: int
    zones: int
    sustainability: int
    loans: int

    @property
    def total(self) -> int:
        """All parts together."""
        return sum(self.branches) + self.ring + self.zones + self.sustainability + self.loans


@dataclass(frozen=True)
class BranchScoring:
    """One branch at a scoring: the counts (players, then the Staatsfonds in a game of two), the
    points of places 1, 2, … (doubled by a Tech-Boom or Bauboom), the standings with ties split,
    each player's points (the Staatsfonds takes a place but no points), and its Unicorn: the
    holder (-1: none yet or no module) and the buildings that win it (0 without the module).
    The Unicorn pays at once, never at a scoring: it is shown, not added."""

    branch: int
    counts: tuple[int, ...]
    paid: tuple[int, ...]
    doubled: bool
    standings: tuple[Standing, ...]
    points: tuple[int, ...]
    unicorn: int
    unicorn_threshold: int


@dataclass(frozen=True)
class Scoring:
    """How a scoring ends: per branch its counts and standings, and each player's points."""

    scoring: int
    branches: tuple[BranchScoring, ...]
    players: tuple[PlayerScoring, ...]
    fund: bool

    @property
    def counts(self) -> tuple[tuple[int, ...], ...]:
        """Counts per branch: the players, then the Staatsfonds in a game of two."""
        return tuple(branch.counts for branch in self.branches)

    @property
    def totals(self) -> tuple[int, ...]:
        """What each player gains at this scoring."""
        return tuple(part.total for part in self.players)


def unicorn_threshold(state: SpeedtycoonState, branch: int) -> int:
    """Buildings of a branch that win its Unicorn: one fewer from five players and one fewer
    with Blitz, two fewer with both."""
    fewer = int(state.players >= UNICORN_MANY_PLAYERS) + int("blitz" in state.modules)
    return UNICORN_THRESHOLDS[branch] - fewer


def _branch_scoring(
    state: SpeedtycoonState, scoring: int, branch: int, per_player: list[list[int]]
) -> BranchScoring:
    """One branch at the given scoring, from the players' counts (and the Staatsfonds')."""
    row = [counts_of[branch] for counts_of in per_player]
    if state.players == 2:
        row.append(state.fund_counts()[branch])
    doubled = branch in {BOOM_BRANCH[boom] for boom in state.booms}
    paid = SCORING_POINTS[scoring][branch]
    if doubled:
        paid = tuple(2 * value for value in paid)
    ranked = standings(row, paid)
    points = [0] * state.players
    for standing in ranked:
        for participant in standing.participants:
            if participant < state.players:
                points[participant] = standing.share
    unicorn = "unicorn" in state.modules
    return BranchScoring(
        branch,
        tuple(row),
        tuple(paid),
        doubled,
        ranked,
        tuple(points),
        state.unicorns[branch] if unicorn else -1,
        unicorn_threshold(state, branch) if unicorn else 0,
    )


def scoring_of(state: SpeedtycoonState, scoring: int) -> Scoring:
    """How the given scoring would end now: the one answer both the scoring itself and the
    client's 'Mehrheiten' view use. Everything it reads lies open on the table."""
    per_player = [state.branch_counts(player) for player in range(state.players)]
    branches = tuple(
        _branch_scoring(state, scoring, branch, per_player) for branch in range(len(BRANCHES))
    )
    players = []
    for player in range(state.players):
        empire = state.empires[player]
        zones = geometry.zone_points(empire) if "sonderzonen" in state.modules else 0
        sustainability = 0
        if "nachhaltigkeit" in state.modules:
            sustainability = geometry.touching_pairs(
                empire, *SUSTAINABLE_PAIR
            ) - geometry.touching_pairs(empire, *POLLUTING_PAIR)
        loans = 0
        if scoring == IPO_SCORING and "kredite" in state.modules:
            loans = -LOAN_PENALTY * state.loans[player]
        players.append(
            PlayerScoring(
                tuple(branch.points[player] for branch in branches),
                geometry.highway_ring(empire),
                zones,
                sustainability,
                loans,
            )
        )
    return Scoring(scoring, branches, tuple(players), state.players == 2)


def next_scoring(state: SpeedtycoonState) -> int:
    """The scoring that comes next (the IPO once both in the deck are over)."""
    return min(state.scorings, IPO_SCORING)


def hold_scoring(state: SpeedtycoonState, scoring: int, events: list[Event] | None) -> None:
    """Adds a scoring's points; the Tech-Boom and Bauboom are used up by it."""
    result = scoring_of(state, scoring)
    for player, part in enumerate(result.players):
        state.points[player] += part.total
    state.booms = []
    if events is not None:
        events.append(
            ev.ScoringHeld(
                scoring,
                tuple(part.total for part in result.players),
                tuple(part.branches for part in result.players),
                tuple(part.ring for part in result.players),
                tuple(state.points),
            )
        )
