"""What every Speedtycoon bot shares: checking the seat, and a legal move in every phase."""

from __future__ import annotations

from abc import abstractmethod

from game.ai.base import GuardedBot
from game.rules.core import Move, State
from game.rules.speedtycoon.state import SpeedtycoonState


class SpeedtycoonBot(GuardedBot):
    """A Speedtycoon opponent: an action, a placement, or a Lobbyist's purchase or pass."""

    state_kind = SpeedtycoonState

    def pick(self, state: State, player: int, moves: tuple[Move, ...]) -> Move:
        """The strength's decision (it lists the moves it weighs itself)."""
        return self.decide(state, player)  # type: ignore[arg-type]

    @abstractmethod
    def decide(self, state: SpeedtycoonState, player: int) -> Move:
        """The move this strength makes, from at least two legal ones."""
