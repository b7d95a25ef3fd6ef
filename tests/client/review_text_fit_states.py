"""The review's screens for the text-fit test: the end table with the costliest decisions beside
the standings, and the decisions in words, for every game (those whose decisions are whole
turns, Tycoon and Speedchicago, have the longest words)."""

from __future__ import annotations

from collections.abc import Callable

from game.client.app import App
from game.client.scene import Scene
from game.client.scene_keys import SceneRequest
from game.client.scenes.review_keys import reviewed_table
from game.client.scenes.review_scene import ReviewScene
from game.replay import record_from_table
from game.review import review_table
from tests.client.conftest import FakeTime

State = Callable[[App, FakeTime], object]
GAMES = ("speedstocks", "speedchicago", "speedtycoon", "speedpipe", "tycoon")
# The quick cap of these reviews: the words are as long at any cap.
QUICK = 2


def end_table(game: str) -> State:
    """The end table of a seeded game of a person against computers, its review ready."""

    def reach(app: App, time: FakeTime) -> None:
        table = reviewed_table(app, SceneRequest("review_end", game, 3))
        app.navigator.to_end(table)
        app.frame(1 / 60)
        assert app.scene.review_panel.review is not None  # type: ignore[attr-defined]

    return reach


def words(game: str, show: Callable[[App, Scene], None]) -> State:
    """The costliest decisions of such a game in words."""

    def reach(app: App, time: FakeTime) -> None:
        table = reviewed_table(app, SceneRequest("review", game, 3))
        review = review_table(table.setup, table.log, iterations=QUICK)
        show(app, ReviewScene(app, review, table.setup, record_from_table(table)))

    return reach


def states(show: Callable[[App, Scene], None]) -> dict[str, State]:
    """The review's states by name."""
    found: dict[str, State] = {}
    for game in GAMES:
        found[f"review end table {game}"] = end_table(game)
        found[f"review words {game}"] = words(game, show)
    return found
