"""Tankerterminals und Förderrecht: terminals in ports with an own pipeline, 2 points per
fulfilled contract of their network, and the first pipelines to an oil field or platform."""

from __future__ import annotations

import pytest

from game.rules import IllegalMoveError
from game.rules.speedpipe.state import SpeedpipeState

from .scenario import at_start, hand_of, kinds, legal, play, saved, table

TERMINALS = {"terminals": "on"}


def _terminals(state: SpeedpipeState) -> list[str]:
    """The legal terminal moves, as texts."""
    return [text for text in legal(state) if text.startswith("terminal")]


def test_a_terminal_needs_an_own_pipeline_in_the_port_and_two_alike_cards() -> None:
    """Route 1 ends at Hafen West: a terminal there for two rot, or rot and joker."""
    state = table(options=TERMINALS, hands={0: {"rot": 2, "joker": 1}}, owners={1: 0})
    assert _terminals(state) == [
        "terminal 4 rot 0",
        "terminal 4 rot 1",
    ]
    events = play(state, "terminal 4 rot 1")
    assert state.terminals[0] == [4] and state.hands[0] == hand_of({"rot": 1})
    assert kinds(events)[0] == "terminal_built"


def test_no_terminal_without_an_own_pipeline_in_the_port() -> None:
    """Hafen Ost has no pipeline of company 0."""
    state = table(options=TERMINALS, hands={0: {"rot": 2}}, owners={1: 0, 6: 1})
    assert _terminals(state) == ["terminal 4 rot 0"]
    with pytest.raises(IllegalMoveError, match="own pipeline ending in the port"):
        play(state, "terminal 5 rot 0")


def test_terminals_stand_in_ports_only() -> None:
    """Raffinerie A is no port."""
    state = table(options=TERMINALS, hands={0: {"rot": 2}}, owners={1: 0})
    with pytest.raises(IllegalMoveError, match="ports only"):
        play(state, "terminal 2 rot 0")


def test_at_most_two_terminals_and_one_per_port() -> None:
    """A second terminal in the same port is not offered; after two, none."""
    state = table(options=TERMINALS, hands={0: {"rot": 6}}, owners={1: 0, 6: 0, 9: 0})
    play(state, "terminal 4 rot 0")
    for _ in range(2):
        play(state, "blind", state.current)
        play(state, "blind", state.current)
    assert _terminals(state) == ["terminal 5 rot 0", "terminal 7 rot 0"]
    with pytest.raises(IllegalMoveError, match="already"):
        play(state, "terminal 4 rot 0")
    play(state, "terminal 5 rot 0")
    for _ in range(2):
        play(state, "blind", state.current)
        play(state, "blind", state.current)
    assert _terminals(state) == []
    before = saved(state)
    with pytest.raises(IllegalMoveError, match="at most 2"):
        play(state, "terminal 7 rot 0")
    assert saved(state) == before


def test_each_fulfilled_contract_in_a_terminal_network_brings_two_more() -> None:
    """Contract 0 (Nordfeld–Hafen West) and 7 (Nordfeld–Raffinerie A) in the network of the
    terminal at Hafen West: 2 each; contract 14 outside it: nothing."""
    state = table(
        options=TERMINALS,
        owners={0: 0, 1: 0, 13: 0},
        contracts={0: [0, 7, 10]},
    )
    state.terminals[0] = [4]
    assert state.final_scores()[0].terminals == 4


def test_two_terminals_in_one_network_bring_two_each() -> None:
    """Terminals at Hafen West and Hafen Nord in one network: 4 per fulfilled contract."""
    state = table(options=TERMINALS, owners={0: 0, 1: 0, 9: 0}, contracts={0: [0]})
    state.terminals[0] = [4, 7]
    assert state.final_scores()[0].terminals == 4


def test_without_the_rule_there_are_no_terminals() -> None:
    """No terminal moves; one named is refused in words."""
    state = table(hands={0: {"rot": 2}}, owners={1: 0})
    assert _terminals(state) == []
    with pytest.raises(IllegalMoveError, match="Tankerterminals rule"):
        play(state, "terminal 4 rot 0")


def test_foerderrecht_two_points_first_one_second_none_after() -> None:
    """Route 0 reaches Nordfeld (2), route 5 Südfeld (1), route 10 Ostfeld (0)."""
    hands = {0: {"rot": 2}, 1: {"blau": 1}, 2: {"blau": 1}}
    state = table(options=TERMINALS, hands=hands)
    events = play(state, "lay 0 rot 0")
    assert "foerderrecht_won" in kinds(events) and state.points[0] == at_start(state, 0) + 2 + 2
    play(state, "lay 5 blau 0")
    assert state.points[1] == at_start(state, 1) + 1 + 1
    play(state, "lay 10 blau 0")
    assert state.points[2] == at_start(state, 2) + 1
    assert state.foerder_race == [(0, 0), (1, 1)]


def test_a_drilling_platform_counts_for_the_foerderrecht() -> None:
    """Route 3 reaches the Plattform."""
    state = table(options=TERMINALS, hands={0: {"rot": 1, "joker": 1}})
    play(state, "lay 3 rot 1")
    assert state.foerder_race == [(0, 6)]


def test_without_the_rule_there_is_no_foerderrecht() -> None:
    """Route 0 reaches Nordfeld: only its points."""
    state = table(hands={0: {"rot": 2}})
    play(state, "lay 0 rot 0")
    assert state.points[0] == at_start(state, 0) + 2 and state.foerder_race == []


def test_a_company_wins_the_foerderrecht_only_once() -> None:
    """Company 0 wins it with route 0 (Nordfeld) and gets nothing more for route 10 (Ostfeld);
    the second place still goes to company 1 with route 5 (Südfeld)."""
    hands = {0: {"rot": 2, "blau": 1}, 1: {"blau": 1}}
    state = table(2, options=TERMINALS, hands=hands)
    play(state, "lay 0 rot 0")
    play(state, "blind")
    play(state, "blind")
    events = play(state, "lay 10 blau 0")
    assert "foerderrecht_won" not in kinds(events)
    assert state.points[0] == at_start(state, 0) + 2 + 2 + 1 and state.foerder_race == [(0, 0)]
    events = play(state, "lay 5 blau 0")
    assert "foerderrecht_won" in kinds(events) and state.points[1] == at_start(state, 1) + 1 + 1
    assert state.foerder_race == [(0, 0), (1, 1)]


def test_a_contract_fulfilled_only_through_a_station_gets_no_terminal_bonus() -> None:
    """The terminal at Hafen West: contract 10 (Ostfeld–Hafen West, own routes 10 and 1) brings
    2; contract 0 (Nordfeld–Hafen West) is fulfilled only over company 1's route 0, borrowed by
    the station at Raffinerie A, and brings nothing more."""
    state = table(
        options=TERMINALS,
        owners={0: 1, 1: 0, 10: 0},
        contracts={0: [0, 10]},
        stations={2: 0},
    )
    state.terminals[0] = [4]
    score = state.final_scores()[0]
    assert score.borrowed == (0,) and {c for c, _points in score.fulfilled} == {0, 10}
    assert score.terminals == 2
