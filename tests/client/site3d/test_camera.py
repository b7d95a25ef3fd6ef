"""The orbit camera: quarter turns, zoom, tilt and pan limits, and where points land on screen
(pure maths, no GL)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from game.client.site3d.camera import (
    MAX_DISTANCE,
    MAX_PITCH,
    MIN_DISTANCE,
    MIN_PITCH,
    PAN_LIMIT,
    OrbitCamera,
    project,
)
from game.client.site3d.geometry import field_centre

WIDTH, HEIGHT = 1400, 800


def screen_of(camera: OrbitCamera, point: tuple[float, float, float]) -> tuple[float, float]:
    """Pixel position of a site point in a WIDTH × HEIGHT picture."""
    shown = project(point, camera.view_projection(WIDTH / HEIGHT), WIDTH, HEIGHT)
    assert shown is not None
    return shown[0], shown[1]


def test_quarter_turns_step_by_90_degrees_and_come_round() -> None:
    camera = OrbitCamera()
    start = camera.yaw
    seen = []
    for _ in range(4):
        camera.quarter_turn(1)
        seen.append(camera.yaw)
    assert seen == [(start + 90 * step) % 360 for step in (1, 2, 3, 4)]
    camera.quarter_turn(-1)
    assert camera.yaw == pytest.approx((start - 90) % 360)


def test_a_quarter_turn_from_a_dragged_angle_snaps_to_the_next_quarter() -> None:
    camera = OrbitCamera()
    camera.rotate(30.0)  # 50°: nearest quarter is the slant of 20°
    camera.quarter_turn(1)
    assert camera.yaw == pytest.approx(110.0)
    camera.rotate(-80.0)  # 30°
    camera.quarter_turn(-1)
    assert camera.yaw == pytest.approx(290.0)


def test_rotation_wraps_round_and_keeps_the_distance() -> None:
    camera = OrbitCamera()
    before = np.linalg.norm(camera.eye() - np.array([camera.target_x, 0.0, camera.target_z]))
    camera.rotate(725.0)
    assert 0.0 <= camera.yaw < 360.0 and camera.yaw == pytest.approx(25.0)
    after = np.linalg.norm(camera.eye() - np.array([camera.target_x, 0.0, camera.target_z]))
    assert after == pytest.approx(before)


def test_zoom_stays_within_its_limits() -> None:
    camera = OrbitCamera()
    for _ in range(50):
        camera.zoom(0.8)
    assert camera.distance == MIN_DISTANCE
    for _ in range(50):
        camera.zoom(1.25)
    assert camera.distance == MAX_DISTANCE
    camera.zoom(0.5)
    assert camera.distance == pytest.approx(MAX_DISTANCE / 2)


def test_zooming_in_makes_the_site_bigger_on_screen() -> None:
    camera = OrbitCamera()

    def spread() -> float:
        left = screen_of(camera, (*_ground(field_centre(24)),))
        right = screen_of(camera, (*_ground(field_centre(31)),))
        return math.dist(left, right)

    far = spread()
    camera.zoom(0.7)
    assert spread() > far * 1.2


def test_tilt_stays_between_its_limits_and_the_eye_above_the_ground() -> None:
    camera = OrbitCamera()
    camera.tilt(500.0)
    assert camera.pitch == MAX_PITCH
    camera.tilt(-500.0)
    assert camera.pitch == MIN_PITCH
    for yaw in range(0, 360, 45):
        camera.yaw = float(yaw)
        assert camera.eye()[1] > 1.0


def test_pan_moves_the_target_only_so_far() -> None:
    camera = OrbitCamera()
    for _ in range(20):
        camera.pan(1.0, 1.0)
    assert abs(camera.target_x) <= PAN_LIMIT and abs(camera.target_z) <= PAN_LIMIT
    assert PAN_LIMIT in (abs(camera.target_x), abs(camera.target_z))


def test_the_default_view_shows_row_1_in_front_and_column_a_on_the_left() -> None:
    camera = OrbitCamera()
    a1, h1, a8 = (screen_of(camera, _ground(field_centre(field))) for field in (0, 7, 56))
    assert a1[0] < h1[0]  # a on the left
    assert a1[1] > a8[1]  # row 1 lower on screen: nearer the camera


@pytest.mark.parametrize("yaw", range(0, 360, 30))
def test_zoomed_out_every_field_is_in_sight_from_every_side(yaw: int) -> None:
    camera = OrbitCamera(yaw=float(yaw))
    camera.zoom(100.0)
    for field in range(64):
        x, y = screen_of(camera, _ground(field_centre(field)))
        assert 0 <= x <= WIDTH and 0 <= y <= HEIGHT


def test_a_half_turn_shows_the_site_from_the_back() -> None:
    camera = OrbitCamera()
    camera.quarter_turn(1)
    camera.quarter_turn(1)
    a1, a8 = (screen_of(camera, _ground(field_centre(field))) for field in (0, 56))
    assert a1[1] < a8[1]  # row 8 is in front now


def test_a_point_behind_the_camera_has_no_place_on_screen() -> None:
    camera = OrbitCamera()
    eye = camera.eye()
    target = np.array([camera.target_x, 0.6, camera.target_z])
    behind = eye + (eye - target)
    assert project(tuple(behind), camera.view_projection(WIDTH / HEIGHT), WIDTH, HEIGHT) is None


def _ground(centre: tuple[float, float]) -> tuple[float, float, float]:
    """A field centre on the ground."""
    return (centre[0], 0.0, centre[1])
