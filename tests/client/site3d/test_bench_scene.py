"""The scene key 'speedchicago' that tools/screenshot.py and tools/bench.py --client use: a full
late-game site, the drag that turns it every frame, and the tap that lights a foreman's fields."""

from __future__ import annotations

import moderngl

from game.ai.speedchicago.late_games import late_chicago_state
from game.client.app import App
from game.client.benchmark import measured_scenes
from game.client.intents import Intent, IntentKind
from game.client.scene_keys import SceneRequest, build_scene, scene_keys
from game.client.scenes.tables.speedchicago import selection as sel
from game.client.scenes.tables.speedchicago.bench import (
    SPEEDCHICAGO_BENCH,
    SiteDrag,
    tap_times_ms,
    tappable_foreman,
)
from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene
from game.rules.speedchicago.state import TURN, SpeedchicagoState


def test_the_late_state_is_the_first_seats_turn_in_1893_with_the_site_built_up() -> None:
    state = late_chicago_state(SPEEDCHICAGO_BENCH.seed)
    assert isinstance(state, SpeedchicagoState)
    assert (state.year, state.last_round, state.phase, state.to_act()) == (2, True, TURN, (0,))
    assert sum(state.heights) >= 80 and state.supply <= 8
    assert min(state.houses.area) >= 3  # every house has grown beyond its stone
    assert state.foremen_of(0)
    same = late_chicago_state(SPEEDCHICAGO_BENCH.seed)
    assert same.heights == state.heights and same.figures == state.figures  # seeded
    early = late_chicago_state(SPEEDCHICAGO_BENCH.seed, moves=20)
    assert early.year == 0 and sum(early.heights) < sum(state.heights)


def test_the_scene_key_shows_the_table_with_a_foreman_selected(
    app: App, gl_context: moderngl.Context
) -> None:
    assert "speedchicago" in scene_keys() and "speedchicago" in measured_scenes()
    scene = build_scene(app, SceneRequest("speedchicago", seed=SPEEDCHICAGO_BENCH.seed))
    assert isinstance(scene, SpeedchicagoScene)
    assert scene.table.setup.turn_seconds is None  # no clock runs out while it is measured
    assert app.settings.chicago_tutorial_done  # the tutorial does not cover the site
    assert scene.selection.mode == sel.FOREMAN and scene.targets
    assert all(target.kind == sel.WALK for target in scene.targets.values())
    app.push(scene)
    for _ in range(3):
        app.frame(1 / 60)
    assert scene.can_act() and scene.site.renders >= 1


def test_the_bench_drag_turns_the_site_and_renders_every_frame(
    app: App, gl_context: moderngl.Context
) -> None:
    scene = build_scene(app, SPEEDCHICAGO_BENCH)
    assert isinstance(scene, SpeedchicagoScene)
    drag = SiteDrag(scene)
    app.push(scene)
    first = drag.intent()
    assert first is not None and first.kind is IntentKind.DRAG_START
    app.deliver(first)
    app.frame(1 / 60)
    yaw, renders = scene.site.camera.yaw, scene.site.renders
    for _ in range(5):
        step = drag.intent()
        assert step is not None and step.kind is IntentKind.DRAG
        app.deliver(step)
        app.frame(1 / 60)
    assert scene.site.camera.yaw != yaw
    assert scene.site.renders == renders + 5
    assert scene.selection.mode == sel.FOREMAN  # turning the site keeps the selection
    # Each frame's site (render and read-back) and overlay are timed on their own.
    parts = drag.part_figures(5)
    for part in ("site_", "overlay_"):
        assert 0 < parts[f"{part}p50_ms"] <= parts[f"{part}p95_ms"]
    assert drag.site_timer is not None and len(drag.site_timer.times) == 6


def test_a_drag_is_only_made_for_the_chicago_scene(app: App) -> None:
    menu = SiteDrag(build_scene(app, SceneRequest("menu")))
    assert menu.intent() is None and menu.part_figures(5) == {}


def test_a_tap_on_the_own_foreman_lights_his_fields(app: App, gl_context: moderngl.Context) -> None:
    scene = build_scene(app, SPEEDCHICAGO_BENCH)
    assert isinstance(scene, SpeedchicagoScene)
    app.push(scene)
    app.frame(1 / 60)
    field, point = tappable_foreman(scene)
    assert scene.board.figures[field] == 0
    scene.select(sel.Selection())
    assert not scene.targets
    app.deliver(Intent(IntentKind.TAP, pos=point))
    assert scene.selection == sel.Selection(sel.FOREMAN, foreman=field)
    assert scene.position is not None
    assert set(scene.targets) == set(scene.position.reachable_from(field))
    app.frame(1 / 60)
    look = scene.site.look
    assert look is not None and set(look.plates) == set(scene.targets)


def test_the_tap_figures_come_as_p50_and_p95(gl_context: moderngl.Context) -> None:
    figures = tap_times_ms(taps=3)
    assert set(figures) == {
        "pick_p50_ms",
        "pick_p95_ms",
        "tap_p50_ms",
        "tap_p95_ms",
        "tap_frame_p50_ms",
        "tap_frame_p95_ms",
    }
    for kind in ("pick_", "tap_", "tap_frame_"):
        assert 0 < figures[f"{kind}p50_ms"] <= figures[f"{kind}p95_ms"]
    assert figures["pick_p50_ms"] <= figures["tap_frame_p50_ms"]
