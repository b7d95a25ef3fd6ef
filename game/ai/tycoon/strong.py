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

from game.ai.appraisal import Appraisal, appraisal_of, unique_steps
from game.ai.base import search_budget
from game.ai.tycoon.evaluation import evaluate
from game.ai.tycoon.normal import NormalBot
from game.ai.tycoon.plans import TurnPlan
from game.ai.tycoon.rollout import play_on
from game.rules.core import Move, State
from game.rules.tycoon.moves import END_TURN
from game.rules.tycoon.state import TURN, TycoonState

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
# Worlds an appraisal plays (no clock): the bot's own number.
APPRAISAL_WORLDS = DEFAULT_WORLDS


class StrongBot(NormalBot):
    """Normal's ranking, then flat Monte Carlo over the finalists, bounded by think_ms and by
    max_iterations (worlds). Without think_ms but with max_iterations it depends only on its
    seed."""

    strength = "strong"
    rollouts_done: int = 0  # play-outs run so far, one per finalist plan a world (bench reports it)
    # Appraisals are in millions: the expected final money less the best rival's.
    unit = "millions"
    appraisal_iterations = APPRAISAL_WORLDS

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

    def appraise(self, state: State, player: int, played: Sequence[Move] = ()) -> Appraisal | None:
        """The rest of the turn: normal's finalists and the steps played, each played on the same
        worlds; the best is the finalist the bot takes on them. None at payday (normal's rule)
        and with a single choice."""
        assert isinstance(state, TycoonState)
        if state.phase != TURN or state.acting != player:
            return None
        moves = state.legal_moves(player)
        if len(moves) < 2:
            return None
        finalists = [plan.steps for plan in self.finalists(self.ranked_plans(state, player, moves))]
        candidates = unique_steps([*finalists, tuple(played)])
        values = dict(zip(candidates, self.played_on(state, player, candidates)))
        # The bot's choice on these worlds: normal's first plan keeps its head start.
        best = max(
            finalists,
            key=lambda steps: values[steps] + (HEAD_START if steps == finalists[0] else 0.0),
        )
        return appraisal_of(self.unit, values, best, played or None)

    def played_on(
        self, state: TycoonState, player: int, candidates: Sequence[tuple[Move, ...]]
    ) -> list[float]:
        """Each candidate's mean play-out evaluation on the budget's worlds. Steps are checked:
        one not legal in a world (a ticket the refill did not bring there) ends the turn."""
        worlds = self.budget()[1]
        totals = [0.0] * len(candidates)
        for _ in range(worlds):
            world = state.resample_hidden(player, self.rng)
            for index, steps in enumerate(candidates):
                twin = world.copy()
                for step in steps:
                    if step not in twin.legal_moves(player):
                        if twin.phase == TURN and twin.acting == player:
                            twin.apply(player, END_TURN)
                        break
                    twin.apply(player, step)
                play_on(twin)
                totals[index] += evaluate(twin, player, state.round)
            self.rollouts_done += len(candidates)
        return [total / worlds for total in totals]

    def continues(self, state: State, player: int, step: Move) -> bool:
        """A turn goes on until its end."""
        assert isinstance(state, TycoonState)
        return step != END_TURN and state.phase == TURN and state.acting == player
