"""The server's Bestenliste as the leaderboard scene reads it, never waiting: a list asked is
loading until its answer comes (one's own line added where it is further down), a refusal or
silence told in words; on a real server that answers late, the frames go on and switching game,
list and month meanwhile shows the list chosen last."""

from __future__ import annotations

import asyncio
import datetime
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from game.client.app import App
from game.client.headless import headless_app
from game.client.leaderboard_sources import LeaderboardLoading, LeaderboardUnavailable
from game.client.scenes.leaderboard_scene import ALL_TIME, MONTH, ONLINE, LeaderboardScene
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
from game.standings.point_rules import POINT_RULES
from game.store.database import Database, sqlite_url
from game.store.server_standings import ServerStandings
from game.store.table_journal import TableJournal
from game.texts import text
from tests.client.conftest import FakeTime
from tests.client.menus_driving import click
from tests.client.test_online_clients import frames_until, sign_up
from tests.net.servers import server_in_thread

# A frame that waited for the server would take the source's whole wait; one that does not
# takes milliseconds (this bound leaves room for a busy machine).
LONGEST_FRAME = 0.5


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
        """Keeps the request; the answer (a refusal under the request's ref) comes with the
        next notices."""
        self.sent.append(request)
        if isinstance(self.answer, Refused):
            self._inbox.append(Refused(self.answer.about, self.answer.reason, request.ref))
        elif self.answer is not None:
            self._inbox.append(self.answer)

    def notices(self) -> list[Notice]:
        """What came in since the last call."""
        found, self._inbox = self._inbox, []
        return found


def source(answer: Notice | None) -> tuple[ServerSource, AnsweringLink, FakeTime]:
    """A source over a client whose link answers so, on a clock the test moves."""
    link = AnsweringLink(answer)
    client = OnlineClient(link)  # type: ignore[arg-type]
    clock = FakeTime()
    return ServerSource(client, wait=1.0, now=clock), link, clock


def test_a_list_comes_with_ones_own_line_below_the_top() -> None:
    """December's list is loading when first asked; read again, it is the top and Cem's own
    line at place 14."""
    top = [StandingLine(1, "Ada", 90, 2), StandingLine(2, "Bea", 60, 1)]
    own = StandingLine(14, "Cem", 5, 1)
    found, link, _ = source(StandingsList("tycoon", "2026-12", top, own))
    with pytest.raises(LeaderboardLoading):
        found.monthly("tycoon", Month(2026, 12))
    lines = found.monthly("tycoon", Month(2026, 12))
    assert link.sent == [AskStandings(game="tycoon", month="2026-12", top=10, ref=1)]
    assert lines == (
        Standing(1, "Ada", 90, 2),
        Standing(2, "Bea", 60, 1),
        Standing(14, "Cem", 5, 1),
    )
    assert found.own_name == "Cem"


def test_a_refusal_and_silence_are_told_in_words() -> None:
    """A refused list says the server's reason (only the refusal of its own ask); a list that
    does not come is loading until the wait is over, then says how long it was waited for."""
    refused, link, _ = source(Refused("standings", "there is no game 'chess'"))
    with pytest.raises(LeaderboardLoading):
        refused.all_time("chess")
    refused.client.standings_refused[99] = "the refusal of another ask"
    with pytest.raises(LeaderboardUnavailable, match="no game 'chess'"):
        refused.all_time("chess")
    assert refused.asked == {}
    silent, link, clock = source(None)
    for _ in range(3):
        with pytest.raises(LeaderboardLoading):
            silent.all_time("tycoon")
        clock.advance(0.4)
    assert len(link.sent) == 1  # asked once, looked for since
    with pytest.raises(LeaderboardUnavailable) as caught:
        silent.all_time("tycoon")
    assert str(caught.value) == text("bestenliste_server.no_answer", seconds=1)
    with pytest.raises(LeaderboardLoading):
        silent.all_time("tycoon")
    assert len(link.sent) == 2  # read again after that, it is asked anew


def test_a_list_switched_away_from_is_asked_anew_once_its_wait_is_over() -> None:
    """Coming back to a list within its wait finds the ask still out (not asked twice); after
    the wait it is asked anew rather than shown from an answer long gone stale."""
    silent, link, clock = source(None)
    with pytest.raises(LeaderboardLoading):
        silent.all_time("tycoon")
    with pytest.raises(LeaderboardLoading):
        silent.all_time("speedpipe")
    with pytest.raises(LeaderboardLoading):
        silent.all_time("tycoon")
    assert link.sent == [
        AskStandings(game="tycoon", month=None, top=10, ref=1),
        AskStandings(game="speedpipe", month=None, top=10, ref=2),
    ]
    clock.advance(1.5)
    with pytest.raises(LeaderboardUnavailable):
        silent.all_time("speedpipe")
    assert list(silent.asked) == []  # tycoon's wait is over too
    with pytest.raises(LeaderboardLoading):
        silent.all_time("tycoon")
    assert len(link.sent) == 3


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
            app.push(scene)
            assert scene.online is not None
            scene.choose_source(ONLINE)
            assert scene.loading
            frames_until([app], lambda: not scene.loading)
            assert scene.problem == ""
            assert [line.cells[2] for line in scene.lines] == ["45"]
            assert scene.lines[0].own
        finally:
            app.shutdown()


async def _points_for_ada(path: Path) -> None:
    """45 points for Ada at a table kept today (as the server keeps a finished table's)."""
    await _points(path, [("t1", "tycoon", _server_today(), 45)])


async def _points(path: Path, tables: list[tuple[str, str, datetime.date, int]]) -> None:
    """Ada's points at tables kept on the server: table, game, day and points each."""
    database = await Database.open(sqlite_url(path))
    for table, game, day, points in tables:
        await TableJournal(database).opened(table, game, "Ada", {}, {"version": 0})
        async with database.engine.begin() as connection:
            await ServerStandings(database).record(
                connection, table, game, day, {0: ("Ada", points)}
            )
    await database.close()


def _server_today() -> datetime.date:
    """The day the server keeps a table's points under."""
    return datetime.datetime.now(datetime.UTC).date()


@pytest.fixture
def late_answers(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """The server keeps every Bestenliste answer back until the test sets the event."""
    gate = threading.Event()
    answer = ServerStandings.standings

    async def late(self: ServerStandings, *args: Any, **kwargs: Any) -> Any:
        while not gate.is_set():
            await asyncio.sleep(0.01)
        return await answer(self, *args, **kwargs)

    monkeypatch.setattr(ServerStandings, "standings", late)
    return gate


def _signed_in_with_lists(app: App, url: str, server: Path) -> None:
    """Ada signed up; 45 points at Tycoon this month, at Speedpipe 70 this month and 50 the
    month before."""
    sign_up(app, url, "Ada")
    frames_until([app], lambda: isinstance(app.scene, LobbyScene))
    today = _server_today()
    before = today.replace(day=1) - datetime.timedelta(days=1)
    kept = [("t1", "tycoon", today, 45), ("t2", "speedpipe", today, 70)]
    asyncio.run(_points(server, [*kept, ("t3", "speedpipe", before, 50)]))


def _frames_while_loading(app: App, frames: int) -> None:
    """Some frames while the answer is kept back: each one quick, the list still loading."""
    scene = app.scene
    assert isinstance(scene, LeaderboardScene)
    for _ in range(frames):
        began = time.monotonic()
        app.frame(1 / 60)
        assert time.monotonic() - began < LONGEST_FRAME
        assert scene.loading and scene.lines == []
        assert scene.message() == text("bestenliste_server.loading")


def _points_shown(app: App, scene: LeaderboardScene) -> list[str]:
    """The points of the list shown once its answer came."""
    frames_until([app], lambda: not scene.loading)
    assert scene.problem == ""
    return [line.cells[2] for line in scene.lines]


def test_a_late_answer_never_stops_the_frames_and_the_list_chosen_last_shows(
    tmp_path: Path, fake_time: FakeTime, late_answers: threading.Event
) -> None:
    """Tycoon's monthly list asked from a server that answers late: the frames go on, the table
    says the list is coming. Switched to Speedpipe and its list for ever meanwhile (clicks),
    the answers that come show Speedpipe's list for ever, not Tycoon's; the months switched to
    later show their lists, and back at Tycoon its answer that came meanwhile shows at once."""
    assert list(POINT_RULES).index("speedpipe") == list(POINT_RULES).index("tycoon") - 1
    with server_in_thread(tmp_path / "server") as url:
        app = headless_app(tmp_path / "ada", now=fake_time)
        try:
            _signed_in_with_lists(app, url, tmp_path / "server" / "server.sqlite3")
            assert app.online is not None
            source = ServerSource(app.online, wait=60.0)
            scene = LeaderboardScene(app, "tycoon", online=source, today=_server_today)
            app.push(scene)
            app.frame(1 / 60)
            assert scene.source_list is not None
            click(app, fake_time, scene.source_list.arrow_rects()[1].center)
            assert scene.source_name == ONLINE
            _frames_while_loading(app, 5)
            click(app, fake_time, scene.game_list.arrow_rects()[0].center)
            assert scene.game == "speedpipe"
            _frames_while_loading(app, 3)
            click(app, fake_time, scene.kind_list.arrow_rects()[1].center)
            assert scene.kind == ALL_TIME
            _frames_while_loading(app, 3)
            late_answers.set()
            assert _points_shown(app, scene) == ["120"]
            click(app, fake_time, scene.kind_list.arrow_rects()[0].center)
            assert scene.kind == MONTH
            assert _points_shown(app, scene) == ["70"]
            click(app, fake_time, scene.previous_month.rect.center)
            assert _points_shown(app, scene) == ["50"]
            assert scene.lines[0].own
            click(app, fake_time, scene.next_month.rect.center)
            assert _points_shown(app, scene) == ["70"]
            # Tycoon's answer, asked first and switched away from, came meanwhile: it shows at once.
            click(app, fake_time, scene.game_list.arrow_rects()[1].center)
            assert scene.game == "tycoon" and not scene.loading
            assert [line.cells[2] for line in scene.lines] == ["45"]
            assert source.asked == {}
        finally:
            app.shutdown()


def test_a_silent_server_and_a_refusal_are_told_in_words(
    tmp_path: Path, fake_time: FakeTime, late_answers: threading.Event
) -> None:
    """A server that does not answer within the wait: the table says so in words (and the
    frames never waited). A list the server refuses (no such game) says the server's reason."""
    with server_in_thread(tmp_path / "server") as url:
        app = headless_app(tmp_path / "ada", now=fake_time)
        try:
            _signed_in_with_lists(app, url, tmp_path / "server" / "server.sqlite3")
            assert app.online is not None
            source = ServerSource(app.online, wait=5.0, now=fake_time)
            scene = LeaderboardScene(app, "tycoon", online=source, today=_server_today)
            app.push(scene)
            scene.choose_source(ONLINE)
            _frames_while_loading(app, 3)
            fake_time.advance(5.0)
            app.frame(1 / 60)
            silence = text("bestenliste_server.no_answer", seconds=5)
            assert not scene.loading and scene.lines == []
            assert scene.message() == text("bestenliste.online_failed", problem=silence)
            late_answers.set()
            with pytest.raises(LeaderboardLoading):
                source.all_time("chess")
            deadline = time.monotonic() + 20
            while True:
                assert time.monotonic() < deadline, "the refusal did not come"
                try:
                    source.all_time("chess")
                except LeaderboardLoading:
                    time.sleep(0.01)
                    continue
                except LeaderboardUnavailable as error:
                    assert "chess" in str(error)
                    break
        finally:
            app.shutdown()
