"""Speedstocks moves: choose a stock, and after a Kurssturz take an exchange."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.core import IllegalMoveError, Move
from game.rules.speedstocks.stocks import EXCHANGES, HIGHEST_STOCK


@dataclass(frozen=True)
class Choose(Move):
    """Choose a stock from the hand for this turn (hidden until all have chosen)."""

    stock: int

    def text(self) -> str:
        """'choose 47'."""
        return f"choose {self.stock}"

    @classmethod
    def parse(cls, text: str) -> Choose:
        """A Choose from 'choose 47' or '47'; IllegalMoveError otherwise."""
        return _parse_as(cls, text)


@dataclass(frozen=True)
class TakeRow(Move):
    """After a Kurssturz: take one of the four exchanges (row 0..3 = Frankfurt..Tokio)."""

    row: int

    def text(self) -> str:
        """'take 1' .. 'take 4', as the keys 1–4 of the rules text."""
        return f"take {self.row + 1}"

    @classmethod
    def parse(cls, text: str) -> TakeRow:
        """A TakeRow from 'take 2' or 'take london'; IllegalMoveError otherwise."""
        return _parse_as(cls, text)


# Interned moves: bots and playouts never allocate a move.
CHOOSE: tuple[Choose, ...] = tuple(Choose(stock) for stock in range(HIGHEST_STOCK + 1))
TAKE_ROW: tuple[TakeRow, ...] = tuple(TakeRow(row) for row in range(len(EXCHANGES)))

_EXCHANGE_WORDS = {name.lower().replace(" ", ""): row for row, name in enumerate(EXCHANGES)}
_EXCHANGE_WORDS["tokyo"] = 3
_EXCHANGE_WORDS["newyork"] = 1


def parse_move(text: str) -> Move:
    """A move from 'choose 47' / '47' or 'take 2' / 'take london'; IllegalMoveError otherwise."""
    if not isinstance(text, str):
        raise IllegalMoveError(f"a move must be text, not {type(text).__name__}")
    words = text.strip().lower().split(maxsplit=1)
    if not words:
        raise IllegalMoveError("an empty text is no move; write 'choose 47' or 'take 2'")
    verb, rest = (words[0], words[1] if len(words) > 1 else "")
    if verb.isdigit() and not rest:
        verb, rest = "choose", verb
    if verb == "choose":
        if not rest.isdigit() or not 1 <= int(rest) <= HIGHEST_STOCK:
            raise IllegalMoveError(
                f"'{text}' names no stock; stocks are numbered 1 to {HIGHEST_STOCK}"
            )
        return CHOOSE[int(rest)]
    if verb == "take":
        key = rest.replace(" ", "")
        if key.isdigit() and 1 <= int(key) <= len(EXCHANGES):
            return TAKE_ROW[int(key) - 1]
        if key in _EXCHANGE_WORDS:
            return TAKE_ROW[_EXCHANGE_WORDS[key]]
        raise IllegalMoveError(f"'{text}' names no exchange; take 1 to 4 ({', '.join(EXCHANGES)})")
    raise IllegalMoveError(f"'{text}' is no Speedstocks move; write 'choose 47' or 'take 2'")


def _parse_as(kind: type, text: str) -> Any:
    """parse_move restricted to one kind of move."""
    move = parse_move(text)
    if not isinstance(move, kind):
        raise IllegalMoveError(f"'{text}' is not a {kind.__name__} move")
    return move
