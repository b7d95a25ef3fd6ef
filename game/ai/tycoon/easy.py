"""The easy Tycoon bot: the best build it can reach this turn by one flight (a held ticket, or
one ticket bought when it needs one), judged by its own income alone with some noise; it builds
whenever something useful is affordable, borrows when nearly broke, and redeems every loan card
it can pay."""

from __future__ import annotations

from game.ai.tycoon.bot import TycoonBot
from game.ai.tycoon.money import repay_all
from game.ai.tycoon.plans import Profile, TurnPlan, best_plans
from game.ai.tycoon.valuation import Judge, Judgement
from game.ai.tycoon.weights import PLAIN
from game.rules.core import Move
from game.rules.tycoon.board import ROUNDS
from game.rules.tycoon.state import TycoonState

EASY_JUDGEMENT = Judgement(rival=0.0, threats=False, projected=False)
EASY_PROFILE = Profile(max_flights=1, max_buys=1, keep=0.0, reserve=0.0, camp=0.0, loans=False)
SHORT_PROFILE = Profile(max_flights=1, max_buys=1, keep=0.0, reserve=0.0, camp=0.0, loans=True)
# Below this cash easy thinks of a loan (before the last round, with few cards held).
SHORT = 4
MOST_CARDS = 2
# Noise added to every build plan's score, and how often easy takes any positive plan.
NOISE = 2.5
CARELESS = 0.1


class EasyBot(TycoonBot):
    """Greedy one-turn play with a little noise, as the module docstring says."""

    strength = "easy"

    def repay(self, state: TycoonState, player: int, moves: tuple[Move, ...]) -> Move:
        """Every card the cash pays."""
        return repay_all(moves)

    def plan_turn(self, state: TycoonState, player: int, moves: tuple[Move, ...]) -> TurnPlan:
        """The noisy best plan."""
        short = (
            state.cash[player] < SHORT
            and state.round < ROUNDS
            and len(state.loans[player]) < MOST_CARDS
        )
        profile = SHORT_PROFILE if short else EASY_PROFILE
        judge = Judge(state, player, PLAIN, EASY_JUDGEMENT)
        plans = best_plans(state, player, judge, profile, moves)
        random = self.rng.random
        useful = [plan for plan in plans if plan.build is not None and plan.score > 0]
        if useful and random() < CARELESS:
            return useful[int(random() * len(useful))]
        best = plans[0]
        best_score = best.score
        for plan in plans:
            if plan.build is None:
                continue
            noisy = plan.score + (2.0 * random() - 1.0) * NOISE
            if noisy > best_score:
                best, best_score = plan, noisy
        return best
