"""The end and the final scoring: the last round, a round of passes, the Goldenes Ventil, the
totals and places with the tie-break."""

from __future__ import annotations

import random

import pytest

from game.rules import IllegalMoveError
from game.rules.speedpipe.network import longest_trail
from game.rules.speedpipe.scoring import FinalScore, tie_broken_places
from game.rules.speedpipe.state import ALL_PASSED, LAST_ROUND, OVER, SpeedpipeState

from .scenario import GAME, kinds, legal, new, play, reloaded, table


def _last_round_table() -> SpeedpipeState:
    """Company 0 with 4 of 12 segments left and two rot cards for route 0 (2 fields)."""
    return table(
        map_segments=12,
        hands={0: {"rot": 2}},
        owners={6: 0, 9: 0},
        display=["blau", "blau", "blau", "blau", "gelb"],
    )


def test_two_segments_left_after_a_turn_start_the_last_round() -> None:
    """Laying route 0 leaves 2 segments: the last round begins."""
    state = _last_round_table()
    events = play(state, "lay 0 rot 0")
    assert state.segments[0] == 2 and state.turns_left == 3
    assert "last_round_began" in kinds(events)


def test_in_the_last_round_every_company_has_one_more_turn_the_trigger_last() -> None:
    """Companies 1 and 2, then company 0 once more: then the game is over."""
    state = _last_round_table()
    play(state, "lay 0 rot 0")
    for company in (1, 2, 0):
        assert state.current == company and not state.is_terminal()
        play(state, "open 0")
        play(state, "open 1")
    assert state.is_terminal() and state.end_reason == LAST_ROUND
    assert state.to_act() == () and all(state.legal_moves(c) == () for c in range(3))


def test_three_segments_left_do_not_start_the_last_round() -> None:
    """Only 0, 1 or 2 segments left do."""
    state = table(map_segments=12, hands={0: {"blau": 1}}, owners={6: 0, 9: 0})
    play(state, "lay 10 blau 0")
    assert state.segments[0] == 3 and state.turns_left == -1


def _stalemate() -> SpeedpipeState:
    """Nothing left to do: every free route closed (the twins of laid double routes), every
    station built, the contract pile, the pile, the discard pile and the display empty."""
    owners = {route: route % 3 for route in range(16) if route not in (2, 14)}
    stations = {place: place % 3 for place in range(9)}
    state = table(owners=owners, stations=stations, display=[None] * 5, empty_pile=True)
    state.contracts[1] = sorted(state.contracts[1] + state.short_pile)
    state.short_pile = []
    for card, count in enumerate(state.discard):
        state.hands[2][card] += count
        state.discard[card] = 0
    state.rebuild()
    for company in range(3):
        state._check_fulfilled(company, state.contracts[company])
    return reloaded(state)


def test_pass_is_the_only_move_when_nothing_else_is_possible() -> None:
    """In the stalemate 'pass' is the one move."""
    state = _stalemate()
    assert legal(state) == ["pass"]


def test_pass_is_refused_while_anything_else_is_possible() -> None:
    """With a card to draw, passing is not allowed."""
    state = table()
    assert "pass" not in legal(state)
    with pytest.raises(IllegalMoveError, match="only when it can do nothing else"):
        play(state, "pass")


def test_a_whole_round_of_passes_ends_the_game_at_once() -> None:
    """Every company passes one after the other: the game is over."""
    state = _stalemate()
    play(state, "pass")
    play(state, "pass")
    assert not state.is_terminal()
    events = play(state, "pass")
    assert state.is_terminal() and state.end_reason == ALL_PASSED
    assert kinds(events)[-1] == "game_ended"


def test_random_games_always_end() -> None:
    """Random companies on the test map, every table size and extra rule: the game ends."""
    every = {"oil_price": "on", "refinery_bonus": "on", "leaks": "on", "terminals": "on"}
    for players in range(2, 6):
        for options in ({}, every):
            state = new(players, players * 7, options)
            rng = random.Random(players)
            steps = 0
            while not state.is_terminal():
                company = state.to_act()[0]
                moves = state.legal_moves(company)
                state.apply(company, moves[rng.randrange(len(moves))])
                steps += 1
                assert steps < 3000
            assert state.outcome() is not None


@pytest.mark.parametrize("map_key", ["main", "petronia"])
def test_random_games_on_both_maps_end(map_key: str) -> None:
    """Random companies on the game's own maps, two to five of them, every extra rule on: the
    game ends, and its save loads."""
    every = {"oil_price": "on", "refinery_bonus": "on", "leaks": "on", "terminals": "on"}
    for players in (2, 5):
        state = GAME.new_state(players, players, {"map": map_key, **every})
        rng = random.Random(players)
        while not state.is_terminal():
            company = state.to_act()[0]
            moves = state.legal_moves(company)
            state.apply(company, moves[rng.randrange(len(moves))])
        assert state.outcome() is not None
        assert GAME.state_from_dict(state.to_dict()).outcome() == state.outcome()


def test_the_longest_trail_uses_each_pipeline_once_and_may_pass_a_place_twice() -> None:
    """A ring of 2+1+2+3 with a tail of 2 at Raffinerie A: 10 fields through Raffinerie A
    twice; a star of 3, 3 and 1: only two arms, 6."""
    ring = [(0, 2, 2), (2, 8, 1), (8, 7, 2), (7, 0, 3), (2, 9, 2)]
    assert longest_trail(ring) == 10
    assert longest_trail([(0, 1, 3), (0, 2, 3), (0, 3, 1)]) == 6
    assert longest_trail([(0, 1, 3), (2, 3, 4)]) == 4
    assert longest_trail([]) == 0
    # Two triangles joined by two long pipelines: all but one short side, 15 of 16 fields.
    triangles = [(0, 1, 1), (1, 2, 1), (2, 0, 1), (3, 4, 1), (4, 5, 1), (5, 3, 1)]
    assert longest_trail([*triangles, (2, 3, 5), (1, 4, 5)]) == 15


def test_the_golden_valve_goes_to_the_longest_continuous_pipeline() -> None:
    """Company 0's ring with tail (10) beats company 1's single route of 8."""
    state = table(owners={0: 0, 10: 0, 13: 0, 9: 0, 11: 0, 8: 1})
    scores = state.final_scores()
    assert [score.longest for score in scores] == [10, 8, 0]
    assert [score.golden_valve for score in scores] == [10, 0, 0]


def test_the_golden_valve_goes_to_every_company_on_a_tie() -> None:
    """Two pipelines of 8: both companies get 10."""
    state = table(owners={0: 0, 10: 0, 13: 0, 9: 0, 8: 1})
    assert [score.golden_valve for score in state.final_scores()] == [10, 10, 0]


def test_nobody_gets_the_golden_valve_without_any_pipeline() -> None:
    """Eigene Festlegung: a longest pipeline of 0 fields brings nothing."""
    state = table()
    assert [score.golden_valve for score in state.final_scores()] == [0, 0, 0]


def test_the_final_score_adds_routes_bonuses_contracts_stations_and_the_valve() -> None:
    """Company 0: route 0 (2) plus contract 7 (4) minus contract 6 (9), three stations (12)
    and the Goldenes Ventil (10) make 19."""
    state = table(hands={0: {"rot": 2}}, contracts={0: [6, 7], 1: [], 2: []})
    play(state, "lay 0 rot 0")
    score = state.final_scores()[0]
    assert (score.running, score.stations, score.golden_valve) == (2, 12, 10)
    assert score.total == 2 + 4 - 9 + 12 + 10


def test_the_outcome_holds_the_final_totals_and_the_tie_broken_places() -> None:
    """After the game: scores are the totals, places those after the tie-break."""
    state = _stalemate()
    for _ in range(3):
        play(state, "pass")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.scores == tuple(score.total for score in state.final_scores())
    assert outcome.places == state.placings()
    assert state.phase == OVER


def test_on_equal_scores_more_fulfilled_contracts_place_first() -> None:
    """Equal totals: two fulfilled contracts before one; equal there too: a shared place."""

    def score(company: int, total: int, fulfilled: int) -> FinalScore:
        """An account with this total and this many fulfilled contracts."""
        return FinalScore(company, 0, ((0, 1),) * fulfilled, (), 0, 0, 0, 0, (), total)

    scores = (score(0, 50, 1), score(1, 50, 2), score(2, 60, 0), score(3, 50, 1))
    assert tie_broken_places(scores) == (3, 2, 1, 3)


def test_the_placings_of_a_finished_game_apply_the_tie_break() -> None:
    """placings() is empty while the game runs and follows the totals at the end."""
    state = _stalemate()
    assert state.placings() == ()
    for _ in range(3):
        play(state, "pass")
    assert state.placings() == tie_broken_places(state.final_scores())
