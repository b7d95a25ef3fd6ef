"""What happens in Speedchicago, in order: the events the client animates and the log shows.

Fields are numbers 0..63 (a1..h8); companies are seats. Events carry nothing hidden: a drawn card
is named only in its owner's view.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.core import Event


@dataclass(frozen=True)
class StoneLaid(Event):
    """Profi set-up: a company laid a foundation stone (a new house)."""

    kind = "stone_laid"
    company: int
    field: int


@dataclass(frozen=True)
class ForemanPlaced(Event):
    """Set-up: a company put its first foreman on a foundation stone."""

    kind = "foreman_placed"
    company: int
    field: int


@dataclass(frozen=True)
class PhotographerSent(Event):
    """The photographer moved (origin -1 when he first comes onto the site)."""

    kind = "photographer_sent"
    company: int
    origin: int
    field: int


@dataclass(frozen=True)
class PhotographerStays(Event):
    """The last-placed company left the photographer where he is."""

    kind = "photographer_stays"
    company: int
    field: int


@dataclass(frozen=True)
class YearStarted(Event):
    """A year began: its rounds, every company's stacks, and how many fewer the supply allowed."""

    kind = "year_started"
    year: int
    rounds: int
    start_company: int
    stacks: tuple[tuple[int, ...], ...]
    fewer_each: int
    supply: int


@dataclass(frozen=True)
class TurnStarted(Event):
    """A company's turn began with these action points."""

    kind = "turn_started"
    company: int
    year: int
    round: int
    action_points: int


@dataclass(frozen=True)
class ForemanMoved(Event):
    """A foreman walked (or was carried by a card) along a path; gain: points at a scoring now."""

    kind = "foreman_moved"
    company: int
    path: tuple[int, ...]
    cost: int
    card: str
    gain: int


@dataclass(frozen=True)
class ForemanInserted(Event):
    """A foreman came from the reserve onto the site."""

    kind = "foreman_inserted"
    company: int
    field: int
    cost: int
    card: str
    gain: int


@dataclass(frozen=True)
class FloorBuilt(Event):
    """A floor went onto a field (stack -1: from the supply by a card); floor = the new floor."""

    kind = "floor_built"
    company: int
    field: int
    floor: int
    stack: int
    card: str
    gain: int


@dataclass(frozen=True)
class FloorLifted(Event):
    """Abrisstrupp: the top floor of a field was lifted, to be set elsewhere."""

    kind = "floor_lifted"
    company: int
    field: int
    floor: int


@dataclass(frozen=True)
class CardDrawn(Event):
    """A company drew a card (which one only its owner's view tells)."""

    kind = "card_drawn"
    company: int
    cards_left: int


@dataclass(frozen=True)
class CardPlayed(Event):
    """A company played an action card (its effect follows as its own events)."""

    kind = "card_played"
    company: int
    card: str
    source: int
    target: int


@dataclass(frozen=True)
class ActionPointsAdded(Event):
    """A shift card gave the turn more action points."""

    kind = "action_points_added"
    company: int
    added: int
    action_points: int


@dataclass(frozen=True)
class StepTakenBack(Event):
    """Zurück: the last step of the turn was taken back (step: its text form)."""

    kind = "step_taken_back"
    company: int
    step: str


@dataclass(frozen=True)
class TurnEnded(Event):
    """A turn ended: the stack used up, where its rest went, and the action points that lapsed."""

    kind = "turn_ended"
    company: int
    stack: int
    rest_spread: int
    rest_returned: int
    rest_kept: int
    lapsed_points: int


@dataclass(frozen=True)
class HouseScored:
    """One company's points for one house: base area × floor of its highest foreman."""

    house: int
    area: int
    floor: int
    points: int


@dataclass(frozen=True)
class CompanyScored(Event):
    """A company's scoring of a year: per house, photographer bonus, city order, new total."""

    kind = "company_scored"
    company: int
    year: int
    houses: tuple[HouseScored, ...]
    photographer: int
    city_order: int
    points: int
    score: int
    bumped: int


@dataclass(frozen=True)
class LeftoverFloors(Event):
    """At a year's start: a company's leftover floors went onto its new stacks or the supply."""

    kind = "leftover_floors"
    company: int
    onto_stacks: int
    to_supply: int


@dataclass(frozen=True)
class GameOver(Event):
    """After the third scoring: final scores and places."""

    kind = "game_over"
    scores: tuple[int, ...]
    places: tuple[int, ...]
