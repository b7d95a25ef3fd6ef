"""The replay scenes for the screenshot and bench tools: 'replay' (a seeded game of random play,
recorded and shown in the viewer part-way through) and 'replays' (the list of kept records)."""

from __future__ import annotations

import datetime
import random
from typing import TYPE_CHECKING

from game.ai.registry import make_bot
from game.client.scene_keys import SceneRequest, demo_seats, register_scene_key
from game.client.scenes.replay.records import ReplaysScene
from game.client.scenes.replay.viewer import ReplayScene
from game.replay import GameRecord, RecordedMove, Replay
from game.rules import get_game
from game.table.move_log import BY_COMPUTER, BY_HUMAN
from game.table.seats import TableSetup

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene

# Where the viewer stands when no --moves are asked for: this share of the game played.
SHOWN_SHARE = 0.4
DEMO_PLAYERS = 4
# A fixed end time long enough ago to be told as a date, so that the picture is the same on every
# run.
DEMO_END = datetime.datetime(2026, 11, 1, 18, 30, tzinfo=datetime.UTC)


def demo_record(request: SceneRequest) -> GameRecord:
    """A whole game of the request's game played by seeded random moves, seat 0 a person."""
    game = get_game(request.game)
    players = min(game.max_players, max(game.min_players, DEMO_PLAYERS))
    setup = TableSetup(
        request.game, demo_seats(request, players), seed=request.seed, turn_seconds=None
    )
    state = game.new_state(players, request.seed, setup.option_map())
    chooser = make_bot(request.game, "random", seed=request.seed)
    picker = random.Random(request.seed)
    moves: list[RecordedMove] = []
    while not state.is_terminal():
        seat = picker.choice(state.to_act())
        move = chooser.choose(state, seat)
        state.play(seat, move)
        moves.append(RecordedMove(seat, move.text(), BY_HUMAN if seat == 0 else BY_COMPUTER, False))
    outcome = state.outcome()
    assert outcome is not None
    return GameRecord(setup, tuple(moves), outcome, DEMO_END)


def replay_scene(app: App, request: SceneRequest) -> Scene:
    """The viewer of a demo game at request.moves (or part-way through when none are asked)."""
    replay = Replay(demo_record(request))
    scene = ReplayScene(app, replay)
    scene.go_to(request.moves or round(replay.length * SHOWN_SHARE))
    return scene


register_scene_key("replay", replay_scene)
register_scene_key("replays", lambda app, request: ReplaysScene(app))
