"""Why a Tycoon move is not allowed now, in words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Move
from game.rules.one_actor import refusal
from game.rules.tycoon.board import CENTRE, CHAIN_LENGTH, CITIES, MAX_LOANS_HELD, TICKETS
from game.rules.tycoon.flights import HOME, OVER, PRICES, TICKET_COUNT, targets
from game.rules.tycoon.moves import (
    BuildFactory,
    BuildHotel,
    Buy,
    EndTurn,
    Fly,
    Renovate,
    Repay,
    TakeLoan,
)
from game.rules.tycoon.payday import redemption_cost

if TYPE_CHECKING:
    from game.rules.tycoon.state import TycoonState

PHASE_HINTS: dict[str, str] = {
    "turn": "'loan', 'buy 17', 'fly 17 aurelia 0', 'hotel', 'renovate', 'factory 0' or 'end'",
    "payday": "choose how many unturned loan cards to redeem, e.g. 'repay 1'",
}


def why_not(state: TycoonState, player: int, move: Move) -> str:
    """The reason in words; the most specific one that applies."""
    return refusal(move, lambda: _reason(state, player, move), PHASE_HINTS.get(state.phase, ""))


def city_name(city: int) -> str:
    """A city's name, or 'the home bank'."""
    return "the home bank" if city == HOME else CITIES[city].name


def _reason(state: TycoonState, player: int, move: Move) -> str:
    """The rule the move breaks."""
    if state.phase == "payday":
        if isinstance(move, Repay):
            return _repay_reason(state, player, move.count)
        return "it is payday: first the choice about the unturned loan cards"
    if isinstance(move, Repay):
        return "loan cards are redeemed at payday only"
    if isinstance(move, TakeLoan):
        return _loan_reason(state, player)
    if isinstance(move, Buy):
        return _buy_reason(state, player, move.ticket)
    if isinstance(move, Fly):
        return _fly_reason(state, player, move)
    if isinstance(move, (BuildHotel, Renovate, BuildFactory)):
        return _build_reason(state, player, move)
    if isinstance(move, EndTurn):
        return "the turn cannot end now"
    return "the rules do not allow it here"


def _repay_reason(state: TycoonState, player: int, count: int) -> str:
    """Why redeeming this many unturned cards is not possible."""
    held = len(state.loans[player])
    if not 0 <= count <= held:
        return f"the player holds {held} unturned loan cards"
    cost = count * redemption_cost(1)
    return f"redeeming {count} cards costs {cost}, the player has {state.cash[player]}"


def _loan_reason(state: TycoonState, player: int) -> str:
    """Why no loan can be taken now."""
    if state.loan_taken:
        return "one loan per turn"
    if state.flown:
        return "a loan is taken before the first flight of the turn"
    if state.built:
        return "a loan is taken before building"
    if state.debt[player]:
        return f"no new loan while a Restschuld of {state.debt[player]} is open"
    if len(state.loans[player]) >= MAX_LOANS_HELD:
        return f"at most {MAX_LOANS_HELD} loan cards are held at a time"
    return "the rules do not allow it here"


def _buy_reason(state: TycoonState, player: int, ticket: int) -> str:
    """Why this ticket cannot be bought."""
    if not 0 <= ticket < TICKET_COUNT:
        return f"the tickets are numbered 0 to {TICKET_COUNT - 1}"
    if ticket not in state.open_charter and ticket not in state.open_scheduled:
        shown = ", ".join(map(str, sorted(state.open_charter + state.open_scheduled))) or "none"
        return f"ticket {ticket} does not lie open (open: {shown})"
    price = PRICES[ticket]
    return f"ticket {ticket} costs {price}, the player has {state.cash[player]}"


def ticket_words(ticket: int) -> str:
    """A ticket in words: 'charter Aurelia–Brisa', 'scheduled to Brisa', 'scheduled over 2'."""
    data = TICKETS[ticket]
    if data.charter:
        return f"charter {CITIES[data.a].name}–{CITIES[data.b].name}"
    if data.a >= 0:
        return f"scheduled to {CITIES[data.a].name}"
    return f"scheduled over a distance of {data.distance}"


def _fly_reason(state: TycoonState, player: int, move: Fly) -> str:
    """Why this flight is not possible."""
    ticket, city, place = move.ticket, move.city, move.place
    if not 0 <= ticket < TICKET_COUNT:
        return f"the tickets are numbered 0 to {TICKET_COUNT - 1}"
    if not 0 <= city < len(CITIES):
        return f"the cities are numbered 0 to {len(CITIES) - 1}"
    if place not in (OVER, 0, 1):
        return "a plane lands on place 0 or 1, or flies over a city (-1)"
    if state.built:
        return "no more flights after building in this turn"
    if ticket not in state.tickets[player]:
        return f"the player does not hold ticket {ticket}"
    origin = state.plane_city[player]
    if city not in targets(ticket, origin):
        return _route_reason(ticket, origin, city)
    landing = state.landing[city]
    if place == OVER:
        return f"a plane flies over {CITIES[city].name} only when both landing places are taken"
    return f"landing place {place} of {CITIES[city].name} is taken by player {landing[place]}"


def _route_reason(ticket: int, origin: int, city: int) -> str:
    """Why a ticket does not fly from this position to this city."""
    data = TICKETS[ticket]
    words = ticket_words(ticket)
    if data.charter:
        if origin == HOME:
            return "from the home bank only scheduled flights start"
        return f"the {words} flies between these two cities only"
    if data.a >= 0:
        return f"the plane is at {CITIES[data.a].name} already"
    start = CENTRE if origin == HOME else origin
    reach = ", ".join(CITIES[c].name for c in targets(ticket, origin)) or "no city"
    measured = " (from the home bank measured from the centre city)" if origin == HOME else ""
    return (
        f"the {words} reaches only cities at that distance from {CITIES[start].name}"
        f"{measured}: {reach}"
    )


def _build_reason(state: TycoonState, player: int, move: Move) -> str:
    """Why this build action is not possible."""
    if state.built:
        return "one build action per turn"
    city = state.plane_city[player]
    place = state.plane_place[player]
    if city == HOME or place < 0:
        return "building needs the plane on a landing place of a city"
    name = CITIES[city].name
    cash = state.cash[player]
    if isinstance(move, BuildFactory):
        prices = CITIES[city].factory_prices
        site = move.site
        if not 0 <= site < len(prices):
            return f"{name} has factory sites 0 to {len(prices) - 1}"
        owner = state.factories[city][site]
        if owner >= 0:
            return f"site {site} of {name} has a factory of player {owner}"
        if not state.factories_left[player]:
            return "the player has built all his factories"
        return f"the factory site costs {prices[site]}, the player has {cash}"
    if state.chain_end[city] >= CHAIN_LENGTH:
        return f"the chain of {name} is full"
    if isinstance(move, Renovate):
        return f"the player has no hotel needing renovation in {name}"
    if not state.hotels_left[player]:
        return "the player has no hotel left in his supply"
    price = CITIES[city].landing_prices[place]
    return f"a hotel from landing place {place} of {name} costs {price}, the player has {cash}"
