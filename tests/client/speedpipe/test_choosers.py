"""The Speedpipe table's choices without a screen: the payment chooser (the best payment chosen,
changed by a hand card or the arrows, refusals in words), stations and terminals, the contract
choice, the mountain's decision and the card draws; a refusal changes nothing."""

from __future__ import annotations

import pytest

from game.client.scenes.tables.speedpipe.contract_choice import ContractChoice
from game.client.scenes.tables.speedpipe.draw_choice import blind_draw, open_draw
from game.client.scenes.tables.speedpipe.mountain_choice import MountainChoice
from game.client.scenes.tables.speedpipe.payment_chooser import (
    PaymentChooser,
    route_chooser,
    station_chooser,
    terminal_chooser,
)
from game.rules.speedpipe.catalogue import GREY, JOKER
from game.rules.speedpipe.moves import ABORT, DRAW_BLIND, Keep, Lay, PayExtra, Station
from game.rules.speedpipe.state import MOUNTAIN, SECOND_DRAW, TURN, SpeedpipeState
from game.texts import set_language
from tests.client.speedpipe.positions import new_state, played_until

NAMES = ("Anna", "Bert", "Cleo")


@pytest.fixture(autouse=True)
def german() -> None:
    """The refusals are read in German."""
    set_language("de")


def on_turn_with_a_lay() -> tuple[SpeedpipeState, Lay]:
    """A company on turn about to lay a plain route (several ways to pay it)."""
    state, move = played_until(
        lambda state, seat, move: (
            isinstance(move, Lay)
            and not state.board.mountains[move.route]
            and len(state.lay_payments(seat, move.route)) > 1
        )
    )
    assert isinstance(move, Lay)
    return state, move


def test_a_route_comes_with_a_way_the_rules_list_and_the_hand_changes_it() -> None:
    state, move = on_turn_with_a_lay()
    seat = state.current
    chooser = route_chooser(state, seat, move.route, NAMES)
    assert isinstance(chooser, PaymentChooser)
    assert chooser.ways == state.lay_payments(seat, move.route)
    assert chooser.move() in state.legal_moves(seat)
    # Fewest jokers first: a proposal never spends a joker where a painted card does.
    assert chooser.payment[1] == min(jokers for _paint, jokers in chooser.ways)
    paints = {paint for paint, _jokers in chooser.ways if paint != JOKER}
    for paint in paints:
        assert chooser.tap_card(paint) == ""
        assert chooser.payment[0] == paint
    if state.hands[seat][JOKER] and any(jokers for _paint, jokers in chooser.ways):
        before = chooser.payment
        chooser.tap_card(JOKER)
        assert chooser.payment != before
    chooser.step(1)
    chooser.step(-1)
    assert chooser.move() in state.legal_moves(seat)


def test_a_paint_that_cannot_pay_is_refused_in_words_and_the_choice_stays() -> None:
    state, move = on_turn_with_a_lay()
    seat = state.current
    chooser = route_chooser(state, seat, move.route, NAMES)
    assert isinstance(chooser, PaymentChooser)
    useless = next(
        kind for kind in range(JOKER) if all(paint != kind for paint, _jokers in chooser.ways)
    )
    before = chooser.payment
    refusal = chooser.tap_card(useless)
    assert "lässt sich das nicht bezahlen" in refusal
    assert chooser.payment == before


def test_routes_that_cannot_be_laid_are_refused_in_words() -> None:
    state, move = played_until(
        lambda state, seat, move: (
            state.phase == TURN
            and any(state.routes_of(other) for other in range(state.players) if other != seat)
        )
    )
    seat = state.current
    other = next(
        company for company in range(state.players) if state.routes_of(company) and company != seat
    )
    taken = state.routes_of(other)[0]
    words = route_chooser(state, seat, taken, NAMES)
    assert words == f"Diese Trasse hat schon {NAMES[other]} verlegt."
    fresh = new_state(3, 4)
    fresh.phase = TURN
    seat = fresh.current
    fresh.hands[seat] = [0] * (JOKER + 1)
    route = next(
        r
        for r in range(fresh.board.route_count)
        if fresh.board.paints[r] != GREY and not fresh.board.buoys[r]
    )
    words = route_chooser(fresh, seat, route, NAMES)
    assert isinstance(words, str) and "Karten in" in words and "du hast 0" in words
    other_seat = (seat + 1) % 3
    assert route_chooser(fresh, other_seat, route, NAMES) == "Du bist nicht am Zug."


def test_stations_cost_one_two_three_alike_and_a_built_place_is_refused() -> None:
    state = new_state(3, 5)
    state.phase = TURN
    seat = state.current
    state.hands[seat] = [2, 1, 0, 0, 0, 0, 0, 0, 1]
    first = station_chooser(state, seat, 0, NAMES)
    assert isinstance(first, PaymentChooser) and first.count == 1
    assert first.move() == Station(0, first.payment[0], first.payment[1])
    state.stations[0] = (seat + 1) % 3
    state.stations_built[(seat + 1) % 3] = 1
    state.open_places = tuple(p for p in state.open_places if p != 0)
    assert (
        station_chooser(state, seat, 0, NAMES)
        == f"Hier steht schon die Pumpstation von {NAMES[(seat + 1) % 3]}."
    )
    state.stations_built[seat] = 2
    third = station_chooser(state, seat, 1, NAMES)
    assert isinstance(third, PaymentChooser) and third.count == 3
    assert all(jokers >= 1 for _paint, jokers in third.ways)  # two red and a joker at most
    state.hands[seat] = [1, 1, 0, 0, 0, 0, 0, 0, 0]
    assert "3. Pumpstation kostet 3 gleiche Karten" in str(station_chooser(state, seat, 1, NAMES))


def test_terminals_only_in_ports_with_an_own_pipeline_when_the_rule_is_on() -> None:
    state = new_state(3, 6)
    state.phase = TURN
    seat = state.current
    port = state.board.ports[0]
    assert (
        terminal_chooser(state, seat, port)
        == "Tankerterminals sind an diesem Tisch nicht im Spiel."
    )
    state = new_state(3, 6, {"terminals": "on"})
    state.phase = TURN
    seat = state.current
    state.hands[seat] = [2, 0, 0, 0, 0, 0, 0, 0, 0]
    not_port = next(p for p in range(state.board.place_count) if p not in state.board.ports)
    assert terminal_chooser(state, seat, not_port) == "Tankerterminals gibt es nur in Häfen."
    assert (
        terminal_chooser(state, seat, port)
        == "Ein Terminal braucht eine eigene Leitung in diesem Hafen."
    )
    state.owners[state.map.routes_at[port][0]] = seat
    chooser = terminal_chooser(state, seat, port)
    assert isinstance(chooser, PaymentChooser) and chooser.move() is not None


def test_the_opening_choice_needs_two_and_gives_the_keep_move() -> None:
    state = new_state(3, 7)
    choice = ContractChoice(state, 1)
    assert choice.active and choice.opening and len(choice.offered) == 4
    assert choice.move() is None
    choice.toggle_at(0)
    assert choice.refusal() == "Behalte mindestens 2; gewählt hast du 1."
    choice.toggle_at(3)
    assert choice.move() == Keep(tuple(sorted((choice.offered[0], choice.offered[3]))))
    assert choice.toggle_at(7) == "Einen 8. Auftrag gibt es hier nicht."
    choice.toggle_at(0)
    assert choice.move() is None


def test_drawn_contracts_need_one_and_are_only_the_drawers() -> None:
    state, move = played_until(lambda state, seat, move: state.phase == "contracts")
    seat = state.current
    choice = ContractChoice(state, seat)
    assert choice.active and not choice.opening and choice.least == 1
    assert not ContractChoice(state, (seat + 1) % state.players).active
    choice.toggle(choice.offered[-1])
    assert choice.move() in state.legal_moves(seat)


def test_the_mountain_offers_the_fewest_jokers_first_and_the_abort() -> None:
    state, move = played_until(lambda state, seat, move: state.phase == MOUNTAIN)
    seat = state.current
    choice = MountainChoice(state, seat)
    assert choice.active and choice.abort() == ABORT
    if choice.can_pay:
        assert choice.move() == PayExtra(min(choice.ways))
        assert choice.move() in state.legal_moves(seat)
    else:
        assert choice.move() is None and "Nachzahlen kannst du nicht" in choice.words()
    assert not MountainChoice(state, (seat + 1) % state.players).active


def test_an_open_joker_is_refused_as_the_second_card_and_the_blind_draw_is_always_there() -> None:
    state, move = played_until(lambda state, seat, move: state.phase == SECOND_DRAW)
    seat = state.current
    state.display[0] = JOKER
    assert (
        open_draw(state, seat, 0)
        == "Einen offenen Schweißtrupp darfst du nur als erste Karte nehmen."
    )
    assert blind_draw(state, seat) == DRAW_BLIND
    state.display[1] = -1
    assert open_draw(state, seat, 1) == "Hier liegt keine Karte."
