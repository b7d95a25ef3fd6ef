"""Speedpipe's scene keys for the screenshot and bench tools: a late game on the Ölküste (a
mountain, an underwater, a double and a grey route laid, pump stations, a fulfilled contract)
at the person's turn, and a finished game's final accounts shown whole."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.registry import make_bot
from game.client.scene_keys import (
    SceneRequest,
    person_table_at,
    register_scene_key,
    table_scene_of,
)
from game.rules import get_game
from game.rules.core import Move
from game.rules.speedpipe.catalogue import GREY
from game.rules.speedpipe.moves import Station
from game.rules.speedpipe.state import TURN, SpeedpipeState
from game.table.table import Table

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene

SEATS = 4
OPTIONS = {"map": "main"}
# The person builds pump stations from this round on, at most this many.
STATION_ROUND = 4
STATIONS_BUILT = 2
# A late game: some company has this many segments left or fewer.
LATE_SEGMENTS = 14
SEEDS_TRIED = 40
# Frames of ACCOUNTS_STEP seconds run for the final accounts to be shown whole.
ACCOUNTS_FRAMES = 400
ACCOUNTS_STEP = 0.25


def persons_move(state: SpeedpipeState, bot_move: Move) -> Move:
    """What the person at seat 0 plays in these games: a pump station at an own place from the
    fourth round on (two at most), else the easy computer's move."""
    if (
        state.phase == TURN
        and state.round >= STATION_ROUND
        and state.stations_built[0] < STATIONS_BUILT
    ):
        for move in state.legal_moves(0):
            if isinstance(move, Station) and any(
                state.owners[route] == 0 for route in state.map.routes_at[move.place]
            ):
                return move
    return bot_move


def every_kind_laid(state: SpeedpipeState) -> bool:
    """Whether a mountain, an underwater, a double and a grey route have been laid."""
    board = state.board
    laid = [route for route, owner in enumerate(state.owners) if owner >= 0]
    return (
        any(board.mountains[route] for route in laid)
        and any(board.buoys[route] for route in laid)
        and any(board.twins[route] >= 0 for route in laid)
        and any(board.paints[route] == GREY for route in laid)
    )


def late_turn(state: SpeedpipeState) -> bool:
    """The person's turn late in a game that shows every kind of route, its stations and a
    fulfilled contract."""
    return (
        state.phase == TURN
        and state.current == 0
        and bool(state.fulfilled[0])
        and state.stations_built[0] > 0
        and min(state.segments) <= LATE_SEGMENTS
        and every_kind_laid(state)
    )


def played(seed: int, stop: bool) -> SpeedpipeState | None:
    """A seeded game of four companies (the person as persons_move plays) up to a late turn
    (stop) or to its end; None when a late turn never came."""
    state = get_game("speedpipe").new_state(SEATS, seed, OPTIONS)
    assert isinstance(state, SpeedpipeState)
    bots = [make_bot("speedpipe", "easy", seed=seed + seat) for seat in range(SEATS)]
    while not state.is_terminal():
        if stop and late_turn(state):
            return state
        seat = state.to_act()[0]
        move = bots[seat].choose(state, seat)
        state.play(seat, persons_move(state, move) if seat == 0 else move)
    return None if stop else state


def _search(request: SceneRequest, stop: bool) -> SpeedpipeState:
    """The first seed from the request's whose game gets there; ValueError in words if none."""
    for seed in range(request.seed, request.seed + SEEDS_TRIED):
        state = played(seed, stop)
        if state is not None:
            return state
    raise ValueError(f"no Speedpipe game of seeds {request.seed}+ reaches a late turn")


def _table(app: App, request: SceneRequest, state: SpeedpipeState) -> Table:
    """A table of one person against computers at this state, without a clock."""
    return person_table_at(app, request, "speedpipe", state, SEATS, OPTIONS)


def speedpipe_scene(app: App, request: SceneRequest) -> Scene:
    """A late turn of the person on the Ölküste."""
    return table_scene_of(app, _table(app, request, _search(request, True)))


def speedpipe_end(app: App, request: SceneRequest) -> Scene:
    """A finished game whose final accounts are shown whole beside the map."""
    scene = table_scene_of(app, _table(app, request, _search(request, False)))
    from game.client.scenes.tables.speedpipe.scene import SpeedpipeScene

    assert isinstance(scene, SpeedpipeScene)
    for _ in range(ACCOUNTS_FRAMES):
        scene.update(ACCOUNTS_STEP)
        if scene.accounts is not None and scene.accounts.complete:
            break
    return scene


register_scene_key("speedpipe", speedpipe_scene)
register_scene_key("speedpipe_end", speedpipe_end)
