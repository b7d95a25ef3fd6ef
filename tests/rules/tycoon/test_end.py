"""After each payday: fortunes, more hotels, the next round; after the third: the end, scores
and the tie-break."""

from __future__ import annotations

import pytest

from game.rules import IllegalMoveError
from game.rules.tycoon.board import HOTELS_PER_ROUND, LOAN_AMOUNT, LOAN_INTEREST

from .scenario import kinds, legal, of_kind, play, table

TURNED_COST = LOAN_AMOUNT + 2 * LOAN_INTEREST


def test_fortunes_are_cash_less_restschuld_less_what_open_loans_will_cost() -> None:
    """An extended card counts with what it costs at the next payday."""
    state = table(3, acting=2, closing=True, loans={0: [0]}, cash={0: 30, 1: 0}, debt={1: 4})
    play(state, "end")
    play(state, "repay 0")
    announced = state.fortunes[0]
    assert announced[0] == state.cash[0] - TURNED_COST
    assert announced[1] == state.cash[1] - state.debt[1]
    assert announced[2] == state.cash[2]


def test_the_fortunes_are_announced_once_every_choice_is_made() -> None:
    """The announcement follows the last repay choice and precedes the new round."""
    state = table(3, acting=2, closing=True, loans={1: [0]})
    play(state, "end")
    assert state.fortunes == []
    events = play(state, "repay 0")
    assert kinds(events)[1:4] == ["fortunes_announced", "hotels_handed_out", "round_began"]


def test_every_player_receives_six_more_hotels_and_keeps_the_unbuilt_ones() -> None:
    """Hotels left over from the round stay in the supply."""
    state = table(3, acting=2, closing=True, chains={"brisa": [0, 0, 0, 0], "isola": [1]})
    play(state, "end")
    assert state.hotels_left == [
        2 + HOTELS_PER_ROUND,
        5 + HOTELS_PER_ROUND,
        6 + HOTELS_PER_ROUND,
    ]


def test_the_game_ends_after_the_third_payday_with_cash_less_restschuld() -> None:
    """No more hotels; scores are cash less Restschuld; nobody acts any more."""
    state = table(3, round=3, acting=2, closing=True, loans={1: [1]}, cash={1: 3})
    events = play(state, "end")
    assert state.is_terminal() and state.to_act() == () and state.acting == -1
    assert "hotels_handed_out" not in kinds(events)
    scores = [cash - debt for cash, debt in zip(state.cash, state.debt)]
    assert state.debt[1] == TURNED_COST - 3 and scores[1] == -state.debt[1]
    assert of_kind(events, "game_ended")[0].to_dict()["scores"] == scores
    assert state.outcome().scores == tuple(scores)  # type: ignore[union-attr]
    assert len(state.fortunes) == 3 and state.fortunes[-1] == scores


def test_more_money_wins() -> None:
    """Places by cash less Restschuld, most first."""
    state = table(3, round=3, phase="over", acting=-1, cash=[10, 30, 20])
    assert state.outcome().places == (3, 1, 2)  # type: ignore[union-attr]


def test_equal_money_more_standing_hotels_rank_higher() -> None:
    """The tie-break counts hotels standing in the chains (waiting ones do not stand)."""
    state = table(
        3,
        round=3,
        phase="over",
        acting=-1,
        cash=[20, 20, 5],
        chains={"brisa": [1, 1], "aurelia": [-1, 0, 0, 1]},
        renovation={"aurelia": [0]},
    )
    assert state.standing_hotels() == [2, 3, 0]
    assert state.outcome().places == (2, 1, 3)  # type: ignore[union-attr]


def test_equal_money_and_equal_hotels_share_a_place() -> None:
    """Still equal after the tie-break: a shared place."""
    state = table(3, round=3, phase="over", acting=-1, cash=[20, 20, 25], chains={"brisa": [0, 1]})
    assert state.outcome().places == (2, 2, 1)  # type: ignore[union-attr]


def test_no_move_is_possible_after_the_end() -> None:
    """Nobody has legal moves; any move is refused."""
    state = table(3, round=3, phase="over", acting=-1)
    assert all(state.legal_moves(player) == () for player in range(3))
    assert legal(state, 0) == []
    with pytest.raises(IllegalMoveError, match="game is over"):
        play(state, "end", player=0)
