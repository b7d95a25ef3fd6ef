"""Scenes by key (menu, setup, settings, rules, table, end, speedstocks, speedchicago and its
side view and scoring view) for the screenshot and bench tools."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from game.ai.base import Bot
from game.ai.registry import make_bot
from game.client.app import App
from game.client.scene import Scene
from game.rules import get_game
from game.rules.core import State
from game.table.seats import Seat, TableSetup
from game.table.table import Table
from game.texts import text

SCENE_KEYS: tuple[str, ...] = (
    "menu",
    "setup",
    "settings",
    "rules",
    "table",
    "end",
    "speedstocks",
    "speedchicago",
    "speedchicago_side",
    "speedchicago_scoring",
)
DEFAULT_GAME = "speedstocks"
# The Speedchicago scene plays into the last round of this year (0-based: 1893), so that the
# site stands fully built up.
CHICAGO_LATE_YEAR = 2


@dataclass(frozen=True)
class SceneRequest:
    """Which scene to build: for game scenes also the game, the seed and the moves played."""

    key: str
    game: str = DEFAULT_GAME
    seed: int = 1
    moves: int = 0
    computers: str = "normal"


def _seeded_state(request: SceneRequest, setup: TableSetup) -> tuple[State, Bot]:
    """The set-up's game after request.moves seeded random moves (fewer if it ends before).

    The random player that made them comes along, so that moves made later continue its series.
    """
    state = get_game(setup.game).new_state(len(setup.seats), request.seed, setup.option_map())
    chooser = make_bot(setup.game, "random", seed=request.seed)
    picker = random.Random(request.seed)
    for _ in range(request.moves):
        if state.is_terminal():
            break
        seat = picker.choice(state.to_act())
        state.play(seat, chooser.choose(state, seat))
    return state, chooser


def _demo_seats(request: SceneRequest, count: int) -> tuple[Seat, ...]:
    """One person and count - 1 computers of the request's strength."""
    return (Seat(text("names.human", seat=1)),) + tuple(
        Seat(text("names.computer", seat=seat + 1), "computer", request.computers)
        for seat in range(1, count)
    )


def demo_table(app: App, request: SceneRequest) -> Table:
    """A table of one human against computers, after request.moves seeded moves of random play."""
    seats = _demo_seats(request, get_game(request.game).max_players)
    setup = TableSetup(request.game, seats, seed=request.seed)
    state, _ = _seeded_state(request, setup)
    return Table(setup, app.services.bots, now=app.services.now, state=state)


def _finished_table(app: App, request: SceneRequest) -> Table:
    """A table played to its end by random moves (for the end table)."""
    return demo_table(app, SceneRequest(request.key, request.game, request.seed, 10**6))


def build_scene(app: App, request: SceneRequest) -> Scene:
    """The scene of this key; ValueError in words for an unknown key."""
    builders: dict[str, Callable[[], Scene]] = {
        "menu": lambda: _menu(app),
        "setup": lambda: _setup(app, request.game),
        "settings": lambda: _settings(app),
        "rules": lambda: _rules(app, request.game),
        "table": lambda: _table(app, demo_table(app, request)),
        "end": lambda: _end(app, _finished_table(app, request)),
        "speedstocks": lambda: _speedstocks(app, request),
        "speedchicago": lambda: _speedchicago(app, request),
        "speedchicago_side": lambda: _speedchicago_side(app, request),
        "speedchicago_scoring": lambda: _speedchicago_scoring(app, request),
    }
    if request.key not in builders:
        raise ValueError(f"there is no scene '{request.key}' (scenes: {', '.join(SCENE_KEYS)})")
    return builders[request.key]()


def _speedstocks(app: App, request: SceneRequest) -> Scene:
    """A Speedstocks table with Sonderregeln on, caught in the middle of placing a turn.

    request.moves seeded moves are played first; then the computers choose and the person's
    choice completes the turn, so the scene starts with the reveal and the placements queued.
    """
    seats = _demo_seats(request, 4)
    setup = TableSetup("speedstocks", seats, {"special": "on"}, seed=request.seed)
    state, chooser = _seeded_state(request, setup)
    # The computers choose first, so that the person's move is the one that reveals.
    while not state.is_terminal() and set(state.to_act()) - {0}:
        seat = min(set(state.to_act()) - {0})
        state.play(seat, chooser.choose(state, seat))
    table = Table(setup, app.services.bots, now=app.services.now, state=state)
    scene = _table(app, table)
    if not state.is_terminal():
        from game.client.scenes.tables.speedstocks import SpeedstocksScene
        from game.rules.speedstocks.moves import Choose

        assert isinstance(scene, SpeedstocksScene)
        move = chooser.choose(state, 0)
        if isinstance(move, Choose):
            scene.choose(move.stock)  # as a tap would: the card leaves the hand
        else:
            scene.submit(0, move)
    return scene


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


def _speedchicago(app: App, request: SceneRequest) -> Scene:
    """A Speedchicago table late in 1893, every house built up, the person's foreman that
    reaches most fields selected (its green fields lit); no clock, the tutorial already seen."""
    from game.client.scenes.tables import speedchicago_selection as selection
    from game.client.scenes.tables.speedchicago import SpeedchicagoScene

    seats = _demo_seats(request, 4)
    setup = TableSetup("speedchicago", seats, seed=request.seed, turn_seconds=None)
    state = late_chicago_state(request.seed, request.moves)
    if not app.settings.chicago_tutorial_done:
        app.change_settings(chicago_tutorial_done=True)
    table = Table(setup, app.services.bots, now=app.services.now, state=state)
    scene = _table(app, table)
    assert isinstance(scene, SpeedchicagoScene)
    position = scene.position
    if position is not None and scene.can_act():
        foremen = position.foremen_of(0)
        if foremen:
            best = max(foremen, key=lambda field: len(position.reachable_from(field)))
            scene.select(selection.Selection(selection.FOREMAN, foreman=best))
    return scene


def _speedchicago_side(app: App, request: SceneRequest) -> Scene:
    """The late Speedchicago site from another side: a quarter turn on, the camera lower."""
    from game.client.scenes.tables.speedchicago import SpeedchicagoScene

    scene = _speedchicago(app, request)
    assert isinstance(scene, SpeedchicagoScene)
    scene.site.camera.quarter_turn(1)
    scene.site.camera.tilt(-14.0)
    return scene


def _speedchicago_scoring(app: App, request: SceneRequest) -> Scene:
    """The late Speedchicago site with the scoring view (W) on and nothing selected."""
    from game.client.scenes.tables import speedchicago_selection as selection
    from game.client.scenes.tables.speedchicago import SpeedchicagoScene

    scene = _speedchicago(app, request)
    assert isinstance(scene, SpeedchicagoScene)
    scene.select(selection.Selection())
    scene.scoring_view = True
    return scene


def _menu(app: App) -> Scene:
    from game.client.scenes.menu import MainMenu

    return MainMenu(app)


def _setup(app: App, game: str) -> Scene:
    from game.client.scenes.setup_scene import SetupScene

    return SetupScene(app, game)


def _settings(app: App) -> Scene:
    from game.client.scenes.settings_scene import SettingsScene

    return SettingsScene(app)


def _rules(app: App, game: str) -> Scene:
    from game.client.scenes.rules_scene import RulesScene

    return RulesScene(app, game)


def _table(app: App, table: Table) -> Scene:
    from game.client.table_scenes import table_scene

    return table_scene(app, table)


def _end(app: App, table: Table) -> Scene:
    from game.client.scenes.end_scene import EndScene

    return EndScene(app, table)
