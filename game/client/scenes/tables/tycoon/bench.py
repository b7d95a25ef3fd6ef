"""What tools/bench.py --client measures of Tycoon: the table of the third round (the scene
key 'tycoon') while a plane is always in the air, the flights going from city to city across
the board and over the Hausbanks, the pointer wandering over the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.bench_scenes import BenchScene, register_bench_scene
from game.client.intents import Intent
from game.client.scene_keys import SceneRequest
from game.rules.tycoon import events as ev
from game.rules.tycoon.board import CITY_COUNT
from game.rules.tycoon.flights import HOME

if TYPE_CHECKING:
    from game.client.scene import Scene

TYCOON_BENCH = SceneRequest("tycoon", seed=1)
# Each flight of the bench takes this long; the next starts as soon as one has landed.
FLIGHT_SECONDS = 1.2
# The cities the measured plane visits in turn (corners and middle, long arcs), then home.
ROUTE: tuple[int, ...] = (0, 8, 2, 6, 4, HOME)


class EndlessFlight:
    """Keeps a plane of the shown board in the air: whenever no flight is under way, the
    first player's plane takes off for the next city of the route (landing place 0 or over
    the city) as a Flown event shown by the board; the pointer is left to wander."""

    def __init__(self, scene: Scene) -> None:
        self.board = getattr(scene, "board", None)
        self.leg = 0
        self.at = HOME

    def step(self) -> Intent | None:
        """Starts the next flight when the last one has landed; no intent of its own."""
        board = self.board
        if board is None or board.view is None or board.busy:
            return None
        target = ROUTE[self.leg % len(ROUTE)]
        self.leg += 1
        if target == HOME:
            board.animate(ev.FlewHome(0, self.at if self.at != HOME else 0), FLIGHT_SECONDS)
        else:
            place = 0 if 0 <= target < CITY_COUNT else -1
            board.animate(ev.Flown(0, 0, self.at, target, place), FLIGHT_SECONDS)
        self.at = target
        return None


register_bench_scene(BenchScene(TYCOON_BENCH, driver=EndlessFlight))
