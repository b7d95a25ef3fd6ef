"""Which fields of the site make one building: the house of each field, the sides a storey shares
with its own house, and the house's highest fields (pure Python, no GL)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import NamedTuple

from game.client.site3d.building_look import (
    OPEN_EAST,
    OPEN_NORTH,
    OPEN_SOUTH,
    OPEN_WEST,
    OWN_HOUSE_BASE,
    SIDES,
)
from game.client.site3d.geometry import FIELDS, SIDE, SiteLook, field_centre


def neighbour(field: int, dx: int, dz: int) -> int | None:
    """The field next to this one in the direction (dx, dz) of site coordinates; None off the
    site (+z is towards row 1, so a step to +z is a row down)."""
    column, row = field % SIDE + dx, field // SIDE - dz
    if 0 <= column < SIDE and 0 <= row < SIDE:
        return row * SIDE + column
    return None


def footprint(field: int, open_sides: int, inset: float) -> tuple[float, float, float, float]:
    """West, east, north and south edge (x0, x1, z0, z1) of a box on the field that reaches the
    field's edge on its open sides and stays inset inside it on the others."""
    x, z = field_centre(field)
    return (
        x - 0.5 + (0.0 if open_sides & OPEN_WEST else inset),
        x + 0.5 - (0.0 if open_sides & OPEN_EAST else inset),
        z - 0.5 + (0.0 if open_sides & OPEN_NORTH else inset),
        z + 0.5 - (0.0 if open_sides & OPEN_SOUTH else inset),
    )


class Part(NamedTuple):
    """One box of a storey: its west, east, north and south edge and its open sides."""

    x0: float
    x1: float
    z0: float
    z1: float
    open_sides: int


@dataclass(frozen=True)
class HousePlan:
    """The houses of a look: a house key per built field (None on free ground)."""

    heights: tuple[int, ...]
    keys: tuple[int | None, ...]

    @classmethod
    def of(cls, look: SiteLook) -> HousePlan:
        """The look's houses; a built field of no known house (or a look without houses) is a
        house of its own."""
        keys: list[int | None] = []
        for field in range(FIELDS):
            house = look.houses[field] if len(look.houses) == FIELDS else -1
            if look.heights[field] < 1:
                keys.append(None)
            else:
                keys.append(house if house >= 0 else OWN_HOUSE_BASE + field)
        return cls(tuple(look.heights), tuple(keys))

    def same_house(self, field: int, other: int | None, level: int = 0) -> bool:
        """Whether the other field belongs to this field's house and has the storey of this
        level (0 = the first)."""
        return (
            other is not None
            and self.keys[field] is not None
            and self.keys[other] == self.keys[field]
            and self.heights[other] > level
        )

    def open_sides(self, field: int, level: int = 0) -> int:
        """The sides (OPEN_* bits) where this field's storey of this level joins its house."""
        bits = 0
        for dx, dz, bit in SIDES:
            if self.same_house(field, neighbour(field, dx, dz), level):
                bits |= bit
        return bits

    def full_corner(self, field: int, level: int, dx: int, dz: int) -> bool:
        """Whether the three fields round this field's corner towards (dx, dz) all carry the
        storey of this level in its house: only then is the corner inside the building."""
        return all(
            self.same_house(field, neighbour(field, step_x, step_z), level)
            for step_x, step_z in ((dx, 0), (0, dz), (dx, dz))
        )

    def storey_parts(self, field: int, level: int, inset: float) -> list[Part]:
        """The boxes (edges and open sides) of one storey: one box, reaching the field's edge
        on its open sides; where a corner between two open sides is not inside the building
        (an inner corner of the house), the box keeps its core's depth and a strip along each
        open north or south side reaches over as far as the corners allow, so that the inner
        corner stays a corner and not a notch."""
        open_sides = self.open_sides(field, level)
        whole = footprint(field, open_sides, inset)
        corners = {
            (dx, dz): self.full_corner(field, level, dx, dz) for dx in (-1, 1) for dz in (-1, 1)
        }
        x_open = {-1: bool(open_sides & OPEN_WEST), 1: bool(open_sides & OPEN_EAST)}
        z_open = {-1: bool(open_sides & OPEN_NORTH), 1: bool(open_sides & OPEN_SOUTH)}
        if all(
            corners[dx, dz] or not (x_open[dx] and z_open[dz]) for dx in (-1, 1) for dz in (-1, 1)
        ):
            return [Part(*whole, open_sides)]
        x0, x1, _, _ = whole
        _, _, core_z0, core_z1 = footprint(field, open_sides & (OPEN_EAST | OPEN_WEST), inset)
        parts = [Part(x0, x1, core_z0, core_z1, open_sides)]
        x, z = field_centre(field)
        for dz, z0, z1 in (
            (-1, z - 0.5, core_z0),
            (1, core_z1, z + 0.5),
        ):
            if not z_open[dz]:
                continue
            west = x - 0.5 if corners[-1, dz] else x - 0.5 + inset
            east = x + 0.5 if corners[1, dz] else x + 0.5 - inset
            strip_open = OPEN_NORTH | OPEN_SOUTH
            strip_open |= (OPEN_WEST if corners[-1, dz] else 0) | (
                OPEN_EAST if corners[1, dz] else 0
            )
            parts.append(Part(west, east, z0, z1, strip_open))
        return parts

    def house_fields(self) -> dict[int, list[int]]:
        """The fields of every house by its key."""
        houses: dict[int, list[int]] = {}
        for field, key in enumerate(self.keys):
            if key is not None:
                houses.setdefault(key, []).append(field)
        return houses

    def highest_fields(self) -> Iterator[int]:
        """The fields that carry their house's highest storey (all of them where several tie):
        the storey under construction, which the scaffolding surrounds."""
        for fields in self.house_fields().values():
            top = max(self.heights[field] for field in fields)
            yield from (field for field in fields if self.heights[field] == top)
