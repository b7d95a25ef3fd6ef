"""The orbit camera over the construction site: rotate, quarter turns, zoom, pan, projection."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pyrr

# Limits that keep the whole site in sight and the camera above the ground.
MIN_PITCH, MAX_PITCH = 20.0, 80.0
MIN_DISTANCE, MAX_DISTANCE = 7.0, 30.0
PAN_LIMIT = 4.0
FIELD_OF_VIEW = 40.0


@dataclass
class OrbitCamera:
    """A camera circling a target point of the site; yaw 0 looks from the front (row 1 side,
    column a on the left)."""

    yaw: float = 20.0
    pitch: float = 50.0
    distance: float = 14.0
    target_x: float = 0.0
    target_z: float = 0.0

    def eye(self) -> np.ndarray:
        """The camera position in site coordinates."""
        yaw, pitch = math.radians(self.yaw), math.radians(self.pitch)
        return np.array(
            [
                self.target_x + self.distance * math.cos(pitch) * math.sin(yaw),
                self.distance * math.sin(pitch),
                self.target_z + self.distance * math.cos(pitch) * math.cos(yaw),
            ]
        )

    def view_matrix(self) -> np.ndarray:
        """The view matrix (row-vector convention, as pyrr builds it)."""
        target = np.array([self.target_x, 0.6, self.target_z])
        return pyrr.matrix44.create_look_at(self.eye(), target, np.array([0.0, 1.0, 0.0]))

    def projection(self, aspect: float) -> np.ndarray:
        """The perspective projection for a viewport of this aspect ratio."""
        return pyrr.matrix44.create_perspective_projection(FIELD_OF_VIEW, aspect, 0.5, 80.0)

    def view_projection(self, aspect: float) -> np.ndarray:
        """View then projection in one matrix: row vectors times it give clip coordinates."""
        return self.view_matrix() @ self.projection(aspect)

    def rotate(self, degrees: float) -> None:
        """Turns the camera around the site."""
        self.yaw = (self.yaw + degrees) % 360.0

    def tilt(self, degrees: float) -> None:
        """Raises or lowers the camera, within limits."""
        self.pitch = min(MAX_PITCH, max(MIN_PITCH, self.pitch + degrees))

    def quarter_turn(self, direction: int) -> None:
        """Turns by a quarter to the next multiple of 90° (plus the camera's slant)."""
        base = round((self.yaw - 20.0) / 90.0) + (1 if direction > 0 else -1)
        self.yaw = (base * 90.0 + 20.0) % 360.0

    def zoom(self, factor: float) -> None:
        """Moves the camera nearer (factor < 1) or farther, within limits."""
        self.distance = min(MAX_DISTANCE, max(MIN_DISTANCE, self.distance * factor))

    def pan(self, right: float, forward: float) -> None:
        """Shifts the target along the ground, relative to the camera's direction."""
        yaw = math.radians(self.yaw)
        self.target_x = _clamp(self.target_x + right * math.cos(yaw) - forward * math.sin(yaw))
        self.target_z = _clamp(self.target_z - right * math.sin(yaw) - forward * math.cos(yaw))


def _clamp(value: float) -> float:
    return min(PAN_LIMIT, max(-PAN_LIMIT, value))


def project(
    point: tuple[float, float, float], view_projection: np.ndarray, width: int, height: int
) -> tuple[float, float, float] | None:
    """Screen pixel (x, y from the top-left) and depth of a site point; None behind the camera."""
    clip = np.array([point[0], point[1], point[2], 1.0]) @ view_projection
    if clip[3] <= 1e-6:
        return None
    ndc = clip[:3] / clip[3]
    return ((ndc[0] + 1.0) * 0.5 * width, (1.0 - ndc[1]) * 0.5 * height, float(ndc[2]))
