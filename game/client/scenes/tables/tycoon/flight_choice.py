"""The flight being chosen at the Tycoon table: the held ticket selected, the flights it makes
now (each destination's free landing places, cheap one first, or over a full city), which of
them the keys have chosen, and the lights on the board that show them."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.tycoon.board import CITIES
from game.rules.tycoon.flights import OVER
from game.rules.tycoon.moves import Fly
from game.rules.tycoon.state import TycoonState
from game.texts import text


def flights_of(state: TycoonState, player: int, ticket: int) -> list[Fly]:
    """The legal flights with this held ticket now, by city, cheap landing place first, the
    flight over a full city last of its city."""
    found = [
        move
        for move in state.legal_moves(player)
        if isinstance(move, Fly) and move.ticket == ticket
    ]
    return sorted(found, key=lambda move: (move.city, move.place == OVER, move.place))


def flying_tickets(state: TycoonState, player: int) -> list[int]:
    """The held tickets that make some flight now, ascending."""
    return sorted({move.ticket for move in state.legal_moves(player) if isinstance(move, Fly)})


def flight_words(move: Fly) -> str:
    """A destination in words: 'Brisa, Landeplatz 1 (Hotel 3 Mio.)' or 'über Brisa hinweg'."""
    city = CITIES[move.city]
    if move.place == OVER:
        return text("tycoon.table.target_over", city=city.name)
    return text(
        "tycoon.table.target_place",
        city=city.name,
        place=move.place + 1,
        price=city.landing_prices[move.place],
    )


@dataclass
class FlightChoice:
    """A held ticket selected and the flight the keys point at among those it makes now."""

    ticket: int
    flights: list[Fly] = field(default_factory=list)
    index: int = 0

    @classmethod
    def of(cls, state: TycoonState, player: int, ticket: int) -> FlightChoice:
        """The choice for a ticket as the game stands."""
        return cls(ticket, flights_of(state, player, ticket))

    @property
    def chosen(self) -> Fly | None:
        """The flight Enter makes (None when the ticket makes none)."""
        if not self.flights:
            return None
        return self.flights[self.index % len(self.flights)]

    def step(self, by: int) -> None:
        """The next or previous flight."""
        if self.flights:
            self.index = (self.index + by) % len(self.flights)

    def to_city(self, city: int) -> Fly | None:
        """The flight to a city: onto its cheap free place first, over it when both are
        taken; None when the ticket does not go there."""
        return next((move for move in self.flights if move.city == city), None)

    def to_place(self, city: int, place: int) -> Fly | None:
        """The flight onto this landing place, or None."""
        return next(
            (move for move in self.flights if move.city == city and move.place == place), None
        )

    def lit_cities(self) -> set[int]:
        """The cities the ticket reaches now."""
        return {move.city for move in self.flights}

    def lit_landings(self) -> set[tuple[int, int]]:
        """The free landing places it reaches now."""
        return {(move.city, move.place) for move in self.flights if move.place != OVER}
