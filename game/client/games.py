"""The five games of the suite as the menus show them, and which of them can be played yet."""

from __future__ import annotations

from dataclasses import dataclass

from game.client.table_scenes import has_table_scene
from game.rules import game_names
from game.texts import text


@dataclass(frozen=True)
class GameEntry:
    """One game in the menus: its rules name and its colour."""

    name: str
    colour: tuple[int, int, int]

    @property
    def title(self) -> str:
        """The game's name as players know it."""
        return text(f"games.{self.name}.title")

    @property
    def line(self) -> str:
        """One line that says what the game is about."""
        return text(f"games.{self.name}.line")

    @property
    def playable(self) -> bool:
        """Whether the rules and the table scene exist, so a table can be opened."""
        return self.name in game_names() and has_table_scene(self.name)


GAMES: tuple[GameEntry, ...] = (
    GameEntry("speedstocks", (46, 125, 196)),
    GameEntry("speedtycoon", (196, 140, 46)),
    GameEntry("speedpipe", (60, 150, 90)),
    GameEntry("speedchicago", (170, 70, 60)),
    GameEntry("tycoon", (120, 80, 170)),
)


def game_entry(name: str) -> GameEntry:
    """The entry of one game; ValueError in words for a name that is not in the suite."""
    for entry in GAMES:
        if entry.name == name:
            return entry
    raise ValueError(f"there is no game '{name}' in the suite")
