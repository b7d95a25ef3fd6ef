"""A game's table scene registered by its class: each table shown is saved under the id the
launch gave it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.client.table_scenes import register_table_scene

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene
    from game.table.table import Table


def register_table_scene_class(
    game: str, scene_class: Callable[[App, Table, str | None], Scene]
) -> None:
    """Makes scenes of this class show the game's tables, each saved under its launch id."""

    def factory(app: App, table: Table) -> Scene:
        # Imported here, as the scenes are imported while the launch is.
        from game.client.launch import table_id_of

        return scene_class(app, table, table_id_of(table))

    register_table_scene(game, factory)
