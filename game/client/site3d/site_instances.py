"""The whole site as box instances: ground, buildings, plates and figures put together."""

from __future__ import annotations

import numpy as np

from game.client.site3d.buildings import add_buildings, add_ground
from game.client.site3d.figures import add_figures
from game.client.site3d.geometry import InstanceBuilder, SiteLook
from game.client.site3d.plates import add_plates


def site_instances(look: SiteLook) -> tuple[np.ndarray, np.ndarray]:
    """The solid boxes and the see-through ones (drawn blended, never picked)."""
    solid, clear = InstanceBuilder(), InstanceBuilder()
    add_ground(solid, look)
    add_buildings(solid, clear, look)
    add_plates(solid, look)
    add_figures(solid, look)
    return solid.array(), clear.array()
