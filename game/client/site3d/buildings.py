"""The ground fields, the houses' storeys and their outlines on the ground as boxes.

The fields of one house make one building: a storey reaches over to a neighbouring field of its
house that has a storey at the same level, so no gap shows there; on every other side its wall
stands WALL_INSET inside the field, so two houses never look joined."""

from __future__ import annotations

from game.client.site3d.building_look import (
    FOUNDATION_COLOUR,
    GROUND_COLOURS,
    OUTLINE_COLOUR,
    OUTLINE_HEIGHT,
    OUTLINE_INSET,
    SEE_THROUGH_ALPHA,
    STYLE_FOUNDATION_STONE,
    STYLE_OUTLINE,
    WALL_COLOURS,
    WALL_INSET,
)
from game.client.site3d.geometry import (
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
from game.client.site3d.house_plan import HousePlan, footprint
from game.client.site3d.scaffolding import add_scaffolding


def add_ground(solid: InstanceBuilder, look: SiteLook) -> None:
    """The 64 ground fields, each picked as its field; a foundation stone not yet built on lies
    on its field."""
    unbuilt_stones = {field for field in look.foundations if look.heights[field] < 1}
    for index in range(FIELDS):
        x, z = field_centre(index)
        ground = GROUND_COLOURS[(index % SIDE + index // SIDE) % 2]
        stone = index in unbuilt_stones
        solid.box(
            (x, -GROUND_THICKNESS / 2, z),
            (1.0, GROUND_THICKNESS, 1.0),
            (*ground, 1.0),
            (PICK_FIELD, index, 0),
            STYLE_FOUNDATION_STONE if stone else STYLE_PLAIN,
            (*FOUNDATION_COLOUR, 0.0) if stone else (0.0, 0.0, 0.0, 0.0),
        )


def wall_colour(house: int) -> tuple[float, float, float]:
    """The infill between the steel of a house."""
    return WALL_COLOURS[house % len(WALL_COLOURS)]


def add_buildings(solid: InstanceBuilder, clear: InstanceBuilder, look: SiteLook) -> None:
    """Every storey of every field, picked as its field and level, each house's outline on the
    ground and the scaffolding on its highest storey; the houses in front of the selected field
    go into the see-through boxes."""
    plan = HousePlan.of(look)
    foundations = set(look.foundations)
    for index in range(FIELDS):
        house = plan.keys[index]
        if house is None:
            continue
        target = clear if index in look.see_through else solid
        alpha = SEE_THROUGH_ALPHA if index in look.see_through else 1.0
        colour = (*wall_colour(house), alpha)
        for level in range(look.heights[index]):
            plinth = 1.0 if level == 0 and index in foundations else 0.0
            for x0, x1, z0, z1, open_sides in plan.storey_parts(index, level, WALL_INSET):
                target.box(
                    ((x0 + x1) / 2, top_of(level) + FLOOR_HEIGHT / 2, (z0 + z1) / 2),
                    (x1 - x0, FLOOR_HEIGHT, z1 - z0),
                    colour,
                    (PICK_FLOOR, index, level + 1),
                    STYLE_FRAME,
                    (float(open_sides), plinth, 0.0, 0.0),
                )
    add_outlines(solid, plan)
    add_scaffolding(solid, clear, look, plan)


def add_outlines(solid: InstanceBuilder, plan: HousePlan) -> None:
    """A dark kerb on the ground under each house, from just inside its fields' edges to its
    walls: one region round the whole house, picked as the ground it lies on."""
    for index in range(FIELDS):
        if plan.keys[index] is None:
            continue
        x0, x1, z0, z1 = footprint(index, plan.open_sides(index), OUTLINE_INSET)
        solid.box(
            ((x0 + x1) / 2, OUTLINE_HEIGHT / 2, (z0 + z1) / 2),
            (x1 - x0, OUTLINE_HEIGHT, z1 - z0),
            (*OUTLINE_COLOUR, 1.0),
            (PICK_FIELD, index, 0),
            STYLE_OUTLINE,
        )
