"""Reading the site fast: every company's points at a scoring now, its top floor per house."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.speedchicago.houses import NO_HOUSE
from game.rules.speedchicago.moves import NOWHERE
from game.rules.speedchicago.orders import ORDER_BY_ID
from game.rules.speedchicago.scoring import order_progress
from game.rules.speedchicago.site import FIELDS, NEIGHBOURS
from game.rules.speedchicago.state import SpeedchicagoState
from game.rules.speedchicago.tables import PHOTO_BONUS, PHOTO_FLOOR


def _within_two(field: int) -> tuple[int, ...]:
    """Fields one or two orthogonal steps away."""
    near = set(NEIGHBOURS[field])
    for neighbour in NEIGHBOURS[field]:
        near.update(NEIGHBOURS[neighbour])
    near.discard(field)
    return tuple(sorted(near))


# Per field: the fields one or two orthogonal steps away (a foreman's near ground).
WITHIN_TWO: tuple[tuple[int, ...], ...] = tuple(_within_two(field) for field in range(FIELDS))


@dataclass(frozen=True, slots=True)
class SiteReading:
    """Every company's points at a scoring now and top floor per house (0: none there), and
    the fields of one company's foremen."""

    points: list[int]
    tops: list[list[int]]
    foremen: list[int]


def read_site(state: SpeedchicagoState, company: int = -1) -> SiteReading:
    """The points now as the year's scoring counts them (houses, photographer, city order), in
    one pass over the site; the foremen listed are the given company's."""
    players = state.players
    heights, figures = state.heights, state.figures
    houses = state.houses
    house_of, area = houses.house_of, houses.area
    tops = [[0] * len(area) for _ in range(players)]
    smiling = [False] * players
    photographer = state.photographer
    photo_house = house_of[photographer] if photographer != NOWHERE else NO_HOUSE
    wanted = PHOTO_FLOOR[state.year]
    foremen: list[int] = []
    for field in range(FIELDS):
        figure = figures[field]
        # Empty fields are -1, the photographer is above every company.
        if figure < 0 or figure >= players:
            continue
        if figure == company:
            foremen.append(field)
        house = house_of[field]
        if house != NO_HOUSE:
            floor = heights[field]
            if floor > tops[figure][house]:
                tops[figure][house] = floor
            if house == photo_house and floor == wanted:
                smiling[figure] = True
    bonus = PHOTO_BONUS[state.year]
    order = ORDER_BY_ID[state.city_order] if state.city_order else None
    points = []
    for index, (company_tops, smiles) in enumerate(zip(tops, smiling)):
        total = 0
        for house, floor in enumerate(company_tops):
            if floor:
                total += area[house] * floor
        if smiles:
            total += bonus
        if (
            order is not None
            and order_progress(order.id, index, figures, heights, houses).fulfilled
        ):
            total += order.points
        points.append(total)
    return SiteReading(points, tops, foremen)


def points_now(state: SpeedchicagoState) -> list[int]:
    """Every company's total if the year were scored now."""
    return read_site(state).points
