"""Speedstocks' scene key for the screenshot and bench tools: a table caught placing a turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.scene_keys import (
    SceneRequest,
    demo_seats,
    register_scene_key,
    seeded_state,
    table_scene_of,
)
from game.table.seats import TableSetup
from game.table.table import Table

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene


def speedstocks_scene(app: App, request: SceneRequest) -> Scene:
    """A Speedstocks table with Sonderregeln on, caught in the middle of placing a turn.

    request.moves seeded moves are played first; then the computers choose and the person's
    choice completes the turn, so the scene starts with the reveal and the placements queued.
    """
    seats = demo_seats(request, 4)
    setup = TableSetup("speedstocks", seats, {"special": "on"}, seed=request.seed)
    state, chooser = seeded_state(request, setup)
    # The computers choose first, so that the person's move is the one that reveals.
    while not state.is_terminal() and set(state.to_act()) - {0}:
        seat = min(set(state.to_act()) - {0})
        state.play(seat, chooser.choose(state, seat))
    table = Table(setup, app.services.bots, now=app.services.now, state=state)
    scene = table_scene_of(app, table)
    if not state.is_terminal():
        from game.client.scenes.tables.speedstocks.scene import SpeedstocksScene
        from game.rules.speedstocks.moves import Choose

        assert isinstance(scene, SpeedstocksScene)
        move = chooser.choose(state, 0)
        if isinstance(move, Choose):
            scene.choose(move.stock)  # as a tap would: the card leaves the hand
        else:
            scene.submit(0, move)
    return scene


register_scene_key("speedstocks", speedstocks_scene)
