"""The client's link to the server: it signs in, keeps the session, and after the connection is
cut at random moments connects again by itself and returns to its seat, so that the updates it
hears cover every version once, with no event missing or doubled."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

from game.net.connection import ONLINE, ServerLink
from game.net.protocol import (
    Notice,
    OpenTable,
    PlayMove,
    Seated,
    SignUp,
    StartTable,
    TableSnapshot,
    TableUpdate,
    Welcome,
)
from tests.net.servers import running_server

PATIENCE = 20.0


async def heard(link: ServerLink, into: list[Notice], kind: type, table: str = "") -> Notice:
    """The next notice of this kind (at this table, if named) after those returned before;
    every notice the link delivers is collected into `into`, none is lost when several come
    in one batch."""
    looked = _looked.get(id(into), 0)
    async with asyncio.timeout(PATIENCE):
        while True:
            while looked < len(into):
                notice = into[looked]
                looked += 1
                if isinstance(notice, kind) and (
                    not table or getattr(notice, "table", "") == table
                ):
                    _looked[id(into)] = looked
                    return notice
            into.extend(link.notices())
            await asyncio.sleep(0.01)


# How far heard() has looked into each list of notices.
_looked: dict[int, int] = {}


def test_a_link_cut_at_random_moments_misses_and_doubles_nothing(tmp_path: Path) -> None:
    """A person plays against two computers while the connection is cut again and again; the
    updates heard cover versions 1 to the last exactly once and their events are the table's."""
    sessions: list[str | None] = []

    async def session() -> None:
        async with running_server(tmp_path) as server:
            link = ServerLink(f"ws://127.0.0.1:{server.port}", on_session=sessions.append)
            link.start()
            notices: list[Notice] = []
            rng = random.Random(4)
            try:
                link.send(SignUp(name="Ada", password="correct horse"))
                await heard(link, notices, Welcome)
                link.send(
                    OpenTable(game="speedstocks", seats=3, free_seats="computers", strength="easy")
                )
                table = (await heard(link, notices, Seated)).table
                link.send(StartTable(table=table))
                hosted = server.tables[table]
                moves = 0
                while moves < 12:
                    update = await heard(link, notices, TableUpdate | TableSnapshot, table)
                    legal = update.view.get("legal", [])  # type: ignore[attr-defined]
                    if legal:
                        link.send(PlayMove(table=table, move=legal[0], ref=moves + 1))
                        moves += 1
                        if rng.random() < 0.4:
                            link.drop()
                async with asyncio.timeout(PATIENCE):
                    while link.seats[table].version < hosted.version or link.status != ONLINE:
                        notices.extend(link.notices())
                        await asyncio.sleep(0.02)
                notices.extend(link.notices())
                assert link.reconnections >= 2
                covered: list[int] = []
                events: list[dict] = []
                for notice in notices:
                    if isinstance(notice, TableUpdate) and notice.table == table:
                        covered.extend(range(notice.first, notice.v + 1))
                        events.extend(notice.events())
                    elif isinstance(notice, TableSnapshot) and notice.table == table:
                        assert notice.v == len(covered), "a snapshot only where nothing was missed"
                assert covered == list(range(1, hosted.version + 1))
                kept = await server.journal.changes(table)
                expected = [
                    event for change in kept for move in change["moves"] for event in move["events"]
                ]
                heard_moves = [event for event in events if event.get("kind") != "table_note"]
                assert heard_moves == expected
            finally:
                link.close()

    asyncio.run(session())
    assert sessions and sessions[0] is not None
