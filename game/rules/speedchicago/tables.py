"""The numbers of Speedchicago: years, rounds, stacks, action points, cards and scoring bonuses."""

from __future__ import annotations

YEARS: tuple[int, ...] = (1891, 1892, 1893)
# Rounds per year: 3–4 companies 4/3/3, two companies 4/4/4.
ROUNDS: dict[int, tuple[int, ...]] = {2: (4, 4, 4), 3: (4, 3, 3), 4: (4, 3, 3)}
FLOORS_IN_SUPPLY = 84
FOREMEN_PER_COMPANY = 6
# Leftover floors and a turn's rest go onto a stack only while it holds fewer than this many.
STACK_LIMIT = 3
# Floors per stack for every year, one stack per round (Eigene Festlegung; see the docs page):
# tuned so that the supply runs out in the last year at every table size. Two and three
# companies are dealt stacks of up to 4, since stacks of 3 could not use up the 84 floors there.
STACKS: dict[int, tuple[tuple[int, ...], ...]] = {
    2: ((4, 3, 3, 3), (4, 4, 4, 3), (4, 4, 4, 4)),
    3: ((3, 3, 3, 2), (4, 3, 3), (4, 4, 3)),
    4: ((3, 2, 2, 1), (3, 2, 1), (3, 2, 2)),
}


def largest_stack(players: int) -> int:
    """The most floors a stack can hold at this table size (dealt, or filled up to the limit)."""
    return max(STACK_LIMIT, *(size for year in STACKS[players] for size in year))


ACTION_POINTS = 5
MOVE_COST_PER_FIELD = 1
INSERT_COST = 2
BUILD_COST = 1
DRAW_COST = 1
# Photographer bonus per year, for a foreman in his house exactly on floor 1, 2 or 3.
PHOTO_FLOOR: tuple[int, ...] = (1, 2, 3)
PHOTO_BONUS: tuple[int, ...] = (5, 10, 15)

# Bestenliste: the place bonus for places 1 / 2 / 3, and the option that keeps a game off it.
LEADERBOARD_PLACE_BONUS: tuple[int, ...] = (30, 15, 5)
LEADERBOARD_EXCLUDED_BY: tuple[str, str] = ("open_cards", "on")

# The ten action cards, one of each per company, in the order they are listed and sorted.
CARDS: tuple[str, ...] = (
    "kletterseil",
    "schraegzug",
    "treppenhaus",
    "hebebuehne",
    "sonderlieferung",
    "anwerbung",
    "pressefoto",
    "ueberstunden",
    "doppelschicht",
    "abrisstrupp",
)
CARD_RANK: dict[str, int] = {card: rank for rank, card in enumerate(CARDS)}
# Action points the two shift cards add to the turn.
EXTRA_ACTION_POINTS: dict[str, int] = {"ueberstunden": 1, "doppelschicht": 2}
# The crew rests after a Doppelschicht: the company's next turn has this many action points
# fewer (Eigene Festlegung; see the docs page). Überstunden costs nothing later.
REST_AFTER: dict[str, int] = {"doppelschicht": 1}
# Kletterseil climbs this many floors in one step; everything else climbs one.
ROPE_CLIMB = 2
# Anwerbung puts a foreman on this floor of any house.
RECRUIT_FLOOR = 1
