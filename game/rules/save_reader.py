"""Reading typed values out of save data: every wrong value a SaveError in words."""

from __future__ import annotations

from typing import Any

from game.rules.core import Game, SaveError


class SaveReader:
    """Reads typed values out of save data, raising SaveError in words."""

    def __init__(self, data: Any, where: str = "the save") -> None:
        if not isinstance(data, dict):
            raise SaveError(f"{where} is not an object of named values")
        self.data = data
        self.where = where

    def value(self, key: str) -> Any:
        """The raw value under a key; SaveError when it is missing."""
        if key not in self.data:
            raise SaveError(f"{self.where} lacks '{key}'")
        return self.data[key]

    def int(self, key: str, low: int, high: int) -> int:
        """A whole number in a range."""
        value = self.value(key)
        if type(value) is not int or not low <= value <= high:
            raise SaveError(f"'{key}' in {self.where} must be a whole number from {low} to {high}")
        return value

    def bool(self, key: str) -> bool:
        """True or false."""
        value = self.value(key)
        if type(value) is not bool:
            raise SaveError(f"'{key}' in {self.where} must be true or false")
        return value

    def str(self, key: str, allowed: tuple[str, ...] | set[str] | dict[str, Any]) -> str:
        """One of the allowed words."""
        value = self.value(key)
        if not isinstance(value, str) or value not in allowed:
            raise SaveError(f"'{key}' in {self.where} has an unknown value {value!r}")
        return value

    def ints(self, key: str, length: int | None, low: int, high: int) -> list[int]:
        """A list of whole numbers in a range (of a given length unless None)."""
        return ints_of(self.value(key), f"'{key}' in {self.where}", length, low, high)

    def lists(self, key: str, length: int, low: int, high: int) -> list[list[int]]:
        """A given number of lists of whole numbers in a range."""
        value = self.value(key)
        if not isinstance(value, list) or len(value) != length:
            raise SaveError(f"'{key}' in {self.where} must be {length} lists")
        return [ints_of(item, f"'{key}' in {self.where}", None, low, high) for item in value]


def ints_of(value: Any, what: str, length: int | None, low: int, high: int) -> list[int]:
    """A list of whole numbers in a range; SaveError naming what it is otherwise."""
    if not isinstance(value, list) or (length is not None and len(value) != length):
        size = f"{length} " if length is not None else ""
        raise SaveError(f"{what} must be a list of {size}whole numbers")
    if not all(type(item) is int and low <= item <= high for item in value):
        raise SaveError(f"{what} must hold whole numbers from {low} to {high}")
    return list(value)


def read_table(read: SaveReader, game: Game, save_format: int) -> tuple[int, dict[str, str]]:
    """The game name, save format, seat count and options at the head of every save."""
    if read.value("game") != game.name:
        raise SaveError(f"this is a save of {read.value('game')!r}, not of {game.title}")
    if read.value("format") != save_format:
        raise SaveError(
            f"save format {read.value('format')!r} is not known (expected {save_format})"
        )
    players = read.int("players", game.min_players, game.max_players)
    options = read.value("options")
    if not isinstance(options, dict) or not all(isinstance(v, str) for v in options.values()):
        raise SaveError("the saved options are damaged")
    try:
        resolved = game.resolve_options(options)
    except ValueError as error:
        raise SaveError(f"the saved options are not valid: {error}") from None
    if resolved != options:
        raise SaveError("the saved options are incomplete")
    return players, resolved
