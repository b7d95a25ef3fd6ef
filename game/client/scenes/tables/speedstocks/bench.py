"""What tools/bench.py --client measures of Speedstocks: the table while a turn is placed, its
animations running all the time."""

from __future__ import annotations

from game.client.bench_scenes import BenchScene, register_bench_scene
from game.client.intents import Intent
from game.client.scene import Scene
from game.client.scene_keys import SceneRequest

# The Speedstocks turn measured: a Short moves the red place, a Margin Call takes a row, the red
# place glides back, a Long lifts a stock out, and stocks fly to their rows.
SPEEDSTOCKS_BENCH = SceneRequest("speedstocks", seed=4, moves=12)


class PlacementLoop:
    """Keeps a Speedstocks scene placing a turn: once the turn has been shown, it starts again.

    The scene key 'speedstocks' starts with a whole turn queued (reveal, placements, symbols);
    this keeps the board as it was before the turn and those events, and whenever the queue has
    run dry, puts both back, so every measured frame falls into a turn's animation.
    """

    def __init__(self, scene: Scene) -> None:
        from game.client.scenes.tables.speedstocks.scene import SpeedstocksScene

        self.scene = scene if isinstance(scene, SpeedstocksScene) else None
        self.board = self.scene.board.copy() if self.scene is not None else None
        waiting = self.scene.queue.waiting if self.scene is not None else ()
        self.events = [item.event for item in waiting]
        self.restarts = 0

    def keep_placing(self) -> None:
        """Starts the turn again when it has been shown to its end."""
        scene = self.scene
        if scene is None or self.board is None or not self.events or scene.queue.playing:
            return
        scene.board = self.board.copy()
        scene.enqueue(self.events)
        self.restarts += 1

    def step(self) -> Intent | None:
        """Keeps the turn placing; the pointer wanders meanwhile (no intent of its own)."""
        self.keep_placing()
        return None


register_bench_scene(BenchScene(SPEEDSTOCKS_BENCH, driver=PlacementLoop))
