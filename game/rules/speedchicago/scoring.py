"""A year's scoring: base area × floor of the highest own foreman per house, photographer, order."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.speedchicago.events import HouseScored
from game.rules.speedchicago.houses import NO_HOUSE, Houses
from game.rules.speedchicago.orders import ORDER_BY_ID, Progress, crew_of
from game.rules.speedchicago.tables import PHOTO_BONUS, PHOTO_FLOOR


@dataclass(frozen=True)
class CompanyScoring:
    """What one company gets (or would get) at a scoring: per house, bonuses and the total."""

    houses: tuple[HouseScored, ...]
    photographer: int
    city_order: int

    @property
    def total(self) -> int:
        """All points of this scoring together."""
        return sum(house.points for house in self.houses) + self.photographer + self.city_order


def highest_floors(
    company: int, figures: Sequence[int], heights: Sequence[int], house_of: Sequence[int]
) -> dict[int, int]:
    """House to the floor of the company's highest foreman in it (houses without one left out)."""
    highest: dict[int, int] = {}
    for field, figure in enumerate(figures):
        if figure == company:
            house = house_of[field]
            if house != NO_HOUSE and heights[field] >= highest.get(house, 0):
                highest[house] = heights[field]
    return highest


def house_points(
    company: int, figures: Sequence[int], heights: Sequence[int], houses: Houses
) -> int:
    """The company's points from the houses alone: the fast sum the computer plans with."""
    total = 0
    house_of, area = houses.house_of, houses.area
    best = [0] * len(area)
    for field, figure in enumerate(figures):
        if figure == company:
            house = house_of[field]
            if house != NO_HOUSE and heights[field] > best[house]:
                best[house] = heights[field]
    for house, floor in enumerate(best):
        total += area[house] * floor
    return total


def photographer_bonus(
    company: int,
    year: int,
    photographer: int,
    figures: Sequence[int],
    heights: Sequence[int],
    houses: Houses,
) -> int:
    """5 / 10 / 15 when a foreman of the company stands in the photographer's house exactly on
    floor 1 / 2 / 3 (1891 / 1892 / 1893)."""
    if photographer < 0:
        return 0
    house = houses.house_of[photographer]
    if house == NO_HOUSE:
        return 0
    wanted = PHOTO_FLOOR[year]
    for field, figure in enumerate(figures):
        if figure == company and houses.house_of[field] == house and heights[field] == wanted:
            return PHOTO_BONUS[year]
    return 0


def order_progress(
    order: str, company: int, figures: Sequence[int], heights: Sequence[int], houses: Houses
) -> Progress:
    """How far the company is with the city order."""
    crew = crew_of(company, figures, heights, houses.house_of, houses.area)
    return ORDER_BY_ID[order].measure(crew)


def company_scoring(
    company: int,
    year: int,
    photographer: int,
    order: str,
    figures: Sequence[int],
    heights: Sequence[int],
    houses: Houses,
) -> CompanyScoring:
    """The company's scoring if the year were scored now."""
    highest = highest_floors(company, figures, heights, houses.house_of)
    scored = tuple(
        HouseScored(house, houses.area[house], floor, houses.area[house] * floor)
        for house, floor in sorted(highest.items())
    )
    bonus = photographer_bonus(company, year, photographer, figures, heights, houses)
    city = 0
    if order and order_progress(order, company, figures, heights, houses).fulfilled:
        city = ORDER_BY_ID[order].points
    return CompanyScoring(scored, bonus, city)


def bumped_score(company: int, score: int, points: int, scores: Sequence[int]) -> int:
    """Where the company's marker lands: no two markers share a field, so an occupied one is
    passed to the next free field (the start field 0 holds any number)."""
    if points <= 0:
        return score
    landing = score + points
    taken = {other for seat, other in enumerate(scores) if seat != company}
    while landing in taken:
        landing += 1
    return landing
