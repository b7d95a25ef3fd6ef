"""Which scene shows a table of which game; games register their scene here."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene
    from game.table.table import Table

TableSceneFactory = Callable[["App", "Table"], "Scene"]
_SCENES: dict[str, TableSceneFactory] = {}


def register_table_scene(game: str, factory: TableSceneFactory) -> None:
    """Makes this factory the scene for tables of this game."""
    _SCENES[game] = factory


def has_table_scene(game: str) -> bool:
    """Whether a table of this game can be shown."""
    return game in _SCENES


def table_scene(app: App, table: Table) -> Scene:
    """The scene for this table; ValueError in words when its game has no scene yet."""
    try:
        factory = _SCENES[table.setup.game]
    except KeyError:
        raise ValueError(f"the game '{table.setup.game}' has no table scene yet") from None
    return factory(app, table)
