"""Loans at payday: redeem or extend fresh cards, turned cards are due, round 3 redeems all,
and whoever cannot pay owes a Restschuld that later income pays first."""

from __future__ import annotations

import pytest

from game.rules import IllegalMoveError
from game.rules.tycoon.board import LOAN_AMOUNT, LOAN_INTEREST
from game.rules.tycoon.insight import payday_income

from .scenario import kinds, legal, of_kind, play, table

FIRST_COST = LOAN_AMOUNT + LOAN_INTEREST  # a fresh card at its first payday
SECOND_COST = LOAN_AMOUNT + 2 * LOAN_INTEREST  # a turned card at its second payday


def _payday(players: int = 3, **given: object):  # type: ignore[no-untyped-def]
    """A position whose next 'end' ends round `round` (default 1): the last player acts."""
    state = table(players, acting=players - 1, closing=True, **given)  # type: ignore[arg-type]
    events = play(state, "end")
    return state, events


def test_a_fresh_card_may_be_redeemed_at_its_first_payday() -> None:
    """The player chooses; redeeming costs the amount plus one payday's interest."""
    state, _events = _payday(loans={0: [0]}, cash={0: 20})
    assert state.phase == "payday" and state.acting == 0
    assert legal(state) == ["repay 0", "repay 1"]
    events = play(state, "repay 1")
    assert state.cash[0] == 20 - FIRST_COST and state.loans[0] == []
    assert of_kind(events, "loans_repaid")[0].to_dict() == {
        "kind": "loans_repaid",
        "player": 0,
        "count": 1,
        "cost": FIRST_COST,
        "extended": 0,
    }
    assert state.phase == "turn" and state.round == 2


def test_an_extended_card_is_turned_and_due_at_the_next_payday() -> None:
    """Repaying none turns the card; at the next payday it is redeemed with more interest."""
    state, _events = _payday(loans={0: [0]}, cash={0: 20})
    play(state, "repay 0")
    assert state.loans[0] == [1] and state.cash[0] == 20
    state, events = _payday(round=2, loans={0: [1]}, cash={0: 20})
    assert of_kind(events, "loan_redeemed")[0].to_dict() == {
        "kind": "loan_redeemed",
        "player": 0,
        "cost": SECOND_COST,
        "owed": 0,
    }
    assert state.cash[0] == 20 - SECOND_COST and state.loans[0] == []
    assert state.phase == "turn" and state.round == 3


def test_the_payday_choices_go_in_turn_order_from_the_start_player() -> None:
    """Only players with unturned cards choose, the start player's side first."""
    state = table(4, start_player=2, acting=1, closing=True, loans={0: [0], 1: [0, 0], 3: [0]})
    play(state, "end")
    assert state.payday_queue == [3, 0, 1] and state.acting == 3
    play(state, "repay 0")
    assert state.acting == 0
    play(state, "repay 0")
    assert state.acting == 1 and legal(state) == ["repay 0", "repay 1"]


def test_only_affordable_repay_counts_are_offered() -> None:
    """Counts whose cost exceeds the cash are refused in words."""
    state, _events = _payday(loans={0: [0, 0, 0]}, cash={0: 2 * FIRST_COST})
    assert legal(state) == ["repay 0", "repay 1", "repay 2"]
    with pytest.raises(IllegalMoveError, match=f"costs {3 * FIRST_COST}"):
        play(state, "repay 3")
    play(state, "repay 2")
    assert state.loans[0] == [1]


def test_turned_cards_are_paid_before_the_choice_about_fresh_ones() -> None:
    """A player with a turned and a fresh card pays the turned one, then chooses."""
    state, events = _payday(round=2, loans={0: [1, 0]}, cash={0: 30})
    assert "loan_redeemed" in kinds(events)
    assert state.cash[0] == 30 - SECOND_COST and state.loans[0] == [0]
    assert state.phase == "payday" and legal(state) == ["repay 0", "repay 1"]


def test_nobody_without_unturned_cards_makes_a_payday_choice() -> None:
    """Without fresh cards the next round begins at once."""
    state, events = _payday()
    assert state.phase == "turn" and state.round == 2 and "loans_repaid" not in kinds(events)


def test_in_round_three_every_card_is_redeemed_without_a_choice() -> None:
    """Fresh and turned cards alike are paid; the game ends."""
    state, events = _payday(round=3, loans={0: [0, 1], 1: [0]}, cash={0: 40, 1: 40})
    assert state.phase == "over" and state.loans == [[], [], []]
    assert state.cash[0] == 40 - FIRST_COST - SECOND_COST and state.cash[1] == 40 - FIRST_COST
    assert len(of_kind(events, "loan_redeemed")) == 3 and "loans_repaid" not in kinds(events)


def test_who_cannot_pay_a_due_card_pays_all_his_cash_and_owes_the_rest() -> None:
    """The rest becomes Restschuld; the fortune subtracts it."""
    state, events = _payday(round=2, loans={0: [1]}, cash={0: 5})
    owed = SECOND_COST - 5
    assert state.cash[0] == 0 and state.debt[0] == owed
    assert of_kind(events, "loan_redeemed")[0].to_dict()["owed"] == owed
    assert state.fortunes[-1][0] == -owed


def test_a_restschuld_is_paid_first_from_later_income() -> None:
    """Income pays off the Restschuld before any cash is kept."""
    chains = {"brisa": [0], "isola": [0], "aurelia": [0]}
    income = payday_income(table(3, chains=chains))[0]
    state, events = _payday(round=2, cash={0: 0}, debt={0: income - 2}, chains=chains)
    paid = of_kind(events, "income_paid")[0].to_dict()
    assert paid["total"] == income and paid["to_debt"] == income - 2
    assert state.debt[0] == 0 and state.cash[0] == 2


def test_a_restschuld_larger_than_the_income_stays_open() -> None:
    """The whole income goes to the Restschuld; the rest stays owed, the cash at 0."""
    chains = {"brisa": [0]}
    income = payday_income(table(3, chains=chains))[0]
    state, _events = _payday(round=2, cash={0: 0}, debt={0: 50}, chains=chains)
    assert income > 0 and state.cash[0] == 0 and state.debt[0] == 50 - income


def test_a_loan_taken_in_round_three_is_redeemed_at_the_last_payday() -> None:
    """It sees one payday and costs the amount plus one interest."""
    state = table(3, round=3, acting=2, closing=True)
    play(state, "loan")
    events = play(state, "end")
    assert of_kind(events, "loan_redeemed")[0].to_dict()["cost"] == FIRST_COST
    assert state.is_terminal() and state.cash[2] >= 15 + LOAN_AMOUNT - FIRST_COST
