"""Weiterspielen: every saved table in progress, to continue one or delete one.

The list always shows, also for a single saved table: the player sees which table goes on
before it does (one Enter more), and can delete it here. The table played last comes first and
has the focus, so Weiterspielen and Enter continue it as before.
"""

from __future__ import annotations

import datetime
import logging
import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.client import launch
from game.client.games import game_entry
from game.client.input import WHEEL_ZOOM_STEP
from game.client.intents import Intent, IntentKind
from game.client.pictures import calm_background
from game.client.saved_table_words import TableSummary, summarize
from game.client.scene import Scene
from game.client.scenes.saved_table_row import SavedTableRow, row_height
from game.client.text_layout import draw_keys_hint, draw_screen_title, draw_text
from game.client.theme import THEME
from game.client.widgets import Button, Dialog, InfoContent, Widget, WidgetGroup
from game.client.widgets.layout import CANVAS_HEIGHT, CANVAS_WIDTH
from game.rules.core import SaveError
from game.texts import text

if TYPE_CHECKING:
    from game.client.app import App

_log = logging.getLogger(__name__)

# Layout on the logical 1920×1080 canvas.
TITLE_TOP = 36
SUBTITLE_GAP = 4
LIST_LEFT = 160
LIST_TOP = 210
LIST_WIDTH = CANVAS_WIDTH - 2 * LIST_LEFT
DELETE_WIDTH = 240
ROW_GAP = 16
ROWS_SHOWN = 4
BAR_TOP = 890
BAR_BUTTON_WIDTH = 300
# Messages stack up to here, above the key hint, so that they never cover the title.
TOAST_BOTTOM = CANVAS_HEIGHT - 72
DELETE_KEYS = frozenset({"delete", "backspace"})

# Focus keys: which widget of which table has the focus, kept across a new layout.
ROW = "row"
DELETE = "delete"
BACK = "back"
SCROLL = "scroll"
FocusKey = tuple[str, int]


def local_now() -> datetime.datetime:
    """The moment now in this device's time zone (the saves' times are told against it)."""
    return datetime.datetime.now().astimezone()


class SavedTablesScene(Scene):
    """The saved tables, the one played last first, a few at a time; tap or Enter continues one,
    its "Löschen" button or the Entf key deletes it after asking."""

    def __init__(self, app: App, now: Callable[[], datetime.datetime] = local_now) -> None:
        super().__init__(app)
        self.now = now
        self.group = WidgetGroup()
        self.background = calm_background()
        self.entries: list[TableSummary] = []
        self.first = 0
        self.rows: list[SavedTableRow] = []
        self.deletes: list[Button] = []
        self.back = Button(pygame.Rect(0, 0, 1, 1), "", self.leave)
        self.earlier = Button(pygame.Rect(0, 0, 1, 1), "", lambda: self.scroll(-ROWS_SHOWN))
        self.later = Button(pygame.Rect(0, 0, 1, 1), "", lambda: self.scroll(ROWS_SHOWN))
        self.load()

    # -- the tables ------------------------------------------------------------------------

    def load(self) -> None:
        """Reads every saved table anew (damaged ones are set aside and told) and shows the
        list from its top, the focus on the table played last."""
        now = self.now()
        self.entries = []
        for entry in launch.saved_tables(self.app):
            try:
                self.entries.append(summarize(entry, now))
            except SaveError as error:  # the store checked it; a game this client lacks
                _log.warning("the saved table %s is left out: %s", entry.table_id, error)
        self.first = 0
        self.build()
        self.focus_key((ROW, 0) if self.entries else (BACK, -1))

    def shown(self) -> range:
        """The indices of the tables shown now."""
        return range(self.first, min(len(self.entries), self.first + ROWS_SHOWN))

    def build(self) -> None:
        """Lays out the shown tables, each with its delete button, and the bottom bar."""
        height = row_height()
        self.rows, self.deletes = [], []
        explained = InfoContent(text("saved_tables.delete"), [text("saved_tables.delete_info")])
        for place, index in enumerate(self.shown()):
            summary = self.entries[index]
            top = LIST_TOP + place * (height + ROW_GAP)
            row_rect = pygame.Rect(LIST_LEFT, top, LIST_WIDTH - DELETE_WIDTH - ROW_GAP, height)
            delete_rect = pygame.Rect(row_rect.right + ROW_GAP, top, DELETE_WIDTH, height)
            colour = game_entry(summary.game).colour
            self.rows.append(SavedTableRow(row_rect, summary, colour, self._continuer(index)))
            self.deletes.append(
                Button(
                    delete_rect,
                    text("saved_tables.delete"),
                    self._deleter(index),
                    info=explained,
                )
            )
        bar_height = THEME.button_height + 8
        self.back = Button(
            pygame.Rect(LIST_LEFT, BAR_TOP, BAR_BUTTON_WIDTH, bar_height),
            text("saved_tables.back"),
            self.leave,
        )
        right = LIST_LEFT + LIST_WIDTH
        above = self.first
        below = len(self.entries) - self.first - len(self.rows)
        self.later = Button(
            pygame.Rect(right - BAR_BUTTON_WIDTH, BAR_TOP, BAR_BUTTON_WIDTH, bar_height),
            text("saved_tables.later", count=below),
            lambda: self.scroll(ROWS_SHOWN),
            visible=below > 0,
        )
        self.earlier = Button(
            pygame.Rect(
                right - 2 * BAR_BUTTON_WIDTH - ROW_GAP, BAR_TOP, BAR_BUTTON_WIDTH, bar_height
            ),
            text("saved_tables.earlier", count=above),
            lambda: self.scroll(-ROWS_SHOWN),
            visible=above > 0,
        )
        widgets: list[Widget] = []
        for row, delete in zip(self.rows, self.deletes):
            widgets += [row, delete]
        widgets += [self.back, self.earlier, self.later]
        self.group.set_widgets(widgets)

    def _continuer(self, index: int) -> Callable[[], None]:
        """What a tap on a row does: continue that table."""
        return lambda: self.continue_table(index)

    def _deleter(self, index: int) -> Callable[[], None]:
        """What a row's delete button does: ask, then delete that table."""
        return lambda: self.ask_delete(index)

    # -- actions ---------------------------------------------------------------------------

    def continue_table(self, index: int) -> None:
        """Shows the table in place of this list; when it cannot be continued (told in words),
        the list is read anew."""
        if launch.continue_table(self.app, self.entries[index].table_id, replace_top=True) is None:
            self.load()

    def ask_delete(self, index: int) -> Dialog:
        """Asks whether to delete this table for good; "Behalten" has the focus, so that a
        second Enter keeps it."""
        summary = self.entries[index]
        message = text(
            "saved_tables.delete_message",
            game=summary.title,
            seats=summary.seats,
            progress=summary.progress,
            when=summary.when,
        )
        return self.group.open_dialog(
            Dialog(
                text("saved_tables.delete_title"),
                message,
                [
                    (text("saved_tables.delete_confirm"), lambda: self.delete(summary.table_id)),
                    (text("saved_tables.delete_keep"), _nothing),
                ],
                cancel=_nothing,
                primary=1,
            )
        )

    def delete(self, table_id: str) -> None:
        """Deletes the table; the focus goes to the table that takes its place in the list."""
        ids = [entry.table_id for entry in self.entries]
        if table_id not in ids or not launch.delete_table(self.app, table_id):
            return
        index = ids.index(table_id)
        del self.entries[index]
        self.first = max(0, min(self.first, len(self.entries) - ROWS_SHOWN))
        self.build()
        if self.entries:
            self.focus_key((ROW, min(index, len(self.entries) - 1)))
        else:
            self.focus_key((BACK, -1))

    def leave(self) -> None:
        """Back to the main menu."""
        self.app.pop()

    # -- focus and scrolling ---------------------------------------------------------------

    def current_key(self) -> FocusKey | None:
        """Which widget has the focus, as a key that survives a new layout."""
        focused = self.group.focus.focused
        if focused is None:
            return None
        for place, (row, delete) in enumerate(zip(self.rows, self.deletes)):
            if focused is row:
                return ROW, self.first + place
            if focused is delete:
                return DELETE, self.first + place
        if focused is self.earlier or focused is self.later:
            return SCROLL, -1
        return BACK, -1

    def focus_key(self, key: FocusKey) -> None:
        """Gives the focus to a table's row or delete button (scrolling it into the list), or
        to the back button."""
        kind, index = key
        if kind not in (ROW, DELETE) or not self.entries:
            self.group.focus.focus(self.back)
            return
        index = max(0, min(index, len(self.entries) - 1))
        if index not in self.shown():
            self.first = index if index < self.first else index - ROWS_SHOWN + 1
            self.build()
        place = index - self.first
        self.group.focus.focus(self.rows[place] if kind == ROW else self.deletes[place])

    def scroll(self, by: int) -> None:
        """Moves the list by rows (the wheel, the page keys, the bar's buttons); the focus stays
        on its table while it is shown, else goes to the nearest shown one; from a scroll
        button it goes to the first table that came into view."""
        most = max(0, len(self.entries) - ROWS_SHOWN)
        first = max(0, min(most, self.first + by))
        if first == self.first:
            return
        before = self.shown()
        key = self.current_key()
        self.first = first
        self.build()
        shown = self.shown()
        if key is None or key[0] == BACK:
            if key is not None:
                self.focus_key(key)
        elif key[0] == SCROLL:
            self.focus_key((ROW, before.stop if by > 0 else before.start - 1))
        else:
            self.focus_key((key[0], max(shown.start, min(shown.stop - 1, key[1]))))

    def navigate(self, direction: str) -> None:
        """Tab, Shift+Tab and the arrows walk the whole list, scrolling it where they lead."""
        key = self.current_key()
        if key is None:
            self.focus_key((ROW, self.first))
            return
        if key[0] == SCROLL:  # the scroll buttons stand beside the back button
            key = (BACK, -1)
        kind, index = key
        if direction in ("next", "previous"):
            order = [(part, i) for i in range(len(self.entries)) for part in (ROW, DELETE)]
            order.append((BACK, -1))
            step = 1 if direction == "next" else -1
            self.focus_key(order[(order.index(key) + step) % len(order)])
        elif direction in ("up", "down"):
            step = 1 if direction == "down" else -1
            if kind == BACK:
                if step < 0 and self.entries:
                    self.focus_key((ROW, self.shown().stop - 1))
            elif 0 <= index + step < len(self.entries):
                self.focus_key((kind, index + step))
            elif step > 0:
                self.focus_key((BACK, -1))
        elif kind in (ROW, DELETE):
            self.focus_key((DELETE if direction == "right" else ROW, index))

    # -- the frame -------------------------------------------------------------------------

    def on_enter(self) -> None:
        """Messages go above the key hint while the list shows, clear of the title."""
        self.app.toasts.bottom = TOAST_BOTTOM

    def on_exit(self) -> None:
        """Messages go back to the top for the next screen."""
        self.app.toasts.bottom = None

    def handle(self, intent: Intent) -> None:
        """An open dialog first; then the keys that walk, scroll and delete; then the widgets;
        Esc goes back."""
        if self.group.dialog is not None:
            self.group.handle(intent)
            return
        kind = intent.kind
        if kind is IntentKind.NAVIGATE:
            self.navigate(intent.key)
            return
        if kind is IntentKind.SHORTCUT and self._shortcut(intent.key.lower()):
            return
        if kind is IntentKind.ZOOM and intent.factor > 0:
            # The wheel comes as a zoom: up (a factor above 1) shows the tables above.
            notches = math.log(intent.factor) / math.log(WHEEL_ZOOM_STEP)
            self.scroll(-round(notches) or (-1 if notches > 0 else 1))
            return
        if self.group.handle(intent):
            return
        if kind is IntentKind.CANCEL:
            self.leave()

    def _shortcut(self, key: str) -> bool:
        """Entf deletes the focused table (after asking); the page keys, Pos1 and Ende scroll."""
        current = self.current_key()
        on_table = current is not None and current[0] in (ROW, DELETE)
        if key in DELETE_KEYS:
            if current is not None and on_table:
                self.ask_delete(current[1])
            return True
        if not self.entries:
            return False
        part, index = current if current is not None and on_table else (ROW, self.first)
        targets = {
            "pagedown": index + ROWS_SHOWN,
            "pageup": index - ROWS_SHOWN,
            "home": 0,
            "end": len(self.entries) - 1,
        }
        if key not in targets:
            return False
        self.focus_key((part, max(0, min(len(self.entries) - 1, targets[key]))))
        return True

    def update(self, dt: float) -> None:
        """Advances the buttons' pressed states and the info window's wait."""
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Background, title, the shown tables (or that there are none), the bar, the key hint."""
        surface.blit(self.background, (0, 0))
        palette = THEME.colours
        covered = draw_screen_title(surface, text("saved_tables.title"), TITLE_TOP)
        draw_text(
            surface,
            text("saved_tables.subtitle"),
            (CANVAS_WIDTH // 2, covered.bottom + SUBTITLE_GAP),
            THEME.fonts.body,
            palette.text_muted,
            align="center",
        )
        if not self.entries:
            draw_text(
                surface,
                text("saved_tables.empty"),
                (CANVAS_WIDTH // 2, LIST_TOP + 2 * THEME.spacing.huge),
                THEME.fonts.body,
                palette.text,
                align="center",
                max_width=LIST_WIDTH,
            )
        draw_keys_hint(surface, text("saved_tables.keys_hint"))
        self.group.draw(surface)


def _nothing() -> None:
    """The answer that only closes a dialog."""
