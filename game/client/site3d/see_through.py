"""Which houses stand in front of the selected field and turn see-through, and where things
appear on screen (for labels and outlines drawn over the 3D picture)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from game.client.site3d.geometry import BLOCK_WIDTH, FIELDS, field_centre, top_of

_HALF = BLOCK_WIDTH / 2
_CORNERS = np.array(
    [(dx, dy, dz) for dx in (-_HALF, _HALF) for dy in (0.0, 1.0) for dz in (-_HALF, _HALF)]
)


def screen_points(points: np.ndarray, view_projection: np.ndarray, width: int,
                  height: int) -> np.ndarray:
    """Pixel x, y and depth of many site points at once (rows of x, y, z)."""
    clip = np.c_[points, np.ones(len(points))] @ view_projection
    w = np.maximum(clip[:, 3:4], 1e-6)
    ndc = clip[:, :3] / w
    return np.c_[(ndc[:, 0] + 1.0) * 0.5 * width, (1.0 - ndc[:, 1]) * 0.5 * height, ndc[:, 2]]


def field_top_point(field: int, heights: Sequence[int], lift: float = 0.0) -> np.ndarray:
    """The middle of a field's roof (or the ground), raised by lift."""
    x, z = field_centre(field)
    return np.array([x, top_of(heights[field]) + lift, z])


def occluders(
    selected: int, heights: Sequence[int], view_projection: np.ndarray, width: int, height: int
) -> frozenset[int]:
    """The towers that hide the selected field's roof (or a figure on it) from the camera."""
    if selected < 0:
        return frozenset()
    target = screen_points(
        np.array([field_top_point(selected, heights, 0.35)]), view_projection, width, height
    )[0]
    hidden: set[int] = set()
    for field in range(FIELDS):
        floors = heights[field]
        if field == selected or not floors:
            continue
        x, z = field_centre(field)
        corners = _CORNERS * np.array([1.0, top_of(floors), 1.0]) + np.array([x, 0.0, z])
        shown = screen_points(corners, view_projection, width, height)
        if (
            shown[:, 0].min() <= target[0] <= shown[:, 0].max()
            and shown[:, 1].min() <= target[1] <= shown[:, 1].max()
            and shown[:, 2].min() < target[2]
        ):
            hidden.add(field)
    return frozenset(hidden)
