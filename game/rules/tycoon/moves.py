"""Tycoon moves: take a loan, buy a ticket, fly, build a hotel, renovate, build a factory, end
the turn, and the loan choice at payday, with their text forms."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.core import IllegalMoveError, Move, move_words
from game.rules.tycoon.board import CITIES, CITY_COUNT, MAX_LOANS_HELD
from game.rules.tycoon.flights import OVER, TICKET_COUNT

MOST_SITES = max(len(city.factory_prices) for city in CITIES)


@dataclass(frozen=True)
class TakeLoan(Move):
    """Take a loan card (before the first flight and before building; the plane flies home)."""

    def text(self) -> str:
        """'loan'."""
        return "loan"


@dataclass(frozen=True)
class Buy(Move):
    """Buy an open ticket; it is held, open to all, until it is flown."""

    ticket: int

    def text(self) -> str:
        """'buy 17'."""
        return f"buy {self.ticket}"


@dataclass(frozen=True)
class Fly(Move):
    """Fly with a held ticket to a city: onto a free landing place (0 or 1), or over it (-1,
    only when both are taken)."""

    ticket: int
    city: int
    place: int

    def text(self) -> str:
        """'fly 17 aurelia 0' or 'fly 17 aurelia over'."""
        place = "over" if self.place == OVER else str(self.place)
        return f"fly {self.ticket} {CITIES[self.city].key} {place}"


@dataclass(frozen=True)
class BuildHotel(Move):
    """Build a hotel at the end of the chain of the city where the plane stands."""

    def text(self) -> str:
        """'hotel'."""
        return "hotel"


@dataclass(frozen=True)
class Renovate(Move):
    """Put the player's oldest hotel needing renovation in this city back at the chain's end."""

    def text(self) -> str:
        """'renovate'."""
        return "renovate"


@dataclass(frozen=True)
class BuildFactory(Move):
    """Build a factory on a free site (0 or 1) of the city where the plane stands."""

    site: int

    def text(self) -> str:
        """'factory 0'."""
        return f"factory {self.site}"


@dataclass(frozen=True)
class EndTurn(Move):
    """End the turn (the open tickets are topped up)."""

    def text(self) -> str:
        """'end'."""
        return "end"


@dataclass(frozen=True)
class Repay(Move):
    """Payday: redeem this many of the unturned loan cards now; the others are turned."""

    count: int

    def text(self) -> str:
        """'repay 2'."""
        return f"repay {self.count}"


TAKE_LOAN = TakeLoan()
BUILD_HOTEL = BuildHotel()
RENOVATE = Renovate()
END_TURN = EndTurn()
_WORDS: dict[str, Move] = {
    "loan": TAKE_LOAN,
    "hotel": BUILD_HOTEL,
    "renovate": RENOVATE,
    "end": END_TURN,
}
# The moves the listings make again and again, made once each.
BUYS: tuple[Buy, ...] = tuple(Buy(ticket) for ticket in range(TICKET_COUNT))
FACTORIES: tuple[BuildFactory, ...] = tuple(BuildFactory(site) for site in range(MOST_SITES))
REPAYS: tuple[Repay, ...] = tuple(Repay(count) for count in range(MAX_LOANS_HELD + 1))
# FLIGHTS[ticket][city][place + 1]: index 0 is the flight over the city.
FLIGHTS: tuple[tuple[tuple[Fly, Fly, Fly], ...], ...] = tuple(
    tuple(
        (Fly(ticket, city, OVER), Fly(ticket, city, 0), Fly(ticket, city, 1))
        for city in range(CITY_COUNT)
    )
    for ticket in range(TICKET_COUNT)
)

HINT = (
    "write e.g. 'loan', 'buy 17', 'fly 17 aurelia 0', 'fly 17 aurelia over', 'hotel', "
    "'renovate', 'factory 0', 'end' or 'repay 1'"
)
_CITY_WORDS: dict[str, int] = {}
for _city in CITIES:
    _CITY_WORDS[_city.key] = _city.id
    _CITY_WORDS[_city.name.lower()] = _city.id
    _CITY_WORDS[str(_city.id)] = _city.id


def parse_move(text: str) -> Move:
    """A move from its text form; IllegalMoveError in words when the text is no move."""
    verb, rest = move_words(text, HINT)
    if verb in _WORDS and not rest:
        return _WORDS[verb]
    if verb == "buy" and len(rest) == 1:
        return BUYS[_number(rest[0], text, "the tickets", 0, TICKET_COUNT - 1)]
    if verb == "factory" and len(rest) == 1:
        return FACTORIES[_number(rest[0], text, "the factory sites", 0, MOST_SITES - 1)]
    if verb == "repay" and len(rest) == 1:
        return REPAYS[_number(rest[0], text, "repay counts", 0, MAX_LOANS_HELD)]
    if verb == "fly" and len(rest) == 3:
        ticket = _number(rest[0], text, "the tickets", 0, TICKET_COUNT - 1)
        city = _CITY_WORDS.get(rest[1].lower())
        if city is None:
            keys = ", ".join(c.key for c in CITIES)
            raise IllegalMoveError(f"'{text[:60]}': '{rest[1][:20]}' is no city ({keys})")
        place = rest[2].lower()
        if place not in ("0", "1", "over"):
            raise IllegalMoveError(
                f"'{text[:60]}': land on place 0 or 1, or fly 'over' a city whose places are taken"
            )
        return FLIGHTS[ticket][city][0 if place == "over" else int(place) + 1]
    raise IllegalMoveError(f"'{text[:60]}' is no Tycoon move; {HINT}")


def _number(word: str, text: str, what: str, low: int, high: int) -> int:
    """A whole number in a range."""
    if not (word.isascii() and word.isdigit()) or not low <= int(word) <= high:
        raise IllegalMoveError(f"'{text[:60]}': {what} are numbered {low} to {high}")
    return int(word)
