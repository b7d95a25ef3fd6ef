"""Tycoon events: every step of the game, in order, for animation, log and replay (all public)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.rules.core import Event


@dataclass(frozen=True)
class TurnBegan(Event):
    """A player's turn begins."""

    kind: ClassVar[str] = "turn_began"
    player: int


@dataclass(frozen=True)
class LoanTaken(Event):
    """A player took a loan card and its amount; a plane on the board flew home for free."""

    kind: ClassVar[str] = "loan_taken"
    player: int
    amount: int
    flew_home: bool


@dataclass(frozen=True)
class TicketBought(Event):
    """A player bought an open ticket."""

    kind: ClassVar[str] = "ticket_bought"
    player: int
    ticket: int
    price: int


@dataclass(frozen=True)
class Flown(Event):
    """A plane flew with a ticket from a position (-1: the home bank) to a city, onto a landing
    place (-1: over the city, both places being taken); the ticket went to its discard pile."""

    kind: ClassVar[str] = "flown"
    player: int
    ticket: int
    origin: int
    city: int
    place: int


@dataclass(frozen=True)
class HotelBuilt(Event):
    """A player built a hotel on a field of a city's chain at the landing place's price."""

    kind: ClassVar[str] = "hotel_built"
    player: int
    city: int
    field: int
    price: int


@dataclass(frozen=True)
class SentToRenovation(Event):
    """A hotel built on a red field sent the oldest hotel of the chain onto the city picture."""

    kind: ClassVar[str] = "sent_to_renovation"
    city: int
    owner: int
    field: int


@dataclass(frozen=True)
class HotelRenovated(Event):
    """A player's hotel came back from renovation to a field at the chain's end."""

    kind: ClassVar[str] = "hotel_renovated"
    player: int
    city: int
    field: int


@dataclass(frozen=True)
class FactoryBuilt(Event):
    """A player built a factory on a site of a city."""

    kind: ClassVar[str] = "factory_built"
    player: int
    city: int
    site: int
    price: int


@dataclass(frozen=True)
class FlewHome(Event):
    """The turn ended with the plane airborne: it flew home to the home bank."""

    kind: ClassVar[str] = "flew_home"
    player: int
    city: int


@dataclass(frozen=True)
class PileReshuffled(Event):
    """A ticket pile ran out: its discard pile was shuffled into a new pile."""

    kind: ClassVar[str] = "pile_reshuffled"
    charter: bool
    size: int


@dataclass(frozen=True)
class TicketsLaidOpen(Event):
    """The open tickets were topped up at the end of a turn with these tickets."""

    kind: ClassVar[str] = "tickets_laid_open"
    charter: tuple[int, ...]
    scheduled: tuple[int, ...]


@dataclass(frozen=True)
class TurnEnded(Event):
    """A player ended the turn, with or without a build action."""

    kind: ClassVar[str] = "turn_ended"
    player: int
    built: bool


@dataclass(frozen=True)
class RoundClosing(Event):
    """The round will end after the turn of the player before the start player; why:
    'hotels' (a player has built his last hotel) or 'quiet' (a whole round of turns without
    building)."""

    kind: ClassVar[str] = "round_closing"
    round: int
    player: int
    reason: str


@dataclass(frozen=True)
class RoundEnded(Event):
    """The last turn of a round is over: payday."""

    kind: ClassVar[str] = "round_ended"
    round: int


@dataclass(frozen=True)
class IncomePaid(Event):
    """Payday income of a player: distribution, majorities and factories; the part that paid
    off a Restschuld first."""

    kind: ClassVar[str] = "income_paid"
    player: int
    distribution: int
    majorities: int
    factories: int
    total: int
    to_debt: int


@dataclass(frozen=True)
class LoanRedeemed(Event):
    """A loan card had to be redeemed; what could not be paid became Restschuld."""

    kind: ClassVar[str] = "loan_redeemed"
    player: int
    cost: int
    owed: int


@dataclass(frozen=True)
class LoansRepaid(Event):
    """Payday choice: a player redeemed this many unturned loan cards and turned the others."""

    kind: ClassVar[str] = "loans_repaid"
    player: int
    count: int
    cost: int
    extended: int


@dataclass(frozen=True)
class FortunesAnnounced(Event):
    """After a payday: every player's cash less Restschuld and open loans."""

    kind: ClassVar[str] = "fortunes_announced"
    round: int
    fortunes: tuple[int, ...]


@dataclass(frozen=True)
class HotelsHandedOut(Event):
    """Every player received more hotels for the next round."""

    kind: ClassVar[str] = "hotels_handed_out"
    count: int


@dataclass(frozen=True)
class RoundBegan(Event):
    """A new round begins with the start player."""

    kind: ClassVar[str] = "round_began"
    round: int
    start_player: int


@dataclass(frozen=True)
class GameEnded(Event):
    """The game is over after the third payday: final scores (cash less Restschuld)."""

    kind: ClassVar[str] = "game_ended"
    scores: tuple[int, ...]
