"""Why a Tycoon move is refused now, in the player's words for the status line: not the turn,
payday first, the loan's rules, a ticket not open or too dear, a flight the ticket does not
make, a build action without a landing place, with the chain full or the money short."""

from __future__ import annotations

from game.rules.core import Move
from game.rules.tycoon.board import CENTRE, CHAIN_LENGTH, CITIES, MAX_LOANS_HELD, TICKETS
from game.rules.tycoon.flights import HOME, OVER, PRICES, targets
from game.rules.tycoon.moves import (
    BuildFactory,
    BuildHotel,
    Buy,
    Fly,
    Renovate,
    Repay,
    TakeLoan,
)
from game.rules.tycoon.payday import redemption_cost
from game.rules.tycoon.state import OVER_PHASE, PAYDAY, TycoonState
from game.texts import text

KEY = "tycoon.table.turn."


def not_now(state: TycoonState, player: int) -> str:
    """Why the player may not make a turn's move now ('' when his turn runs)."""
    if state.phase == OVER_PHASE:
        return text(KEY + "over")
    if player != state.acting:
        return text(KEY + "not_yours")
    if state.phase == PAYDAY:
        return text(KEY + "payday")
    return ""


def refusal(state: TycoonState, player: int, move: Move) -> str:
    """Why the move is refused now, in words ('' when it is legal)."""
    if move in state.legal_moves(player):
        return ""
    if isinstance(move, Repay):
        return _repay(state, player, move)
    waiting = not_now(state, player)
    if waiting:
        return waiting
    if isinstance(move, TakeLoan):
        return _loan(state, player)
    if isinstance(move, Buy):
        return _buy(state, player, move.ticket)
    if isinstance(move, Fly):
        return _fly(state, player, move)
    if isinstance(move, (BuildHotel, Renovate, BuildFactory)):
        return _build(state, player, move)
    # Ending the turn is always allowed in a running turn; nothing else is left.
    return text(KEY + "not_yours")


def _repay(state: TycoonState, player: int, move: Repay) -> str:
    """Why this repayment is refused."""
    if state.phase == OVER_PHASE:
        return text(KEY + "over")
    if state.phase != PAYDAY:
        return text(KEY + "not_payday")
    if player != state.acting:
        return text(KEY + "not_yours")
    return text(KEY + "too_dear", price=move.count * redemption_cost(1), cash=state.cash[player])


def _loan(state: TycoonState, player: int) -> str:
    """Why no loan now."""
    if state.loan_taken:
        return text(KEY + "loan_taken")
    if state.built:
        return text(KEY + "loan_after_build")
    if state.flown:
        return text(KEY + "loan_after_flight")
    if state.debt[player]:
        return text(KEY + "loan_debt", debt=state.debt[player])
    return text(KEY + "loan_most", most=MAX_LOANS_HELD)


def _buy(state: TycoonState, player: int, ticket: int) -> str:
    """Why this ticket cannot be bought."""
    if ticket not in state.open_charter and ticket not in state.open_scheduled:
        return text(KEY + "not_open")
    return text(KEY + "too_dear", price=PRICES[ticket], cash=state.cash[player])


def flight_refusal(state: TycoonState, player: int, ticket: int) -> str:
    """Why the held ticket cannot fly now at all ('' when it reaches some city)."""
    waiting = not_now(state, player)
    if waiting:
        return waiting
    if state.built:
        return text(KEY + "no_flight_after_build")
    if ticket not in state.tickets[player]:
        return text(KEY + "not_held")
    origin = state.plane_city[player]
    if targets(ticket, origin):
        return ""
    data = TICKETS[ticket]
    if data.charter:
        if origin == HOME:
            return text(KEY + "charter_from_home")
        return text(KEY + "charter_between", a=CITIES[data.a].name, b=CITIES[data.b].name)
    if data.a >= 0:
        return text(KEY + "already_there", city=CITIES[data.a].name)
    return text(KEY + "no_reach")


def _fly(state: TycoonState, player: int, move: Fly) -> str:
    """Why this flight is refused."""
    whole = flight_refusal(state, player, move.ticket)
    if whole:
        return whole
    origin = state.plane_city[player]
    city = CITIES[move.city].name
    if move.city not in targets(move.ticket, origin):
        data = TICKETS[move.ticket]
        if not data.charter and data.a < 0:
            start = CENTRE if origin == HOME else origin
            reach = ", ".join(CITIES[c].name for c in targets(move.ticket, origin))
            return text(
                KEY + "distance_from", start=CITIES[start].name, steps=data.distance, reach=reach
            )
        return text(KEY + "not_a_target", city=city)
    if move.place == OVER:
        return text(KEY + "over_only_full")
    return text(KEY + "place_taken", place=move.place + 1, city=city)


def _build(state: TycoonState, player: int, move: Move) -> str:
    """Why this build action is refused."""
    if state.built:
        return text(KEY + "built_already")
    city = state.plane_city[player]
    place = state.plane_place[player]
    if city == HOME or place < 0:
        return text(KEY + "not_landed")
    name = CITIES[city].name
    cash = state.cash[player]
    if isinstance(move, BuildFactory):
        prices = CITIES[city].factory_prices
        if not 0 <= move.site < len(prices):
            return text(KEY + "no_site_here")
        if state.factories[city][move.site] >= 0:
            return text(KEY + "site_taken", city=name)
        if not state.factories_left[player]:
            return text(KEY + "no_factories")
        return text(KEY + "too_dear", price=prices[move.site], cash=cash)
    if state.chain_end[city] >= CHAIN_LENGTH:
        return text(KEY + "chain_full", city=name)
    if isinstance(move, Renovate):
        return text(KEY + "no_renovation", city=name)
    if not state.hotels_left[player]:
        return text(KEY + "no_hotels")
    return text(KEY + "too_dear", price=CITIES[city].landing_prices[place], cash=cash)
