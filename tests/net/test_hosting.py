"""A table as the server hosts it, without sockets: seats, whole games of every game, views that
show each seat only its own, versions that let a returning listener catch up, leavers and people
away replaced by computers, chat with its lock, and every refusal without a change."""

from __future__ import annotations

import json
import random

import pytest

from game.net.hosting import (
    CHAT_LOCK_SECONDS,
    CHEERS_PER_MOOD,
    GRACE_SECONDS,
    KEPT_CHANGES,
    OVER,
    PLAYING,
    HostedTable,
    TableError,
)
from game.net.protocol import ChatLine, Notice, OpenTable, TableSnapshot, TableUpdate
from game.rules.core import OptionError
from game.rules.registry import get_game
from game.table import InlineBotService
from game.texts.catalogue import LANGUAGES, catalogue
from tests.table.fakes import FakeClock

GAMES = ("speedstocks", "speedtycoon", "speedpipe", "speedchicago", "tycoon")


class Inbox:
    """A listener that keeps what it hears."""

    def __init__(self) -> None:
        self.notices: list[Notice] = []

    def deliver(self, notice: Notice) -> None:
        """Keeps the notice."""
        self.notices.append(notice)

    def updates(self) -> list[TableUpdate | TableSnapshot]:
        """The table updates and snapshots heard, in order."""
        return [n for n in self.notices if isinstance(n, TableUpdate | TableSnapshot)]


def hosted(
    game: str = "speedstocks",
    seats: int = 3,
    free_seats: str = "computers",
    clock: FakeClock | None = None,
    **options: str,
) -> HostedTable:
    """A table opened by Ada, with easy computers for the free seats."""
    request = OpenTable(
        game=game, seats=seats, options=options, free_seats=free_seats, strength="easy"
    )  # type: ignore[arg-type]
    return HostedTable("t1", "Ada", request, InlineBotService, clock or FakeClock(), seed=7)


def play_out(host: HostedTable, people: dict[str, Inbox], limit: int = 5000) -> int:
    """Plays every person's first legal move whenever they must act, until the game ends;
    each batch of changes is published. The number of person moves played."""
    assert host.table is not None
    played = 0
    rng = random.Random(3)
    for _ in range(limit):
        if host.phase != PLAYING:
            return played
        host.publish(host.tick())
        table = host.table
        acting = [seat for seat in table.humans_to_act() if table.legal_moves(seat)]
        if not acting or table.reading_pause() is not None:
            for seat in range(len(table.setup.seats)):
                name = table.setup.seats[seat].name
                if name in people and table.reading_pause() is not None:
                    try:
                        host.publish(host.continue_reading(name))
                    except TableError:
                        pass
            continue
        seat = acting[0]
        moves = table.legal_moves(seat)
        move = moves[rng.randrange(len(moves))]
        host.publish(host.play(table.setup.seats[seat].name, move.text(), ref=played + 1))
        played += 1
    raise AssertionError("the game did not end")


def seated(host: HostedTable, *names: str) -> dict[str, Inbox]:
    """The people sat down in order, each with a listener."""
    inboxes = {}
    for name in names:
        host.join(name)
        inboxes[name] = Inbox()
        host.listen(inboxes[name], name)
    return inboxes


@pytest.mark.parametrize("game", GAMES)
def test_two_people_and_a_computer_play_a_whole_game(game: str) -> None:
    """Every game is played to its end at a hosted table; every listener's versions rise
    without a gap and its last view is its own seat's view of the final state."""
    host = hosted(game)
    people = seated(host, "Ada", "Bea")
    host.publish(host.start("Ada"))
    play_out(host, people)
    assert host.phase == OVER
    assert host.table is not None and host.table.is_over
    for name, inbox in people.items():
        versions = [notice.v for notice in inbox.updates()]
        assert versions == sorted(versions) and versions[-1] == host.version
        updates = [notice for notice in inbox.updates() if isinstance(notice, TableUpdate)]
        assert all(later.first == earlier.v + 1 for earlier, later in zip(updates, updates[1:])), (
            "every update follows the one before without a gap"
        )
        seat = host.seat_of(name)
        assert inbox.updates()[-1].view["state"] == host.table.state.view(seat)


def test_the_game_played_is_the_one_its_moves_replay() -> None:
    """The hosted game's log, replayed on a fresh state with the table's seed, gives the same
    final state."""
    host = hosted("speedstocks")
    people = seated(host, "Ada", "Bea")
    host.publish(host.start("Ada"))
    play_out(host, people)
    assert host.table is not None
    game = get_game("speedstocks")
    state = game.new_state(3, 7, {})
    for entry in host.table.log:
        state.play(entry.seat, game.parse_move(entry.move))
    assert state.to_dict() == host.table.state.to_dict()


def test_each_listener_sees_only_its_own_seat() -> None:
    """A seated person's view is their seat's view; a spectator's is the public one; nobody's
    notices hold another seat's hand."""
    host = hosted("speedstocks", seats=2, free_seats="open")
    people = seated(host, "Ada", "Bea")
    spectator = Inbox()
    host.listen(spectator, None)
    host.publish(host.start("Ada"))
    assert host.table is not None
    state = host.table.state
    ada, bea = people["Ada"].updates()[-1].view, people["Bea"].updates()[-1].view
    assert ada["state"] == state.view(0) and bea["state"] == state.view(1)
    assert spectator.updates()[-1].view["state"] == state.view(None)
    bea_hand = json.dumps(state.view(1)["hand"])
    assert bea_hand not in json.dumps([n.view for n in people["Ada"].updates()])


def test_a_listener_that_comes_back_gets_what_it_missed() -> None:
    """Reconnecting with the last version heard brings exactly the missing events; a version
    too old for the kept changes brings a snapshot."""
    host = hosted("speedstocks")
    people = seated(host, "Ada", "Bea")
    host.publish(host.start("Ada"))
    host.forget(people["Bea"])
    heard = people["Bea"].updates()[-1].v
    for _ in range(6):
        host.publish(host.tick())
        table = host.table
        assert table is not None
        if 0 in table.humans_to_act():
            host.publish(host.play("Ada", table.legal_moves(0)[0].text()))
    back = Inbox()
    host.listen(back, "Bea", since=heard)
    caught = back.updates()[-1]
    assert isinstance(caught, TableUpdate) and caught.v == host.version
    kept = [change for change in host._kept if change.version > heard]
    entries = [entry for change in kept for entry in change.entries("speedstocks", 1)]
    assert caught.entries == entries
    stale = Inbox()
    host._kept.clear()
    host.listen(stale, "Bea", since=heard)
    assert isinstance(stale.updates()[-1], TableSnapshot)
    assert KEPT_CHANGES >= 64


def test_the_mover_gets_its_reference_back_and_the_others_do_not() -> None:
    """The update caused by a person's move carries their ref only to them."""
    host = hosted("speedstocks", seats=2, free_seats="open")
    people = seated(host, "Ada", "Bea")
    host.publish(host.start("Ada"))
    table = host.table
    assert table is not None
    host.publish(host.play("Ada", table.legal_moves(0)[0].text(), ref=41))
    assert people["Ada"].updates()[-1].ref == 41  # type: ignore[union-attr]
    assert people["Bea"].updates()[-1].ref == 0  # type: ignore[union-attr]


def test_refused_moves_change_nothing() -> None:
    """A move by someone without a seat, for a computer, out of turn or illegal is refused in
    words; the version and the state stay as they were."""
    host = hosted("speedstocks")
    seated(host, "Ada", "Bea")
    host.publish(host.start("Ada"))
    table = host.table
    assert table is not None
    before, version = json.dumps(table.to_dict()), host.version
    with pytest.raises(TableError, match="Cleo has no seat"):
        host.play("Cleo", table.legal_moves(0)[0].text())
    with pytest.raises(TableError):
        host.play("Ada", "nonsense move")
    with pytest.raises(TableError, match="only Ada"):
        host.start("Bea")
    assert json.dumps(table.to_dict()) == before and host.version == version


def test_an_opened_table_that_cannot_be_played_is_refused_in_words() -> None:
    """Unknown options and impossible clocks are refused when the table is opened."""
    with pytest.raises(OptionError):
        hosted("speedstocks", variant="nonsense")
    with pytest.raises(OptionError, match="time per turn"):
        request = OpenTable(game="tycoon", seats=3, turn_seconds=7)
        HostedTable("t1", "Ada", request, InlineBotService, FakeClock())


def test_seats_are_taken_and_freed_before_the_start() -> None:
    """Joining takes a free seat (a named or the first), a taken seat is refused, leaving before
    the start frees it; a full table starts by itself."""
    host = hosted("speedstocks", seats=3, free_seats="open")
    assert host.join("Ada", 2)[0] == 2
    with pytest.raises(TableError, match="seat 2 is taken"):
        host.join("Bea", 2)
    assert host.join("Bea")[0] == 0
    host.leave("Bea")
    assert host.join("Cleo")[0] == 0
    assert host.start_when_full() == []
    host.join("Bea")
    assert host.start_when_full() and host.phase == PLAYING
    with pytest.raises(TableError, match="has begun"):
        host.join("Dora")


def test_a_waiting_room_frees_the_seat_of_someone_away_too_long() -> None:
    """Before the start, a person whose connection is gone keeps the seat for the grace time,
    then it is free for others; someone connected keeps theirs."""
    clock = FakeClock()
    host = hosted("speedstocks", seats=3, free_seats="open", clock=clock)
    people = seated(host, "Ada", "Bea")
    host.forget(people["Bea"])
    clock.advance(GRACE_SECONDS - 1)
    assert not host.free_seats_of_the_away()
    clock.advance(1)
    assert host.free_seats_of_the_away()
    assert host.seat_of("Bea") is None and host.seat_of("Ada") == 0
    assert host.join("Cleo")[0] == 1
    assert not host.free_seats_of_the_away()


def test_a_table_without_computers_needs_two_people() -> None:
    """Alone at a table left open for people, the opener cannot start."""
    host = hosted("speedstocks", seats=4, free_seats="open")
    seated(host, "Ada")
    with pytest.raises(TableError, match="at least 2 people"):
        host.start("Ada")
    seated(host, "Bea")
    host.publish(host.start("Ada"))
    assert host.table is not None and len(host.table.setup.seats) == 2


def test_a_leaver_and_a_person_away_too_long_are_replaced_by_computers() -> None:
    """Leaving hands the seat to a computer at once; a lost connection does after the grace
    period, and coming back in time keeps the seat."""
    clock = FakeClock()
    host = hosted("speedstocks", seats=4, free_seats="open", clock=clock)
    people = seated(host, "Ada", "Bea", "Cleo", "Dora")
    host.publish(host.start("Ada"))
    table = host.table
    assert table is not None
    host.publish(host.leave("Dora"))
    assert not table.setup.seats[3].is_human
    host.forget(people["Cleo"])
    clock.advance(GRACE_SECONDS - 1)
    host.publish(host.tick())
    assert table.setup.seats[2].is_human
    host.listen(people["Cleo"], "Cleo")
    clock.advance(GRACE_SECONDS)
    host.publish(host.tick())
    assert table.setup.seats[2].is_human
    host.forget(people["Bea"])
    clock.advance(GRACE_SECONDS)
    host.publish(host.tick())
    assert not table.setup.seats[1].is_human
    assert [seat.kind for seat in host.summary().seats] == [
        "human",
        "computer",
        "human",
        "computer",
    ]
    people_view = host.view(0)["people"]
    assert people_view[1]["left"] and people_view[3]["left"] and not people_view[2]["left"]


def test_chat_reaches_everyone_and_waits_two_seconds_between_messages() -> None:
    """A chat line goes to every listener; the same person's next one within the lock is
    refused; a cheer names an exclamation of its mood."""
    clock = FakeClock()
    host = hosted("speedstocks", clock=clock)
    people = seated(host, "Ada", "Bea")
    host.chat("Ada", "Viel Glück!")
    with pytest.raises(TableError, match="wait"):
        host.chat("Ada", "noch was")
    host.chat("Bea", "Danke")
    clock.advance(CHAT_LOCK_SECONDS)
    line = host.cheer("Ada", "freude")
    assert line.cheer.startswith("freude.") and line.text == ""
    heard = [n for n in people["Bea"].notices if isinstance(n, ChatLine)]
    assert [(n.name, n.text) for n in heard] == [
        ("Ada", "Viel Glück!"),
        ("Bea", "Danke"),
        ("Ada", ""),
    ]


def test_a_person_is_told_the_moves_allowed_and_nobody_else_is() -> None:
    """The seat to act finds its legal moves in its view; other seats and spectators find none."""
    host = hosted("tycoon", seats=2, free_seats="open")
    people = seated(host, "Ada", "Bea")
    spectator = Inbox()
    host.listen(spectator, None)
    host.publish(host.start("Ada"))
    table = host.table
    assert table is not None
    acting = table.to_act()[0]
    for name, inbox in people.items():
        seat = host.seat_of(name)
        legal = inbox.updates()[-1].view["legal"]
        expected = [move.text() for move in table.legal_moves(seat)] if seat == acting else []
        assert legal == expected and (seat != acting or legal)
    assert spectator.updates()[-1].view["legal"] == []


def test_every_cheer_the_server_draws_has_words_in_both_languages() -> None:
    """Each mood has exactly as many exclamations in German and English as the server draws
    from."""
    for language in LANGUAGES:
        texts = catalogue(language)
        for mood in ("freude", "aergern"):
            found = sorted(key for key in texts if key.startswith(f"online.cheer.{mood}."))
            expected = sorted(f"online.cheer.{mood}.{n}" for n in range(CHEERS_PER_MOOD))
            assert found == expected, (language, mood)
            assert all(texts[key].strip() for key in found)


def test_an_ended_or_forsaken_table_may_be_let_go_and_its_computers_stop() -> None:
    """A table over for the keeping time may go (its bot service closed at the end); an open
    table everybody left may go sooner; a table in play never."""
    clock = FakeClock()
    host = hosted("speedstocks", clock=clock)
    people = seated(host, "Ada", "Bea")
    assert not host.forsaken(clock(), 600.0)
    host.publish(host.start("Ada"))
    play_out(host, people)
    assert host.phase == OVER and host.ended_at == clock()
    assert not host.forsaken(clock(), 600.0)
    clock.advance(600.0)
    assert host.forsaken(clock(), 600.0)
    empty = hosted("tycoon", seats=3, free_seats="open", clock=clock)
    empty.join("Ada")
    empty.leave("Ada")
    clock.advance(59.0)
    assert not empty.forsaken(clock(), 600.0)
    clock.advance(1.0)
    assert empty.forsaken(clock(), 600.0)
