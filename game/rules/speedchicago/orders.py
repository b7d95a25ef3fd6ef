"""The city orders of the Profi variant ("Sonderauftrag der Stadt"): goals, points and progress."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.rules.speedchicago.houses import NO_HOUSE
from game.rules.speedchicago.tables import FOREMEN_PER_COMPANY

# "Alle Vorarbeiter" means all a company has on the site - and at least this many.
ALL_FOREMEN_AT_LEAST = 4

# The orders' thresholds (Eigene Festlegung, tuned so that normal computers fulfil every order
# at 20 to 60 % of the company-scorings; see the docs page).
HIGH_UP_FLOOR = 5  # Hoch hinaus: a foreman on this floor or higher
EVERYWHERE_HOUSES = 5  # Überall dabei: foremen in this many houses
ALL_UP_FLOOR = 2  # Alle oben: foremen on this floor or higher ...
ALL_UP_FOREMEN = 4  # ... this many of them
ROOF_GARDENS = 4  # Dachgarten: houses with an own foreman on the top floor
BIG_SITE_AREA = 8  # Großbaustelle: a house of this base area or more ...
BIG_SITES = 3  # ... this many of them with an own foreman
SAME_HEIGHT_FLOOR = 2  # Gleiche Höhe: on one floor, this one or higher ...
SAME_HEIGHT_FOREMEN = 3  # ... this many foremen
WHOLE_CREW_AREA = 6  # Ganze Mannschaft: every foreman in a house of this base area or more
STAIRCASE = (1, 2, 3, 4)  # Treppe: a foreman on each of these floors


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
    return Progress(min(HIGH_UP_FLOOR, max(crew.floors, default=0)), HIGH_UP_FLOOR)


def _everywhere(crew: Crew) -> Progress:
    houses = {house for house in crew.houses if house != NO_HOUSE}
    return Progress(min(EVERYWHERE_HOUSES, len(houses)), EVERYWHERE_HOUSES)


def _all_up(crew: Crew) -> Progress:
    up = sum(floor >= ALL_UP_FLOOR for floor in crew.floors)
    return Progress(min(ALL_UP_FOREMEN, up), ALL_UP_FOREMEN)


def _roof_garden(crew: Crew) -> Progress:
    roofs = {
        house
        for floor, house in zip(crew.floors, crew.houses)
        if house != NO_HOUSE and floor == crew.top[house]
    }
    return Progress(min(ROOF_GARDENS, len(roofs)), ROOF_GARDENS)


def _big_sites(crew: Crew) -> Progress:
    big = {
        house for house in crew.houses if house != NO_HOUSE and crew.area[house] >= BIG_SITE_AREA
    }
    return Progress(min(BIG_SITES, len(big)), BIG_SITES)


def _same_height(crew: Crew) -> Progress:
    counts = [crew.floors.count(floor) for floor in set(crew.floors) if floor >= SAME_HEIGHT_FLOOR]
    return Progress(min(SAME_HEIGHT_FOREMEN, max(counts, default=0)), SAME_HEIGHT_FOREMEN)


def _whole_crew(crew: Crew) -> Progress:
    working = sum(
        house != NO_HOUSE and crew.area[house] >= WHOLE_CREW_AREA for house in crew.houses
    )
    return Progress(working, FOREMEN_PER_COMPANY)


def _staircase(crew: Crew) -> Progress:
    return Progress(len(set(STAIRCASE) & set(crew.floors)), len(STAIRCASE))


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
