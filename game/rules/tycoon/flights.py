"""Where a flight ticket takes a plane: every ticket's destinations from every position, worked
out once from the board."""

from __future__ import annotations

from game.rules.tycoon.board import CENTRE, CITY_COUNT, DISTANCES, TICKETS, Ticket

# A plane's position: a city id, or HOME for the player's home bank.
HOME = -1
# The plane's place: a landing place (0 cheap, 1 dear), or OVER (airborne over a city, or at
# the home bank).
OVER = -1
TICKET_COUNT = len(TICKETS)
PRICES: tuple[int, ...] = tuple(ticket.price for ticket in TICKETS)
CHARTER: tuple[bool, ...] = tuple(ticket.charter for ticket in TICKETS)


def _targets(ticket: Ticket, origin: int) -> tuple[int, ...]:
    """The cities a ticket flies to from a position (HOME: the home bank)."""
    if ticket.charter:
        # A charter flight joins its two cities in either direction, never from the home bank.
        if origin == ticket.a:
            return (ticket.b,)
        if origin == ticket.b:
            return (ticket.a,)
        return ()
    if ticket.a >= 0:
        # Scheduled to a city: from anywhere but that city itself.
        return () if origin == ticket.a else (ticket.a,)
    # Scheduled over a distance; from the home bank it is measured from the centre city.
    start = CENTRE if origin == HOME else origin
    row = DISTANCES[start]
    return tuple(city for city in range(CITY_COUNT) if row[city] == ticket.distance)


# TARGETS[ticket][origin + 1]: the destinations of a ticket from a position (index 0: home).
TARGETS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_targets(ticket, origin) for origin in range(HOME, CITY_COUNT)) for ticket in TICKETS
)


def targets(ticket: int, origin: int) -> tuple[int, ...]:
    """The cities a held ticket flies to from a position (HOME: the home bank)."""
    return TARGETS[ticket][origin + 1]
