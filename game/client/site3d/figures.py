"""The foremen and the photographer as boxes, standing or on their way between two fields."""

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

PHOTOGRAPHER_COLOUR = (0.12, 0.12, 0.14)
SKIN_COLOUR = (0.93, 0.80, 0.66)


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
