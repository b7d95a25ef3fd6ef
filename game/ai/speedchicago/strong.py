"""The strong Speedchicago bot: plans wider and deeper, plays against the best opponent, and
weighs its best plans once more after the others' answers."""

from __future__ import annotations

from game.ai.speedchicago.bot import SpeedchicagoBot
from game.ai.speedchicago.planner import Budget, Plan, TurnPlanner
from game.ai.speedchicago.profiles import STRONG
from game.ai.speedchicago.replies import AnswerJudge, answer_positions
from game.rules.speedchicago.state import SpeedchicagoState

# The share of the clock the beam search may use; the answers to its best plans get the rest.
BEAM_SHARE = 0.7
# How many of the best plans are weighed after the others' answers.
FINALISTS = 6


class StrongBot(SpeedchicagoBot):
    """Own standing plus position, less the standing of the strongest other company; the best
    few plans are weighed again once every other company has answered."""

    strength = "strong"
    profile = STRONG
    rollouts_done: int = 0  # positions weighed so far by the beam search (bench reports it)

    def make_plan(self, state: SpeedchicagoState, player: int) -> Plan:
        """Beam search within most of the budget, then the answers decide among the best."""
        iterations, seconds = self.limits()
        beam = Budget(iterations, None if seconds is None else seconds * BEAM_SHARE)
        whole = Budget(iterations, seconds)
        evaluator = self.evaluator(state, player)
        planner = TurnPlanner(
            state,
            player,
            self.profile,
            evaluator,
            beam,
            self.rng,
            self.draw_value(state, player),
            finalists=FINALISTS,
            judge=AnswerJudge(player, evaluator, whole, answer_positions(iterations)),
        )
        plan = planner.plan()
        self.rollouts_done += beam.weighed
        return plan
