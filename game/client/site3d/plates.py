"""The plates on the fields a move can go to, as boxes: each in its tone, with its pattern and
outline in its ink (shaders/marks.glsl paints them from the box's detail)."""

from __future__ import annotations

from game.client.site3d.geometry import (
    FIELDS,
    PICK_FIELD,
    STYLE_PLATE,
    InstanceBuilder,
    SiteLook,
    field_centre,
    top_of,
)

PLATE_WIDTH = 0.9
PLATE_THICKNESS = 0.02
# Above the roof, so that the roof's own paint never shows through.
PLATE_LIFT = 0.012


def add_plates(solid: InstanceBuilder, look: SiteLook) -> None:
    """A plate on the roof (or the ground) of every lit field, picked as that field."""
    for index in range(FIELDS):
        plate = look.plates.get(index)
        if plate is None:
            continue
        x, z = field_centre(index)
        height = look.heights[index]
        solid.box(
            (x, top_of(height) + PLATE_LIFT, z),
            (PLATE_WIDTH, PLATE_THICKNESS, PLATE_WIDTH),
            plate.rgba(),
            (PICK_FIELD, index, height),
            STYLE_PLATE,
            (plate.pattern, *plate.ink),
        )
