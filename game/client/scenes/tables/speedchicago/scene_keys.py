"""Speedchicago's scene keys for the screenshot and bench tools: the site built up late in 1893
with a foreman selected, the same from another side, and with the scoring view on."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.ai.registry import make_bot
from game.client.scene_keys import SceneRequest, demo_seats, register_scene_key, table_scene_of
from game.client.scenes.tables.speedchicago import selection
from game.rules import get_game
from game.rules.core import State
from game.table.seats import TableSetup
from game.table.table import Table

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene
    from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene

# The Speedchicago scene plays into the last round of this year (0-based: 1893), so that the
# site stands fully built up.
CHICAGO_LATE_YEAR = 2


def late_chicago_state(seed: int, moves: int = 0) -> State:
    """A four-company Speedchicago game of seeded random moves: that many when moves is asked
    for, else into the last round of 1893 until the first seat is to take its turn.

    Random steps build a lot, so by then nearly every floor of the supply stands on the site.
    """
    from game.rules.speedchicago.state import TURN, SpeedchicagoState

    state = get_game("speedchicago").new_state(4, seed, {})
    assert isinstance(state, SpeedchicagoState)
    chooser = make_bot("speedchicago", "random", seed=seed)
    picker = random.Random(seed)
    played = 0
    while not state.is_terminal():
        seat = picker.choice(state.to_act())
        if moves and played >= moves:
            break
        late = state.year == CHICAGO_LATE_YEAR and state.last_round
        if not moves and late and state.phase == TURN and seat == 0:
            break
        state.play(seat, chooser.choose(state, seat))
        played += 1
    return state


def _chicago_scene(app: App, request: SceneRequest) -> SpeedchicagoScene:
    """The late Speedchicago table as the scene of that key builds it."""
    from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene

    seats = demo_seats(request, 4)
    setup = TableSetup("speedchicago", seats, seed=request.seed, turn_seconds=None)
    state = late_chicago_state(request.seed, request.moves)
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
    """A Speedchicago table late in 1893, every house built up, the person's foreman that
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
