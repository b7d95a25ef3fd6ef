"""Where the last-placed company sends the photographer after a scoring (or leaves him).

He goes where an own foreman can reach next year's wanted floor of his house and the others
cannot: for every company and house, the fewest action points to stand there on that floor.
"""

from __future__ import annotations

from game.rules.core import Move
from game.rules.speedchicago.houses import EMPTY, NO_HOUSE, reachable
from game.rules.speedchicago.moves import LEAVE_PHOTOGRAPHER, SEND_PHOTOGRAPHER
from game.rules.speedchicago.site import FIELDS, NEIGHBOURS
from game.rules.speedchicago.state import PHOTOGRAPHER, SpeedchicagoState
from game.rules.speedchicago.tables import INSERT_COST, PHOTO_BONUS, PHOTO_FLOOR

# How far ahead the access is looked for: a turn and a half of action points.
ACCESS_BUDGET = 8
# How likely a company stands on the wanted floor at the scoring, by the access it has now.
ALREADY_THERE = 1.0
WITHIN_A_TURN = 0.7
WITHIN_REACH = 0.35
TURN_POINTS = 5


def chance(cost: int | None) -> float:
    """How likely a company gets the bonus with this access cost (None: out of reach)."""
    if cost is None:
        return 0.0
    if cost == 0:
        return ALREADY_THERE
    return WITHIN_A_TURN if cost <= TURN_POINTS else WITHIN_REACH


def access(
    state: SpeedchicagoState, company: int, figures: list[int], house: int, wanted: int
) -> int | None:
    """Fewest action points for the company to have a foreman on the wanted floor of the house."""
    heights = state.heights
    house_of = state.houses.house_of
    best: int | None = None
    for field in range(FIELDS):
        if figures[field] != company:
            continue
        floor = heights[field]
        if house_of[field] == house and floor == wanted:
            return 0
        for target, cost in reachable(field, ACCESS_BUDGET, heights, figures).items():
            if house_of[target] == house and heights[target] == wanted:
                if best is None or cost < best:
                    best = cost
        if state.reserve[company] and floor >= wanted:
            for neighbour in NEIGHBOURS[field]:
                if (
                    figures[neighbour] == EMPTY
                    and house_of[neighbour] == house
                    and heights[neighbour] == wanted
                    and (best is None or INSERT_COST < best)
                ):
                    best = INSERT_COST
    return best


def photographer_move(state: SpeedchicagoState, player: int, against_all: bool) -> Move:
    """Send the photographer where the own company gains most over the others (or leave him).

    against_all: weigh the best of the others' chances too; otherwise only the own chance.
    """
    year = min(state.year + 1, len(PHOTO_FLOOR) - 1)
    wanted = PHOTO_FLOOR[year]
    bonus = PHOTO_BONUS[year]
    house_of = state.houses.house_of
    others = [company for company in range(state.players) if company != player]
    candidates: list[tuple[float, int, Move]] = []
    current = state.photographer
    options = [(-1, LEAVE_PHOTOGRAPHER)]
    options += [
        (field, SEND_PHOTOGRAPHER[field])
        for field in range(FIELDS)
        if state.heights[field] and state.figures[field] == EMPTY
    ]
    for order, (field, move) in enumerate(options):
        figures = state.figures[:]
        if field >= 0:
            figures[current] = EMPTY
            figures[field] = PHOTOGRAPHER
            house = house_of[field]
        else:
            house = house_of[current]
        if house == NO_HOUSE:
            continue
        worth = chance(access(state, player, figures, house, wanted)) * bonus
        if against_all and others:
            worth -= (
                max(chance(access(state, other, figures, house, wanted)) for other in others)
                * bonus
            )
        # The first of equal options wins: leaving him first, then fields in order.
        candidates.append((worth, -order, move))
    if not candidates:
        return LEAVE_PHOTOGRAPHER
    return max(candidates, key=lambda item: (item[0], item[1]))[2]
