"""The strong Tycoon bot: normal's best few turn plans, played on in the head.

Normal ranks the turn's plans; the best few distinct ones (FINALISTS, within MARGIN of the
best) are each played on the same determinized worlds (resample_hidden: the ticket piles drawn
anew): the plan's steps, then every player's turns by the quick policy up to this round's payday
or a few turns (rollout), and the position judged by the evaluation. Normal's first choice gets a
small head start, so that a short think stays close to normal. The plan is made once a turn and
then played step by step. The payday choice is normal's.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from game.ai.base import search_budget
from game.ai.tycoon.evaluation import evaluate
from game.ai.tycoon.normal import NormalBot
from game.ai.tycoon.plans import TurnPlan
from game.ai.tycoon.rollout import play_on
from game.rules.core import Move
from game.rules.tycoon.state import TycoonState

# Default budget per turn plan: a clock that only a loaded machine reaches (it keeps the 95th
# percentile below a second).
DEFAULT_THINK_MS = 900.0
# Worlds played at most per turn plan when no cap is given. The worlds differ only by the order
# of the two ticket piles and every play-out of a world is the same for the same plan, so a
# dozen worlds tell the finalists apart: at 12 worlds strong won 48.9 % of 400 games against
# three normal computers (docs/rules/tycoon.md), at 40 worlds it took three times as long.
DEFAULT_WORLDS = 12
FINALISTS = 4
# Only plans normal scores within this much (millions) of its best are searched.
MARGIN = 8.0
# Normal's first choice is ahead by this much before the search.
HEAD_START = 0.5


class StrongBot(NormalBot):
    """Normal's ranking, then flat Monte Carlo over the finalists, bounded by think_ms and by
    max_iterations (worlds). Without think_ms but with max_iterations it depends only on its
    seed."""

    strength = "strong"
    rollouts_done: int = 0  # play-outs run so far, one per finalist plan a world (bench reports it)

    def budget(self) -> tuple[float | None, int]:
        """Seconds and worlds for one turn plan's search (None: no clock)."""
        return search_budget(self.think_ms, self.max_iterations, DEFAULT_THINK_MS, DEFAULT_WORLDS)

    def finalists(self, plans: list[TurnPlan]) -> list[TurnPlan]:
        """The best few distinct plans close enough to the best."""
        chosen: list[TurnPlan] = []
        seen: set[tuple[object, ...]] = set()
        top = plans[0].score
        for plan in plans:
            if plan.score < top - MARGIN:
                break
            key = plan.key()
            if key in seen:
                continue
            seen.add(key)
            chosen.append(plan)
            if len(chosen) >= FINALISTS:
                break
        return chosen

    def plan_turn(self, state: TycoonState, player: int, moves: tuple[Move, ...]) -> TurnPlan:
        """The finalist with the best mean play-out."""
        started = time.perf_counter()
        finalists = self.finalists(self.ranked_plans(state, player, moves))
        if len(finalists) == 1:
            return finalists[0]
        results = self.search(state, player, finalists, started)
        scores = [total / played for total, played in results]
        scores[0] += HEAD_START
        return finalists[scores.index(max(scores))]

    def search(
        self, state: TycoonState, player: int, plans: Sequence[TurnPlan], started: float
    ) -> list[tuple[float, int]]:
        """Summed play-out evaluations and worlds played per plan (at least one world)."""
        seconds, worlds = self.budget()
        totals = [0.0] * len(plans)
        played = 0
        rng = self.rng
        while played < worlds:
            world = state.resample_hidden(player, rng)
            for index, plan in enumerate(plans):
                # The same world for every plan: they differ only by the plan.
                twin = world.copy()
                for step in plan.steps:
                    twin.apply(player, step)
                play_on(twin)
                totals[index] += evaluate(twin, player, state.round)
            played += 1
            self.rollouts_done += len(plans)
            if seconds is not None and time.perf_counter() - started >= seconds:
                break
        return [(total, played) for total in totals]
