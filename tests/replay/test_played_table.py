"""A replay as a table for the client's table scenes: the PlayedTable interface, read-only."""

from __future__ import annotations

import pytest

from game.replay import Replay, record_from_table
from game.replay.played_table import ReplayTable
from game.rules.core import IllegalMoveError, SaveError
from game.table.interface import PlayedTable

from .played import play_game


def test_a_replay_table_offers_the_table_interface_and_refuses_play() -> None:
    """It is a PlayedTable; moves, Weiter, advice and saving are refused in words."""
    played = play_game("speedchicago", seed=2)
    table = ReplayTable(Replay(record_from_table(played.table)))
    assert isinstance(table, PlayedTable)
    assert table.own_seats() == (0, 1, 2) and table.humans_to_act() == () == table.to_act()
    assert table.view(0)["to_act"] == list(table.state.to_act())
    assert not table.is_over and not table.offers_advice and table.clock(0) is None
    assert table.outcome() is None and table.reading_pause() is None
    seat = table.state.to_act()[0]
    for refused in (
        lambda: table.submit(seat, table.legal_moves(seat)[0]),
        lambda: table.continue_reading(0),
        lambda: table.request_advice(seat),
    ):
        with pytest.raises(IllegalMoveError, match="this is a replay; it is only watched"):
            refused()
    with pytest.raises(SaveError, match="kept as its record"):
        table.to_dict()


def test_steps_hand_out_their_events_once_and_jumps_none() -> None:
    """A step forward's events come with the next update, once; a jump brings none; the log
    and the view follow the position."""
    played = play_game("speedpipe", seed=4)
    table = ReplayTable(Replay(record_from_table(played.table)))
    assert table.step_forward() and table.step_forward()
    events = table.update()
    assert [event.to_dict() for event in events] == [
        *played.table.log[0].events,
        *played.table.log[1].events,
    ]
    assert table.update() == []
    assert table.log == played.table.log[:2]
    table.step_forward()
    table.go_to(40)
    assert table.update() == [] and table.log == played.table.log[:40]
    view = table.view(1)
    assert view["moves"] == 40 and view["state"] == table.state.view(1)
    assert view["state"]["hand"] == played.states[40]["hands"][1]
    table.go_to(len(played.table.log))
    assert not table.step_forward()
    assert table.outcome() == played.table.outcome()
