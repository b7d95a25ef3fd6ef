"""The ground fields and the houses' storeys as boxes."""

from __future__ import annotations

from game.client.site3d.geometry import (
    BLOCK_WIDTH,
    FIELDS,
    FLOOR_HEIGHT,
    GROUND_THICKNESS,
    PICK_FIELD,
    PICK_FLOOR,
    SIDE,
    STYLE_FRAME,
    STYLE_PLAIN,
    InstanceBuilder,
    SiteLook,
    field_centre,
    top_of,
)

GROUND_COLOURS = ((0.55, 0.50, 0.42), (0.60, 0.55, 0.46))
FLOOR_COLOUR = (0.78, 0.62, 0.46)
FOUNDATION_COLOUR = (0.50, 0.47, 0.44)
SEE_THROUGH_ALPHA = 0.22


def add_ground(solid: InstanceBuilder, look: SiteLook) -> None:
    """The 64 ground fields, each picked as its field."""
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


def add_buildings(solid: InstanceBuilder, clear: InstanceBuilder, look: SiteLook) -> None:
    """Every storey of every field, picked as its field and level; the houses in front of the
    selected field go into the see-through boxes."""
    foundations = set(look.foundations)
    for index in range(FIELDS):
        x, z = field_centre(index)
        target = clear if index in look.see_through else solid
        alpha = SEE_THROUGH_ALPHA if index in look.see_through else 1.0
        for level in range(look.heights[index]):
            colour = FOUNDATION_COLOUR if level == 0 and index in foundations else FLOOR_COLOUR
            target.box(
                (x, top_of(level) + FLOOR_HEIGHT / 2, z),
                (BLOCK_WIDTH, FLOOR_HEIGHT, BLOCK_WIDTH),
                (*colour, alpha),
                (PICK_FLOOR, index, level + 1),
                STYLE_FRAME,
            )
