"""Speedtycoon's turn clock: one Bedenkzeit for a turn's actions and its building; a Lobbyist's
chance is a decision of its own; a time-out is the take-over bot's."""

from __future__ import annotations

from game.table.clock_rules import SpeedtycoonClockRule, clock_rule
from tests.rules.speedtycoon.scenario import new, play

RULE = SpeedtycoonClockRule()


def test_speedtycoon_has_its_own_clock_rule() -> None:
    assert isinstance(clock_rule("speedtycoon"), SpeedtycoonClockRule)


def test_one_key_for_the_actions_and_the_building_of_a_turn() -> None:
    state = new(3, 4)
    seat = state.acting
    start = RULE.turn_key(state, seat)
    buys = [move for move in state.legal_moves(seat) if move.text().startswith("buy")]
    assert buys, "the seeded table offers a purchase"
    state.play(seat, buys[0])
    while state.acting == seat and state.phase != "lobby":
        assert RULE.turn_key(state, seat) == start
        assert RULE.timeout_move(state, seat) is None
        state.play(seat, state.legal_moves(seat)[-1])
    assert RULE.turn_key(state, state.acting) != start


def test_the_lobbyists_chance_gets_a_clock_of_its_own() -> None:
    state = new(2, 4, {"mode": "eigene", "lobbyist": "on"})
    seat = state.acting
    start = RULE.turn_key(state, seat)
    play(state, state.legal_moves(seat)[0].text())
    while state.phase == "place":
        play(state, state.legal_moves(state.acting)[0].text())
    assert state.phase == "lobby" and state.acting == seat
    assert RULE.turn_key(state, seat) != start
