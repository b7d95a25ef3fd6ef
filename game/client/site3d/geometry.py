"""The site as boxes: ground fields, steel-frame floors, foremen, the photographer and highlight
plates, as instance arrays for one shared cube mesh (numpy only, no GL)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

SIDE = 8
FIELDS = SIDE * SIDE
FLOOR_HEIGHT = 0.42
BLOCK_WIDTH = 0.94
GROUND_THICKNESS = 0.06

# What a pick finds (the red channel of the pick buffer).
PICK_NOTHING, PICK_FIELD, PICK_FLOOR, PICK_FIGURE = 0, 1, 2, 3
# Surface styles the fragment shader knows.
STYLE_PLAIN, STYLE_FRAME, STYLE_FIGURE, STYLE_PLATE = 0.0, 1.0, 2.0, 3.0

GROUND_COLOURS = ((0.55, 0.50, 0.42), (0.60, 0.55, 0.46))
FLOOR_COLOUR = (0.78, 0.62, 0.46)
FOUNDATION_COLOUR = (0.50, 0.47, 0.44)
PHOTOGRAPHER_COLOUR = (0.12, 0.12, 0.14)
SKIN_COLOUR = (0.93, 0.80, 0.66)

# Per instance: centre xyz, size xyz, colour rgba, pick id (kind, field, level), style.
INSTANCE_FLOATS = 3 + 3 + 4 + 3 + 1


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
    plates: Mapping[int, tuple[float, float, float, float]] = field(default_factory=dict)
    see_through: frozenset[int] = frozenset()
    selected: int = -1
    # A foreman between two fields on his way to his final field, where he is not yet drawn:
    # (figure, from field, to field, share of the way, final field).
    walking: tuple[int, int, int, float, int] | None = None


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
    ) -> None:
        """Adds one box."""
        self.rows.append([*centre, *size, *colour, *(value / 255.0 for value in pick), style])

    def array(self) -> np.ndarray:
        """All boxes as an (n, INSTANCE_FLOATS) float32 array."""
        if not self.rows:
            return np.zeros((0, INSTANCE_FLOATS), dtype="f4")
        return np.array(self.rows, dtype="f4")


def site_instances(look: SiteLook) -> tuple[np.ndarray, np.ndarray]:
    """The solid boxes and the see-through ones (drawn blended, never picked)."""
    solid, clear = InstanceBuilder(), InstanceBuilder()
    foundations = set(look.foundations)
    for index in range(FIELDS):
        x, z = field_centre(index)
        ground = GROUND_COLOURS[(index % SIDE + index // SIDE) % 2]
        solid.box(
            (x, -GROUND_THICKNESS / 2, z),
            (1.0, GROUND_THICKNESS, 1.0),
            (*ground, 1.0),
            (PICK_FIELD, index, 0),
            STYLE_PLAIN,
        )
        height = look.heights[index]
        target = clear if index in look.see_through else solid
        alpha = 0.22 if index in look.see_through else 1.0
        for level in range(height):
            colour = FOUNDATION_COLOUR if level == 0 and index in foundations else FLOOR_COLOUR
            target.box(
                (x, top_of(level) + FLOOR_HEIGHT / 2, z),
                (BLOCK_WIDTH, FLOOR_HEIGHT, BLOCK_WIDTH),
                (*colour, alpha),
                (PICK_FLOOR, index, level + 1),
                STYLE_FRAME,
            )
        roof = top_of(height)
        plate = look.plates.get(index)
        if plate is not None:
            solid.box(
                (x, roof + 0.012, z),
                (0.9, 0.02, 0.9),
                plate,
                (PICK_FIELD, index, height),
                STYLE_PLATE,
            )
        figure = look.figures[index]
        walker_here = look.walking is not None and look.walking[4] == index
        if figure >= 0 and not walker_here:
            _figure(solid, index, x, roof, z, figure, look)
    if look.walking is not None:
        figure, origin, target, share, _final = look.walking
        (x0, z0), (x1, z1) = field_centre(origin), field_centre(target)
        y0, y1 = top_of(look.heights[origin]), top_of(look.heights[target])
        # Up to the higher roof in the first half of the step, down to the target in the second,
        # with a small hop so that the step reads as a step.
        peak = max(y0, y1)
        if share < 0.5:
            y = y0 + (peak - y0) * share * 2.0
        else:
            y = peak + (y1 - peak) * (share * 2.0 - 1.0)
        y += 0.25 * (1.0 - (2.0 * share - 1.0) ** 2)
        _figure(solid, target, x0 + (x1 - x0) * share, y, z0 + (z1 - z0) * share, figure, look)
    return solid.array(), clear.array()


def _figure(
    builder: InstanceBuilder,
    index: int,
    x: float,
    roof: float,
    z: float,
    figure: int,
    look: SiteLook,
) -> None:
    """A foreman (body, head, hard hat in the company colour) or the photographer with camera."""
    pick = (PICK_FIGURE, index, 0)
    lift = 0.06 if index == look.selected else 0.0
    base = roof + lift
    if figure < len(look.company_colours):
        colour = (*look.company_colours[figure], 1.0)
        builder.box((x, base + 0.2, z), (0.34, 0.4, 0.26), colour, pick, STYLE_FIGURE)
        builder.box((x, base + 0.5, z), (0.2, 0.2, 0.2), (*SKIN_COLOUR, 1.0), pick, STYLE_FIGURE)
        builder.box((x, base + 0.63, z), (0.3, 0.07, 0.3), colour, pick, STYLE_FIGURE)
        return
    dark = (*PHOTOGRAPHER_COLOUR, 1.0)
    for dx, dz in ((-0.13, -0.1), (0.13, -0.1), (0.0, 0.14)):
        builder.box((x + dx, base + 0.2, z + dz), (0.04, 0.4, 0.04), dark, pick, STYLE_FIGURE)
    builder.box((x, base + 0.46, z), (0.3, 0.18, 0.18), dark, pick, STYLE_FIGURE)
    builder.box(
        (x, base + 0.46, z + 0.12), (0.1, 0.1, 0.08), (0.7, 0.7, 0.75, 1.0), pick, STYLE_FIGURE
    )
    builder.box(
        (x + 0.1, base + 0.6, z), (0.08, 0.08, 0.08), (1.0, 0.95, 0.6, 1.0), pick, STYLE_FIGURE
    )


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
