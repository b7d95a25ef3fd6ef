"""The easy Speedtycoon bot: greedy and loose, with noise and now and then any take."""

from __future__ import annotations

from game.ai.speedtycoon.bot import SpeedtycoonBot
from game.ai.speedtycoon.candidates import take_moves
from game.ai.speedtycoon.greedy import Greedy
from game.rules.core import Move
from game.rules.speedtycoon.state import ACTION, SpeedtycoonState

# Every score is blurred by up to this many points.
NOISE = 2.0
# How often easy grabs any money without looking.
CARELESS = 0.1


class EasyBot(SpeedtycoonBot):
    """Wants majorities and exact payments as they stand now, plays fields by their sides."""

    strength = "easy"

    def decide(self, state: SpeedtycoonState, player: int) -> Move:
        """The greedy move with noise; sometimes a random take of money instead."""
        random = self.rng.random
        if state.phase == ACTION and not state.bonus and random() < CARELESS:
            takes = [move for move in take_moves(state, player) if not move.tip]
            if takes:
                return takes[int(random() * len(takes))]
        return Greedy(random, NOISE).move(state, player)

    def lobby(self, state: SpeedtycoonState, player: int) -> Move:
        """During another's turn: the greedy Lobbyist's choice, with noise."""
        return Greedy(self.rng.random, NOISE).lobby(state, player)
