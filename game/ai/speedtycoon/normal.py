"""The normal Speedtycoon bot: weighs every candidate move by the normal evaluation.

Each candidate is played on a few worlds drawn from what the seat may know (the other hands,
the deck and the bag drawn anew), its own waiting buildings placed, and the position judged by
the evaluation: expected majority points, ring and room, money and its exact payments, the
modules. The same worlds serve every candidate, so that they differ only by the move.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from game.ai.speedtycoon.bot import SpeedtycoonBot
from game.ai.speedtycoon.candidates import action_moves, lobby_moves, placing_moves, repay_move
from game.ai.speedtycoon.evaluation import NORMAL_WEIGHTS, Weights, evaluate
from game.ai.speedtycoon.settling import settle
from game.ai.speedtycoon.timing import Outlook, outlook_of
from game.rules.core import Move
from game.rules.speedtycoon.moves import PASS
from game.rules.speedtycoon.state import ACTION, SpeedtycoonState

# Worlds each candidate is judged on when no cap is given.
WORLDS = 2


def move_worth(
    world: SpeedtycoonState,
    player: int,
    move: Move,
    outlook: Outlook,
    weights: Weights = NORMAL_WEIGHTS,
) -> float:
    """The move played on a copy of the world, the own turn settled, judged for the player
    (a Lobbyist's PASS plays nothing: the world stays as it is)."""
    twin = world.copy()
    if move != PASS:
        twin.apply(player, move)
    waiting = settle(twin, player, outlook)
    return evaluate(twin, player, None, weights) + waiting


class NormalBot(SpeedtycoonBot):
    """Evaluates the candidates of every phase on WORLDS drawn worlds (max_iterations: that many;
    think_ms: no further world once the time is spent)."""

    strength = "normal"
    # What the evaluation makes of money and exact payments.
    weights: Weights = NORMAL_WEIGHTS

    def decide(self, state: SpeedtycoonState, player: int) -> Move:
        """The candidate with the best mean evaluation; a due repayment first."""
        outlook = outlook_of(state)
        if state.phase == ACTION:
            repay = repay_move(state, player, outlook)
            if repay is not None:
                return repay
        moves = self.candidates(state, player, outlook)
        if len(moves) == 1:
            return moves[0]
        scores = self.judge(state, player, moves, outlook, time.perf_counter())
        return moves[scores.index(max(scores))]

    def candidates(self, state: SpeedtycoonState, player: int, outlook: Outlook) -> list[Move]:
        """The moves worth weighing in this phase."""
        if state.phase == ACTION:
            return action_moves(state, player, outlook)
        return placing_moves(state, player, outlook)

    def lobby(self, state: SpeedtycoonState, player: int) -> Move:
        """During another's turn: each affordable purchase and PASS judged on the same worlds;
        the best one (a purchase where it ties with passing)."""
        moves = lobby_moves(state, player)
        if len(moves) == 1:
            return moves[0]
        outlook = outlook_of(state)
        scores = self.judge(state, player, moves, outlook, time.perf_counter())
        return moves[scores.index(max(scores))]

    def world_count(self) -> int:
        """Worlds to judge on: the cap given, else WORLDS."""
        return max(1, self.max_iterations) if self.max_iterations else WORLDS

    def budget(self) -> tuple[float | None, int]:
        """Seconds (None: no clock) and worlds for one decision."""
        seconds = None if self.think_ms is None else self.think_ms / 1000.0
        return seconds, self.world_count()

    def judge(
        self,
        state: SpeedtycoonState,
        player: int,
        moves: Sequence[Move],
        outlook: Outlook,
        started: float,
        worlds: int | None = None,
    ) -> list[float]:
        """Mean evaluation of each move over the budget's worlds (at least one)."""
        seconds, limit = self.budget()
        if worlds is not None:
            limit = worlds

        def worth(world: SpeedtycoonState, move: Move) -> float:
            return move_worth(world, player, move, outlook, self.weights)

        return self.mean_over_worlds(state, player, moves, worth, started, seconds, limit)

    def mean_over_worlds(
        self,
        state: SpeedtycoonState,
        player: int,
        moves: Sequence[Move],
        worth: Callable[[SpeedtycoonState, Move], float],
        started: float,
        seconds: float | None,
        limit: int,
    ) -> list[float]:
        """Each move's mean worth over worlds drawn for the player: at least one, at most
        limit, none begun once the seconds since started are spent."""
        totals = [0.0] * len(moves)
        played = 0
        while played < limit:
            world = state.resample_hidden(player, self.rng)
            for index, move in enumerate(moves):
                totals[index] += worth(world, move)
            played += 1
            self.judged(len(moves))
            if seconds is not None and time.perf_counter() - started >= seconds:
                break
        return [total / played for total in totals]

    def judged(self, count: int) -> None:
        """Called after each world with the moves judged on it (strong counts them)."""
