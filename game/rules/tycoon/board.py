"""Our own Tycoon board as plain data: nine cities on a 3×3 grid, their landing places, hotel
chains, factory sites, the distribution table, the flight tickets and the money rules."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

# Money is counted in whole millions throughout.
START_CASH = 15
# Compensation on top of START_CASH by start position (index 0: the start player of round 1, then
# round the table), for the table sizes where the first round's order is not fair without it: at
# two the start player of round 1 wins majorities by building first, at five his early hotels are
# sent to renovation first (docs: Eigene Festlegungen y).
START_COMPENSATION: dict[int, tuple[int, ...]] = {2: (0, 2), 5: (2, 1, 1, 0, 0)}
HOTELS_PER_ROUND = 6
FACTORIES_PER_PLAYER = 5
ROUNDS = 3
OPEN_SCHEDULED = 2
OPEN_CHARTER = 6

# A loan card pays out LOAN_AMOUNT; redeeming it costs LOAN_AMOUNT plus LOAN_INTEREST for every
# payday it has seen (11 at the first payday, 12 at the second, after it was extended once).
LOAN_AMOUNT = 10
LOAN_INTEREST = 1
MAX_LOANS_HELD = 3

# Paid at every payday by the number of cities where a player has at least one hotel standing in
# the chain (index = number of cities, 0 to 9).
DISTRIBUTION = (0, 1, 2, 4, 6, 9, 12, 16, 20, 25)

CHAIN_LENGTH = 14


@dataclass(frozen=True)
class ChainKind:
    """What the fields of one kind of city chain carry: majority amounts per field, red fields."""

    key: str
    first: tuple[int, ...]
    second: tuple[int, ...]
    red: frozenset[int]


# Three kinds of city: cheap ones churn (many red fields) and pay little, dear ones pay much.
CHAIN_KINDS: dict[str, ChainKind] = {
    "low": ChainKind(
        "low",
        first=(2, 2, 3, 3, 4, 5, 6, 6, 7, 8, 9, 10, 11, 12),
        second=(1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 4, 5, 5, 6),
        red=frozenset({3, 6, 9, 12}),
    ),
    "mid": ChainKind(
        "mid",
        first=(2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 17),
        second=(1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 7, 7, 8),
        red=frozenset({4, 8, 11}),
    ),
    "high": ChainKind(
        "high",
        first=(3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18, 20, 21, 23),
        second=(1, 2, 3, 4, 4, 5, 6, 7, 7, 8, 9, 10, 10, 11),
        red=frozenset({5, 10}),
    ),
}


@dataclass(frozen=True)
class City:
    """One city of the board: where it lies, its landing places' hotel prices, its chain kind
    and the prices of its factory sites."""

    id: int
    key: str
    name: str
    column: int
    row: int
    landing_prices: tuple[int, int]
    chain: ChainKind
    factory_prices: tuple[int, ...]


def _city(id: int, key: str, name: str, kind: str, factories: tuple[int, ...]) -> City:
    landing = {"low": (2, 3), "mid": (3, 4), "high": (4, 5)}[kind]
    return City(id, key, name, id % 3, id // 3, landing, CHAIN_KINDS[kind], factories)


# Each row and each column holds one cheap, one middle and one dear city (a Latin square). A
# factory pays its city's amounts at every payday: the dear cities' sites are priced near what
# their factories bring (at 6 to 10 they paid 26 to 28 over a game and were built in nine games
# of ten), so that building factories is one way to win among others (docs: Eigene
# Festlegungen z).
CITIES: tuple[City, ...] = (
    _city(0, "aurelia", "Aurelia", "low", (4, 5)),
    _city(1, "brisa", "Brisa", "mid", (6, 8)),
    _city(2, "corvento", "Corvento", "high", (12, 15)),
    _city(3, "dunhaven", "Dunhaven", "mid", (7,)),
    _city(4, "estrela", "Estrela", "high", (13, 16)),
    _city(5, "fjordheim", "Fjordheim", "low", (4,)),
    _city(6, "granvik", "Granvik", "high", (11, 14)),
    _city(7, "halcyon", "Halcyon", "low", (4, 6)),
    _city(8, "isola", "Isola", "mid", (6, 9)),
)
CITY_COUNT = len(CITIES)
CENTRE = 4  # distance tickets flown from the home bank are measured from here


def distance(a: int, b: int) -> int:
    """Flight distance between two cities: steps along the grid (1 to 4)."""
    first, second = CITIES[a], CITIES[b]
    return abs(first.column - second.column) + abs(first.row - second.row)


DISTANCES: tuple[tuple[int, ...], ...] = tuple(
    tuple(distance(a, b) for b in range(CITY_COUNT)) for a in range(CITY_COUNT)
)


@dataclass(frozen=True)
class Ticket:
    """One flight ticket. Charter: between cities a and b. Scheduled: to city a (b = -1), or over
    a distance (a = b = -1, distance set)."""

    id: int
    charter: bool
    a: int
    b: int
    distance: int
    price: int


def _tickets() -> tuple[Ticket, ...]:
    tickets: list[Ticket] = []
    # Every pair of cities once, the neighbours twice: 36 + 12 = 48 charter flights.
    for a, b in combinations(range(CITY_COUNT), 2):
        far = DISTANCES[a][b]
        for _ in range(2 if far == 1 else 1):
            tickets.append(Ticket(len(tickets), True, a, b, far, 1 if far <= 2 else 2))
    # Two scheduled flights to every city, and 9 over a distance of 1 or 2 (so that every
    # scheduled flight can leave the home bank): 27 scheduled flights.
    for city in range(CITY_COUNT):
        for _ in range(2):
            tickets.append(Ticket(len(tickets), False, city, -1, 0, 2))
    for far, copies in ((1, 5), (2, 4)):
        for _ in range(copies):
            tickets.append(Ticket(len(tickets), False, -1, -1, far, 1))
    return tuple(tickets)


TICKETS: tuple[Ticket, ...] = _tickets()
CHARTER_IDS: tuple[int, ...] = tuple(t.id for t in TICKETS if t.charter)
SCHEDULED_IDS: tuple[int, ...] = tuple(t.id for t in TICKETS if not t.charter)
