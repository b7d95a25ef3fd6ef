"""Pumpstationen: their cost, where they stand, the 4 points for each unbuilt one, and the
foreign pipeline each lends its owner at the end."""

from __future__ import annotations

import pytest

from game.rules import IllegalMoveError
from game.rules.speedpipe.state import SpeedpipeState

from .scenario import hand_of, legal, play, saved, table


def _stations(state: SpeedpipeState, place: int) -> list[str]:
    """The legal station moves on a place, as texts."""
    return [text for text in legal(state) if text.startswith(f"station {place} ")]


def test_the_first_station_costs_one_card_of_any_kind() -> None:
    """One rot or one joker; the station stands and the turn is over."""
    state = table(hands={0: {"rot": 1, "joker": 1}})
    assert _stations(state, 7) == ["station 7 rot 0", "station 7 joker 1"]
    events = play(state, "station 7 rot 0")
    assert state.stations[7] == 0 and state.stations_built[0] == 1
    assert state.hands[0] == hand_of({"joker": 1}) and state.current == 1
    assert events[0].to_dict()["kind"] == "station_built"


def test_the_second_station_costs_two_alike_cards() -> None:
    """Jokers fit any paint; two different paints never pay."""
    state = table(hands={0: {"rot": 1, "blau": 1, "joker": 1}}, stations={5: 0})
    assert _stations(state, 7) == ["station 7 rot 1", "station 7 blau 1"]
    with pytest.raises(IllegalMoveError, match="2 alike cards"):
        play(state, "station 7 rot 0")


def test_the_third_station_costs_three_alike_cards() -> None:
    """Three rot, or two rot and a joker, or three jokers."""
    state = table(hands={0: {"rot": 3, "joker": 3}}, stations={5: 0, 6: 0})
    assert _stations(state, 7) == [
        "station 7 rot 0",
        "station 7 rot 1",
        "station 7 rot 2",
        "station 7 joker 3",
    ]


def test_a_station_stands_only_where_no_company_has_one() -> None:
    """Place 4 has company 1's station: nobody builds there."""
    state = table(hands={0: {"rot": 1}}, stations={4: 1})
    assert _stations(state, 4) == []
    before = saved(state)
    with pytest.raises(IllegalMoveError, match="has a pump station already"):
        play(state, "station 4 rot 0")
    assert saved(state) == before


def test_a_company_builds_at_most_three_stations() -> None:
    """After three, no station move is offered."""
    state = table(hands={0: {"rot": 4}}, stations={1: 0, 2: 0, 3: 0})
    assert not any(text.startswith("station") for text in legal(state))
    with pytest.raises(IllegalMoveError, match="all its 3"):
        play(state, "station 7 rot 0")


def test_each_unbuilt_station_brings_four_points() -> None:
    """No station: 12 points; one built: 8."""
    state = table(stations={1: 1})
    scores = state.final_scores()
    assert scores[0].stations == 12 and scores[1].stations == 8


def test_a_station_lends_one_foreign_pipeline_at_its_place_for_contracts() -> None:
    """Company 0 holds Nordfeld–Hafen West; it owns route 0 (Nordfeld–Raffinerie A), company 1
    route 1 (Raffinerie A–Hafen West), company 0's station stands at Raffinerie A."""
    state = table(owners={0: 0, 1: 1}, contracts={0: [0]}, stations={2: 0})
    score = state.final_scores()[0]
    assert score.fulfilled == ((0, 5),) and score.borrowed == (1,)
    assert state.fulfilled[0] == {}


def test_without_a_station_the_foreign_pipeline_does_not_count() -> None:
    """The same network without the station: the contract fails."""
    state = table(owners={0: 0, 1: 1}, contracts={0: [0]})
    assert state.final_scores()[0].failed == ((0, -5),)


def test_the_station_takes_the_pipeline_that_scores_best() -> None:
    """At Raffinerie A: route 1 (company 1) would fulfil contract 0 (5), route 4 (company 2)
    contract 1 (Südfeld–Raffinerie A, 6) through company 0's own route 5: route 4 is taken."""
    state = table(owners={0: 0, 5: 0, 1: 1, 4: 2}, contracts={0: [0, 1]}, stations={2: 0})
    score = state.final_scores()[0]
    assert score.borrowed == (4,)
    assert score.fulfilled == ((1, 6),) and score.failed == ((0, -5),)


def test_on_equal_scores_the_station_takes_the_lowest_route() -> None:
    """Contracts 0 and 11 are worth 5 each: route 1 before route 4."""
    state = table(owners={0: 0, 5: 0, 1: 1, 4: 2}, contracts={0: [0, 11]}, stations={2: 0})
    assert state.final_scores()[0].borrowed == (1,)


def test_a_station_borrows_only_a_pipeline_ending_at_its_place() -> None:
    """Company 1's route 3 (Hafen West–Plattform) does not end at Raffinerie A."""
    state = table(owners={0: 0, 3: 1}, contracts={0: [16]}, stations={2: 0})
    score = state.final_scores()[0]
    assert score.borrowed == () and score.failed == ((16, -13),)


def test_a_borrowed_pipeline_does_not_count_for_the_golden_valve() -> None:
    """Company 0's longest pipeline is its own route 0 (2), not route 0 and route 1 (5)."""
    state = table(owners={0: 0, 1: 1}, contracts={0: [0]}, stations={2: 0})
    scores = state.final_scores()
    assert scores[0].longest == 2 and scores[1].longest == 3
    assert scores[0].golden_valve == 0 and scores[1].golden_valve == 10


def test_each_station_of_a_company_lends_its_own_pipeline() -> None:
    """Two stations, at Raffinerie A and Hafen West: Nordfeld–Plattform (contract 16) through
    route 1 of company 1 and route 3 of company 2."""
    state = table(owners={0: 0, 1: 1, 3: 2}, contracts={0: [16]}, stations={2: 0, 4: 0})
    score = state.final_scores()[0]
    assert score.fulfilled == ((16, 13),) and score.borrowed == (1, 3)
