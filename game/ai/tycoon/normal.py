"""The normal Tycoon bot: plans the whole turn (the city, the ticket to fly or to buy, the build,
the landing place), weighs the rivals' threats in the city (a majority about to flip, a red
field ahead), keeps useful tickets, takes a loan only when a clearly profitable build waits and
the cash is short, keeps the next round's cash at payday, and plays its style's leaning."""

from __future__ import annotations

from game.ai.tycoon.bot import TycoonBot
from game.ai.tycoon.money import repay_keeping
from game.ai.tycoon.plans import Profile, TurnPlan, best_plans
from game.ai.tycoon.valuation import Judge, Judgement
from game.ai.tycoon.weights import Style, style_for_seed, style_named
from game.rules.core import Move
from game.rules.tycoon.state import TycoonState

NORMAL_JUDGEMENT = Judgement(rival=0.5, threats=True, projected=True)
NORMAL_PROFILE = Profile(max_flights=2, max_buys=2, keep=0.4, reserve=0.05, camp=0.3, loans=True)


class NormalBot(TycoonBot):
    """Plans turns by the normal judgement, as the module docstring says."""

    strength = "normal"

    def __init__(
        self,
        seed: int = 0,
        think_ms: float | None = None,
        max_iterations: int | None = None,
        style: str | Style | None = None,
    ) -> None:
        super().__init__(seed, think_ms, max_iterations)
        if style is None:
            self.style = style_for_seed(seed)
        elif isinstance(style, Style):
            self.style = style
        else:
            self.style = style_named(style)

    def repay(self, state: TycoonState, player: int, moves: tuple[Move, ...]) -> Move:
        """Redeems what the next round's reserve leaves."""
        return repay_keeping(state, player, moves)

    def ranked_plans(
        self, state: TycoonState, player: int, moves: tuple[Move, ...]
    ) -> list[TurnPlan]:
        """The turn's plans by the normal judgement, best first."""
        judge = Judge(state, player, self.style, NORMAL_JUDGEMENT)
        return best_plans(state, player, judge, NORMAL_PROFILE, moves)

    def plan_turn(self, state: TycoonState, player: int, moves: tuple[Move, ...]) -> TurnPlan:
        """The best plan."""
        return self.ranked_plans(state, player, moves)[0]
