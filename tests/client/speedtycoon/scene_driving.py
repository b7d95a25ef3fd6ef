"""Helpers for the Speedtycoon scene tests: the scene pushed onto an app, and the table's state."""

from __future__ import annotations

from game.client.app import App
from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene
from game.rules.speedtycoon.state import SpeedtycoonState
from game.table.table import Table
from tests.client.table_driving import run_until


def push_scene(app: App, table: Table) -> tuple[SpeedtycoonScene, Table]:
    """The table's scene pushed onto the app, run until the person may act."""
    scene = SpeedtycoonScene(app, table, None)
    app.push(scene)
    run_until(app, scene.can_act)
    return scene, table


def state_of(table: Table) -> SpeedtycoonState:
    """The table's state."""
    state = table.state
    assert isinstance(state, SpeedtycoonState)
    return state
