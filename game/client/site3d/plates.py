"""The highlight plates on the fields a move can go to, as boxes."""

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


def add_plates(solid: InstanceBuilder, look: SiteLook) -> None:
    """A plate on the roof (or the ground) of every lit field, picked as that field."""
    for index in range(FIELDS):
        plate = look.plates.get(index)
        if plate is None:
            continue
        x, z = field_centre(index)
        height = look.heights[index]
        solid.box(
            (x, top_of(height) + 0.012, z),
            (0.9, 0.02, 0.9),
            plate,
            (PICK_FIELD, index, height),
            STYLE_PLATE,
        )
