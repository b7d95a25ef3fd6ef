"""Wertung am Ende jedes Jahres: base area × highest own floor per house (the text's example),
the photographer, the order of scoring and the score track (determination G)."""

from __future__ import annotations

from typing import Any

import pytest

from game.rules.speedchicago import SpeedchicagoState
from game.rules.speedchicago import events as ev
from game.rules.speedchicago.events import HouseScored

from .scenario import at, legal, of_kind, play, position, started

HOUSE_D4 = 2
# The d4 house of 5 fields: d4, d3, c4, c3, c5; c4 stands 3 high.
FIVE = {"d3": 1, "c4": 3, "c3": 1, "c5": 1}


def last_turn(**kwargs: Any) -> SpeedchicagoState:
    """The last turn of 1891 (company 0's: the fourth round runs 1, 2, 3, 0; its last stack of
    one floor) on a given site."""
    kwargs.setdefault("round_number", 3)
    kwargs.setdefault("acting", 0)
    kwargs.setdefault("stacks", {0: [1]})
    return position(**kwargs)


def test_the_texts_example_a_house_of_five_and_the_third_floor_give_15() -> None:
    """Beispiel: Haus mit 5 Feldern, dein Vorarbeiter im 3. Stockwerk: 15 Punkte."""
    state = position(floors=FIVE, foremen={"c4": 0})
    assert state.houses.area[HOUSE_D4] == 5
    assert state.scoring_now()[0].houses == (HouseScored(HOUSE_D4, 5, 3, 15),)
    assert state.points_now(0) == 15


def test_the_texts_example_scored_at_the_years_end() -> None:
    """The same 15 points move the marker at the 1891 scoring."""
    state = last_turn(floors=FIVE, foremen={"c4": 0})
    events = play(state, "end")
    scored = of_kind(events, "company_scored")[0]
    assert scored == ev.CompanyScored(0, 1891, (HouseScored(HOUSE_D4, 5, 3, 15),), 0, 0, 15, 15, 0)
    assert state.scores[0] == 15


def test_other_companies_in_the_same_house_do_not_disturb() -> None:
    """Andere Firmen im selben Haus stören dich nicht: a higher foreman of another company there
    changes nothing for you, and scores for his own company."""
    alone = position(floors=FIVE, foremen={"c4": 0})
    crowded = position(floors={**FIVE, "d4": 4}, foremen={"c4": 0, "d4": 1, "c3": 2, "d3": 3})
    assert crowded.houses.area[HOUSE_D4] == 5
    assert crowded.points_now(0) == alone.points_now(0) == 15
    assert [crowded.points_now(company) for company in range(4)] == [15, 20, 5, 5]


def test_only_the_highest_own_foreman_per_house_counts() -> None:
    """Für jedes Haus einmal: more own foremen lower down in the same house add nothing."""
    state = position(floors=FIVE, foremen={"c4": 0, "d3": 0, "c5": 0, "c3": 0})
    assert state.scoring_now()[0].houses == (HouseScored(HOUSE_D4, 5, 3, 15),)
    assert state.points_now(0) == 15


def test_every_house_with_an_own_foreman_scores_once() -> None:
    """Two houses: 5 × 3 in the d4 house and 1 × 1 on f2."""
    state = position(floors=FIVE, foremen={"c4": 0, "f2": 0})
    assert state.scoring_now()[0].houses == (
        HouseScored(1, 1, 1, 1),
        HouseScored(HOUSE_D4, 5, 3, 15),
    )
    assert state.points_now(0) == 16


def test_foremen_on_the_ground_score_nothing() -> None:
    """Ein Vorarbeiter auf dem Boden steht im Stockwerk 0, in keinem Haus: no points, not even
    next to a house."""
    state = position(floors=FIVE, foremen={"c4": 0, "b4": 0, "d5": 1, "a8": 1})
    assert state.scoring_now()[0].houses == (HouseScored(HOUSE_D4, 5, 3, 15),)
    assert state.scoring_now()[1].houses == ()
    assert state.points_now(1) == 0


def test_scoring_runs_from_the_years_start_player() -> None:
    """Gewertet wird ab dem Startspieler reihum: start player 2 → 2, 3, 0, 1."""
    state = position(
        year=1,
        round_number=2,
        year_start=2,
        acting=3,
        stacks={3: [3]},
        scores=[3, 9, 4, 12],
    )
    events = play(state, "end")
    assert [item.company for item in of_kind(events, "company_scored")] == [2, 3, 0, 1]


# Three foremen on the 3rd floor of a 5-field house: 15 points each for companies 0, 1 and 3.
SAME = {"d3": 3, "c4": 3, "c3": 3, "c5": 1}


def test_an_occupied_field_of_the_score_track_is_passed() -> None:
    """Nie mehr als ein Stein auf einem Feld: 15, then 16, then 17 for the same 15 points."""
    state = last_turn(floors=SAME, foremen={"c4": 0, "d3": 1, "c3": 3, "a8": 2})
    events = play(state, "end")
    scored = of_kind(events, "company_scored")
    assert [(item.company, item.points, item.score, item.bumped) for item in scored] == [
        (0, 15, 15, 0),
        (1, 15, 16, 1),
        (2, 0, 0, 0),
        (3, 15, 17, 2),
    ]
    assert state.scores == [15, 16, 0, 17]


def test_a_marker_passes_a_company_not_yet_scored_this_year() -> None:
    """Company 0 (scored first) would land on company 1's 20 and goes on to 21."""
    state = position(
        floors=FIVE,
        foremen={"c4": 0},
        year=1,
        round_number=2,
        acting=1,
        stacks={1: [3]},
        scores=[5, 20, 0, 1],
    )
    events = play(state, "end")
    assert of_kind(events, "company_scored")[0].score == 21
    assert state.scores == [21, 20, 0, 1]


def test_the_start_field_holds_any_number_of_markers() -> None:
    """Companies without points stay on 0 together; a company at 0 points stays where it is."""
    state = last_turn(foremen={"a8": 0, "b8": 1})
    play(state, "end")
    assert state.scores == [0, 0, 0, 0]


def test_there_is_no_tie_on_the_score_track_above_zero() -> None:
    """Deshalb gibt es keinen Gleichstand: after every scoring the non-zero scores differ."""
    state = started(4, 6)
    while not state.is_terminal():
        steps = [text for text in legal(state) if text.startswith(("build", "insert"))]
        if state.phase == "turn" and steps:
            play(state, steps[0])
        else:
            play(state, "photo stay" if state.phase == "photo" else "end")
        nonzero = [score for score in state.scores if score]
        assert len(set(nonzero)) == len(nonzero)
    assert any(state.scores)


@pytest.mark.parametrize(
    ("year", "field", "bonus"),
    [
        (0, "d3", 5),  # 1891: the 1st floor
        (0, "c4", 0),
        (1, "c4", 10),  # 1892: the 2nd floor
        (1, "d3", 0),
        (1, "c3", 0),
        (2, "c3", 15),  # 1893: the 3rd floor
        (2, "c4", 0),
    ],
)
def test_the_photographer_pays_for_the_years_floor(year: int, field: str, bonus: int) -> None:
    """Fotograf: ein eigener Vorarbeiter in seinem Haus im 1. (1891), 2. (1892) bzw. 3. (1893)
    Stockwerk gibt 5, 10 bzw. 15 Punkte – exactly that floor, anywhere in his house."""
    rounds = 4 if year == 0 else 3
    state = position(
        floors={"d3": 1, "c4": 2, "c3": 3, "c5": 1},
        foremen={field: 0},
        photographer="d4",
        year=year,
        round_number=rounds - 1,
        acting=0 if year == 0 else 1,
        stacks={0 if year == 0 else 1: [1]},
        scores=[0, 0, 0, 0] if year == 0 else [1, 2, 3, 4],
    )
    assert state.scoring_now()[0].photographer == bonus
    events = play(state, "end")
    assert of_kind(events, "company_scored")[0].photographer == bonus


def test_the_photographer_pays_once_per_company() -> None:
    """Einmal je Firma: two own foremen on the 1st floor of his house still give 5; another
    company there gets its own 5."""
    state = position(
        floors={"d3": 1, "c4": 2, "c3": 3, "c5": 1},
        foremen={"d3": 0, "c5": 0, "c4": 1},
        photographer="d4",
    )
    assert state.scoring_now()[0].photographer == 5
    assert state.scoring_now()[1].photographer == 0
    other = position(
        floors={"d3": 1, "c4": 1, "c5": 1}, foremen={"d3": 0, "c5": 1}, photographer="d4"
    )
    assert [item.photographer for item in other.scoring_now()[:2]] == [5, 5]


def test_the_photographer_pays_nothing_outside_his_house() -> None:
    """A foreman on the 1st floor of another house gets no bonus."""
    state = position(floors={"d3": 1}, foremen={"d3": 0, "b2": 1}, photographer="g7")
    assert [item.photographer for item in state.scoring_now()] == [0, 0, 0, 0]


def test_the_years_total_is_houses_plus_photographer() -> None:
    """The marker moves by the sum of the year."""
    state = last_turn(floors=FIVE, foremen={"c4": 0, "d3": 0}, photographer="c5")
    events = play(state, "end")
    scored = of_kind(events, "company_scored")[0]
    assert (scored.photographer, scored.points, scored.score) == (5, 20, 20)
    assert state.scores[0] == 20
    assert state.figures[at("c5")] == 4
