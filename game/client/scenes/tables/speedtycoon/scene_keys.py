"""Speedtycoon's scene keys for the screenshot and bench tools: a late Tycoon-mode game with a
grown Imperium and a bought building in 'Zu bauen' whose green and yellow fields are lit, and the
same kind of game in the middle of a scoring shown."""

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
from game.rules.speedtycoon import events as ev
from game.rules.speedtycoon.building_fields import building_fields
from game.rules.speedtycoon.state import PLACE, SpeedtycoonState
from game.table.table import Table

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene

SEATS = 4
OPTIONS = {"mode": "tycoon"}
# The person's Imperium counts this many buildings (headquarters included) in the late game.
GROWN_EMPIRE = 14
# Seeds tried after the request's before the scene gives up (each game takes milliseconds).
SEEDS_TRIED = 200

# Frames of SHOW_STEP seconds run for the scoring to be shown whole before the picture.
SHOW_FRAMES = 400
SHOW_STEP = 0.25

Stop = Callable[[SpeedtycoonState, int, Move], bool]


def _played_until(seed: int, stop: Stop) -> tuple[SpeedtycoonState, Move] | None:
    """A Tycoon-mode game of easy computers on every seat up to the first move for which stop
    says so (that move not made yet), or None when the game ends first."""
    state = get_game("speedtycoon").new_state(SEATS, seed, OPTIONS)
    assert isinstance(state, SpeedtycoonState)
    bots = [make_bot("speedtycoon", "easy", seed=seed + seat) for seat in range(SEATS)]
    while not state.is_terminal():
        seat = state.may_move()[0]
        move = bots[seat].choose(state, seat)
        if stop(state, seat, move):
            return state, move
        state.play(seat, move)
    return None


def seeded_moment(request: SceneRequest, stop: Stop) -> tuple[SpeedtycoonState, Move]:
    """The first seed from the request's on whose game stop says so; ValueError in words when
    none of the seeds tried gets there."""
    for seed in range(request.seed, request.seed + SEEDS_TRIED):
        found = _played_until(seed, stop)
        if found is not None:
            return found
    raise ValueError(f"no Speedtycoon game of seeds {request.seed}+ reaches that moment")


def _placing_late(state: SpeedtycoonState, seat: int, move: Move) -> bool:
    """The person places a bought building into a grown Imperium, with green and yellow fields."""
    if seat != 0 or state.phase != PLACE or len(state.empires[0].fields) < GROWN_EMPIRE:
        return False
    fields = building_fields(state, 0, state.to_place[0])
    return bool(fields.allowed and fields.with_tunnel)


def _scoring_next(state: SpeedtycoonState, seat: int, move: Move) -> bool:
    """The person's move brings up the Venture Capital scoring (the cities have grown by then
    and two places score)."""
    if seat != 0 or state.scorings != 1:
        return False
    trial = state.copy()
    return any(isinstance(event, ev.ScoringHeld) for event in trial.play(seat, move))


def person_table(app: App, request: SceneRequest, state: SpeedtycoonState) -> Table:
    """A table of one person against computers at this state, without a clock."""
    return person_table_at(app, request, "speedtycoon", state, SEATS, OPTIONS)


def speedtycoon_scene(app: App, request: SceneRequest) -> Scene:
    """A late Tycoon-mode table: a grown Imperium, a bought building in 'Zu bauen' chosen with
    its green and yellow fields lit."""
    state, _ = seeded_moment(request, _placing_late)
    return table_scene_of(app, person_table(app, request, state))


def speedtycoon_scoring(app: App, request: SceneRequest) -> Scene:
    """A Tycoon-mode table whose person has just made the move that brought up Venture Capital:
    the table stands for reading and the scene shows the whole scoring, Weiter offered."""
    state, move = seeded_moment(request, _scoring_next)
    table = person_table(app, request, state)
    scene = table_scene_of(app, table)
    from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene

    assert isinstance(scene, SpeedtycoonScene)
    scene.send(move)
    for _ in range(SHOW_FRAMES):
        scene.update(SHOW_STEP)
        if scene.show is not None and scene.show.complete:
            break
    return scene


register_scene_key("speedtycoon", speedtycoon_scene)
register_scene_key("speedtycoon_scoring", speedtycoon_scoring)
