"""A table's log: every line of the game so far, the newest in a strip, all of them in a panel.

The strip under the table shows the newest lines, wrapped at word boundaries; a tap on it, or the
key P (Protokoll), opens the panel with every line from the start, scrolled by the wheel, a drag,
PageUp/PageDown, Home/End and the arrows, and closed by Esc, P, the button or a tap beside it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Sequence

import pygame

from game.client.intents import Intent, IntentKind
from game.client.text_layout import draw_text, line_height, measure, wrapped
from game.client.text_recording import begin_text_layer
from game.client.theme import THEME
from game.client.widgets.base import Widget
from game.client.widgets.dialog import Dialog
from game.client.widgets.layout import CANVAS_HEIGHT, CANVAS_WIDTH, centered
from game.client.widgets.paint import draw_panel, mix
from game.client.widgets.scrolling import (
    SCROLLBAR_HIT_WIDTH,
    SCROLLBAR_WIDTH,
    ScrollArea,
    ScrollSteps,
)
from game.texts import text

LOG_KEY = "p"
PANEL_SIZE = (1400, 940)
SMALLEST_THUMB = 48
# How far one step of each kind of scrolling moves the lines, in logical pixels.
WHEEL_STEP = 96
ARROW_STEP = 64
# A page step keeps this much of the last page in view, so the reader does not lose the line.
PAGE_OVERLAP = 64
# The smallest size the newest line of the strip shrinks to before it ends with '…'.
STRIP_SMALLEST = 17


class GameLog:
    """Every line a table's log has told, in order; changes count up version for the layouts."""

    def __init__(self, lines: Iterable[str] = ()) -> None:
        self.lines: list[str] = [line for line in lines if line]
        self.version = 0

    def add(self, line: str) -> None:
        """Adds a line at the end (an empty one is nothing to tell)."""
        if line:
            self.lines.append(line)
            self.version += 1

    def extend(self, lines: Iterable[str]) -> None:
        """Adds lines at the end, in order."""
        for line in lines:
            self.add(line)

    def replace_last(self, line: str) -> None:
        """Puts a line in place of the last one (a line that grows while its event plays)."""
        if self.lines:
            self.lines[-1] = line
            self.version += 1
        else:
            self.add(line)

    def newest(self, count: int) -> list[str]:
        """The last count lines, oldest first."""
        return self.lines[-count:] if count > 0 else []

    def __len__(self) -> int:
        """How many lines the log holds."""
        return len(self.lines)

    def __iter__(self) -> Iterator[str]:
        """The lines from the first to the newest."""
        return iter(self.lines)

    def __contains__(self, line: object) -> bool:
        """Whether the log holds exactly this line."""
        return line in self.lines

    def __getitem__(self, index: int) -> str:
        """One line by its position (negative from the newest)."""
        return self.lines[index]


def draw_log_strip(
    surface: pygame.Surface,
    rect: pygame.Rect,
    log: GameLog,
    size: int | None = None,
    smallest: int = STRIP_SMALLEST,
) -> list[str]:
    """The strip: a heading with the key that opens the whole log, and the newest lines at the
    bottom, wrapped at word boundaries, the newest brightest; returns the rows drawn, top first.

    The newest line shrinks (down to smallest) until it fits whole; only a line too long even
    then ends at a word with '…' (the panel has it whole).
    """
    palette, spacing = THEME.colours, THEME.spacing
    size = THEME.fonts.tiny if size is None else size
    draw_panel(surface, rect, palette.panel, palette.panel_border)
    left = rect.x + spacing.medium
    width = rect.width - 2 * spacing.medium
    top = rect.y + spacing.small
    draw_text(
        surface, text("log_panel.title"), (left, top), size, palette.text_muted, True, box=rect
    )
    draw_text(
        surface,
        text("log_panel.strip_hint"),
        (rect.right - spacing.medium, top),
        size,
        palette.text_muted,
        align="right",
        box=rect,
    )
    room_top = top + line_height(size, True) + spacing.tiny
    bottom = rect.bottom - spacing.small
    drawn: list[str] = []
    for age, line in enumerate(reversed(log.lines)):
        line_size = size
        rows = list(wrapped(line, size, width))
        if age == 0:
            line_size, rows = _newest_rows(line, size, smallest, width, bottom - room_top)
        step = line_height(line_size)
        height = len(rows) * step
        if bottom - height < room_top:
            break
        bottom -= height
        colour = palette.text if age == 0 else mix(palette.text_muted, palette.panel, 0.15)
        for number, row in enumerate(rows):
            draw_text(surface, row, (left, bottom + number * step), line_size, colour, box=rect)
        drawn[:0] = rows
    return drawn


def _newest_rows(
    line: str, size: int, smallest: int, width: int, room: int
) -> tuple[int, list[str]]:
    """The size and rows of the newest line: the largest size at which it fits whole, else its
    first rows at the smallest size, the last one ending in '…' after a whole word."""
    for line_size in range(size, smallest - 1, -1):
        rows = list(wrapped(line, line_size, width))
        if len(rows) * line_height(line_size) <= room:
            return line_size, rows
    fitting = max(1, room // line_height(smallest))
    rows = list(wrapped(line, smallest, width))[:fitting]
    last = rows[-1]
    while last and measure(last + "…", smallest)[0] > width and " " in last:
        last = last.rsplit(" ", 1)[0]
    rows[-1] = last + "…"
    return smallest, rows


class LogOpener(Widget):
    """The strip as a control: a tap on it, or the key P, opens the whole log.

    It draws nothing itself: the scene draws the strip in its own order (under boxes that may
    cover it), and this widget only answers the tap and the key.
    """

    def __init__(self, rect: pygame.Rect, on_open: Callable[[], None]) -> None:
        super().__init__(rect, focusable=False, hotkey=LOG_KEY)
        self.on_open = on_open

    def react(self, intent: Intent) -> bool:
        """Opens the log on a tap inside the strip or on its key."""
        if self.tapped(intent) or (
            intent.kind is IntentKind.SHORTCUT and intent.key.lower() == LOG_KEY
        ):
            self.on_open()
            return True
        return False


class LogPanel(ScrollArea, Dialog):
    """The whole log over the table, from the first line to the newest, scrollable.

    It opens scrolled to the newest lines; while it is open the table waits, as under any dialog.
    """

    STEPS = ScrollSteps(WHEEL_STEP, ARROW_STEP, PAGE_OVERLAP, SMALLEST_THUMB)

    def __init__(self, lines: Sequence[str], on_close: Callable[[], None] | None = None) -> None:
        self.lines = list(lines)
        self.scroll = 0.0
        self.dragging: str | None = None
        self._rows: list[tuple[str, int]] | None = None
        self._content_height = 0
        super().__init__(
            text("log_panel.title_full"),
            text("log_panel.keys"),
            [(text("log_panel.close"), on_close or _nothing)],
        )
        self.scroll_to(math.inf)

    # ---- layout -------------------------------------------------------------------------------

    def _layout(self, labels: Sequence[str]) -> tuple[pygame.Rect, list[pygame.Rect]]:
        """A large panel in the middle of the canvas, the close button at its bottom right."""
        width = min(PANEL_SIZE[0], CANVAS_WIDTH - 2 * THEME.spacing.edge)
        height = min(PANEL_SIZE[1], CANVAS_HEIGHT - 2 * THEME.spacing.edge)
        rect = centered(width, height)
        padding = THEME.spacing.large
        button_width = max(260, measure(labels[0], THEME.fonts.button, True)[0] + 2 * padding)
        button = pygame.Rect(0, 0, button_width, THEME.button_height)
        button.bottomright = (rect.right - padding, rect.bottom - padding)
        return rect, [button]

    def view_rect(self) -> pygame.Rect:
        """Where the lines show: inside the panel, under the title, above the button row."""
        padding = THEME.spacing.large
        title_height = line_height(THEME.fonts.heading, True)
        top = self.rect.y + padding + title_height + THEME.spacing.medium
        bottom = self.buttons[0].rect.y - THEME.spacing.medium
        return pygame.Rect(
            self.rect.x + padding,
            top,
            self.rect.width - 2 * padding - SCROLLBAR_HIT_WIDTH,
            bottom - top,
        )

    def rows(self) -> list[tuple[str, int]]:
        """Every drawn row (a line wrapped at word boundaries) with the number of its line."""
        if self._rows is None:
            width = self.view_rect().width
            size = THEME.fonts.small
            self._rows = [
                (row, number)
                for number, line in enumerate(self.lines)
                for row in wrapped(line, size, width)
            ]
            gaps = max(0, len(self.lines) - 1) * THEME.spacing.small
            self._content_height = len(self._rows) * line_height(size) + gaps
        return self._rows

    @property
    def content_height(self) -> int:
        """The height of all rows with the gaps between lines."""
        self.rows()
        return self._content_height

    def track_rect(self) -> pygame.Rect:
        """The scroll bar's track along the right edge of the lines."""
        view = self.view_rect()
        x = view.right + (SCROLLBAR_HIT_WIDTH - SCROLLBAR_WIDTH) // 2
        return pygame.Rect(x, view.y, SCROLLBAR_WIDTH, view.height)

    def visible_lines(self) -> list[int]:
        """The numbers of the lines with a row in view now, in order."""
        numbers: list[int] = []
        for _row_top, _row, number in self._placed_rows():
            if number not in numbers:
                numbers.append(number)
        return numbers

    def _placed_rows(self) -> Iterator[tuple[int, str, int]]:
        """The rows in view with their top on the canvas."""
        view = self.view_rect()
        size = THEME.fonts.small
        step = line_height(size)
        y = view.y - round(self.scroll)
        last = -1
        for row, number in self.rows():
            if last >= 0 and number != last:
                y += THEME.spacing.small
            last = number
            if y + step > view.bottom + 1:
                break
            if y >= view.y - 1:
                yield y, row, number
            y += step

    # ---- the dialog ---------------------------------------------------------------------------

    def handle(self, intent: Intent) -> bool:
        """Scrolling first; Esc, P or a tap beside the panel closes it; takes every intent."""
        if not self.open:
            return False
        if self.scroll_intent(intent):
            return True
        if intent.kind is IntentKind.SHORTCUT and intent.key.lower() == LOG_KEY:
            self.cancel()
            return True
        if (
            intent.kind is IntentKind.TAP
            and intent.pos is not None
            and not self.rect.collidepoint(intent.pos)
        ):
            self.cancel()
            return True
        return super().handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        """Dims the table, then the panel: title, keys, the lines in view, the bar, the button."""
        if not self.open:
            return
        palette, spacing = THEME.colours, THEME.spacing
        surface.fill(palette.dim, special_flags=pygame.BLEND_RGB_MULT)
        begin_text_layer()  # the log's words lie over the table's, dimmed behind it
        draw_panel(surface, self.rect, palette.panel, palette.panel_border, shadow=True)
        padding = spacing.large
        draw_text(
            surface,
            self.title,
            (self.rect.x + padding, self.rect.y + padding),
            THEME.fonts.heading,
            palette.text,
            True,
            box=self.rect,
        )
        button = self.buttons[0].rect
        draw_text(
            surface,
            self.message,
            (self.rect.x + padding, button.centery),
            THEME.fonts.tiny,
            palette.text_muted,
            valign="middle",
            max_width=button.x - self.rect.x - 2 * padding,
            box=self.rect,
        )
        size = THEME.fonts.small
        view = self.view_rect()
        if not self.lines:
            draw_text(
                surface, text("log_panel.empty"), view.topleft, size, palette.text_muted, box=view
            )
        newest = len(self.lines) - 1
        for y, row, number in self._placed_rows():
            colour = palette.text if number == newest else mix(palette.text, palette.panel, 0.12)
            draw_text(surface, row, (view.x, y), size, colour, box=view)
        if self.max_scroll:
            track = self.track_rect()
            pygame.draw.rect(surface, palette.pressed, track, 0, SCROLLBAR_WIDTH // 2)
            pygame.draw.rect(surface, palette.accent, self.thumb_rect(), 0, SCROLLBAR_WIDTH // 2)
        focused = self.focus.focused
        for widget in self.buttons:
            widget.draw(surface, focused=widget is focused)


def _nothing() -> None:
    """Closing the log needs no answer."""
