"""The empire of Speedtycoon: the Bauregeln, tunnels, Abreißen and Tauschen, the Autobahnring,
the Sonderwirtschaftszonen and which branches touch (with our own determinations)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from random import Random

import pytest

from game.rules.speedtycoon.catalogue import (
    BUILDINGS,
    ENERGIE,
    HEADQUARTERS,
    INDUSTRIE,
    LOGISTIK,
    SIDE_LETTERS,
    TECHNOLOGIE,
)
from game.rules.speedtycoon.empire import (
    STEPS,
    Empire,
    Field,
    allowed_fields,
    branch_counts,
    broken_rules,
    highway_ring,
    new_empire,
    open_sides,
    place,
    placement,
    removable_fields,
    ring_segments,
    sites,
    sorted_fields,
    swap,
    swap_allowed,
    swappable_fields,
    tear_down,
    touching_pairs,
    tunnels_left,
    zone_points,
    zone_scores,
)

ROW_ZONE, COLUMN_ZONE = 55, 57


def mask(letters: str) -> int:
    """The highway mask written as letters ('NE')."""
    return sum(SIDE_LETTERS[letter] for letter in letters)


def with_highways(letters: str) -> list[int]:
    """Every building (not the headquarters) with exactly these highways, branch buildings first."""
    return [
        tile.number
        for tile in BUILDINGS
        if tile.number != HEADQUARTERS and tile.highways == mask(letters)
    ]


def one(letters: str) -> int:
    """A building with exactly these highways (the last of them, so that city() rarely uses it)."""
    return with_highways(letters)[-1]


def city(
    layout: dict[Field, str | int],
    tunnels: Iterable[tuple[Field, Field]] = (),
    proper: bool = True,
) -> Empire:
    """An empire of the headquarters and these buildings (highway letters or numbers), each a
    different building; proper checks that it keeps every building rule."""
    fields: dict[Field, int] = {(0, 0): HEADQUARTERS}
    for field, kind in layout.items():
        if isinstance(kind, int):
            fields[field] = kind
        else:
            fields[field] = next(
                number for number in with_highways(kind) if number not in fields.values()
            )
    empire = Empire(fields, {frozenset(edge) for edge in tunnels})
    if proper:
        assert broken_rules(empire) == []
    return empire


# ---- the empire itself ------------------------------------------------------------------------


def test_a_new_empire_is_the_headquarters_on_0_0() -> None:
    """Jeder baut von seiner Konzernzentrale aus: at the start it stands alone, without tunnels."""
    empire = new_empire()
    assert empire.fields == {(0, 0): HEADQUARTERS}
    assert empire.tunnels == set()
    assert broken_rules(empire) == []
    assert tunnels_left(empire, True) == 2
    assert tunnels_left(empire, False) == 0


def test_copies_are_independent() -> None:
    """A copy changes on its own (the state copies empires for the bots)."""
    empire = city({(1, 0): "E"})
    copied = empire.copy()
    place(copied, one("W"), (2, 0))
    assert copied.tunnels and not empire.tunnels
    assert (2, 0) in copied.fields and (2, 0) not in empire.fields


def test_to_dict_round_trips_through_json() -> None:
    """An empire with a tunnel comes back the same from its JSON form."""
    empire = city({(1, 0): "E", (2, 0): "W"}, tunnels=[((2, 0), (1, 0))])
    data = json.loads(json.dumps(empire.to_dict()))
    assert data["tunnels"] == [[1, 0, 2, 0]]
    assert Empire.from_dict(data) == empire


# ---- Bauregeln ----------------------------------------------------------------------------------


def test_a_free_building_may_stand_on_every_side_of_the_headquarters() -> None:
    """The four fields around the headquarters glow green, in reading order."""
    allowed = allowed_fields(new_empire(), one(""), 0)
    assert list(allowed.items()) == [
        ((0, -1), False),
        ((-1, 0), False),
        ((1, 0), False),
        ((0, 1), False),
    ]


def test_buildings_are_not_turned() -> None:
    """Gebäude werden nicht gedreht: a building with a highway to the north cannot stand south of
    the headquarters, whose sides are all free; a turned copy of it could."""
    north = one("N")
    assert list(allowed_fields(new_empire(), north, 2)) == [(0, -1), (-1, 0), (1, 0)]
    assert placement(new_empire(), north, (0, 1), 2) == 0
    assert placement(new_empire(), one("S"), (0, 1), 2) == 1


def test_a_free_side_never_meets_a_highway() -> None:
    """Autobahn an Autobahn, freie Seite an freie Seite: against a highway only a highway fits."""
    empire = city({(1, 0): "E"})
    assert placement(empire, one(""), (2, 0), 2) == 0
    assert placement(empire, one("S"), (2, 0), 2) == 0  # its free west side meets the highway
    assert placement(empire, one("W"), (1, -1), 2) == 1  # north of it both sides are free
    assert placement(empire, one("S"), (1, -1), 2) == 0  # a highway against a free side


def test_highway_against_highway_is_fine_where_a_free_side_connects() -> None:
    """A highway may meet a highway when the building is reachable on foot through another side:
    green, and no tunnel is set."""
    empire = city({(1, 0): "E", (0, 1): "", (1, 1): "", (2, 1): ""})
    west = one("W")
    assert placement(empire, west, (2, 0), 0) == 1
    assert placement(empire, one("SW"), (2, 0), 2) == 0  # its south highway meets a free side
    assert place(empire, west, (2, 0)) is None
    assert empire.tunnels == set()
    assert broken_rules(empire) == []


def test_a_building_reachable_only_across_highways_needs_a_tunnel() -> None:
    """Zu Fuß erreichbar, ohne eine Autobahn zu überqueren: behind a highway only with a tunnel
    (yellow), never without one left."""
    empire = city({(1, 0): "E"})
    west = one("W")
    assert placement(empire, west, (2, 0), 2) == 2
    assert placement(empire, west, (2, 0), 1) == 2
    assert placement(empire, west, (2, 0), 0) == 0
    assert allowed_fields(empire, west, 1)[(2, 0)] is True
    assert (2, 0) not in allowed_fields(empire, west, 0)
    tunnel = place(empire, west, (2, 0))
    assert tunnel == frozenset({(1, 0), (2, 0)})
    assert empire.tunnels == {tunnel}
    assert tunnels_left(empire, True) == 1
    assert broken_rules(empire) == []


def test_the_tunnel_goes_to_the_first_highway_edge_north_east_south_west() -> None:
    """Eigene Festlegung: one tunnel per building; of several highway edges the first in the
    order N, E, S, W takes it."""
    empire = city({(1, 0): "S", (0, 1): "E"})
    north_west = one("NW")
    assert placement(empire, north_west, (1, 1), 2) == 2
    assert place(empire, north_west, (1, 1)) == frozenset({(1, 1), (1, 0)})
    assert len(empire.tunnels) == 1
    assert broken_rules(empire) == []


def test_no_hole_may_arise() -> None:
    """Es darf kein Loch entstehen: a building that would close an empty field in on all four
    sides is refused; the empty field itself may still be built on."""
    empire = city({(1, 0): "", (2, 0): "", (2, 1): "", (2, 2): "", (1, 2): ""})
    free = one("")
    assert placement(empire, free, (0, 1), 0) == 0
    assert placement(empire, free, (1, 1), 0) == 1
    assert placement(empire, free, (0, 2), 0) == 1
    allowed = allowed_fields(empire, free, 0)
    assert (0, 1) not in allowed and (1, 1) in allowed and (0, 2) in allowed


def test_only_single_fields_are_holes() -> None:
    """Eigene Festlegung: a courtyard of two empty fields is no hole; closing the ring around it
    is allowed, but then filling one of its fields would leave the other as a hole."""
    empire = city(
        {
            (1, 0): "",
            (2, 0): "",
            (3, 0): "",
            (3, 1): "",
            (3, 2): "",
            (2, 2): "",
            (1, 2): "",
            (0, 2): "",
        }
    )
    free = one("")
    assert placement(empire, free, (0, 1), 0) == 1
    place(empire, free, (0, 1))
    assert broken_rules(empire) == []
    assert placement(empire, one("E"), (1, 1), 0) == 0
    assert placement(empire, one("E"), (2, 1), 0) == 0


def test_a_new_building_shares_a_whole_side() -> None:
    """Ein neues Gebäude teilt mindestens eine ganze Seite mit dem Imperium: corners, far fields
    and built fields are refused."""
    empire = new_empire()
    free = one("")
    for field in ((1, 1), (-1, -1), (5, 5), (0, 2), (0, 0)):
        assert placement(empire, free, field, 2) == 0
    assert not set(allowed_fields(empire, free, 2)) & {(1, 1), (-1, 1), (1, -1), (-1, -1)}


def test_sites_tell_what_a_building_would_meet() -> None:
    """The empty fields next to the empire, with their built sides and the highways needed."""
    empire = city({(1, 0): "E"})
    by_field = {site.field: site for site in sites(empire)}
    assert [site.field for site in sites(empire)] == [
        (0, -1),
        (1, -1),
        (-1, 0),
        (2, 0),
        (0, 1),
        (1, 1),
    ]
    assert by_field[(2, 0)].occupied == mask("W") and by_field[(2, 0)].required == mask("W")
    assert by_field[(1, -1)].occupied == mask("S") and by_field[(1, -1)].required == 0
    assert not any(site.closes_hole for site in sites(empire))


def test_zones_follow_the_same_building_rules() -> None:
    """Sonderwirtschaftszonen have no highways and are built like buildings."""
    empire = city({(1, 0): "E"})
    assert placement(empire, ROW_ZONE, (0, 1), 0) == 1
    assert placement(empire, ROW_ZONE, (2, 0), 2) == 0  # it has no highway to meet the other
    assert swap_allowed(empire, COLUMN_ZONE, (1, 0))  # the east highway meets no one
    assert not swap_allowed(city({(1, 0): "E", (2, 0): "W"}, [((1, 0), (2, 0))]), ROW_ZONE, (1, 0))


# ---- Abreißen -----------------------------------------------------------------------------------


def test_the_headquarters_is_never_torn_down() -> None:
    """Die Konzernzentrale kann nicht abgerissen werden."""
    assert removable_fields(new_empire()) == ()
    assert (0, 0) not in removable_fields(city({(1, 0): "", (-1, 0): ""}))


def test_tearing_down_may_not_cut_a_building_off() -> None:
    """Every building still reachable from the headquarters afterwards: the middle of a chain
    stays, its end may go."""
    empire = city({(1, 0): "", (2, 0): ""})
    assert removable_fields(empire) == ((2, 0),)
    building = empire.fields[(2, 0)]
    assert tear_down(empire, (2, 0)) == (building, 0)
    assert set(empire.fields) == {(0, 0), (1, 0)}


def test_tearing_down_may_not_leave_a_hole() -> None:
    """In a full 3 × 3 block every building but the headquarters may go except the middle one,
    which would leave a hole (although everything stays reachable)."""
    block = {(x, y): "" for x in range(3) for y in range(3) if (x, y) != (0, 0)}
    empire = city(block)
    assert removable_fields(empire) == ((1, 0), (2, 0), (0, 1), (2, 1), (0, 2), (1, 2), (2, 2))


def test_a_tunnel_carries_the_way_and_comes_back_when_torn_down() -> None:
    """A building behind a tunnel keeps the building before it in place; tearing it down returns
    the tunnel to the supply (eigene Festlegung)."""
    empire = city({(1, 0): "E"})
    west = one("W")
    place(empire, west, (2, 0))
    assert removable_fields(empire) == ((2, 0),)
    assert tear_down(empire, (2, 0)) == (west, 1)
    assert empire.tunnels == set()
    assert tunnels_left(empire, True) == 2


def test_tearing_down_the_other_end_of_a_tunnel_returns_it_too() -> None:
    """Eigene Festlegung: every tunnel on an edge of the emptied field comes back."""
    layout: dict[Field, str | int] = {(1, 0): "E", (2, 0): "W", (0, 1): "", (1, 1): "", (2, 1): ""}
    empire = city(layout, tunnels=[((1, 0), (2, 0))])
    assert (1, 0) in removable_fields(empire)
    building = empire.fields[(1, 0)]
    assert tear_down(empire, (1, 0)) == (building, 1)
    assert empire.tunnels == set()
    assert broken_rules(empire) == []


def test_tearing_down_cuts_the_way_a_tunnel_gave() -> None:
    """Without its tunnel a building would be cut off: its tunnel partner stays."""
    empire = city({(1, 0): "E", (2, 0): "W", (2, -1): ""}, tunnels=[((1, 0), (2, 0))])
    assert removable_fields(empire) == ((2, -1),)


# ---- Tauschen -----------------------------------------------------------------------------------


def test_a_swap_needs_the_same_highways_on_every_built_side() -> None:
    """Eigene Festlegung: the new building matches every neighbour, so its highways on built sides
    equal the old building's; open sides are free to differ."""
    empire = city({(1, 0): "E"})
    assert swap_allowed(empire, one("NE"), (1, 0))
    assert swap_allowed(empire, one(""), (1, 0))
    assert not swap_allowed(empire, one("W"), (1, 0))
    assert not swap_allowed(empire, one("NW"), (1, 0))
    assert swappable_fields(empire, one("W")) == ()
    assert swappable_fields(empire, one("")) == ((1, 0),)
    old = empire.fields[(1, 0)]
    assert swap(empire, one("NE"), (1, 0)) == old
    assert empire.fields[(1, 0)] == one("NE")
    assert broken_rules(empire) == []


def test_the_headquarters_and_empty_fields_are_not_swapped() -> None:
    """Die Konzernzentrale kann nicht getauscht werden; an empty field is built, not swapped."""
    empire = city({(1, 0): ""})
    assert not swap_allowed(empire, one(""), (0, 0))
    assert not swap_allowed(empire, one(""), (2, 0))


def test_a_swap_keeps_the_tunnels() -> None:
    """Eigene Festlegung: the tunnels on the swapped field stay where they are."""
    empire = city({(1, 0): "E"})
    west = one("W")
    tunnel = place(empire, west, (2, 0))
    assert swap_allowed(empire, one("SW"), (2, 0))
    assert swap(empire, one("SW"), (2, 0)) == west
    assert empire.tunnels == {tunnel}
    assert broken_rules(empire) == []


# ---- der Autobahnring ---------------------------------------------------------------------------


def test_a_straight_highway() -> None:
    """Three buildings with a highway to the north: a ring of three segments."""
    empire = city({(1, 0): "N", (2, 0): "N", (3, 0): "N"})
    assert len(ring_segments(empire)) == 3
    assert highway_ring(empire) == 3


def test_a_highway_around_a_corner() -> None:
    """An L: the north highways turn south along the east side of the last building."""
    assert highway_ring(city({(1, 0): "N", (2, 0): "N", (3, 0): "NE"})) == 4


def test_highways_with_a_building_on_the_other_side_do_not_count() -> None:
    """Autobahnen, an denen auf der anderen Seite ein Gebäude steht, zählen nicht: the ring
    breaks where a building stands on it."""
    empire = city(
        {(1, 0): "N", (2, 0): "N", (3, 0): "NE", (2, -1): "S"}, tunnels=[((2, -1), (2, 0))]
    )
    assert highway_ring(empire) == 2


def test_of_two_rings_the_longer_counts() -> None:
    """Two highways apart from each other: the longest one counts, wherever it lies."""
    east = {(1, 0): "N", (2, 0): "N", (3, 0): "NE"}
    assert highway_ring(city({**east, (-1, 0): "N", (-2, 0): "N"})) == 4
    west: dict[Field, str | int] = {(-x, 0): "N" for x in range(1, 6)}
    assert highway_ring(city({**east, **west})) == 5


def test_highways_crossing_at_a_corner_go_on_one_way() -> None:
    """Four highways meet at one corner point (two buildings diagonal to each other): the ring
    runs through the corner once, along the longest two arms (2 + 1)."""
    empire = city(
        {
            (1, 0): "ES",
            (-1, 0): "",
            (-1, 1): "",
            (-1, 2): "",
            (0, 2): "",
            (1, 2): "",
            (2, 2): ROW_ZONE,
            (2, 1): "NW",
            (3, 1): "N",
        }
    )
    assert len(ring_segments(empire)) == 5
    assert highway_ring(empire) == 3


def test_an_empire_without_highways_has_no_ring() -> None:
    """No highway on the edge: no ring."""
    assert highway_ring(new_empire()) == 0
    assert highway_ring(city({(1, 0): "", (0, 1): ""})) == 0


# ---- Sonderwirtschaftszonen ---------------------------------------------------------------------


def test_a_row_zone_counts_its_row_both_ways_up_to_a_gap_or_a_highway() -> None:
    """⟷: east up to the highway after the third building, west up to the gap; the headquarters
    and another zone count, the zone itself and buildings beyond the gap not."""
    empire = city(
        {
            (1, 0): ROW_ZONE,
            (2, 0): "",
            (3, 0): "E",
            (4, 0): "W",
            (-1, 0): "",
            (-1, 1): "",
            (-2, 1): "",
            (-3, 1): "",
            (-3, 0): "",
            (1, 1): COLUMN_ZONE,
        },
        tunnels=[((3, 0), (4, 0))],
    )
    assert zone_scores(empire) == {(1, 0): 4, (1, 1): 1}
    assert zone_points(empire) == 5


def test_a_column_zone_stops_at_a_highway_from_either_side() -> None:
    """↕: from the north the way stops at the south highway of the second building; from the
    south it stops before the north highway of the building above."""
    empire = city(
        {(0, -1): COLUMN_ZONE, (0, 1): "S", (0, 2): "N", (0, 3): COLUMN_ZONE + 1},
        tunnels=[((0, 1), (0, 2))],
    )
    assert zone_scores(empire) == {(0, -1): 2, (0, 3): 1}


def test_a_highway_on_either_side_of_an_edge_stops_a_zone() -> None:
    """Eigene Festlegung: a highway on either side of the shared edge stops the way (both sides
    match in a proper empire; this one is broken on purpose to tell them apart)."""
    empire = city({(1, 0): ROW_ZONE, (2, 0): "W", (-1, 0): "E"}, proper=False)
    assert zone_scores(empire) == {(1, 0): 1}  # the headquarters; (2, 0) shows its highway


def test_zones_are_no_branch() -> None:
    """Zones and the headquarters count in no branch."""
    empire = city({(1, 0): ROW_ZONE, (2, 0): 7, (0, 1): 14, (0, 2): 12})
    assert branch_counts(empire) == [1, 2, 0, 0, 0, 0]


# ---- neighbourhoods -----------------------------------------------------------------------------


def test_touching_pairs_count_shared_sides() -> None:
    """Nachhaltigkeit: Energie next to Technologie counts every shared side; two Industrie
    buildings count each shared side once; the headquarters is no branch."""
    energy, technology, technology_west = 23, 43, 39
    industry, industry_east, industry_south = 14, 12, 13
    empire = city(
        {
            (1, 0): energy,
            (2, 0): technology,
            (1, -1): technology_west,
            (0, 1): industry,
            (1, 1): industry_east,
        }
    )
    assert touching_pairs(empire, ENERGIE, TECHNOLOGIE) == 2
    assert touching_pairs(empire, TECHNOLOGIE, ENERGIE) == 2
    assert touching_pairs(empire, INDUSTRIE, INDUSTRIE) == 1
    assert touching_pairs(empire, ENERGIE, INDUSTRIE) == 1
    assert touching_pairs(empire, LOGISTIK, ENERGIE) == 0
    place(empire, industry_south, (0, 2))
    assert touching_pairs(empire, INDUSTRIE, INDUSTRIE) == 2
    assert branch_counts(empire) == [0, 3, 1, 0, 2, 0]


def test_open_sides_count_free_sides_facing_empty_fields() -> None:
    """Halte offene Seiten nach außen frei: free sides facing empty fields, not highways and not
    sides facing a building."""
    assert open_sides(new_empire()) == 4
    assert open_sides(city({(1, 0): "E"})) == 3 + 2


# ---- broken empires -----------------------------------------------------------------------------


def test_broken_rules_name_every_break() -> None:
    """The check used for saved games and the tests below finds each kind of break."""
    assert broken_rules(Empire({(1, 0): one("")})) == [
        "the headquarters does not stand on 0,0",
        "(1, 0) is not reachable on foot",
    ]
    mismatch = city({(1, 0): "W"}, proper=False)
    assert "the sides of (0, 0) and (1, 0) do not match" in broken_rules(mismatch)
    assert "(1, 0) is not reachable on foot" in broken_rules(mismatch)
    free_tunnel = city({(1, 0): ""}, tunnels=[((0, 0), (1, 0))], proper=False)
    assert broken_rules(free_tunnel) == ["the tunnel [(0, 0), (1, 0)] does not join two highways"]
    far_tunnel = city({(1, 0): ""}, tunnels=[((0, 0), (2, 0))], proper=False)
    assert broken_rules(far_tunnel) == ["the tunnel [(0, 0), (2, 0)] does not join two buildings"]
    ring = {(x, y): "" for x in range(3) for y in range(3) if (x, y) not in {(0, 0), (1, 1)}}
    assert broken_rules(city(ring, proper=False)) == ["(1, 1) is a hole"]


# ---- grown empires: the fast answers agree with the plain rules ---------------------------------


def answers_of(empire: Empire) -> tuple[object, ...]:
    """What the empire answers about building, tearing down and swapping a few buildings."""
    probes = (1, 9, 23, 40, 55)  # branches with different highways, and a zone
    return (
        sites(empire),
        removable_fields(empire),
        [allowed_fields(empire, building, tunnels_left(empire, True)) for building in probes],
        [swappable_fields(empire, building) for building in probes],
    )


def grow(seed: int, size: int = 25, check: bool = False) -> Empire:
    """An empire grown by building random allowed buildings on random allowed fields, now and
    then tearing one down or swapping one (tunnels on: two)."""
    rng = Random(seed)
    empire = new_empire()
    unused = [number for number in range(1, len(BUILDINGS))]
    rng.shuffle(unused)
    tries = 0
    while len(empire.fields) < size and tries < 2000:
        tries += 1
        building = unused[tries % len(unused)]
        allowed = allowed_fields(empire, building, tunnels_left(empire, True))
        if allowed:
            place(empire, building, rng.choice(list(allowed)))
            unused.remove(building)
        if rng.random() < 0.1 and removable_fields(empire):
            building, _returned = tear_down(empire, rng.choice(removable_fields(empire)))
            unused.append(building)
        if rng.random() < 0.1:
            newcomer = unused[-1]
            swappable = swappable_fields(empire, newcomer)
            if swappable:
                unused.remove(newcomer)
                unused.append(swap(empire, newcomer, rng.choice(swappable)))
        assert broken_rules(empire) == []
        if check:
            fresh = Empire(dict(empire.fields), set(empire.tunnels))
            assert answers_of(empire) == answers_of(fresh)
    return empire


@pytest.mark.parametrize("seed", range(4))
def test_what_is_kept_between_changes_agrees_with_a_fresh_look(seed: int) -> None:
    """The sites, walks and lists an empire keeps and brings up to date after each build, tear-down
    and swap answer exactly as an empire worked out from scratch."""
    empire = grow(seed, check=True)
    assert len(empire.fields) >= 20


def candidate_fields(empire: Empire) -> list[Field]:
    """Every field in the empire's bounding box widened by two."""
    xs = [x for x, _y in empire.fields]
    ys = [y for _x, y in empire.fields]
    return [
        (x, y) for y in range(min(ys) - 2, max(ys) + 3) for x in range(min(xs) - 2, max(xs) + 3)
    ]


def builds_properly(empire: Empire, building: int, field: Field, tunnels: int) -> set[int]:
    """Which answers the plain rules give for building here: 1 if it keeps every rule without a
    tunnel, 2 if only with a tunnel on one of its highway edges."""
    answers: set[int] = set()
    plain = empire.copy()
    plain.fields[field] = building
    if not broken_rules(plain):
        answers.add(1)
    x, y = field
    for _side, dx, dy, _opposite in STEPS if tunnels else ():
        tunnelled = plain.copy()
        tunnelled.tunnels.add(frozenset((field, (x + dx, y + dy))))
        if not broken_rules(tunnelled):
            answers.add(2)
    return answers


SEEDS = range(6)


@pytest.mark.parametrize("seed", SEEDS)
def test_allowed_fields_agree_with_placement_and_the_plain_rules(seed: int) -> None:
    """allowed_fields() is placement() over every field, in reading order; placement() says 1
    exactly where the building keeps every rule without a tunnel and 2 where only a tunnel helps."""
    empire = grow(seed)
    fields = candidate_fields(empire)
    for building in range(1, len(BUILDINGS)):
        if building in empire.fields.values():
            continue
        for tunnels in (0, 1):
            answers = {field: placement(empire, building, field, tunnels) for field in fields}
            expected = {field: answer == 2 for field, answer in answers.items() if answer}
            allowed = allowed_fields(empire, building, tunnels)
            assert allowed == expected
            assert list(allowed) == sorted_fields(allowed)
        if building % 5 == 0:
            for field in fields:
                if field in empire.fields:
                    continue
                answer = placement(empire, building, field, 1)
                proper = builds_properly(empire, building, field, 1)
                assert answer == (1 if 1 in proper else 2 if proper else 0), (building, field)


@pytest.mark.parametrize("seed", SEEDS)
def test_removable_fields_and_swaps_agree_with_the_plain_rules(seed: int) -> None:
    """A building may be torn down or swapped exactly where the empire keeps every rule after."""
    empire = grow(seed)
    removable = set(removable_fields(empire))
    for field in empire.fields:
        after = empire.copy()
        building, returned = tear_down(after, field)
        assert (field in removable) == (not broken_rules(after)), field
        assert returned == len(empire.tunnels) - len(after.tunnels)
    for building in range(1, len(BUILDINGS)):
        if building in empire.fields.values():
            continue
        for field in empire.fields:
            after = empire.copy()
            swap(after, building, field)
            assert swap_allowed(empire, building, field) == (not broken_rules(after))


def longest_trail(segments: list[tuple[tuple[int, int], tuple[int, int]]]) -> int:
    """The longest trail by trying every walk segment by segment (slow but plain)."""
    ends: dict[tuple[int, int], list[tuple[int, tuple[int, int]]]] = {}
    for number, (first, second) in enumerate(segments):
        ends.setdefault(first, []).append((number, second))
        ends.setdefault(second, []).append((number, first))

    def walk(corner: tuple[int, int], used: frozenset[int]) -> int:
        """The longest walk on from a corner."""
        return max(
            (1 + walk(other, used | {n}) for n, other in ends[corner] if n not in used), default=0
        )

    return max((walk(corner, frozenset()) for corner in ends), default=0)


@pytest.mark.parametrize("seed", range(12))
def test_the_ring_agrees_with_trying_every_walk(seed: int) -> None:
    """The folded, memoised search finds the same longest ring as trying every walk."""
    empire = grow(seed, size=12 + seed)
    assert highway_ring(empire) == longest_trail(ring_segments(empire))


@pytest.mark.parametrize("seed", range(20))
def test_the_ring_agrees_with_trying_every_walk_on_scattered_fields(seed: int) -> None:
    """The ring is plain geometry: on buildings scattered at random (rules aside), with many
    highways meeting at corners, the search still finds the longest walk."""
    rng = Random(seed)
    rich = [tile.number for tile in BUILDINGS if bin(tile.highways).count("1") >= 2]
    spots = [(x, y) for x in range(4) for y in range(4)]
    empire = Empire({spot: rng.choice(rich) for spot in rng.sample(spots, 7)})
    assert highway_ring(empire) == longest_trail(ring_segments(empire))
