"""What tools/bench.py --client measures of Speedchicago: the site built up in 1893 while the
player drags it round (rendered anew every frame, in a real window too; the site's and the
overlay's share of each frame on their own), and the tap on a foreman to his lit fields (the
pick of the tapped pixel alone among them)."""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.client.bench_scenes import BenchScene, register_bench_figures, register_bench_scene
from game.client.benchmark import figures_of, scaled
from game.client.headless import headless_app, use_dummy_drivers
from game.client.intents import Intent, IntentKind
from game.client.scene import Scene
from game.client.scene_keys import SceneRequest, build_scene
from game.table.bots import ProcessBotService

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene

# Seed 11 leaves the person a foreman in 1893 with 12 fields in reach, 82 floors built and
# houses of 3 to 8 (under the stack table of 3-2-2-1 / 3-2-1 / 3-2-2 at four companies; seed 7
# built only 76 floors there and kept a house on its stone).
SPEEDCHICAGO_BENCH = SceneRequest("speedchicago", seed=11)
# The 3D site renders on the CPU without a GPU: fewer frames keep the run short, still enough
# for a p95.
SITE_FRAMES = 160
# The drag that turns the site: canvas pixels a frame (the scene turns 0.3° a pixel).
DRAG_STEP = (2.0, 0.0)
TAPS = 40


class PartTimer:
    """Times each call of one drawing step of a frame (the site, the overlay), in ms."""

    def __init__(self, draw: Callable[[pygame.Surface], None]) -> None:
        self.draw = draw
        self.times: list[float] = []

    def __call__(self, surface: pygame.Surface) -> None:
        """Draws as before, timed."""
        started = time.perf_counter()
        self.draw(surface)
        self.times.append((time.perf_counter() - started) * 1000)


class SiteDrag:
    """Keeps dragging a Speedchicago site round, as a player turning it with the mouse does.

    The drag starts in the site's top-left corner, on the city round the site (never picked, so
    it turns the camera), and moves on by DRAG_STEP every frame, so that every frame renders the
    3D view anew. Each frame's site (3D render and read-back into the canvas) and overlay (the
    2D labels and outlines drawn over it) are timed on their own.
    """

    def __init__(self, scene: Scene) -> None:
        from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene

        self.scene = scene if isinstance(scene, SpeedchicagoScene) else None
        self.started = False
        self.site_timer: PartTimer | None = None
        self.overlay_timer: PartTimer | None = None
        if self.scene is not None:
            # The scene calls these two once a frame; the timers stand in for them.
            self.site_timer = PartTimer(self.scene.site.draw)
            self.overlay_timer = PartTimer(self.scene.overlay.draw)
            setattr(self.scene.site, "draw", self.site_timer)  # noqa: B010
            setattr(self.scene.overlay, "draw", self.overlay_timer)  # noqa: B010

    def part_figures(self, frames: int) -> dict[str, float]:
        """p50 and p95 of the site's and the overlay's share of the last frames."""
        if self.site_timer is None or self.overlay_timer is None:
            return {}
        return {
            **figures_of(self.site_timer.times[-frames:], "site_"),
            **figures_of(self.overlay_timer.times[-frames:], "overlay_"),
        }

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

    def step(self) -> Intent | None:
        """The drag's next step, as each measured frame gets it."""
        return self.intent()


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
    from game.client.scenes.tables.speedchicago import selection
    from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene

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
        **figures_of(picks, "pick_"),
        **figures_of(highlights, "tap_"),
        **figures_of(frames, "tap_frame_"),
    }


def _tap_figures(scale: float) -> dict[str, float]:
    """The tap figures with the bench's scale of taps."""
    return tap_times_ms(scaled(TAPS, scale))


register_bench_scene(BenchScene(SPEEDCHICAGO_BENCH, SITE_FRAMES, SiteDrag, in_window=True))
register_bench_figures("speedchicago_tap", _tap_figures)
