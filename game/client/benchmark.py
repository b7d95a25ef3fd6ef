"""The client's figures for tools/bench.py: cold start to the first menu frame, frame times, and
Speedchicago's tap on a foreman to its lit fields."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.ai.benchmark import percentile
from game.client.headless import app_in_folder, headless_app, use_dummy_drivers
from game.client.intents import Intent, IntentKind
from game.client.scene import Scene
from game.client.scene_keys import SceneRequest, build_scene
from game.table.bots import ProcessBotService

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago import SpeedchicagoScene

READY = "first-frame"
COLD_START_RUNS = 3
# Scenes measured: the menus, a table while a strong computer thinks in its own process, the
# Speedstocks table while a turn is placed (its animations running all the time), and the
# Speedchicago site built up in 1893 while the player drags it round (rendered anew every frame).
MEASURED_SCENES: tuple[str, ...] = ("menu", "setup", "table", "speedstocks", "speedchicago")
FRAMES = 300
# The 3D site renders on the CPU without a GPU: fewer frames keep the run short, still enough
# for a p95.
FRAMES_OF_SCENE: dict[str, int] = {"speedchicago": 160}
# The Speedstocks turn measured: a Short moves the red place, a Margin Call takes a row, the red
# place glides back, a Long lifts a stock out, and stocks fly to their rows.
SPEEDSTOCKS_BENCH = SceneRequest("speedstocks", seed=4, moves=12)
# Seed 7 leaves the person two foremen in 1893 with many fields in reach, and houses of 3 to 9.
SPEEDCHICAGO_BENCH = SceneRequest("speedchicago", seed=7)
# The drag that turns the site: canvas pixels a frame (the scene turns 0.3° a pixel).
DRAG_STEP = (2.0, 0.0)
TAPS = 40
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


class SiteDrag:
    """Keeps dragging a Speedchicago site round, as a player turning it with the mouse does.

    The drag starts on the sky in the site's top-left corner (free space, so it turns the camera)
    and moves on by DRAG_STEP every frame, so that every frame renders the 3D view anew.
    """

    def __init__(self, scene: Scene) -> None:
        from game.client.scenes.tables.speedchicago import SpeedchicagoScene

        self.scene = scene if isinstance(scene, SpeedchicagoScene) else None
        self.started = False

    def intent(self) -> Intent | None:
        """The drag's next step (its start the first time); None for other scenes."""
        if self.scene is None:
            return None
        corner = self.scene.site.rect
        pos = (float(corner.x + 12), float(corner.y + 12))
        if not self.started:
            self.started = True
            return Intent(IntentKind.DRAG_START, pos=pos)
        return Intent(IntentKind.DRAG, pos=pos, delta=DRAG_STEP)


def _request_of(key: str) -> SceneRequest:
    """The scene measured for a key: the set positions of the game tables, else the key's own."""
    if key == SPEEDSTOCKS_BENCH.key:
        return SPEEDSTOCKS_BENCH
    if key == SPEEDCHICAGO_BENCH.key:
        return SPEEDCHICAGO_BENCH
    return SceneRequest(key, computers="strong" if key == "table" else "normal")


def frame_times_ms(key: str, frames: int | None = None, window: bool = False) -> dict[str, float]:
    """p50 and p95 of whole frames (events, update, draw, scaling to 1280×720) of one scene:
    in a hidden window, or (window=True) in a real window on the display, flipped to the screen."""
    frames = FRAMES_OF_SCENE.get(key, FRAMES) if frames is None else frames
    if window:
        if os.environ.get("DISPLAY"):
            os.environ["SDL_VIDEODRIVER"] = "x11"
        else:
            os.environ.pop("SDL_VIDEODRIVER", None)
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    else:
        use_dummy_drivers()
    with tempfile.TemporaryDirectory() as home:
        bots = ProcessBotService()
        app = app_in_folder(Path(home), bots=bots)
        scene = build_scene(app, _request_of(key))
        loop = PlacementLoop(scene)
        drag = SiteDrag(scene)

        def pointer(frame: int) -> Intent:
            """The pointer of this frame: the drag on the site, else wandering about."""
            return drag.intent() or _pointer_path(frame)

        app.push(scene)
        try:
            for warm in range(30):  # warm caches: fonts, rendered texts, pictures
                loop.keep_placing()
                app.deliver(pointer(warm))
                app.frame(1 / 60)
            times: list[float] = []
            for frame in range(frames):
                started = time.perf_counter()
                loop.keep_placing()
                app.deliver(pointer(frame))
                app.frame(1 / 60)
                times.append((time.perf_counter() - started) * 1000)
        finally:
            app.shutdown()
    return _figures(times)


def _figures(times: list[float], prefix: str = "") -> dict[str, float]:
    """The p50 and p95 of measured milliseconds, rounded."""
    ordered = sorted(times)
    return {
        f"{prefix}p50_ms": round(percentile(ordered, 0.5), 3),
        f"{prefix}p95_ms": round(percentile(ordered, 0.95), 3),
    }


def tappable_foreman(scene: SpeedchicagoScene) -> tuple[int, tuple[float, float]]:
    """An own foreman of the shown seat and a canvas point where a tap picks him.

    ValueError in words when the scene shows no foreman of the person that a tap can reach.
    """
    from game.client.site3d.geometry import PICK_FIGURE

    seat = scene.shown_seat
    heights = scene.board.heights
    if scene.position is None or seat is None:
        raise ValueError("the scene shows no position of a person")
    for field in scene.position.foremen_of(seat):
        for lift in (0.3, 0.45, 0.15):  # his body, his head, his legs
            point = scene.site.field_on_screen(field, heights, lift)
            pick = scene.site.pick(point)
            if pick.kind == PICK_FIGURE and pick.field == field:
                return field, point
    raise ValueError("the scene shows no foreman of the person that a tap can reach")


def tap_times_ms(taps: int = TAPS) -> dict[str, float]:
    """Speedchicago: from a tap on an own foreman to his reachable fields lit.

    pick_*: the pick of the tapped pixel alone; tap_*: the whole tap (pick, selection, the
    legal moves and targets worked out); tap_frame_*: the tap and the next frame drawn (the lit
    plates uploaded and the site rendered). The selection is cleared between taps, untimed.
    """
    from game.client.scenes.tables import speedchicago_selection as selection
    from game.client.scenes.tables.speedchicago import SpeedchicagoScene

    use_dummy_drivers()
    with tempfile.TemporaryDirectory() as home:
        app = headless_app(Path(home), bots=ProcessBotService())
        scene = build_scene(app, SPEEDCHICAGO_BENCH)
        assert isinstance(scene, SpeedchicagoScene)
        app.push(scene)
        try:
            for _warm in range(10):
                app.frame(1 / 60)
            field, point = tappable_foreman(scene)
            picks: list[float] = []
            highlights: list[float] = []
            frames: list[float] = []
            for _tap in range(taps):
                scene.select(selection.Selection())
                app.frame(1 / 60)
                started = time.perf_counter()
                scene.site.pick(point)
                picks.append((time.perf_counter() - started) * 1000)
                started = time.perf_counter()
                app.deliver(Intent(IntentKind.TAP, pos=point))
                highlighted = time.perf_counter()
                app.frame(1 / 60)
                drawn = time.perf_counter()
                highlights.append((highlighted - started) * 1000)
                frames.append((drawn - started) * 1000)
                if scene.selection.foreman != field or not scene.targets:
                    raise RuntimeError("the tap on the foreman did not light his fields")
        finally:
            app.shutdown()
    return {
        **_figures(picks, "pick_"),
        **_figures(highlights, "tap_"),
        **_figures(frames, "tap_frame_"),
    }


def window_figures(scale: float = 1.0) -> dict[str, Any]:
    """The Speedchicago scene in a real window on the display (the window players get);
    skipped with the reason where no display is set."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        return {"skipped": "no display (DISPLAY or WAYLAND_DISPLAY) to open a window on"}
    return {
        "speedchicago": frame_times_ms(
            "speedchicago", _scaled(FRAMES_OF_SCENE["speedchicago"], scale), window=True
        )
    }


def _scaled(count: int, scale: float) -> int:
    """A sample size scaled, never below what a p95 needs."""
    return max(20, round(count * scale))


def bench_client(scale: float = 1.0) -> dict[str, Any]:
    """The client's figures as tools/bench.py reports them (scale: how many frames, taps and
    cold starts, 1 for the full measurement)."""
    return {
        "cold_start_s": round(cold_start_seconds(max(1, round(COLD_START_RUNS * scale))), 3),
        "scenes": {
            key: frame_times_ms(key, _scaled(FRAMES_OF_SCENE.get(key, FRAMES), scale))
            for key in MEASURED_SCENES
        },
        "window": window_figures(scale),
        "speedchicago_tap": tap_times_ms(_scaled(TAPS, scale)),
    }
