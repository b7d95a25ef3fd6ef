"""Where the plane can get this turn: with held tickets, and with open tickets bought on the way,
each city by its cheapest way (money paid, and held tickets used up at a part of their price).

Only a city with a free landing place is a destination (the plane must stand on a landing place
to build); a full city on the way is flown over.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.core import Move
from game.rules.tycoon.flights import OVER, PRICES, targets
from game.rules.tycoon.moves import BUYS, FLIGHTS
from game.rules.tycoon.state import TycoonState


@dataclass(frozen=True)
class Route:
    """A way to a city this turn: the buys and flights in order, what they cost."""

    city: int
    place: int
    steps: tuple[Move, ...]
    money: int
    held: tuple[int, ...]

    def held_price(self) -> int:
        """The summed prices of the held tickets the route flies."""
        return sum(PRICES[ticket] for ticket in self.held)


def free_place(landing: list[int]) -> int:
    """The cheapest free landing place of a city (0 before 1), or OVER when both are taken."""
    if landing[0] < 0:
        return 0
    if landing[1] < 0:
        return 1
    return OVER


def routes(
    state: TycoonState,
    player: int,
    cash: int,
    max_flights: int,
    max_buys: int,
    keep: float,
    origin: int | None = None,
) -> dict[int, Route]:
    """The cheapest way to every city the plane can land in this turn (money plus keep times
    the price of held tickets used), from its position or from origin (HOME after a loan)."""
    start = state.plane_city[player] if origin is None else origin
    held = list(state.tickets[player])
    bought = [t for t in (*state.open_scheduled, *state.open_charter) if max_buys > 0]
    best: dict[int, tuple[float, Route]] = {}
    # Worked out once for the whole walk (nothing changes on the way): every ticket in the order
    # tried, whether it is held and what it costs; every city's cheapest free landing place.
    tickets = [(ticket, ticket in held, PRICES[ticket]) for ticket in (*held, *bought)]
    places = [free_place(landing) for landing in state.landing]

    def walk(
        position: int,
        used: tuple[int, ...],
        steps: tuple[Move, ...],
        money: int,
        held_used: tuple[int, ...],
        held_price: int,
        buys: int,
    ) -> None:
        onward = len(used) + 1 < max_flights
        for ticket, is_held, ticket_price in tickets:
            if ticket in used:
                continue
            if is_held:
                price = 0
                pay: tuple[Move, ...] = ()
                kept = held_used + (ticket,)
                kept_price = held_price + ticket_price
            else:
                price = ticket_price
                if buys >= max_buys or money + price > cash:
                    continue
                pay = (BUYS[ticket],)
                kept = held_used
                kept_price = held_price
            spent = money + price
            # The summed prices of the held tickets used are whole numbers: carried along, they
            # equal the sum taken anew.
            flights = FLIGHTS[ticket]
            for city in targets(ticket, position):
                if city == start:
                    continue
                place = places[city]
                flown = steps + pay + (flights[city][place + 1],)
                if place != OVER:
                    cost = spent + keep * kept_price
                    known = best.get(city)
                    if known is None or cost < known[0]:
                        best[city] = (cost, Route(city, place, flown, spent, kept))
                if onward:
                    walk(
                        city,
                        used + (ticket,),
                        flown,
                        spent,
                        kept,
                        kept_price,
                        buys + (0 if is_held else 1),
                    )

    walk(start, (), (), 0, (), 0, 0)
    return {city: route for city, (_cost, route) in best.items()}
