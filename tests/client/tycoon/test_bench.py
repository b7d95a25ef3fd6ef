"""What the client bench measures of Tycoon: the scene key 'tycoon' registered as a bench
scene, its driver keeping a plane in the air frame after frame (a new flight as soon as one
has landed), the table drawn meanwhile."""

from __future__ import annotations

from game.client.app import App
from game.client.bench_scenes import bench_scenes
from game.client.scene_keys import build_scene
from game.client.scenes.tables.tycoon.bench import TYCOON_BENCH, EndlessFlight
from game.client.scenes.tables.tycoon.scene import TycoonScene

FRAMES = 480


def test_the_bench_keeps_a_plane_in_the_air_over_the_table(app: App) -> None:
    bench = bench_scenes()["tycoon"]
    assert bench.request == TYCOON_BENCH and bench.driver is EndlessFlight
    scene = build_scene(app, TYCOON_BENCH)
    assert isinstance(scene, TycoonScene)
    driver = EndlessFlight(scene)
    app.push(scene)
    flying = 0
    for _ in range(FRAMES):
        assert driver.step() is None
        app.frame(1 / 60)
        flying += scene.board.busy
    assert driver.leg >= 3, "flight after flight"
    assert flying >= FRAMES - driver.leg
