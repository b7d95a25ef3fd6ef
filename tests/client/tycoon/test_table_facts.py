"""The shown view kept in step with the events: following every event of whole seeded games
from their first view gives the table's view after every move, and so the last view; a flight,
a red field and a payday change what they should, and an unknown event changes nothing."""

from __future__ import annotations

import copy

import pytest

from game.ai.registry import make_bot
from game.client.scenes.tables.tycoon.table_facts import follow_event, income_now, places_of
from game.rules.core import Event
from game.rules.tycoon import events as ev
from game.rules.tycoon.moves import BuildHotel, Fly
from game.rules.tycoon.state import RED_FIELDS
from tests.client.tycoon.positions import new_state, played_until


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 5), (4, 2), (5, 7)])
def test_following_every_event_of_a_game_gives_the_views_after_each_move(
    players: int, seed: int
) -> None:
    state = new_state(players, seed)
    bots = [make_bot("tycoon", "easy", seed=seed + seat) for seat in range(players)]
    view = state.view(0)
    moves = 0
    while not state.is_terminal():
        seat = state.to_act()[0]
        for event in state.play(seat, bots[seat].choose(state, seat)):
            follow_event(view, event)
        assert view == state.view(0), f"after move {moves}"
        moves += 1
    assert view["phase"] == "over" and view["result"] == state.view(0)["result"]


def test_a_flight_moves_the_plane_and_the_ticket_to_its_discard_pile() -> None:
    state, move = played_until(lambda s, seat, m: isinstance(m, Fly) and m.place >= 0)
    assert isinstance(move, Fly)
    player = state.acting
    view = state.view(None)
    event = ev.Flown(player, move.ticket, state.plane_city[player], move.city, move.place)
    assert follow_event(view, event)
    assert view["plane_city"][player] == move.city
    assert view["landing"][move.city][move.place] == player
    assert move.ticket not in view["tickets"][player]
    assert move.ticket in view["charter_discard"] + view["scheduled_discard"]
    assert view["flown"]


def test_a_red_field_sends_a_hotel_to_the_stadtbild_and_the_income_follows() -> None:
    state, move = played_until(
        lambda s, seat, m: (
            isinstance(m, BuildHotel)
            and s.chain_end[s.plane_city[seat]] in RED_FIELDS[s.plane_city[seat]]
            and any(owner >= 0 for owner in s.chains[s.plane_city[seat]])
        ),
        players=3,
        seed=2,
    )
    view = state.view(None)
    events = state.play(state.acting, move)
    sent = [event for event in events if isinstance(event, ev.SentToRenovation)]
    assert sent, "a hotel on a red field sends the oldest one away"
    for event in events:
        follow_event(view, event)
    assert view == state.view(None)
    for event in sent:
        assert event.owner in view["renovation"][event.city]
        assert view["chains"][event.city][event.field] == -1
    assert view["income_now"] == income_now(view)


def test_an_event_the_view_does_not_know_changes_nothing() -> None:
    view = new_state(3, 1).view(0)
    before = copy.deepcopy(view)
    assert not follow_event(view, Event())
    assert view == before


def test_places_order_money_then_standing_hotels_and_share_the_rest() -> None:
    assert places_of([30, 30, 12, 30], [4, 6, 9, 4]) == [2, 1, 4, 2]
