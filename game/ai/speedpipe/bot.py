"""What every Speedpipe bot shares: checking the seat, and a legal move in every phase."""

from __future__ import annotations

from abc import abstractmethod

from game.ai.base import GuardedBot
from game.rules.core import Move, State
from game.rules.speedpipe.state import SpeedpipeState


class SpeedpipeBot(GuardedBot):
    """A Speedpipe opponent: the opening choice, turns, the mountain decision, contracts."""

    state_kind = SpeedpipeState
    seat_word = "company"

    def pick(self, state: State, player: int, moves: tuple[Move, ...]) -> Move:
        """The strength's decision among the legal moves."""
        return self.decide(state, player, moves)  # type: ignore[arg-type]

    @abstractmethod
    def decide(self, state: SpeedpipeState, player: int, moves: tuple[Move, ...]) -> Move:
        """The move this strength makes, from at least two legal ones."""
