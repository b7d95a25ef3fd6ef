"""Looking past the own turn: the others answer, each with a quick plan, before a position is
weighed (the strong bot's judge of its best few plans).

The others' hands are hidden (in the Grundspiel), so their answers use no cards: they walk,
insert and build for their own points now. The look ends at the own next turn or at the
year's scoring, whichever comes first.
"""

from __future__ import annotations

import random

from game.ai.speedchicago.evaluation import Evaluator
from game.ai.speedchicago.planner import Budget, TurnPlanner
from game.ai.speedchicago.profiles import Profile, Weights
from game.rules.speedchicago.moves import END_TURN
from game.rules.speedchicago.state import TURN, SpeedchicagoState

# How the others are expected to answer: greedy, for their own points now, a few floors saved.
ANSWER = Profile(
    widths=(1,),
    depth=5,
    abrisstrupp=0,
    noise=0.0,
    think_ms=0.0,
    iterations=0,
    weights=Weights(floor=0.05, cards=0.0),
)
# Positions weighed at most for one answer (a greedy plan needs about a hundred), and at least.
ANSWER_POSITIONS = 200
FEWEST_ANSWER_POSITIONS = 10
# A small iteration cap makes short answers: one answer gets this share of the cap at most.
ANSWER_SHARE = 0.02


def answer_positions(iterations: int) -> int:
    """Positions one answer may weigh when a plan may weigh this many."""
    return max(FEWEST_ANSWER_POSITIONS, min(ANSWER_POSITIONS, int(iterations * ANSWER_SHARE)))


class AnswerJudge:
    """Weighs an end of the own turn after the others' answers, for the planning company."""

    def __init__(self, player: int, evaluator: Evaluator, deadline: Budget, positions: int) -> None:
        self.player = player
        self.evaluator = evaluator
        self.deadline = deadline
        self.positions = positions
        self.rng = random.Random(0)

    def __call__(self, state: SpeedchicagoState) -> float | None:
        """The own worth once the others have answered; None when the clock ran out."""
        player = self.player
        world = state.copy()
        world.apply(player, END_TURN)
        while world.phase == TURN and world.acting != player:
            if self.deadline.out_of_time:
                return None
            other = world.acting
            planner = TurnPlanner(
                world,
                other,
                ANSWER,
                Evaluator(world, other, ANSWER.weights),
                Budget(self.positions, None),
                self.rng,
                cards=False,
            )
            for step in planner.plan().steps:
                world.apply(other, step)
        return self.evaluator.after_turn(world)
