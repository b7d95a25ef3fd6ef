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
    landing = state.landing

    def walk(
        position: int,
        used: tuple[int, ...],
        steps: tuple[Move, ...],
        money: int,
        held_used: tuple[int, ...],
        buys: int,
    ) -> None:
        depth = len(used)
        for ticket in (*held, *bought):
            if ticket in used:
                continue
            is_held = ticket in held
            price = 0 if is_held else PRICES[ticket]
            if not is_held and (buys >= max_buys or money + price > cash):
                continue
            for city in targets(ticket, position):
                if city == start:
                    continue
                place = free_place(landing[city])
                pay = (BUYS[ticket],) if not is_held else ()
                flown = steps + pay + (FLIGHTS[ticket][city][place + 1],)
                spent = money + price
                kept = held_used + (ticket,) if is_held else held_used
                if place != OVER:
                    cost = spent + keep * sum(PRICES[t] for t in kept)
                    known = best.get(city)
                    if known is None or cost < known[0]:
                        best[city] = (cost, Route(city, place, flown, spent, kept))
                if depth + 1 < max_flights:
                    walk(
                        city,
                        used + (ticket,),
                        flown,
                        spent,
                        kept,
                        buys + (0 if is_held else 1),
                    )

    walk(start, (), (), 0, (), 0)
    return {city: route for city, (_cost, route) in best.items()}
