"""Speedpipe events: every step of the game, in order, for animation, log and replay. Events
are public: what a company keeps hidden (a blind card, kept contracts) they only count."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.rules.core import Event


@dataclass(frozen=True)
class CardsDealt(Event):
    """Set-up: each company got its pipe cards (only the counts are public)."""

    kind: ClassVar[str] = "cards_dealt"
    counts: tuple[int, ...]


@dataclass(frozen=True)
class ContractsDealt(Event):
    """Set-up: each company got its contracts to choose from (counts only)."""

    kind: ClassVar[str] = "contracts_dealt"
    counts: tuple[int, ...]


@dataclass(frozen=True)
class OpeningChosen(Event):
    """A company has made its opening choice (what it kept stays hidden)."""

    kind: ClassVar[str] = "opening_chosen"
    company: int


@dataclass(frozen=True)
class OpeningEnded(Event):
    """Every company has chosen: how many contracts each kept; the start company begins."""

    kind: ClassVar[str] = "opening_ended"
    kept: tuple[int, ...]
    start_company: int


@dataclass(frozen=True)
class RoundBegan(Event):
    """The start company begins a turn: a new round."""

    kind: ClassVar[str] = "round_began"
    round: int


@dataclass(frozen=True)
class OilPriceSet(Event):
    """Ölpreis: the price of this round in percent."""

    kind: ClassVar[str] = "oil_price_set"
    price: int


@dataclass(frozen=True)
class TurnBegan(Event):
    """A company's turn begins."""

    kind: ClassVar[str] = "turn_began"
    company: int


@dataclass(frozen=True)
class OpenCardTaken(Event):
    """A company took the open card of a slot of the Rohrlager."""

    kind: ClassVar[str] = "open_card_taken"
    company: int
    slot: int
    card: int


@dataclass(frozen=True)
class BlindCardDrawn(Event):
    """A company drew a card from the pile (its kind stays hidden)."""

    kind: ClassVar[str] = "blind_card_drawn"
    company: int


@dataclass(frozen=True)
class DisplayRefilled(Event):
    """A card from the pile was laid open in an empty slot."""

    kind: ClassVar[str] = "display_refilled"
    slot: int
    card: int


@dataclass(frozen=True)
class DisplayReset(Event):
    """Three jokers lay open: the five open cards went to the discard pile."""

    kind: ClassVar[str] = "display_reset"
    cards: tuple[int, ...]


@dataclass(frozen=True)
class PileReshuffled(Event):
    """The pile ran out: the discard pile was shuffled into a new pile."""

    kind: ClassVar[str] = "pile_reshuffled"
    size: int


@dataclass(frozen=True)
class LeakStruck(Event):
    """Leck und Wartung: an event card came from the pile and blocks a route (-1: none was
    free) until the drawing company's next turn begins; the card leaves the game."""

    kind: ClassVar[str] = "leak_struck"
    company: int
    route: int


@dataclass(frozen=True)
class RouteUnblocked(Event):
    """The repair is done: a blocked route is free again."""

    kind: ClassVar[str] = "route_unblocked"
    route: int


@dataclass(frozen=True)
class MountainRevealed(Event):
    """Gebirgsleitung: the top cards of the pile revealed, and the extra cards they ask for."""

    kind: ClassVar[str] = "mountain_revealed"
    company: int
    route: int
    cards: tuple[int, ...]
    extra: int


@dataclass(frozen=True)
class MountainAborted(Event):
    """The company did not pay the extra cards and kept all its cards; the turn is over."""

    kind: ClassVar[str] = "mountain_aborted"
    company: int
    route: int


@dataclass(frozen=True)
class RevealDiscarded(Event):
    """The cards revealed for a mountain went to the discard pile."""

    kind: ClassVar[str] = "reveal_discarded"
    cards: tuple[int, ...]


@dataclass(frozen=True)
class RouteLaid(Event):
    """A company laid a route, paying with a paint (JOKER: all jokers) and jokers, plus the
    extra cards of a mountain, and scored its points at once."""

    kind: ClassVar[str] = "route_laid"
    company: int
    route: int
    paint: int
    jokers: int
    extra: int
    extra_jokers: int
    points: int


@dataclass(frozen=True)
class ContractsDrawn(Event):
    """A company drew contracts to choose from (counts only)."""

    kind: ClassVar[str] = "contracts_drawn"
    company: int
    count: int


@dataclass(frozen=True)
class ContractsKept(Event):
    """A company kept some of the drawn contracts; the others went under the pile."""

    kind: ClassVar[str] = "contracts_kept"
    company: int
    kept: int
    returned: int


@dataclass(frozen=True)
class StationBuilt(Event):
    """A company built a pump station on a place."""

    kind: ClassVar[str] = "station_built"
    company: int
    place: int
    paint: int
    jokers: int


@dataclass(frozen=True)
class TerminalBuilt(Event):
    """Tankerterminals: a company built a terminal in a port."""

    kind: ClassVar[str] = "terminal_built"
    company: int
    place: int
    paint: int
    jokers: int


@dataclass(frozen=True)
class RefineryBonusWon(Event):
    """Raffinerie-Bonus: three own pipelines at one refinery, first or second."""

    kind: ClassVar[str] = "refinery_bonus_won"
    company: int
    place: int
    points: int


@dataclass(frozen=True)
class FoerderrechtWon(Event):
    """Förderrecht: an own pipeline reached an oil field or platform, first or second."""

    kind: ClassVar[str] = "foerderrecht_won"
    company: int
    place: int
    points: int


@dataclass(frozen=True)
class Passed(Event):
    """A company had nothing left to do and passed."""

    kind: ClassVar[str] = "passed"
    company: int


@dataclass(frozen=True)
class LastRoundBegan(Event):
    """A company has 2 segments or fewer: every company has exactly one more turn."""

    kind: ClassVar[str] = "last_round_began"
    company: int
    segments: int


@dataclass(frozen=True)
class CompanyScored(Event):
    """Final scoring of one company: its contracts (fulfilled with their points, open ones),
    unbuilt stations, the Goldenes Ventil, terminal bonuses and the pipelines its stations
    borrowed."""

    kind: ClassVar[str] = "company_scored"
    company: int
    fulfilled: tuple[tuple[int, int], ...]
    failed: tuple[tuple[int, int], ...]
    stations: int
    longest: int
    golden_valve: int
    terminals: int
    borrowed: tuple[int, ...]
    total: int


@dataclass(frozen=True)
class GameEnded(Event):
    """The game is over (why: 'last_round' or 'all_passed') with the final scores."""

    kind: ClassVar[str] = "game_ended"
    reason: str
    scores: tuple[int, ...]
