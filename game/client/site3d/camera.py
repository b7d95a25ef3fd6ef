"""The orbit camera over the construction site: rotate, quarter turns, zoom, pan, projection.

Zoomed out as far as it goes, the camera keeps the whole site in its frame from every side: its
farthest distance is worked out for the pitch so that the ground and towers up to room_floors
floors (the scene makes room for its tallest tower and the next floor), seen from any yaw, lie
inside FRAME (clear of the view buttons at the right). Only zooming in (and panning, which
zooming in allows) moves parts of the site out of the frame.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import pyrr

from game.client.site3d.geometry import FLOOR_HEIGHT, SIDE

# Limits that keep the camera above the ground and near enough to pick a field.
MIN_PITCH, MAX_PITCH = 20.0, 80.0
DEFAULT_YAW, DEFAULT_PITCH = 20.0, 50.0
MIN_DISTANCE = 7.0
PAN_LIMIT = 4.0
FIELD_OF_VIEW = 40.0
NEAR, FAR = 0.5, 160.0
# The height above the ground the camera looks at.
LOOK_HEIGHT = 0.6
# The site rectangle's width over its height (the Speedchicago table's 1400 × 800).
SITE_ASPECT = 1400 / 800
# Where the site must lie in clip space when zoomed out: a margin all round, and on the right the
# column of view buttons drawn over the site (238 of 1400 pixels, so x up to 1 - 2 * 238 / 1400).
FRAME_LEFT, FRAME_RIGHT = -0.96, 0.64
FRAME_BOTTOM, FRAME_TOP = -0.95, 0.95
# The tallest tower the frame makes room for until told otherwise, with a foreman on its roof:
# the supply seldom allows more, and a taller one only reaches a little over the frame's margin.
ROOM_FLOORS = 8
FOREMAN_HEIGHT = 0.7
# Yaws tried when fitting (the site is square, so a quarter turn repeats the picture), and the
# share added so that the yaws between them fit too.
FIT_YAWS = np.radians(np.arange(0.0, 90.0, 0.25))
FIT_SLACK = 1.004


def site_envelope(floors: int = ROOM_FLOORS) -> np.ndarray:
    """The corners of the box the zoomed-out frame keeps in view: the ground, and the top of
    a foreman on a tower of this many floors."""
    half, top = SIDE / 2, floors * FLOOR_HEIGHT + FOREMAN_HEIGHT
    return np.array([(x, y, z) for x in (-half, half) for y in (0.0, top) for z in (-half, half)])


@dataclass(frozen=True)
class Fit:
    """How the zoomed-out camera frames the site at one pitch: its distance, and how far the
    picture is shifted (in clip space) so that the site sits in the middle of FRAME."""

    distance: float
    shift_x: float
    shift_y: float


@lru_cache(maxsize=4096)
def fit(pitch: float, aspect: float, floors: int = ROOM_FLOORS) -> Fit:
    """The distance from which the site envelope (towers up to this many floors) lies inside
    FRAME from every yaw, looking at the site's middle from this pitch through a viewport of
    this aspect ratio, and the shift of the picture that centres it there."""
    rise = math.radians(pitch)
    # Per yaw: w points from the target to the eye, r to the right on screen, u up on screen.
    w = np.stack(
        [
            math.cos(rise) * np.sin(FIT_YAWS),
            np.full_like(FIT_YAWS, math.sin(rise)),
            math.cos(rise) * np.cos(FIT_YAWS),
        ],
        axis=1,
    )
    r = np.stack([np.cos(FIT_YAWS), np.zeros_like(FIT_YAWS), -np.sin(FIT_YAWS)], axis=1)
    u = np.cross(w, r)
    points = site_envelope(floors) - np.array([0.0, LOOK_HEIGHT, 0.0])
    across, up, back = points @ r.T, points @ u.T, points @ w.T
    slope = math.tan(math.radians(FIELD_OF_VIEW) / 2)
    # A point at depth (distance - back) shows at across / (depth · slope · aspect) from the
    # middle. Across, the site is as wide to the left as to the right over all yaws: the
    # distance that puts the widest point on the frame's half width follows directly.
    half_width = (FRAME_RIGHT - FRAME_LEFT) / 2 * slope * aspect
    distance = float((back + np.abs(across) / half_width).max())
    # Up and down the towers make it lopsided: find the distance whose highest and lowest
    # points over all yaws span the frame's height, then centre them.
    height = (FRAME_TOP - FRAME_BOTTOM) * slope
    near, far = distance, distance * 4
    while far - near > 1e-4:
        middle = (near + far) / 2
        shown = up / (middle - back)
        near, far = (middle, far) if shown.max() - shown.min() > height else (near, middle)
    distance = max(distance, far) * FIT_SLACK
    shown = up / (distance - back) / slope
    return Fit(
        distance,
        (FRAME_RIGHT + FRAME_LEFT) / 2,
        (FRAME_TOP + FRAME_BOTTOM) / 2 - float(shown.max() + shown.min()) / 2,
    )


@dataclass
class OrbitCamera:
    """A camera circling a target point of the site; yaw 0 looks from the front (row 1 side,
    column a on the left). A distance of 0 (the default) means zoomed out as far as it goes."""

    yaw: float = DEFAULT_YAW
    pitch: float = DEFAULT_PITCH
    distance: float = 0.0
    target_x: float = 0.0
    target_z: float = 0.0
    aspect: float = SITE_ASPECT
    room_floors: int = ROOM_FLOORS

    def __post_init__(self) -> None:
        self.pitch = min(MAX_PITCH, max(MIN_PITCH, self.pitch))
        farthest = self.max_distance()
        self.distance = farthest if self.distance <= 0 else min(farthest, self.distance)
        self.distance = max(MIN_DISTANCE, self.distance)
        self._keep_target()

    def fit(self) -> Fit:
        """How the zoomed-out camera frames the site at this pitch."""
        return fit(round(self.pitch, 2), round(self.aspect, 4), self.room_floors)

    def max_distance(self) -> float:
        """The farthest zoom: the whole site in the frame from every side at this pitch."""
        return max(MIN_DISTANCE, self.fit().distance)

    def make_room(self, floors: int) -> None:
        """Frames towers up to this many floors from now on: zoomed out, the camera follows
        the frame out (or in); zoomed in, it stays where it is as far as the frame allows."""
        floors = max(0, floors)
        if floors == self.room_floors:
            return
        zoomed_out = self.distance >= self.max_distance() - 1e-9
        self.room_floors = floors
        farthest = self.max_distance()
        self.distance = farthest if zoomed_out else min(farthest, self.distance)
        self._keep_target()

    def eye(self) -> np.ndarray:
        """The camera position in site coordinates."""
        yaw, pitch = math.radians(self.yaw), math.radians(self.pitch)
        return np.array(
            [
                self.target_x + self.distance * math.cos(pitch) * math.sin(yaw),
                LOOK_HEIGHT + self.distance * math.sin(pitch),
                self.target_z + self.distance * math.cos(pitch) * math.cos(yaw),
            ]
        )

    def view_matrix(self) -> np.ndarray:
        """The view matrix (row-vector convention, as pyrr builds it)."""
        target = np.array([self.target_x, LOOK_HEIGHT, self.target_z])
        return pyrr.matrix44.create_look_at(self.eye(), target, np.array([0.0, 1.0, 0.0]))

    def projection(self, aspect: float) -> np.ndarray:
        """The perspective projection for a viewport of this aspect ratio, its picture shifted
        so that the site sits in the middle of FRAME."""
        matrix = pyrr.matrix44.create_perspective_projection(FIELD_OF_VIEW, aspect, NEAR, FAR)
        framing = self.fit()
        # Row vectors: adding a share of the w column to x and y shifts the picture in NDC.
        matrix[:, 0] += framing.shift_x * matrix[:, 3]
        matrix[:, 1] += framing.shift_y * matrix[:, 3]
        return matrix

    def view_projection(self, aspect: float) -> np.ndarray:
        """View then projection in one matrix: row vectors times it give clip coordinates."""
        return self.view_matrix() @ self.projection(aspect)

    def rotate(self, degrees: float) -> None:
        """Turns the camera around the site."""
        self.yaw = (self.yaw + degrees) % 360.0

    def tilt(self, degrees: float) -> None:
        """Raises or lowers the camera, within limits; the zoom keeps its share of the way
        out, so a zoomed-out camera stays zoomed out (the frame needs more room from above)."""
        before = self.max_distance()
        self.pitch = min(MAX_PITCH, max(MIN_PITCH, self.pitch + degrees))
        after = self.max_distance()
        self.distance = min(after, max(MIN_DISTANCE, self.distance * after / before))
        self._keep_target()

    def quarter_turn(self, direction: int) -> None:
        """Turns by a quarter to the next multiple of 90° (plus the camera's slant)."""
        base = round((self.yaw - DEFAULT_YAW) / 90.0) + (1 if direction > 0 else -1)
        self.yaw = (base * 90.0 + DEFAULT_YAW) % 360.0

    def zoom(self, factor: float) -> None:
        """Moves the camera nearer (factor < 1) or farther, no farther than the whole site;
        zooming out draws a panned target back towards the middle."""
        self.distance = min(self.max_distance(), max(MIN_DISTANCE, self.distance * factor))
        self._keep_target()

    def pan(self, right: float, forward: float) -> None:
        """Shifts the target along the ground, relative to the camera's direction, as far as
        the zoom allows (not at all when zoomed out)."""
        yaw = math.radians(self.yaw)
        self.target_x += right * math.cos(yaw) - forward * math.sin(yaw)
        self.target_z += -right * math.sin(yaw) - forward * math.cos(yaw)
        self._keep_target()

    def pan_limit(self) -> float:
        """How far the target may leave the middle: PAN_LIMIT fully zoomed in, none zoomed out."""
        farthest = self.max_distance()
        if farthest <= MIN_DISTANCE:
            return 0.0
        share = (farthest - self.distance) / (farthest - MIN_DISTANCE)
        return PAN_LIMIT * min(1.0, max(0.0, share))

    def _keep_target(self) -> None:
        limit = self.pan_limit()
        self.target_x = min(limit, max(-limit, self.target_x))
        self.target_z = min(limit, max(-limit, self.target_z))


def project(
    point: tuple[float, float, float], view_projection: np.ndarray, width: int, height: int
) -> tuple[float, float, float] | None:
    """Screen pixel (x, y from the top-left) and depth of a site point; None behind the camera."""
    clip = np.array([point[0], point[1], point[2], 1.0]) @ view_projection
    if clip[3] <= 1e-6:
        return None
    ndc = clip[:3] / clip[3]
    return ((ndc[0] + 1.0) * 0.5 * width, (1.0 - ndc[1]) * 0.5 * height, float(ndc[2]))
