"""The sun over the site: its direction, and the orthographic view from it that the shadow map
is rendered in (numpy only, no GL).

The sun stands still in the world, so the shadow map depends only on what stands on the site:
it is rendered again when the look changes, never when the camera turns.
"""

from __future__ import annotations

import numpy as np
import pyrr

# Where the sunlight travels: from the right and a little from the front of the default view,
# so that the houses' shadows fall to the left and back, where the camera sees them.
LIGHT_DIRECTION = (-0.55, -1.0, -0.3)
# Shadows fall on the site and its streets (scenery.StaticScenery.near); beyond, all is sunlit
# (and hazy). The map reaches a little farther, for the cranes' tops.
SHADOW_REACH = 11.0
SHADOW_SIZE = 1024
# Heights the map must hold: from under the ground to over the cranes and the tallest towers.
SHADOW_DEPTH = 60.0


def light_matrix() -> np.ndarray:
    """World to the sun's clip space (row vectors times it), centred on the site."""
    direction = np.array(LIGHT_DIRECTION, dtype=float)
    direction /= np.linalg.norm(direction)
    target = np.zeros(3)
    eye = target - direction * SHADOW_DEPTH / 2
    view = pyrr.matrix44.create_look_at(eye, target, np.array([0.0, 0.0, -1.0]))
    reach = SHADOW_REACH
    projection = pyrr.matrix44.create_orthogonal_projection(
        -reach, reach, -reach, reach, 0.0, SHADOW_DEPTH
    )
    return (view @ projection).astype("f4")
