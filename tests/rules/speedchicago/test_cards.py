"""Die Aktionskarten: the ten cards' targets and effects, one card a turn, no action points, and
the two steps of the Abrisstrupp with its limits (determination D, the card rules of C)."""

from __future__ import annotations

from typing import Any

import pytest

from game.rules import IllegalMoveError, SaveError
from game.rules.speedchicago import SpeedchicagoState
from game.rules.speedchicago import events as ev
from game.rules.speedchicago.site import FIELD_NAMES
from game.rules.speedchicago.tables import CARDS

from .scenario import (
    GAME,
    at,
    end_turns,
    legal,
    legal_starting,
    of_kind,
    play,
    position,
    saved,
    targets,
)

# A stair house on d4 of 5 fields: d4, d3, c5 on the 1st floor, c4 on the 2nd, c3 on the 3rd.
STAIRS = {"d3": 1, "c3": 3, "c4": 2, "c5": 1}


def holding(card: str, **kwargs: Any) -> SpeedchicagoState:
    """A position in which company 0 holds this one card (and its pile the other nine)."""
    kwargs.setdefault("floors", STAIRS)
    return position(hands={0: [card]}, **kwargs)


def test_there_are_ten_cards_one_of_each_per_company() -> None:
    """Jede Firma hat 10 Aktionskarten, je eine von jeder Sorte."""
    assert CARDS == (
        "kletterseil",
        "schraegzug",
        "treppenhaus",
        "hebebuehne",
        "sonderlieferung",
        "anwerbung",
        "pressefoto",
        "ueberstunden",
        "doppelschicht",
        "abrisstrupp",
    )


def test_kletterseil_climbs_up_to_two_floors_in_one_orthogonal_step() -> None:
    """Kletterseil: b4 (ground) straight up to c4 (2nd floor), no action point."""
    state = holding("kletterseil", foremen={"b4": 0})
    assert targets(state, "play kletterseil b4") == {"a4", "b3", "b5", "c4"}
    events = play(state, "play kletterseil b4 c4")
    assert state.figures[at("c4")] == 0 and state.figures[at("b4")] == -1
    assert state.ap == 5
    assert of_kind(events, "foreman_moved")[0].path == (at("b4"), at("c4"))
    assert of_kind(events, "foreman_moved")[0].card == "kletterseil"
    assert state.hands[0] == [] and state.played[0] == ["kletterseil"]


def test_kletterseil_does_not_climb_three_floors_but_goes_down_any() -> None:
    """From the ground not onto the 3rd floor; from the 3rd floor down to the ground."""
    up = holding("kletterseil", foremen={"b3": 0})
    assert "c3" not in targets(up, "play kletterseil b3")
    with pytest.raises(IllegalMoveError):
        play(up, "play kletterseil b3 c3")
    down = holding("kletterseil", foremen={"c3": 0, "c4": 1})
    assert targets(down, "play kletterseil c3") == {"b3", "c2", "d3"}  # c4 is taken


def test_schraegzug_steps_diagonally_climbing_at_most_one() -> None:
    """Schrägzug: from b4 (ground) to a diagonal field at most one floor up: a5, c5, a3 – not c3
    (3rd floor) and not the orthogonal b3."""
    state = holding("schraegzug", foremen={"b4": 0})
    assert targets(state, "play schraegzug b4") == {"a3", "a5", "c5"}
    play(state, "play schraegzug b4 c5")
    assert state.figures[at("c5")] == 0 and state.ap == 5


def test_treppenhaus_moves_within_the_house_at_most_one_floor_up() -> None:
    """Treppenhaus: from d4 (1st floor) to any free field of the same house up to the 2nd floor;
    not c3 (3rd), not the taken c5, not another house."""
    state = holding("treppenhaus", foremen={"d4": 0, "c5": 1, "a1": 0})
    assert targets(state, "play treppenhaus d4") == {"d3", "c4"}
    assert legal_starting(state, "play treppenhaus a1") == []  # on the ground: in no house
    play(state, "play treppenhaus d4 c4")
    assert state.figures[at("c4")] == 0 and state.ap == 5


def test_hebebuehne_slides_a_floor_from_the_supply_under_an_own_foreman() -> None:
    """Hebebühne: c4 (2nd floor of a 5-field house) becomes the 3rd floor under him."""
    state = holding("hebebuehne", foremen={"c4": 0, "h4": 0, "a1": 0, "d3": 1})
    # h4 is a 1-field house at its limit, a1 is the ground, d3 is not his.
    assert legal_starting(state, "play hebebuehne") == ["play hebebuehne c4"]
    supply, stacks = state.supply, [list(item) for item in state.stacks]
    events = play(state, "play hebebuehne c4")
    assert state.heights[at("c4")] == 3 and state.figures[at("c4")] == 0
    assert state.supply == supply - 1 and state.stacks == stacks and state.turn_stack == -1
    assert of_kind(events, "floor_built")[0] == ev.FloorBuilt(0, at("c4"), 3, -1, "hebebuehne", 5)


def test_hebebuehne_and_sonderlieferung_need_a_floor_in_the_supply() -> None:
    """With the supply empty there is nothing to slide under or deliver."""
    for card, foremen in (("hebebuehne", {"c4": 0}), ("sonderlieferung", {})):
        state = holding(card, foremen=foremen)
        assert legal_starting(state, f"play {card}")
        state.supply = 0
        assert legal_starting(state, f"play {card}") == []


def test_sonderlieferung_builds_from_the_supply_without_fixing_the_stack() -> None:
    """Sonderlieferung: any yellow site; no stack, no action point; then any stack is free."""
    state = holding("sonderlieferung")
    assert targets(state, "play sonderlieferung") == {
        name for name in (FIELD_NAMES[field] for field in state.build_sites())
    }
    supply = state.supply
    play(state, "play sonderlieferung e2")
    assert state.heights[at("e2")] == 1 and state.supply == supply - 1
    assert state.ap == 5 and state.turn_stack == -1 and state.stacks[0] == [3, 2, 2, 1]
    assert {text.split()[1] for text in legal_starting(state, "build")} == {"1", "2", "3", "4"}


def test_anwerbung_puts_a_reserve_foreman_on_any_free_first_floor() -> None:
    """Anwerbung: any free field on the 1st floor of any house, near nobody; not higher, not the
    ground; no action point."""
    state = holding("anwerbung", foremen={"d4": 1}, photographer="e5")
    fields = targets(state, "play anwerbung")
    assert fields == {"b2", "f2", "d3", "c5", "h4", "a5", "c7", "g7"}
    play(state, "play anwerbung g7")
    assert state.figures[at("g7")] == 0 and state.reserve[0] == 5 and state.ap == 5


def test_anwerbung_needs_a_foreman_in_reserve() -> None:
    """Six on the site: nobody left to hire."""
    state = holding("anwerbung", foremen={"a1": 0, "a2": 0, "a3": 0, "a4": 0, "a6": 0, "a7": 0})
    assert legal_starting(state, "play anwerbung") == []


def test_pressefoto_sends_the_photographer_to_any_other_free_house_field() -> None:
    """Pressefoto: every free field with floors except his own; not onto a foreman, not the
    ground."""
    state = holding("pressefoto", foremen={"d4": 1, "c4": 0}, photographer="g7")
    fields = targets(state, "play pressefoto")
    assert fields == {"b2", "f2", "h4", "a5", "e5", "c7", "d3", "c3", "c5"}
    events = play(state, "play pressefoto c3")
    assert state.photographer == at("c3") and state.figures[at("c3")] == 4
    assert state.figures[at("g7")] == -1
    assert of_kind(events, "photographer_sent") == [ev.PhotographerSent(0, at("g7"), at("c3"))]


@pytest.mark.parametrize(("card", "points"), [("ueberstunden", 6), ("doppelschicht", 7)])
def test_the_shift_cards_add_action_points(card: str, points: int) -> None:
    """Überstunden: 6 statt 5 Aktionspunkte; Doppelschicht: 7 statt 5."""
    state = holding(card)
    events = play(state, f"play {card}")
    assert state.ap == points
    assert of_kind(events, "action_points_added") == [ev.ActionPointsAdded(0, points - 5, points)]
    spent = holding(card)
    play(spent, "build 1 e2", "build 1 f3", f"play {card}")
    assert spent.ap == points - 2


def test_a_shift_card_lets_a_foreman_walk_further() -> None:
    """With 7 points a foreman reaches a field 7 fields away."""
    state = holding("doppelschicht", foremen={"a1": 0})
    assert at("a8") not in state.reachable_from(at("a1"))
    play(state, "play doppelschicht")
    assert state.reachable_from(at("a1"))[at("a8")] == 7


def test_after_a_doppelschicht_the_next_own_turn_has_four_action_points() -> None:
    """Doppelschicht: 7 now, and the crew rests: 4 instead of 5 in the company's next turn;
    the turn after that has 5 again, and the others are not touched."""
    state = holding("doppelschicht")
    play(state, "play doppelschicht", "end")
    assert state.tired == [1, 0, 0, 0]
    # Company 3 ends the first round and begins the second (round_start): 3, 0, 1, 2; the third
    # round runs 2, 3, 0, 1.
    for company in (1, 2, 3, 3):
        assert state.acting == company and state.ap == 5
        play(state, "end")
    assert state.acting == 0 and state.ap == 4 and state.tired == [0, 0, 0, 0]
    end_turns(state, 5)
    assert state.acting == 0 and state.ap == 5


def test_ueberstunden_leaves_the_next_turn_whole() -> None:
    """Überstunden costs nothing later: the next own turn has 5 action points."""
    state = holding("ueberstunden")
    play(state, "play ueberstunden", "end")
    end_turns(state, 4)
    assert state.acting == 0 and state.ap == 5


def test_a_doppelschicht_taken_back_leaves_no_rest() -> None:
    """Zurück before the end of the turn takes the rest back with the card."""
    state = holding("doppelschicht")
    play(state, "play doppelschicht", "undo", "end")
    end_turns(state, 4)
    assert state.acting == 0 and state.ap == 5


def test_the_rest_is_saved_and_checked() -> None:
    """A resting company is saved; a rest without a Doppelschicht played is refused."""
    state = holding("doppelschicht")
    play(state, "play doppelschicht", "end")
    data = saved(state)
    assert data["tired"] == [1, 0, 0, 0]
    assert GAME.state_from_dict(data).tired == [1, 0, 0, 0]
    data["played"][0] = []
    data["hands"][0] = ["doppelschicht"]
    with pytest.raises(SaveError, match="rests without"):
        GAME.state_from_dict(data)


def test_one_card_a_turn_and_it_costs_no_action_points() -> None:
    """Höchstens eine Karte je Zug; eine gespielte Karte ist weg; cards are free."""
    state = position(foremen={"a1": 0}, hands={0: ["ueberstunden", "doppelschicht"]})
    play(state, "move a1 a6")
    assert state.ap == 0
    assert legal_starting(state, "play") == ["play ueberstunden", "play doppelschicht"]
    play(state, "play ueberstunden")
    assert state.ap == 1
    assert legal_starting(state, "play") == []
    with pytest.raises(IllegalMoveError, match="already been played"):
        play(state, "play doppelschicht")
    assert state.hands[0] == ["doppelschicht"] and state.played[0] == ["ueberstunden"]


def test_a_card_drawn_this_turn_may_be_played_at_once() -> None:
    """Auch die gerade gezogene Karte darf gespielt werden."""
    pile = [card for card in CARDS if card != "ueberstunden"] + ["ueberstunden"]
    state = position(piles={0: pile})
    play(state, "draw")
    assert state.hands[0] == ["ueberstunden"] and state.ap == 4
    play(state, "play ueberstunden")
    assert state.ap == 5


def test_a_card_not_in_hand_cannot_be_played() -> None:
    """Only cards in the hand are played."""
    state = holding("ueberstunden")
    with pytest.raises(IllegalMoveError, match="not in the hand"):
        play(state, "play doppelschicht")


def test_abrisstrupp_lifts_a_top_floor_then_sets_it_on_a_yellow_site() -> None:
    """Abrisstrupp in two steps: lift c3's top floor, set it on e2; no stack, no supply."""
    state = holding("abrisstrupp")
    supply, stacks = state.supply, [list(item) for item in state.stacks]
    events = play(state, "play abrisstrupp c3")
    assert state.heights[at("c3")] == 2 and state.lifted == at("c3")
    assert of_kind(events, "floor_lifted") == [ev.FloorLifted(0, at("c3"), 3)]
    drops = legal(state)
    assert drops[-1] == "undo" and all(text.startswith("drop") for text in drops[:-1])
    assert "drop c3" not in drops  # not the same field
    sites = {FIELD_NAMES[field] for field in state.build_sites()}
    assert {text.split()[1] for text in drops[:-1]} == sites - {"c3"}
    for text in ("end", "build 1 e2", "drop c3", "move d4 d5"):
        with pytest.raises(IllegalMoveError):
            play(state, text)
    events = play(state, "drop e2")
    assert state.heights[at("e2")] == 1 and state.lifted == -1
    assert of_kind(events, "floor_built") == [ev.FloorBuilt(0, at("e2"), 1, -1, "abrisstrupp", 0)]
    assert state.supply == supply and state.stacks == stacks and state.ap == 5
    assert "end" in legal(state)


def test_abrisstrupp_never_lifts_a_foundation_stones_last_floor() -> None:
    """The one floor of b2 or h4 (foundation stones) stays; d4 on the 2nd floor may lose its top,
    and e2 (no foundation stone) its last floor."""
    state = holding("abrisstrupp", floors={"d3": 1, "d4": 2, "e2": 1})
    fields = targets(state, "play abrisstrupp")
    assert not fields & {"b2", "f2", "h4", "a5", "e5", "c7"}
    assert {"d4", "e2"} <= fields


def test_abrisstrupp_never_splits_a_house() -> None:
    """d4-d3-d2-d1 in a line: d3's or d2's last floor would cut the house in two; d1 at its end
    may go."""
    state = holding("abrisstrupp", floors={"d3": 1, "d2": 1, "d1": 1})
    fields = targets(state, "play abrisstrupp")
    assert "d3" not in fields and "d2" not in fields
    assert "d1" in fields
    with pytest.raises(IllegalMoveError):
        play(state, "play abrisstrupp d2")
    ring = holding("abrisstrupp", floors={"d3": 1, "c3": 1, "c4": 1})
    assert {"d3", "c3", "c4"} <= targets(ring, "play abrisstrupp")  # a ring stays whole


def test_abrisstrupp_keeps_every_tower_within_the_smaller_base_area() -> None:
    """d4 stands 3 high on a 3-field house: lifting d3 or c4 would leave 2 fields under a tower of
    3; lifting d4's top floor is fine."""
    state = holding("abrisstrupp", floors={"d4": 3, "d3": 1, "c4": 1})
    fields = targets(state, "play abrisstrupp")
    assert "d3" not in fields and "c4" not in fields
    assert "d4" in fields


def test_abrisstrupp_lifts_no_floor_under_a_figure() -> None:
    """Only a free field's top floor is lifted."""
    state = holding("abrisstrupp", foremen={"c3": 1}, photographer="c4")
    fields = targets(state, "play abrisstrupp")
    assert "c3" not in fields and "c4" not in fields and "c5" in fields


def test_abrisstrupp_needs_somewhere_to_set_the_floor() -> None:
    """Lifting needs a target: with every other yellow site taken by a figure, d4 (2nd floor of a
    2-field house) cannot be lifted, since its own field is no target."""
    state = holding("abrisstrupp", floors={"d3": 1, "d4": 2})
    for field in list(state.build_sites()):
        state.figures[field] = 1  # set directly: more figures than the companies own
    assert state.build_sites() == {}
    assert state.liftable() == []
    assert legal_starting(state, "play abrisstrupp") == []
    state.figures[at("b1")] = -1  # one site far away frees the lift
    assert at("d4") in state.liftable()


def test_abrisstrupp_lift_can_be_undone_and_the_floor_goes_back() -> None:
    """While lifted only drop or Zurück: Zurück puts the floor back where it was."""
    state = holding("abrisstrupp")
    before = saved(state)
    play(state, "play abrisstrupp c3", "undo")
    assert saved(state) == before
    assert state.hands[0] == ["abrisstrupp"]
