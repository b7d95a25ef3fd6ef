"""What every computer opponent offers, and the random player every game has."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import ClassVar

from game.rules.core import IllegalMoveError, Move, State

STRENGTHS: tuple[str, ...] = ("random", "easy", "normal", "strong")


class Bot(ABC):
    """A computer opponent: given a state and a seat that must act, it picks a legal move.

    Bots read only what their seat may know: its view, public facts of the state, and
    states drawn by resample_hidden.
    """

    strength: str = "random"

    def __init__(
        self,
        seed: int = 0,
        think_ms: float | None = None,
        max_iterations: int | None = None,
    ) -> None:
        self.rng = random.Random(seed)
        self.think_ms = think_ms
        self.max_iterations = max_iterations

    @abstractmethod
    def choose(self, state: State, player: int) -> Move:
        """A legal move for this player in this state."""


def moves_to_choose_from(
    state: State, player: int, kind: type[State], seat_word: str = "player"
) -> tuple[Move, ...]:
    """The seat's legal moves, for a bot of a game whose states are of this kind; an error in
    words for a state of another game, a seat that does not exist, or one with nothing to do."""
    if not isinstance(state, kind):
        raise TypeError(f"a bot of {kind.__name__} cannot play {type(state).__name__}")
    if type(player) is not int or not 0 <= player < state.players:
        raise IllegalMoveError(
            f"there is no {seat_word} {player!r} at this table (0 to {state.players - 1})"
        )
    moves = state.legal_moves(player)
    if not moves:
        raise IllegalMoveError(f"{seat_word} {player} has nothing to do now")
    return moves


def search_budget(
    think_ms: float | None, max_iterations: int | None, default_ms: float, default_worlds: int
) -> tuple[float | None, int]:
    """Seconds and worlds a search bot may spend on one decision (None: no clock): the caps
    given, else the strength's defaults. With only an iteration cap it depends on its seed."""
    if think_ms is None:
        if max_iterations is None:
            return default_ms / 1000.0, default_worlds
        return None, max(1, max_iterations)
    return max(0.0, think_ms) / 1000.0, max(1, max_iterations or default_worlds)


class GuardedBot(Bot):
    """A bot that chooses only among its seat's legal moves of its game's states, and counts
    the decisions it got wrong instead of playing them."""

    state_kind: ClassVar[type[State]]
    seat_word: ClassVar[str] = "player"

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
        """A legal move for the seat; an error in words when it has nothing to do now."""
        moves = moves_to_choose_from(state, player, self.state_kind, self.seat_word)
        if len(moves) == 1:
            return moves[0]
        move = self.pick(state, player, moves)
        if move not in moves:
            self.strays += 1
            return moves[0]
        return move

    @abstractmethod
    def pick(self, state: State, player: int, moves: tuple[Move, ...]) -> Move:
        """The move this strength makes, from at least two legal ones."""


class RandomBot(Bot):
    """Plays a uniformly random legal move: the baseline and the benchmark's player."""

    strength = "random"

    def choose(self, state: State, player: int) -> Move:
        """Any legal move, uniformly at random."""
        moves = state.legal_moves(player)
        return moves[int(self.rng.random() * len(moves))]
