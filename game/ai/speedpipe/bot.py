"""What every Speedpipe bot shares: checking the seat, and a legal move in every phase."""

from __future__ import annotations

from abc import abstractmethod

from game.ai.base import Bot, moves_to_choose_from
from game.rules.core import Move, State
from game.rules.speedpipe.state import SpeedpipeState


class SpeedpipeBot(Bot):
    """A Speedpipe opponent: the opening choice, turns, the mountain decision, contracts."""

    def __init__(
        self,
        seed: int = 0,
        think_ms: float | None = None,
        max_iterations: int | None = None,
    ) -> None:
        super().__init__(seed, think_ms, max_iterations)
        # Decisions whose move was not among the legal ones and were replaced by the first
        # legal move: a bot fault the tests watch for (always 0 in a sound bot).
        self.strays = 0

    def choose(self, state: State, player: int) -> Move:
        """A legal move for the company; an error in words when it has nothing to do now."""
        moves = moves_to_choose_from(state, player, SpeedpipeState, "company")
        if len(moves) == 1:
            return moves[0]
        move = self.decide(state, player, moves)  # type: ignore[arg-type]
        if move not in moves:
            self.strays += 1
            return moves[0]
        return move

    @abstractmethod
    def decide(self, state: SpeedpipeState, player: int, moves: tuple[Move, ...]) -> Move:
        """The move this strength makes, from at least two legal ones."""
