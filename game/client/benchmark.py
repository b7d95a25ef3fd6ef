"""The client's figures for tools/bench.py: cold start to the first menu frame, frame times."""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from game.ai.benchmark import percentile
from game.client.headless import headless_app, use_dummy_drivers
from game.client.intents import Intent, IntentKind
from game.client.scene import Scene
from game.client.scene_keys import SceneRequest, build_scene
from game.table.bots import ProcessBotService

READY = "first-frame"
COLD_START_RUNS = 3
# Scenes measured: the menus, a table while a strong computer thinks in its own process, and the
# Speedstocks table while a turn is placed (its animations running all the time).
MEASURED_SCENES: tuple[str, ...] = ("menu", "setup", "table", "speedstocks")
# The Speedstocks turn measured: a Short moves the red place, a Margin Call takes a row, the red
# place glides back, a Long lifts a stock out, and stocks fly to their rows.
SPEEDSTOCKS_BENCH = SceneRequest("speedstocks", seed=4, moves=12)
REPOSITORY = Path(__file__).resolve().parents[2]


def first_frame_probe() -> None:
    """Starts the real app (hidden window) and prints READY once the main menu has been drawn."""
    from game.client.scenes.menu import MainMenu

    with tempfile.TemporaryDirectory() as home:
        app = headless_app(Path(home), bots=ProcessBotService())
        app.push(MainMenu(app))
        app.frame(0.0)
        print(READY, flush=True)
        app.shutdown()


def cold_start_seconds(runs: int = COLD_START_RUNS) -> float:
    """The median seconds from starting the interpreter to the first interactive menu frame.

    One untimed run first warms the disk cache ("warm disk", as the target says).
    """
    probe = "from game.client.benchmark import first_frame_probe as probe; probe()"
    command = [sys.executable, "-c", probe]
    times: list[float] = []
    for run in range(runs + 1):
        started = time.perf_counter()
        with subprocess.Popen(
            command, cwd=REPOSITORY, stdout=subprocess.PIPE, text=True
        ) as process:
            assert process.stdout is not None
            for line in process.stdout:
                if line.strip() == READY:
                    break
            elapsed = time.perf_counter() - started
            process.wait(60)
        if process.returncode != 0:
            raise RuntimeError(f"the first-frame probe failed with exit code {process.returncode}")
        if run:
            times.append(elapsed)
    return statistics.median(times)


def _pointer_path(frame: int) -> Intent:
    """A pointer that wanders over the canvas, so hover states and info windows are exercised."""
    x = 200 + (frame * 37) % 1520
    y = 150 + (frame * 23) % 800
    return Intent(IntentKind.HOVER, pos=(float(x), float(y)))


class PlacementLoop:
    """Keeps a Speedstocks scene placing a turn: once the turn has been shown, it starts again.

    The scene key 'speedstocks' starts with a whole turn queued (reveal, placements, symbols);
    this keeps the board as it was before the turn and those events, and whenever the queue has
    run dry, puts both back, so every measured frame falls into a turn's animation.
    """

    def __init__(self, scene: Scene) -> None:
        from game.client.scenes.tables.speedstocks import SpeedstocksScene

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


def frame_times_ms(key: str, frames: int = 300) -> dict[str, float]:
    """p50 and p95 of whole frames (events, update, draw, scaling to 1280×720) of one scene."""
    use_dummy_drivers()
    with tempfile.TemporaryDirectory() as home:
        bots = ProcessBotService()
        app = headless_app(Path(home), bots=bots)
        computers = "strong" if key == "table" else "normal"
        request = SceneRequest(key, computers=computers)
        if key == SPEEDSTOCKS_BENCH.key:
            request = SPEEDSTOCKS_BENCH
        scene = build_scene(app, request)
        loop = PlacementLoop(scene)
        app.push(scene)
        try:
            for _warm in range(30):  # warm caches: fonts, rendered texts, pictures
                loop.keep_placing()
                app.frame(1 / 60)
            times: list[float] = []
            for frame in range(frames):
                started = time.perf_counter()
                loop.keep_placing()
                app.deliver(_pointer_path(frame))
                app.frame(1 / 60)
                times.append((time.perf_counter() - started) * 1000)
        finally:
            app.shutdown()
    times.sort()
    return {"p50_ms": round(percentile(times, 0.5), 3), "p95_ms": round(percentile(times, 0.95), 3)}


def bench_client() -> dict[str, Any]:
    """The client's figures as tools/bench.py reports them."""
    return {
        "cold_start_s": round(cold_start_seconds(), 3),
        "scenes": {key: frame_times_ms(key) for key in MEASURED_SCENES},
    }
