"""A whole seeded Speedpipe game on each map, one person against two easy computers, played only
through posted mouse clicks, finger taps, key presses, drags and pinches on the table scene,
the final accounts read to Weiter, ending on the end table."""

from __future__ import annotations

import pytest

from game.client.app import App
from game.client.launch import start_table
from game.client.scenes.end_scene import EndScene
from game.client.scenes.tables.speedpipe import layout
from game.client.scenes.tables.speedpipe.scene import SpeedpipeScene
from game.table.table import Table
from tests.client.conftest import FakeTime
from tests.client.speedpipe.game_driving import PersonsMind, move_kind, play, setup_of
from tests.client.speedpipe.move_input import SceneHands


def start(
    app: App, fake_time: FakeTime, seed: int, options: dict[str, str], touch: bool
) -> tuple[SpeedpipeScene, Table, SceneHands]:
    """A table of one person and two easy computers, opened as the client does."""
    table = start_table(app, setup_of(1, 2, seed, options))
    scene = app.scene
    assert isinstance(scene, SpeedpipeScene)
    return scene, table, SceneHands(app, fake_time, scene, touch)


@pytest.mark.parametrize(("map_key", "seed", "touch"), [("main", 5, False), ("petronia", 6, True)])
def test_a_whole_game_by_posted_events_ends_on_the_end_table(
    app: App, fake_time: FakeTime, map_key: str, seed: int, touch: bool
) -> None:
    scene, table, hands = start(app, fake_time, seed, {"map": map_key}, touch)
    # Two fingers zoom the map in first: routes far from the middle are dragged into view.
    hands.pinch(layout.MAP_RECT.center, 2.2)
    assert scene.map_view.camera.zoom > scene.map_view.camera.fit_zoom
    mind = PersonsMind(seed)
    play(app, scene, hands, mind, lambda: isinstance(app.scene, EndScene))
    assert table.is_over and isinstance(app.scene, EndScene)
    assert not any(entry.take_over for entry in table.log)
    kinds = [move_kind(entry.move) for entry in table.log if entry.seat == 0]
    assert kinds == hands.made
    assert {"keep", "lay", "contracts", "station"} <= set(kinds) and {"open", "blind"} & set(kinds)
    assert hands.dragged > 0 and hands.pinches == 1
    assert not mind.unexpressed, "every legal move has its taps and keys"
