"""Buying open tickets: any number, any time in the turn, only with the cash in hand."""

from __future__ import annotations

import pytest

from game.rules import IllegalMoveError
from game.rules.tycoon.board import CHARTER_IDS, TICKETS

from .scenario import charter, legal, play, scheduled_over, scheduled_to, table


def test_a_bought_ticket_is_held_and_its_open_place_stays_empty_until_the_turns_end() -> None:
    """The price is paid, the ticket joins the sorted held tickets, the row is short."""
    near, far = charter("aurelia", "brisa"), charter("aurelia", "isola")
    others = [t for t in CHARTER_IDS if t not in (near, far)][:4]
    state = table(3, tickets={0: [scheduled_to("isola")]}, open_charter=[far, near, *others])
    play(state, f"buy {far}")
    play(state, f"buy {near}")
    assert state.tickets[0] == sorted([near, far, scheduled_to("isola")])
    assert state.cash[0] == 15 - TICKETS[near].price - TICKETS[far].price
    assert state.open_charter == others
    play(state, "end")
    assert len(state.open_charter) == 6


def test_a_ticket_dearer_than_the_cash_is_refused() -> None:
    """Only affordable open tickets are offered; purchases never run into debt."""
    dear = scheduled_to("brisa")
    cheap = scheduled_over(1)
    state = table(3, cash={0: 1}, open_scheduled=[dear, cheap])
    assert f"buy {cheap}" in legal(state) and f"buy {dear}" not in legal(state)
    with pytest.raises(IllegalMoveError, match=f"costs {TICKETS[dear].price}, the player has 1"):
        play(state, f"buy {dear}")


def test_a_ticket_not_lying_open_cannot_be_bought() -> None:
    """Tickets in the piles, discard piles or other hands are not for sale."""
    held = charter("brisa", "corvento")
    state = table(3, tickets={1: [held]})
    with pytest.raises(IllegalMoveError, match="does not lie open"):
        play(state, f"buy {held}")


def test_buying_is_allowed_after_flying_and_after_building() -> None:
    """Tickets may be bought before and after building, also once the plane has flown."""
    ticket = scheduled_to("aurelia")
    state = table(3, tickets={0: [ticket]})
    play(state, f"fly {ticket} aurelia 0")
    assert any(text.startswith("buy") for text in legal(state))
    play(state, "hotel")
    bought = next(text for text in legal(state) if text.startswith("buy"))
    play(state, bought)
    assert int(bought.split()[1]) in state.tickets[0]


def test_several_tickets_are_bought_in_one_turn_until_the_money_runs_out() -> None:
    """Any number of purchases; once the cash is gone only what it affords is offered."""
    state = table(3, cash={0: 3})
    while any(text.startswith("buy") for text in legal(state)):
        play(state, next(text for text in legal(state) if text.startswith("buy")))
    cheapest = min(TICKETS[t].price for t in state.open_charter + state.open_scheduled)
    assert state.cash[0] < cheapest
    assert len(state.tickets[0]) >= 2
