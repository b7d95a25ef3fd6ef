"""A table on a server as one seat's client holds it: fed by a hosted table's notices without
sockets, it offers the scenes the seat's stand-in state, the moves the server allows, the log
as the seat may read it and the server's clocks; a bad move is refused in words and sends
nothing."""

from __future__ import annotations

import pytest

from game.net.protocol import ChatLine, PlayMove, Request, TableSnapshot, TableUpdate
from game.net.remote_table import UNKNOWN_MOVE, RemoteTable
from game.rules.core import IllegalMoveError
from tests.net.test_hosting import Inbox, hosted
from tests.table.fakes import FakeClock


def started(game: str = "speedstocks", seats: int = 2) -> tuple:
    """Ada and Bea at a started table of people only, Ada's remote table and what it sent."""
    clock = FakeClock()
    host = hosted(game, seats=seats, free_seats="open", clock=clock)
    inboxes = {"Ada": Inbox(), "Bea": Inbox()}
    host.join("Ada")
    host.listen(inboxes["Ada"], "Ada")
    host.join("Bea")
    host.listen(inboxes["Bea"], "Bea")
    host.publish(host.start("Ada"))
    sent: list[Request] = []
    first = inboxes["Ada"].updates()[-1]
    remote = RemoteTable("t1", 0, first.view, sent.append, clock)
    remote.version = first.v
    return host, inboxes, remote, sent, clock


def feed(remote: RemoteTable, inbox: Inbox, since: int) -> int:
    """Gives the remote table every notice heard after the first since; how many there are."""
    notices = inbox.notices[since:]
    for notice in notices:
        if isinstance(notice, TableUpdate | TableSnapshot | ChatLine):
            remote.receive(notice)
    return since + len(notices)


def test_a_move_that_is_not_allowed_is_refused_in_words_and_nothing_is_sent() -> None:
    host, _, remote, sent, _ = started()
    before = remote.state.to_dict()
    with pytest.raises(IllegalMoveError, match="not a move you can make now"):
        remote.submit(0, "take 9")
    with pytest.raises(IllegalMoveError, match="not played on this device"):
        remote.submit(1, remote.legal_moves(0)[0])
    assert sent == [] and remote.state.to_dict() == before and not remote.moving


def test_a_move_goes_to_the_server_and_the_seat_waits_for_its_answer() -> None:
    host, inboxes, remote, sent, _ = started()
    move = remote.legal_moves(0)[0]
    assert remote.submit(0, move) == []
    assert sent == [PlayMove(table="t1", move=move.text(), ref=1)]
    assert remote.moving and remote.legal_moves(0) == () and 0 not in remote.to_act()
    with pytest.raises(IllegalMoveError, match="still on its way"):
        remote.submit(0, move)
    heard = len(inboxes["Ada"].notices)
    host.publish(host.play("Ada", move.text(), ref=1))
    feed(remote, inboxes["Ada"], heard)
    assert not remote.moving
    assert [entry.move for entry in remote.log] == [move.text()]


def test_a_refused_move_lets_the_seat_act_again() -> None:
    _, _, remote, _, _ = started()
    remote.submit(0, remote.legal_moves(0)[0])
    remote.refused(1)
    assert not remote.moving and remote.legal_moves(0)


def test_another_seats_secret_choice_comes_without_its_text_and_its_events_are_shown() -> None:
    host, inboxes, remote, _, _ = started()
    heard = len(inboxes["Ada"].notices)
    bea_move = host.table.legal_moves(1)[0].text()
    host.publish(host.play("Bea", bea_move))
    feed(remote, inboxes["Ada"], heard)
    assert bea_move.startswith("choose")
    assert [(entry.seat, entry.move) for entry in remote.log] == [(1, "")]
    assert remote.update(), "the events of Bea's move are shown"
    assert remote.update() == [], "and only once"


def test_a_snapshot_counts_the_moves_it_does_not_tell() -> None:
    host, inboxes, remote, _, _ = started()
    for name, seat in (("Ada", 0), ("Bea", 1)):
        host.publish(host.play(name, host.table.legal_moves(seat)[0].text()))
    back = Inbox()
    host.listen(back, "Ada", since=host.version)
    snapshot = back.updates()[-1]
    assert isinstance(snapshot, TableSnapshot)
    fresh = RemoteTable("t1", 0, snapshot.view, lambda request: None)
    assert fresh.log == [UNKNOWN_MOVE] * len(host.table.log)
    assert fresh.state.view(0) == host.table.state.view(0)


def test_the_clock_runs_on_from_what_the_server_said() -> None:
    _, _, remote, _, clock = started()
    reading = remote.clock(0)
    assert reading is not None
    clock.advance(10.0)
    later = remote.clock(0)
    assert later is not None and later.remaining == pytest.approx(reading.remaining - 10.0)


def test_chat_lines_are_kept_with_their_time_and_notes_from_updates() -> None:
    host, inboxes, remote, _, clock = started()
    heard = len(inboxes["Ada"].notices)
    host.chat("Bea", "Hallo Ada")
    host.publish(host.leave("Bea"))
    feed(remote, inboxes["Ada"], heard)
    assert [(line.seat, line.name, line.text) for line in remote.lines] == [
        (1, "Bea", "Hallo Ada"),
        (None, "", "Bea left the table"),
    ]
    assert remote.people[1] is not None and remote.people[1].left
    assert remote.setup.seats[1].kind == "computer"
