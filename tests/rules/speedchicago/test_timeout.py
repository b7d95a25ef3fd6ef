"""Zug-Uhr: a timed-out turn ends with what was built; a lifted Abrisstrupp floor goes back first
(determination K: what the rules offer the table, and the table's clock rule)."""

from __future__ import annotations

import pytest

from game.rules import IllegalMoveError
from game.table.clock_rules import clock_rule

from .scenario import GAME, at, legal, of_kind, play, position

STAIRS = {"d3": 1, "c3": 3, "c4": 2, "c5": 1}


def test_end_keeps_what_was_built() -> None:
    """'end' at any point of a turn keeps the floors built so far and passes the turn."""
    state = position(foremen={"a1": 0})
    play(state, "build 1 e2", "build 1 f3", "move a1 a2")
    assert "end" in legal(state)
    events = play(state, "end")
    assert state.heights[at("e2")] == 1 and state.heights[at("f3")] == 1
    assert state.figures[at("a2")] == 0
    assert of_kind(events, "turn_ended")[0].stack == 0
    assert state.to_act() == (1,)


def test_a_lifted_floor_is_put_back_by_undo_before_the_end() -> None:
    """While the Abrisstrupp holds a floor there is no 'end'; 'undo' sets it back where it was,
    and the turn then ends with the earlier builds kept."""
    state = position(floors=STAIRS, hands={0: ["abrisstrupp"]})
    play(state, "build 1 e2", "play abrisstrupp c3")
    assert "end" not in legal(state)
    with pytest.raises(IllegalMoveError):
        play(state, "end")
    play(state, "undo")
    assert state.lifted == -1 and state.heights[at("c3")] == 3
    assert state.hands[0] == ["abrisstrupp"]
    play(state, "end")
    assert state.heights[at("e2")] == 1 and state.to_act() == (1,)


def _timeout_moves(state: object) -> list[str]:
    """What the table plays for the acting seat when its time is up, until the turn is over."""
    rule = clock_rule("speedchicago")
    (seat,) = state.to_act()  # type: ignore[attr-defined]
    played: list[str] = []
    while state.to_act() == (seat,) and len(played) < 3:  # type: ignore[attr-defined]
        move = rule.timeout_move(state, seat)  # type: ignore[arg-type]
        assert move is not None, "the clock rule leaves the time-out to the take-over bot"
        played.append(move.text())
        state.play(seat, move)  # type: ignore[attr-defined]
    return played


def test_the_table_ends_a_timed_out_turn_and_puts_a_lifted_floor_back() -> None:
    """Der Computer setzt keine Steine für dich: the table plays 'undo' (if lifted), then 'end'."""
    plain = position()
    play(plain, "build 1 e2")
    assert _timeout_moves(plain) == ["end"]
    lifted = position(floors=STAIRS, hands={0: ["abrisstrupp"]})
    play(lifted, "build 1 e2", "play abrisstrupp c3")
    assert _timeout_moves(lifted) == ["undo", "end"]
    assert lifted.heights[at("e2")] == 1 and lifted.heights[at("c3")] == 3
    assert GAME.name == "speedchicago"
