"""The server's Bestenliste as the leaderboard scene reads it: the list asked and waited for,
one's own line added where it is further down, a refusal or silence told in words."""

from __future__ import annotations

import asyncio
import datetime
from pathlib import Path

import pytest

from game.client.headless import headless_app
from game.client.leaderboard_sources import LeaderboardUnavailable
from game.client.scenes.leaderboard_scene import ONLINE, LeaderboardScene
from game.client.scenes.online.lobby import LobbyScene
from game.client.server_standings import ServerSource
from game.net.online_client import OnlineClient
from game.net.protocol import (
    AskStandings,
    Notice,
    Refused,
    Request,
    StandingLine,
    StandingsList,
    Welcome,
)
from game.standings import Month, Standing
from game.store.database import Database, sqlite_url
from game.store.server_standings import ServerStandings
from game.store.table_journal import TableJournal
from game.texts import text
from tests.client.test_online_clients import frames_until, sign_up
from tests.net.servers import server_in_thread


class AnsweringLink:
    """A link whose server answers a Bestenliste request with the notice the test chose."""

    url = "ws://test"
    status = "online"

    def __init__(self, answer: Notice | None) -> None:
        self.answer = answer
        self.sent: list[Request] = []
        self.seats: dict[str, str] = {}
        self._inbox: list[Notice] = [Welcome("Cem", "token")]

    def send(self, request: Request) -> None:
        """Keeps the request; the answer comes with the next notices."""
        self.sent.append(request)
        if self.answer is not None:
            self._inbox.append(self.answer)

    def notices(self) -> list[Notice]:
        """What came in since the last call."""
        found, self._inbox = self._inbox, []
        return found


def source(answer: Notice | None) -> tuple[ServerSource, AnsweringLink]:
    """A source over a client whose link answers so; time passes only in its sleeps."""
    link = AnsweringLink(answer)
    client = OnlineClient(link)  # type: ignore[arg-type]
    clock = [0.0]

    def sleep(seconds: float) -> None:
        clock[0] += seconds

    return ServerSource(client, wait=1.0, sleep=sleep, now=lambda: clock[0]), link


def test_a_list_comes_with_ones_own_line_below_the_top() -> None:
    """December's list of the top and Cem's own line at place 14."""
    top = [StandingLine(1, "Ada", 90, 2), StandingLine(2, "Bea", 60, 1)]
    own = StandingLine(14, "Cem", 5, 1)
    found, link = source(StandingsList("tycoon", "2026-12", top, own))
    lines = found.monthly("tycoon", Month(2026, 12))
    assert link.sent == [AskStandings(game="tycoon", month="2026-12", top=10)]
    assert lines == (
        Standing(1, "Ada", 90, 2),
        Standing(2, "Bea", 60, 1),
        Standing(14, "Cem", 5, 1),
    )
    assert found.own_name == "Cem"


def test_a_refusal_and_silence_are_told_in_words() -> None:
    """A refused list says the server's reason; a list that never comes says how long it was
    waited for."""
    refused, _ = source(Refused("standings", "there is no game 'chess'"))
    with pytest.raises(LeaderboardUnavailable, match="no game 'chess'"):
        refused.all_time("chess")
    silent, _ = source(None)
    with pytest.raises(LeaderboardUnavailable) as caught:
        silent.all_time("tycoon")
    assert str(caught.value) == text("bestenliste_server.no_answer", seconds=1)


def test_the_leaderboard_scene_reads_the_servers_lists(tmp_path: Path) -> None:
    """Signed in to a real server, the Bestenliste offers its lists: Ada's points of a table
    kept there this month show in Tycoon's monthly list with her line highlighted."""
    with server_in_thread(tmp_path / "server") as url:
        app = headless_app(tmp_path / "ada")
        try:
            sign_up(app, url, "Ada")
            frames_until([app], lambda: isinstance(app.scene, LobbyScene))
            asyncio.run(_points_for_ada(tmp_path / "server" / "server.sqlite3"))
            scene = LeaderboardScene(app, "tycoon")
            assert scene.online is not None
            scene.choose_source(ONLINE)
            assert scene.problem == ""
            assert [line.cells[2] for line in scene.lines] == ["45"]
            assert scene.lines[0].own
        finally:
            app.shutdown()


async def _points_for_ada(path: Path) -> None:
    """45 points for Ada at a table kept today (as the server keeps a finished table's)."""
    database = await Database.open(sqlite_url(path))
    await TableJournal(database).opened("t1", "tycoon", "Ada", {}, {"version": 0})
    async with database.engine.begin() as connection:
        day = datetime.datetime.now(datetime.UTC).date()
        await ServerStandings(database).record(connection, "t1", "tycoon", day, {0: ("Ada", 45)})
    await database.close()
