"""States where one seat acts at a time: checked play, fast apply, and the refusals in words."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from game.rules.core import Event, IllegalMoveError, Move, State


def same_types(mine: Any, theirs: Any) -> bool:
    """Whether two values have the same types all the way down (True is no 1, 2.0 no 2)."""
    if type(mine) is not type(theirs):
        return False
    if isinstance(mine, tuple):
        return len(mine) == len(theirs) and all(map(same_types, mine, theirs))
    return True


# What goes wrong when a move's fields name nothing on the table (ticket 999, city -1).
NAMING_ERRORS = (AttributeError, IndexError, KeyError, TypeError, ValueError)


def refusal(move: Move, reason_of: Callable[[], str], hint: str) -> str:
    """A refusal in words: the move as text, why it is not possible, and what is (the hint)."""
    try:
        text = move.text()
    except NAMING_ERRORS:
        text = repr(move)
    try:
        reason = reason_of()
    except NAMING_ERRORS:
        reason = "its numbers name nothing on this table"
    return f"'{text}' is not possible now: {reason}" + (f" (now: {hint})" if hint else "")


class OneActorState(State):
    """A state whose `acting` seat is the only one to move (-1 when nobody may), which applies
    moves through `_execute` and explains refusals through `_why_not`."""

    # How the rules text calls a seat ("player", "company"), and what a move's fields name.
    seat_word: ClassVar[str] = "player"
    field_words: ClassVar[str] = "numbers"

    acting: int

    def play(self, player: int, move: Move) -> list[Event]:
        """Checks the move and applies it; an illegal move raises and changes nothing."""
        self._check(player, move)
        events: list[Event] = []
        self._execute(player, move, events)
        return events

    def apply(self, player: int, move: Move) -> None:
        """Applies a legal move without checks or events (the computer's fast path)."""
        self._execute(player, move, None)

    def _check(self, player: Any, move: Any) -> None:
        """IllegalMoveError in words unless the move is legal for this seat now."""
        word = self.seat_word
        if type(player) is not int or not 0 <= player < self.players:
            raise IllegalMoveError(
                f"there is no {word} {player!r} at this table (0 to {self.players - 1})"
            )
        if not isinstance(move, Move):
            raise IllegalMoveError(f"{move!r} is no {self.game.title} move")
        if self.is_terminal():
            raise IllegalMoveError("the game is over; no more moves")
        refusal = self._not_acting(player)
        if refusal is not None:
            raise IllegalMoveError(refusal)
        legal = self.legal_moves(player)
        if move not in legal:
            raise IllegalMoveError(self._why_not(player, move))
        # Equal is not enough: 27.0 and True equal 27 and 1 but index nothing.
        twin = legal[legal.index(move)]
        if not all(map(same_types, vars(move).values(), vars(twin).values())):
            raise IllegalMoveError(f"{move!r} must name its {self.field_words} by whole numbers")

    def _not_acting(self, player: int) -> str | None:
        """Why the seat may not act now, in words, or None when it may."""
        if player != self.acting:
            return f"it is {self.seat_word} {self.acting}'s turn, not {player}'s"
        return None

    def _why_not(self, player: int, move: Move) -> str:
        """Why a move is not legal now, in words."""
        raise NotImplementedError

    def _execute(self, player: int, move: Move, events: list[Event] | None) -> None:
        """Applies a legal move; events are collected when a list is given."""
        raise NotImplementedError
