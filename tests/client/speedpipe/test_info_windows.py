"""The Speedpipe table's info windows: a route, a place, a pipe card in the hand and in the
Rohrlager, the three piles and a contract, each with a picture, its rules in whole sentences and
what it means for the viewer now; the lines expected are worked out from the position (the map's
facts, the hand, the rules' answers), and every window fits, in German and in English."""

from __future__ import annotations

import pygame
import pytest

from game.client.scenes.tables.speedpipe.card_names import kind_name, payment_words
from game.client.scenes.tables.speedpipe.table_info import (
    card_content,
    contract_content,
    map_info_source,
    pile_content,
    place_content,
    route_content,
)
from game.client.text_recording import recording_texts
from game.client.widgets.info import InfoContent, InfoWindow
from game.client.widgets.layout import CANVAS_HEIGHT, CANVAS_WIDTH
from game.rules.speedpipe.catalogue import JOKER, LEAK_CARDS, PAINT_KEYS
from game.rules.speedpipe.insight import best_payment
from game.rules.speedpipe.state import SpeedpipeState
from game.rules.speedpipe.tables import ROUTE_POINTS
from game.texts import set_language, text
from tests.client.speedpipe.finished_games import ALL_RULES, NAMES, states
from tests.client.text_fit import findings
from tests.rules.speedpipe.scenario import table

ROT = PAINT_KEYS.index("rot")
NORDFELD, RAFFINERIE_A, HAFEN_WEST, HAFEN_OST, PLATTFORM = 0, 2, 4, 5, 6


def place_name(state: SpeedpipeState, place: int) -> str:
    """A place's name on the map."""
    return state.map.places[place].name


def between(state: SpeedpipeState, a: int, b: int) -> str:
    """'A – B' for two places."""
    return text("speedpipe.table.route_name", a=place_name(state, a), b=place_name(state, b))


def test_a_free_route_tells_length_points_paint_and_how_the_viewer_pays_it() -> None:
    """Route 0 (Nordfeld – Raffinerie A, rot, 2 fields): 2 points, red cards; the hand of two
    red cards and a joker pays it as the rules propose; it lies on the way of the contract
    Nordfeld – Hafen West."""
    state = table(hands={0: {"rot": 2, "joker": 1}}, contracts={0: [0]})
    content = route_content(state, 0, 0, NAMES)
    assert content.title == between(state, NORDFELD, RAFFINERIE_A)
    assert content.picture is not None
    assert content.rule == [
        text("speedpipe.rules.route_fields", length=2, points=ROUTE_POINTS[2]),
        text("speedpipe.rules.route_paint", paint=kind_name(ROT)),
        text("speedpipe.rules.free"),
    ]
    proposal = best_payment(state, 0, 0)
    assert proposal is not None and proposal.jokers == 0  # two red cards, the joker kept
    paying = text("speedpipe.meaning.pay", payment=payment_words(2, ROT, 0))
    helping = text("speedpipe.meaning.helps", contracts=between(state, NORDFELD, HAFEN_WEST))
    assert content.for_you == [paying, helping]


def test_mountain_underwater_and_double_routes_tell_their_rules() -> None:
    """Route 4 is a mountain, route 15 lies under water with two buoys, route 1 is a strand of
    a double route (three companies: one strand only); the hand lacks cards for route 15."""
    state = table(hands={0: {"blau": 1}})
    mountain = route_content(state, 0, 4, NAMES)
    assert text("speedpipe.rules.mountain") in mountain.rule
    underwater = route_content(state, 0, 15, NAMES)
    assert text("speedpipe.rules.underwater", buoys=2) in underwater.rule
    # 3 blue fields: two jokers for the buoys and one blue card, which the hand holds.
    assert underwater.for_you[0] == text("speedpipe.meaning.pay_missing", count=2)
    double = route_content(state, 0, 1, NAMES)
    assert text("speedpipe.rules.double_few") in double.rule
    grey = route_content(state, 0, 5, NAMES)
    assert text("speedpipe.rules.route_grey") in grey.rule
    assert grey.rule[0] == text("speedpipe.rules.route_fields_one")
    four = route_content(table(4), 0, 1, NAMES)
    assert text("speedpipe.rules.double_many") in four.rule


def test_laid_taken_and_blocked_routes_tell_owner_and_why_not() -> None:
    """Ben's route 0 (his own for him, foreign for Anna), the other strand of Ben's route 1,
    and a route a leak of Cleo's blocks."""
    state = table(owners={0: 1, 1: 1}, stations={RAFFINERIE_A: 0}, options={"leaks": "on"})
    state.pile.remove(next(card for card in state.pile if card > JOKER))
    state.leaks_gone = 1
    state.blocked[11] = 2
    content = route_content(state, 0, 0, NAMES)
    assert text("speedpipe.rules.owner", name=NAMES[1]) in content.rule
    # Anna's pump station at Raffinerie A lends her Ben's pipeline at the end.
    place = place_name(state, RAFFINERIE_A)
    assert content.for_you == [text("speedpipe.meaning.borrowed", place=place)]
    assert route_content(state, 1, 0, NAMES).for_you == [text("speedpipe.meaning.own_route")]
    assert route_content(state, 2, 0, NAMES).for_you == [text("speedpipe.meaning.foreign")]
    twin = route_content(state, 0, 2, NAMES)
    assert twin.for_you[0] == text("speedpipe.meaning.twin_taken", name=NAMES[1])
    blocked = route_content(state, 0, 11, NAMES)
    assert text("speedpipe.rules.blocked", name=NAMES[2]) in blocked.rule
    assert blocked.for_you[0] == text("speedpipe.meaning.blocked_now")


def test_a_place_tells_routes_station_races_and_what_the_viewer_can_build() -> None:
    """Raffinerie A with Ben's station and Anna's route 0: six routes end there; the
    Raffinerie-Bonus rule; Anna's next station costs one card, which she holds, but not
    here; her contracts naming the place."""
    state = table(
        owners={0: 0},
        stations={RAFFINERIE_A: 1},
        hands={0: {"gelb": 1}},
        contracts={0: [1, 7]},
        options={"refinery_bonus": "on"},
    )
    content = place_content(state, 0, RAFFINERIE_A, NAMES)
    routes = len(state.map.routes_at[RAFFINERIE_A])
    assert content.title == place_name(state, RAFFINERIE_A)
    assert text("speedpipe.rules.place_routes", count=routes) in content.rule
    assert text("speedpipe.rules.station_here", name=NAMES[1]) in content.rule
    assert text("speedpipe.rules.refinery_bonus") in content.rule
    contracts = text(
        "list.and",
        first=between(state, 1, RAFFINERIE_A),
        last=between(state, NORDFELD, RAFFINERIE_A),
    )
    assert content.for_you == [
        text("speedpipe.meaning.own_pipes_one", count=1),
        text("speedpipe.meaning.refinery_count", count=1),
        text("speedpipe.meaning.place_contracts", contracts=contracts),
    ]
    free = place_content(state, 0, NORDFELD, NAMES)
    cost = text("speedpipe.meaning.station_cost_one")
    assert text("speedpipe.meaning.station_pay", cost=cost) in free.for_you
    assert text("speedpipe.rules.no_station") in free.rule


def test_ports_and_oil_fields_tell_terminals_and_the_foerderrecht() -> None:
    """With Tankerterminals: Anna's terminal in Hafen West (she can build none more there),
    Ben's Förderrecht won first at Nordfeld (2 points)."""
    state = table(owners={1: 0, 0: 1}, hands={0: {"gelb": 2}}, options={"terminals": "on"})
    port = place_content(state, 0, HAFEN_WEST, NAMES)
    assert text("speedpipe.rules.terminal") in port.rule
    assert text("speedpipe.meaning.terminal_pay") in port.for_you
    state.terminals[0] = [HAFEN_WEST]
    state.foerder_race = [(1, NORDFELD)]
    port = place_content(state, 0, HAFEN_WEST, NAMES)
    assert text("speedpipe.rules.terminals_here", names=NAMES[0]) in port.rule
    assert text("speedpipe.meaning.terminal_pay") not in port.for_you
    field = place_content(state, 0, NORDFELD, NAMES)
    points = text("speedpipe.info.points", count=2)
    assert text("speedpipe.rules.foerder_won", name=NAMES[1], points=points) in field.rule


def test_hand_and_display_cards_tell_what_they_pay_and_where_they_help() -> None:
    """A red card in the hand fits route 0 on the way of Nordfeld – Hafen West, and one more
    would pay it; an open joker may only be the first card."""
    state = table(hands={0: {"rot": 1}}, contracts={0: [0]}, display=["joker"] * 2 + ["blau"] * 3)
    red = card_content(state, 0, ROT, "hand")
    assert red.title == kind_name(ROT) and red.picture is not None
    assert red.rule == [
        text("speedpipe.rules.card_paint", paint=kind_name(ROT)),
        text("speedpipe.rules.hand"),
    ]
    contract = between(state, NORDFELD, HAFEN_WEST)
    assert red.for_you == [
        text("speedpipe.meaning.held_one", count=1),
        text("speedpipe.meaning.fits", contracts=contract),
        text("speedpipe.meaning.one_more", routes=between(state, NORDFELD, RAFFINERIE_A)),
    ]
    joker = card_content(state, 0, JOKER, "display")
    assert joker.rule == [
        text("speedpipe.rules.card_joker"),
        text("speedpipe.rules.display"),
        text("speedpipe.rules.display_joker"),
    ]
    assert joker.for_you[0] == text("speedpipe.meaning.held_none")
    blue = card_content(state, 0, PAINT_KEYS.index("blau"), "display")
    assert text("speedpipe.meaning.fits_none") in blue.for_you


def test_the_piles_tell_their_sizes_and_cards() -> None:
    """The blind pile with the leak cards still in it, the discard pile's cards, the contract
    pile's size and the viewer's contracts."""
    state = table(
        options={"leaks": "on"}, contracts={0: [0, 7]}, owners={0: 0}, hands={0: {"rot": 1}}
    )
    blind = pile_content(state, 0, "blind")
    assert blind.title == text("speedpipe.info.blind_title") and blind.picture is not None
    assert text("speedpipe.rules.blind_size", count=len(state.pile)) in blind.rule
    left = LEAK_CARDS - state.leaks_gone
    assert text("speedpipe.rules.leaks_left", count=left) in blind.rule
    assert text("speedpipe.meaning.hand_size", count=sum(state.hands[0])) in blind.for_you
    discard = pile_content(state, 0, "discard")
    lying = [
        text("speedpipe.pay.cards", count=count, kind=kind_name(kind))
        for kind, count in enumerate(state.discard)
        if count
    ]
    assert lying, "the cards dealt to company 0 were discarded for its red card"
    whole = (
        lying[0]
        if len(lying) == 1
        else text("list.and", first=", ".join(lying[:-1]), last=lying[-1])
    )
    assert text("speedpipe.rules.discard_cards", cards=whole) in discard.rule
    contracts = pile_content(state, 0, "contracts")
    assert text("speedpipe.rules.contract_pile_size", count=len(state.short_pile)) in (
        contracts.rule
    )
    # Nordfeld – Raffinerie A is joined by route 0; Nordfeld – Hafen West is still open.
    assert contracts.for_you == [text("speedpipe.meaning.contracts_held", open=1, done=1)]


def test_a_contract_tells_its_value_and_how_far_the_viewer_is() -> None:
    """Nordfeld – Raffinerie A joined by route 0 at the oil price of its moment; Hafen West –
    Hafen Ost still lacks 2 + 3 fields under water; with every way into Hafen Ost taken, no way
    is left."""
    state = table(owners={0: 0}, contracts={0: [6, 7]}, options={"oil_price": "on"})
    done = contract_content(state, 0, 7)
    value = state.map.contracts[7].value
    price = state.fulfilled[0][7]
    assert done.title == between(state, NORDFELD, RAFFINERIE_A) and done.picture is not None
    assert done.rule[0] == text(
        "speedpipe.rules.contract",
        a=place_name(state, NORDFELD),
        b=place_name(state, RAFFINERIE_A),
        value=value,
    )
    assert text("speedpipe.rules.oil_price", price=state.oil_price) in done.rule
    points = (value * price + 50) // 100
    assert done.for_you == [
        text(
            "speedpipe.meaning.fulfilled_price",
            price=price,
            points=text("speedpipe.info.points", count=points),
        )
    ]
    # Hafen West – Hafen Ost: route 3 (2 fields) to the Plattform, route 15 (3 fields) on.
    far = contract_content(state, 0, 6)
    fields = state.map.routes[3].length + state.map.routes[15].length
    assert far.for_you == [
        text("speedpipe.meaning.missing", fields=fields),
        text("speedpipe.meaning.open_cost", value=state.map.contracts[6].value),
    ]
    cut = table(owners={6: 1, 7: 1, 12: 2, 15: 2}, contracts={0: [6]})
    assert contract_content(cut, 0, 6).for_you == [
        text("speedpipe.meaning.no_way", value=cut.map.contracts[6].value)
    ]
    long = contract_content(state, 0, 2)
    assert text("speedpipe.rules.contract_long") in long.rule


def test_the_map_asks_for_routes_and_places_through_one_source() -> None:
    """MapView.info_source: 'route' and 'place' by id, nothing for any other kind."""
    state = table()
    source = map_info_source(lambda: state, lambda: 0, lambda: NAMES)
    route = source("route", 3)
    place = source("place", PLATTFORM)
    assert route is not None and route.title == between(state, HAFEN_WEST, PLATTFORM)
    assert place is not None and place.title == place_name(state, PLATTFORM)
    assert text("speedpipe.rules.platform") in place.rule
    assert source("contract", 0) is None


def test_without_a_viewer_only_the_rules_are_told() -> None:
    """Seat None: the rules and the picture, no meaning."""
    state = table()
    assert route_content(state, None, 0).for_you == []
    assert place_content(state, None, 0).for_you == []
    assert card_content(state, None, ROT, "display").for_you == []
    assert pile_content(state, None, "blind").for_you == []
    assert contract_content(state, None, 0).for_you == []


def test_what_names_nothing_is_refused_in_words() -> None:
    """A route, place or contract number beyond the map, a card kind that is none, an unknown
    pile or place of cards."""
    state = table()
    with pytest.raises(ValueError, match="there is no route 16"):
        route_content(state, 0, 16)
    with pytest.raises(ValueError, match="there is no place -1"):
        place_content(state, 0, -1)
    with pytest.raises(ValueError, match="there is no contract 20"):
        contract_content(state, 0, 20)
    with pytest.raises(ValueError, match="no pipe card"):
        card_content(state, 0, JOKER + 1, "hand")
    with pytest.raises(ValueError, match="no place of pipe cards"):
        card_content(state, 0, ROT, "pile")
    with pytest.raises(ValueError, match="no pile"):
        pile_content(state, 0, "stack")


def late_game(map_key: str) -> SpeedpipeState:
    """A game of four companies with every extra rule well on its way on a real map."""
    found = None
    for step, state in enumerate(states(5, 4, ALL_RULES, map_key)):
        if step == 160:
            found = state.copy()
            break
    assert found is not None
    return found


def every_window(state: SpeedpipeState) -> list[InfoContent]:
    """A window of each sort: every route kind, the places with the longest names and of each
    kind, every card kind in the hand and the display, the piles, every contract held."""
    board = state.board
    seat = state.current
    routes: dict[str, int] = {}
    for route in range(board.route_count):
        sort = (
            "mountain"
            if board.mountains[route]
            else "underwater"
            if board.buoys[route]
            else "double"
            if board.twins[route] >= 0
            else "owned"
            if state.owners[route] >= 0
            else "plain"
        )
        routes.setdefault(sort, route)
    places = sorted(state.map.places, key=lambda place: -len(place.name))[:3]
    kinds = {place.kind: place.id for place in state.map.places}
    windows = [route_content(state, seat, route, NAMES) for route in routes.values()]
    windows += [place_content(state, seat, place.id, NAMES) for place in places]
    windows += [place_content(state, seat, place, NAMES) for place in kinds.values()]
    windows += [card_content(state, seat, kind, "hand") for kind in range(JOKER + 1)]
    windows += [card_content(state, seat, JOKER, "display")]
    windows += [pile_content(state, seat, pile) for pile in ("blind", "discard", "contracts")]
    windows += [contract_content(state, seat, contract) for contract in state.contracts[seat]]
    return windows


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("map_key", ["main", "petronia"])
def test_every_sort_of_window_fits_on_the_canvas_with_its_texts_whole(
    language: str, map_key: str
) -> None:
    """Late in a game on each map: each window's texts are whole, none overlaps another, none
    crosses its picture's edge, and the window fits on the canvas."""
    set_language(language)
    state = late_game(map_key)
    window = InfoWindow()
    with recording_texts() as recording:
        windows = every_window(state)
        for content in windows:
            window.show(content, (CANVAS_WIDTH / 2, CANVAS_HEIGHT / 2))
            assert window.rect.height <= CANVAS_HEIGHT, content.title
            assert pygame.Rect(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT).contains(window.rect)
    assert len(windows) >= 20
    assert all(content.picture is not None for content in windows)
    assert all(line.endswith(".") for content in windows for line in content.rule)
    assert all(line.endswith(".") for content in windows for line in content.for_you)
    assert findings(recording.texts, frozenset()) == []
