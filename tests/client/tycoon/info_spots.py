"""Every spot of a Tycoon position for the info windows' tests, and seeded positions at the
moments that make the words differ (early, mid-game, a red field, a loan, a closing round, a
payday choice, the last round)."""

from __future__ import annotations

from collections.abc import Callable

from game.client.scenes.tables.tycoon import spots
from game.client.scenes.tables.tycoon.spots import TableSpot
from game.rules.core import Move
from game.rules.tycoon.board import CHAIN_LENGTH, CITIES, CITY_COUNT, DISTRIBUTION
from game.rules.tycoon.moves import BuildHotel, TakeLoan
from game.rules.tycoon.state import TycoonState
from tests.client.tycoon.positions import played_until

NAMES = ("Anna", "Ben", "Clara", "Dora", "Emil")
Stop = Callable[[TycoonState, int, Move], bool]


def every_spot(state: TycoonState) -> list[TableSpot]:
    """Every thing of the table that has an info window in this position."""
    found: list[TableSpot] = [TableSpot(spots.ROUND)]
    for city in range(CITY_COUNT):
        found += [TableSpot(spots.CITY, city), TableSpot(spots.RENOVATION, city)]
        found += [TableSpot(spots.LANDING, city, place) for place in (0, 1)]
        found += [TableSpot(spots.FIELD, city, field) for field in range(CHAIN_LENGTH)]
        sites = range(len(CITIES[city].factory_prices))
        found += [TableSpot(spots.SITE, city, site) for site in sites]
    for player in range(state.players):
        found += [
            TableSpot(spots.PLANE, player=player),
            TableSpot(spots.HOME_PLANE, player=player),
            TableSpot(spots.BANK, player=player),
        ]
        held = state.tickets[player]
        found += [TableSpot(spots.HELD_TICKET, index=t, player=player) for t in held]
        cards = range(len(state.loans[player]))
        found += [TableSpot(spots.LOAN, index=card, player=player) for card in cards]
    found += [TableSpot(spots.OPEN_TICKET, index=t) for t in state.open_charter]
    found += [TableSpot(spots.OPEN_TICKET, index=t) for t in state.open_scheduled]
    found += [
        TableSpot(kind, index=pile) for kind in (spots.PILE, spots.DISCARD) for pile in (0, 1)
    ]
    rows = range(-1, len(DISTRIBUTION))
    found += [TableSpot(spots.DISTRIBUTION, index=row) for row in rows]
    return found


def after_moves(count: int) -> Stop:
    """A stop after this many moves of the game."""
    made = [0]

    def stop(_state: TycoonState, _seat: int, _move: Move) -> bool:
        made[0] += 1
        return made[0] > count

    return stop


def red_hotel(state: TycoonState, seat: int, move: Move) -> bool:
    """A hotel about to be built on a red field."""
    if not isinstance(move, BuildHotel):
        return False
    city = state.plane_city[seat]
    return state.chain_end[city] in CITIES[city].chain.red


def loan_held(state: TycoonState, _seat: int, _move: Move) -> bool:
    """Somebody holds a loan card in a turn."""
    return state.phase == "turn" and any(state.loans)


def loan_taken(_state: TycoonState, _seat: int, move: Move) -> bool:
    """A loan about to be taken."""
    return isinstance(move, TakeLoan)


def ticket_held(state: TycoonState, _seat: int, _move: Move) -> bool:
    """Somebody holds a ticket (bought and not yet flown)."""
    return any(state.tickets)


def closing(state: TycoonState, _seat: int, _move: Move) -> bool:
    """A round that is closing."""
    return state.closing


def payday(state: TycoonState, _seat: int, _move: Move) -> bool:
    """The loan choice at a payday."""
    return state.phase == "payday"


def last_round(state: TycoonState, _seat: int, _move: Move) -> bool:
    """A turn in the last round with somebody's Stadtbild hotel waiting."""
    return state.round == 3 and any(state.renovation)


# A moment: a stop, or how many moves of the game are made first.
MOMENTS: dict[str, Stop | int] = {
    "start": 0,
    "early": 12,
    "mid": 90,
    "red": red_hotel,
    "loan": loan_taken,
    "loan_held": loan_held,
    "ticket_held": ticket_held,
    "closing": closing,
    "payday": payday,
    "last_round": last_round,
}


def position(moment: str, players: int, seed: int) -> TycoonState:
    """A seeded position at a moment of MOMENTS."""
    stop = MOMENTS[moment]
    state, _move = played_until(after_moves(stop) if isinstance(stop, int) else stop, players, seed)
    return state
