"""What every Speedtycoon bot shares: checking the seat, and a legal move in every phase."""

from __future__ import annotations

from abc import abstractmethod

from game.ai.base import GuardedBot, moves_to_choose_from
from game.rules.core import Move, State
from game.rules.speedtycoon.moves import PASS
from game.rules.speedtycoon.state import SpeedtycoonState


class SpeedtycoonBot(GuardedBot):
    """A Speedtycoon opponent: an action or a placement on its turn; during another's turn a
    Lobbyist's purchase or 'pass' (the table takes a pass as letting the chance go)."""

    state_kind = SpeedtycoonState

    def choose(self, state: State, player: int) -> Move:
        """A legal move on the own turn; outside it a Lobbyist purchase or PASS, even when only
        one purchase is possible (buying is never forced)."""
        moves = moves_to_choose_from(state, player, self.state_kind, self.seat_word)
        assert isinstance(state, SpeedtycoonState)
        if player == state.acting:
            return super().choose(state, player)
        move = self.lobby(state, player)
        if move != PASS and move not in moves:
            self.strays += 1
            return PASS
        return move

    def pick(self, state: State, player: int, moves: tuple[Move, ...]) -> Move:
        """The strength's decision (it lists the moves it weighs itself)."""
        return self.decide(state, player)  # type: ignore[arg-type]

    @abstractmethod
    def decide(self, state: SpeedtycoonState, player: int) -> Move:
        """The move this strength makes on its turn, from at least two legal ones."""

    @abstractmethod
    def lobby(self, state: SpeedtycoonState, player: int) -> Move:
        """During another player's turn: a Lobbyist purchase worth its money, or PASS."""
