"""Houses on the site: which fields belong to which house, base areas, reach and build sites."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.speedchicago.site import FIELDS, NEIGHBOURS

EMPTY = -1
NO_HOUSE = -1


@dataclass(frozen=True)
class Houses:
    """The houses of one arrangement of floors: house index per field and base area per house.

    House i is the house that holds foundation stone i; fields without floors belong to none.
    """

    house_of: tuple[int, ...]
    area: tuple[int, ...]

    def fields_of(self, house: int) -> tuple[int, ...]:
        """The fields of one house, in field order."""
        return tuple(field for field in range(FIELDS) if self.house_of[field] == house)


def find_houses(heights: Sequence[int], foundations: Sequence[int]) -> Houses:
    """Labels every field with floors by the foundation stone it is connected to."""
    house_of = [NO_HOUSE] * FIELDS
    area = [0] * len(foundations)
    for house, stone in enumerate(foundations):
        if house_of[stone] != NO_HOUSE or heights[stone] < 1:
            continue
        house_of[stone] = house
        frontier = [stone]
        count = 0
        while frontier:
            field = frontier.pop()
            count += 1
            for neighbour in NEIGHBOURS[field]:
                if house_of[neighbour] == NO_HOUSE and heights[neighbour] >= 1:
                    house_of[neighbour] = house
                    frontier.append(neighbour)
        area[house] = count
    return Houses(tuple(house_of), tuple(area))


def joining_house(field: int, heights: Sequence[int], house_of: Sequence[int]) -> int:
    """The one house a ground field touches; NO_HOUSE when it touches none, -2 when several."""
    found = NO_HOUSE
    for neighbour in NEIGHBOURS[field]:
        if heights[neighbour] >= 1:
            house = house_of[neighbour]
            if found == NO_HOUSE:
                found = house
            elif house != found:
                return -2
    return found


def build_sites(heights: Sequence[int], figures: Sequence[int], houses: Houses) -> dict[int, int]:
    """The yellow sites: free fields where a floor may go, with the floor it would make.

    A house field takes a floor while its tower stays within the base area; a ground field takes
    one when it touches exactly one house (touching two would merge them).
    """
    sites: dict[int, int] = {}
    house_of, area = houses.house_of, houses.area
    for field in range(FIELDS):
        if figures[field] != EMPTY:
            continue
        height = heights[field]
        if height:
            if height < area[house_of[field]]:
                sites[field] = height + 1
        elif joining_house(field, heights, house_of) >= 0:
            sites[field] = 1
    return sites


def reachable(
    origin: int, budget: int, heights: Sequence[int], figures: Sequence[int], climb: int = 1
) -> dict[int, int]:
    """Fields a foreman on origin can walk to within budget steps, with the steps each costs.

    Each step goes to a free orthogonal neighbour at most `climb` floors higher (any lower).
    """
    costs: dict[int, int] = {}
    frontier = [origin]
    seen = {origin}
    for cost in range(1, budget + 1):
        following: list[int] = []
        for field in frontier:
            ceiling = heights[field] + climb
            for neighbour in NEIGHBOURS[field]:
                if (
                    neighbour not in seen
                    and figures[neighbour] == EMPTY
                    and heights[neighbour] <= ceiling
                ):
                    seen.add(neighbour)
                    costs[neighbour] = cost
                    following.append(neighbour)
        if not following:
            break
        frontier = following
    return costs


def walking_path(
    origin: int, target: int, heights: Sequence[int], figures: Sequence[int]
) -> tuple[int, ...]:
    """A shortest walk from origin to target over free fields (both ends included)."""
    parent = {origin: origin}
    frontier = [origin]
    while frontier and target not in parent:
        following: list[int] = []
        for field in frontier:
            ceiling = heights[field] + 1
            for neighbour in NEIGHBOURS[field]:
                if (
                    neighbour not in parent
                    and figures[neighbour] == EMPTY
                    and heights[neighbour] <= ceiling
                ):
                    parent[neighbour] = field
                    following.append(neighbour)
        frontier = following
    if target not in parent:
        return ()
    path = [target]
    while path[-1] != origin:
        path.append(parent[path[-1]])
    return tuple(reversed(path))


def stays_whole_without(
    field: int, heights: Sequence[int], houses: Houses, foundations: Sequence[int]
) -> bool:
    """Whether a house field may lose its last floor: no foundation stone, the house stays in one
    piece, and no tower gets higher than the smaller base area."""
    if field in foundations:
        return False
    house = houses.house_of[field]
    members = [f for f in range(FIELDS) if houses.house_of[f] == house and f != field]
    if not members:
        return False
    new_area = len(members)
    if any(heights[f] > new_area for f in members):
        return False
    member_set = set(members)
    start = members[0]
    seen = {start}
    frontier = [start]
    while frontier:
        current = frontier.pop()
        for neighbour in NEIGHBOURS[current]:
            if neighbour in member_set and neighbour not in seen:
                seen.add(neighbour)
                frontier.append(neighbour)
    return len(seen) == new_area
