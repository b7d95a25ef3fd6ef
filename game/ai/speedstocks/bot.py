"""What every Speedstocks bot shares: checking the seat, and the card and row choices it owes."""

from __future__ import annotations

from abc import abstractmethod

from game.ai.base import Bot
from game.rules.core import IllegalMoveError, Move, State
from game.rules.speedstocks.moves import CHOOSE, TAKE_ROW
from game.rules.speedstocks.state import KURSSTURZ, SpeedstocksState


class SpeedstocksBot(Bot):
    """A Speedstocks opponent: picks a stock while choosing, an exchange after its Kurssturz."""

    def choose(self, state: State, player: int) -> Move:
        """A legal move for the seat; an error in words when it has nothing to do now."""
        if not isinstance(state, SpeedstocksState):
            raise TypeError(f"a Speedstocks bot cannot play {type(state).__name__}")
        if type(player) is not int or not 0 <= player < state.players:
            raise IllegalMoveError(
                f"there is no player {player!r} at this table (players 0 to {state.players - 1})"
            )
        moves = state.legal_moves(player)
        if not moves:
            raise IllegalMoveError(f"player {player} has nothing to choose now")
        if state.phase == KURSSTURZ:
            return TAKE_ROW[self.choose_row(state, player)]
        if len(moves) == 1:
            return moves[0]
        return CHOOSE[self.choose_stock(state, player)]

    @abstractmethod
    def choose_stock(self, state: SpeedstocksState, player: int) -> int:
        """The stock to reveal this turn, from a hand of at least two."""

    def choose_row(self, state: SpeedstocksState, player: int) -> int:
        """The exchange to take after the seat's Kurssturz: the fewest bears, as the tip says."""
        return state.fewest_bears_row()
