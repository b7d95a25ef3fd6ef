"""Which fields of the site make one building: the house of each field, the sides a storey shares
with its own house, and the house's highest fields (pure Python, no GL)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

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
