"""The strong Speedpipe bot: normal's best turn moves, played on in the head.

Normal ranks the turn's moves; the best few distinct ones (FINALISTS, within MARGIN of the
best) are played on
determinized worlds (resample_hidden): the move, the rest of the own turn and a few rounds of
every company by the quick policy (rollout), then the position judged by the evaluation
(expected final points, less a part of the others' mean). The same worlds serve every finalist.
Normal's first choice gets a small head start, so that a short think stays close to normal.
The other phases are left to normal's judgement.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from game.ai.base import search_budget
from game.ai.speedpipe.evaluation import evaluate
from game.ai.speedpipe.normal import NormalBot, ranked
from game.ai.speedpipe.outlook import rounds_left
from game.ai.speedpipe.rollout import Plans, play_on
from game.ai.speedpipe.situation import situation_of
from game.rules.core import Move
from game.rules.speedpipe.moves import Lay
from game.rules.speedpipe.state import TURN, SpeedpipeState

# Default budget per decision: keeps the 95th percentile well below one and a half seconds.
DEFAULT_THINK_MS = 900.0
# Worlds played at most per decision when no cap is given.
DEFAULT_WORLDS = 60
FINALISTS = 4
# Only moves normal scores within this much of its best are searched (a clear case stays clear).
MARGIN = 12.0
# Moves normal scores below this (routes that serve nothing, early) are never searched.
LOWEST = 8.0
# Normal's first choice is ahead by this many points before the search.
HEAD_START = 2.0


class StrongBot(NormalBot):
    """Normal's ranking, then flat Monte Carlo over the finalists, bounded by think_ms and by
    max_iterations (worlds). Without think_ms but with max_iterations it depends only on its
    seed."""

    strength = "strong"
    rollouts_done: int = 0  # play-outs run so far, one per finalist a world (bench reports it)

    def budget(self) -> tuple[float | None, int]:
        """Seconds and worlds for one decision's search (None: no clock)."""
        return search_budget(self.think_ms, self.max_iterations, DEFAULT_THINK_MS, DEFAULT_WORLDS)

    def decide(self, state: SpeedpipeState, player: int, moves: tuple[Move, ...]) -> Move:
        """A turn move by search over normal's finalists; other phases as normal."""
        if state.phase != TURN:
            return super().decide(state, player, moves)
        started = time.perf_counter()
        situation = situation_of(state, player)
        finalists: list[Move] = []
        order = ranked(state, player, moves, situation)
        for score, move in order:
            if score < order[0][0] - MARGIN or (score < LOWEST and finalists):
                break
            if move not in finalists:
                finalists.append(move)
            if len(finalists) >= FINALISTS:
                break
        if len(finalists) == 1:
            return finalists[0]
        results = self.search(state, player, finalists, started)
        scores = [total / played for total, played in results]
        scores[0] += HEAD_START
        return finalists[scores.index(max(scores))]

    def search(
        self, state: SpeedpipeState, player: int, moves: Sequence[Move], started: float
    ) -> list[tuple[float, int]]:
        """Summed play-out evaluations and worlds played per move (at least one world)."""
        seconds, worlds = self.budget()
        totals = [0.0] * len(moves)
        played = 0
        rng = self.rng
        horizon = rounds_left(state)
        # The own plan is the same in every world (only the others' hidden parts differ).
        own = Plans()
        own.situation(state, player)
        while played < worlds:
            world = state.resample_hidden(player, rng)
            base = own.copy()
            for company in range(state.players):
                base.situation(world, company)
            for index, move in enumerate(moves):
                twin = world.copy()
                plans = base.copy()
                if type(move) is Lay:
                    plans.laid(twin, move.route, player)  # type: ignore[attr-defined]
                twin.apply(player, move)
                play_on(twin, player, plans)
                left = max(1.0, horizon - (twin.round - state.round))
                totals[index] += evaluate(twin, player, left, plans.full_plans(twin))
            played += 1
            self.rollouts_done += len(moves)
            if seconds is not None and time.perf_counter() - started >= seconds:
                break
        return [(total, played) for total in totals]
