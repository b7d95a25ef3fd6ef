"""Scenes by key for the screenshot and bench tools: the shared ones (menu, setup, settings,
rules, table, end) and those each game's client package registers (its table caught at a telling
moment: 'speedstocks', 'speedchicago_scoring', ...)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.ai.base import Bot
from game.ai.registry import make_bot
from game.client.games import GAMES
from game.rules import get_game
from game.rules.core import State
from game.table.seats import Seat, TableSetup
from game.table.table import Table
from game.texts import text

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene

SHARED_KEYS: tuple[str, ...] = ("menu", "setup", "settings", "rules", "table", "end")
# The game of the shared game scenes when none is asked for: the first one of the menu.
DEFAULT_GAME = GAMES[0].name


@dataclass(frozen=True)
class SceneRequest:
    """Which scene to build: for game scenes also the game, the seed and the moves played."""

    key: str
    game: str = DEFAULT_GAME
    seed: int = 1
    moves: int = 0
    computers: str = "normal"


SceneBuilder = Callable[["App", SceneRequest], "Scene"]
_GAME_SCENES: dict[str, SceneBuilder] = {}


def register_scene_key(key: str, builder: SceneBuilder) -> None:
    """Makes builder the scene of this key (a game's package registers its own keys).

    ValueError in words for a key that a shared scene or another builder already has.
    """
    if key in SHARED_KEYS or _GAME_SCENES.get(key, builder) is not builder:
        raise ValueError(f"the scene key '{key}' is taken already")
    _GAME_SCENES[key] = builder


def scene_keys() -> tuple[str, ...]:
    """Every scene key: the shared ones, then those the games registered."""
    return SHARED_KEYS + tuple(_GAME_SCENES)


def build_scene(app: App, request: SceneRequest) -> Scene:
    """The scene of this key; ValueError in words for an unknown key."""
    screens = app.navigator.screens
    shared: dict[str, Callable[[], Scene]] = {
        "menu": lambda: screens.menu(app),
        "setup": lambda: screens.setup(app, request.game),
        "settings": lambda: screens.settings(app),
        "rules": lambda: screens.rules(app, request.game),
        "table": lambda: table_scene_of(app, demo_table(app, request)),
        "end": lambda: screens.end(app, _finished_table(app, request)),
    }
    if request.key in shared:
        return shared[request.key]()
    if request.key not in _GAME_SCENES:
        keys = ", ".join(scene_keys())
        raise ValueError(f"there is no scene '{request.key}' (scenes: {keys})")
    return _GAME_SCENES[request.key](app, request)


def seeded_state(request: SceneRequest, setup: TableSetup) -> tuple[State, Bot]:
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


def demo_seats(request: SceneRequest, count: int) -> tuple[Seat, ...]:
    """One person and count - 1 computers of the request's strength."""
    return (Seat(text("names.human", seat=1)),) + tuple(
        Seat(text("names.computer", seat=seat + 1), "computer", request.computers)
        for seat in range(1, count)
    )


def demo_table(app: App, request: SceneRequest) -> Table:
    """A table of one human against computers, after request.moves seeded moves of random play."""
    seats = demo_seats(request, get_game(request.game).max_players)
    setup = TableSetup(request.game, seats, seed=request.seed)
    state, _ = seeded_state(request, setup)
    return Table(setup, app.services.bots, now=app.services.now, state=state)


def person_table_at(
    app: App,
    request: SceneRequest,
    game: str,
    state: State,
    seats: int,
    options: dict[str, str] | None = None,
) -> Table:
    """A table of one person against computers (seats in all) at this state, without a clock."""
    setup = TableSetup(
        game,
        demo_seats(request, seats),
        options=options or {},
        seed=request.seed,
        turn_seconds=None,
    )
    return Table(setup, app.services.bots, now=app.services.now, state=state)


def _finished_table(app: App, request: SceneRequest) -> Table:
    """A table played to its end by random moves (for the end table)."""
    return demo_table(app, SceneRequest(request.key, request.game, request.seed, 10**6))


def table_scene_of(app: App, table: Table) -> Scene:
    """The table scene its game registered for this table."""
    return app.navigator.table_scene(table)
