"""Scene keys of the review for the screenshot tool: 'review' (the costliest decisions in words)
and 'review_end' (the end table with the review beside the standings), after a seeded game in
which a person who plays loosely (the easy computer's moves) met normal computers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.arena import load_bots
from game.ai.registry import make_bot
from game.client.scene_keys import SceneRequest, demo_seats, register_scene_key
from game.client.scenes.review_scene import ReviewScene
from game.replay import record_from_table
from game.review import InlineReview, review_table
from game.rules import get_game
from game.table.move_log import BY_COMPUTER, BY_HUMAN, LogEntry
from game.table.seats import TableSetup
from game.table.table import Table

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene

# Seats of the demo game (fewer where the game allows fewer), and the computers' caps there.
DEMO_SEATS = 4
DEMO_ITERATIONS = 2


def reviewed_table(app: App, request: SceneRequest) -> Table:
    """A finished table of the request's game: seat 0 a person, the others computers."""
    rules = get_game(request.game)
    load_bots(request.game)
    seats = min(DEMO_SEATS, rules.max_players)
    setup = TableSetup(request.game, demo_seats(request, seats), seed=request.seed)
    state = rules.new_state(seats, request.seed, setup.option_map())
    bots = [
        make_bot(
            request.game,
            "easy" if seat == 0 else "normal",
            request.seed + seat,
            max_iterations=DEMO_ITERATIONS,
        )
        for seat in range(seats)
    ]
    log: list[LogEntry] = []
    while not state.is_terminal():
        seat = state.to_act()[0]
        move = bots[seat].choose(state, seat)
        state.play(seat, move)
        log.append(LogEntry(seat, move.text(), BY_HUMAN if seat == 0 else BY_COMPUTER, False, ()))
    data = {
        "setup": setup.to_dict(),
        "state": state.to_dict(),
        "log": [entry.to_dict() for entry in log],
        "clocks": {},
        "over": True,
    }
    return Table.from_dict(data, app.services.bots, app.services.now)


def review_scene(app: App, request: SceneRequest) -> Scene:
    """The costliest decisions of the demo game in words (reviewed at the strong caps)."""
    table = reviewed_table(app, request)
    review = review_table(table.setup, table.log)
    return ReviewScene(app, review, table.setup, record_from_table(table))


def review_end(app: App, request: SceneRequest) -> Scene:
    """The end table of the demo game; its review (at the strong caps, as the worker makes it,
    not at the quick cap of inline tables) comes up beside the standings."""
    table = reviewed_table(app, request)
    scene = app.navigator.screens.end(app, table)
    # The end table's panel (not imported here: the end table imports this module).
    scene.review_panel.job = InlineReview(table.setup, table.log)  # type: ignore[attr-defined]
    return scene


register_scene_key("review", review_scene)
register_scene_key("review_end", review_end)
