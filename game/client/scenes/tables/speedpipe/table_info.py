"""The info windows of the Speedpipe table: a route, a place, a pipe card in the hand or in the
Rohrlager, the piles and a contract, each with a picture, its rules in whole sentences and what it
means for the viewer now.

What the scene and the map call (state: the table's SpeedpipeState; seat: the viewer, None for
no meaning; names: the seats' names, else 'Firma 2'; clear_of: rectangles the window must leave
uncovered, such as the card it explains):

    route_content(state, seat, route, names=None, clear_of=()) -> InfoContent
    place_content(state, seat, place, names=None, clear_of=()) -> InfoContent
    card_content(state, seat, kind, where, clear_of=()) -> InfoContent
        kind: a paint 0–7 or JOKER; where: "hand" or "display"
    pile_content(state, seat, pile, clear_of=()) -> InfoContent
        pile: "blind", "discard" or "contracts"
    contract_content(state, seat, contract, clear_of=()) -> InfoContent
    map_info_source(state, seat, names) -> Callable[[str, int], InfoContent | None]
        for MapView.info_source: state, seat and names are read through the callables given
        at each call; kind "route" or "place" with its id

Each refuses in words a number that names nothing of the map or the game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.client.scenes.tables.speedpipe.card_names import kind_name
from game.client.scenes.tables.speedpipe.contract_look import contract_words
from game.client.scenes.tables.speedpipe.info_pictures import (
    blind_picture,
    card_picture,
    contract_picture,
    contract_pile_picture,
    discard_picture,
    place_picture,
    route_picture,
)
from game.client.scenes.tables.speedpipe.log_words import route_name
from game.client.scenes.tables.speedpipe.meaning_words import (
    card_for_you,
    company_name,
    contract_for_you,
    counted,
    pile_for_you,
    place_for_you,
    points_words,
    route_for_you,
)
from game.client.widgets.info import InfoContent
from game.rules.speedpipe.catalogue import GREY, HAND_KINDS, JOKER, LEAK_CARDS, PAINTS
from game.rules.speedpipe.insight import contract_info
from game.rules.speedpipe.state import SpeedpipeState
from game.rules.speedpipe.tables import FOERDER_BONUS, REFINERY_BONUS
from game.texts import text

Rects = tuple[pygame.Rect, ...]
CARD_PLACES = ("hand", "display")
PILES = ("blind", "discard", "contracts")
# With this many companies or fewer only one strand of a double route is used.
FEW_COMPANIES = 3


def route_content(
    state: SpeedpipeState,
    seat: int | None,
    route: int,
    names: Sequence[str] | None = None,
    clear_of: Rects = (),
) -> InfoContent:
    """A route: its length and points, paint, kind (mountain, underwater with its buoys, double
    route), owner or that it is free, a leak on it; what it means for the seat."""
    _check(route, state.board.route_count, "route")
    board = state.board
    length = board.lengths[route]
    rule = [
        counted("speedpipe.rules.route_fields", length, length=length, points=board.points[route])
    ]
    paint = board.paints[route]
    if paint == GREY:
        rule.append(text("speedpipe.rules.route_grey"))
    else:
        rule.append(text("speedpipe.rules.route_paint", paint=kind_name(paint)))
    if board.mountains[route]:
        rule.append(text("speedpipe.rules.mountain"))
    buoys = board.buoys[route]
    if buoys:
        rule.append(counted("speedpipe.rules.underwater", buoys, buoys=buoys))
    if board.twins[route] >= 0:
        few = state.players <= FEW_COMPANIES
        rule.append(text("speedpipe.rules.double_few" if few else "speedpipe.rules.double_many"))
    owner = state.owners[route]
    if owner >= 0:
        rule.append(text("speedpipe.rules.owner", name=company_name(owner, names)))
    else:
        rule.append(text("speedpipe.rules.free"))
    holder = state.blocked[route]
    if holder >= 0:
        rule.append(text("speedpipe.rules.blocked", name=company_name(holder, names)))
    for_you = [] if seat is None else route_for_you(state, seat, route, names)
    picture = route_picture(state, route)
    return InfoContent(route_name(state.map, route), rule, for_you, picture, clear_of)


def place_content(
    state: SpeedpipeState,
    seat: int | None,
    place: int,
    names: Sequence[str] | None = None,
    clear_of: Rects = (),
) -> InfoContent:
    """A place: its kind, the routes ending there, the pump station on it and the station rule,
    the extra rules that act there (Raffinerie-Bonus, Förderrecht, Tankerterminals) with who
    won what there; what it means for the seat."""
    places = state.map.places
    _check(place, len(places), "place")
    where = places[place]
    rule = [text(f"speedpipe.rules.{where.kind}")]
    routes = len(state.map.routes_at[place])
    rule.append(counted("speedpipe.rules.place_routes", routes))
    station = state.stations[place]
    if station >= 0:
        rule.append(text("speedpipe.rules.station_here", name=company_name(station, names)))
    else:
        rule.append(text("speedpipe.rules.no_station"))
    rule.append(text("speedpipe.rules.station"))
    rule.append(text("speedpipe.rules.station_unbuilt"))
    if state.refinery and where.kind == "refinery":
        rule.append(text("speedpipe.rules.refinery_bonus"))
        rule += _won_here(state.refinery_race, place, "refinery_won", REFINERY_BONUS, names)
    if state.terminals_on and place in state.board.sources:
        rule.append(text("speedpipe.rules.foerder"))
        rule += _won_here(state.foerder_race, place, "foerder_won", FOERDER_BONUS, names)
    if state.terminals_on and where.kind == "port":
        rule.append(text("speedpipe.rules.terminal"))
        builders = [c for c in range(state.players) if place in state.terminals[c]]
        if builders:
            who = _all_named([company_name(company, names) for company in builders])
            rule.append(text("speedpipe.rules.terminals_here", names=who))
    for_you = [] if seat is None else place_for_you(state, seat, place)
    return InfoContent(where.name, rule, for_you, place_picture(state, place), clear_of)


def card_content(
    state: SpeedpipeState,
    seat: int | None,
    kind: int,
    where: str,
    clear_of: Rects = (),
) -> InfoContent:
    """A pipe card in the hand or the Rohrlager: what it pays, the rules of where it lies (an
    open joker only as the first card); what it means for the seat."""
    if where not in CARD_PLACES:
        raise ValueError(f"'{where}' is no place of pipe cards ({', '.join(CARD_PLACES)})")
    if type(kind) is not int or not 0 <= kind <= JOKER:
        raise ValueError(f"{kind!r} is no pipe card (paints 0 to {PAINTS - 1}, joker {JOKER})")
    if kind == JOKER:
        rule = [text("speedpipe.rules.card_joker")]
    else:
        rule = [text("speedpipe.rules.card_paint", paint=kind_name(kind))]
    rule.append(text(f"speedpipe.rules.{where}"))
    if where == "display" and kind == JOKER:
        rule.append(text("speedpipe.rules.display_joker"))
    held = None if seat is None or where != "hand" else state.hands[seat][kind]
    for_you = [] if seat is None else card_for_you(state, seat, kind)
    return InfoContent(kind_name(kind), rule, for_you, card_picture(kind, held), clear_of)


def pile_content(
    state: SpeedpipeState, seat: int | None, pile: str, clear_of: Rects = ()
) -> InfoContent:
    """The blind pile (its size, the leak cards still in it), the discard pile (the cards
    lying there) or the contract pile (its size): their rules and what they mean for the
    seat."""
    if pile not in PILES:
        raise ValueError(f"'{pile}' is no pile ({', '.join(PILES)})")
    if pile == "blind":
        size = len(state.pile)
        rule = [text("speedpipe.rules.blind"), counted("speedpipe.rules.blind_size", size)]
        if state.leaks and state.leaks_gone < LEAK_CARDS:
            rule.append(text("speedpipe.rules.leaks_left", count=LEAK_CARDS - state.leaks_gone))
        picture = blind_picture(size)
    elif pile == "discard":
        rule = [text("speedpipe.rules.discard")]
        lying = [
            text("speedpipe.pay.cards", count=state.discard[kind], kind=kind_name(kind))
            for kind in range(HAND_KINDS)
            if state.discard[kind]
        ]
        if lying:
            rule.append(text("speedpipe.rules.discard_cards", cards=_all_named(lying)))
        else:
            rule.append(text("speedpipe.rules.discard_empty"))
        picture = discard_picture(state.discard)
    else:
        size = len(state.short_pile)
        rule = [text("speedpipe.rules.contract_pile")]
        if size:
            rule.append(counted("speedpipe.rules.contract_pile_size", size))
        else:
            rule.append(text("speedpipe.rules.contract_pile_empty"))
        picture = contract_pile_picture(size)
    for_you = [] if seat is None else pile_for_you(state, seat, pile)
    return InfoContent(text(f"speedpipe.info.{pile}_title"), rule, for_you, picture, clear_of)


def contract_content(
    state: SpeedpipeState, seat: int | None, contract: int, clear_of: Rects = ()
) -> InfoContent:
    """A contract: its two places and value, a long one marked, the Ölpreis rule when it is
    on; for the seat whether it is fulfilled, how many fields it misses or that no way is left.
    The picture shows both places and, once joined, the seat's pipelines between them."""
    deals = state.map.contracts
    _check(contract, len(deals), "contract")
    deal = deals[contract]
    places = state.map.places
    rule = [
        text(
            "speedpipe.rules.contract",
            a=places[deal.a].name,
            b=places[deal.b].name,
            value=deal.value,
        )
    ]
    if deal.long:
        rule.append(text("speedpipe.rules.contract_long"))
    if state.oil:
        rule.append(text("speedpipe.rules.oil_price", price=state.oil_price))
    path: list[int] = []
    for_you: list[str] = []
    if seat is not None:
        path = contract_info(state, seat, contract)["path"]
        for_you = contract_for_you(state, seat, contract)
    picture = contract_picture(state, contract, path)
    return InfoContent(contract_words(state.map, contract), rule, for_you, picture, clear_of)


def map_info_source(
    state: Callable[[], SpeedpipeState],
    seat: Callable[[], int | None],
    names: Callable[[], Sequence[str]],
) -> Callable[[str, int], InfoContent | None]:
    """What MapView.info_source wants: the window of a 'route' or 'place' by its id, for the
    table's state, viewer and names as they are at each call."""

    def content(kind: str, number: int) -> InfoContent | None:
        if kind == "route":
            return route_content(state(), seat(), number, names())
        if kind == "place":
            return place_content(state(), seat(), number, names())
        return None

    return content


def _won_here(
    race: Sequence[tuple[int, int]],
    place: int,
    key: str,
    points: Sequence[int],
    names: Sequence[str] | None,
) -> list[str]:
    """Who won a race's bonus at this place, with the points of that rank."""
    return [
        text(
            f"speedpipe.rules.{key}",
            name=company_name(company, names),
            points=points_words(points[rank]),
        )
        for rank, (company, at) in enumerate(race)
        if at == place
    ]


def _all_named(words: Sequence[str]) -> str:
    """Every one of the words as a list ('A, B und C')."""
    if len(words) < 2:
        return "".join(words)
    return text("list.and", first=", ".join(words[:-1]), last=words[-1])


def _check(number: int, count: int, what: str) -> None:
    """Refuses in words a number that names no route, place or contract of the game."""
    if type(number) is not int or not 0 <= number < count:
        raise ValueError(f"there is no {what} {number!r} ({what}s 0 to {count - 1})")
