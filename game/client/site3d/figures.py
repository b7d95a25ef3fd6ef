"""The foremen and the photographer as small figures of boxes, standing or on their way between
two fields.

A foreman wears his company's colour (jacket, sleeves, hard hat) and its badge on the jacket, so
that companies differ in shape as well as in colour; the photographer stands in a dark coat and
bowler beside his box camera on its tripod, the flash pan raised.
"""

from __future__ import annotations

from game.client.site3d.geometry import (
    FIELDS,
    PICK_FIGURE,
    STYLE_FIGURE,
    InstanceBuilder,
    SiteLook,
    field_centre,
    top_of,
)
from game.client.site3d.palette import (
    BRASS,
    CAMERA_WOOD,
    COAT,
    FLASH,
    SKIN,
    TRIPOD,
    TROUSERS,
    Rgb,
    badge_of,
)

Vec3 = tuple[float, float, float]
# What a part shows besides its colour: nothing, the company's badge (on every upright face, or on
# the sleeves' outer faces only, so that the badge reads from the side too), or its own light (the
# flash powder, bright from every side).
PLAIN, BADGE, SIDE_BADGE, GLOW = "plain", "badge", "side_badge", "glow"
# A part: its centre (x, y above the roof, z; the figure faces +z, the front of the site), its
# size, its colour (None: the company's), and what it shows.
Part = tuple[Vec3, Vec3, Rgb | None, str]

FOREMAN: tuple[Part, ...] = (
    ((-0.06, 0.11, 0.0), (0.09, 0.22, 0.11), TROUSERS, PLAIN),
    ((0.06, 0.11, 0.0), (0.09, 0.22, 0.11), TROUSERS, PLAIN),
    ((0.0, 0.35, 0.0), (0.28, 0.26, 0.17), None, BADGE),
    ((-0.175, 0.36, 0.0), (0.07, 0.24, 0.10), None, SIDE_BADGE),
    ((0.175, 0.36, 0.0), (0.07, 0.24, 0.10), None, SIDE_BADGE),
    ((0.0, 0.55, 0.0), (0.15, 0.14, 0.15), SKIN, PLAIN),
    # The hard hat: a wide brim and a crown.
    ((0.0, 0.625, 0.0), (0.26, 0.025, 0.26), None, PLAIN),
    ((0.0, 0.665, 0.0), (0.18, 0.07, 0.18), None, PLAIN),
)

PHOTOGRAPHER: tuple[Part, ...] = (
    ((-0.18, 0.11, 0.0), (0.08, 0.22, 0.10), COAT, PLAIN),
    ((-0.07, 0.11, 0.0), (0.08, 0.22, 0.10), COAT, PLAIN),
    ((-0.125, 0.36, 0.0), (0.24, 0.28, 0.16), COAT, PLAIN),
    ((-0.125, 0.565, 0.0), (0.13, 0.13, 0.13), SKIN, PLAIN),
    # The bowler.
    ((-0.125, 0.64, 0.0), (0.21, 0.02, 0.21), COAT, PLAIN),
    ((-0.125, 0.675, 0.0), (0.13, 0.05, 0.13), COAT, PLAIN),
    # The arm raised with the flash pan.
    ((-0.28, 0.53, 0.02), (0.06, 0.26, 0.07), COAT, PLAIN),
    ((-0.28, 0.675, 0.02), (0.18, 0.03, 0.09), FLASH, GLOW),
    # The box camera on its tripod of three legs, its brass lens to the front.
    ((0.14, 0.21, -0.08), (0.025, 0.42, 0.025), TRIPOD, PLAIN),
    ((0.30, 0.21, -0.08), (0.025, 0.42, 0.025), TRIPOD, PLAIN),
    ((0.22, 0.21, 0.09), (0.025, 0.42, 0.025), TRIPOD, PLAIN),
    ((0.22, 0.50, 0.0), (0.16, 0.16, 0.24), CAMERA_WOOD, PLAIN),
    ((0.22, 0.50, 0.155), (0.085, 0.085, 0.07), BRASS, PLAIN),
)
# A selected foreman stands a little raised.
SELECTED_LIFT = 0.06


def add_figures(solid: InstanceBuilder, look: SiteLook) -> None:
    """Every figure on its roof, and the one walking (drawn once, between his fields)."""
    for index in range(FIELDS):
        figure = look.figures[index]
        walker_here = look.walking is not None and look.walking[4] == index
        if figure >= 0 and not walker_here:
            x, z = field_centre(index)
            add_figure(solid, index, x, top_of(look.heights[index]), z, figure, look)
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
        add_figure(solid, target, x0 + (x1 - x0) * share, y, z0 + (z1 - z0) * share, figure, look)


def add_figure(
    builder: InstanceBuilder,
    index: int,
    x: float,
    roof: float,
    z: float,
    figure: int,
    look: SiteLook,
) -> None:
    """A foreman of a company (figure < number of companies), else the photographer."""
    pick = (PICK_FIGURE, index, 0)
    base = roof + (SELECTED_LIFT if index == look.selected else 0.0)
    is_foreman = figure < len(look.company_colours)
    parts = FOREMAN if is_foreman else PHOTOGRAPHER
    company = look.company_colours[figure] if is_foreman else COAT
    badge = badge_of(figure) if is_foreman else 0.0
    for (dx, dy, dz), size, colour, shows in parts:
        builder.box(
            (x + dx, base + dy, z + dz),
            size,
            (*(company if colour is None else colour), 1.0),
            pick,
            STYLE_FIGURE,
            (
                badge if shows in (BADGE, SIDE_BADGE) else 0.0,
                1.0 if shows == GLOW else 0.0,
                1.0 if shows == SIDE_BADGE else 0.0,
                0.0,
            ),
        )
