"""The table's log lines for every Speedpipe event: the opening, rounds and turns, cards drawn
open and blind, the Rohrlager laid anew, the pile reshuffled, routes laid (mountains revealed,
paid or aborted), contracts drawn and kept, stations and terminals, leaks and repairs, the
extra rules' prizes, passes, the last round and the final accounts (the deal at the set-up and
each card laid open too)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.client.scenes.tables.speedpipe.card_names import kind_name, payment_words
from game.rules.core import Event
from game.rules.speedpipe import events as ev
from game.rules.speedpipe.maps import PipeMap
from game.texts import text

KEY = "speedpipe.table_log."


def route_name(pipe_map: PipeMap, route: int) -> str:
    """A route by its two places: 'Ankerhaven – Teerwiesen'."""
    if not 0 <= route < len(pipe_map.routes):
        return "?"
    found = pipe_map.routes[route]
    return text(
        "speedpipe.table.route_name",
        a=pipe_map.places[found.a].name,
        b=pipe_map.places[found.b].name,
    )


def place_name(pipe_map: PipeMap, place: int) -> str:
    """A place's name ('?' for none)."""
    return pipe_map.places[place].name if 0 <= place < len(pipe_map.places) else "?"


def cards_words(cards: Sequence[int]) -> str:
    """Cards in words: 'Rot, Blau, Schweißtrupp'."""
    return ", ".join(kind_name(card) for card in cards)


def event_line(event: Event, names: Sequence[str], pipe_map: PipeMap) -> str:
    """The event in words for the log, or '' for an event the log leaves out."""
    company = getattr(event, "company", None)
    name = names[company] if isinstance(company, int) and 0 <= company < len(names) else ""
    maker = _LINES.get(type(event))
    return maker(event, name, names, pipe_map) if maker is not None else ""


Line = Callable[[Event, str, Sequence[str], PipeMap], str]


def _route_laid(event: Event, name: str, names: Sequence[str], pipe_map: PipeMap) -> str:
    """Who laid which route, paid how, for how many points."""
    assert isinstance(event, ev.RouteLaid)
    length = pipe_map.routes[event.route].length
    paid = payment_words(length, event.paint, event.jokers)
    if event.extra:
        extra = payment_words(event.extra, event.paint, event.extra_jokers)
        paid = text("speedpipe.table_log.paid_extra", paid=paid, extra=extra)
    return text(
        KEY + "route_laid",
        name=name,
        route=route_name(pipe_map, event.route),
        paid=paid,
        points=event.points,
    )


def _mountain(event: Event, name: str, names: Sequence[str], pipe_map: PipeMap) -> str:
    """The cards a mountain revealed and what they cost more."""
    assert isinstance(event, ev.MountainRevealed)
    return text(
        KEY + "mountain_revealed",
        name=name,
        route=route_name(pipe_map, event.route),
        cards=cards_words(event.cards) or text("speedpipe.table_log.no_cards"),
        extra=event.extra,
    )


def _leak(event: Event, name: str, names: Sequence[str], pipe_map: PipeMap) -> str:
    """A leak card and the route it blocks (or that none was free)."""
    assert isinstance(event, ev.LeakStruck)
    if event.route < 0:
        return text(KEY + "leak_none", name=name)
    return text(KEY + "leak", name=name, route=route_name(pipe_map, event.route))


def _scored(event: Event, name: str, names: Sequence[str], pipe_map: PipeMap) -> str:
    """A company's final account in one line."""
    assert isinstance(event, ev.CompanyScored)
    won = sum(points for _contract, points in event.fulfilled)
    lost = -sum(points for _contract, points in event.failed)
    return text(
        KEY + "company_scored",
        name=name,
        fulfilled=len(event.fulfilled),
        won=won,
        failed=len(event.failed),
        lost=lost,
        stations=event.stations,
        valve=event.golden_valve,
        total=event.total,
    )


def _ended(event: Event, name: str, names: Sequence[str], pipe_map: PipeMap) -> str:
    """The end and who leads."""
    assert isinstance(event, ev.GameEnded)
    best = max(event.scores) if event.scores else 0
    leaders = [names[seat] for seat, score in enumerate(event.scores) if score == best]
    return text(
        KEY + ("ended_all_passed" if event.reason == "all_passed" else "ended"),
        names=", ".join(leaders),
        points=best,
    )


def _simple(key: str, **fields: Callable[[Event, PipeMap], object]) -> Line:
    """A line of the name and fields read from the event."""

    def line(event: Event, name: str, names: Sequence[str], pipe_map: PipeMap) -> str:
        values = {field: read(event, pipe_map) for field, read in fields.items()}
        return text(KEY + key, name=name, **values)

    return line


def _opening_ended(event: Event, name: str, names: Sequence[str], pipe_map: PipeMap) -> str:
    """Every company has chosen; who begins."""
    assert isinstance(event, ev.OpeningEnded)
    start = event.start_company
    return text(KEY + "opening_ended", name=names[start] if 0 <= start < len(names) else "")


_LINES: dict[type, Line] = {
    ev.CardsDealt: _simple("cards_dealt"),
    ev.ContractsDealt: _simple("contracts_dealt"),
    ev.OpeningChosen: _simple("opening_chosen"),
    ev.OpeningEnded: _opening_ended,
    ev.RoundBegan: _simple("round_began", round=lambda e, m: e.round),  # type: ignore[attr-defined]
    ev.OilPriceSet: _simple("oil_price", price=lambda e, m: e.price),  # type: ignore[attr-defined]
    ev.TurnBegan: _simple("turn_began"),
    ev.OpenCardTaken: _simple(
        "open_card",
        card=lambda e, m: kind_name(e.card),  # type: ignore[attr-defined]
    ),
    ev.BlindCardDrawn: _simple("blind_card"),
    ev.DisplayRefilled: _simple(
        "display_refilled",
        card=lambda e, m: kind_name(e.card),  # type: ignore[attr-defined]
    ),
    ev.DisplayReset: _simple("display_reset"),
    ev.PileReshuffled: _simple("pile_reshuffled", size=lambda e, m: e.size),  # type: ignore[attr-defined]
    ev.LeakStruck: _leak,
    ev.RouteUnblocked: _simple(
        "route_unblocked",
        route=lambda e, m: route_name(m, e.route),  # type: ignore[attr-defined]
    ),
    ev.MountainRevealed: _mountain,
    ev.MountainAborted: _simple(
        "mountain_aborted",
        route=lambda e, m: route_name(m, e.route),  # type: ignore[attr-defined]
    ),
    ev.RevealDiscarded: _simple(
        "reveal_discarded",
        cards=lambda e, m: cards_words(e.cards),  # type: ignore[attr-defined]
    ),
    ev.RouteLaid: _route_laid,
    ev.ContractsDrawn: _simple("contracts_drawn", count=lambda e, m: e.count),  # type: ignore[attr-defined]
    ev.ContractsKept: _simple(
        "contracts_kept",
        kept=lambda e, m: e.kept,  # type: ignore[attr-defined]
        returned=lambda e, m: e.returned,  # type: ignore[attr-defined]
    ),
    ev.StationBuilt: _simple(
        "station_built",
        place=lambda e, m: place_name(m, e.place),  # type: ignore[attr-defined]
    ),
    ev.TerminalBuilt: _simple(
        "terminal_built",
        place=lambda e, m: place_name(m, e.place),  # type: ignore[attr-defined]
    ),
    ev.RefineryBonusWon: _simple(
        "refinery_bonus",
        place=lambda e, m: place_name(m, e.place),  # type: ignore[attr-defined]
        points=lambda e, m: e.points,  # type: ignore[attr-defined]
    ),
    ev.FoerderrechtWon: _simple(
        "foerderrecht",
        place=lambda e, m: place_name(m, e.place),  # type: ignore[attr-defined]
        points=lambda e, m: e.points,  # type: ignore[attr-defined]
    ),
    ev.Passed: _simple("passed"),
    ev.LastRoundBegan: _simple(
        "last_round",
        segments=lambda e, m: e.segments,  # type: ignore[attr-defined]
    ),
    ev.CompanyScored: _scored,
    ev.GameEnded: _ended,
}
