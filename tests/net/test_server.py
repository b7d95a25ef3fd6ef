"""The table server over loopback with real websockets clients: accounts, the lobby, a whole game
between two people, refusals in words, coming back after a lost connection, Nochmal, and the
limits on frames and floods."""

from __future__ import annotations

import asyncio
import json
import random
import socket
import urllib.request
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TypeVar

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from game.net.hosting import OVER
from game.net.protocol import (
    MAX_FRAME_BYTES,
    ContinueReading,
    JoinTable,
    LobbyTables,
    Notice,
    OpenTable,
    PlayAgain,
    PlayMove,
    Refused,
    Rejoin,
    Request,
    Resume,
    Seated,
    SignIn,
    SignUp,
    StartTable,
    TableSnapshot,
    TableUpdate,
    WatchLobby,
    Welcome,
    decode_notice,
    encode,
)
from game.net.server import FLOOD_MESSAGES, TableServer
from game.rules.registry import get_game
from tests.net.servers import running_server

T = TypeVar("T")
# No single wait for a notice lasts longer than this (seconds), nor a whole game.
PATIENCE = 10.0
GAME_PATIENCE = 240.0
# Scripts play whole games far faster than people: their flood limit.
SCRIPTED_FLOOD = 100_000
GAMES = ("speedstocks", "speedtycoon", "speedpipe", "speedchicago", "tycoon")


class Client:
    """A test's side of one connection: requests out, notices in."""

    def __init__(self, socket: ClientConnection) -> None:
        self.socket = socket
        self.heard: list[Notice] = []

    async def send(self, request: Request) -> None:
        """Sends one request."""
        await self.socket.send(encode(request).decode())

    async def expect(self, kind: type[T], where: Callable[[T], bool] = lambda _: True) -> T:
        """Reads notices until one of this kind (meeting the condition) comes."""
        async with asyncio.timeout(PATIENCE):
            while True:
                notice = decode_notice(await self.socket.recv())
                self.heard.append(notice)
                if isinstance(notice, kind) and where(notice):
                    return notice


def with_server(
    tmp_path: Path,
    body: Callable[[TableServer, Callable[[], Awaitable[Client]]], Awaitable[T]],
    flood_messages: int = FLOOD_MESSAGES,
) -> T:
    """Runs body with a server on a free loopback port and a way to connect clients to it
    (whole games played by scripts faster than people may raise the flood limit)."""

    async def session() -> T:
        async with running_server(tmp_path, flood_messages) as server:
            sockets: list[ClientConnection] = []

            async def client() -> Client:
                socket = await connect(f"ws://127.0.0.1:{server.port}", max_size=None)
                sockets.append(socket)
                return Client(socket)

            try:
                return await body(server, client)
            finally:
                for socket in sockets:
                    await socket.close()

    return asyncio.run(session())


async def signed_up(connect_client: Callable[[], Awaitable[Client]], name: str) -> Client:
    """A client with a new account."""
    client = await connect_client()
    await client.send(SignUp(name=name, password="correct horse"))
    await client.expect(Welcome)
    return client


async def two_at_a_table(
    connect_client: Callable[[], Awaitable[Client]], game: str = "speedstocks"
) -> tuple[Client, Client, str]:
    """Ada opens a table for two people, Bea joins it and the game starts by itself."""
    ada = await signed_up(connect_client, "Ada")
    bea = await signed_up(connect_client, "Bea")
    await ada.send(OpenTable(game=game, seats=2))
    table_id = (await ada.expect(Seated)).table
    await bea.send(JoinTable(table=table_id))
    await bea.expect(Seated)
    return ada, bea, table_id


def last_view_heard(client: Client, table_id: str) -> TableUpdate | TableSnapshot | None:
    """The last view of the table the client heard while a test waited for something else
    (the game's start, a seat): where it asks the person to act, no other view would come."""
    views = [
        notice
        for notice in client.heard
        if isinstance(notice, TableUpdate | TableSnapshot) and notice.table == table_id
    ]
    return views[-1] if views else None


async def play_views(
    client: Client,
    table_id: str,
    choose: Callable[[list[str]], str],
    done: Callable[[], bool],
    wait: float,
) -> None:
    """The client acts on every view of the table it hears, from the last one heard before:
    presses Weiter where a scoring is shown and plays the chosen legal move, until done (looking
    again every wait seconds)."""

    async def act_on(notice: TableUpdate | TableSnapshot) -> None:
        view = notice.view
        if view.get("reading") is not None:
            await client.send(ContinueReading(table=table_id))
        legal = view.get("legal", [])
        if legal:
            await client.send(PlayMove(table=table_id, move=choose(legal), ref=notice.v))

    last = last_view_heard(client, table_id)
    if last is not None:
        await act_on(last)
    while not done():
        try:
            async with asyncio.timeout(wait):
                notice = decode_notice(await client.socket.recv())
        except TimeoutError:
            continue
        client.heard.append(notice)
        if isinstance(notice, TableUpdate | TableSnapshot) and notice.table == table_id:
            await act_on(notice)


async def play_whole_game(server: TableServer, clients: dict[str, Client], table_id: str) -> None:
    """Each client plays a random legal move from its view whenever the view offers some, and
    presses Weiter when a scoring is shown, until the game is over."""
    hosted = server.tables[table_id]
    rng = random.Random(table_id)

    async with asyncio.timeout(GAME_PATIENCE):
        await asyncio.gather(
            *(
                play_views(client, table_id, rng.choice, lambda: hosted.phase == OVER, 0.5)
                for client in clients.values()
            )
        )


async def check_kept_game(server: TableServer, table_id: str) -> None:
    """The table's game is over, every change is kept in order, and the moves kept, replayed
    from the table's seed, give the same final state."""
    hosted = server.tables[table_id]
    assert hosted.table is not None and hosted.table.is_over
    kept = await server.journal.changes(table_id)
    assert [change["version"] for change in kept] == list(range(1, hosted.version + 1))
    rules = get_game(hosted.request.game)
    setup = hosted.table.setup
    replayed = rules.new_state(len(setup.seats), setup.seed, setup.option_map())
    for change in kept:
        for move in change["moves"]:
            replayed.play(move["seat"], rules.parse_move(move["move"]))
    assert replayed.to_dict() == hosted.table.state.to_dict()


@pytest.mark.parametrize("game", GAMES)
def test_two_people_and_a_computer_play_a_whole_game_through_the_server(
    tmp_path: Path, game: str
) -> None:
    """Two clients and a computer play a whole game of each game through the server; every
    change is kept in order, each client's versions follow one another, and the moves kept,
    replayed in-process from the table's seed, give the same final state."""

    async def body(server: TableServer, client: Callable[[], Awaitable[Client]]) -> None:
        ada = await signed_up(client, "Ada")
        bea = await signed_up(client, "Bea")
        await ada.send(OpenTable(game=game, seats=3, free_seats="computers", strength="easy"))
        table_id = (await ada.expect(Seated)).table
        await bea.send(JoinTable(table=table_id, seat=1))
        await bea.expect(Seated)
        await ada.send(StartTable(table=table_id))
        await play_whole_game(server, {"Ada": ada, "Bea": bea}, table_id)
        await check_kept_game(server, table_id)
        for person in (ada, bea):
            updates = [n for n in person.heard if isinstance(n, TableUpdate)]
            assert all(b.first == a.v + 1 for a, b in zip(updates, updates[1:]))

    with_server(tmp_path, body, SCRIPTED_FLOOD)


def test_the_lobby_lists_tables_as_they_open_and_fill(tmp_path: Path) -> None:
    """A watcher of the lobby hears of a new table and of a seat taken."""

    async def body(server: TableServer, client: Callable[[], Awaitable[Client]]) -> None:
        watcher = await client()
        await watcher.send(WatchLobby())
        assert (await watcher.expect(LobbyTables)).tables == []
        ada = await signed_up(client, "Ada")
        await ada.send(OpenTable(game="tycoon", seats=3, free_seats="computers"))
        table_id = (await ada.expect(Seated)).table
        listed = await watcher.expect(LobbyTables, lambda lobby: bool(lobby.tables))
        assert listed.tables[0].table == table_id
        assert listed.online == 1, "Ada is signed in; the watcher is not"
        assert [seat.kind for seat in listed.tables[0].seats] == ["human", "free", "free"]
        bea = await signed_up(client, "Bea")
        await bea.send(JoinTable(table=table_id, seat=2))
        filled = await watcher.expect(
            LobbyTables, lambda lobby: lobby.tables[0].seats[2].name == "Bea"
        )
        assert not filled.tables[0].started

    with_server(tmp_path, body)


def test_refusals_come_in_words_and_change_nothing(tmp_path: Path) -> None:
    """Malformed JSON, an unknown type, a request before signing in, a move out of turn and a
    move at an unknown table: each is answered by a refusal saying why; the table is as it was."""

    async def body(server: TableServer, client: Callable[[], Awaitable[Client]]) -> None:
        stranger = await client()
        await stranger.socket.send("{not json")
        assert "not valid JSON" in (await stranger.expect(Refused)).reason
        await stranger.socket.send(json.dumps({"type": "shout"}))
        assert "no message type 'shout'" in (await stranger.expect(Refused)).reason
        await stranger.send(OpenTable(game="speedstocks", seats=2))
        assert (await stranger.expect(Refused)).reason == "sign in first"
        ada, bea, table_id = await two_at_a_table(client)
        await ada.expect(TableUpdate)
        hosted = server.tables[table_id]
        assert hosted.table is not None
        before, version = json.dumps(hosted.table.state.to_dict()), hosted.version
        await ada.send(PlayMove(table=table_id, move="play 999", ref=5))
        refused = await ada.expect(Refused)
        assert refused.about == "move" and refused.ref == 5 and refused.reason
        await bea.send(PlayMove(table="nowhere", move="play 1"))
        assert "no table 'nowhere'" in (await bea.expect(Refused)).reason
        assert json.dumps(hosted.table.state.to_dict()) == before and hosted.version == version

    with_server(tmp_path, body)


def test_a_person_who_lost_the_connection_comes_back_to_the_seat(tmp_path: Path) -> None:
    """With the session token and the seat token a new connection returns to the same seat and
    gets everything it missed since the last version it heard."""

    async def body(server: TableServer, client: Callable[[], Awaitable[Client]]) -> None:
        ada = await signed_up(client, "Ada")
        welcome = next(n for n in ada.heard if isinstance(n, Welcome))
        await ada.send(OpenTable(game="speedstocks", seats=3, free_seats="computers"))
        seated = await ada.expect(Seated)
        hosted = server.tables[seated.table]
        assert hosted.table is None
        bea = await signed_up(client, "Bea")
        await bea.send(JoinTable(table=seated.table))
        await bea.expect(Seated)
        await ada.send(StartTable(table=seated.table))
        heard = (await ada.expect(TableUpdate)).v
        await ada.socket.close()
        await asyncio.sleep(0.1)
        table = hosted.table
        assert table is not None
        await bea.send(PlayMove(table=seated.table, move=table.legal_moves(1)[0].text()))
        await bea.expect(TableUpdate, lambda update: update.v > heard)
        again = await client()
        await again.send(Resume(session=welcome.session))
        assert (await again.expect(Welcome)).name == "Ada"
        await again.send(Rejoin(table=seated.table, seat_token=seated.seat_token, since=heard))
        caught = await again.expect(TableUpdate)
        assert caught.v == hosted.version and caught.view["seat"] == 0
        assert caught.events(), "the missed events come along"
        await again.send(Rejoin(table=seated.table, seat_token="wrong", since=heard))
        assert "does not belong to you" in (await again.expect(Refused)).reason

    with_server(tmp_path, body)


def test_nochmal_seats_the_same_people_at_a_new_table(tmp_path: Path) -> None:
    """After the end, the first to press Nochmal opens the next table with the others' seats
    reserved; everybody sits on their own seat again ("sitzt wieder auf seinem Platz"), and
    when the other comes back the next game starts by itself."""

    async def body(server: TableServer, client: Callable[[], Awaitable[Client]]) -> None:
        ada, bea, table_id = await two_at_a_table(client)
        await play_whole_game(server, {"Ada": ada, "Bea": bea}, table_id)
        await bea.send(PlayAgain(table=table_id))
        again = await bea.expect(Seated, lambda seated: seated.table != table_id)
        assert again.seat == 1
        follow_up = again.table
        cleo = await signed_up(client, "Cleo")
        await cleo.send(JoinTable(table=follow_up))
        assert "wait for the last game's people" in (await cleo.expect(Refused)).reason
        await ada.send(PlayAgain(table=table_id))
        back = await ada.expect(Seated, lambda seated: seated.table == follow_up)
        assert back.seat == 0
        started = await ada.expect(TableUpdate, lambda update: update.table == follow_up)
        assert started.view["phase"] == "playing"

    with_server(tmp_path, body, SCRIPTED_FLOOD)


def test_a_frame_over_the_limit_closes_the_connection(tmp_path: Path) -> None:
    """A frame larger than 8 KiB ends the connection with close code 1009."""

    async def body(server: TableServer, client: Callable[[], Awaitable[Client]]) -> int | None:
        big = await client()
        await big.socket.send("x" * (MAX_FRAME_BYTES + 1))
        with pytest.raises(ConnectionClosed) as closed:
            async with asyncio.timeout(PATIENCE):
                await big.socket.recv()
        return closed.value.rcvd.code if closed.value.rcvd else None

    assert with_server(tmp_path, body) == 1009


def test_a_flood_of_messages_closes_the_connection(tmp_path: Path) -> None:
    """More than about a hundred messages in twenty seconds end the connection with 1008."""

    async def body(server: TableServer, client: Callable[[], Awaitable[Client]]) -> int | None:
        flood = await client()
        with pytest.raises(ConnectionClosed) as closed:
            for _ in range(FLOOD_MESSAGES + 50):
                await flood.socket.send(encode(SignIn(name="Ada", password="x" * 8)).decode())
            async with asyncio.timeout(PATIENCE):
                while True:
                    await flood.socket.recv()
        return closed.value.rcvd.code if closed.value.rcvd else None

    assert with_server(tmp_path, body) == 1008


def test_the_metrics_count_tables_connections_and_moves(tmp_path: Path) -> None:
    """/metrics, served over HTTP, tells the tables held, the connections open and how many
    moves were kept (with their seconds)."""

    async def body(server: TableServer, client: Callable[[], Awaitable[Client]]) -> None:
        ada, bea, table_id = await two_at_a_table(client)
        view = (await ada.expect(TableUpdate)).view
        await ada.send(PlayMove(table=table_id, move=view["legal"][0], ref=1))
        await ada.expect(TableUpdate, lambda update: update.ref == 1)
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        server.metrics.serve("127.0.0.1", port)
        url = f"http://127.0.0.1:{port}/metrics"
        page = await asyncio.to_thread(lambda: urllib.request.urlopen(url, timeout=10).read())
        figures = page.decode()
        assert "speed_tables 1.0" in figures
        assert "speed_connections 2.0" in figures
        assert "speed_move_seconds_count 1.0" in figures

    with_server(tmp_path, body)
