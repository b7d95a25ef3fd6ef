"""Tycoon's turn clock: one Bedenkzeit for the whole turn; a time-out ends the turn as it stands
(an airborne plane flies home); the payday's loan choice is left to the take-over bot."""

from __future__ import annotations

from game.rules.tycoon.flights import HOME, OVER
from game.rules.tycoon.moves import END_TURN
from game.table.clock_rules import TycoonClockRule, clock_rule
from tests.rules.tycoon.scenario import charter, play, table

RULE = TycoonClockRule()


def test_tycoon_has_its_own_clock_rule() -> None:
    """The table's clock for Tycoon is this rule."""
    assert isinstance(clock_rule("tycoon"), TycoonClockRule)


def test_one_clock_runs_through_every_step_of_a_turn_and_a_time_out_ends_it() -> None:
    """Buying and flying keep the clock; the time-out move is 'end', and it passes the turn
    on with nothing built and nothing more spent."""
    flight = charter("aurelia", "brisa")
    state = table(3, acting=0, tickets={0: [flight]}, planes={0: ("aurelia", 0)})
    start = RULE.turn_key(state, 0)
    play(state, f"fly {flight} brisa 0")
    assert RULE.turn_key(state, 0) == start
    assert RULE.timeout_move(state, 0) == END_TURN
    cash = list(state.cash)
    state.play(0, RULE.timeout_move(state, 0))  # type: ignore[arg-type]
    assert state.acting == 1 and state.cash == cash and state.built is False


def test_a_time_out_in_the_air_flies_the_plane_home() -> None:
    """Over a full city the time-out ends the turn, and the plane lands at the home bank."""
    flight = charter("aurelia", "brisa")
    state = table(
        3,
        acting=0,
        tickets={0: [flight]},
        planes={0: ("aurelia", 0), 1: ("brisa", 0), 2: ("brisa", 1)},
    )
    play(state, f"fly {flight} brisa over")
    assert state.plane_place[0] == OVER
    state.play(0, RULE.timeout_move(state, 0))  # type: ignore[arg-type]
    assert state.plane_city[0] == HOME


def test_the_loan_choice_at_payday_is_a_decision_of_its_own_for_the_take_over_bot() -> None:
    """At the payday the clock starts anew and a time-out asks the take-over bot."""
    state = table(3, acting=2, closing=True, loans={0: [0]}, cash={0: 20})
    turn = RULE.turn_key(state, 2)
    play(state, "end")
    assert state.phase == "payday" and state.acting == 0
    assert RULE.turn_key(state, 0) != turn
    assert RULE.timeout_move(state, 0) is None
