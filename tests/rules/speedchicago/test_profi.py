"""Profi: all ten cards in hand and no drawing, the round order by the score track, and the nine
city orders with their progress and points (determinations I and the Profi order of F)."""

from __future__ import annotations

from typing import Any

import pytest

from game.rules import IllegalMoveError
from game.rules.speedchicago import SpeedchicagoState
from game.rules.speedchicago.orders import CITY_ORDERS, Progress
from game.rules.speedchicago.tables import CARDS

from .scenario import GAME, end_turns, legal, of_kind, play, position, set_up

PROFI = {"variant": "profi"}
# Three houses of 6 fields and five of one. d4: d2 1st, d3 2nd, d4 3rd, c3 4th, c4 5th floor,
# c5 1st; e5: e5 1st, e6 2nd, f5 f6 e7 e8 1st; b2: a1 2nd, b2 a2 b1 c1 a3 1st.
SITE = {
    "d2": 1,
    "d3": 2,
    "d4": 3,
    "c3": 4,
    "c4": 5,
    "c5": 1,
    "e6": 2,
    "f5": 1,
    "f6": 1,
    "e7": 1,
    "e8": 1,
    "a1": 2,
    "a2": 1,
    "b1": 1,
    "c1": 1,
    "a3": 1,
}


def profi(order: str = "hoch_hinaus", **kwargs: Any) -> SpeedchicagoState:
    """A Profi position on SITE with this city order; the photographer on h4 (nobody there)."""
    kwargs.setdefault("floors", SITE)
    kwargs.setdefault("photographer", "h4")
    return position(options=PROFI, city_order=order, **kwargs)


def test_the_profi_site_is_valid() -> None:
    """The fixture's houses: d4, e5 and b2 have 6 fields each, the others one."""
    state = profi()
    assert state.houses.area == (6, 1, 6, 1, 1, 6, 1, 1)


def test_profi_hands_hold_all_ten_cards_and_nobody_draws() -> None:
    """Jeder hat alle 10 Karten von Anfang an auf der Hand, Karten ziehen gibt es nicht."""
    state = GAME.new_state(3, 8, PROFI)
    set_up(state)
    assert [sorted(hand) for hand in state.hands] == [sorted(CARDS)] * 3
    assert state.piles == []
    assert "draw" not in legal(state)
    with pytest.raises(IllegalMoveError, match="Profi has no drawing"):
        play(state, "draw")


def test_profi_ignores_the_shared_pile_house_rule() -> None:
    """Kartenstapel gemeinsam wirkt im Profi nicht: no pile, all ten cards in every hand."""
    state = GAME.new_state(4, 8, {"variant": "profi", "card_pile": "shared"})
    set_up(state)
    assert state.piles == [] and not state.shared_pile
    assert all(sorted(hand) == sorted(CARDS) for hand in state.hands)


def test_profi_draws_one_city_order_for_the_game() -> None:
    """Dazu liegt ein Sonderauftrag der Stadt offen aus; the Grundspiel has none."""
    seen = set()
    for seed in range(30):
        state = GAME.new_state(2, seed, PROFI)
        assert state.city_order in {order.id for order in CITY_ORDERS}
        seen.add(state.city_order)
        assert state.view(None)["city_order"] == state.city_order
    assert len(seen) > 3
    assert GAME.new_state(2, 1).city_order == ""


def test_profi_rounds_go_by_the_score_track_leader_first() -> None:
    """Die Reihenfolge jeder Runde richtet sich nach dem Punktestand: wer vorn liegt, beginnt."""
    state = position(4, options=PROFI, phase="photo", scores=[5, 20, 0, 12])
    assert state.to_act() == (2,)
    events = play(state, "photo stay")
    assert state.order == [1, 3, 0, 2]
    assert of_kind(events, "turn_started")[-1].company == 1
    events = end_turns(state, 4)
    assert [turn.company for turn in of_kind(events, "turn_started")] == [3, 0, 2, 1]
    assert state.round == 1 and state.order == [1, 3, 0, 2]


def test_profi_ties_at_zero_keep_the_seat_order_from_the_start_player() -> None:
    """Gleichauf nur bei 0: company 3 (last of the year at 0) starts; the zeros follow from it."""
    state = position(4, options=PROFI, phase="photo", scores=[0, 7, 0, 0])
    assert state.to_act() == (3,)
    play(state, "photo stay")
    assert state.year_start == 3 and state.order == [1, 3, 0, 2]


def test_the_first_profi_year_runs_in_seat_order() -> None:
    """Everybody at 0 in 1891: seat order from the first seat."""
    state = GAME.new_state(4, 3, PROFI)
    set_up(state)
    assert state.order == [0, 1, 2, 3]


# (order, company 0's foremen, have, need): each order met and missed.
ORDER_CASES = [
    ("stockwerksreigen", ["d2", "d3", "d4", "c3", "c4"], 5, 5),
    ("stockwerksreigen", ["d2", "d3", "d4"], 3, 4),  # at least 4
    ("stockwerksreigen", ["d2", "d3", "d4", "b2", "c4"], 4, 5),
    ("stockwerksreigen", ["d2", "d3", "d4", "h8"], 4, 4),  # the ground is a floor of the site
    ("hoch_hinaus", ["c4"], 5, 5),
    ("hoch_hinaus", ["c3", "d4"], 4, 5),
    ("ueberall", ["b2", "f2", "d4", "a5", "c7"], 5, 5),
    ("ueberall", ["b2", "f2", "d4", "a5", "h8"], 4, 5),
    ("ueberall", ["d4", "d3", "c3", "b2", "f2"], 3, 5),
    ("alle_oben", ["d3", "d4", "c3", "c4"], 4, 4),
    ("alle_oben", ["d3", "d4", "c3"], 3, 4),  # at least 4
    ("alle_oben", ["d3", "d4", "c3", "c4", "d2"], 4, 4),  # a fifth one lower does not matter
    ("alle_oben", ["d3", "d4", "d2", "c5", "b2"], 2, 4),
    ("dachgarten", ["c4", "e6", "a1", "f2"], 4, 4),
    ("dachgarten", ["c4", "e6", "a1"], 3, 4),
    ("dachgarten", ["c3", "e6", "b2", "f2"], 2, 4),  # c3 and b2 are not on their house's top
    ("grossbaustelle", ["d2", "e5", "a2"], 0, 3),  # houses of 6 fields are not big
    ("gleiche_hoehe", ["d3", "e6", "a1"], 3, 3),
    ("gleiche_hoehe", ["d3", "e6", "d2", "c5", "b2"], 2, 3),
    ("gleiche_hoehe", ["d2", "c5", "b2"], 0, 3),  # the 1st floor does not count
    ("ganze_mannschaft", ["d2", "c5", "b2", "a2", "e6", "f5"], 6, 6),
    ("ganze_mannschaft", ["d2", "c5", "b2", "a2", "e6", "f2"], 5, 6),  # f2: a house of one field
    ("ganze_mannschaft", ["d2", "c5", "b2", "a2", "h8", "g8"], 4, 6),  # the ground is no house
    ("treppe", ["d2", "d3", "d4", "c3"], 4, 4),
    ("treppe", ["d2", "d3", "d4", "c4", "e6"], 3, 4),
]
POINTS = {
    "stockwerksreigen": 12,
    "hoch_hinaus": 10,
    "ueberall": 12,
    "alle_oben": 10,
    "dachgarten": 10,
    "grossbaustelle": 12,
    "gleiche_hoehe": 8,
    "ganze_mannschaft": 8,
    "treppe": 10,
}


def test_the_nine_city_orders_and_their_points() -> None:
    """The nine orders of determination I with their points."""
    assert {order.id: order.points for order in CITY_ORDERS} == POINTS


@pytest.mark.parametrize(
    ("order", "foremen", "have", "need"),
    ORDER_CASES,
    ids=[f"{case[0]}-{case[2]}of{case[3]}" for case in ORDER_CASES],
)
def test_city_order_progress_and_points(
    order: str, foremen: list[str], have: int, need: int
) -> None:
    """Progress counts have of need; a fulfilled order adds its points at a scoring now."""
    state = profi(order, foremen=dict.fromkeys(foremen, 0))
    assert state.order_progress(0) == Progress(have, need)
    assert state.order_progress(0).fulfilled == (have >= need)
    scoring = state.scoring_now()[0]
    assert scoring.city_order == (POINTS[order] if have >= need else 0)
    houses = sum(house.points for house in scoring.houses)
    assert scoring.total == houses + scoring.city_order
    assert state.view(1)["order_progress"][0] == [have, need]


# SITE with the d4 house grown to 7 fields (b4), the e5 house too (f8), and h4's house of 7.
SEVEN_FIELD_SITE = {**SITE, "b4": 1, "f8": 1, "h1": 1, "h2": 1, "h3": 1, "h5": 1, "h6": 1, "g4": 1}
# The same three houses grown to 8 fields each (e3, d6, g3).
BIG_SITE = {**SEVEN_FIELD_SITE, "e3": 1, "d6": 1, "g3": 1}


@pytest.mark.parametrize(
    ("foremen", "have"), [(["d2", "e5", "h3"], 3), (["d2", "e5", "a2"], 2), (["b4", "c4"], 1)]
)
def test_grossbaustelle_counts_houses_of_eight_fields_or_more(
    foremen: list[str], have: int
) -> None:
    """Großbaustelle: foremen in 3 houses of 8 fields or more (b2's house of 6 is not one)."""
    state = profi("grossbaustelle", floors=BIG_SITE, foremen=dict.fromkeys(foremen, 0))
    assert state.houses.area.count(8) == 3
    assert state.order_progress(0) == Progress(have, 3)
    assert (state.scoring_now()[0].city_order == 12) == (have == 3)


def test_grossbaustelle_leaves_out_houses_of_seven_fields() -> None:
    """At 7 fields it was reached in 58 % of the scorings; a big house has 8 fields or more."""
    state = profi(
        "grossbaustelle", floors=SEVEN_FIELD_SITE, foremen=dict.fromkeys(["d2", "e5", "h3"], 0)
    )
    assert state.houses.area.count(7) == 3
    assert state.order_progress(0) == Progress(0, 3)
    assert state.scoring_now()[0].city_order == 0


def test_dachgarten_counts_only_own_foremen_on_the_top() -> None:
    """Another company on a house's top floor does not help; a shared top floor height does."""
    state = profi("dachgarten", foremen={"c4": 1, "e6": 0, "a1": 0, "c3": 0})
    assert state.order_progress(0) == Progress(2, 4)
    assert state.order_progress(1) == Progress(1, 4)


def test_a_fulfilled_city_order_scores_at_the_years_end() -> None:
    """Bei jeder Wertung bekommt jede Firma, die ihn erfüllt, seine Punkte."""
    state = profi(
        "hoch_hinaus",
        foremen={"c4": 0, "c3": 1, "e6": 2},
        round_number=3,
        acting=0,
        stacks={0: [1]},
    )
    events = play(state, "end")
    scored = {item.company: item for item in of_kind(events, "company_scored")}
    assert scored[0].city_order == 10 and scored[0].points == 6 * 5 + 10
    assert scored[1].city_order == 0 and scored[1].points == 6 * 4
    assert scored[2].city_order == 0 and scored[3].points == 0


def test_the_grundspiel_has_no_city_order() -> None:
    """Only Profi has a city order: nobody's progress, no points for it."""
    state = position(floors=SITE, foremen={"c4": 0}, photographer="h4")
    assert state.order_progress(0) is None
    assert state.scoring_now()[0].city_order == 0
    assert state.view(0)["order_progress"] == [None] * 4
