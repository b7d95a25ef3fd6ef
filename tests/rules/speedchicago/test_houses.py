"""Häuser und Stockwerke: orthogonal houses, base areas, tower limits, no merging, no building on
figures (determinations A and the build rule of C)."""

from __future__ import annotations

import pytest

from game.rules import IllegalMoveError
from game.rules.speedchicago.houses import NO_HOUSE, find_houses
from game.rules.speedchicago.site import (
    FIELD_NAMES,
    GRUNDSPIEL_FOUNDATIONS,
    NEIGHBOURS,
    spaced_from,
)

from .scenario import GAME, at, legal_starting, names, play, position, saved, started

# House indices are the indices of their foundation stones: b2 f2 d4 h4 a5 e5 c7 g7.
HOUSE_B2, HOUSE_D4, HOUSE_E5 = 0, 2, 5


def test_the_grundspiel_site_has_eight_one_floor_houses_and_84_floors_in_the_supply() -> None:
    """8×8 Felder, acht feste Grundsteine, im Vorrat die übrigen 84 Stockwerke."""
    state = GAME.new_state(4, 3)
    assert names(state.foundations) == ["b2", "f2", "d4", "h4", "a5", "e5", "c7", "g7"]
    assert [state.heights[stone] for stone in state.foundations] == [1] * 8
    assert sum(state.heights) == 8
    assert state.supply == 84
    assert state.houses.area == (1,) * 8
    assert len(FIELD_NAMES) == 64 and FIELD_NAMES[0] == "a1" and FIELD_NAMES[63] == "h8"
    assert at("b2") == 1 * 8 + 1


def test_the_fixed_foundation_stones_keep_the_profi_spacing() -> None:
    """Grundsteine des Grundspiels: in derselben Reihe oder Spalte mindestens 3 Felder Abstand."""
    stones = list(GRUNDSPIEL_FOUNDATIONS)
    for stone in stones:
        assert spaced_from(stone, [other for other in stones if other != stone])


def test_a_house_is_the_orthogonally_connected_fields_and_its_base_area_their_number() -> None:
    """Ein Haus sind alle waagerecht oder senkrecht zusammenhängenden Felder mit Stockwerken."""
    state = position(floors={"d3": 1, "c3": 2})
    houses = state.houses
    assert houses.area[HOUSE_D4] == 3
    assert set(names(houses.fields_of(HOUSE_D4))) == {"d4", "d3", "c3"}
    assert houses.house_of[at("c3")] == HOUSE_D4


def test_a_diagonal_floor_belongs_to_no_house() -> None:
    """Schräg hängt nichts zusammen: c3 only touches d4 at a corner and joins no house."""
    heights = [0] * 64
    for stone in GRUNDSPIEL_FOUNDATIONS:
        heights[stone] = 1
    heights[at("c3")] = 1
    houses = find_houses(heights, GRUNDSPIEL_FOUNDATIONS)
    assert houses.house_of[at("c3")] == NO_HOUSE
    assert houses.area[HOUSE_D4] == 1


def test_a_ground_field_touching_no_house_is_no_build_site() -> None:
    """c3 lies diagonally between b2 and d4: it touches no house and takes no floor."""
    state = position()
    assert at("c3") not in state.build_sites()
    assert at("c4") in state.build_sites()


def test_no_tower_grows_higher_than_its_base_area() -> None:
    """Kein Turm wird höher als die Grundfläche: a house of 3 fields has at most 3 floors."""
    state = position()
    sites = state.build_sites()
    assert at("d4") not in sites  # one field, one floor
    play(state, "build 1 d3")
    assert state.build_sites()[at("d4")] == 2
    play(state, "build 1 d4")
    assert state.heights[at("d4")] == 2
    assert at("d4") not in state.build_sites()
    with pytest.raises(IllegalMoveError):
        play(state, "build 1 d4")
    play(state, "build 1 c4")  # the third field lifts the limit to 3
    assert state.houses.area[HOUSE_D4] == 3
    assert state.build_sites()[at("d4")] == 3


def test_a_ground_field_next_to_two_houses_is_no_build_site() -> None:
    """Zwei Häuser dürfen nie zusammenwachsen: e4 and d5 touch both d4 and e5."""
    state = position()
    sites = state.build_sites()
    assert at("e4") not in sites and at("d5") not in sites
    before = saved(state)
    with pytest.raises(IllegalMoveError):
        play(state, "build 1 e4")
    assert saved(state) == before


def test_a_ground_field_touching_one_house_twice_is_a_build_site() -> None:
    """c3 touches d3 and c4, both of the d4 house: that is one house, so it may grow there."""
    state = position(floors={"d3": 1, "c4": 1})
    assert state.build_sites()[at("c3")] == 1


def test_houses_may_touch_diagonally() -> None:
    """Schräg dürfen sie sich berühren: c4 joins d4 while b3 of the b2 house touches it at a
    corner; the two houses stay apart."""
    state = position(floors={"b3": 1})
    assert at("c4") in state.build_sites()
    play(state, "build 1 c4")
    houses = state.houses
    assert houses.house_of[at("c4")] == HOUSE_D4
    assert houses.house_of[at("b3")] == HOUSE_B2
    assert houses.area[HOUSE_B2] == 2 and houses.area[HOUSE_D4] == 2


def test_a_built_ground_field_joins_its_house() -> None:
    """A floor on a ground field next to one house makes the house one field larger."""
    state = position()
    play(state, "build 1 e2")  # next to f2 only
    assert state.houses.house_of[at("e2")] == 1
    assert state.houses.area[1] == 2
    assert state.build_sites()[at("f2")] == 2


def test_nobody_builds_on_a_foreman_or_the_photographer() -> None:
    """Auf einen Vorarbeiter oder den Fotografen baut niemand – on a house or the ground."""
    state = position(floors={"d3": 1}, foremen={"d3": 1, "c4": 0}, photographer="d4")
    sites = state.build_sites()
    assert at("d3") not in sites  # a foreman on the first floor
    assert at("c4") not in sites  # a foreman on the ground next to the house
    assert at("d4") not in sites  # the photographer (the tower could grow to 2)
    assert at("d2") in sites
    for field in ("d3", "c4", "d4"):
        with pytest.raises(IllegalMoveError):
            play(state, f"build 1 {field}")


def test_every_house_keeps_exactly_one_foundation_stone_through_a_game() -> None:
    """Jedes Haus enthält genau einen Grundstein: building wherever allowed never merges houses."""
    state = started(4, 5)
    for _ in range(40):
        builds = legal_starting(state, "build")
        play(state, builds[len(builds) // 2] if builds else "end")
        houses = state.houses
        for field in range(64):
            if state.heights[field]:
                assert houses.house_of[field] != NO_HOUSE
                for neighbour in NEIGHBOURS[field]:
                    if state.heights[neighbour]:
                        assert houses.house_of[neighbour] == houses.house_of[field]
                assert state.heights[field] <= houses.area[houses.house_of[field]]
        assert sum(houses.area) == sum(1 for height in state.heights if height)
