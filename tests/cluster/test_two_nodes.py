"""Two nodes sharing a real PostgreSQL and Redis: the lobby of both lists every table with its
node, a client asking the other node for a table is sent to the table's node, whole games of
every game played by people who came in through both nodes, and the fence: a node that lost
its table's lease (stalled while another took the table over) cannot write it again."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AsyncExitStack, asynccontextmanager
from pathlib import Path

import pytest
from redis.asyncio import Redis
from websockets.asyncio.client import connect

from game.net.cluster import RENEW_SECONDS, RedisCluster
from game.net.connection import ServerLink
from game.net.protocol import (
    JoinTable,
    LobbyTables,
    Moved,
    OpenTable,
    PlayMove,
    Rejoin,
    Resume,
    Seated,
    SignUp,
    StartTable,
    TableSnapshot,
    TableUpdate,
    WatchLobby,
    Welcome,
)
from game.net.server import TableServer
from tests.net.servers import running_server
from tests.net.test_server import (
    GAMES,
    SCRIPTED_FLOOD,
    Client,
    check_kept_game,
    play_whole_game,
    signed_up,
)
from tests.net.test_takeover import play_until, seat_token, welcome


@asynccontextmanager
async def two_nodes(
    folder: Path, postgres: str, redis: tuple[str, str]
) -> AsyncIterator[tuple[TableServer, TableServer]]:
    """Two started nodes on one database and one Redis."""
    url, prefix = redis
    async with AsyncExitStack() as stack:
        nodes = []
        for number in range(2):
            nodes.append(
                await stack.enter_async_context(
                    running_server(
                        folder / f"node{number}",
                        SCRIPTED_FLOOD,
                        database_url=postgres,
                        cluster=RedisCluster(url, prefix),
                    )
                )
            )
        yield nodes[0], nodes[1]


def connector(node: TableServer) -> Callable[[], Awaitable[Client]]:
    """A way to connect test clients to the node."""

    async def client() -> Client:
        return Client(await connect(node.node, max_size=None))

    return client


async def moved_over(client: Client, nodes: dict[str, TableServer]) -> Client:
    """Follows a Moved notice the client heard: connects to the node named, signs in with the
    client's session and sends the request again there; the new client."""
    moved = next(notice for notice in reversed(client.heard) if isinstance(notice, Moved))
    assert moved.node in nodes, f"{moved.node} is one of the nodes"
    await client.socket.close()
    there = Client(await connect(moved.node, max_size=None))
    there.heard = list(client.heard)
    await there.send(Resume(session=welcome(client).session))
    await there.expect(Welcome)
    await there.socket.send(moved.request)
    return there


@pytest.mark.parametrize("game", GAMES)
def test_people_from_both_nodes_play_a_whole_game(
    tmp_path: Path, postgres: str, redis: tuple[str, str], game: str
) -> None:
    """Ada opens a table at node 1; Bea, at node 2, sees it in node 2's lobby with node 1 as
    its node, asks node 2 to sit down, is sent to node 1 and sits down there; with a computer
    they play the whole game, and the changes kept replay to the same final state."""

    async def body() -> None:
        async with two_nodes(tmp_path, postgres, redis) as (first, second):
            nodes = {first.node: first, second.node: second}
            ada = await signed_up(connector(first), "Ada")
            bea = await signed_up(connector(second), "Bea")
            await bea.send(WatchLobby())
            await bea.expect(LobbyTables)
            await ada.send(OpenTable(game=game, seats=3, free_seats="computers", strength="easy"))
            table_id = (await ada.expect(Seated)).table
            listed = await bea.expect(LobbyTables, lambda lobby: bool(lobby.tables))
            assert [(summary.table, summary.node) for summary in listed.tables] == [
                (table_id, first.node)
            ]
            await bea.send(JoinTable(table=table_id, seat=1))
            await bea.expect(Moved)
            bea = await moved_over(bea, nodes)
            await bea.expect(Seated)
            await ada.send(StartTable(table=table_id))
            await play_whole_game(first, {"Ada": ada, "Bea": bea}, table_id)
            await check_kept_game(first, table_id)
            assert table_id not in second.tables

    asyncio.run(body())


def test_a_node_that_lost_its_lease_cannot_write_the_table(
    tmp_path: Path, postgres: str, redis: tuple[str, str]
) -> None:
    """Node 1 holds a table and stalls: its lease runs out without node 1 noticing, and node 2
    takes the table over when a person to move comes back there and moves. Both nodes now
    believe they hold the table; the same person's move at node 1 would be the same version and
    is not kept: node 1 lets the table go and sends the person to node 2. The journal has
    exactly one change per version."""

    async def body() -> None:
        async with two_nodes(tmp_path, postgres, redis) as (first, second):
            ada = await signed_up(connector(first), "Ada")
            bea = await signed_up(connector(first), "Bea")
            await ada.send(OpenTable(game="speedstocks", seats=2))
            table_id = (await ada.expect(Seated)).table
            await bea.send(JoinTable(table=table_id))
            await bea.expect(Seated)
            held = first.tables[table_id]
            await asyncio.gather(
                *(play_until(c, table_id, lambda: held.version >= 3) for c in (ada, bea))
            )
            # Both are online for every node once node 1's heartbeat named them.
            await asyncio.sleep(RENEW_SECONDS + 0.3)
            assert await second.cluster.online() == {"Ada", "Bea"}
            version = held.version
            # Whoever may move now moves at both nodes: first at node 2, then at node 1.
            assert held.table is not None
            seat = next(s for s in held.table.humans_to_act() if held.table.legal_moves(s))
            name = held.table.setup.seats[seat].name
            mover = {"Ada": ada, "Bea": bea}[name]
            # Node 1 stalls: it renews nothing and does not notice its lease running out.
            stalled = first.cluster

            async def renew_nothing(table_ids: object) -> set[str]:
                return set()

            stalled.renew = renew_nothing  # type: ignore[method-assign]
            url, prefix = redis
            store = Redis.from_url(url)
            await store.delete(f"{prefix}:lease:{table_id}")
            await store.aclose()
            there = Client(await connect(second.node, max_size=None))
            await there.send(Resume(session=welcome(mover).session))
            await there.expect(Welcome)
            await there.send(
                Rejoin(table=table_id, seat_token=seat_token(mover, table_id), since=version)
            )
            view = (await there.expect(TableSnapshot | TableUpdate)).view  # type: ignore[arg-type]
            taken = second.tables[table_id]
            assert taken.version == version and view["legal"]
            await there.send(PlayMove(table=table_id, move=view["legal"][0], ref=1))
            await there.expect(TableUpdate, lambda update: update.ref == 1)
            assert taken.version == version + 1
            # The same person's move at node 1, as node 1 still sees the table.
            legal = held.table.legal_moves(seat)
            await mover.send(PlayMove(table=table_id, move=legal[0].text(), ref=2))
            moved = await mover.expect(Moved)
            assert moved.node == second.node
            assert table_id not in first.tables
            kept = await second.journal.changes(table_id)
            assert [change["version"] for change in kept] == list(range(1, version + 2))
            assert kept[-1]["moves"][0]["seat"] == seat

    asyncio.run(body())


def test_the_clients_link_follows_its_table_to_the_node_that_serves_it(
    tmp_path: Path, postgres: str, redis: tuple[str, str]
) -> None:
    """The game's own link, connected to node 2, asks to sit down at a table of node 1: it is
    sent there, signs in again, sits down and hears the table, and names node 1 as its URL."""

    async def body() -> None:
        async with two_nodes(tmp_path, postgres, redis) as (first, second):
            ada = await signed_up(connector(first), "Ada")
            await ada.send(OpenTable(game="tycoon", seats=3, free_seats="computers"))
            table_id = (await ada.expect(Seated)).table
            link = ServerLink(second.node)
            link.start()
            try:
                link.send(SignUp(name="Bea", password="correct horse"))
                link.send(JoinTable(table=table_id, seat=2))
                heard: list[object] = []
                async with asyncio.timeout(20):
                    while not any(isinstance(n, TableSnapshot | TableUpdate) for n in heard):
                        heard += link.notices()
                        await asyncio.sleep(0.02)
                assert link.url == first.node
                seated = [n for n in heard if isinstance(n, Seated)]
                assert [(n.table, n.seat) for n in seated] == [(table_id, 2)]
                assert not any(isinstance(n, Moved) for n in heard), (
                    "the link keeps Moved to itself"
                )
            finally:
                await asyncio.to_thread(link.close)

    asyncio.run(body())
