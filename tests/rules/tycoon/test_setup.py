"""Set-up: money, hotels, factories, planes at home, the open tickets, the start player."""

from __future__ import annotations

from game.rules.tycoon.board import (
    CHARTER_IDS,
    FACTORIES_PER_PLAYER,
    HOTELS_PER_ROUND,
    OPEN_CHARTER,
    OPEN_SCHEDULED,
    SCHEDULED_IDS,
    START_CASH,
    START_COMPENSATION,
    TICKETS,
)

from .scenario import legal, new


def test_every_player_starts_with_cash_hotels_factories_and_the_plane_at_home() -> None:
    """15 million, 6 hotels, 5 factories, the plane at the home bank, no tickets, no loans."""
    state = new(4, seed=3)
    assert state.cash == [START_CASH] * 4
    assert state.hotels_left == [HOTELS_PER_ROUND] * 4
    assert state.factories_left == [FACTORIES_PER_PLAYER] * 4
    assert state.plane_city == [-1] * 4 and state.plane_place == [-1] * 4
    assert state.tickets == [[]] * 4 and state.loans == [[]] * 4 and state.debt == [0] * 4
    assert all(places == [-1, -1] for places in state.landing)
    assert state.chain_end == [0] * 9 and state.round == 1 and state.phase == "turn"


def test_the_board_holds_48_charter_and_27_scheduled_tickets() -> None:
    """Every pair of cities once, neighbours twice; two to every city and nine over distances."""
    assert len(CHARTER_IDS) == 48 and len(SCHEDULED_IDS) == 27 and len(TICKETS) == 75
    to_city = [t for t in TICKETS if not t.charter and t.a >= 0]
    assert sorted(t.a for t in to_city) == sorted(list(range(9)) * 2)


def test_six_charter_and_two_scheduled_tickets_lie_open_from_two_piles() -> None:
    """The piles are shuffled apart; the open rows are filled from them, each with its kind."""
    state = new(3, seed=5)
    assert len(state.open_charter) == OPEN_CHARTER and len(state.open_scheduled) == OPEN_SCHEDULED
    assert all(TICKETS[t].charter for t in state.open_charter + state.charter_pile)
    assert not any(TICKETS[t].charter for t in state.open_scheduled + state.scheduled_pile)
    assert len(state.charter_pile) == 48 - OPEN_CHARTER
    assert len(state.scheduled_pile) == 27 - OPEN_SCHEDULED
    assert state.charter_pile != sorted(state.charter_pile)
    assert new(3, seed=6).charter_pile != state.charter_pile


def test_the_start_player_is_drawn_by_lot_and_begins() -> None:
    """Different seeds draw different start players; the start player acts first."""
    starts = set()
    for seed in range(20):
        state = new(4, seed)
        assert state.acting == state.start_player and state.to_act() == (state.start_player,)
        starts.add(state.start_player)
    assert starts == {0, 1, 2, 3}


def test_two_and_five_players_start_with_a_compensation_by_start_position() -> None:
    """At two the second start position gets 2 more; at five the start player of round 1 gets 2
    more, the second and third positions 1 each; at three and four everyone has 15. Counted from
    the start player drawn by lot, whichever seat that is."""
    assert START_COMPENSATION == {2: (0, 2), 5: (2, 1, 1, 0, 0)}
    for players, extra in ((2, (0, 2)), (3, (0, 0, 0)), (4, (0, 0, 0, 0)), (5, (2, 1, 1, 0, 0))):
        starts = set()
        for seed in range(12):
            state = new(players, seed)
            start = state.start_player
            starts.add(start)
            by_position = [state.cash[(start + step) % players] for step in range(players)]
            assert by_position == [START_CASH + more for more in extra]
        assert len(starts) > 1


def test_the_first_turn_offers_a_loan_purchases_and_the_end() -> None:
    """At home with no tickets: a loan, every open ticket (all affordable) and 'end'."""
    state = new(3, seed=2)
    moves = legal(state)
    assert moves[0] == "loan" and moves[-1] == "end"
    bought = sorted(int(text.split()[1]) for text in moves if text.startswith("buy"))
    assert bought == sorted(state.open_charter + state.open_scheduled)
    assert len(moves) == 2 + OPEN_CHARTER + OPEN_SCHEDULED
