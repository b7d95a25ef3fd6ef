"""Insight for the table: the payment proposed for a route, what a
place means for a company (its station, terminal, routes, contracts and the races won there)
and what a pipe card kind means (held, the wanted routes it fits and the contracts behind them).
"""

from __future__ import annotations

import pytest

from game.rules.speedpipe.catalogue import JOKER, LEAK
from game.rules.speedpipe.insight import best_payment, card_info, place_info, wanted_routes
from game.rules.speedpipe.moves import Lay, Station, Terminal

from .scenario import kind, table

ROT, BLAU, GELB = kind("rot"), kind("blau"), kind("gelb")


def test_a_painted_route_is_paid_in_its_paint_and_the_joker_kept() -> None:
    """Route 0 (rot, 2 fields) with two red cards and a joker: both red, the joker stays."""
    state = table(hands={0: {"rot": 2, "joker": 1}})
    assert best_payment(state, 0, 0) == Lay(0, ROT, 0)


def test_a_joker_fills_in_only_where_the_paint_runs_short() -> None:
    """One red card and two jokers pay route 0 with the red card and one joker."""
    state = table(hands={0: {"rot": 1, "joker": 2}})
    assert best_payment(state, 0, 0) == Lay(0, ROT, 1)


def test_jokers_alone_pay_only_when_nothing_else_does() -> None:
    """Two jokers and no red card: route 0 is paid with jokers only."""
    state = table(hands={0: {"joker": 2, "blau": 3}})
    assert best_payment(state, 0, 0) == Lay(0, JOKER, 2)


def test_an_underwater_route_takes_a_joker_for_each_buoy() -> None:
    """Route 3 (grey, 2 fields, 1 buoy): a yellow card and the joker its buoy asks for; without
    a joker there is no payment."""
    state = table(hands={0: {"gelb": 2, "joker": 1}})
    assert best_payment(state, 0, 3) == Lay(3, GELB, 1)
    assert best_payment(table(hands={0: {"gelb": 3}}), 0, 3) is None


def test_a_grey_route_is_paid_in_the_paint_the_other_wanted_routes_do_not_need() -> None:
    """Nordfeld–Raffinerie A wants the red route 0: the grey route 11 is paid in blue, which no
    wanted route asks for; with no other route in view the lowest paint (red) is proposed."""
    state = table(contracts={0: [7]}, hands={0: {"rot": 2, "blau": 2}})
    assert wanted_routes(state, 0) == [0]
    assert best_payment(state, 0, 11) == Lay(11, BLAU, 0)
    assert best_payment(state, 0, 11, wanted=()) == Lay(11, ROT, 0)


def test_no_payment_for_a_route_not_open_to_the_company_and_words_for_no_route() -> None:
    """A route laid by another company has no payment; a route number that is none is refused."""
    state = table(hands={0: {"rot": 2}}, owners={0: 1})
    assert best_payment(state, 0, 0) is None
    with pytest.raises(ValueError, match="there is no route 99"):
        best_payment(state, 0, 99)


def test_card_info_counts_the_card_and_names_the_wanted_routes_it_fits() -> None:
    """Nordfeld–Hafen West goes over route 0 (rot) and route 1 (grün): a red card fits route 0,
    one more red card would pay it; a joker fits both; a blue card fits none."""
    state = table(contracts={0: [0]}, hands={0: {"rot": 1}})
    red = card_info(state, 0, ROT)
    assert (red["paint"], red["held"], red["routes"]) == ("rot", 1, [0])
    assert red["payable"] == [] and red["one_more"] == [0] and red["contracts"] == [0]
    joker = card_info(state, 0, JOKER)
    assert joker["held"] == 0 and joker["routes"] == [0, 1] and joker["contracts"] == [0]
    blue = card_info(state, 0, BLAU)
    assert blue["routes"] == [] and blue["contracts"] == []


def test_card_info_names_the_wanted_routes_the_hand_pays_now() -> None:
    """With two red cards route 0 is payable now, and no more card is needed for it."""
    state = table(contracts={0: [0]}, hands={0: {"rot": 2}})
    red = card_info(state, 0, ROT)
    assert red["held"] == 2 and red["payable"] == [0] and red["one_more"] == []


def test_card_info_refuses_what_is_no_pipe_card() -> None:
    """The Leck card never lies in a hand or the display."""
    with pytest.raises(ValueError, match="no pipe card kind"):
        card_info(table(), 0, LEAK)


def test_place_info_names_routes_station_and_contracts() -> None:
    """Raffinerie A: six routes, company 0's route 0, company 1's route 10 and station; no
    station for company 0 there; its contracts 1 and 7 name the place."""
    state = table(owners={0: 0, 10: 1}, stations={2: 1}, contracts={0: [0, 1, 7]})
    info = place_info(state, 0, 2)
    assert (info["name"], info["kind"]) == ("Raffinerie A", "refinery")
    assert info["routes"] == [0, 1, 2, 4, 10, 11]
    assert info["own_routes"] == [0] and info["foreign_routes"] == [10]
    assert info["station"] == 1 and info["station_payments"] == []
    assert info["contracts"] == [1, 7]


def test_place_info_offers_the_next_station_at_its_price() -> None:
    """The first station costs one card; after one built elsewhere the next costs two alike."""
    state = table(hands={0: {"rot": 1, "joker": 1}})
    first = place_info(state, 0, 0)
    assert first["station_cost"] == 1 and first["station"] is None
    assert first["station_payments"] == [Station(0, ROT, 0), Station(0, JOKER, 1)]
    second = place_info(table(hands={0: {"rot": 1, "joker": 1}}, stations={5: 0}), 0, 0)
    assert second["station_cost"] == 2
    assert second["station_payments"] == [Station(0, ROT, 1)]


def test_place_info_offers_a_terminal_in_a_port_with_an_own_pipeline() -> None:
    """Hafen West with company 0's route 1 and two yellow cards: a terminal for them."""
    state = table(options={"terminals": "on"}, owners={1: 0}, hands={0: {"gelb": 2}})
    assert place_info(state, 0, 4)["terminal_payments"] == [Terminal(4, GELB, 0)]
    assert place_info(state, 1, 4)["terminal_payments"] == []


def test_place_info_names_the_races_won_there() -> None:
    """Company 1 won the Raffinerie-Bonus at Raffinerie A first (4 points), company 2 the
    Förderrecht at Nordfeld second (1 point)."""
    state = table(options={"refinery_bonus": "on", "terminals": "on"})
    state.refinery_race = [(1, 2)]
    state.foerder_race = [(0, 1), (2, 0)]
    assert place_info(state, 0, 2)["refinery_race"] == [(1, 4)]
    assert place_info(state, 0, 0)["foerder_race"] == [(2, 1)]
    with pytest.raises(ValueError, match="there is no place 40"):
        place_info(state, 0, 40)
