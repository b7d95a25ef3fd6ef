"""The chat of a table with other people: a "Chat" button in the top bar (where a local table
has its Rat, which a table with other people has not) opens the panel at the bottom right, where
the rules text has one write to the table ("unten rechts"): who is connected, the last lines, a
field and the Freude and Ärgern buttons. Every new line also shows for a while as a speech
bubble at its writer's seat. While the connection is down a banner says so.

The panel has widgets of its own: while it is open it takes every intent (Esc closes it), so
that typing never plays a card; closed, only its button is pressed.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.intents import Intent, IntentKind
from game.client.text_layout import draw_text
from game.client.theme import THEME
from game.client.widgets import Button, TextField, WidgetGroup
from game.client.widgets.paint import draw_panel
from game.net.online_client import OnlineClient
from game.net.protocol import LONGEST_CHAT
from game.net.remote_table import RemoteTable, TableLine
from game.texts import text

# The Rat's place in the top bar (no Rat at a table with other people).
TOGGLE = pygame.Rect(1370, 16, 240, 80)
PANEL = pygame.Rect(1236, 464, 660, 600)
PEOPLE_HEIGHT = 72
LINE_STEP = 38
LINES_SHOWN = 8
ROW_HEIGHT = 76
BUBBLE_SECONDS = 4.0
BUBBLE_SIZE = (380, 56)
BANNER = pygame.Rect(560, 108, 800, 64)
DOT_RADIUS = 7
# Where bubbles stand for a game that does not say where its seats are: a column at the right.
FALLBACK_TOP = 120
FALLBACK_STEP = 68
FALLBACK_RIGHT = 1896
# A chat line's name and words: "Ada: Hallo".
NAME_SEPARATOR = ": "


def line_words(line: TableLine) -> str:
    """A chat line as shown: "Ada: Hallo", a cheer in the reader's language, a table's note."""
    if line.seat is None and not line.name:
        return text("online.note", note=line.text)
    return f"{line.name}{NAME_SEPARATOR}{said(line)}"


def said(line: TableLine) -> str:
    """What a line says: its words, or its cheer in the reader's language."""
    return text(f"online.cheer.{line.cheer}") if line.cheer else line.text


class ChatPanel:
    """The chat, the people and the connection of one remote table, drawn above its scene."""

    def __init__(
        self,
        client: OnlineClient,
        table: RemoteTable,
        now: Callable[[], float],
        seat_anchor: Callable[[int], tuple[int, int] | None],
    ) -> None:
        self.client = client
        self.table = table
        self.now = now
        self.seat_anchor = seat_anchor
        self.open = False
        self.draft = ""
        self.widgets = WidgetGroup()
        inner = PANEL.inflate(-32, -32)
        third = (inner.width - 2 * THEME.spacing.medium) // 3
        buttons_top = inner.bottom - ROW_HEIGHT
        self.toggle_button = Button(TOGGLE, text("online.chat"), self.toggle)
        self.field = TextField(
            (inner.x, buttons_top - ROW_HEIGHT - THEME.spacing.medium, inner.width, ROW_HEIGHT),
            text("online.chat_placeholder"),
            "",
            self._type,
            max_length=LONGEST_CHAT,
            on_done=self._typed,
        )
        step = third + THEME.spacing.medium
        self.send_button = Button(
            (inner.x, buttons_top, third, ROW_HEIGHT), text("online.send"), self.send, primary=True
        )
        self.joy_button = Button(
            (inner.x + step, buttons_top, third, ROW_HEIGHT),
            text("online.freude"),
            lambda: self.cheer("freude"),
        )
        self.annoyed_button = Button(
            (inner.x + 2 * step, buttons_top, third, ROW_HEIGHT),
            text("online.aergern"),
            lambda: self.cheer("aergern"),
        )
        self._show_controls()

    @property
    def lines_top(self) -> int:
        """Where the chat's lines begin, below the people."""
        return PANEL.y + 16 + PEOPLE_HEIGHT

    # ---- acting ---------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> bool:
        """Takes the intent when it is the chat's: everything while open (Esc closes), the
        button's tap while closed."""
        if self.open:
            if intent.kind is IntentKind.CANCEL and not self.field.editing:
                self.toggle()
                return True
            if not self.widgets.handle(intent) and intent.kind is IntentKind.TAP:
                # A tap beside the open panel closes it.
                if not PANEL.collidepoint(intent.pos) and not TOGGLE.collidepoint(intent.pos):
                    self.toggle()
            return True
        if intent.kind is IntentKind.TAP and TOGGLE.collidepoint(intent.pos):
            return self.widgets.handle(intent)
        return False

    def update(self, dt: float) -> None:
        """Lets the buttons' presses and the caret show."""
        self.widgets.update(dt)

    def toggle(self) -> None:
        """Opens or closes the chat's panel (the field is ready to type in when it opens)."""
        self.open = not self.open
        self._show_controls()
        if self.open:
            self.field.start_editing()
        else:
            self.field.stop_editing()

    def _show_controls(self) -> None:
        """The field and buttons only while the panel is open."""
        controls = [self.field, self.send_button, self.joy_button, self.annoyed_button]
        for widget in controls:
            widget.visible = self.open
        self.widgets.set_widgets(
            [self.toggle_button, *controls] if self.open else [self.toggle_button]
        )

    def _type(self, value: str) -> None:
        """The message as typed."""
        self.draft = value

    def _typed(self, value: str) -> None:
        """Enter in the field sends the message."""
        self.draft = value
        self.send()

    def send(self) -> None:
        """Sends the message (plain text; the server holds the two-second lock)."""
        words = self.draft.strip()
        if not words:
            return
        self.client.chat(self.table.table_id, words)
        self.draft = ""
        self.field.set_value("")

    def cheer(self, mood: str) -> None:
        """Freude or Ärgern: the server picks the exclamation."""
        self.client.cheer(self.table.table_id, mood)

    # ---- drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The banner while offline, the bubbles, and the button (and the open panel)."""
        palette = THEME.colours
        if not self.client.connected:
            draw_panel(surface, BANNER, palette.panel, palette.danger)
            draw_text(
                surface,
                text("online.connection_lost"),
                BANNER.center,
                THEME.fonts.small,
                palette.danger,
                True,
                "center",
                valign="middle",
                max_width=BANNER.width - 24,
            )
        self._draw_bubbles(surface)
        if self.open:
            self._draw_panel(surface)
        self.widgets.draw(surface)
        if not self.open and self._unread():
            pygame.draw.circle(surface, palette.accent, (TOGGLE.right - 18, TOGGLE.y + 18), 9)

    def _unread(self) -> bool:
        """Whether a line came in the last seconds (a dot on the closed chat's button)."""
        lines = self.table.lines
        return bool(lines) and self.now() - lines[-1].at < BUBBLE_SECONDS

    def _draw_panel(self, surface: pygame.Surface) -> None:
        """The open panel: the people, the last lines."""
        palette = THEME.colours
        draw_panel(surface, PANEL, palette.panel, palette.panel_border)
        self._draw_people(surface)
        top = self.lines_top
        room = self.field.rect.y - THEME.spacing.medium - top
        shown = self.table.lines[-min(LINES_SHOWN, max(1, room // LINE_STEP)) :]
        for line in shown:
            colour = THEME.seat(line.seat) if line.seat is not None else palette.text_muted
            draw_text(
                surface,
                line_words(line),
                (PANEL.x + 20, top),
                THEME.fonts.small,
                colour,
                max_width=PANEL.width - 40,
                box=pygame.Rect(PANEL.x, top, PANEL.width, LINE_STEP),
            )
            top += LINE_STEP

    def _draw_people(self, surface: pygame.Surface) -> None:
        """Each seat's holder with a dot: connected, away, or left (a computer plays on)."""
        palette = THEME.colours
        seats = self.table.setup.seats
        width = (PANEL.width - 32) // max(1, len(seats))
        middle = PANEL.y + 16 + PEOPLE_HEIGHT // 4
        for number, seat in enumerate(seats):
            person = self.table.people[number] if number < len(self.table.people) else None
            x = PANEL.x + 16 + number * width
            status = ""
            if person is None:
                colour = palette.text_muted
            elif person.left:
                colour, status = palette.danger, text("online.people_left")
            elif person.connected:
                colour, status = palette.success, text("online.people_connected")
            else:
                colour, status = palette.text_muted, text("online.people_away")
            pygame.draw.circle(surface, colour, (x + DOT_RADIUS, middle), DOT_RADIUS)
            room = width - 3 * DOT_RADIUS - 12
            left = x + 2 * DOT_RADIUS + 8
            draw_text(
                surface,
                seat.name,
                (left, middle),
                THEME.fonts.tiny,
                THEME.seat(number),
                True,
                valign="middle",
                max_width=room,
            )
            if status:
                draw_text(
                    surface,
                    status,
                    (left, middle + PEOPLE_HEIGHT // 2 - 6),
                    THEME.fonts.tiny,
                    colour,
                    valign="middle",
                    max_width=room,
                    box=pygame.Rect(left, middle + 12, room, PEOPLE_HEIGHT // 2),
                )

    def _draw_bubbles(self, surface: pygame.Surface) -> None:
        """Each seat's newest fresh line as a speech bubble at its seat (or in a column at the
        right where the game does not say where its seats are)."""
        now = self.now()
        newest: dict[int, TableLine] = {}
        for line in self.table.lines:
            if line.seat is not None and now - line.at < BUBBLE_SECONDS:
                newest[line.seat] = line
        fallback_top = FALLBACK_TOP
        for seat, line in sorted(newest.items()):
            anchor = self.seat_anchor(seat)
            if anchor is None:
                box = pygame.Rect((0, 0), BUBBLE_SIZE)
                box.topright = (FALLBACK_RIGHT, fallback_top)
                fallback_top += FALLBACK_STEP
                self._draw_bubble(surface, seat, box, f"{line.name}{NAME_SEPARATOR}{said(line)}")
            else:
                box = pygame.Rect((0, 0), BUBBLE_SIZE)
                box.midbottom = (anchor[0], anchor[1] - 14)
                box.clamp_ip(surface.get_rect())
                self._draw_bubble(surface, seat, box, said(line), anchor)

    def _draw_bubble(
        self,
        surface: pygame.Surface,
        seat: int,
        box: pygame.Rect,
        words: str,
        tip: tuple[int, int] | None = None,
    ) -> None:
        """One speech bubble in the seat's colour, its tip at the seat when it has one."""
        palette = THEME.colours
        colour = THEME.seat(seat)
        if tip is not None:
            x = max(box.x + 16, min(box.right - 16, tip[0]))
            pygame.draw.polygon(
                surface, colour, [(x - 12, box.bottom - 2), (x + 12, box.bottom - 2), tip]
            )
        draw_panel(surface, box, palette.background, colour)
        draw_text(
            surface,
            words,
            box.center,
            THEME.fonts.small,
            palette.text,
            True,
            "center",
            valign="middle",
            max_width=box.width - 20,
            box=box,
        )
