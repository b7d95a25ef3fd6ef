"""The words of the flying things' info windows: an open or held ticket, a plane on the board
or at its home bank, a ticket pile and a discard pile; each rule in whole sentences and what it
means for the viewer now (where a ticket takes his plane, whether he can afford it, what his
tickets reach from where his plane is)."""

from __future__ import annotations

from collections.abc import Sequence

from game.client.scenes.tables.tycoon.info_words import (
    Words,
    city_list,
    city_name,
    counted,
    money,
    origin_words,
    player_name,
    position,
    ticket_title,
)
from game.client.scenes.tables.tycoon.meaning_prospect import build_words, destination_words
from game.rules.tycoon.board import CENTRE, CHARTER_IDS, SCHEDULED_IDS, TICKETS
from game.rules.tycoon.flights import HOME, PRICES, targets
from game.rules.tycoon.state import TycoonState
from game.texts import text


def ticket_rule(ticket: int) -> list[str]:
    """How a ticket flies and what it costs."""
    card = TICKETS[ticket]
    steps = counted("tycoon.info.steps", card.distance)
    if card.charter:
        words = text(
            "tycoon.info.ticket.charter", a=city_name(card.a), b=city_name(card.b), steps=steps
        )
    elif card.a >= 0:
        words = text("tycoon.info.ticket.to_city", city=city_name(card.a))
    else:
        words = text("tycoon.info.ticket.distance", steps=steps, centre=city_name(CENTRE))
    return [words, text("tycoon.info.ticket.price", price=money(PRICES[ticket]))]


def destinations(state: TycoonState, player: int, ticket: int) -> tuple[int, ...]:
    """Where the ticket takes the player's plane from where it is now."""
    return targets(ticket, state.plane_city[player])


def flight_words(state: TycoonState, seat: int, ticket: int, bought: bool) -> list[str]:
    """Where the ticket takes the viewer's plane from where it is now (bought: he holds it,
    else he could buy it), and over which of those cities it would have to fly on."""
    origin = state.plane_city[seat]
    cities = destinations(state, seat, ticket)
    if not cities:
        key = "nowhere_home" if origin == HOME and TICKETS[ticket].charter else "nowhere"
        return [text(f"tycoon.info.ticket.{key}", origin=origin_words(origin))]
    key = "flies" if bought else "would_fly"
    lines = [
        text(f"tycoon.info.ticket.{key}", origin=origin_words(origin), cities=city_list(cities))
    ]
    full = [city for city in cities if min(state.landing[city]) >= 0]
    if full:
        lines.append(counted("tycoon.info.ticket.over_full", len(full), cities=city_list(full)))
    if bought:
        # What the plane could build where it lands: the choice a held ticket is bought for.
        lines += [destination_words(state, seat, city) for city in cities if city not in full]
    return lines


def open_ticket_words(state: TycoonState, seat: int | None, ticket: int) -> Words:
    """An open ticket: how it flies, its price and the buying rule; for the viewer where it
    would take him and whether he can buy it."""
    rule = ticket_rule(ticket) + [text("tycoon.info.ticket.open")]
    if seat is None:
        return ticket_title(ticket), rule, []
    for_you = flight_words(state, seat, ticket, False)
    cash, price = state.cash[seat], PRICES[ticket]
    if cash >= price:
        for_you.append(text("tycoon.info.ticket.affordable", cash=money(cash)))
    else:
        for_you.append(
            text("tycoon.info.ticket.short", cash=money(cash), missing=money(price - cash))
        )
    if state.phase != "turn" or state.acting != seat:
        for_you.append(text("tycoon.info.ticket.buy_in_turn"))
    return ticket_title(ticket), rule, for_you


def held_ticket_words(
    state: TycoonState, seat: int | None, player: int, ticket: int, names: Sequence[str] | None
) -> Words:
    """A held ticket: how it flies and who holds it; the viewer's own: where it takes his plane
    now and whether he may still fly this turn; another's: where it takes that player."""
    rule = ticket_rule(ticket)
    if player == seat:
        rule.append(text("tycoon.info.ticket.held_yours"))
        for_you = flight_words(state, seat, ticket, True)
        if state.phase != "turn" or state.acting != seat:
            for_you.append(text("tycoon.info.ticket.fly_in_turn"))
        elif state.built:
            for_you.append(text("tycoon.info.ticket.built"))
        return ticket_title(ticket), rule, for_you
    name = player_name(player, names)
    rule.append(text("tycoon.info.ticket.held", name=name))
    cities = destinations(state, player, ticket)
    origin = origin_words(state.plane_city[player])
    if cities:
        rule.append(
            text("tycoon.info.ticket.takes", name=name, origin=origin, cities=city_list(cities))
        )
    else:
        rule.append(text("tycoon.info.ticket.takes_nowhere", name=name, origin=origin))
    return ticket_title(ticket), rule, []


def reached(state: TycoonState, player: int) -> list[int]:
    """The cities the player's held tickets reach from where his plane is now."""
    found = {
        city for ticket in state.tickets[player] for city in destinations(state, player, ticket)
    }
    return sorted(found)


def plane_words(
    state: TycoonState, seat: int | None, player: int, names: Sequence[str] | None
) -> Words:
    """A plane on the board or in the air: where it is and the plane's rules; the viewer's
    own: where his tickets take it and what it could build where it stands."""
    city, place = state.plane_city[player], state.plane_place[player]
    own = player == seat
    name = player_name(player, names)
    title = (
        text("tycoon.info.plane.title_yours") if own else text("tycoon.info.plane.title", name=name)
    )
    if city == HOME:
        rule = [text("tycoon.info.plane.home", where=position(city, place))]
    elif place >= 0:
        rule = [text("tycoon.info.plane.stands", where=position(city, place))]
    else:
        rule = [text("tycoon.info.plane.airborne", city=city_name(city))]
    rule.append(text("tycoon.info.plane.rule"))
    if seat is None or not own:
        return title, rule, []
    return title, rule, _own_plane(state, seat, names)


def home_plane_words(
    state: TycoonState, seat: int | None, player: int, names: Sequence[str] | None
) -> Words:
    """A plane at its home bank: the home bank's flying and loan rules; the viewer's own: where
    his tickets take it and whether he may take a loan now."""
    own = player == seat
    name = player_name(player, names)
    title = (
        text("tycoon.info.plane.home_title_yours")
        if own
        else text("tycoon.info.plane.home_title", name=name)
    )
    rule = [
        text("tycoon.info.plane.home_flights", centre=city_name(CENTRE)),
        text("tycoon.info.plane.home_loan"),
    ]
    if state.plane_city[player] != HOME:
        rule.append(
            text(
                "tycoon.info.plane.not_home",
                where=position(state.plane_city[player], state.plane_place[player]),
            )
        )
    if seat is None or not own or state.plane_city[seat] != HOME:
        return title, rule, []
    for_you = _own_plane(state, seat, names)
    if state.may_take_loan(seat):
        for_you.append(text("tycoon.info.plane.loan_now"))
    return title, rule, for_you


def _own_plane(state: TycoonState, seat: int, names: Sequence[str] | None) -> list[str]:
    """Where the viewer's held tickets take his plane, and what it could build where it
    stands."""
    cities = reached(state, seat)
    if cities:
        lines = [text("tycoon.info.plane.reaches", cities=city_list(cities))]
    elif state.tickets[seat]:
        lines = [text("tycoon.info.plane.reaches_none")]
    else:
        lines = [text("tycoon.info.plane.no_tickets")]
    city, place = state.plane_city[seat], state.plane_place[seat]
    if city != HOME and place >= 0:
        lines += build_words(state, seat, city, place, names)
    return lines


def unseen(state: TycoonState, charter: bool) -> list[int]:
    """The tickets of a pile, as a set: every ticket of its sort that lies open, is held or
    lies on the discard pile is not in it (its order stays hidden)."""
    if charter:
        every, shown = CHARTER_IDS, state.open_charter + state.charter_discard
    else:
        every, shown = SCHEDULED_IDS, state.open_scheduled + state.scheduled_discard
    out = set(shown).union(*state.tickets)
    return [ticket for ticket in every if ticket not in out]


def _stack_words(part: str, charter: bool, size: int, rule: str) -> tuple[str, list[str]]:
    """A pile's or discard pile's title and rule (part 'pile' or 'discard'): its size or that
    it is empty, then the rule under the key rule."""
    sort = "charter" if charter else "scheduled"
    key = f"tycoon.info.{part}."
    size_line = counted(key + "size", size) if size else text(key + "empty")
    return text(f"{key}title_{sort}"), [size_line, text(key + rule)]


def pile_words(state: TycoonState, seat: int | None, pile: int) -> Words:
    """A ticket pile: its size and the refill rule; for the viewer how many of its tickets
    would take his plane on from where it is."""
    charter = pile == 0
    size = len(state.charter_pile if charter else state.scheduled_pile)
    title, rule = _stack_words("pile", charter, size, "refill")
    if seat is None or not size:
        return title, rule, []
    origin = state.plane_city[seat]
    useful = sum(1 for ticket in unseen(state, charter) if targets(ticket, origin))
    key = "tycoon.info.pile.useful" if useful else "tycoon.info.pile.useful_none"
    return title, rule, [counted(key, useful, origin=origin_words(origin))]


def discard_words(state: TycoonState, pile: int) -> Words:
    """A discard pile: the flown tickets lying there and when they come back."""
    charter = pile == 0
    size = len(state.charter_discard if charter else state.scheduled_discard)
    title, rule = _stack_words("discard", charter, size, "rule")
    return title, rule, []
