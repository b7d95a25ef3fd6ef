"""The client's figures for tools/bench.py: cold start to the first menu frame, frame times of
the menus and of the scenes the games register, and the games' own figures."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from game.ai.benchmark import percentile
from game.client.bench_scenes import FrameDriver, FrameParts, bench_figures, bench_scenes
from game.client.headless import app_in_folder, headless_app, use_dummy_drivers
from game.client.intents import Intent, IntentKind
from game.client.scene_keys import SceneRequest, build_scene
from game.table.bots import ProcessBotService

READY = "first-frame"
COLD_START_RUNS = 3
# Shared scenes measured: the menus and a table while a strong computer thinks in its own
# process; the games add their own scenes (bench_scenes).
SHARED_MEASURED: tuple[str, ...] = ("menu", "setup", "table")
FRAMES = 300
REPOSITORY = Path(__file__).resolve().parents[2]


def first_frame_probe() -> None:
    """Starts the real app (hidden window) and prints READY once the main menu has been drawn."""
    with tempfile.TemporaryDirectory() as home:
        app = headless_app(Path(home), bots=ProcessBotService())
        app.push(app.navigator.menu())
        app.frame(0.0)
        print(READY, flush=True)
        app.shutdown()


def cold_start_seconds(runs: int = COLD_START_RUNS) -> float:
    """The median seconds from starting the interpreter to the first interactive menu frame.

    One untimed run first warms the disk cache ("warm disk", as the target says).
    """
    # The probe registers the screens first, as the game's start does.
    probe = (
        "import game.client.screens; "
        "from game.client.benchmark import first_frame_probe as probe; probe()"
    )
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


def measured_scenes() -> tuple[str, ...]:
    """The keys of the scenes measured frame by frame: the shared ones, then the games'."""
    return SHARED_MEASURED + tuple(bench_scenes())


def frames_of(key: str) -> int:
    """How many frames of this scene are sampled at full scale."""
    bench = bench_scenes().get(key)
    return FRAMES if bench is None or bench.frames is None else bench.frames


def _request_of(key: str) -> SceneRequest:
    """The scene measured for a key: the set position a game registered, else the key's own."""
    bench = bench_scenes().get(key)
    if bench is not None:
        return bench.request
    return SceneRequest(key, computers="strong" if key == "table" else "normal")


def frame_times_ms(key: str, frames: int | None = None, window: bool = False) -> dict[str, float]:
    """p50 and p95 of whole frames (events, update, draw, scaling to 1280×720) of one scene:
    in a hidden window, or (window=True) in a real window on the display, flipped to the screen;
    with the figures of the frames' parts where the scene's driver times them."""
    frames = frames_of(key) if frames is None else frames
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
        bench = bench_scenes().get(key)
        driver: FrameDriver | None = (
            bench.driver(scene) if bench is not None and bench.driver is not None else None
        )

        def pointer(frame: int) -> Intent:
            """The pointer of this frame: what the game's driver does, else wandering about."""
            step = driver.step() if driver is not None else None
            return step or _pointer_path(frame)

        app.push(scene)
        try:
            for warm in range(30):  # warm caches: fonts, rendered texts, pictures
                app.deliver(pointer(warm))
                app.frame(1 / 60)
            times: list[float] = []
            for frame in range(frames):
                started = time.perf_counter()
                app.deliver(pointer(frame))
                app.frame(1 / 60)
                times.append((time.perf_counter() - started) * 1000)
            parts = driver.part_figures(frames) if isinstance(driver, FrameParts) else {}
        finally:
            app.shutdown()
    return {**figures_of(times), **parts}


def figures_of(times: list[float], prefix: str = "") -> dict[str, float]:
    """The p50 and p95 of measured milliseconds, rounded."""
    ordered = sorted(times)
    return {
        f"{prefix}p50_ms": round(percentile(ordered, 0.5), 3),
        f"{prefix}p95_ms": round(percentile(ordered, 0.95), 3),
    }


def window_figures(scale: float = 1.0) -> dict[str, Any]:
    """The scenes the games measure in a real window on the display (the window players get);
    skipped with the reason where no display is set."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        return {"skipped": "no display (DISPLAY or WAYLAND_DISPLAY) to open a window on"}
    return {
        key: frame_times_ms(key, scaled(frames_of(key), scale), window=True)
        for key, bench in bench_scenes().items()
        if bench.in_window
    }


def scaled(count: int, scale: float) -> int:
    """A sample size scaled, never below what a p95 needs."""
    return max(20, round(count * scale))


def bench_client(scale: float = 1.0) -> dict[str, Any]:
    """The client's figures as tools/bench.py reports them (scale: how many frames, taps and
    cold starts, 1 for the full measurement)."""
    return {
        "cold_start_s": round(cold_start_seconds(max(1, round(COLD_START_RUNS * scale))), 3),
        "scenes": {
            key: frame_times_ms(key, scaled(frames_of(key), scale)) for key in measured_scenes()
        },
        "window": window_figures(scale),
        **{name: measure(scale) for name, measure in bench_figures().items()},
    }
