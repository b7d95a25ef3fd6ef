"""What tools/bench.py --client measures of Speedtycoon: the scene key 'speedtycoon_drag' (a table
whose person places a building into an Imperium of 25 buildings and more, reached by legal play),
the drag its frames make, and that the frame and tap figures come out as numbers."""

from __future__ import annotations

import math

from game.client.app import App
from game.client.bench_scenes import bench_figures, bench_scenes
from game.client.benchmark import frame_times_ms, measured_scenes
from game.client.intents import IntentKind
from game.client.scene_keys import build_scene
from game.client.scenes.tables.speedtycoon.bench import (
    EMPIRE_BUILDINGS,
    SPEEDTYCOON_BENCH,
    BuildingDragLoop,
    buying_with_grown_empire,
    grown_state,
    tap_times_ms,
)
from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene
from game.rules.speedtycoon.insight import best_payment
from game.rules.speedtycoon.state import ACTION, PLACE
from tests.client.table_driving import FRAME


def drag_scene(app: App) -> SpeedtycoonScene:
    """The bench's scene, pushed and drawn once."""
    scene = build_scene(app, SPEEDTYCOON_BENCH)
    assert isinstance(scene, SpeedtycoonScene)
    app.push(scene)
    app.frame(FRAME)
    return scene


def test_the_bench_scene_places_a_building_into_a_grown_imperium(app: App) -> None:
    scene = drag_scene(app)
    state = scene.state
    assert len(state.empires[0].fields) - 1 >= EMPIRE_BUILDINGS  # besides the Konzernzentrale
    assert state.phase == PLACE and state.placer == 0 and scene.can_act()
    assert scene.choice.waiting and scene.choice.building == state.to_place[0]
    assert scene.empire.lit_fields("allowed") and scene.empire.lit_fields("with_tunnel")


def test_the_tap_moment_lets_the_person_pay_a_market_building() -> None:
    state = grown_state(SPEEDTYCOON_BENCH, buying_with_grown_empire)
    assert state.phase == ACTION and state.current == 0
    assert len(state.empires[0].fields) - 1 >= EMPIRE_BUILDINGS
    assert any(best_payment(state, 0, place) for place in range(len(state.market)))


def test_every_measured_frame_drags_the_building_over_lit_and_unlit_fields(app: App) -> None:
    scene = drag_scene(app)
    driver = BuildingDragLoop(scene)
    first = driver.step()
    assert first is not None and first.kind is IntentKind.DRAG_START
    app.deliver(first)
    app.frame(FRAME)
    targets = set()
    positions = set()
    for _ in range(120):
        step = driver.step()
        assert step is not None and step.kind is IntentKind.DRAG and step.pos is not None
        assert scene.empire.rect.collidepoint(step.pos)
        app.deliver(step)
        app.frame(FRAME)
        assert scene.building_drag.dragging
        targets.add(scene.building_drag.target())
        positions.add(step.pos)
    assert len(positions) == 120  # the picture moves every frame
    assert None in targets and len(targets - {None}) >= 2
    assert [entry.seat for entry in scene.table.log if entry.seat == 0] == []  # never dropped


def test_the_speedtycoon_figures_are_registered_and_are_numbers() -> None:
    assert "speedtycoon_drag" in measured_scenes()
    assert bench_scenes()["speedtycoon_drag"].driver is BuildingDragLoop
    assert "speedtycoon_tap" in bench_figures()
    frames = frame_times_ms("speedtycoon_drag", 20)
    assert set(frames) == {"p50_ms", "p95_ms"}
    assert 0 < frames["p50_ms"] <= frames["p95_ms"] and math.isfinite(frames["p95_ms"])
    taps = tap_times_ms(3)
    for kind in ("market_tap_", "market_tap_frame_", "zu_bauen_tap_", "zu_bauen_tap_frame_"):
        assert 0 < taps[f"{kind}p50_ms"] <= taps[f"{kind}p95_ms"]
        assert math.isfinite(taps[f"{kind}p95_ms"])
