"""Wooden scaffolding round the storey under construction: the top storey of each house's
highest field(s), a few thin boxes that pick as the storey they surround."""

from __future__ import annotations

from game.client.site3d.building_look import (
    OPEN_EAST,
    OPEN_NORTH,
    OPEN_SOUTH,
    OPEN_WEST,
    PLANK_COLOUR,
    PLANK_DEPTH,
    PLANK_HEIGHT,
    PLANK_THICKNESS,
    POLE_COLOUR,
    POLE_RISE,
    POLE_WIDTH,
    SCAFFOLD_GAP,
    SEE_THROUGH_ALPHA,
    STYLE_SCAFFOLD,
    WALL_INSET,
)
from game.client.site3d.geometry import PICK_FLOOR, InstanceBuilder, SiteLook, top_of
from game.client.site3d.house_plan import HousePlan, footprint

# How far out of the wall the scaffolding's middle line stands.
OUT = SCAFFOLD_GAP + POLE_WIDTH / 2

Vec3 = tuple[float, float, float]
Stick = tuple[Vec3, Vec3, Vec3]  # centre, size, colour


def add_scaffolding(
    solid: InstanceBuilder, clear: InstanceBuilder, look: SiteLook, plan: HousePlan
) -> None:
    """The scaffolding of the top storey of each house's highest fields (see-through with its
    house in front of the selected field)."""
    for field in plan.highest_fields():
        level = look.heights[field] - 1
        see_through = field in look.see_through
        target = clear if see_through else solid
        alpha = SEE_THROUGH_ALPHA if see_through else 1.0
        for centre, size, colour in scaffold_sticks(field, level, plan.open_sides(field, level)):
            target.box(
                centre, size, (*colour, alpha), (PICK_FLOOR, field, level + 1), STYLE_SCAFFOLD
            )


def scaffold_sticks(field: int, level: int, open_sides: int) -> list[Stick]:
    """Poles at the storey's outer corners rising above its roof, and a plank along every outer
    side that reaches out to the poles at closed ends and stops at the field's edge where the
    house goes on."""
    x0, x1, z0, z1 = footprint(field, open_sides, WALL_INSET)
    floor, roof = top_of(level), top_of(level + 1)
    west = x0 - (0.0 if open_sides & OPEN_WEST else OUT)
    east = x1 + (0.0 if open_sides & OPEN_EAST else OUT)
    north = z0 - (0.0 if open_sides & OPEN_NORTH else OUT)
    south = z1 + (0.0 if open_sides & OPEN_SOUTH else OUT)
    y = floor + PLANK_HEIGHT
    sticks: list[Stick] = []
    for bit, z in ((OPEN_NORTH, z0 - OUT), (OPEN_SOUTH, z1 + OUT)):
        if not open_sides & bit:
            size = (east - west, PLANK_THICKNESS, PLANK_DEPTH)
            sticks.append((((west + east) / 2, y, z), size, PLANK_COLOUR))
    for bit, x in ((OPEN_WEST, x0 - OUT), (OPEN_EAST, x1 + OUT)):
        if not open_sides & bit:
            size = (PLANK_DEPTH, PLANK_THICKNESS, south - north)
            sticks.append(((x, y, (north + south) / 2), size, PLANK_COLOUR))
    pole = roof + POLE_RISE - floor
    for bit_x, x in ((OPEN_WEST, x0 - OUT), (OPEN_EAST, x1 + OUT)):
        for bit_z, z in ((OPEN_NORTH, z0 - OUT), (OPEN_SOUTH, z1 + OUT)):
            if not open_sides & (bit_x | bit_z):
                sticks.append(
                    ((x, floor + pole / 2, z), (POLE_WIDTH, pole, POLE_WIDTH), POLE_COLOUR)
                )
    return sticks
