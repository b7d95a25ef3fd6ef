"""What the status line tells a person whose turn runs at the Tycoon table: at payday the loan
choice; a ticket being dragged or chosen with the destination the keys point at; the factory
site to choose; after the build the end; at home the loan and the first flight; circling over
a full city; landed, the builds the rules allow there."""

from __future__ import annotations

from game.client.scenes.tables.tycoon.flight_choice import FlightChoice, flight_words
from game.rules.tycoon.board import CITIES
from game.rules.tycoon.flights import HOME
from game.rules.tycoon.moves import BUILD_HOTEL, FACTORIES, RENOVATE
from game.rules.tycoon.payday import redemption_cost
from game.rules.tycoon.state import PAYDAY, TycoonState
from game.texts import text

KEY = "tycoon.table."


def turn_hint(
    state: TycoonState,
    seat: int,
    choice: FlightChoice | None = None,
    choosing_site: bool = False,
    dragging: bool = False,
) -> str:
    """The words for the seat whose turn (or loan choice) it is, given what it has chosen."""
    if state.phase == PAYDAY:
        most = len(state.loans[seat])
        return text(KEY + "hint_repay", cost=redemption_cost(1), most=most)
    if dragging:
        return text(KEY + "dragging")
    if choice is not None:
        chosen = choice.chosen
        if chosen is None:
            return text(KEY + "hint_no_target")
        return text(KEY + "hint_choose_target", target=flight_words(chosen))
    city = state.plane_city[seat]
    if choosing_site and city != HOME:
        prices = CITIES[city].factory_prices
        name = CITIES[city].name
        return text(KEY + "hint_factory_site", city=name, first=prices[0], second=prices[-1])
    if state.built:
        return text(KEY + "hint_built")
    if city == HOME:
        return text(KEY + "hint_home")
    place = state.plane_place[seat]
    if place < 0:
        return text(KEY + "hint_over_city", city=CITIES[city].name)
    return landed_words(state, seat, city, place)


def landed_words(state: TycoonState, seat: int, city: int, place: int) -> str:
    """What the plane's landing place allows now, the builds the rules allow named."""
    legal = set(state.legal_moves(seat))
    builds = []
    if BUILD_HOTEL in legal:
        price = CITIES[city].landing_prices[place]
        builds.append(text(KEY + "build_hotel", price=price))
    if RENOVATE in legal:
        builds.append(text(KEY + "build_renovate"))
    if any(move in legal for move in FACTORIES):
        builds.append(text(KEY + "build_factory"))
    name = CITIES[city].name
    if not builds:
        return text(KEY + "hint_landed_nothing", city=name)
    return text(KEY + "hint_landed", city=name, builds=text(KEY + "build_or").join(builds))
