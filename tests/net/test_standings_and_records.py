"""The server's Bestenliste and records over loopback with real websockets clients: a finished
table's points kept once (a leaver's −10 too), the monthly and all-time lists with one's own
line, and a table's record given only once its game is over, which replays to the same game."""

from __future__ import annotations

import asyncio
import datetime
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect

from game.net.hosting import OVER, PLAYING, HostedTable
from game.net.protocol import (
    AskRecord,
    AskStandings,
    JoinTable,
    LeaveTable,
    OpenTable,
    Refused,
    Rejoin,
    Seated,
    StandingsList,
    StartTable,
    TableRecord,
    TableUpdate,
)
from game.net.server import TableServer
from game.replay import GameRecord, Replay
from game.standings import Month
from game.store.database import Database, sqlite_url
from game.store.server_standings import ServerStandings
from game.store.table_journal import FencedOut, TableJournal
from game.table import InlineBotService
from tests.net.servers import running_server
from tests.net.test_hosting import Inbox, play_out, seated
from tests.net.test_server import (
    SCRIPTED_FLOOD,
    Client,
    play_whole_game,
    signed_up,
)
from tests.table.fakes import FakeClock


async def game_with_a_leaver(
    server: TableServer, client: Callable[[], Awaitable[Client]]
) -> tuple[Client, Client, str]:
    """Ada and Bea with a computer at a Tycoon table; the record is refused while the game
    goes on; Bea leaves early and Ada plays it to its end."""
    ada = await signed_up(client, "Ada")
    bea = await signed_up(client, "Bea")
    await ada.send(OpenTable(game="tycoon", seats=3, free_seats="computers", strength="easy"))
    seated = await ada.expect(Seated)
    table_id = seated.table
    await bea.send(JoinTable(table=table_id))
    await bea.expect(Seated)
    await ada.send(StartTable(table=table_id))
    await ada.expect(TableUpdate)
    assert server.tables[table_id].phase == PLAYING
    await bea.send(AskRecord(table=table_id))
    refused = await bea.expect(Refused)
    assert refused.about == "record" and "once its game is over" in refused.reason
    await bea.send(LeaveTable(table=table_id))
    await ada.expect(TableUpdate, lambda update: update.view["people"][1]["left"])
    # Ada hears her seat as it is now (what she heard while waiting may have asked her to act).
    version = server.tables[table_id].version
    await ada.send(Rejoin(table=table_id, seat_token=seated.seat_token, since=version))
    await play_whole_game(server, {"Ada": ada}, table_id)
    return ada, bea, table_id


async def check_points_and_lists(
    server: TableServer, ada: Client, bea: Client, table_id: str
) -> None:
    """Ada's points are the game's rules' (place bonus included), Bea's the leaver's −10; the
    all-time and this month's lists name both with the asker's own line; another month's list
    is empty; an unknown game is refused in words."""
    hosted = server.tables[table_id]
    assert hosted.phase == OVER
    kept = await server.standings.points_of(table_id)
    assert kept == hosted.points()
    assert kept[1] == ("Bea", -10)
    assert kept[0][0] == "Ada" and kept[0][1] >= 0
    await bea.send(AskStandings(game="tycoon"))
    ever = await bea.expect(StandingsList)
    assert [(line.name, line.points, line.games) for line in ever.lines] == [
        ("Ada", kept[0][1], 1),
        ("Bea", -10, 1),
    ]
    assert ever.own is not None and ever.own.name == "Bea" and ever.own.place == 2
    month = Month.of(datetime.datetime.now(datetime.UTC).date())
    now = f"{month.year:04d}-{month.month:02d}"
    await ada.send(AskStandings(game="tycoon", month=now, top=1))
    monthly = await ada.expect(StandingsList)
    assert [line.name for line in monthly.lines] == ["Ada"] and monthly.month == now
    assert monthly.own == monthly.lines[0]
    before = month.previous()
    await ada.send(AskStandings(game="tycoon", month=f"{before.year:04d}-{before.month:02d}"))
    assert (await ada.expect(StandingsList)).lines == []
    await ada.send(AskStandings(game="speedstocks"))
    assert (await ada.expect(StandingsList)).lines == []
    await ada.send(AskStandings(game="chess"))
    assert "there is no game 'chess'" in (await ada.expect(Refused)).reason


async def check_record(server: TableServer, ada: Client, table_id: str) -> dict[str, Any]:
    """The record comes after the end and replays move by move to the table's final state; its
    data."""
    await ada.send(AskRecord(table=table_id))
    answer = await ada.expect(TableRecord)
    record = GameRecord.from_dict(answer.record)
    hosted = server.tables[table_id]
    assert hosted.table is not None
    assert Replay(record).final_state.to_dict() == hosted.table.state.to_dict()
    assert record.setup.seed == hosted.table.setup.seed
    assert [move.move for move in record.moves] == [entry.move for entry in hosted.table.log]
    return answer.record


def test_a_finished_table_keeps_its_points_and_gives_its_record(tmp_path: Path) -> None:
    """A game with a leaver played to its end: every person's points kept and listed, the
    record given (refused while the game went on); after a restart of the server (the table
    no longer in memory) the same record comes from the database."""

    async def first() -> tuple[str, dict[str, Any]]:
        async with running_server(tmp_path, SCRIPTED_FLOOD) as server:
            sockets: list[Client] = []

            async def client() -> Client:
                made = Client(await connect(f"ws://127.0.0.1:{server.port}", max_size=None))
                sockets.append(made)
                return made

            ada, bea, table_id = await game_with_a_leaver(server, client)
            await check_points_and_lists(server, ada, bea, table_id)
            record = await check_record(server, ada, table_id)
            for socket in sockets:
                await socket.socket.close()
            return table_id, record

    table_id, record = asyncio.run(first())

    async def second() -> None:
        async with running_server(tmp_path, SCRIPTED_FLOOD) as server:
            assert table_id not in server.tables
            cleo = Client(await connect(f"ws://127.0.0.1:{server.port}", max_size=None))
            await cleo.send(AskRecord(table=table_id))
            assert (await cleo.expect(TableRecord)).record == record
            await cleo.send(AskRecord(table="nowhere"))
            assert "no table 'nowhere'" in (await cleo.expect(Refused)).reason
            await cleo.socket.close()

    asyncio.run(second())


def test_the_points_of_a_table_are_kept_once(tmp_path: Path) -> None:
    """The points come with the change that ends the game: a second write of that version (a
    node that lost the table) is refused, and nothing is counted twice."""

    async def body() -> None:
        database = await Database.open(sqlite_url(tmp_path / "journal.sqlite3"))
        journal, standings = TableJournal(database), ServerStandings(database)
        async with database.engine.begin() as connection:
            await connection.exec_driver_sql(
                "INSERT INTO accounts (name_key, name, password_hash, created_at, taler) "
                "VALUES ('ada', 'Ada', 'x', 0, 1000)"
            )
        await journal.opened("t1", "tycoon", "Ada", {}, {"version": 0})
        day = datetime.date(2026, 12, 4)

        async def books(connection: object) -> None:
            await standings.record(connection, "t1", "tycoon", day, {0: ("Ada", 45)})  # type: ignore[arg-type]

        change = [{"version": 1, "moves": [], "note": "the end"}]
        await journal.append("t1", change, OVER, {}, books)
        with pytest.raises(FencedOut):
            await journal.append("t1", change, OVER, {}, books)
        found = await standings.standings("tycoon", Month(2026, 12), 10, "Ada")
        assert [(line.name, line.points, line.games) for line in found.lines] == [("Ada", 45, 1)]
        assert (await standings.standings("tycoon", Month(2027, 1), 10)).lines == ()
        await database.close()

    asyncio.run(body())


def hosted_for(game: str, turn_seconds: int | None, **options: str) -> HostedTable:
    """Ada and Bea with a computer at a started table of the game."""
    request = OpenTable(
        game=game,
        seats=3,
        options=options,
        free_seats="computers",
        strength="easy",
        turn_seconds=turn_seconds,
    )
    host = HostedTable("t1", "Ada", request, InlineBotService, FakeClock(), seed=7)
    seated(host, "Ada", "Bea")
    host.start("Ada")
    return host


@pytest.mark.parametrize(("turn_seconds", "penalty"), [(120, -10), (60, 0)])
def test_speedstocks_counts_a_leaver_by_the_clock(turn_seconds: int, penalty: int) -> None:
    """Bea leaves Speedstocks before a round ended: −10 at a clock of 2 minutes, nothing below
    it (the text: "Platzbonus und −10 gibt es nur bei Partien ab 2 Minuten")."""
    host = hosted_for("speedstocks", turn_seconds)
    host.leave("Bea")
    people = {"Ada": Inbox()}
    host.listen(people["Ada"], "Ada")
    play_out(host, people)
    assert host.points_due is not None and host.points_due[1] == ("Bea", penalty)
    assert host.points_due[0][0] == "Ada" and host.points_due[0][1] >= 0


def test_speedchicago_with_open_cards_counts_for_nobody() -> None:
    """A Speedchicago game with open cards keeps no points."""
    host = hosted_for("speedchicago", 120, open_cards="on")
    play_out(host, {})
    assert host.phase == OVER and host.points_due == {}


def test_a_game_every_person_left_counts_only_the_leaving() -> None:
    """Ada and Bea both leave a Tycoon table: it ends without a result, and each gets the −10
    of leaving a game with other people."""
    host = hosted_for("tycoon", 120)
    host.leave("Bea")
    host.leave("Ada")
    assert host.phase == OVER and host.table is not None and not host.table.is_over
    assert host.points_due == {0: ("Ada", -10), 1: ("Bea", -10)}
