"""The table's log lines for every Tycoon event: turns, loans, tickets bought and laid open,
flights (onto a landing place or over a city, home at the turn's end), hotels, red fields,
renovations, factories, the round closing and ending, the payday (income, loans redeemed and
repaid, fortunes, new hotels) and the end of the game."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.rules.core import Event
from game.rules.tycoon import events as ev
from game.rules.tycoon.board import CITIES, TICKETS
from game.texts import text

KEY = "tycoon.table.log."


def city_name(city: int) -> str:
    """A city's name ('?' for none)."""
    return CITIES[city].name if 0 <= city < len(CITIES) else "?"


def ticket_name(ticket: int) -> str:
    """A ticket in words: 'Charterflug Aurelia – Brisa', 'Linienflug nach Corvento',
    'Linienflug über 2 Schritte'."""
    if not 0 <= ticket < len(TICKETS):
        return "?"
    data = TICKETS[ticket]
    if data.charter:
        return text("tycoon.table.ticket.charter", a=city_name(data.a), b=city_name(data.b))
    if data.a >= 0:
        return text("tycoon.table.ticket.to_city", city=city_name(data.a))
    if data.distance == 1:
        return text("tycoon.table.ticket.distance_one")
    return text("tycoon.table.ticket.distance", steps=data.distance)


def money(amount: int) -> str:
    """An amount of money: '12 Mio.'."""
    return text("tycoon.table.money", amount=amount)


def event_line(event: Event, names: Sequence[str], last_player: int = -1) -> str:
    """The event in words for the log, or '' for an event the log leaves out; last_player is
    the player after whose turn a closing round ends (-1: not told)."""
    player = getattr(event, "player", None)
    name = names[player] if isinstance(player, int) and 0 <= player < len(names) else ""
    maker = _LINES.get(type(event))
    return maker(event, name, names, last_player) if maker is not None else ""


Line = Callable[[Event, str, Sequence[str], int], str]


def _name_of(names: Sequence[str], player: int) -> str:
    """A player's name ('?' for none)."""
    return names[player] if 0 <= player < len(names) else "?"


def _turn(event: Event, name: str, names: Sequence[str], last: int) -> str:
    """Whose turn begins."""
    return text(KEY + "turn", name=name)


def _loan(event: Event, name: str, names: Sequence[str], last: int) -> str:
    """A loan taken (the plane flown home for it)."""
    assert isinstance(event, ev.LoanTaken)
    key = "loan_home" if event.flew_home else "loan"
    return text(KEY + key, name=name, amount=event.amount)


def _bought(event: Event, name: str, names: Sequence[str], last: int) -> str:
    """A ticket bought."""
    assert isinstance(event, ev.TicketBought)
    return text(KEY + "bought", name=name, ticket=ticket_name(event.ticket), price=event.price)


def _flown(event: Event, name: str, names: Sequence[str], last: int) -> str:
    """A flight onto a landing place (counted from 1) or over a city."""
    assert isinstance(event, ev.Flown)
    ticket, city = ticket_name(event.ticket), city_name(event.city)
    if event.place < 0:
        return text(KEY + "flown_over", name=name, ticket=ticket, city=city)
    return text(KEY + "flown_place", name=name, ticket=ticket, city=city, place=event.place + 1)


def _hotel(event: Event, name: str, names: Sequence[str], last: int) -> str:
    """A hotel built (fields counted from 1)."""
    assert isinstance(event, ev.HotelBuilt)
    return text(
        KEY + "hotel",
        name=name,
        city=city_name(event.city),
        field=event.field + 1,
        price=event.price,
    )


def _sent(event: Event, name: str, names: Sequence[str], last: int) -> str:
    """A red field sent a hotel to the Stadtbild."""
    assert isinstance(event, ev.SentToRenovation)
    return text(
        KEY + "sent",
        name=_name_of(names, event.owner),
        city=city_name(event.city),
        field=event.field + 1,
    )


def _renovated(event: Event, name: str, names: Sequence[str], last: int) -> str:
    """A hotel back from renovation."""
    assert isinstance(event, ev.HotelRenovated)
    return text(KEY + "renovated", name=name, city=city_name(event.city), field=event.field + 1)


def _factory(event: Event, name: str, names: Sequence[str], last: int) -> str:
    """A factory built (sites counted from 1)."""
    assert isinstance(event, ev.FactoryBuilt)
    return text(
        KEY + "factory",
        name=name,
        city=city_name(event.city),
        site=event.site + 1,
        price=event.price,
    )


def _flew_home(event: Event, name: str, names: Sequence[str], last: int) -> str:
    """An airborne plane flew home at the turn's end."""
    assert isinstance(event, ev.FlewHome)
    return text(KEY + "flew_home", name=name, city=city_name(event.city))


def _reshuffled(event: Event, name: str, names: Sequence[str], last: int) -> str:
    """A discard pile shuffled into a new pile."""
    assert isinstance(event, ev.PileReshuffled)
    key = "reshuffled_charter" if event.charter else "reshuffled_scheduled"
    return text(KEY + key, size=event.size)


def _laid_open(event: Event, name: str, names: Sequence[str], last: int) -> str:
    """The tickets laid open at the turn's end."""
    assert isinstance(event, ev.TicketsLaidOpen)
    tickets = [ticket_name(ticket) for ticket in (*event.charter, *event.scheduled)]
    return text(KEY + "laid_open", tickets=", ".join(tickets)) if tickets else ""


def _ended(event: Event, name: str, names: Sequence[str], last: int) -> str:
    """A turn ended, with or without building."""
    assert isinstance(event, ev.TurnEnded)
    return text(KEY + ("ended_built" if event.built else "ended_quiet"), name=name)


def _closing(event: Event, name: str, names: Sequence[str], last: int) -> str:
    """The round is closing: why, and after whose turn it ends."""
    assert isinstance(event, ev.RoundClosing)
    key = "closing_hotels" if event.reason == "hotels" else "closing_quiet"
    return text(KEY + key, name=name, last=_name_of(names, last))


def _round_ended(event: Event, name: str, names: Sequence[str], last: int) -> str:
    """A round is over: payday."""
    assert isinstance(event, ev.RoundEnded)
    return text(KEY + "round_ended", round=event.round)


def _income(event: Event, name: str, names: Sequence[str], last: int) -> str:
    """A player's payday income, and what went to a Restschuld."""
    assert isinstance(event, ev.IncomePaid)
    if event.to_debt:
        return text(KEY + "income_debt", name=name, total=event.total, to_debt=event.to_debt)
    return text(
        KEY + "income",
        name=name,
        total=event.total,
        distribution=event.distribution,
        majorities=event.majorities,
        factories=event.factories,
    )


def _redeemed(event: Event, name: str, names: Sequence[str], last: int) -> str:
    """A loan card that had to be redeemed (and a Restschuld left)."""
    assert isinstance(event, ev.LoanRedeemed)
    if event.owed:
        return text(KEY + "redeemed_owed", name=name, cost=event.cost, owed=event.owed)
    return text(KEY + "redeemed", name=name, cost=event.cost)


def _repaid(event: Event, name: str, names: Sequence[str], last: int) -> str:
    """The payday choice: loans repaid and extended."""
    assert isinstance(event, ev.LoansRepaid)
    return text(
        KEY + "repaid", name=name, count=event.count, cost=event.cost, extended=event.extended
    )


def _amounts(names: Sequence[str], amounts: Sequence[int]) -> str:
    """'Anna 23 Mio., Bert 17 Mio.'."""
    return ", ".join(
        text(KEY + "fortune", name=_name_of(names, player), amount=amount)
        for player, amount in enumerate(amounts)
    )


def _fortunes(event: Event, name: str, names: Sequence[str], last: int) -> str:
    """Every player's fortune announced."""
    assert isinstance(event, ev.FortunesAnnounced)
    return text(KEY + "fortunes", round=event.round, fortunes=_amounts(names, event.fortunes))


def _hotels(event: Event, name: str, names: Sequence[str], last: int) -> str:
    """New hotels for everybody."""
    assert isinstance(event, ev.HotelsHandedOut)
    return text(KEY + "hotels", count=event.count)


def _round_began(event: Event, name: str, names: Sequence[str], last: int) -> str:
    """A new round with its start player."""
    assert isinstance(event, ev.RoundBegan)
    return text(KEY + "round_began", round=event.round, name=_name_of(names, event.start_player))


def _game_ended(event: Event, name: str, names: Sequence[str], last: int) -> str:
    """The final scores."""
    assert isinstance(event, ev.GameEnded)
    return text(KEY + "game_ended", scores=_amounts(names, event.scores))


_LINES: dict[type, Line] = {
    ev.TurnBegan: _turn,
    ev.LoanTaken: _loan,
    ev.TicketBought: _bought,
    ev.Flown: _flown,
    ev.HotelBuilt: _hotel,
    ev.SentToRenovation: _sent,
    ev.HotelRenovated: _renovated,
    ev.FactoryBuilt: _factory,
    ev.FlewHome: _flew_home,
    ev.PileReshuffled: _reshuffled,
    ev.TicketsLaidOpen: _laid_open,
    ev.TurnEnded: _ended,
    ev.RoundClosing: _closing,
    ev.RoundEnded: _round_ended,
    ev.IncomePaid: _income,
    ev.LoanRedeemed: _redeemed,
    ev.LoansRepaid: _repaid,
    ev.FortunesAnnounced: _fortunes,
    ev.HotelsHandedOut: _hotels,
    ev.RoundBegan: _round_began,
    ev.GameEnded: _game_ended,
}
