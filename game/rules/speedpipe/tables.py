"""The numbers of Speedpipe: points, set-up, the end and the four extra rules."""

from __future__ import annotations

# Points for a laid route by its length (there is no route of length 7).
ROUTE_POINTS: dict[int, int] = {1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15, 8: 21}

# Set-up.
HAND_SIZE = 4
DISPLAY_SIZE = 5
STATIONS = 3
STATION_POINTS = 4
OPENING_LONG = 1
OPENING_SHORT = 3
OPENING_KEEP = 2
# Eigene Festlegung: a company starts with this many points for every company whose first turn
# comes before its own (the later ones get fewer turns when the last round starts).
LATER_START_POINTS = 1


def start_points(company: int, start_company: int, players: int) -> int:
    """The points a company starts the game with: one for each company before it in the first
    round."""
    return LATER_START_POINTS * ((company - start_company) % players)


# A turn.
CARDS_PER_TURN = 2
CONTRACTS_DRAWN = 3
CONTRACTS_KEPT = 1
# Three open jokers make the display be laid anew, at most this often in a row.
JOKERS_FOR_RESET = 3
RESETS_IN_A_ROW = 3
MOUNTAIN_REVEAL = 3

# The end: a company with this many segments or fewer after its turn starts the last round.
LAST_ROUND_SEGMENTS = 2
GOLDEN_VALVE_POINTS = 10

# Ölpreis: the price in percent, drawn at the start of every round from these.
OIL_PRICES: tuple[int, ...] = (80, 90, 100, 110, 120, 130)
FULL_PRICE = 100

# Raffinerie-Bonus: three own pipelines at one refinery; the first company gets 4, the second 2.
REFINERY_PIPELINES = 3
REFINERY_BONUS: tuple[int, ...] = (4, 2)

# Tankerterminals und Förderrecht.
TERMINALS = 2
TERMINAL_COST = 2
TERMINAL_POINTS = 2
FOERDER_BONUS: tuple[int, ...] = (2, 1)
FOERDER_KINDS: tuple[str, ...] = ("oil_field", "platform")

EXTRA_RULES: tuple[str, ...] = ("oil_price", "refinery_bonus", "leaks", "terminals")
