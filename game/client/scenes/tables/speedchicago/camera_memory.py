"""The Speedchicago camera kept with the saved table, so that Weiterspielen shows the site from
where the player last looked (yaw, pitch, distance and the panned target).

The camera goes into the client section of the table's save (SaveStore.keep_client), written with
every save of the table; the camera's own methods hold each value within its limits on the way
back, so a camera saved under other limits comes back as near as they allow.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from game.client.site3d.camera import OrbitCamera

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene

CAMERA_KEY = "camera"
FIELDS: tuple[str, ...] = ("yaw", "pitch", "distance", "target_x", "target_z")


def camera_section(camera: OrbitCamera, own_yaw: float | None = None) -> dict[str, float]:
    """The camera as plain numbers; own_yaw is the player's yaw while it follows an opponent."""
    section = {name: float(getattr(camera, name)) for name in FIELDS}
    if own_yaw is not None:
        section["yaw"] = float(own_yaw)
    return section


def restore_camera(camera: OrbitCamera, section: Any) -> bool:
    """Puts the camera where a saved section says, within the camera's limits; False (and the
    camera unchanged) when the section is no camera (missing, damaged, another version)."""
    if not isinstance(section, dict):
        return False
    values = [section.get(name) for name in FIELDS]
    if not all(
        isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
        for value in values
    ):
        return False
    yaw, pitch, distance, target_x, target_z = (float(value) for value in values)
    if distance <= 0:
        return False
    camera.yaw = yaw % 360.0
    camera.tilt(pitch - camera.pitch)
    camera.zoom(distance / camera.distance)
    camera.target_x, camera.target_z = target_x, target_z
    camera.pan(0.0, 0.0)  # holds the target within the pan limit
    return True


class CameraMemory:
    """Keeps the scene's camera with its saved table and brings it back when the table comes."""

    def __init__(self, scene: SpeedchicagoScene) -> None:
        self.scene = scene
        self._kept: dict[str, float] | None = None

    def restore(self) -> bool:
        """The camera of the table's save, if it has one (a new table keeps the default)."""
        table_id = self.scene.table_id
        if table_id is None:
            return False
        section = self.scene.app.services.saves.client(table_id).get(CAMERA_KEY)
        restored = restore_camera(self.scene.site.camera, section)
        self._kept = camera_section(self.scene.site.camera) if restored else None
        return restored

    def keep(self) -> None:
        """Hands the camera to the store when it moved; the table's next save writes it."""
        table_id = self.scene.table_id
        if table_id is None:
            return
        section = camera_section(self.scene.site.camera, self.scene.follow.own_yaw)
        if section == self._kept:
            return
        saves = self.scene.app.services.saves
        client = saves.client(table_id)
        client[CAMERA_KEY] = section
        saves.keep_client(table_id, client)
        self._kept = section
