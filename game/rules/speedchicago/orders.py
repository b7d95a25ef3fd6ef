"""The city orders of the Profi variant ("Sonderauftrag der Stadt"): goals, points and progress."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.rules.speedchicago.houses import NO_HOUSE
from game.rules.speedchicago.tables import FOREMEN_PER_COMPANY

# "Alle Vorarbeiter" means all a company has on the site - and at least this many.
ALL_FOREMEN_AT_LEAST = 4


@dataclass(frozen=True)
class Crew:
    """What an order looks at: one company's foremen (floor and house each) and the houses."""

    floors: tuple[int, ...]
    houses: tuple[int, ...]
    area: tuple[int, ...]
    top: tuple[int, ...]


@dataclass(frozen=True)
class Progress:
    """How far a company is with the order: have of need (fulfilled when have >= need)."""

    have: int
    need: int

    @property
    def fulfilled(self) -> bool:
        """Whether the order is fulfilled now."""
        return self.have >= self.need


def _different_floors(crew: Crew) -> Progress:
    return Progress(len(set(crew.floors)), max(ALL_FOREMEN_AT_LEAST, len(crew.floors)))


def _high_up(crew: Crew) -> Progress:
    return Progress(min(5, max(crew.floors, default=0)), 5)


def _everywhere(crew: Crew) -> Progress:
    return Progress(len({house for house in crew.houses if house != NO_HOUSE}), 5)


def _all_up(crew: Crew) -> Progress:
    return Progress(
        sum(floor >= 2 for floor in crew.floors),
        max(ALL_FOREMEN_AT_LEAST, len(crew.floors)),
    )


def _roof_garden(crew: Crew) -> Progress:
    roofs = {
        house
        for floor, house in zip(crew.floors, crew.houses)
        if house != NO_HOUSE and floor == crew.top[house]
    }
    return Progress(min(3, len(roofs)), 3)


def _big_sites(crew: Crew) -> Progress:
    big = {house for house in crew.houses if house != NO_HOUSE and crew.area[house] >= 6}
    return Progress(min(3, len(big)), 3)


def _same_height(crew: Crew) -> Progress:
    counts = [crew.floors.count(floor) for floor in set(crew.floors) if floor >= 2]
    return Progress(min(3, max(counts, default=0)), 3)


def _whole_crew(crew: Crew) -> Progress:
    return Progress(len(crew.floors), FOREMEN_PER_COMPANY)


def _staircase(crew: Crew) -> Progress:
    return Progress(len({1, 2, 3, 4} & set(crew.floors)), 4)


@dataclass(frozen=True)
class CityOrder:
    """One city order: its id (catalogue key), the points it brings at a scoring, its measure."""

    id: str
    points: int
    measure: Callable[[Crew], Progress]


CITY_ORDERS: tuple[CityOrder, ...] = (
    CityOrder("stockwerksreigen", 12, _different_floors),
    CityOrder("hoch_hinaus", 10, _high_up),
    CityOrder("ueberall", 12, _everywhere),
    CityOrder("alle_oben", 10, _all_up),
    CityOrder("dachgarten", 10, _roof_garden),
    CityOrder("grossbaustelle", 12, _big_sites),
    CityOrder("gleiche_hoehe", 8, _same_height),
    CityOrder("ganze_mannschaft", 8, _whole_crew),
    CityOrder("treppe", 10, _staircase),
)
ORDER_BY_ID: dict[str, CityOrder] = {order.id: order for order in CITY_ORDERS}


def crew_of(
    company: int,
    figures: Sequence[int],
    heights: Sequence[int],
    house_of: Sequence[int],
    area: Sequence[int],
) -> Crew:
    """The company's foremen on the site with their floors and houses, and each house's top."""
    floors: list[int] = []
    houses: list[int] = []
    top = [0] * len(area)
    for field, figure in enumerate(figures):
        house = house_of[field]
        if house != NO_HOUSE and heights[field] > top[house]:
            top[house] = heights[field]
        if figure == company:
            floors.append(heights[field])
            houses.append(house)
    return Crew(tuple(floors), tuple(houses), tuple(area), tuple(top))
