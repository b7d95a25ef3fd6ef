"""Wiederholungen: the kept records of finished games, the newest first, to watch one again; and
a shared record file opened by its path or by dropping it on the window.

A file that cannot be replayed is told in words on the screen (and nothing is changed); a damaged
kept record is set aside by the shelf and the player told in one sentence.
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.client.games import game_entry
from game.client.input import WHEEL_ZOOM_STEP
from game.client.intents import Intent, IntentKind
from game.client.pictures import calm_background
from game.client.replays import record_shelf
from game.client.saved_table_words import TableSummary, when_words
from game.client.scene import Scene
from game.client.scenes.replay.marked import MarkedReplayScene
from game.client.scenes.replay.viewer import ReplayScene
from game.client.scenes.saved_table_row import SavedTableRow, row_height
from game.client.text_layout import draw_keys_hint, draw_screen_title, draw_text
from game.client.theme import THEME
from game.client.widgets import Button, TextField, Widget, WidgetGroup
from game.client.widgets.layout import CANVAS_WIDTH
from game.replay import KeptRecord, RecordError, RecordShelf, Replay, load_replay
from game.texts import text

if TYPE_CHECKING:
    from game.client.app import App

# Layout on the logical 1920×1080 canvas.
TITLE_TOP = 36
SUBTITLE_GAP = 4
LIST_LEFT = 160
LIST_TOP = 200
LIST_WIDTH = CANVAS_WIDTH - 2 * LIST_LEFT
ROW_GAP = 14
ROWS_SHOWN = 3
OPEN_TOP = 724
OPEN_BUTTON_WIDTH = 220
BAR_TOP = 912
BAR_BUTTON_WIDTH = 300
LONGEST_PATH = 400
TOAST_SECONDS = 6.0


def local_now() -> datetime.datetime:
    """The moment now in this device's time zone."""
    return datetime.datetime.now().astimezone()


class ReplaysScene(Scene):
    """The kept records, a few at a time; a tap or Enter on one watches it."""

    def __init__(
        self,
        app: App,
        shelf: RecordShelf | None = None,
        now: Callable[[], datetime.datetime] = local_now,
    ) -> None:
        super().__init__(app)
        self.shelf = shelf or record_shelf(app)
        self.now = now
        self.group = WidgetGroup()
        self.background = calm_background()
        self.records: list[KeptRecord] = []
        self.first = 0
        self.rows: list[SavedTableRow] = []
        self.path = ""
        # What went wrong with the last file opened, said on the screen until the next try.
        self.problem = ""
        self.path_field = TextField(
            pygame.Rect(0, 0, 1, 1), "", "", self._typed, max_length=LONGEST_PATH
        )
        self.load()

    # -- the records -----------------------------------------------------------------------

    def load(self) -> None:
        """Reads the kept records anew (damaged ones are set aside and told) and lays them out."""
        try:
            self.records = self.shelf.records()
        except OSError:
            self.records = []
        if self.shelf.problems:
            self.app.toasts.push(text("replay.set_aside"), TOAST_SECONDS)
            self.shelf.problems.clear()
        self.first = 0
        self.build()

    def shown(self) -> range:
        """The indices of the records shown now."""
        return range(self.first, min(len(self.records), self.first + ROWS_SHOWN))

    def build(self) -> None:
        """The shown rows, the path field with its button, and the bottom bar."""
        height = row_height()
        now = self.now()
        self.rows = []
        for place, index in enumerate(self.shown()):
            kept = self.records[index]
            rect = pygame.Rect(LIST_LEFT, LIST_TOP + place * (height + ROW_GAP), LIST_WIDTH, height)
            colour = game_entry(kept.game).colour
            self.rows.append(SavedTableRow(rect, _summary(kept, now), colour, self._watcher(index)))
        field_rect = pygame.Rect(
            LIST_LEFT, OPEN_TOP, LIST_WIDTH - OPEN_BUTTON_WIDTH - ROW_GAP, THEME.button_height + 24
        )
        self.path_field = TextField(
            field_rect,
            text("replay.path_label"),
            self.path,
            self._typed,
            max_length=LONGEST_PATH,
            on_done=lambda _: self.open_path(),
        )
        self.open_button = Button(
            pygame.Rect(
                field_rect.right + ROW_GAP,
                field_rect.bottom - THEME.button_height,
                OPEN_BUTTON_WIDTH,
                THEME.button_height,
            ),
            text("replay.open"),
            self.open_path,
        )
        bar_height = THEME.button_height + 8
        self.back = Button(
            pygame.Rect(LIST_LEFT, BAR_TOP, BAR_BUTTON_WIDTH, bar_height),
            text("replay.back"),
            self.leave,
        )
        right = LIST_LEFT + LIST_WIDTH
        below = len(self.records) - self.first - len(self.rows)
        self.later = Button(
            pygame.Rect(right - BAR_BUTTON_WIDTH, BAR_TOP, BAR_BUTTON_WIDTH, bar_height),
            text("replay.later", count=below),
            lambda: self.scroll(ROWS_SHOWN),
            visible=below > 0,
        )
        self.earlier = Button(
            pygame.Rect(
                right - 2 * BAR_BUTTON_WIDTH - ROW_GAP, BAR_TOP, BAR_BUTTON_WIDTH, bar_height
            ),
            text("replay.earlier", count=self.first),
            lambda: self.scroll(-ROWS_SHOWN),
            visible=self.first > 0,
        )
        widgets: list[Widget] = [*self.rows, self.path_field, self.open_button]
        widgets += [self.back, self.earlier, self.later]
        self.group.set_widgets(widgets)
        self.group.focus.focus(self.rows[0] if self.rows else self.path_field)

    def _watcher(self, index: int) -> Callable[[], None]:
        """What a tap on a row does: watch that record."""
        return lambda: self.watch(index)

    def _typed(self, value: str) -> None:
        """Keeps the typed path."""
        self.path = value

    # -- actions ---------------------------------------------------------------------------

    def watch(self, index: int) -> ReplayScene | None:
        """Opens a kept record in the viewer; a damaged one is set aside and told."""
        try:
            replay = self.shelf.open(self.records[index].path)
        except RecordError as error:
            self.problem = text("replay.unreadable", problem=str(error))
            self.load()
            return None
        return self._show(replay)

    def open_path(self) -> ReplayScene | None:
        """Opens the record file whose path was typed."""
        path = self.path.strip().strip('"')
        if not path:
            self.problem = text("replay.no_path")
            return None
        return self.open_file(Path(path).expanduser())

    def open_file(self, path: Path) -> ReplayScene | None:
        """Opens a shared record file (typed or dropped); a file that cannot be replayed is told
        in words and left as it is."""
        try:
            replay = load_replay(path)
        except RecordError as error:
            self.problem = text("replay.unreadable", problem=str(error))
            return None
        return self._show(replay)

    def _show(self, replay: Replay) -> ReplayScene:
        """The viewer above this list."""
        self.problem = ""
        # With the review's marks where people played against computers (made meanwhile).
        scene = MarkedReplayScene(self.app, replay)
        self.app.push(scene)
        return scene

    def leave(self) -> None:
        """Back to the main menu."""
        self.app.pop()

    def scroll(self, by: int) -> None:
        """Moves the list by rows."""
        most = max(0, len(self.records) - ROWS_SHOWN)
        first = max(0, min(most, self.first + by))
        if first != self.first:
            self.first = first
            self.build()

    # -- the frame -------------------------------------------------------------------------

    def on_enter(self) -> None:
        """Reads the records anew: a game may have ended meanwhile."""
        self.load()

    def handle(self, intent: Intent) -> None:
        """A dropped file opens; the wheel and the page keys scroll; then the widgets; Esc goes
        back."""
        kind = intent.kind
        if kind is IntentKind.FILE_DROPPED:
            self.open_file(Path(intent.text))
            return
        if kind is IntentKind.ZOOM and intent.factor > 0:
            notches = math.log(intent.factor) / math.log(WHEEL_ZOOM_STEP)
            self.scroll(-round(notches) or (-1 if notches > 0 else 1))
            return
        if (
            kind is IntentKind.SHORTCUT
            and intent.key in ("pageup", "pagedown")
            and not self.path_field.editing
        ):
            self.scroll(ROWS_SHOWN if intent.key == "pagedown" else -ROWS_SHOWN)
            return
        if self.group.handle(intent):
            return
        if kind is IntentKind.CANCEL:
            self.leave()

    def update(self, dt: float) -> None:
        """Advances the widgets."""
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Background, title, the rows (or that there are none), the path field, the bar."""
        surface.blit(self.background, (0, 0))
        palette = THEME.colours
        covered = draw_screen_title(surface, text("replay.list_title"), TITLE_TOP)
        draw_text(
            surface,
            text("replay.list_subtitle", count=self.shelf.keep),
            (CANVAS_WIDTH // 2, covered.bottom + SUBTITLE_GAP),
            THEME.fonts.body,
            palette.text_muted,
            align="center",
            max_width=LIST_WIDTH,
        )
        if not self.records:
            draw_text(
                surface,
                text("replay.list_empty"),
                (CANVAS_WIDTH // 2, LIST_TOP + 2 * THEME.spacing.huge),
                THEME.fonts.body,
                palette.text,
                align="center",
                max_width=LIST_WIDTH,
            )
        # Where the files lie, so that one can be shared.
        draw_text(
            surface,
            text("replay.folder", folder=str(self.shelf.folder)),
            (LIST_LEFT, self.path_field.rect.top - THEME.spacing.small),
            THEME.fonts.tiny,
            palette.text_muted,
            valign="bottom",
            max_width=LIST_WIDTH,
        )
        if self.problem:
            draw_text(
                surface,
                self.problem,
                (LIST_LEFT, self.path_field.rect.bottom + THEME.spacing.small),
                THEME.fonts.small,
                palette.danger,
                max_width=LIST_WIDTH,
            )
        draw_keys_hint(surface, text("replay.list_keys_hint"))
        self.group.draw(surface)


def _summary(kept: KeptRecord, now: datetime.datetime) -> TableSummary:
    """A kept record in the words of a saved table's row: game, players with points, length and
    winners, when it ended."""
    scores = " · ".join(
        text("replay.score", name=name, score=score)
        for name, score in zip(kept.names, kept.result_scores)
    )
    winners = ", ".join(name for name, place in zip(kept.names, kept.places) if place == 1)
    return TableSummary(
        str(kept.path),
        kept.game,
        game_entry(kept.game).title,
        scores,
        text("replay.row_result", steps=kept.moves, winners=winners),
        when_words(kept.finished_at.astimezone(), now),
        True,
    )
