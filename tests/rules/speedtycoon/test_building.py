"""Building at the end of the turn, the building rules in a game, and restructuring (tearing
down, swapping, building from the Planung)."""

from __future__ import annotations

import pytest

from game.rules import IllegalMoveError
from game.rules.speedtycoon.empire import Empire, broken_rules, highway_ring, ring_segments
from game.rules.speedtycoon.scorings import scoring_of
from game.rules.speedtycoon.state import SpeedtycoonState

from .scenario import (
    COURTYARD,
    building,
    kinds,
    legal,
    legal_starting,
    of_kind,
    play,
    saved,
    table,
)

LOGISTIK_7 = building("logistik", 7, "S")
FINANZEN_11 = building("finanzen", 11)
ENERGIE_10 = building("energie", 10)
INDUSTRIE_9 = building("industrie", 9)
FREE_MARKET = [LOGISTIK_7, FINANZEN_11, ENERGIE_10, INDUSTRIE_9]
# The six buildings without any highway, cheapest branch first.
FREE = [building(name, price) for name, price in (("logistik", 8), ("industrie", 9))]
FREE += [building(name, price) for name, price in (("energie", 10), ("finanzen", 11))]
FREE += [building(name, price) for name, price in (("technologie", 12), ("wolkenkratzer", 13))]


def three_bought() -> SpeedtycoonState:
    """Player 0 bought three buildings with exact payments and ended his actions."""
    state = table(
        hands={0: ["$7a", "€6a", "€5a", "元6a", "元4a"]},
        market=FREE_MARKET,
        kapital=["¥1a", "¥2a", "¥3a", "¥4a"],
    )
    play(state, "buy 1 $7a", "buy 2 €5a,€6a", "buy 3 元4a,元6a", "end")
    return state


# ---- f. building at the end of the turn ----------------------------------------------------------


def test_bought_buildings_are_built_or_planned_one_at_a_time_in_any_order() -> None:
    """Each waiting building may be built on an allowed field or put into the Planung, in any
    order; the phase lasts until the last one is placed."""
    state = three_bought()
    assert state.phase == "place" and state.to_place == [LOGISTIK_7, FINANZEN_11, ENERGIE_10]
    for number in state.to_place:
        assert f"plan {number}" in legal(state) and legal_starting(state, f"build {number} ")
    assert not legal_starting(state, "fund")  # only at a table of two
    play(state, f"build {ENERGIE_10} 1,0")
    assert state.phase == "place" and state.acting == 0
    play(state, f"plan {LOGISTIK_7}")
    assert state.phase == "place"
    play(state, f"build {FINANZEN_11} 2,0")
    assert state.empires[0].fields == {(0, 0): 0, (1, 0): ENERGIE_10, (2, 0): FINANZEN_11}
    assert state.planning[0] == [LOGISTIK_7] and state.current == 1


def test_the_kapital_and_then_the_weltmarkt_are_refilled_after_building() -> None:
    """Nothing is refilled while buildings wait; after the last one the Kapital comes first,
    then the Weltmarkt."""
    state = three_bought()
    assert state.market[:3] == [None, None, None]
    events = play(state, f"plan {LOGISTIK_7}", f"plan {FINANZEN_11}")
    assert "kapital_refilled" not in kinds(events) and "market_refilled" not in kinds(events)
    play_order = kinds(play(state, f"plan {ENERGIE_10}"))
    refills = [kind for kind in play_order if kind.endswith("_refilled")]
    assert refills == ["market_refilled"] * 3
    assert play_order.index("turn_ended") < play_order.index("market_refilled")
    assert None not in state.market


def test_the_kapital_refills_before_the_weltmarkt() -> None:
    """A turn that took money and bought: the Kapital slot fills before the market place."""
    state = table(hands={0: ["$7a"]}, market=FREE_MARKET, kapital=["¥1a", "¥2a", "¥3a", "¥4a"])
    play(state, "buy 1 $7a", "take 1,2")
    refills = [kind for kind in kinds(play(state, f"plan {LOGISTIK_7}")) if "refilled" in kind]
    assert refills == ["kapital_refilled", "kapital_refilled", "market_refilled"]


def test_at_a_table_of_two_a_bought_building_may_go_to_the_staatsfonds() -> None:
    """With two players 'fund' is a third choice; the building then counts for the fund."""
    state = table(2, hands={0: ["$8a"]}, market=FREE_MARKET)
    play(state, "buy 1 $8a")
    assert f"fund {LOGISTIK_7}" in legal(state)
    events = play(state, f"fund {LOGISTIK_7}")
    assert of_kind(events, "building_to_fund")[0].building == LOGISTIK_7
    assert LOGISTIK_7 in state.fund and state.fund_counts()[0] >= 1


# ---- g. the building rules in the game ---------------------------------------------------------


def test_a_field_that_would_close_a_hole_is_refused_in_words() -> None:
    """Five free buildings around the empty field 1,1: building on 1,2 would close it in on
    all four sides; 1,1 itself and 2,2 are fine."""
    empire = {(1, 0): FREE[0], (2, 0): FREE[1], (2, 1): FREE[2], (0, 1): FREE[3]}
    state = table(
        empires={0: empire}, market=[FREE[4], None, None, None], hands={0: ["$9a", "$4a"]}
    )
    play(state, "buy 1 $4a,$9a")
    targets = {text.split()[-1] for text in legal_starting(state, f"build {FREE[4]} ")}
    assert "1,2" not in targets and {"1,1", "2,2", "0,2"} <= targets
    before = saved(state)
    with pytest.raises(IllegalMoveError, match="leave no hole"):
        play(state, f"build {FREE[4]} 1,2")
    assert saved(state) == before


def test_a_larger_inner_courtyard_is_allowed_and_its_highways_make_the_ring() -> None:
    """Two empty fields enclosed are a courtyard, not a hole; the highways facing it are on the
    edge of the empire and make a ring of six segments."""
    state = table(empires={0: COURTYARD})
    empire = state.empires[0]
    assert broken_rules(empire) == []
    assert len(ring_segments(empire)) == 6 and highway_ring(empire) == 6
    assert scoring_of(state, 0).players[0].ring == 6


def test_highway_loops_meeting_at_one_point_make_one_ring() -> None:
    """Two courtyards, 1,1–2,1 and 3,2–4,2, touching at one corner point: the ring runs through
    the crossing point twice and takes both loops (no segment twice): 6 + 6 segments."""
    fields = {
        (0, 0): 0,
        (1, 0): building("logistik", 7, "S"),
        (2, 0): building("industrie", 8, "S"),
        (0, 1): building("logistik", 6, "E"),
        (1, 2): building("logistik", 5, "N"),
        (3, 1): building("energie", 6, "SW"),  # faces both courtyards
        (2, 2): building("finanzen", 7, "NE"),  # faces both courtyards
        (4, 1): building("energie", 8, "S"),
        (5, 2): building("energie", 9, "W"),
        (3, 3): building("industrie", 6, "N"),
        (4, 3): building("energie", 7, "N"),
    }
    empire = Empire(fields)
    assert len(ring_segments(empire)) == 12
    assert highway_ring(empire) == 12


# ---- h. restructuring ----------------------------------------------------------------------------


def test_tearing_down_keeps_every_building_reachable() -> None:
    """In a chain 0,0 – 1,0 – 2,0 the middle building may not go, the last one may; it goes into
    the Planung, and that was the turn's action."""
    state = table(empires={0: {(1, 0): FREE[0], (2, 0): FREE[1]}})
    assert legal_starting(state, "teardown") == ["teardown 2,0"]
    before = saved(state)
    with pytest.raises(IllegalMoveError, match="no longer be reachable"):
        play(state, "teardown 1,0")
    assert saved(state) == before
    play(state, "teardown 2,0")
    assert state.planning[0] == [FREE[1]] and (2, 0) not in state.empires[0].fields
    assert state.current == 1


def test_tearing_down_may_not_leave_a_hole() -> None:
    """A building with neighbours on all four sides stays, even where nothing would be cut off."""
    empire = {
        (1, 0): FREE[0],
        (2, 0): FREE[1],
        (0, 1): FREE[2],
        (1, 1): FREE[3],
        (2, 1): FREE[4],
        (0, 2): FREE[5],
        (1, 2): building("logistik", 7, "S"),
    }
    state = table(empires={0: empire})
    targets = {text.split()[-1] for text in legal_starting(state, "teardown")}
    assert "1,1" not in targets and {"2,1", "1,0", "1,2"} <= targets
    with pytest.raises(IllegalMoveError, match="would be a hole"):
        play(state, "teardown 1,1")


def test_the_headquarters_is_never_torn_down_or_swapped() -> None:
    """0,0 is neither offered for tearing down nor for swapping."""
    state = table(planning={0: [FREE[0]]})
    assert "teardown 0,0" not in legal(state) and not legal_starting(state, "swap")
    with pytest.raises(IllegalMoveError):
        play(state, "teardown 0,0")
    with pytest.raises(IllegalMoveError):
        play(state, f"swap {FREE[0]} 0,0")


def test_a_swap_needs_the_same_highways_on_every_built_side() -> None:
    """On 1,0 only the west side has a neighbour (free): a free building or one with a highway
    to the east may take its place, one with a highway to the west may not."""
    east = building("logistik", 6, "E")
    west = building("energie", 9, "W")
    other_east = building("industrie", 7, "E")
    state = table(empires={0: {(1, 0): east}}, planning={0: [west, FREE[1], other_east]})
    assert sorted(legal_starting(state, "swap")) == sorted(
        [f"swap {FREE[1]} 1,0", f"swap {other_east} 1,0"]
    )
    with pytest.raises(IllegalMoveError, match="match every neighbour"):
        play(state, f"swap {west} 1,0")
    events = play(state, f"swap {FREE[1]} 1,0")
    swapped = of_kind(events, "buildings_swapped")[0]
    assert (swapped.building, swapped.out) == (FREE[1], east)
    assert state.empires[0].fields[(1, 0)] == FREE[1]
    assert sorted(state.planning[0]) == sorted([west, other_east, east])
    assert state.current == 1


def test_building_from_the_planung_is_the_one_action() -> None:
    """Building a planned building uses the turn's action: the next player follows."""
    state = table(planning={0: [FREE[0]]})
    events = play(state, f"build {FREE[0]} 0,1")
    assert of_kind(events, "building_built")[0].source == "planung"
    assert state.empires[0].fields[(0, 1)] == FREE[0] and state.current == 1


def test_the_action_after_an_exact_payment_may_be_a_restructure() -> None:
    """Paid exactly, the player may build from his Planung as his further action; the bought
    building is placed afterwards."""
    state = table(hands={0: ["$7a"]}, market=FREE_MARKET, planning={0: [FREE[1]]})
    play(state, "buy 1 $7a")
    assert f"build {FREE[1]} 1,0" in legal(state)
    play(state, f"build {FREE[1]} 1,0")
    assert state.phase == "place" and state.to_place == [LOGISTIK_7]
    assert state.empires[0].fields[(1, 0)] == FREE[1]
