"""What tools/bench.py --client measures of Speedpipe: the table of a late game on the Ölküste
(the scene key 'speedpipe') while its map is panned round by a drag and zoomed in and out with
the wheel, and the time from a tap on a route the person can pay to the payment chooser open
and drawn."""

from __future__ import annotations

import math
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

from game.client.bench_scenes import BenchScene, register_bench_figures, register_bench_scene
from game.client.benchmark import figures_of, scaled
from game.client.headless import headless_app, use_dummy_drivers
from game.client.intents import Intent, IntentKind
from game.client.scene_keys import SceneRequest, build_scene
from game.client.scenes.tables.speedpipe.map_camera import ZOOM_STEP
from game.client.scenes.tables.speedpipe.map_view import MapView
from game.table.bots import ProcessBotService

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene
    from game.client.scenes.tables.speedpipe.scene import SpeedpipeScene

SPEEDPIPE_BENCH = SceneRequest("speedpipe", seed=1)
TAPS = 40
# The drag goes round a circle of this radius (canvas pixels) in this many frames, so the map
# keeps moving without drifting away.
CIRCLE_RADIUS = 160.0
CIRCLE_FRAMES = 120
# Every so many frames a wheel step zooms, in twice then out twice around the map's middle.
ZOOM_EVERY = 30
ZOOM_CYCLE: tuple[float, ...] = (ZOOM_STEP, ZOOM_STEP, 1 / ZOOM_STEP, 1 / ZOOM_STEP)


class MapPanZoom:
    """Pans a Speedpipe map round by a drag that never ends and zooms it with the wheel now and
    then, as a player looking over the map does."""

    def __init__(self, scene: Scene | None) -> None:
        view = getattr(scene, "map_view", None)
        self.view: MapView | None = view if isinstance(view, MapView) else None
        self.frame = 0
        self.zooms = 0

    @classmethod
    def of_view(cls, view: MapView) -> MapPanZoom:
        """The driver of a map view on its own (no table around it)."""
        driver = cls(None)
        driver.view = view
        return driver

    def step(self) -> Intent | None:
        """This frame's intent: the drag's start, a wheel step, or the drag going on."""
        view = self.view
        if view is None:
            return None
        frame = self.frame
        self.frame += 1
        centre = (float(view.rect.centerx), float(view.rect.centery))
        if frame == 0:
            return Intent(IntentKind.DRAG_START, pos=centre)
        if frame % ZOOM_EVERY == 0:
            factor = ZOOM_CYCLE[self.zooms % len(ZOOM_CYCLE)]
            self.zooms += 1
            return Intent(IntentKind.ZOOM, pos=centre, factor=factor)
        angle = 2 * math.pi * frame / CIRCLE_FRAMES
        step = CIRCLE_RADIUS * 2 * math.pi / CIRCLE_FRAMES
        delta = (-math.sin(angle) * step, math.cos(angle) * step)
        pos = (
            centre[0] + CIRCLE_RADIUS * math.cos(angle),
            centre[1] + CIRCLE_RADIUS * math.sin(angle),
        )
        return Intent(IntentKind.DRAG, pos=pos, delta=delta)


def payable_route(scene: SpeedpipeScene) -> int:
    """A route the person can pay now whose middle shows on the map; ValueError in words when
    there is none."""
    from game.client.scenes.tables.speedpipe.payment_chooser import route_chooser

    state, seat = scene.state, scene.seat
    view = scene.map_view
    for route in range(len(state.map.routes)):
        if not view.rect.collidepoint(view.route_centre(route)):
            continue
        if view.route_at(view.route_centre(route)) != route:
            continue
        if not isinstance(route_chooser(state, seat, route, scene.names()), str):
            return route
    raise ValueError("the bench's scene shows no route the person can pay")


def tap_times_ms(taps: int = TAPS) -> dict[str, float]:
    """Speedpipe: from a tap on a payable route to its payment chooser open (route_tap_), and
    with the next frame drawn (route_tap_frame_); the chooser is closed between taps, untimed."""
    from game.client.scenes.tables.speedpipe.scene import SpeedpipeScene

    use_dummy_drivers()
    with tempfile.TemporaryDirectory() as home:
        app = headless_app(Path(home), bots=ProcessBotService())
        try:
            scene = build_scene(app, SPEEDPIPE_BENCH)
            assert isinstance(scene, SpeedpipeScene)
            app.push(scene)
            return _timed_taps(app, scene, taps)
        finally:
            app.shutdown()


def _timed_taps(app: App, scene: SpeedpipeScene, taps: int) -> dict[str, float]:
    """Taps a payable route taps times: the milliseconds to the chooser, and to it drawn."""
    for _warm in range(10):
        app.frame(1 / 60)
    route = payable_route(scene)
    point = scene.map_view.route_centre(route)
    handled: list[float] = []
    drawn: list[float] = []
    for _tap in range(taps):
        scene.cancel_choice()
        app.frame(1 / 60)
        started = time.perf_counter()
        app.deliver(Intent(IntentKind.TAP, pos=point))
        chosen = time.perf_counter()
        app.frame(1 / 60)
        shown = time.perf_counter()
        payment = scene.payment
        if payment is None or payment.target != route:
            raise RuntimeError("the tap on the route did not open its payment chooser")
        handled.append((chosen - started) * 1000)
        drawn.append((shown - started) * 1000)
    return {**figures_of(handled, "route_tap_"), **figures_of(drawn, "route_tap_frame_")}


def _tap_figures(scale: float) -> dict[str, float]:
    """The tap figures with the bench's scale of taps."""
    return tap_times_ms(scaled(TAPS, scale))


register_bench_scene(BenchScene(SPEEDPIPE_BENCH, driver=MapPanZoom))
register_bench_figures("speedpipe_tap", _tap_figures)
