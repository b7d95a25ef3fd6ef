"""Taking a loan: when it is allowed, what it pays, and the free flight home."""

from __future__ import annotations

import pytest

from game.rules import IllegalMoveError
from game.rules.tycoon.board import LOAN_AMOUNT, MAX_LOANS_HELD

from .scenario import CITY, charter, legal, play, scheduled_to, table


def test_a_loan_pays_its_amount_and_adds_a_fresh_card() -> None:
    """Cash grows by the loan amount; the card has seen no payday yet."""
    state = table(3, cash={0: 4})
    events = play(state, "loan")
    assert state.cash[0] == 4 + LOAN_AMOUNT and state.loans[0] == [0]
    assert events[0].to_dict() == {
        "kind": "loan_taken",
        "player": 0,
        "amount": LOAN_AMOUNT,
        "flew_home": False,
    }


def test_a_loan_flies_the_plane_home_for_free_and_frees_its_landing_place() -> None:
    """The plane leaves its landing place for the home bank; no ticket is used."""
    ticket = charter("aurelia", "brisa")
    state = table(3, tickets={0: [ticket]}, planes={0: ("aurelia", 1)})
    events = play(state, "loan")
    assert events[0].flew_home  # type: ignore[attr-defined]
    assert state.plane_city[0] == -1 and state.plane_place[0] == -1
    assert state.landing[CITY["aurelia"]] == [-1, -1]
    assert state.tickets[0] == [ticket]


def test_only_one_loan_per_turn() -> None:
    """A second loan in the same turn is refused."""
    state = table(3)
    play(state, "loan")
    assert "loan" not in legal(state)
    with pytest.raises(IllegalMoveError, match="one loan per turn"):
        play(state, "loan")


def test_a_loan_may_follow_a_purchase_but_not_a_flight() -> None:
    """Buying first is fine; after the first flight no loan is taken."""
    state = table(3, open_scheduled=[scheduled_to("brisa"), scheduled_to("isola")])
    play(state, f"buy {scheduled_to('brisa')}")
    assert "loan" in legal(state)
    play(state, f"fly {scheduled_to('brisa')} brisa 0")
    with pytest.raises(IllegalMoveError, match="before the first flight"):
        play(state, "loan")


def test_no_loan_after_building() -> None:
    """A build action this turn rules out a loan."""
    state = table(3, planes={0: ("aurelia", 0)})
    play(state, "hotel")
    with pytest.raises(IllegalMoveError, match="before building"):
        play(state, "loan")


def test_at_most_three_loan_cards_are_held() -> None:
    """With the most cards held no loan is offered."""
    state = table(3, loans={0: [0] * MAX_LOANS_HELD})
    with pytest.raises(IllegalMoveError, match=f"at most {MAX_LOANS_HELD} loan cards"):
        play(state, "loan")


def test_no_new_loan_while_a_restschuld_is_open() -> None:
    """A player owing a Restschuld (with no cash, as it took all) gets no loan."""
    state = table(3, round=2, cash={0: 0}, debt={0: 7})
    assert "loan" not in legal(state)
    with pytest.raises(IllegalMoveError, match="Restschuld of 7"):
        play(state, "loan")


def test_a_loan_is_a_turn_move_not_a_payday_one() -> None:
    """At payday the only moves are the repay choices."""
    state = table(3, phase="payday", loans={1: [0]}, payday_queue=[1], acting=1)
    assert all(text.startswith("repay") for text in legal(state))
    with pytest.raises(IllegalMoveError, match="payday"):
        play(state, "loan")


def test_after_a_loan_the_plane_flies_from_home_and_builds_in_the_same_turn() -> None:
    """The loan brings the plane home; a scheduled flight takes it out again and the hotel is
    built with the borrowed money."""
    ticket = scheduled_to("brisa")
    state = table(3, cash={0: 1}, tickets={0: [ticket]}, planes={0: ("aurelia", 0)})
    play(state, "loan")
    play(state, f"fly {ticket} brisa 0")
    play(state, "hotel")
    assert state.chains[CITY["brisa"]][0] == 0
    assert state.cash[0] == 1 + LOAN_AMOUNT - 3
