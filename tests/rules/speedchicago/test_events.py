"""Events the client shows: a build's new floor and its +N, a walk's path."""

from __future__ import annotations

import pytest

from game.rules.speedchicago import events as ev
from game.rules.speedchicago.site import NEIGHBOURS

from .scenario import GAME, at, legal, of_kind, play, position

# The d4 house of 3 fields with c4 on the 2nd floor.
THREE = {"d3": 1, "c4": 2}


def test_a_build_event_carries_the_new_floor_and_the_gain() -> None:
    """A ground field joining the house: area 3 → 4, the foreman on the 2nd floor gains 2."""
    state = position(floors=THREE, foremen={"c4": 0})
    assert state.points_now(0) == 6
    move = GAME.parse_move("build 1 c5")
    assert state.gain_of(0, move) == 2
    events = play(state, "build 1 c5")
    assert events == [ev.FloorBuilt(0, at("c5"), 1, 0, "", 2)]
    assert state.points_now(0) == 8


@pytest.mark.parametrize(
    "text",
    ["build 1 c5", "build 1 e2", "build 2 c3", "build 4 d2", "build 3 b4"],
)
def test_the_gain_of_every_build_is_the_change_of_points_now(text: str) -> None:
    """+N: how many more points at a scoring now; its floor is the field's new height."""
    state = position(floors={**THREE, "c3": 1}, foremen={"c4": 0, "d4": 1}, photographer="d3")
    before = state.points_now(0)
    predicted = state.gain_of(0, GAME.parse_move(text))
    (built,) = of_kind(play(state, text), "floor_built")
    assert built.gain == state.points_now(0) - before == predicted
    assert built.floor == state.heights[built.field]


def test_a_build_raising_an_opponent_gains_nothing_for_the_builder() -> None:
    """The +N is the builder's own: a wider house helps company 1 only."""
    state = position(floors=THREE, foremen={"c4": 1})
    events = play(state, "build 1 c5")
    assert of_kind(events, "floor_built")[0].gain == 0
    assert state.points_now(1) == 8


def test_the_gain_of_walks_inserts_and_cards_matches_points_now() -> None:
    """Every step's gain is the change of the company's points now."""
    state = position(
        floors=THREE, foremen={"d4": 0, "b4": 0}, hands={0: ["hebebuehne"]}, photographer="g7"
    )
    for text in ("move b4 b3", "insert d3", "play hebebuehne d3"):
        before = state.points_now(0)
        events = play(state, text)
        gains = [event.gain for event in events if hasattr(event, "gain")]
        assert gains == [state.points_now(0) - before]
    assert state.points_now(0) == 3 * 2


def test_a_walks_event_carries_its_path() -> None:
    """Round the foreman on b3 and up the c5 step: every field of the way, orthogonal steps,
    origin first, target last, one action point per step."""
    state = position(floors={**THREE, "c5": 1}, foremen={"b4": 0, "b3": 1})
    assert "move b4 c4" in legal(state)
    (moved,) = of_kind(play(state, "move b4 c4"), "foreman_moved")
    assert moved.path[0] == at("b4") and moved.path[-1] == at("c4")
    assert moved.path == tuple(at(name) for name in ("b4", "b5", "c5", "c4"))
    assert moved.cost == len(moved.path) - 1 == 5 - state.ap
    for here, there in zip(moved.path, moved.path[1:]):
        assert there in NEIGHBOURS[here]
    assert moved.card == ""
