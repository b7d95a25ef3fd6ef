"""Tycoon's scene keys for the screenshot and bench tools: 'tycoon', the third round with
chains, factories and the person's plane in the air on its way to a city; 'tycoon_payday', a
payday being shown, the person to choose about the loans."""

from __future__ import annotations

from collections.abc import Callable
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
from game.rules.tycoon.moves import EndTurn, Fly
from game.rules.tycoon.state import PAYDAY, TURN, TycoonState
from game.table.table import Table

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene
    from game.client.scenes.tables.tycoon.scene import TycoonScene

SEATS = 4
SEEDS_TRIED = 60
# The third round once this many hotels stand and this many factories are built.
LATE_HOTELS = 24
LATE_FACTORIES = 4
# The flight in the picture lasts this long, so that after the screenshot tool's settling
# frames (1.5 s) the plane is about halfway.
FLIGHT_SHOWN_SECONDS = 3.0
# Frames of this many seconds run until the payday's first income is shown.
PAYDAY_STEP = 0.05
PAYDAY_FRAMES = 400

Stop = Callable[[TycoonState, int, Move], bool]


def late_flight(state: TycoonState, seat: int, move: Move) -> bool:
    """The person's flight in the third round over a board with long chains and factories."""
    if seat != 0 or state.round != 3 or state.phase != TURN or not isinstance(move, Fly):
        return False
    hotels = sum(len(chain) - chain.count(-1) for chain in state.chains)
    factories = sum(len(sites) - sites.count(-1) for sites in state.factories)
    return hotels >= LATE_HOTELS and factories >= LATE_FACTORIES


def payday_for_person(state: TycoonState, seat: int, move: Move) -> bool:
    """The last turn of the first or second round, after which the person chooses about the
    loans at the payday."""
    if not isinstance(move, EndTurn) or not state.closing or seat != state.last_player():
        return False
    if state.round >= 3:
        return False
    after = state.copy()
    after.play(seat, move)
    return after.phase == PAYDAY and after.acting == 0


def played(seed: int, stop: Stop) -> tuple[TycoonState, int, Move] | None:
    """A seeded game of computers up to the first move stop wants: the state before it, the
    seat and the move; None when it never comes."""
    state = get_game("tycoon").new_state(SEATS, seed, {})
    assert isinstance(state, TycoonState)
    bots = [make_bot("tycoon", "easy", seed=seed + seat) for seat in range(SEATS)]
    while not state.is_terminal():
        seat = state.to_act()[0]
        move = bots[seat].choose(state, seat)
        if stop(state, seat, move):
            return state, seat, move
        state.play(seat, move)
    return None


def search(request: SceneRequest, stop: Stop) -> tuple[TycoonState, int, Move]:
    """The first seed from the request's whose game gets there; ValueError in words if none."""
    for seed in range(request.seed, request.seed + SEEDS_TRIED):
        found = played(seed, stop)
        if found is not None:
            return found
    raise ValueError(f"no Tycoon game of seeds {request.seed}+ reaches the moment asked for")


def table_of(app: App, request: SceneRequest, state: TycoonState) -> Table:
    """A table of one person against computers at this state, without a clock."""
    return person_table_at(app, request, "tycoon", state, SEATS)


def _scene(app: App, table: Table) -> TycoonScene:
    """The Tycoon scene of a table."""
    from game.client.scenes.tables.tycoon.scene import TycoonScene

    scene = table_scene_of(app, table)
    assert isinstance(scene, TycoonScene)
    return scene


def tycoon_scene(app: App, request: SceneRequest) -> Scene:
    """The third round: the person's plane halfway on its flight."""
    state, seat, move = search(request, late_flight)
    scene = _scene(app, table_of(app, request, state))
    scene.update(0.0)
    scene.send(move)
    waiting = scene.queue.waiting
    if waiting:
        waiting[0].seconds = FLIGHT_SHOWN_SECONDS
    scene.update(0.0)
    return scene


def tycoon_payday(app: App, request: SceneRequest) -> Scene:
    """A payday being shown after a round's last turn: the shown view steps from before that
    turn's end to the round's end, the incomes follow, then the person chooses about loans."""
    from game.rules.tycoon import events as ev

    state, seat, move = search(request, payday_for_person)
    before = state.view(0)
    events = state.play(seat, move)
    scene = _scene(app, table_of(app, request, state))
    scene.view = before
    scene.enqueue(events)
    for _ in range(PAYDAY_FRAMES):
        scene.update(PAYDAY_STEP)
        current = scene.queue.current
        if current is not None and isinstance(current.event, ev.RoundEnded):
            break
    return scene


register_scene_key("tycoon", tycoon_scene)
register_scene_key("tycoon_payday", tycoon_payday)
