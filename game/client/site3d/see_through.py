"""Which houses stand in front of the selected field and turn see-through, and where things
appear on screen (for labels and outlines drawn over the 3D picture)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from game.client.site3d.geometry import BLOCK_WIDTH, FIELDS, field_centre, top_of

_HALF = BLOCK_WIDTH / 2


def screen_points(
    points: np.ndarray, view_projection: np.ndarray, width: int, height: int
) -> np.ndarray:
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
    selected: int, heights: Sequence[int], eye: np.ndarray, lift: float = 0.35
) -> frozenset[int]:
    """The towers the line of sight from the eye to the selected field's roof (raised by lift,
    where a figure stands) passes through: one slab test per tower, all towers at once."""
    if selected < 0:
        return frozenset()
    target = field_top_point(selected, heights, lift)
    towers = [field for field in range(FIELDS) if heights[field] and field != selected]
    if not towers:
        return frozenset()
    centres = np.array([field_centre(field) for field in towers])
    tops = np.array([top_of(heights[field]) for field in towers])
    low = np.c_[centres[:, 0] - _HALF, np.zeros(len(towers)), centres[:, 1] - _HALF]
    high = np.c_[centres[:, 0] + _HALF, tops, centres[:, 1] + _HALF]
    direction = target - eye
    with np.errstate(divide="ignore", invalid="ignore"):
        inverse = 1.0 / np.where(np.abs(direction) < 1e-12, 1e-12, direction)
        first = (low - eye) * inverse
        second = (high - eye) * inverse
    entry = np.minimum(first, second).max(axis=1)
    leave = np.maximum(first, second).min(axis=1)
    # Only what lies strictly between the eye and the roof hides it.
    hits = (entry <= leave) & (leave > 0.0) & (entry < 0.999)
    return frozenset(field for field, hit in zip(towers, hits) if hit)
