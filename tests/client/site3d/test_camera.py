"""The orbit camera: quarter turns, zoom, tilt and pan limits, and where points land on screen
(pure maths, no GL)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from game.client.scenes.tables.speedchicago.overlay import BUTTON_MARGIN, BUTTON_WIDTH
from game.client.scenes.tables.speedchicago.scene import KEY_TILT, KEY_TURN, SITE_RECT
from game.client.site3d.camera import (
    FRAME_RIGHT,
    MAX_PITCH,
    MIN_DISTANCE,
    MIN_PITCH,
    PAN_LIMIT,
    ROOM_FLOORS,
    SITE_ASPECT,
    OrbitCamera,
    project,
)
from game.client.site3d.geometry import FLOOR_HEIGHT, SIDE, field_centre

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
    farthest = camera.max_distance()
    assert camera.distance == farthest  # it starts zoomed out
    for _ in range(50):
        camera.zoom(0.8)
    assert camera.distance == MIN_DISTANCE
    for _ in range(50):
        camera.zoom(1.25)
    assert camera.distance == farthest
    camera.zoom(0.5)
    assert camera.distance == pytest.approx(farthest / 2)


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
    camera.zoom(0.01)
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
    camera.zoom(0.5)
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


# ---- the whole site in the frame ----------------------------------------------------------------

# A tall house: the corners of the site as high as a default camera makes room for, with a
# foreman on top.
TALL = ROOM_FLOORS * FLOOR_HEIGHT + 0.7


def site_corners(height: float = TALL) -> np.ndarray:
    """The site's corners on the ground and at a tall tower's top, as rows x, y, z, 1."""
    half = SIDE / 2
    return np.array(
        [(x, y, z, 1.0) for x in (-half, half) for y in (0.0, height) for z in (-half, half)]
    )


def clip_space(camera: OrbitCamera, points: np.ndarray) -> np.ndarray:
    """Normalised device coordinates (x, y, depth) of the points as the site view shows them."""
    clip = points @ camera.view_projection(SITE_RECT.width / SITE_RECT.height)
    assert (clip[:, 3] > 0).all()  # all in front of the camera
    return clip[:, :3] / clip[:, 3:4]


def assert_in_frame(camera: OrbitCamera) -> None:
    """Every corner of the site (ground and tall towers) is inside clip space, and left of the
    view buttons' column."""
    shown = clip_space(camera, site_corners())
    assert (np.abs(shown) <= 1.0).all(), (camera, shown)
    assert (shown[:, 0] <= FRAME_RIGHT).all(), (camera, shown)


def test_the_camera_frames_the_site_rectangle_it_is_made_for() -> None:
    assert SITE_ASPECT == pytest.approx(SITE_RECT.width / SITE_RECT.height)
    buttons_left = SITE_RECT.width - BUTTON_MARGIN - BUTTON_WIDTH
    assert (FRAME_RIGHT + 1.0) / 2 * SITE_RECT.width <= buttons_left


def test_the_default_view_shows_the_whole_site() -> None:
    assert_in_frame(OrbitCamera())


@pytest.mark.parametrize("tilts", range(-6, 7))
def test_turning_and_tilting_with_the_keys_keeps_the_whole_site_in_view(tilts: int) -> None:
    camera = OrbitCamera()
    camera.tilt(tilts * KEY_TILT)
    for _ in range(round(360 / KEY_TURN)):
        camera.rotate(KEY_TURN)
        assert_in_frame(camera)


def test_every_yaw_and_pitch_keeps_the_whole_site_in_view() -> None:
    camera = OrbitCamera()
    for pitch in np.arange(MIN_PITCH - 5.0, MAX_PITCH + 5.0, 1.3):
        camera.tilt(pitch - camera.pitch)
        for yaw in np.arange(0.0, 360.0, 0.7):
            camera.yaw = float(yaw)
            assert_in_frame(camera)


def test_the_zoomed_out_site_fills_the_frame_at_some_angle() -> None:
    # Not simply far away: from some side a corner comes near the frame's edge.
    camera = OrbitCamera()
    reach = 0.0
    for yaw in range(0, 90, 5):
        camera.yaw = float(yaw)
        shown = clip_space(camera, site_corners())
        reach = max(reach, shown[:, 1].max(), -shown[:, 1].min())
    assert reach > 0.9


def test_zooming_out_stops_at_the_whole_site_and_brings_a_panned_target_back() -> None:
    camera = OrbitCamera()
    camera.zoom(0.5)
    camera.pan(3.0, -3.0)
    assert (camera.target_x, camera.target_z) != (0.0, 0.0)
    for _ in range(30):
        camera.zoom(1.0 / 0.88)
    assert (camera.target_x, camera.target_z) == (0.0, 0.0)
    for yaw in range(0, 360, 10):
        camera.yaw = float(yaw)
        assert_in_frame(camera)


def test_zoomed_out_panning_does_not_move_the_site() -> None:
    camera = OrbitCamera()
    camera.pan(2.0, 2.0)
    assert (camera.target_x, camera.target_z) == (0.0, 0.0)


def test_zooming_in_may_leave_parts_of_the_site_outside() -> None:
    camera = OrbitCamera()
    camera.zoom(0.01)
    shown = clip_space(camera, site_corners(0.0))
    assert (np.abs(shown[:, :2]) > 1.0).any()


def test_tilting_keeps_the_zoom_share() -> None:
    camera = OrbitCamera()
    camera.zoom(0.8)
    share = camera.distance / camera.max_distance()
    camera.tilt(-20.0)
    assert camera.distance / camera.max_distance() == pytest.approx(share)


def test_a_camera_restored_too_far_out_is_brought_back_to_the_whole_site() -> None:
    camera = OrbitCamera(pitch=200.0, distance=500.0)
    assert camera.pitch == MAX_PITCH
    assert camera.distance == camera.max_distance()
    assert_in_frame(camera)


def test_room_for_taller_towers_zooms_a_zoomed_out_camera_out_and_keeps_them_in_view() -> None:
    camera = OrbitCamera()
    camera.make_room(2)
    low = camera.distance
    assert low == camera.max_distance()
    camera.make_room(11)
    assert camera.distance == camera.max_distance() > low
    for yaw in range(0, 360, 7):
        camera.yaw = float(yaw)
        shown = clip_space(camera, site_corners(11 * FLOOR_HEIGHT + 0.7))
        assert (np.abs(shown) <= 1.0).all()


def test_room_for_taller_towers_leaves_a_zoomed_in_camera_where_it_is() -> None:
    camera = OrbitCamera()
    camera.make_room(2)
    camera.zoom(0.8)
    near = camera.distance
    camera.make_room(9)
    assert camera.distance == pytest.approx(near)
