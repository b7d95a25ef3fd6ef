"""The three scorings: points per branch and place, majorities with ties, the Staatsfonds on
the places, and the highway ring at every scoring."""

from __future__ import annotations

from game.rules.speedtycoon.majorities import place_points
from game.rules.speedtycoon.scorings import scoring_of
from game.rules.speedtycoon.tables import SCORING_POINTS

from .scenario import COURTYARD, building, of_kind, play, table

# As the rules page lists them: per scoring, per branch (Logistik … Wolkenkratzer), per place.
DOCUMENTED_POINTS = (
    ((1,), (2,), (3,), (4,), (5,), (6,)),
    ((8, 1), (9, 2), (10, 3), (11, 4), (12, 5), (13, 6)),
    ((16, 8, 1), (17, 9, 2), (18, 10, 3), (19, 11, 4), (20, 12, 5), (21, 13, 6)),
)
LOGISTIK = [building("logistik", 8), building("logistik", 7, "S"), building("logistik", 6, "E")]
# Free buildings of every branch, cheapest branch first.
FREE = [
    building(name, price)
    for name, price in (
        ("logistik", 8),
        ("industrie", 9),
        ("energie", 10),
        ("finanzen", 11),
        ("technologie", 12),
        ("wolkenkratzer", 13),
    )
]


# ---- b. the points ---------------------------------------------------------------------------


def test_the_points_per_branch_and_place_are_the_documented_table() -> None:
    """Startup pays place 1 (1 to 6 by branch), Venture Capital places 1–2 (8–13, 1–6), the
    IPO places 1–3 (16–21, 8–13, 1–6)."""
    assert SCORING_POINTS == DOCUMENTED_POINTS


def test_leading_every_branch_at_the_startup_pays_1_to_6() -> None:
    """One building of each branch in a row east of the headquarters: 1+2+3+4+5+6 = 21 alone."""
    row = {(x, 0): number for x, number in enumerate(FREE, start=1)}
    state = table(empires={0: row})
    result = scoring_of(state, 0)
    assert result.players[0].branches == (1, 2, 3, 4, 5, 6)
    assert result.players[0].total == 21 and result.players[1].total == 0
    assert scoring_of(state, 1).players[0].branches == (8, 9, 10, 11, 12, 13)
    assert scoring_of(state, 2).players[0].branches == (16, 17, 18, 19, 20, 21)


# ---- j. majorities ---------------------------------------------------------------------------


def test_nobody_without_a_building_of_the_branch_scores() -> None:
    """Second place at Venture Capital stays empty when nobody else has a building there."""
    assert place_points([2, 0, 0], (8, 1)) == [8, 0, 0]
    assert place_points([0, 0, 0], (16, 8, 1)) == [0, 0, 0]
    assert place_points([3, 1, 0, 0], (16, 8, 1)) == [16, 8, 0, 0]


def test_ties_add_the_points_of_the_places_taken_and_share_them_rounded_down() -> None:
    """The rules page's examples: two first at the Startup in Logistik share 1 (0 each), in
    Wolkenkratzer 6 (3 each); two first at Venture Capital in Finanzen share 11+4 (7 each);
    first alone and two second at the IPO in Technologie: 20, and 12+5 shared (8 each); three
    first at the IPO in Wolkenkratzer share 21+13+6 (13 each)."""
    assert place_points([2, 2, 1], (1,)) == [0, 0, 0]
    assert place_points([2, 2, 1], (6,)) == [3, 3, 0]
    assert place_points([3, 1, 3], (11, 4)) == [7, 0, 7]
    assert place_points([4, 2, 2, 1], (20, 12, 5)) == [20, 8, 8, 0]
    assert place_points([2, 2, 2, 1], (21, 13, 6)) == [13, 13, 13, 0]


def test_only_the_empire_counts_not_the_planung() -> None:
    """Buildings in the Planung score nothing."""
    state = table(empires={0: {(1, 0): LOGISTIK[0]}}, planning={1: LOGISTIK[1:]})
    result = scoring_of(state, 1)
    assert result.counts[0] == (1, 0, 0)
    assert result.players[0].branches[0] == 8 and result.players[1].branches[0] == 0


def test_the_staatsfonds_takes_places_but_no_points() -> None:
    """Two players: the fund with three Logistik leads; the player with two is second (1 at
    Venture Capital), the one with one building gets nothing there."""
    logistik = [building("logistik", price, sides) for price, sides in ((4, "ES"), (2, "NES"))]
    state = table(
        2,
        empires={0: {(1, 0): LOGISTIK[0], (0, 1): LOGISTIK[1]}, 1: {(1, 0): LOGISTIK[2]}},
        fund=[*logistik, building("logistik", 3, "NE")],
    )
    result = scoring_of(state, 1)
    assert result.counts[0] == (2, 1, 3)
    assert [part.branches[0] for part in result.players] == [1, 0]
    ipo = scoring_of(state, 2)
    assert [part.branches[0] for part in ipo.players] == [8, 1]


def test_the_highway_ring_counts_at_each_of_the_three_scorings() -> None:
    """A ring of six segments brings 6 points at the Startup, at Venture Capital and at the
    IPO, on top of the branches."""
    state = table(empires={0: COURTYARD})
    for scoring in range(3):
        assert scoring_of(state, scoring).players[0].ring == 6
    state = table(
        empires={0: COURTYARD},
        hands={0: [], 1: ["$9a"]},
        kapital=["¥1a", "¥2a", "¥3a", "¥4a"],
        deck_top=["startup", "€5a"],
        points=[10, 0, 0],
    )
    expected = scoring_of(state, 0).players[0]
    events = play(state, "take 1")
    held = of_kind(events, "scoring_held")[0]
    assert held.rings[0] == 6 and held.gained[0] == expected.total == 6 + sum(expected.branches)
    assert state.points[0] == 10 + expected.total
