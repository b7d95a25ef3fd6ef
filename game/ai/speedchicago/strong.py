"""The strong Speedchicago bot: plans wider and deeper, plays against the best opponent, and
weighs its best plans once more after the others' answers."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.ai.appraisal import Appraisal, appraisal_of, unique_steps
from game.ai.speedchicago.bot import SpeedchicagoBot
from game.ai.speedchicago.evaluation import Evaluator
from game.ai.speedchicago.planner import Budget, Plan, TurnPlanner
from game.ai.speedchicago.profiles import STRONG
from game.ai.speedchicago.replies import AnswerJudge, answer_positions
from game.rules.core import Move, State
from game.rules.speedchicago.moves import END_TURN, DrawCard
from game.rules.speedchicago.state import TURN, SpeedchicagoState

# The share of the clock the beam search may use; the answers to its best plans get the rest.
BEAM_SHARE = 0.7
# How many of the best plans are weighed after the others' answers.
FINALISTS = 6
# Positions an appraisal's plan weighs (no clock): a strong turn plan on an idle machine.
APPRAISAL_POSITIONS = 6000


class StrongBot(SpeedchicagoBot):
    """Own standing plus position, less the standing of the strongest other company; the best
    few plans are weighed again once every other company has answered."""

    strength = "strong"
    profile = STRONG
    rollouts_done: int = 0  # positions weighed so far by the beam search (bench reports it)

    # Appraisals are in points: the own standing and position less the strongest other's, as
    # the evaluation weighs them once the others have answered.
    unit = "points"
    appraisal_iterations = APPRAISAL_POSITIONS

    def make_plan(self, state: SpeedchicagoState, player: int) -> Plan:
        """Beam search within most of the budget, then the answers decide among the best."""
        return self.planner(state, player).plan()

    def planner(self, state: SpeedchicagoState, player: int) -> TurnPlanner:
        """The planner of a turn: most of the budget for the beam, the answers get the rest;
        the positions it weighs are counted once it has planned."""
        iterations, seconds = self.limits()
        beam = Budget(iterations, None if seconds is None else seconds * BEAM_SHARE)
        whole = Budget(iterations, seconds)
        evaluator = self.evaluator(state, player)
        return _CountingPlanner(
            self,
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

    def appraise(self, state: State, player: int, played: Sequence[Move] = ()) -> Appraisal | None:
        """The rest of the turn (up to its end or a card drawn): the bot's plan, the steps played
        and the planner's other best ends, each weighed after the others' answers; None outside
        the turns (the set-up and the photographer follow rules of thumb) and with one choice."""
        assert isinstance(state, SpeedchicagoState)
        if state.phase != TURN or state.acting != player or len(state.legal_moves(player)) < 2:
            return None
        planner = self.planner(state, player)
        plan = planner.plan()
        best = _closed(plan.line or plan.steps)
        leaders = sorted(planner.leaders, key=lambda item: (-item[0], -item[1]))
        mine = _closed(played)
        lines = (_closed(node.steps) for _, _, node in leaders)
        candidates = unique_steps([best, mine, *lines])
        iterations = self.limits()[0]
        draw_value = self.draw_value(state, player)
        values = {
            steps: line_worth(
                state, player, steps, self.evaluator(state, player), iterations, draw_value
            )
            for steps in candidates
        }
        return appraisal_of(self.unit, values, best, mine if played else None)

    def continues(self, state: State, player: int, step: Move) -> bool:
        """A turn goes on until its end, or until a card is drawn (the turn is planned anew)."""
        assert isinstance(state, SpeedchicagoState)
        return (
            step != END_TURN
            and type(step) is not DrawCard
            and state.phase == TURN
            and state.acting == player
        )


class _CountingPlanner(TurnPlanner):
    """A turn planner that adds the positions its beam weighed to its bot's count."""

    def __init__(self, bot: StrongBot, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.bot = bot

    def plan(self) -> Plan:
        """The plan, counted."""
        plan = super().plan()
        self.bot.rollouts_done += self.budget.weighed
        return plan


def _closed(steps: Sequence[Move]) -> tuple[Move, ...]:
    """A line of the turn as it is played: closed by 'end' unless it ends with 'end' or with a
    card drawn (after which the turn is planned anew)."""
    line = tuple(steps)
    if line and (line[-1] == END_TURN or type(line[-1]) is DrawCard):
        return line
    return (*line, END_TURN)


def line_worth(
    state: SpeedchicagoState,
    player: int,
    line: Sequence[Move],
    evaluator: Evaluator,
    iterations: int,
    draw_value: float,
) -> float:
    """What a line of the turn is worth once the others have answered, as the strong bot weighs
    its best ends: a drawn card put aside and counted at its expected value."""
    twin = state.copy()
    bonus = 0.0
    for step in line:
        if step == END_TURN:
            break
        twin.apply(player, step)
        if type(step) is DrawCard:
            twin.hands[player].pop()
            bonus += draw_value
    judge = AnswerJudge(player, evaluator, Budget(iterations, None), answer_positions(iterations))
    worth = judge(twin)
    return bonus + (0.0 if worth is None else worth)
