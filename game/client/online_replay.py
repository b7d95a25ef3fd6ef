"""The end table's Wiederholung of a game played on a server: the server keeps every table's
record and gives it once the game is over. The button asks for it without ever waiting: each
frame reads whether it came (the button says it is loading meanwhile); a refusal, a record that
cannot be replayed or a server that stays silent is told in words. The record is kept on the
player's shelf like a local game's and opened in the replay viewer at its start."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.client.replays import TOAST_SECONDS, record_shelf
from game.client.widgets import Button
from game.net.remote_table import RemoteTable
from game.replay import GameRecord, RecordError, Replay
from game.texts import text

if TYPE_CHECKING:
    import pygame

    from game.client.app import App

# How long the record is waited for (seconds) before it is told as not come.
ANSWER_SECONDS = 10.0
HOTKEY = "w"
_log = logging.getLogger(__name__)


class RecordAsked:
    """One ask for a table's record, read each frame until it came, was refused or timed out."""

    def __init__(self, app: App, table_id: str, wait: float, now: Callable[[], float]) -> None:
        self.app = app
        self.table_id = table_id
        self._now = now
        self.deadline = now() + wait
        self.wait = wait
        client = app.online
        assert client is not None
        client.records.pop(table_id, None)
        self.ref = client.ask_record(table_id)

    def answer(self) -> GameRecord | str | None:
        """The record once it came, why it did not in words, or None while it is on its way."""
        client = self.app.online
        if client is None or not client.connected:
            return text("replay.online.offline")
        record = client.records.get(self.table_id)
        if record is not None:
            return record
        refused = client.record_refusal(self.table_id, self.ref)
        if refused:
            return text("replay.online.refused", problem=refused)
        if self._now() >= self.deadline:
            return text("replay.online.no_answer", seconds=round(self.wait))
        return None


class OnlineReplayButton:
    """The end table's Wiederholung button of a table on a server (invisible elsewhere)."""

    def __init__(
        self,
        app: App,
        table: object,
        rect: pygame.Rect | tuple[int, int, int, int],
        wait: float = ANSWER_SECONDS,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        self.app = app
        self.table_id = table.table_id if isinstance(table, RemoteTable) else None
        self._wait = wait
        self._now = now
        self.asked: RecordAsked | None = None
        self.button = Button(rect, "", self.press, hotkey=HOTKEY, visible=self.table_id is not None)
        self.relabel()

    @property
    def loading(self) -> bool:
        """Whether the record is on its way."""
        return self.asked is not None

    def relabel(self) -> None:
        """The button's words in the current language: Wiederholung, or that it is loading."""
        self.button.label = text("replay.online.loading" if self.loading else "replay.online.open")
        self.button.enabled = not self.loading

    def press(self) -> None:
        """Asks the server for the table's record (once at a time)."""
        if self.table_id is None or self.loading:
            return
        if self.app.online is None or not self.app.online.connected:
            self.app.toasts.push(text("replay.online.offline"), TOAST_SECONDS)
            return
        self.asked = RecordAsked(self.app, self.table_id, self._wait, self._now)
        self.relabel()

    def update(self) -> None:
        """Every frame: opens the viewer once the record came, tells why when it did not."""
        if self.asked is None:
            return
        answer = self.asked.answer()
        if answer is None:
            return
        self.asked = None
        self.relabel()
        if isinstance(answer, str):
            self.app.toasts.push(answer, TOAST_SECONDS)
            return
        self.open(answer)

    def open(self, record: GameRecord) -> None:
        """Keeps the record on the shelf (a disk problem is told, the replay opens anyway) and
        shows it in the viewer at its start; a record that does not replay is told in words."""
        from game.client.scenes.replay.viewer import ReplayScene

        try:
            replay = Replay(record)
        except RecordError as error:
            self.app.toasts.push(text("replay.online.refused", problem=str(error)), TOAST_SECONDS)
            return
        try:
            record_shelf(self.app).add(record)
        except (OSError, RecordError) as error:
            _log.warning("the record of table %s could not be kept: %s", self.table_id, error)
            self.app.toasts.push(text("replay.not_kept"), TOAST_SECONDS)
        self.app.push(ReplayScene(self.app, replay))
