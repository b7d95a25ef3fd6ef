"""The material of Speedtycoon: branches, the 54 buildings, the zones, money and special cards."""

from __future__ import annotations

from dataclasses import dataclass

# Sides of a square field, as bits of a highway mask; fields are (x, y) with y growing south.
NORTH, EAST, SOUTH, WEST = 1, 2, 4, 8
SIDES: tuple[int, ...] = (NORTH, EAST, SOUTH, WEST)
SIDE_LETTERS: dict[str, int] = {"N": NORTH, "E": EAST, "S": SOUTH, "W": WEST}

BRANCHES: tuple[str, ...] = (
    "logistik",
    "industrie",
    "energie",
    "finanzen",
    "technologie",
    "wolkenkratzer",
)
LOGISTIK, INDUSTRIE, ENERGIE, FINANZEN, TECHNOLOGIE, WOLKENKRATZER = range(6)

# Trading places of the Weltmarkt, each taking only its own currency (same index).
PLACES: tuple[str, ...] = ("New York", "Frankfurt", "Shanghai", "Tokyo")
CURRENCIES: tuple[str, ...] = ("$", "€", "元", "¥")
CURRENCY_WORDS: tuple[str, ...] = ("dollar", "euro", "yuan", "yen")

# Eigene Festlegung: the buildings of each branch as (price, highway sides). Prices follow the
# model game (2–8 … 7–13); the cheaper a building, the more highways it carries (3, 2, 2, 1, 1,
# 1, none over the seven price steps), their sides turning from building to building.
BUILDING_TABLE: dict[str, tuple[tuple[int, str], ...]] = {
    "logistik": (
        (2, "NES"),
        (3, "NE"),
        (4, "ES"),
        (5, "N"),
        (6, "E"),
        (7, "S"),
        (8, ""),
    ),
    "industrie": (
        (3, "SWN"),
        (4, "WN"),
        (5, "NS"),
        (6, "N"),
        (7, "E"),
        (8, "S"),
        (9, ""),
    ),
    "energie": (
        (4, "NES"),
        (5, "NE"),
        (6, "ES"),
        (6, "SW"),
        (7, "N"),
        (8, "E"),
        (8, "S"),
        (9, "W"),
        (10, ""),
    ),
    "finanzen": (
        (5, "SWN"),
        (6, "NS"),
        (7, "EW"),
        (7, "NE"),
        (8, "E"),
        (9, "S"),
        (9, "W"),
        (10, "N"),
        (11, ""),
    ),
    "technologie": (
        (6, "NES"),
        (7, "SW"),
        (7, "WN"),
        (8, "NS"),
        (8, "EW"),
        (9, "S"),
        (10, "W"),
        (10, "N"),
        (11, "E"),
        (11, "S"),
        (12, ""),
    ),
    "wolkenkratzer": (
        (7, "SWN"),
        (8, "ES"),
        (8, "SW"),
        (9, "WN"),
        (9, "NS"),
        (10, "N"),
        (11, "E"),
        (11, "S"),
        (12, "W"),
        (12, "N"),
        (13, ""),
    ),
}

# Eigene Festlegung: the four Sonderwirtschaftszonen as (price, direction): two score their
# row (⟷), two their column (↕).
ZONE_TABLE: tuple[tuple[int, str], ...] = ((6, "row"), (9, "row"), (6, "column"), (9, "column"))


@dataclass(frozen=True)
class Building:
    """A building tile: its number, branch (None for the headquarters and zones), price, highway
    sides as a bit mask and, for a Sonderwirtschaftszone, the direction it scores."""

    number: int
    branch: int | None
    price: int
    highways: int
    zone: str | None = None

    @property
    def is_zone(self) -> bool:
        """Whether this is a Sonderwirtschaftszone."""
        return self.zone is not None


def _highway_mask(letters: str) -> int:
    """The bit mask of highway sides written as letters ('NE')."""
    mask = 0
    for letter in letters:
        mask |= SIDE_LETTERS[letter]
    return mask


def _all_buildings() -> tuple[Building, ...]:
    """Headquarters (0), the 54 buildings (1–54) branch by branch, then the four zones."""
    tiles = [Building(0, None, 0, 0)]
    for branch, name in enumerate(BRANCHES):
        for price, letters in BUILDING_TABLE[name]:
            tiles.append(Building(len(tiles), branch, price, _highway_mask(letters)))
    for price, direction in ZONE_TABLE:
        tiles.append(Building(len(tiles), None, price, 0, direction))
    return tuple(tiles)


BUILDINGS: tuple[Building, ...] = _all_buildings()
# The price printed on each building, by number (what it costs while no module changes it).
PRINTED_PRICES: tuple[int, ...] = tuple(building.price for building in BUILDINGS)
HEADQUARTERS = 0
BRANCH_BUILDINGS: tuple[int, ...] = tuple(
    tile.number for tile in BUILDINGS if tile.branch is not None
)
ZONES: tuple[int, ...] = tuple(tile.number for tile in BUILDINGS if tile.is_zone)
BRANCH_SIZES: tuple[int, ...] = tuple(len(BUILDING_TABLE[name]) for name in BRANCHES)

# Eigene Festlegung: Blitz takes out three buildings of every branch (18 in all): the second,
# fourth and sixth cheapest, so that every price range stays in the bag.
BLITZ_REMOVED_RANKS: tuple[int, ...] = (1, 3, 5)

# ---- money -------------------------------------------------------------------------------

VALUES: tuple[int, ...] = tuple(range(1, 10))
COPIES = 3
COPIES_TWO_PLAYERS = 2


@dataclass(frozen=True)
class MoneyCard:
    """A money card: its number, value and the currencies it counts in (two for a Devisen card)."""

    number: int
    value: int
    currencies: tuple[int, ...]

    @property
    def is_devisen(self) -> bool:
        """Whether the card counts in two currencies (Devisenbüro)."""
        return len(self.currencies) == 2


# Eigene Festlegung: the eight Devisen cards join the money deck; each counts in one of two
# neighbouring currencies ($/€, €/元, 元/¥, ¥/$), every pair once with 4 and once with 7.
DEVISEN_TABLE: tuple[tuple[int, int, int], ...] = (
    (0, 1, 4),
    (0, 1, 7),
    (1, 2, 4),
    (1, 2, 7),
    (2, 3, 4),
    (2, 3, 7),
    (3, 0, 4),
    (3, 0, 7),
)


def _all_money() -> tuple[MoneyCard, ...]:
    """Cards 0–107: currency by currency, value by value, three copies; then 108–115 Devisen."""
    cards = []
    for currency in range(len(CURRENCIES)):
        for value in VALUES:
            for _copy in range(COPIES):
                cards.append(MoneyCard(len(cards), value, (currency,)))
    for first, second, value in DEVISEN_TABLE:
        cards.append(MoneyCard(len(cards), value, (first, second)))
    return tuple(cards)


MONEY: tuple[MoneyCard, ...] = _all_money()
PLAIN_MONEY: tuple[int, ...] = tuple(card.number for card in MONEY if not card.is_devisen)
DEVISEN_MONEY: tuple[int, ...] = tuple(card.number for card in MONEY if card.is_devisen)
# With two players only the first two copies of every card are in the deck.
TWO_PLAYER_MONEY: tuple[int, ...] = tuple(
    number for number in PLAIN_MONEY if number % COPIES < COPIES_TWO_PLAYERS
)

# Special cards in the money deck, numbered above every money card.
STARTUP = 200
VENTURE_CAPITAL = 201
NEWS: tuple[str, ...] = (
    "oelkrise",
    "boersenrally",
    "hafenstreik",
    "tech_boom",
    "bauboom",
    "zinswende",
    "konjunkturpaket",
)
FIRST_NEWS = 210
NEWS_CARDS: tuple[int, ...] = tuple(FIRST_NEWS + index for index in range(len(NEWS)))
SPECIAL_CARDS: tuple[int, ...] = (STARTUP, VENTURE_CAPITAL, *NEWS_CARDS)


def news_name(card: int) -> str:
    """The news a special card carries ('oelkrise' …)."""
    return NEWS[card - FIRST_NEWS]


def card_text(card: int) -> str:
    """A money card in words of the move texts: '$7a' (copy a–c) or '$/€4' for Devisen."""
    if card >= STARTUP:
        return (
            "startup"
            if card == STARTUP
            else "venture"
            if card == VENTURE_CAPITAL
            else news_name(card)
        )
    money = MONEY[card]
    if money.is_devisen:
        first, second = money.currencies
        return f"{CURRENCIES[first]}/{CURRENCIES[second]}{money.value}"
    return f"{CURRENCIES[money.currencies[0]]}{money.value}{'abc'[card % COPIES]}"


CARD_BY_TEXT: dict[str, int] = {card_text(card.number): card.number for card in MONEY}
