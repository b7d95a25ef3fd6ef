"""Speedchicago's scene keys for the screenshot and bench tools: the site built up late in 1893
with a foreman selected, the same from another side, and with the scoring view on.

The scenes show a real late game: four normal computers play 1891 to 1893 (late_game_state);
asked for moves, they show that many random ones (late_chicago_state).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.speedchicago.late_games import late_chicago_state, late_game_state
from game.client.scene_keys import SceneRequest, demo_seats, register_scene_key, table_scene_of
from game.client.scenes.tables.speedchicago import selection
from game.table.seats import TableSetup
from game.table.table import Table

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene
    from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene


def _chicago_scene(app: App, request: SceneRequest) -> SpeedchicagoScene:
    """The late Speedchicago table as the scene of that key builds it."""
    from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene

    seats = demo_seats(request, 4)
    setup = TableSetup("speedchicago", seats, seed=request.seed, turn_seconds=None)
    # Asked for moves, the scene shows that many random ones (an earlier site); else the game
    # the computers played to 1893.
    if request.moves:
        state = late_chicago_state(request.seed, request.moves)
    else:
        state = late_game_state(request.seed)
    if not app.settings.chicago_tutorial_done:
        app.change_settings(chicago_tutorial_done=True)
    table = Table(setup, app.services.bots, now=app.services.now, state=state)
    scene = table_scene_of(app, table)
    assert isinstance(scene, SpeedchicagoScene)
    position = scene.position
    if position is not None and scene.can_act():
        foremen = position.foremen_of(0)
        if foremen:
            best = max(foremen, key=lambda field: len(position.reachable_from(field)))
            scene.select(selection.Selection(selection.FOREMAN, foreman=best))
    return scene


def speedchicago_scene(app: App, request: SceneRequest) -> Scene:
    """A Speedchicago table late in 1893 as normal computers played it, the person's foreman that
    reaches most fields selected (its green fields lit); no clock, the tutorial already seen."""
    return _chicago_scene(app, request)


def speedchicago_side(app: App, request: SceneRequest) -> Scene:
    """The late Speedchicago site from another side: a quarter turn on, the camera lower."""
    scene = _chicago_scene(app, request)
    scene.site.camera.quarter_turn(1)
    scene.site.camera.tilt(-14.0)
    return scene


def speedchicago_scoring(app: App, request: SceneRequest) -> Scene:
    """The late Speedchicago site with the scoring view (W) on and nothing selected."""
    scene = _chicago_scene(app, request)
    scene.select(selection.Selection())
    scene.scoring_view = True
    return scene


register_scene_key("speedchicago", speedchicago_scene)
register_scene_key("speedchicago_side", speedchicago_side)
register_scene_key("speedchicago_scoring", speedchicago_scoring)
