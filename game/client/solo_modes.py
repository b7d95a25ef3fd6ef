"""The solo modes each game offers at the set-up (Freie Partie, Rekordjagd, ...): the games'
client packages register their modes here, and the launch and the set-up ask."""

from __future__ import annotations

import datetime
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Protocol

from game.texts import text

# The seed a mode plays on a calendar day, the same for every player (a Tagesbaustelle's).
DailySeed = Callable[[datetime.date], int]


class SoloMode(Protocol):
    """A way to play alone as a game's rules define it: the computers, the options, and what the
    table allows."""

    @property
    def id(self) -> str:
        """The mode word a table set-up carries ("rekordjagd")."""

    @property
    def computers(self) -> tuple[int, ...]:
        """How many computers may play."""

    @property
    def strengths(self) -> tuple[str, ...]:
        """The strengths the computers may play with."""

    @property
    def options(self) -> tuple[tuple[str, str], ...]:
        """The options the mode fixes (name, value)."""

    @property
    def advice(self) -> bool:
        """Whether a person may ask for advice (Rat)."""

    @property
    def clock(self) -> bool:
        """Whether the table runs a turn clock."""

    @property
    def options_free(self) -> bool:
        """Whether seats, options and clock are the player's to choose."""


@dataclass(frozen=True)
class GameModes:
    """A game's solo modes by mode word, and the seed of a calendar day where a mode needs one."""

    modes: Mapping[str, SoloMode]
    daily_seed: DailySeed | None = None


_GAMES: dict[str, GameModes] = {}
_NO_MODES = GameModes({})


def register_solo_modes(
    game: str, modes: Mapping[str, SoloMode], daily_seed: DailySeed | None = None
) -> None:
    """Offers these modes for tables of this game."""
    _GAMES[game] = GameModes(dict(modes), daily_seed)


def modes_of(game: str) -> Mapping[str, SoloMode]:
    """The solo modes of a game by mode word; empty for a game without modes."""
    return _modes(game).modes


def daily_seed_of(game: str, day: datetime.date) -> int | None:
    """The seed this game's modes play on this day, or None where the game has no such seed."""
    daily_seed = _modes(game).daily_seed
    return None if daily_seed is None else daily_seed(day)


def _modes(game: str) -> GameModes:
    """What a game registered (the games' client packages register at start-up)."""
    return _GAMES.get(game, _NO_MODES)


def mode_name(game: str, mode: str) -> str:
    """How a mode is shown: "Rekordjagd"."""
    return text(f"{game}.modes.{mode}.name")


def mode_line(game: str, mode: str) -> str:
    """What a mode means, in one line."""
    return text(f"{game}.modes.{mode}.line")
