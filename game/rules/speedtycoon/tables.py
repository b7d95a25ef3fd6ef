"""The numbers of Speedtycoon: scorings, set-up, modules and the game modes."""

from __future__ import annotations

from game.rules.speedtycoon.catalogue import ENERGIE, INDUSTRIE, TECHNOLOGIE, WOLKENKRATZER

# Points per branch (Logistik … Wolkenkratzer) and place for each scoring, as in the model game:
# Startup pays place 1, Venture Capital places 1–2, IPO places 1–3.
SCORING_NAMES: tuple[str, ...] = ("startup", "venture", "ipo")
STARTUP_SCORING, VENTURE_SCORING, IPO_SCORING = range(3)
SCORING_POINTS: tuple[tuple[tuple[int, ...], ...], ...] = (
    ((1,), (2,), (3,), (4,), (5,), (6,)),
    ((8, 1), (9, 2), (10, 3), (11, 4), (12, 5), (13, 6)),
    ((16, 8, 1), (17, 9, 2), (18, 10, 3), (19, 11, 4), (20, 12, 5), (21, 13, 6)),
)

START_MONEY = 20
KAPITAL_SIZE = 4
MARKET_SIZE = 4
TAKE_LIMIT = 5

# Staatsfonds (two players): buildings at the start and after the Startup scoring; after Venture
# Capital it gets this fraction of the rest (rounded down).
FUND_START = 6
FUND_AFTER_STARTUP = 6
FUND_SHARE_AFTER_VENTURE = 3

# Eigene Festlegung: the money deck left after dealing is cut into fifths; Startup lies in the
# second, Venture Capital in the fourth. With Blitz the deck is counted as two thirds as long
# (36 of 54 buildings), so the scorings come that much earlier.
FIFTHS = 5
BLITZ_DECK_SHARE = (2, 3)

# Modules.
TUNNELS = 2
INSIDER_TIPS = 2
ORDERS_PER_PLAYER = 2
UNICORN_POINTS = 6
UNICORN_THRESHOLDS: tuple[int, ...] = (4, 4, 4, 5, 5, 5)
UNICORN_MANY_PLAYERS = 5
LOBBY_REST_TURNS = 3
LOAN_LEAST = 8
LOAN_REPAY = 12
LOANS_AT_ONCE = 2
LOAN_PENALTY = 6
OELKRISE_EXTRA = 2
BOOM_BRANCH: dict[str, int] = {"tech_boom": TECHNOLOGIE, "bauboom": WOLKENKRATZER}
SUSTAINABLE_PAIR: tuple[int, int] = (ENERGIE, TECHNOLOGIE)
POLLUTING_PAIR: tuple[int, int] = (INDUSTRIE, INDUSTRIE)
# Eigene Festlegung: no building costs less than 1 after every discount.
LOWEST_PRICE = 1

# The modules in the order the options list them.
MODULES: tuple[str, ...] = (
    "staatsauftraege",
    "devisenbuero",
    "tunnel",
    "heimatmarkt",
    "wechselkurse",
    "insidertipp",
    "unicorn",
    "blitz",
    "lobbyist",
    "sonderzonen",
    "nachrichten",
    "kredite",
    "nachhaltigkeit",
)
# The game modes and the modules each switches on; "eigene" adds nothing (own choice).
MODES: dict[str, tuple[str, ...]] = {
    "klassisch": (),
    "modern": ("wechselkurse", "heimatmarkt", "nachrichten"),
    "tycoon": tuple(module for module in MODULES if module != "blitz"),
    "eigene": (),
}


# Eigene Festlegung: the home trading place of each seat (seat 5 and 6 begin again).
def home_place(seat: int) -> int:
    """The Heimat-Handelsplatz of a seat: New York, Frankfurt, Shanghai, Tokyo, New York, …"""
    return seat % 4
