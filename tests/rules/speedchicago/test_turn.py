"""Dein Zug: 5 action points, walking and climbing, inserting, building, drawing, lapsing points
and Zurück (determination C)."""

from __future__ import annotations

import pytest

from game.rules import IllegalMoveError
from game.rules.speedchicago import events as ev
from game.rules.speedchicago.tables import CARDS

from .scenario import (
    at,
    end_turns,
    legal,
    legal_starting,
    of_kind,
    play,
    play_out,
    position,
    saved,
    started,
    targets,
)

# A stair house on d4 of 5 fields: c5 1st floor, c4 2nd, c3 3rd (d4 and d3 1st).
STAIRS = {"d3": 1, "c3": 3, "c4": 2, "c5": 1}


def test_every_turn_has_five_action_points() -> None:
    """Dein Zug: 5 Aktionspunkte – every turn of a whole game starts with five."""
    state = started(3, 2)
    assert state.ap == 5
    events = play_out(state)
    turns = of_kind(events, "turn_started")
    assert turns and all(turn.action_points == 5 for turn in turns)


def test_walking_costs_one_point_per_field() -> None:
    """Ziehen: 1 AP je Feld des kürzesten Weges; b6 to b3 on the ground is 3 fields."""
    state = position(foremen={"b6": 0})
    assert state.reachable_from(at("b6"))[at("b3")] == 3
    events = play(state, "move b6 b3")
    assert state.ap == 2
    assert state.figures[at("b3")] == 0 and state.figures[at("b6")] == -1
    assert of_kind(events, "foreman_moved")[0].cost == 3


def test_walking_reaches_no_further_than_the_points_left() -> None:
    """Six fields away is out of reach with five points; after a step even less is."""
    state = position(foremen={"a8": 0})
    reach = state.reachable_from(at("a8"))
    assert at("a3") in reach and reach[at("a3")] == 5
    assert at("a2") not in reach
    play(state, "move a8 b8")  # a step away: a3 is now 6 fields off with 4 points
    assert at("a3") not in state.reachable_from(at("b8"))
    with pytest.raises(IllegalMoveError):
        play(state, "move b8 a3")


def test_a_step_climbs_at_most_one_floor() -> None:
    """b4 (ground) lies next to c4 (2nd floor): not in one step, but round over c5 (1st) in 3."""
    state = position(floors=STAIRS, foremen={"b4": 0})
    assert state.reachable_from(at("b4"))[at("c4")] == 3
    events = play(state, "move b4 c4")
    path = tuple(at(name) for name in ("b4", "b5", "c5", "c4"))
    assert of_kind(events, "foreman_moved")[0].path == path
    assert state.ap == 2


def test_a_step_goes_down_any_number_of_floors() -> None:
    """From the 3rd floor straight down to the ground in one step."""
    state = position(floors=STAIRS, foremen={"c3": 0})
    assert state.reachable_from(at("c3"))[at("b3")] == 1
    play(state, "move c3 b3")
    assert state.ap == 4


def test_walking_goes_over_free_fields_only() -> None:
    """A foreman or the photographer blocks the way: a1 to a3 is 2 fields when free, but round
    the foreman on a2 and the photographer on b2 it would take 6."""
    free = position(foremen={"a1": 0})
    assert free.reachable_from(at("a1"))[at("a3")] == 2
    state = position(foremen={"a1": 0, "a2": 1}, photographer="b2")
    reach = state.reachable_from(at("a1"))
    assert at("a2") not in reach and at("b2") not in reach
    assert reach[at("b3")] == 5
    assert at("a3") not in reach
    assert "move a1 a2" not in legal(state)


def test_foremen_may_stand_on_the_ground() -> None:
    """Vorarbeiter dürfen auf dem Boden stehen (Stockwerk 0, in keinem Haus)."""
    state = position(foremen={"d4": 0})
    assert at("d5") in state.reachable_from(at("d4"))
    play(state, "move d4 d5")
    assert state.figures[at("d5")] == 0 and state.heights[at("d5")] == 0


def test_insert_costs_two_points_onto_a_blue_field() -> None:
    """Einsetzen: 2 AP, onto a free house field next to an own foreman at least as high."""
    state = position(floors=STAIRS, foremen={"c4": 0, "h4": 1})
    # c4 (2nd floor) borders c3 (3rd: too high), b4 (ground), d4 and c5 (1st floor).
    assert state.insert_fields(0) == [at("d4"), at("c5")]
    assert targets(state, "insert") == {"d4", "c5"}
    events = play(state, "insert c5")
    assert state.ap == 3 and state.reserve[0] == 4 and state.figures[at("c5")] == 0
    assert of_kind(events, "foreman_inserted")[0].cost == 2
    for field in ("c3", "b4", "h3", "g4"):
        with pytest.raises(IllegalMoveError):
            play(state, f"insert {field}")


def test_insert_needs_two_points_and_a_foreman_in_reserve() -> None:
    """With 1 AP left no insert; with an empty reserve none either."""
    state = position(floors=STAIRS, foremen={"c4": 0, "a8": 0})
    play(state, "move a8 a4")
    assert state.ap == 1
    assert legal_starting(state, "insert") == []
    crowded = position(
        floors=STAIRS,
        foremen={"c4": 0, "a1": 0, "a2": 0, "a3": 0, "a4": 0, "a6": 0},
    )
    assert crowded.reserve[0] == 0
    assert legal_starting(crowded, "insert") == []


def test_a_foreman_on_the_ground_inserts_nowhere() -> None:
    """The ground is floor 0: no house field is as low as that."""
    state = position(foremen={"c4": 0})
    assert state.insert_fields(0) == []


def test_building_costs_one_point() -> None:
    """Bauen: 1 AP, one floor from the stack; the new floor is the field's height."""
    state = position(floors={"d3": 1})
    events = play(state, "build 1 d4")
    assert state.ap == 4 and state.heights[at("d4")] == 2 and state.stacks[0][0] == 2
    assert of_kind(events, "floor_built")[0].floor == 2


def test_with_no_points_left_only_cards_undo_and_end_remain() -> None:
    """A walk of five fields uses all five points; no walk, build or draw remains."""
    state = position(foremen={"a1": 0}, hands={0: ["ueberstunden"]})
    play(state, "move a1 a6")
    assert state.ap == 0
    assert legal(state) == ["play ueberstunden", "undo", "end"]


def test_drawing_costs_one_point_once_a_turn() -> None:
    """Karte ziehen: 1 AP, höchstens einmal je Zug; the pile's top card goes into the hand."""
    state = position(
        piles={
            0: [
                "kletterseil",
                "abrisstrupp",
                "schraegzug",
                "treppenhaus",
                "hebebuehne",
                "sonderlieferung",
                "anwerbung",
                "pressefoto",
                "ueberstunden",
                "doppelschicht",
            ]
        }
    )
    assert state.hands[0] == []
    assert "draw" in legal(state)
    events = play(state, "draw")
    assert state.ap == 4 and state.hands[0] == ["doppelschicht"] and len(state.piles[0]) == 9
    assert of_kind(events, "card_drawn") == [ev.CardDrawn(0, 9)]
    assert "draw" not in legal(state)
    with pytest.raises(IllegalMoveError, match="already been drawn"):
        play(state, "draw")


def test_companies_start_without_cards() -> None:
    """Auf der Hand hat zu Beginn niemand eine Karte; each own pile holds the ten cards."""
    state = started(4, 9)
    assert state.hands == [[], [], [], []]
    assert [sorted(pile) for pile in state.piles] == [sorted(CARDS)] * 4


def test_unused_action_points_lapse() -> None:
    """Übrige Aktionspunkte verfallen: 4 left at the end are gone; the next turn has 5 again."""
    state = position(stacks={0: [3, 2, 2, 1]})
    events = play(state, "build 1 e2", "end")
    assert of_kind(events, "turn_ended")[0].lapsed_points == 4
    # Company 3 ends the first round and begins the second, company 0 comes after it.
    events = end_turns(state, 4)
    assert state.acting == 0 and state.ap == 5
    assert of_kind(events, "turn_started")[-1] == ev.TurnStarted(0, 1891, 1, 5)


def test_undo_takes_back_the_last_step_one_at_a_time() -> None:
    """Zurück nimmt den letzten Schritt zurück – and then the one before."""
    state = position(foremen={"a1": 0})
    start = saved(state)
    play(state, "build 1 e2")
    after_build = saved(state)
    play(state, "move a1 a3")
    events = play(state, "undo")
    assert of_kind(events, "step_taken_back") == [ev.StepTakenBack(0, "move a1 a3")]
    assert saved(state) == after_build
    play(state, "undo")
    assert saved(state) == start
    assert "undo" not in legal(state)
    with pytest.raises(IllegalMoveError, match="nothing|no step"):
        play(state, "undo")


def test_undo_of_the_only_build_frees_the_choice_of_stack() -> None:
    """The first build fixes the turn's stack; taking it back lets another stack be chosen."""
    state = position(stacks={0: [3, 2, 2, 1]})
    play(state, "build 2 e2", "undo")
    assert state.turn_stack == -1 and state.stacks[0] == [3, 2, 2, 1]
    play(state, "build 1 e2")
    assert state.turn_stack == 0


def test_undo_stops_at_a_drawn_card() -> None:
    """Zurück – bis du eine Karte ziehst: the draw and what came before it stay."""
    state = position(foremen={"a1": 0})
    play(state, "build 1 e2", "draw")
    assert "undo" not in legal(state)
    with pytest.raises(IllegalMoveError):
        play(state, "undo")
    after_draw = saved(state)
    play(state, "move a1 a2")
    play(state, "undo")
    assert saved(state) == after_draw
    assert "undo" not in legal(state)
    assert state.heights[at("e2")] == 1 and len(state.hands[0]) == 1


# Steps that each must be taken back exactly (the position holds the cards they play).
STEPS = [
    ("move a1 a3",),
    ("insert c5",),
    ("build 1 e2",),
    ("build 1 e2", "build 1 f3"),
    ("move a1 a2", "build 2 d2"),
    ("draw", "build 1 e2"),
    ("play kletterseil c4 c3",),
    ("play schraegzug c4 b5",),
    ("play treppenhaus c4 c3",),
    ("play hebebuehne c4",),
    ("play sonderlieferung e2",),
    ("build 1 e2", "play sonderlieferung f3"),
    ("play anwerbung d4",),
    ("play pressefoto d3",),
    ("play ueberstunden",),
    ("play doppelschicht",),
    ("play abrisstrupp c3",),
    ("play abrisstrupp c3", "drop e2"),
]


@pytest.mark.parametrize("steps", STEPS, ids=lambda steps: " / ".join(steps))
def test_undo_restores_exactly_what_was_before_the_step(steps: tuple[str, ...]) -> None:
    """After a step and Zurück the whole save equals the save before the step."""
    # The Abrisstrupp in hand, or the other nine with the Abrisstrupp left to draw.
    lifting = any("abrisstrupp" in step for step in steps)
    hand = ["abrisstrupp"] if lifting else list(CARDS[:9])
    state = position(floors=STAIRS, foremen={"c4": 0, "a1": 0, "h4": 1}, hands={0: hand})
    *earlier, last = steps
    play(state, *earlier)
    before = saved(state)
    play(state, last)
    assert saved(state) != before
    play(state, "undo")
    assert saved(state) == before
