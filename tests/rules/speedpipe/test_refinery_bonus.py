"""Raffinerie-Bonus: three own pipelines at one refinery, 4 points first, 2 second."""

from __future__ import annotations

from .scenario import at_start, kinds, play, table

BONUS = {"refinery_bonus": "on"}


def test_the_first_company_with_three_pipelines_at_a_refinery_gets_four() -> None:
    """Company 0 has routes 0 and 10 at Raffinerie A and lays route 11: 4 points at once."""
    state = table(options=BONUS, hands={0: {"rot": 2}}, owners={0: 0, 10: 0})
    events = play(state, "lay 11 rot 0")
    assert "refinery_bonus_won" in kinds(events)
    assert state.refinery_race == [(0, 2)]
    assert state.points[0] == at_start(state, 0) + 2 + 1 + 2 + 4


def test_the_second_company_gets_two_and_nobody_after_it() -> None:
    """Company 1 at Raffinerie B second: 2; company 2 third: nothing."""
    state = table(
        options=BONUS,
        hands={1: {"schwarz": 4}, 2: {"rot": 2}},
        owners={5: 1, 7: 1, 0: 2, 10: 2},
        current=1,
        pile_top=["rot", "rot", "rot"],
    )
    state.refinery_race = [(0, 9)]
    state.points[0] += 4
    play(state, "lay 4 schwarz 0")
    assert state.refinery_race == [(0, 9), (1, 3)]
    assert state.points[1] == at_start(state, 1) + 1 + 15 + 7 + 2
    play(state, "lay 11 rot 0")
    assert (
        state.refinery_race == [(0, 9), (1, 3)]
        and state.points[2] == at_start(state, 2) + 2 + 1 + 2
    )


def test_a_company_wins_the_refinery_bonus_only_once() -> None:
    """Company 0 already won: a second refinery with three pipelines brings nothing."""
    state = table(options=BONUS, hands={0: {"rot": 2}}, owners={0: 0, 10: 0})
    state.refinery_race = [(0, 9)]
    play(state, "lay 11 rot 0")
    assert state.refinery_race == [(0, 9)]


def test_without_the_rule_there_is_no_refinery_bonus() -> None:
    """Three pipelines at Raffinerie A: only the route's points."""
    state = table(hands={0: {"rot": 2}}, owners={0: 0, 10: 0})
    play(state, "lay 11 rot 0")
    assert state.refinery_race == [] and state.points[0] == at_start(state, 0) + 5
