"""The Speedchicago log and camera: the whole game so far in a scrollable panel, and after
Weiterspielen both the whole log and the camera the player left are there again."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.client.app import App
from game.client.headless import headless_app
from game.client.launch import start_table
from game.client.scenes.tables.speedchicago.camera_memory import (
    CAMERA_KEY,
    camera_section,
    restore_camera,
)
from game.client.scenes.tables.speedchicago.log_strip import HINT_RECT, LOG_RECT
from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene
from game.client.site3d.camera import MAX_PITCH, MIN_DISTANCE, OrbitCamera
from game.client.text_layout import measure
from game.client.theme import THEME
from game.client.widgets.log_panel import LogPanel
from game.rules.speedchicago.moves import END_TURN
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from game.texts import set_language, text
from tests.client.conftest import FakeTime
from tests.client.fake_table_scene import MenuStandIn
from tests.client.table_driving import press, tap

HINT_KEYS = (
    "lay_stone",
    "place_foreman",
    "place_photographer",
    "photo",
    "drop",
    "walk",
    "stuck",
    "insert",
    "build",
    "card_stone",
    "card_source",
    "card_target",
    "no_points",
    "idle",
    "waiting",
)


def chicago_table(app: App, seed: int = 3) -> tuple[SpeedchicagoScene, Table]:
    """A Speedchicago table of one person and two computers, started as the client does."""
    seats = (
        Seat("Spieler 1"),
        Seat("Computer 2", COMPUTER, "easy"),
        Seat("Computer 3", COMPUTER, "easy"),
    )
    table = start_table(app, TableSetup("speedchicago", seats, (), seed=seed, turn_seconds=None))
    scene = app.scene
    assert isinstance(scene, SpeedchicagoScene)
    return scene, table


def play(app: App, scene: SpeedchicagoScene, moves: int) -> None:
    """The person makes this many quick moves (placing, or ending the turn); all is shown."""
    table = scene.table
    for _ in range(400):
        if moves <= 0 or table.is_over:
            break
        app.frame(1.0)
        if scene.can_act():
            legal = table.legal_moves(0)
            scene.send(END_TURN if END_TURN in legal else legal[0])
            moves -= 1
    for _ in range(20):
        app.frame(1.0)


def saved_table(app: App, table_id: str) -> Table:
    """The saved table as Weiterspielen loads it."""
    data = app.services.saves.load(table_id)
    return Table.from_dict(data, app.services.bots, now=app.services.now)


def test_the_log_keeps_the_whole_game_and_p_opens_it_over_the_site(
    app: App, fake_time: FakeTime
) -> None:
    scene, table = chicago_table(app)
    play(app, scene, 12)
    assert len(scene.log) > 12  # not the last three lines of old
    camera = camera_section(scene.site.camera)
    press(app, pygame.K_p)
    panel = scene.widgets.dialog
    assert isinstance(panel, LogPanel) and panel.lines == scene.log.lines
    press(app, pygame.K_UP)  # the arrows scroll the log, not the camera
    press(app, pygame.K_LEFT)
    assert camera_section(scene.site.camera) == camera
    moves = len(table.log)
    app.frame(5.0)
    assert len(table.log) == moves  # the table waits while the log is read
    press(app, pygame.K_ESCAPE)
    assert scene.widgets.dialog is None  # Esc closed the log and opened no pause
    tap(app, fake_time, (LOG_RECT.x + 40, LOG_RECT.bottom - 20))
    assert isinstance(scene.widgets.dialog, LogPanel)


def test_the_strip_has_room_for_the_log_and_the_hint_side_by_side() -> None:
    assert LOG_RECT.right < HINT_RECT.left and LOG_RECT.top == HINT_RECT.top
    assert LOG_RECT.width > HINT_RECT.width * 1.1


def test_after_weiterspielen_the_log_and_the_camera_are_there_again(
    app: App, fake_time: FakeTime, tmp_path: Path
) -> None:
    scene, table = chicago_table(app)
    play(app, scene, 8)
    camera = scene.site.camera
    camera.rotate(95.0)
    camera.tilt(-12.0)
    camera.zoom(0.8)
    camera.pan(0.5, -0.3)
    app.frame(0.1)
    kept = camera_section(camera)
    told = list(scene.log)
    table_id = scene.table_id
    assert table_id is not None
    app.reset(MenuStandIn(app))  # back to the menu: the table is saved with its camera
    restarted = headless_app(tmp_path / "home", now=fake_time)
    try:
        again = SpeedchicagoScene(restarted, saved_table(restarted, table_id), table_id)
        assert list(again.log) == told
        assert camera_section(again.site.camera) == pytest.approx(kept)
        again.site.release()
    finally:
        restarted.shutdown()


def test_a_camera_turned_by_the_follow_is_saved_as_the_players_own(app: App) -> None:
    scene, _table = chicago_table(app)
    scene.site.camera.yaw = 200.0
    scene.follow.own_yaw = 65.0  # the camera looks where an opponent built
    scene.camera_memory.keep()
    table_id = scene.table_id
    assert table_id is not None
    section = app.services.saves.client(table_id)[CAMERA_KEY]
    assert section["yaw"] == 65.0


def test_a_new_table_starts_with_the_default_camera(app: App) -> None:
    scene, _table = chicago_table(app)
    fresh = OrbitCamera()
    assert camera_section(scene.site.camera)["yaw"] == fresh.yaw
    assert camera_section(scene.site.camera)["pitch"] == fresh.pitch


@pytest.mark.parametrize(
    "section",
    [
        None,
        [],
        {"yaw": 10.0},
        {"yaw": "10", "pitch": 40.0, "distance": 10.0, "target_x": 0.0, "target_z": 0.0},
        {"yaw": float("nan"), "pitch": 40.0, "distance": 10.0, "target_x": 0.0, "target_z": 0.0},
        {"yaw": 10.0, "pitch": 40.0, "distance": 0.0, "target_x": 0.0, "target_z": 0.0},
        {"yaw": True, "pitch": 40.0, "distance": 10.0, "target_x": 0.0, "target_z": 0.0},
    ],
)
def test_a_damaged_camera_section_leaves_the_camera_as_it_is(section: object) -> None:
    camera = OrbitCamera()
    before = camera_section(camera)
    assert not restore_camera(camera, section)
    assert camera_section(camera) == before


def test_a_saved_camera_comes_back_within_the_cameras_limits() -> None:
    camera = OrbitCamera()
    far = {"yaw": 725.0, "pitch": 140.0, "distance": 0.5, "target_x": 99.0, "target_z": -99.0}
    assert restore_camera(camera, far)
    assert camera.yaw == pytest.approx(5.0)
    assert camera.pitch == MAX_PITCH and camera.distance == MIN_DISTANCE
    assert abs(camera.target_x) < 99.0 and abs(camera.target_z) < 99.0


@pytest.mark.parametrize("language", ["de", "en"])
def test_every_hint_still_fits_the_narrower_hint_box(language: str) -> None:
    set_language(language)
    try:
        width = HINT_RECT.width - 2 * THEME.spacing.large
        for key in HINT_KEYS:
            words = text(f"chicago_overlay.hint.{key}", name="Computer 3")
            assert measure(words, THEME.fonts.small, True, width)[1] <= HINT_RECT.height, key
    finally:
        set_language("de")
