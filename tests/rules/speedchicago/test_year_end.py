"""Nach der Wertung: the last-placed company sends the photographer or leaves him and starts the
next year; after the third scoring the most points win (determination H)."""

from __future__ import annotations

import pytest

from game.rules import IllegalMoveError
from game.rules.speedchicago import events as ev

from .scenario import GAME, at, kinds, legal, of_kind, play, play_out, position, saved, started


def test_after_a_scoring_the_last_placed_company_decides_on_the_photographer() -> None:
    """Wer auf der Zählleiste hinten liegt, darf den Fotografen schicken – or leave him."""
    state = position(
        floors={"d3": 1},
        foremen={"d4": 0, "c7": 1},
        round_number=3,
        acting=0,
        stacks={0: [1]},
        photographer="g7",
    )
    events = play(state, "end")
    assert kinds(events)[-4:] == ["company_scored"] * 4
    assert state.phase == "photo"
    assert state.scores == [2, 1, 0, 0]
    assert state.to_act() == (3,)  # at 0 with company 2, and later in the year's order
    options = legal(state)
    assert options[-1] == "photo stay"
    fields = {text.split()[1] for text in options[:-1]}
    assert fields == {"b2", "f2", "d3", "h4", "a5", "e5"}  # free house fields, not his own g7
    for text in ("photo d4", "photo c4", "photo g7", "end", "build 1 e2"):
        with pytest.raises(IllegalMoveError):
            play(state, text)


def test_the_last_placed_company_sends_the_photographer_and_starts_the_year() -> None:
    """Er beginnt das nächste Jahr – with the photographer wherever he sent him."""
    state = position(phase="photo", scores=[9, 3, 12, 5])
    assert state.to_act() == (1,)
    events = play(state, "photo e5")
    assert events[0] == ev.PhotographerSent(1, at("g7"), at("e5"))
    assert state.photographer == at("e5") and state.figures[at("g7")] == -1
    assert state.year == 1 and state.year_start == 1
    assert state.order == [1, 2, 3, 0]
    assert of_kind(events, "year_started")[0].start_company == 1
    assert of_kind(events, "turn_started") == [ev.TurnStarted(1, 1892, 0, 5)]


def test_the_last_placed_company_may_leave_the_photographer() -> None:
    """Oder ihn stehen lassen: he stays, and the company still starts the year."""
    state = position(phase="photo", scores=[9, 3, 12, 5])
    events = play(state, "photo stay")
    assert events[0] == ev.PhotographerStays(1, at("g7"))
    assert state.photographer == at("g7")
    assert state.to_act() == (1,) and state.year_start == 1


def test_a_tie_at_zero_goes_to_the_latest_in_the_years_order() -> None:
    """Everybody at 0 after 1892 with start player 2 (order 2, 3, 0, 1): company 1 decides."""
    state = position(phase="photo", year=1, year_start=2)
    assert state.last_placed() == 1 and state.to_act() == (1,)
    first = position(phase="photo", scores=[0, 4, 0, 7])
    assert first.to_act() == (2,)


def test_the_game_ends_after_the_third_scoring_and_most_points_win() -> None:
    """Nach der dritten Wertung gewinnt, wer die meisten Punkte hat."""
    state = position(
        floors={"d3": 1, "c4": 2},
        foremen={"c4": 2, "d3": 0},
        year=2,
        round_number=2,
        acting=1,
        stacks={1: [1]},
        scores=[30, 14, 22, 7],
    )
    events = play(state, "end")
    assert kinds(events)[-1] == "game_over"
    assert state.is_terminal() and state.phase == "over" and state.to_act() == ()
    assert state.scores == [33, 14, 28, 7]
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.scores == (33, 14, 28, 7) and outcome.places == (1, 3, 2, 4)
    assert outcome.winners == (0,) and not outcome.lower_is_better
    assert events[-1] == ev.GameOver((33, 14, 28, 7), (1, 3, 2, 4))
    assert state.legal_moves(0) == ()
    before = saved(state)
    with pytest.raises(IllegalMoveError, match="over"):
        state.play(0, GAME.parse_move("end"))
    assert saved(state) == before


def test_the_photographer_decision_comes_after_the_first_and_second_scoring_only() -> None:
    """After 1891 and 1892 a photographer decision; after 1893 the game is over."""
    state = started(3, 4)
    events = play_out(state)
    assert kinds(events).count("photographer_stays") == 2
    assert [item.year for item in of_kind(events, "year_started")] == [1892, 1893]
