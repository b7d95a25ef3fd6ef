"""The three scorings: majorities per branch, the highway ring, zones, Nachhaltigkeit, loans."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.core import Event
from game.rules.speedtycoon import empire as geometry
from game.rules.speedtycoon import events as ev
from game.rules.speedtycoon.catalogue import BRANCHES
from game.rules.speedtycoon.majorities import place_points
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
class Scoring:
    """How a scoring ends: counts per branch (players, then the Staatsfonds) and each player's
    points."""

    scoring: int
    counts: tuple[tuple[int, ...], ...]
    players: tuple[PlayerScoring, ...]


def unicorn_threshold(state: SpeedtycoonState, branch: int) -> int:
    """Buildings of a branch that win its Unicorn: one fewer from five players and one fewer
    with Blitz, two fewer with both."""
    fewer = int(state.players >= UNICORN_MANY_PLAYERS) + int("blitz" in state.modules)
    return UNICORN_THRESHOLDS[branch] - fewer


def scoring_of(state: SpeedtycoonState, scoring: int) -> Scoring:
    """How the given scoring would end now (the client's 'Mehrheiten' shows the next one)."""
    per_player = [state.branch_counts(player) for player in range(state.players)]
    fund = state.fund_counts() if state.players == 2 else None
    counts: list[tuple[int, ...]] = []
    branch_points = [[0] * len(BRANCHES) for _ in range(state.players)]
    doubled = {BOOM_BRANCH[boom] for boom in state.booms}
    for branch in range(len(BRANCHES)):
        row = [counts_of[branch] for counts_of in per_player]
        if fund is not None:
            row.append(fund[branch])
        counts.append(tuple(row))
        paid = SCORING_POINTS[scoring][branch]
        if branch in doubled:
            paid = tuple(2 * value for value in paid)
        for player, points in enumerate(place_points(row, paid)[: state.players]):
            branch_points[player][branch] = points
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
                tuple(branch_points[player]),
                geometry.highway_ring(empire),
                zones,
                sustainability,
                loans,
            )
        )
    return Scoring(scoring, tuple(counts), tuple(players))


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
