"""The city modules of Speedtycoon: Staatsaufträge, Tunnel & Brücken, Unicorn,
Sonderwirtschaftszonen and Nachhaltigkeit (with our own determinations)."""

from __future__ import annotations

import pytest

from game.rules.core import IllegalMoveError
from game.rules.speedtycoon import SpeedtycoonState
from game.rules.speedtycoon.catalogue import (
    BRANCH_BUILDINGS,
    BUILDINGS,
    LOGISTIK,
    ZONES,
)
from game.rules.speedtycoon.empire import broken_rules
from game.rules.speedtycoon.scorings import scoring_of, unicorn_threshold
from game.rules.speedtycoon.tables import IPO_SCORING
from tests.rules.speedtycoon.scenario import (
    building,
    legal,
    legal_starting,
    new,
    of_kind,
    play,
    reloaded,
    table,
)

SCORINGS = (0, 1, 2)
# Logistik around the headquarters: north, east, south, west (each with its free side inwards).
LOGISTIK_N = building("logistik", 5, "N")
LOGISTIK_E = building("logistik", 6, "E")
LOGISTIK_S = building("logistik", 7, "S")
LOGISTIK_FREE = building("logistik", 8)
LOGISTIK_ES = building("logistik", 4, "ES")


# ---- Staatsaufträge ------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "blitz"), [(2, "off"), (3, "on"), (6, "off"), (6, "on")])
def test_every_player_gets_two_orders_for_different_buildings_in_play(
    players: int, blitz: str
) -> None:
    """Two orders each, all naming different branch buildings of this game (never one Blitz took
    out, never a zone)."""
    for seed in range(1, 6):
        state = new(players, seed, {"staatsauftraege": "on", "sonderzonen": "on", "blitz": blitz})
        named = [number for orders in state.orders for number in orders]
        assert [len(orders) for orders in state.orders] == [2] * players
        assert len(set(named)) == len(named)
        assert set(named) <= set(BRANCH_BUILDINGS) - set(state.gone)
    assert new(3, 1).orders == [[], [], []]


def test_the_orders_are_open_to_everybody() -> None:
    """Every player sees every player's orders."""
    state = new(4, 3, {"staatsauftraege": "on"})
    for viewer in (None, 0, 1, 2, 3):
        assert state.view(viewer)["orders"] == state.orders


# Orders of players 1 and 2 that none of these tests builds.
OTHER_ORDERS = [
    [building("finanzen", 11), building("wolkenkratzer", 13)],
    [building("technologie", 12), building("wolkenkratzer", 12, "N")],
]


def with_orders(state: SpeedtycoonState, orders: list[int]) -> SpeedtycoonState:
    """The position with player 0's two orders as given (the others' from OTHER_ORDERS)."""
    state.orders = [sorted(orders), *OTHER_ORDERS]
    return reloaded(state)


def _ordered(orders: list[int]) -> SpeedtycoonState:
    """Player 0 with the east Logistik; player 1 with the north and south ones."""
    state = table(
        options={"staatsauftraege": "on"},
        empires={0: {(1, 0): LOGISTIK_E}, 1: {(0, -1): LOGISTIK_N, (0, 1): LOGISTIK_S}},
    )
    return with_orders(state, orders)


def test_an_ordered_building_counts_twice_for_its_branch() -> None:
    """Player 0's ordered Logistik counts 2 and ties with player 1's two: at the IPO both share
    16 + 8 = 24, 12 each. Not ordered, player 1 would be alone first."""
    ordered = _ordered([LOGISTIK_E, building("energie", 10)])
    assert ordered.branch_counts(0)[LOGISTIK] == 2
    result = scoring_of(ordered, IPO_SCORING)
    assert result.counts[LOGISTIK] == (2, 2, 0)
    assert [part.branches[LOGISTIK] for part in result.players] == [12, 12, 0]
    plain = _ordered([building("energie", 10), building("industrie", 9)])
    result = scoring_of(plain, IPO_SCORING)
    assert [part.branches[LOGISTIK] for part in result.players] == [8, 16, 0]


def test_an_ordered_building_counts_only_in_the_empire() -> None:
    """In the Planung an ordered building counts nothing."""
    state = table(options={"staatsauftraege": "on"}, planning={0: [LOGISTIK_FREE]})
    state = with_orders(state, [LOGISTIK_FREE, building("energie", 10)])
    assert state.branch_counts(0)[LOGISTIK] == 0


def test_an_ordered_building_counts_once_for_the_unicorn() -> None:
    """Logistik needs 4 for its Unicorn: three real ones with one ordered (counted 4 at the
    majorities) win nothing; the fourth real one does."""
    state = table(
        options={"staatsauftraege": "on", "unicorn": "on"},
        empires={0: {(0, -1): LOGISTIK_N, (1, 0): LOGISTIK_E}},
        planning={0: [LOGISTIK_S, LOGISTIK_FREE]},
    )
    state = with_orders(state, [LOGISTIK_N, building("energie", 10)])
    events = play(state, f"build {LOGISTIK_S} 0,1")
    assert state.branch_counts(0)[LOGISTIK] == 4
    assert of_kind(events, "unicorn_won") == [] and state.unicorns[LOGISTIK] == -1
    state.current = 0
    state = reloaded(state)
    events = play(state, f"build {LOGISTIK_FREE} -1,0")
    (won,) = of_kind(events, "unicorn_won")
    assert (won.player, won.branch, won.points) == (0, LOGISTIK, 6)


# ---- Tunnel & Brücken ----------------------------------------------------------------------------

# The field 1,-1 meets a highway to the south (from 1,0) and one to the west (from 0,-1).
CORNER = {(0, -1): building("logistik", 3, "NE"), (1, 0): LOGISTIK_N}
SOUTH_WEST = building("energie", 6, "SW")
SOUTH_WEST_TOO = building("technologie", 7, "SW")


def _corner(tunnels: bool = True) -> SpeedtycoonState:
    """Player 0 with the corner city and two south-west buildings in the Planung."""
    return table(
        options={"tunnel": "on" if tunnels else "off"},
        empires={0: CORNER},
        planning={0: [SOUTH_WEST, SOUTH_WEST_TOO]},
    )


def _tunnel_built() -> SpeedtycoonState:
    """The corner position after the south-west building went up with its tunnel, at player 0's
    next action."""
    state = _corner()
    play(state, f"build {SOUTH_WEST} 1,-1")
    state.current = 0
    return reloaded(state)


def test_a_tunnel_is_set_on_the_first_highway_edge_and_only_one_per_building() -> None:
    """Meeting highways on two sides, the building gets one tunnel, on its south edge (order N,
    E, S, W); the west edge stays closed. One of the two tunnels is used."""
    state = _corner()
    assert state.tunnels_left == [2, 2, 2]
    assert f"build {SOUTH_WEST} 1,-1" in legal(state)
    events = play(state, f"build {SOUTH_WEST} 1,-1")
    assert of_kind(events, "building_built")[0].tunnel == ((1, -1), (1, 0))
    empire = state.empires[0]
    assert empire.tunnels == {frozenset({(1, -1), (1, 0)})}
    assert state.tunnels_left == [1, 2, 2]
    assert broken_rules(empire) == []


def test_without_a_tunnel_left_the_field_is_not_allowed() -> None:
    """Without the module, or with both tunnels used, the corner field is refused in words."""
    assert f"build {SOUTH_WEST} 1,-1" not in legal(_corner(tunnels=False))
    state = _corner()
    state.tunnels_left[0] = 0
    state._legal = None
    assert f"build {SOUTH_WEST} 1,-1" not in legal(state)
    with pytest.raises(IllegalMoveError, match="only with a tunnel, and none is left"):
        play(state, f"build {SOUTH_WEST} 1,-1")


def test_a_torn_down_building_gives_its_tunnel_back() -> None:
    """Eigene Festlegung: tearing the building down returns the tunnel to the supply."""
    state = _tunnel_built()
    assert "teardown 1,-1" in legal(state)
    events = play(state, "teardown 1,-1")
    assert of_kind(events, "building_torn_down")[0].tunnels_returned == 1
    assert state.tunnels_left == [2, 2, 2]
    assert state.empires[0].tunnels == set()
    assert SOUTH_WEST in state.planning[0]


def test_a_swapped_building_keeps_the_tunnel() -> None:
    """Eigene Festlegung: swapping another south-west building in leaves the tunnel where it is
    and the supply as it was."""
    state = _tunnel_built()
    play(state, f"swap {SOUTH_WEST_TOO} 1,-1")
    assert state.empires[0].fields[(1, -1)] == SOUTH_WEST_TOO
    assert state.empires[0].tunnels == {frozenset({(1, -1), (1, 0)})}
    assert state.tunnels_left == [1, 2, 2]
    assert SOUTH_WEST in state.planning[0]


# ---- Unicorn -------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("blitz", ["off", "on"])
def test_the_unicorn_thresholds(players: int, blitz: str) -> None:
    """Logistik, Industrie, Energie 4, Finanzen, Technologie, Wolkenkratzer 5; one fewer from five
    players, one fewer with Blitz – two fewer with both ("je 1 weniger")."""
    state = new(players, 1, {"unicorn": "on", "blitz": blitz})
    fewer = (players >= 5) + (blitz == "on")
    expected = [4 - fewer] * 3 + [5 - fewer] * 3
    assert [unicorn_threshold(state, branch) for branch in range(6)] == expected


def test_the_first_to_reach_the_threshold_gets_6_points_at_once() -> None:
    """The fourth Logistik built from the Planung wins its Unicorn at once: 6 points."""
    state = table(
        options={"unicorn": "on"},
        empires={0: {(0, -1): LOGISTIK_N, (1, 0): LOGISTIK_E, (0, 1): LOGISTIK_S}},
        planning={0: [LOGISTIK_FREE]},
        points=[3, 0, 0],
    )
    events = play(state, f"build {LOGISTIK_FREE} -1,0")
    (won,) = of_kind(events, "unicorn_won")
    assert (won.player, won.branch, won.points) == (0, LOGISTIK, 6)
    assert state.points == [9, 0, 0]
    assert state.unicorns == [0, -1, -1, -1, -1, -1]


def test_each_branch_has_only_one_unicorn() -> None:
    """Once somebody has won it, reaching the threshold later wins nothing."""
    state = table(
        options={"unicorn": "on"},
        empires={0: {(0, -1): LOGISTIK_N, (1, 0): LOGISTIK_E, (0, 1): LOGISTIK_S}},
        planning={0: [LOGISTIK_FREE]},
    )
    state.unicorns[LOGISTIK] = 2
    state = reloaded(state)
    events = play(state, f"build {LOGISTIK_FREE} -1,0")
    assert of_kind(events, "unicorn_won") == []
    assert state.points == [0, 0, 0] and state.unicorns[LOGISTIK] == 2


@pytest.mark.parametrize(("players", "blitz"), [(3, "on"), (5, "off")])
def test_with_blitz_or_five_players_three_logistik_win(players: int, blitz: str) -> None:
    """The threshold one lower: the third Logistik wins."""
    state = table(
        players,
        options={"unicorn": "on", "blitz": blitz},
        empires={0: {(1, 0): LOGISTIK_E, (0, 1): LOGISTIK_ES}},
        planning={0: [LOGISTIK_FREE]},
    )
    events = play(state, f"build {LOGISTIK_FREE} -1,0")
    assert [(event.player, event.branch) for event in of_kind(events, "unicorn_won")] == [
        (0, LOGISTIK)
    ]


@pytest.mark.parametrize("players", [5, 6])
def test_with_blitz_and_five_players_two_logistik_win(players: int) -> None:
    """Both lower the threshold by 1 each: the second Logistik wins, the first does not."""
    state = table(
        players,
        options={"unicorn": "on", "blitz": "on"},
        empires={0: {(1, 0): LOGISTIK_E}},
        planning={0: [LOGISTIK_FREE]},
    )
    events = play(state, f"build {LOGISTIK_FREE} -1,0")
    assert [(event.player, event.branch) for event in of_kind(events, "unicorn_won")] == [
        (0, LOGISTIK)
    ]
    assert state.unicorns[LOGISTIK] == 0


# ---- Sonderwirtschaftszonen ----------------------------------------------------------------------


def test_the_four_zones() -> None:
    """Eigene Festlegung: two row zones (⟷) for 6 and 9, two column zones (↕) for 6 and 9; no
    branch, no highway; they are in the bag only with the module."""
    zones = [(BUILDINGS[n].price, BUILDINGS[n].zone, BUILDINGS[n].branch) for n in ZONES]
    assert zones == [(6, "row", None), (9, "row", None), (6, "column", None), (9, "column", None)]
    assert all(BUILDINGS[number].highways == 0 for number in ZONES)
    with_zones = new(3, 2, {"sonderzonen": "on"})
    assert set(ZONES) <= set(with_zones.bag) | set(with_zones.market)
    plain = new(3, 2)
    assert not set(ZONES) & (set(plain.bag) | set(plain.market))


ROW_ZONE, COLUMN_ZONE = ZONES[0], ZONES[2]


def test_a_zone_scores_every_building_of_its_line_at_every_scoring() -> None:
    """Row zone on 1,0: the headquarters to the west, the column zone and the east Logistik to the
    east (its highway stops the way): 3. Column zone on 2,0: the Industrie below: 1."""
    state = table(
        options={"sonderzonen": "on"},
        empires={
            0: {
                (1, 0): ROW_ZONE,
                (2, 0): COLUMN_ZONE,
                (3, 0): LOGISTIK_E,
                (2, 1): building("industrie", 9),
                (4, 0): building("industrie", 4, "WN"),
                (4, 1): building("energie", 10),
                (3, 1): building("technologie", 12),
            }
        },
    )
    assert broken_rules(state.empires[0]) == []
    for scoring in SCORINGS:
        assert [part.zones for part in scoring_of(state, scoring).players] == [4, 0, 0]


def test_a_zone_is_never_given_to_the_staatsfonds() -> None:
    """In a game of two a bought zone may be built or planned, not given to the fund; a branch
    building may."""
    state = table(
        2,
        options={"sonderzonen": "on"},
        hands={0: ["€6a", "$5a"]},
        market=[LOGISTIK_N, ROW_ZONE, building("energie", 10), building("industrie", 9)],
    )
    play(state, "buy 2 €6a", "buy 1 $5a", "end")
    assert state.phase == "place"
    moves = legal(state)
    assert f"plan {ROW_ZONE}" in moves and f"fund {LOGISTIK_N}" in moves
    assert f"fund {ROW_ZONE}" not in moves
    with pytest.raises(IllegalMoveError, match="never a Sonderwirtschaftszone"):
        play(state, f"fund {ROW_ZONE}")


# ---- Nachhaltigkeit ------------------------------------------------------------------------------

ENERGIE_FREE = building("energie", 10)
ENERGIE_N = building("energie", 7, "N")
TECHNOLOGIE_FREE = building("technologie", 12)
INDUSTRIE_FREE = building("industrie", 9)
INDUSTRIE_N = building("industrie", 6, "N")


def test_sustainability_scores_energie_next_to_technologie_and_industrie_pairs() -> None:
    """Two sides Energie–Technologie +2, one side Industrie–Industrie −1, Energie next to
    Industrie nothing: +1 at each of the three scorings; nothing without the module."""
    city = {
        (1, 0): ENERGIE_FREE,
        (2, 0): TECHNOLOGIE_FREE,
        (2, -1): ENERGIE_N,
        (-1, 0): INDUSTRIE_FREE,
        (-2, 0): INDUSTRIE_N,
        (-1, 1): building("energie", 8, "S"),
    }
    state = table(options={"nachhaltigkeit": "on"}, empires={0: city})
    assert broken_rules(state.empires[0]) == []
    for scoring in SCORINGS:
        assert [part.sustainability for part in scoring_of(state, scoring).players] == [1, 0, 0]
    plain = table(empires={0: city})
    assert [part.sustainability for part in scoring_of(plain, IPO_SCORING).players] == [0, 0, 0]


def test_sustainability_may_take_points() -> None:
    """Only Industrie pairs: a negative part, added to the total."""
    city = {(-1, 0): INDUSTRIE_FREE, (-2, 0): INDUSTRIE_N, (-1, 1): building("industrie", 8, "S")}
    state = table(options={"nachhaltigkeit": "on"}, empires={0: city})
    part = scoring_of(state, IPO_SCORING).players[0]
    assert part.sustainability == -2
    assert part.total == sum(part.branches) + part.ring - 2
    assert legal_starting(state, "take")
