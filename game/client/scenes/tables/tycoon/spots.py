"""What lies under a point of the Tycoon table: one small value the board, the panels, the info
windows, the Rat and the input all speak, so that none of them needs to know how another draws."""

from __future__ import annotations

from dataclasses import dataclass

# The kinds of things on the table.
CITY = "city"  # a city card's name and background (city)
LANDING = "landing"  # a landing place (city, index 0 cheap / 1 dear)
FIELD = "field"  # a field of a city's hotel chain (city, index 0–13)
RENOVATION = "renovation"  # a city's Stadtbild, the hotels waiting for renovation (city)
SITE = "site"  # a factory site (city, index 0/1)
PLANE = "plane"  # a player's plane on the board or in the air (player)
OPEN_TICKET = "open_ticket"  # an open ticket in a row (index: the ticket's id)
HELD_TICKET = "held_ticket"  # a ticket a player holds (player, index: the ticket's id)
PILE = "pile"  # a ticket pile (index 0 charter / 1 scheduled)
DISCARD = "discard"  # a discard pile (index 0 charter / 1 scheduled)
LOAN = "loan"  # a player's loan card (player, index: its place among his cards)
BANK = "bank"  # a player's Hausbank as a whole (player)
HOME_PLANE = "home_plane"  # a plane standing at its home bank (player)
DISTRIBUTION = "distribution"  # the distribution table (index: a number of cities, or -1)
ROUND = "round"  # the round's facts: number, start player, who closes it
KINDS: tuple[str, ...] = (
    CITY,
    LANDING,
    FIELD,
    RENOVATION,
    SITE,
    PLANE,
    OPEN_TICKET,
    HELD_TICKET,
    PILE,
    DISCARD,
    LOAN,
    BANK,
    HOME_PLANE,
    DISTRIBUTION,
    ROUND,
)


@dataclass(frozen=True)
class TableSpot:
    """One thing on the table: its kind and which one (unused parts stay -1)."""

    kind: str
    city: int = -1
    index: int = -1
    player: int = -1

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"'{self.kind}' is no kind of thing on the Tycoon table ({KINDS})")
