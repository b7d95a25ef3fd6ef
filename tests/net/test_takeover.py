"""A table outlives its server: the snapshot kept with every change and the changes give the
same table to another server (every seat's view, the clocks run on by the time that passed,
people away until they come back), the journal refuses a write that does not continue the kept
version, and a restarted server takes its unfinished tables up where they were."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from game.net.hosting import OPEN, PLAYING, RESUME_LEFT_SECONDS, Change, HostedTable, TableError
from game.net.protocol import (
    PlayMove,
    Rejoin,
    Resume,
    Seated,
    TableSnapshot,
    TableUpdate,
    Welcome,
)
from game.net.server import TableServer
from game.rules.core import SaveError
from game.store.database import Database, sqlite_url
from game.store.table_journal import FencedOut, TableJournal
from game.table import InlineBotService
from tests.net.servers import running_server
from tests.net.test_hosting import GAMES, hosted, play_out, seated
from tests.net.test_server import (
    GAME_PATIENCE,
    SCRIPTED_FLOOD,
    Client,
    play_views,
    play_whole_game,
    two_at_a_table,
)
from tests.table.fakes import FakeClock


def played_for_a_while(game: str, person_moves: int) -> tuple[HostedTable, list[Change]]:
    """Ada and Bea with a computer at a table of the game, some person moves in; every change
    made, in order."""
    host = hosted(game)
    seated(host, "Ada", "Bea")
    changes: list[Change] = host.start("Ada")
    for _ in range(person_moves * 3):
        if host.phase != PLAYING:
            break
        changes += host.tick()
        assert host.table is not None
        acting = [seat for seat in host.table.humans_to_act() if host.table.legal_moves(seat)]
        if host.table.reading_pause() is not None:
            for name in ("Ada", "Bea"):
                try:
                    changes += host.continue_reading(name)
                except TableError:  # who has read already is refused
                    pass
            continue
        if acting:
            seat = acting[0]
            move = host.table.legal_moves(seat)[-1]
            changes += host.play(host.table.setup.seats[seat].name, move.text())
    return host, changes


def stored(changes: list[Change]) -> list[dict[str, Any]]:
    """The changes as the journal keeps them (through JSON, as the database does)."""
    return [json.loads(json.dumps(change.to_dict())) for change in changes]


@pytest.mark.parametrize("game", GAMES)
def test_a_table_taken_up_from_its_record_is_the_same_table(game: str) -> None:
    """Every seat's view, the log, the version and the seats are the same after the record and
    the changes went through JSON; the taken-up table plays on to its end."""
    host, changes = played_for_a_while(game, 6)
    record = json.loads(json.dumps(host.to_record()))
    clock = FakeClock()
    again = HostedTable.from_record(record, stored(changes), InlineBotService, clock)
    assert again.version == host.version and again.phase == host.phase
    assert again.table is not None and host.table is not None
    assert [entry.to_dict() for entry in again.table.log] == [
        entry.to_dict() for entry in host.table.log
    ]
    for seat in (None, 0, 1, 2):
        mine, theirs = again.view(seat), host.view(seat)
        # Who is connected differs by design: after a takeover everybody is away until back;
        # the stand-in is drawn anew for every view.
        for view in (mine, theirs):
            view.pop("people"), view.pop("stand_in", None)
        assert mine == theirs
    assert [seat["connected"] for seat in again.view(None)["people"] if seat] == [False, False]
    people = seated(again, "Ada", "Bea")
    play_out(again, people)
    assert again.table.is_over


def test_the_clocks_run_on_by_the_time_the_table_was_not_held() -> None:
    """Ten seconds without a server cost the person to act ten seconds of the turn; a long
    outage leaves RESUME_LEFT_SECONDS."""
    host, changes = played_for_a_while("speedstocks", 0)
    assert host.table is not None
    seat = host.table.humans_to_act()[0]
    left = host.table.clock(seat)
    assert left is not None
    record = json.loads(json.dumps(host.to_record()))
    short = HostedTable.from_record(record, stored(changes), InlineBotService, FakeClock(), 10.0)
    assert short.table is not None
    reading = short.table.clock(seat)
    assert reading is not None
    total_left = left.remaining + (0 if left.grace else host.table._clock._clocks[seat].limit.grace)
    short_left = reading.remaining + (
        0 if reading.grace else short.table._clock._clocks[seat].limit.grace
    )
    assert short_left == pytest.approx(total_left - 10.0)
    long = HostedTable.from_record(record, stored(changes), InlineBotService, FakeClock(), 1e6)
    assert long.table is not None
    reading = long.table.clock(seat)
    assert reading is not None and reading.remaining == pytest.approx(RESUME_LEFT_SECONDS)


def test_a_damaged_record_is_refused_in_words() -> None:
    """A record whose changes end before its version, or that lacks a field, is a SaveError."""
    host, changes = played_for_a_while("tycoon", 2)
    record = json.loads(json.dumps(host.to_record()))
    with pytest.raises(SaveError, match="version"):
        HostedTable.from_record(record, stored(changes[:-1]), InlineBotService, FakeClock())
    del record["holders"]
    with pytest.raises(SaveError, match="damaged"):
        HostedTable.from_record(record, stored(changes), InlineBotService, FakeClock())


def test_the_journal_keeps_one_change_per_version(tmp_path: Path) -> None:
    """A change that does not continue the kept version is refused (FencedOut) and nothing of
    it is kept; so is a snapshot of a version moved on."""

    async def body() -> None:
        database = await Database.open(sqlite_url(tmp_path / "journal.sqlite3"))
        journal = TableJournal(database)
        await journal.opened("t1", "speedstocks", "Ada", {}, {"version": 0})
        await journal.append("t1", [{"version": 1, "moves": [], "note": "a"}], PLAYING, {})
        with pytest.raises(FencedOut):
            await journal.append("t1", [{"version": 1, "moves": [], "note": "b"}], PLAYING, {})
        with pytest.raises(FencedOut):
            await journal.append("t1", [{"version": 3, "moves": [], "note": "c"}], PLAYING, {})
        with pytest.raises(FencedOut):
            await journal.snapshot("t1", 0, OPEN, {})
        kept = await journal.changes("t1")
        assert [(change["version"], change["note"]) for change in kept] == [(1, "a")]
        assert await journal.version("t1") == 1
        await database.close()

    asyncio.run(body())


def test_a_restarted_server_takes_up_its_tables_where_they_were(tmp_path: Path) -> None:
    """Ada and Bea play a few moves; the server stops and another starts on the same database:
    back with their seat tokens they find the table at the same version and state, and play it
    to its end."""

    async def first_server() -> tuple[str, dict[str, str], dict[str, str], int, dict[str, Any]]:
        async with running_server(tmp_path, SCRIPTED_FLOOD) as server:
            clients = await connected(server)
            ada, bea, table_id = await two_at_a_table(clients)
            sessions = {"Ada": welcome(ada).session, "Bea": welcome(bea).session}
            tokens = {
                "Ada": seat_token(ada, table_id),
                "Bea": seat_token(bea, table_id),
            }
            hosted_table = server.tables[table_id]
            await asyncio.gather(
                *(
                    play_until(client, table_id, lambda: hosted_table.version >= 6)
                    for client in (ada, bea)
                )
            )
            await asyncio.sleep(0.3)
            assert hosted_table.table is not None
            return table_id, sessions, tokens, hosted_table.version, hosted_table.table.to_dict()

    table_id, sessions, tokens, version, before = asyncio.run(first_server())

    async def second_server() -> None:
        async with running_server(tmp_path, SCRIPTED_FLOOD) as server:
            assert table_id in server.tables, "the unfinished table is taken up at the start"
            again = server.tables[table_id]
            assert again.version == version and again.table is not None
            after = again.table.to_dict()
            assert after["state"] == before["state"] and after["log"] == before["log"]
            clients = await connected(server)
            back: dict[str, Client] = {}
            for name in ("Ada", "Bea"):
                client = await clients()
                await client.send(Resume(session=sessions[name]))
                await client.expect(Welcome)
                await client.send(Rejoin(table=table_id, seat_token=tokens[name], since=version))
                # A snapshot at the version left, or (for Bea, after Ada's first move) the
                # changes since.
                heard = await client.expect(TableUpdate | TableSnapshot)  # type: ignore[arg-type]
                assert heard.v >= version
                # The view says whose turn it is: the game goes on from it.
                legal = heard.view["legal"]
                if legal:
                    await client.send(PlayMove(table=table_id, move=legal[0], ref=heard.v))
                back[name] = client
            await play_whole_game(server, back, table_id)

    asyncio.run(second_server())


async def play_until(client: Client, table_id: str, done: Callable[[], bool]) -> None:
    """The client plays its first legal move whenever its view offers some (and presses Weiter
    where a scoring is shown) until done says so, starting from the last view it heard."""
    async with asyncio.timeout(GAME_PATIENCE):
        await play_views(client, table_id, lambda legal: legal[0], done, 0.2)


def welcome(client: Client) -> Welcome:
    """The Welcome the client heard."""
    return next(notice for notice in client.heard if isinstance(notice, Welcome))


def seat_token(client: Client, table_id: str) -> str:
    """The seat token the client was given at the table."""
    return next(
        notice.seat_token
        for notice in client.heard
        if isinstance(notice, Seated) and notice.table == table_id
    )


async def connected(server: TableServer) -> Callable[[], Awaitable[Client]]:
    """A way to connect test clients to the server."""
    from websockets.asyncio.client import connect

    async def client() -> Client:
        return Client(await connect(f"ws://127.0.0.1:{server.port}", max_size=None))

    return client
