"""The end table's Wiederholung of a game played through a real table server (loopback): the
record comes without blocking a frame, is kept on the shelf, opens the viewer at its start and
replays to the same end; a refusal and a silent server are told in words."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from game.client.app import App
from game.client.headless import headless_app
from game.client.online_replay import OnlineReplayButton
from game.client.replays import record_shelf
from game.client.scenes.end_scene import EndScene
from game.client.scenes.replay.viewer import ReplayScene
from game.client.scenes.table_scene import TableScene
from game.client.text_recording import recording_texts
from game.net.protocol import OpenTable
from game.net.remote_table import RemoteTable
from game.texts import set_language, text
from tests.client.test_online_clients import GAME_SECONDS, alone_at_a_table, frames_until
from tests.client.text_fit import findings
from tests.net.servers import server_in_thread

# A frame's work may take this long at most while the record is on its way.
FRAME_LIMIT = 0.5


class StillOnItsWay:
    """An ask whose answer has not come (the button's words while loading)."""

    def answer(self) -> None:
        """Nothing yet."""
        return None


def play_to_the_end(app: App, scene: TableScene) -> EndScene:
    """The person plays the first legal move whenever they may act, until the end table."""

    def play_on() -> bool:
        current = app.scene
        if isinstance(current, TableScene) and current.can_act():
            legal = current.table.legal_moves(current.seat)
            if legal:
                current.table.submit(current.seat, legal[0])
        return isinstance(app.scene, EndScene)

    frames_until([app], play_on, GAME_SECONDS)
    end = app.scene
    assert isinstance(end, EndScene)
    return end


@pytest.mark.slow  # a whole game through the server: some 4 s
def test_the_end_tables_replay_opens_the_servers_record_at_its_start(tmp_path: Path) -> None:
    """After a game against a computer on the server, Wiederholung says it is loading while
    the frames go on, then the viewer stands at the record's start; the record is kept on the
    shelf and replays to the end the table showed."""
    with server_in_thread(tmp_path / "server") as url:
        ada = headless_app(tmp_path / "ada")
        try:
            request = OpenTable(
                game="speedstocks",
                seats=2,
                free_seats="computers",
                strength="easy",
                turn_seconds=None,
                tempo="schnell",
            )
            end = play_to_the_end(ada, alone_at_a_table(ada, url, request))
            table = end.table
            assert isinstance(table, RemoteTable)
            button = end.online_replay.button
            assert button.visible and button.label == text("replay.online.open")
            assert not end.leaderboard_button.visible
            for language in ("en", "de"):
                set_language(language)
                end.on_enter()
                for loading in (True, False):
                    end.online_replay.asked = StillOnItsWay() if loading else None  # type: ignore[assignment]
                    end.online_replay.relabel()
                    with recording_texts() as recording:
                        ada.frame(1 / 60)
                    drawn = recording.latest()
                    assert button.label in [line.whole for line in drawn]
                    assert findings(drawn, frozenset()) == [], (language, loading)
            button.on_press()
            assert end.online_replay.loading and not button.enabled
            assert button.label == text("replay.online.loading")
            slowest = 0.0

            def opened() -> bool:
                nonlocal slowest
                started = time.monotonic()
                ada.frame(1 / 60)
                slowest = max(slowest, time.monotonic() - started)
                return isinstance(ada.scene, ReplayScene)

            frames_until([], opened)
            assert slowest < FRAME_LIMIT
            viewer = ada.scene
            assert isinstance(viewer, ReplayScene)
            replay = viewer.replay
            assert replay.position == 0 and replay.record.table == table.table_id
            assert replay.record.setup.game == "speedstocks"
            assert replay.length == len(table.log)
            kept = record_shelf(ada).records()
            assert [record.game for record in kept] == ["speedstocks"]
            assert kept[0].moves == replay.length
            viewer.go_to(replay.length)
            assert replay.state.outcome() == table.outcome()
            assert replay.state.view(table.seat) == table.view(table.seat)["state"]
            viewer.leave()
            assert ada.scene is end and button.label == text("replay.online.open")
        finally:
            ada.shutdown()


def test_a_refusal_and_a_silent_server_are_told_in_words(tmp_path: Path) -> None:
    """A table the server does not know is refused in the server's words; an answer that does
    not come in time is told as such; the button can be pressed again after either."""
    with server_in_thread(tmp_path / "server") as url:
        ada = headless_app(tmp_path / "ada")
        try:
            request = OpenTable(
                game="speedstocks", seats=2, free_seats="computers", turn_seconds=None
            )
            scene = alone_at_a_table(ada, url, request)
            clock = [0.0]
            fetch = OnlineReplayButton(ada, scene.table, (0, 0, 300, 80), now=lambda: clock[0])
            fetch.table_id = "no-such-table"
            fetch.press()
            frames_until([ada], lambda: (fetch.update(), not fetch.loading)[1])
            told = ada.toasts.messages[-1]
            assert told.startswith(text("replay.online.refused", problem=""))
            assert "no-such-table" in told and fetch.button.enabled
            # A table still being played is refused too (its record holds every hidden card).
            fetch.table_id = scene.table.table_id  # type: ignore[attr-defined]
            fetch.press()
            frames_until([ada], lambda: (fetch.update(), not fetch.loading)[1])
            assert "once its game is over" in ada.toasts.messages[-1]
            # Silence: the answer is never read before the deadline has passed.
            assert ada.online is not None
            ada.online.link.notices = lambda: []  # type: ignore[method-assign]
            fetch.press()
            clock[0] += 5.0
            fetch.update()
            assert fetch.loading
            clock[0] += 6.0
            fetch.update()
            assert not fetch.loading
            assert ada.toasts.messages[-1] == text("replay.online.no_answer", seconds=10)
        finally:
            ada.shutdown()
