"""Speedchicago's scene keys for the screenshot and bench tools: the site built up late in 1893
with a foreman selected, the same from another side, and with the scoring view on.

The scenes show a real late game: four normal computers play 1891 to 1893 (late_game_state).
The render tests keep a site of random moves (late_chicago_state), which builds nearly every
floor of the supply and so stays the heaviest site to draw.
"""

from __future__ import annotations

import functools
import random
from typing import TYPE_CHECKING

from game.ai.registry import make_bot
from game.client.scene_keys import SceneRequest, demo_seats, register_scene_key, table_scene_of
from game.client.scenes.tables.speedchicago import selection
from game.rules import get_game
from game.rules.core import Move, State
from game.table.seats import TableSetup
from game.table.table import Table

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene
    from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene

# The Speedchicago scene plays into the last round of this year (0-based: 1893), so that the
# site stands fully built up.
CHICAGO_LATE_YEAR = 2
# The normal computers' plans are capped by positions, not by a clock: the same seed plays the
# same game on any machine, and a whole game to 1893 takes about two seconds.
LATE_GAME_STRENGTH = "normal"
LATE_GAME_ITERATIONS = 1000


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


def _at_the_late_turn(state: State) -> bool:
    """Whether the first seat is to take its turn in the last round of 1893."""
    from game.rules.speedchicago.state import TURN, SpeedchicagoState

    assert isinstance(state, SpeedchicagoState)
    late = state.year == CHICAGO_LATE_YEAR and state.last_round
    return late and state.phase == TURN and state.to_act() == (0,)


@functools.cache
def late_game_moves(seed: int) -> tuple[tuple[int, Move], ...]:
    """The seats and moves of four normal computers playing from the start until the first seat
    is to take its turn in the last round of 1893 (kept, so that a scene built again is quick)."""
    state = get_game("speedchicago").new_state(4, seed, {})
    bots = [
        make_bot(
            "speedchicago",
            LATE_GAME_STRENGTH,
            seed=seed * 4 + seat,
            max_iterations=LATE_GAME_ITERATIONS,
        )
        for seat in range(4)
    ]
    played: list[tuple[int, Move]] = []
    while not state.is_terminal() and not _at_the_late_turn(state):
        seat = state.to_act()[0]
        move = bots[seat].choose(state, seat)
        state.play(seat, move)
        played.append((seat, move))
    return tuple(played)


def late_game_state(seed: int) -> State:
    """A four-company Speedchicago game played by normal computers through 1891 and 1892 into
    the last round of 1893, until the first seat is to take its turn: houses built up by plans,
    several foremen of every company standing on them."""
    state = get_game("speedchicago").new_state(4, seed, {})
    for seat, move in late_game_moves(seed):
        state.play(seat, move)
    return state


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
