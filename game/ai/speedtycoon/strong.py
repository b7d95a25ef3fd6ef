"""The strong Speedtycoon bot: normal's judgement with a sharper eye for money and exact
payments, on more worlds, a round ahead on its own turns, and play-outs to the end near
Handelsschluss.

Every candidate of every phase is played on the same worlds drawn from what the seat may know
(resample_hidden), its own turn settled, and judged by the evaluation with STRONG_WEIGHTS:
money counts for more and a building the hand pays exactly (a bonus action) for much more.

Measured (issue 21, 4 seats, seats rotated, seeds 500-504): the former strong bot, which played
normal's three best actions on by the quick greedy player for every seat, won 25 % against three
normal computers even with these weights (20 games, 20 worlds); normal's judgement with them
won 75 % of the same games and 43.8 % of 80. The greedy play-outs misjudged more than they saw,
so strong judges directly and spends its budget on worlds.

Since normal took these weights itself (money 0.55, exact payment 2.0: the start player, dealt the
fewest cards, no longer overpays his way behind), strong values both higher again: 0.7 and 2.5
won 32.8 % of 200 games against three such normal computers (seeds 500-549, every seat).

On its own turns strong takes its best few actions by that judgement (on two worlds) and judges
them again on all its worlds a round ahead: the others answer as normal would, and the action
the own next turn then finds counts (lookahead.py; 39.0 % of 400 games against three normal
computers, 8.4 points a game above them, where judging the own move alone won 32.6 % at +3.1).
Near Handelsschluss it plays them to the game's end instead (endgame.py): there the final
scorings can be counted rather than guessed.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from game.ai.appraisal import Appraisal, appraisal_of, single_moves
from game.ai.base import search_budget
from game.ai.speedtycoon.candidates import repay_move
from game.ai.speedtycoon.endgame import FINALISTS, near_handelsschluss, played_out
from game.ai.speedtycoon.evaluation import Weights
from game.ai.speedtycoon.lookahead import answered
from game.ai.speedtycoon.normal import NormalBot
from game.ai.speedtycoon.timing import Outlook, outlook_of
from game.rules.core import Move, State
from game.rules.speedtycoon.state import ACTION, SpeedtycoonState

# Money and an exactly paid building at the Weltmarkt, valued above normal's 0.55 and 2.0 (see
# the module's docstring for the measurements).
STRONG_WEIGHTS = Weights(money=0.7, exact_option=2.5)
# Default budget per decision: the worlds judged, and a clock that only a very busy machine
# reaches (twelve worlds a round ahead take about a third of a second).
DEFAULT_THINK_MS = 900.0
DEFAULT_WORLDS = 12
# On the own turns the finalists are chosen on this many worlds by the evaluation.
FINALIST_WORLDS = 2
# Worlds an appraisal judges on (no clock): the bot's own number.
APPRAISAL_WORLDS = DEFAULT_WORLDS


class StrongBot(NormalBot):
    """Normal's judgement with STRONG_WEIGHTS on more worlds, bounded by think_ms and by
    max_iterations (worlds). Without think_ms but with max_iterations it depends only on its
    seed."""

    strength = "strong"
    weights = STRONG_WEIGHTS
    rollouts_done: int = 0  # candidates judged on a world so far (bench reports it)
    # Appraisals are in expected points, the own worth less the others' as the evaluation has it.
    unit = "points"
    appraisal_iterations = APPRAISAL_WORLDS

    def budget(self) -> tuple[float | None, int]:
        """Seconds and worlds for one decision (None: no clock)."""
        return search_budget(self.think_ms, self.max_iterations, DEFAULT_THINK_MS, DEFAULT_WORLDS)

    def judged(self, count: int) -> None:
        """Counts the candidates judged on a world (bench reports them)."""
        self.rollouts_done += count

    def judge(
        self,
        state: SpeedtycoonState,
        player: int,
        moves: Sequence[Move],
        outlook: Outlook,
        started: float,
        worlds: int | None = None,
    ) -> list[float]:
        """Mean evaluation of each move over the budget's worlds (at least one); on the own turn
        the best few are judged a round ahead instead (lookahead.py), or near Handelsschluss
        played to the end."""
        worth = None if worlds is not None else self.own_turn_worth(state, player, outlook)
        if worth is not None:
            return self.judge_finalists(state, player, moves, outlook, started, worth)
        return super().judge(state, player, moves, outlook, started, worlds)

    def own_turn_worth(
        self, state: SpeedtycoonState, player: int, outlook: Outlook
    ) -> Callable[[SpeedtycoonState, Move], float] | None:
        """How the finalists of the own turn are judged on a world: a round ahead, or near
        Handelsschluss played to the end; None outside the own turn (normal's judgement)."""
        if state.phase != ACTION or state.current != player:
            return None
        if near_handelsschluss(state, outlook):

            def to_the_end(world: SpeedtycoonState, move: Move) -> float:
                return played_out(world, player, move, outlook)

            return to_the_end
        weights = self.weights

        def after_the_round(world: SpeedtycoonState, move: Move) -> float:
            return answered(world, player, move, weights)

        return after_the_round

    def judge_finalists(
        self,
        state: SpeedtycoonState,
        player: int,
        moves: Sequence[Move],
        outlook: Outlook,
        started: float,
        worth: Callable[[SpeedtycoonState, Move], float],
    ) -> list[float]:
        """The FINALISTS best moves by the evaluation, each judged by worth on the budget's
        worlds (at least one): their mean; the other moves are never chosen."""
        first = self.judge(state, player, moves, outlook, started, FINALIST_WORLDS)
        finalists = sorted(range(len(moves)), key=lambda index: -first[index])[:FINALISTS]
        seconds, limit = self.budget()

        chosen = [moves[index] for index in finalists]
        means = self.mean_over_worlds(state, player, chosen, worth, started, seconds, limit)
        scores = [float("-inf")] * len(moves)
        for index, mean in zip(finalists, means):
            scores[index] = mean
        return scores

    def appraise(self, state: State, player: int, played: Sequence[Move] = ()) -> Appraisal | None:
        """The moves the bot judges and the move played, on the same worlds as the bot judges
        them (on the own turn its finalists by a first look); the best is the bot's choice on
        them (a due repayment first). None with a single choice."""
        assert isinstance(state, SpeedtycoonState)
        if player not in state.to_act() or len(state.legal_moves(player)) < 2:
            return None
        outlook = outlook_of(state)
        started = time.perf_counter()
        due = repay_move(state, player, outlook) if state.phase == ACTION else None
        candidates = self.candidates(state, player, outlook)
        worth = self.own_turn_worth(state, player, outlook)
        if worth is not None and len(candidates) > 1:
            first = self.judge(state, player, candidates, outlook, started, FINALIST_WORLDS)
            order = sorted(range(len(candidates)), key=lambda index: -first[index])
            candidates = [candidates[index] for index in order[:FINALISTS]]
        chosen = single_moves([*candidates, *played[:1], *([due] if due is not None else [])])
        moves = [move for (move,) in chosen]
        if worth is None:
            scores = NormalBot.judge(self, state, player, moves, outlook, started)
        else:
            seconds, limit = self.budget()
            scores = self.mean_over_worlds(state, player, moves, worth, started, seconds, limit)
        mine = scores[: len(candidates)]
        best = due if due is not None else candidates[mine.index(max(mine))]
        return appraisal_of(self.unit, dict(zip(chosen, scores)), (best,), played or None)

    def continues(self, state: State, player: int, step: Move) -> bool:
        """A Speedtycoon decision is a single move."""
        return False
