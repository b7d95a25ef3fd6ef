"""What a thing on the Tycoon table is and what it means for the viewer now, for every kind of
TableSpot: the rule in whole sentences, then the viewer's own side (who leads a city, what
landing there allows him, what a field pays him at a payday now, whether he can afford a build
or a ticket, what a loan costs him, what one more city would add).

    spot_words(spot, state, seat, names) -> SpotWords(title, rule, for_you)
    spot_info(spot, state, seat, names) -> (title, lines)   the rule, then the viewer's lines

seat None (a spectator, or nobody shown) gets the rules alone; names are the seats' names
('Spieler 2' where missing). A spot that names nothing of the table is refused in words."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from game.client.scenes.tables.tycoon import spots
from game.client.scenes.tables.tycoon.meaning_bank import (
    bank_words,
    distribution_words,
    loan_words,
    round_words,
)
from game.client.scenes.tables.tycoon.meaning_board import (
    city_words,
    field_words,
    landing_words,
    renovation_words,
    site_words,
)
from game.client.scenes.tables.tycoon.meaning_flights import (
    discard_words,
    held_ticket_words,
    home_plane_words,
    open_ticket_words,
    pile_words,
    plane_words,
)
from game.client.scenes.tables.tycoon.spots import TableSpot
from game.rules.tycoon.board import CHAIN_LENGTH, CITIES, CITY_COUNT, DISTRIBUTION
from game.rules.tycoon.flights import TICKET_COUNT
from game.rules.tycoon.state import TycoonState

Names = Sequence[str] | None


class SpotWords(NamedTuple):
    """An info window's words: the title, the rule in sentences, what it means for the
    viewer."""

    title: str
    rule: list[str]
    for_you: list[str]


def spot_info(
    spot: TableSpot, state: TycoonState, seat: int | None, names: Names = None
) -> tuple[str, list[str]]:
    """The title and the lines of the spot's info window: the rule, then what it means for the
    seat now."""
    words = spot_words(spot, state, seat, names)
    return words.title, words.rule + words.for_you


def spot_words(
    spot: TableSpot, state: TycoonState, seat: int | None, names: Names = None
) -> SpotWords:
    """The title, the rule and what the spot means for the seat now; ValueError in words for a
    spot that names nothing of this table."""
    _check(spot, state)
    title, rule, for_you = _WORDS[spot.kind](spot, state, seat, names)
    return SpotWords(title, [_tidy(line) for line in rule], [_tidy(line) for line in for_you])


def _tidy(line: str) -> str:
    """A sentence ending in an abbreviation ('… 3 Mio.') keeps one full stop, not two."""
    return line.replace("..", ".")


Wording = Callable[[TableSpot, TycoonState, "int | None", Names], tuple[str, list[str], list[str]]]

_WORDS: dict[str, Wording] = {
    spots.CITY: lambda s, st, seat, n: city_words(st, seat, s.city, n),
    spots.LANDING: lambda s, st, seat, n: landing_words(st, seat, s.city, s.index, n),
    spots.FIELD: lambda s, st, seat, n: field_words(st, seat, s.city, s.index, n),
    spots.RENOVATION: lambda s, st, seat, n: renovation_words(st, seat, s.city, n),
    spots.SITE: lambda s, st, seat, n: site_words(st, seat, s.city, s.index, n),
    spots.PLANE: lambda s, st, seat, n: plane_words(st, seat, s.player, n),
    spots.HOME_PLANE: lambda s, st, seat, n: home_plane_words(st, seat, s.player, n),
    spots.OPEN_TICKET: lambda s, st, seat, n: open_ticket_words(st, seat, s.index),
    spots.HELD_TICKET: lambda s, st, seat, n: held_ticket_words(st, seat, s.player, s.index, n),
    spots.PILE: lambda s, st, seat, n: pile_words(st, seat, s.index),
    spots.DISCARD: lambda s, st, seat, n: discard_words(st, s.index),
    spots.LOAN: lambda s, st, seat, n: loan_words(st, seat, s.player, s.index, n),
    spots.BANK: lambda s, st, seat, n: bank_words(st, seat, s.player, n),
    spots.DISTRIBUTION: lambda s, st, seat, n: distribution_words(st, seat, s.index, n),
    spots.ROUND: lambda s, st, seat, n: round_words(st, seat, n),
}

# The kinds that name a city, and how many of their index each city has (None: no index).
_CITY_KINDS: dict[str, Callable[[int], int] | None] = {
    spots.CITY: None,
    spots.LANDING: lambda city: 2,
    spots.FIELD: lambda city: CHAIN_LENGTH,
    spots.RENOVATION: None,
    spots.SITE: lambda city: len(CITIES[city].factory_prices),
}
_PLAYER_KINDS = (spots.PLANE, spots.HOME_PLANE, spots.HELD_TICKET, spots.LOAN, spots.BANK)


def _check(spot: TableSpot, state: TycoonState) -> None:
    """Refuses in words a spot whose city, index or player names nothing of the table."""
    kind = spot.kind
    if kind in _CITY_KINDS:
        if not 0 <= spot.city < CITY_COUNT:
            raise ValueError(f"there is no city {spot.city} for a {kind} (cities 0 to 8)")
        count = _CITY_KINDS[kind]
        if count is not None and not 0 <= spot.index < count(spot.city):
            raise ValueError(f"{CITIES[spot.city].name} has no {kind} {spot.index}")
    if kind in _PLAYER_KINDS and not 0 <= spot.player < state.players:
        raise ValueError(f"there is no player {spot.player} at this table of {state.players}")
    if kind in (spots.OPEN_TICKET, spots.HELD_TICKET) and not 0 <= spot.index < TICKET_COUNT:
        raise ValueError(f"there is no ticket {spot.index} (tickets 0 to {TICKET_COUNT - 1})")
    if kind == spots.LOAN and not 0 <= spot.index < len(state.loans[spot.player]):
        raise ValueError(f"player {spot.player} holds no loan card {spot.index}")
    if kind in (spots.PILE, spots.DISCARD) and spot.index not in (0, 1):
        raise ValueError(f"there is no {kind} {spot.index} (0 charter, 1 scheduled)")
    if kind == spots.DISTRIBUTION and not -1 <= spot.index < len(DISTRIBUTION):
        raise ValueError(f"the distribution table has no row {spot.index} (-1, 0 to 9)")
