"""Einsatz at the server: stakes refused in words above the balance, taken when the game begins,
the pot paid once to the best person when it ends, the balance in the welcome and the lobby;
and the ledger, which never makes or loses a Taler over random games, leavers and restarts."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from game.net.hosting import OVER
from game.net.protocol import (
    JoinTable,
    LobbyTables,
    OpenTable,
    PotSettled,
    Refused,
    Seated,
    StartTable,
    TableUpdate,
    WatchLobby,
    Welcome,
)
from game.net.server import TableServer
from game.taler.settlement import STARTING_TALER
from tests.net.ledger_games import play_for_taler
from tests.net.servers import running_server
from tests.net.test_hosting import hosted, play_out, seated
from tests.net.test_server import (
    SCRIPTED_FLOOD,
    Client,
    play_whole_game,
    signed_up,
    with_server,
)


def test_a_hosted_table_takes_the_stakes_at_its_start_and_settles_the_pot_at_its_end() -> None:
    """The beginning names every person's stake; the end's pot goes to the best person who
    stayed (the leaver's stake stays in it), the shares adding up to the pot."""
    host = hosted("tycoon", seats=3)
    host.request = OpenTable(game="tycoon", seats=3, free_seats="computers", stake=40)
    people = seated(host, "Ada", "Bea")
    host.start("Ada")
    assert host.stakes_due == {0: "Ada", 1: "Bea"}
    host.books_kept()
    host.leave("Bea")
    play_out(host, {"Ada": people["Ada"]})
    assert host.phase == OVER and host.pot_due is not None
    shares = {share.name: share.won for share in host.pot_due.shares}
    assert shares == {"Ada": 80, "Bea": 0}
    assert host.view(0)["pot"]["pot"] == 80


def test_a_beginning_not_kept_is_undone() -> None:
    """When a stake cannot be taken the table is open again, the short person's seat free."""
    host = hosted("tycoon", seats=3)
    host.request = OpenTable(game="tycoon", seats=3, free_seats="computers", stake=40)
    seated(host, "Ada", "Bea")
    version = host.version
    host.start("Ada")
    host.undo_begin(["Bea"])
    assert host.phase == "open" and host.version == version and host.table is None
    assert host.seat_of("Bea") is None and host.seat_of("Ada") == 0
    assert host.stakes_due is None


def test_stakes_above_the_balance_are_refused_in_words(tmp_path: Path) -> None:
    """Opening or sitting down at a table whose stake is above one's balance is refused, saying
    the balance; the welcome and the lobby tell the balance and each table's stake."""

    async def body(server: TableServer, client: Callable[[], Awaitable[Client]]) -> None:
        ada = await signed_up(client, "Ada")
        assert next(n for n in ada.heard if isinstance(n, Welcome)).taler == STARTING_TALER
        await ada.send(OpenTable(game="tycoon", seats=2, stake=STARTING_TALER + 1))
        refused = await ada.expect(Refused)
        assert refused.about == "open_table"
        assert f"Ada has {STARTING_TALER} Taler" in refused.reason
        await ada.send(OpenTable(game="tycoon", seats=2, stake=300))
        table_id = (await ada.expect(Seated)).table
        await ada.send(WatchLobby())
        lobby = await ada.expect(LobbyTables, lambda lobby: bool(lobby.tables))
        assert lobby.taler == STARTING_TALER and lobby.tables[0].stake == 300
        bea = await signed_up(client, "Bea")
        async with server.database.engine.begin() as connection:
            await connection.exec_driver_sql("UPDATE accounts SET taler = 120 WHERE name = 'Bea'")
        await bea.send(JoinTable(table=table_id))
        assert "Bea has 120 Taler" in (await bea.expect(Refused)).reason
        assert server.tables[table_id].seat_of("Bea") is None

    with_server(tmp_path, body)


def test_the_pot_is_taken_at_the_start_and_paid_once_at_the_end(tmp_path: Path) -> None:
    """Ada and Bea stake 250 each: both balances drop at the start, the pot holds 500; at the
    end everybody at the table hears who won how much, the winner's balance grows by it, and
    the lobby tells each their new balance."""

    async def body(server: TableServer, client: Callable[[], Awaitable[Client]]) -> None:
        ada = await signed_up(client, "Ada")
        bea = await signed_up(client, "Bea")
        await ada.send(OpenTable(game="tycoon", seats=3, free_seats="computers", stake=250))
        table_id = (await ada.expect(Seated)).table
        await bea.send(JoinTable(table=table_id))
        await bea.expect(Seated)
        await ada.send(StartTable(table=table_id))
        await ada.expect(TableUpdate)
        assert await server.purses.balances(["Ada", "Bea"]) == {"Ada": 750, "Bea": 750}
        kept = await server.purses.pot(table_id)
        assert kept is not None and kept.held == 500 and not kept.paid
        await play_whole_game(server, {"Ada": ada, "Bea": bea}, table_id)
        settled = await ada.expect(PotSettled)
        assert settled.pot == 500 and sum(share.won for share in settled.shares) == 500
        assert settled == await bea.expect(PotSettled)
        won = {share.name: share.won for share in settled.shares}
        balances = await server.purses.balances(["Ada", "Bea"])
        assert balances == {name: 750 + won[name] for name in ("Ada", "Bea")}
        kept = await server.purses.pot(table_id)
        assert kept is not None and kept.paid and kept.held == 0
        # Paying again pays nothing.
        async with server.database.engine.begin() as connection:
            assert not await server.purses.pay_pot(connection, table_id, {0: 500, 1: 0})
        assert await server.purses.balances(["Ada", "Bea"]) == balances
        await ada.send(WatchLobby())
        assert (await ada.expect(LobbyTables)).taler == balances["Ada"]

    with_server(tmp_path, body, SCRIPTED_FLOOD)


def test_a_person_short_of_the_stake_at_the_start_does_not_begin_the_game(
    tmp_path: Path,
) -> None:
    """Bea's balance fell below the stake after she sat down (as if staked elsewhere): the
    start is refused in words, nothing is taken, her seat is free again."""

    async def body(server: TableServer, client: Callable[[], Awaitable[Client]]) -> None:
        ada = await signed_up(client, "Ada")
        bea = await signed_up(client, "Bea")
        await ada.send(OpenTable(game="tycoon", seats=3, free_seats="computers", stake=200))
        table_id = (await ada.expect(Seated)).table
        await bea.send(JoinTable(table=table_id))
        await bea.expect(Seated)
        async with server.database.engine.begin() as connection:
            await connection.exec_driver_sql("UPDATE accounts SET taler = 10 WHERE name = 'Bea'")
        await ada.send(StartTable(table=table_id))
        refused = await ada.expect(Refused, lambda refused: refused.about == "start_table")
        assert "Bea no longer has the stake of 200 Taler" in refused.reason
        hosted = server.tables[table_id]
        assert hosted.phase == "open" and hosted.seat_of("Bea") is None
        assert await server.purses.balances(["Ada", "Bea"]) == {"Ada": STARTING_TALER, "Bea": 10}
        assert await server.purses.pot(table_id) is None
        kept = await server.journal.load(table_id)
        assert kept is not None and kept.version == 0 and kept.phase == "open"

    with_server(tmp_path, body)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1])
def test_the_ledger_never_makes_or_loses_a_taler(tmp_path: Path, seed: int) -> None:
    """Random staked games, people leaving, the server stopped mid-game three times: every
    balance and pot together always hold the Taler the accounts started with, and every pot is
    paid once, as its game's end settles it."""

    @asynccontextmanager
    async def open_server() -> AsyncIterator[TableServer]:
        async with running_server(tmp_path, SCRIPTED_FLOOD) as server:
            yield server

    ledger = asyncio.run(play_for_taler(open_server, seed))
    assert len(ledger.stakes) == 6
    assert any(ledger.leaving.values()), "somebody left a game"
