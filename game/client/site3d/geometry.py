"""The site's coordinates, what the renderer is told of a position (SiteLook), and the box
instances every part of the site is drawn as: one shared cube mesh (numpy only, no GL).

Each part of the site builds its own boxes (site3d.buildings, site3d.figures, site3d.plates);
site3d.site_instances puts them together."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from game.client.site3d.palette import PlateLook

SIDE = 8
FIELDS = SIDE * SIDE
FLOOR_HEIGHT = 0.42
BLOCK_WIDTH = 0.94
GROUND_THICKNESS = 0.06

# What a pick finds (the red channel of the pick buffer).
PICK_NOTHING, PICK_FIELD, PICK_FLOOR, PICK_FIGURE = 0, 1, 2, 3
# Surface styles the fragment shader knows, in one range per part of the site, each painted by
# that part's own shader file: buildings (shaders/building.glsl), figures and plates
# (shaders/marks.glsl), the scenery around the site (shaders/scenery.glsl).
STYLE_PLAIN = 0.0
STYLE_FRAME = 10.0
STYLE_FIGURE, STYLE_PLATE = 20.0, 21.0
STYLE_SCENERY = 30.0


# Per instance: centre xyz, size xyz, colour rgba, pick id (kind, field, level), style, and four
# numbers whose meaning the style gives (which sides of a storey are open, a plate's pattern...).
INSTANCE_FLOATS = 3 + 3 + 4 + 3 + 1 + 4
NO_DETAIL = (0.0, 0.0, 0.0, 0.0)


def field_centre(field_index: int) -> tuple[float, float]:
    """The x and z of a field's centre (column a on the left, row 1 at the front)."""
    return field_index % SIDE - 3.5, 3.5 - field_index // SIDE


def top_of(height: int) -> float:
    """The y of the roof of a tower of this many floors (the ground's top is 0)."""
    return height * FLOOR_HEIGHT


@dataclass
class SiteLook:
    """What the renderer needs of a position and the player's selection, in site terms."""

    heights: Sequence[int]
    figures: Sequence[int]
    foundations: Sequence[int]
    company_colours: Sequence[tuple[float, float, float]]
    plates: Mapping[int, PlateLook] = field(default_factory=dict)
    see_through: frozenset[int] = frozenset()
    selected: int = -1
    # A foreman between two fields on his way to his final field, where he is not yet drawn:
    # (figure, from field, to field, share of the way, final field).
    walking: tuple[int, int, int, float, int] | None = None
    # The house each field belongs to (-1: none); empty where not known.
    houses: Sequence[int] = ()
    # The floors still in the supply.
    supply: int = 0


class InstanceBuilder:
    """Collects box instances row by row into one float32 array."""

    def __init__(self) -> None:
        self.rows: list[list[float]] = []

    def box(
        self,
        centre: tuple[float, float, float],
        size: tuple[float, float, float],
        colour: tuple[float, float, float, float],
        pick: tuple[int, int, int],
        style: float,
        detail: tuple[float, float, float, float] = NO_DETAIL,
    ) -> None:
        """Adds one box."""
        self.rows.append(
            [*centre, *size, *colour, *(value / 255.0 for value in pick), style, *detail]
        )

    def array(self) -> np.ndarray:
        """All boxes as an (n, INSTANCE_FLOATS) float32 array."""
        if not self.rows:
            return np.zeros((0, INSTANCE_FLOATS), dtype="f4")
        return np.array(self.rows, dtype="f4")


def cube_vertices() -> np.ndarray:
    """A unit cube centred on the origin: 36 vertices of position, normal and face coordinates."""
    faces = (
        ((1, 0, 0), (0, 0, -1), (0, 1, 0)),
        ((-1, 0, 0), (0, 0, 1), (0, 1, 0)),
        ((0, 1, 0), (1, 0, 0), (0, 0, -1)),
        ((0, -1, 0), (1, 0, 0), (0, 0, 1)),
        ((0, 0, 1), (1, 0, 0), (0, 1, 0)),
        ((0, 0, -1), (-1, 0, 0), (0, 1, 0)),
    )
    rows: list[list[float]] = []
    for normal, u_axis, v_axis in faces:
        n, u, v = (np.array(axis, dtype=float) for axis in (normal, u_axis, v_axis))
        corners = []
        for su, sv in ((0, 0), (1, 0), (1, 1), (0, 1)):
            position = 0.5 * n + (su - 0.5) * u + (sv - 0.5) * v
            corners.append([*position, *n, su, sv])
        for corner in (0, 1, 2, 0, 2, 3):
            rows.append(corners[corner])
    return np.array(rows, dtype="f4")
