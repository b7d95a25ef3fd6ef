"""The strong Speedtycoon bot: the normal evaluation's best actions, played on in the head.

Normal judges every action; the best few (FINALISTS) are then played on many determinized
worlds (resample_hidden): the action, the own turn settled, then every other seat's turn and
the bot's own next few (rollout.OWN_TURNS) by the quick greedy player, and the position judged
by the normal evaluation. The same worlds serve every finalist. Normal's judgement counts as
PRIOR_WORLDS worlds, so that a short think stays close to normal. Placing and the Lobbyist are
left to normal's judgement.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from game.ai.base import search_budget
from game.ai.speedtycoon.candidates import action_moves, repay_move
from game.ai.speedtycoon.evaluation import evaluate
from game.ai.speedtycoon.normal import NormalBot
from game.ai.speedtycoon.rollout import play_on
from game.ai.speedtycoon.settling import settle
from game.ai.speedtycoon.timing import Outlook, outlook_of
from game.rules.core import Move
from game.rules.speedtycoon.state import ACTION, SpeedtycoonState

# Default budget per decision: keeps the 95th percentile below one and a half seconds.
DEFAULT_THINK_MS = 900.0
# Worlds played at most per decision when no cap is given.
DEFAULT_WORLDS = 400
# Measured: three finalists play as well as five and leave time for more worlds.
FINALISTS = 3
PRIOR_WORLDS = 4.0
# Worlds of normal's judgement before the search.
PRIOR_JUDGE_WORLDS = 2


class StrongBot(NormalBot):
    """Normal's judgement, then flat Monte Carlo over the finalists, bounded by think_ms and by
    max_iterations (worlds). Without think_ms but with max_iterations it depends only on its
    seed."""

    strength = "strong"
    rollouts_done: int = 0  # play-outs run so far, one per finalist a world (bench reports it)

    def world_count(self) -> int:
        """Normal's judgement before the search always uses PRIOR_JUDGE_WORLDS worlds."""
        return PRIOR_JUDGE_WORLDS

    def budget(self) -> tuple[float | None, int]:
        """Seconds and worlds for one decision's search (None: no clock)."""
        return search_budget(self.think_ms, self.max_iterations, DEFAULT_THINK_MS, DEFAULT_WORLDS)

    def decide(self, state: SpeedtycoonState, player: int) -> Move:
        """Placing and the Lobbyist as normal; an action by search over normal's finalists."""
        if state.phase != ACTION:
            return super().decide(state, player)
        started = time.perf_counter()
        outlook = outlook_of(state)
        repay = repay_move(state, player, outlook)
        if repay is not None:
            return repay
        moves = action_moves(state, player, outlook)
        if len(moves) == 1:
            return moves[0]
        prior = self.judge(state, player, moves, outlook, started)
        ranked = sorted(range(len(moves)), key=lambda index: -prior[index])[:FINALISTS]
        finalists = [moves[index] for index in ranked]
        results = self.search(state, player, finalists, outlook, started)
        scores = [
            (total + PRIOR_WORLDS * prior[index]) / (played + PRIOR_WORLDS)
            for index, (total, played) in zip(ranked, results)
        ]
        return finalists[scores.index(max(scores))]

    def search(
        self,
        state: SpeedtycoonState,
        player: int,
        moves: Sequence[Move],
        outlook: Outlook,
        started: float,
    ) -> list[tuple[float, int]]:
        """Summed play-out evaluations and worlds played per move (at least one world)."""
        seconds, worlds = self.budget()
        totals = [0.0] * len(moves)
        played = 0
        rng = self.rng
        while played < worlds:
            world = state.resample_hidden(player, rng)
            for index, move in enumerate(moves):
                # The same world for every finalist: they differ only by the move.
                twin = world.copy()
                twin.apply(player, move)
                settle(twin, player, outlook)
                play_on(twin, player)
                totals[index] += evaluate(twin, player)
            played += 1
            self.rollouts_done += len(moves)
            if seconds is not None and time.perf_counter() - started >= seconds:
                break
        return [(total, played) for total in totals]
