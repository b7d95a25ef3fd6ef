"""Speedtycoon events: every step of a turn, in order, for animation, log and replay."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.rules.core import Event


@dataclass(frozen=True)
class MoneyTaken(Event):
    """A player took money from the Kapital (with an Insidertipp when tip)."""

    kind: ClassVar[str] = "money_taken"
    player: int
    cards: tuple[int, ...]
    tip: bool


@dataclass(frozen=True)
class BuildingBought(Event):
    """A building was bought at a trading place; exact payment gives another action (never for the
    Lobbyist)."""

    kind: ClassVar[str] = "building_bought"
    player: int
    place: int
    building: int
    cards: tuple[int, ...]
    price: int
    exact: bool
    lobby: bool


@dataclass(frozen=True)
class BuildingBuilt(Event):
    """A building was built on a field (from 'turn_end', 'turn_start', 'award' or 'planung'), with
    the tunnel edge set for it."""

    kind: ClassVar[str] = "building_built"
    player: int
    building: int
    field: tuple[int, int]
    source: str
    tunnel: tuple[tuple[int, int], ...] | None


@dataclass(frozen=True)
class BuildingPlanned(Event):
    """A bought or awarded building went into the Planung."""

    kind: ClassVar[str] = "building_planned"
    player: int
    building: int


@dataclass(frozen=True)
class BuildingToFund(Event):
    """Two players: a bought building was given to the Staatsfonds."""

    kind: ClassVar[str] = "building_to_fund"
    player: int
    building: int


@dataclass(frozen=True)
class BuildingTornDown(Event):
    """A building was torn down into the Planung; its tunnels came back."""

    kind: ClassVar[str] = "building_torn_down"
    player: int
    building: int
    field: tuple[int, int]
    tunnels_returned: int


@dataclass(frozen=True)
class BuildingsSwapped(Event):
    """A Planung building took the place of the one on a field, which went into the Planung."""

    kind: ClassVar[str] = "buildings_swapped"
    player: int
    building: int
    out: int
    field: tuple[int, int]


@dataclass(frozen=True)
class LoanTaken(Event):
    """A loan: cards drawn from the deck (hidden) until worth at least 8."""

    kind: ClassVar[str] = "loan_taken"
    player: int
    cards_drawn: int
    loans: int


@dataclass(frozen=True)
class LoanRepaid(Event):
    """A loan repaid with cards worth at least 12."""

    kind: ClassVar[str] = "loan_repaid"
    player: int
    cards: tuple[int, ...]
    loans: int


@dataclass(frozen=True)
class TurnEnded(Event):
    """A player's turn is over."""

    kind: ClassVar[str] = "turn_ended"
    player: int


@dataclass(frozen=True)
class TurnBegan(Event):
    """A player's turn begins."""

    kind: ClassVar[str] = "turn_began"
    player: int


@dataclass(frozen=True)
class KapitalRefilled(Event):
    """A money card was laid into a Kapital slot."""

    kind: ClassVar[str] = "kapital_refilled"
    slot: int
    card: int


@dataclass(frozen=True)
class MarketRefilled(Event):
    """A building was laid out at a trading place."""

    kind: ClassVar[str] = "market_refilled"
    place: int
    building: int


@dataclass(frozen=True)
class NewsRevealed(Event):
    """Wirtschaftsnachrichten: a news card was revealed (place: the trading place a Hafenstreik
    closes, else -1)."""

    kind: ClassVar[str] = "news_revealed"
    news: str
    place: int


@dataclass(frozen=True)
class NewsEnded(Event):
    """A news that lasts one round is over."""

    kind: ClassVar[str] = "news_ended"
    news: str


@dataclass(frozen=True)
class CardGivenUp(Event):
    """Zinswende: a player gave up his smallest card."""

    kind: ClassVar[str] = "card_given_up"
    player: int
    card: int


@dataclass(frozen=True)
class CardGranted(Event):
    """Konjunkturpaket: a player got a card from the deck (hidden)."""

    kind: ClassVar[str] = "card_granted"
    player: int


@dataclass(frozen=True)
class FundBought(Event):
    """The Staatsfonds took buildings from the bag."""

    kind: ClassVar[str] = "fund_bought"
    buildings: tuple[int, ...]


@dataclass(frozen=True)
class ExchangeRatesSet(Event):
    """Wechselkurse: the strong and the weak currency, set by the money the players hold (the
    amounts stay hidden: they would tell what the others hold)."""

    kind: ClassVar[str] = "exchange_rates_set"
    strong: int
    weak: int


@dataclass(frozen=True)
class UnicornWon(Event):
    """A player was first to have enough buildings of a branch: the Unicorn's points."""

    kind: ClassVar[str] = "unicorn_won"
    player: int
    branch: int
    points: int


@dataclass(frozen=True)
class ScoringHeld(Event):
    """A scoring (0 Startup, 1 Venture Capital, 2 IPO): points gained, per branch and for the ring,
    and the totals now."""

    kind: ClassVar[str] = "scoring_held"
    scoring: int
    gained: tuple[int, ...]
    branches: tuple[tuple[int, ...], ...]
    rings: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True)
class TradingClosed(Event):
    """Handelsschluss: the Weltmarkt cannot be refilled."""

    kind: ClassVar[str] = "trading_closed"


@dataclass(frozen=True)
class BuildingAwarded(Event):
    """At Handelsschluss a market building went to the most money in its currency (-1: a tie,
    nobody)."""

    kind: ClassVar[str] = "building_awarded"
    place: int
    building: int
    player: int


@dataclass(frozen=True)
class GameEnded(Event):
    """The IPO scoring is over: the final points."""

    kind: ClassVar[str] = "game_ended"
    points: tuple[int, ...]
