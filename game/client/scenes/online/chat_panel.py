"""The chat of a table with other people, bottom right: who is connected, the last lines, a
field to write in and the Freude and Ärgern buttons; every new line also shows for a while as a
speech bubble at its writer's seat in the people strip. When the connection drops, a banner
says so until the link is back."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.text_layout import draw_text
from game.client.theme import THEME
from game.client.widgets import Button, TextField, Widget
from game.client.widgets.paint import draw_panel
from game.net.connection import ONLINE
from game.net.online_client import OnlineClient
from game.net.protocol import LONGEST_CHAT
from game.net.remote_table import RemoteTable, TableLine
from game.texts import text

PANEL = pygame.Rect(1380, 700, 516, 364)
PEOPLE_HEIGHT = 44
LINES_SHOWN = 5
LINE_STEP = 36
ROW_HEIGHT = 64
BUBBLE_SECONDS = 4.0
BUBBLE_WIDTH = 420
BANNER = pygame.Rect(560, 110, 800, 64)
DOT_RADIUS = 7


def line_words(line: TableLine) -> str:
    """A chat line as shown: "Ada: Hallo", a cheer in the reader's language, a table's note."""
    if line.seat is None and not line.name:
        return text("online.note", note=line.text)
    said = text(f"online.cheer.{line.cheer}") if line.cheer else line.text
    return f"{line.name}: {said}"


class ChatPanel:
    """The chat, the people and the connection of one remote table, drawn above its scene."""

    def __init__(self, client: OnlineClient, table: RemoteTable, now: Callable[[], float]) -> None:
        self.client = client
        self.table = table
        self.now = now
        self.open = False
        self.draft = ""
        left, bottom = PANEL.x + 12, PANEL.bottom - 12
        width = PANEL.width - 24
        third = (width - 16) // 3
        self.toggle_button = Button(
            (PANEL.right - 160, PANEL.y - ROW_HEIGHT - 8, 160, ROW_HEIGHT - 8),
            text("online.chat"),
            self.toggle,
        )
        self.field = TextField(
            (left, bottom - 2 * ROW_HEIGHT - 8, width, ROW_HEIGHT),
            text("online.chat_placeholder"),
            "",
            self._type,
            max_length=LONGEST_CHAT,
            on_done=self._typed,
        )
        self.send_button = Button(
            (left, bottom - ROW_HEIGHT, third, ROW_HEIGHT - 4), text("online.send"), self.send
        )
        self.joy_button = Button(
            (left + third + 8, bottom - ROW_HEIGHT, third, ROW_HEIGHT - 4),
            text("online.freude"),
            lambda: self.cheer("freude"),
        )
        self.annoyed_button = Button(
            (left + 2 * (third + 8), bottom - ROW_HEIGHT, third, ROW_HEIGHT - 4),
            text("online.aergern"),
            lambda: self.cheer("aergern"),
        )
        self._show_controls()

    def widgets(self) -> list[Widget]:
        """The panel's controls, for the scene's keyboard order."""
        return [
            self.toggle_button,
            self.field,
            self.send_button,
            self.joy_button,
            self.annoyed_button,
        ]

    # ---- acting ---------------------------------------------------------------------------------

    def toggle(self) -> None:
        """Opens or closes the chat's field and buttons."""
        self.open = not self.open
        self._show_controls()

    def _show_controls(self) -> None:
        """The field and buttons only while the chat is open."""
        for widget in (self.field, self.send_button, self.joy_button, self.annoyed_button):
            widget.visible = self.open

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
        """The connection banner, the people with their bubbles, the last lines."""
        palette = THEME.colours
        if self.client.link.status != ONLINE:
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
        panel = (
            PANEL
            if self.open
            else pygame.Rect(
                PANEL.x,
                PANEL.bottom - PEOPLE_HEIGHT - 2 * LINE_STEP - 16,
                PANEL.width,
                PEOPLE_HEIGHT + 2 * LINE_STEP + 16,
            )
        )
        draw_panel(surface, panel, palette.panel, palette.panel_border)
        self._draw_people(surface, panel)
        shown = self.table.lines[-(LINES_SHOWN if self.open else 2) :]
        top = panel.y + PEOPLE_HEIGHT + 8
        for line in shown:
            colour = THEME.seat(line.seat) if line.seat is not None else palette.text_muted
            draw_text(
                surface,
                line_words(line),
                (panel.x + 14, top),
                THEME.fonts.tiny,
                colour,
                max_width=panel.width - 28,
                box=pygame.Rect(panel.x, top, panel.width, LINE_STEP),
            )
            top += LINE_STEP

    def _draw_people(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        """Each seat's holder with a dot (connected, away, replaced by the computer), and the
        bubble of a line just written above it."""
        palette = THEME.colours
        seats = self.table.setup.seats
        width = panel.width // max(1, len(seats))
        for number, seat in enumerate(seats):
            person = self.table.people[number] if number < len(self.table.people) else None
            x = panel.x + number * width + 12
            centre = (x + DOT_RADIUS, panel.y + PEOPLE_HEIGHT // 2 + 2)
            if person is None:
                colour = palette.text_muted
            elif person.left:
                colour = palette.danger
            else:
                colour = palette.success if person.connected else palette.text_muted
            pygame.draw.circle(surface, colour, centre, DOT_RADIUS)
            draw_text(
                surface,
                seat.name,
                (x + 2 * DOT_RADIUS + 6, centre[1]),
                THEME.fonts.tiny,
                THEME.seat(number),
                True,
                valign="middle",
                max_width=width - 3 * DOT_RADIUS - 12,
            )
            self._draw_bubble(surface, number, (x + width // 2, panel.y - 8))

    def _draw_bubble(self, surface: pygame.Surface, seat: int, tip: tuple[int, int]) -> None:
        """The seat's newest line as a speech bubble, while it is fresh."""
        now = self.now()
        fresh = [
            line
            for line in self.table.lines
            if line.seat == seat and now - line.at < BUBBLE_SECONDS
        ]
        if not fresh:
            return
        palette = THEME.colours
        words = line_words(fresh[-1]).split(": ", 1)[-1]
        box = pygame.Rect(0, 0, BUBBLE_WIDTH, 56)
        box.midbottom = (tip[0], tip[1] - 12)
        box.right = min(box.right, surface.get_width() - 8)
        draw_panel(surface, box, palette.background, THEME.seat(seat))
        pygame.draw.polygon(
            surface, THEME.seat(seat), [(tip[0] - 10, box.bottom), (tip[0] + 10, box.bottom), tip]
        )
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
        )
