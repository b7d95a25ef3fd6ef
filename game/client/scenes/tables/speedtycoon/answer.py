"""What a tap on the table answers: a move to play at once, a refusal in words, or neither."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules import Move


@dataclass(frozen=True)
class Answer:
    """A tap's answer: the move to play now (a double tap), or why the tap was refused; both
    empty when the tap only changed a choice."""

    move: Move | None = None
    refusal: str = ""

    @property
    def refused(self) -> bool:
        """Whether the tap was refused (and changed nothing)."""
        return bool(self.refusal)


ACCEPTED = Answer()
