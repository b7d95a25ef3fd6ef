"""A seat's panel at a table: the rounded panel, marked while it is the shown or acting seat,
with the seat's colour strip down its left edge, and its status line (what the seat does now,
such as thinking, or what kind of player it is). The rest of what the panel holds (name, points)
each table draws inside it; the look comes as data."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.client.text_layout import draw_text, fit_size
from game.client.theme import THEME, Colour
from game.client.widgets.paint import draw_panel

# The smallest size a status line shrinks to.
STATUS_SMALLEST = 10


@dataclass(frozen=True)
class SeatLook:
    """How a table draws its seat panels: the strip's width, the corner radius, and fill and
    border plain and marked (None: no border); border_width None is the theme's."""

    strip_width: int
    radius: int
    fill: Colour
    fill_marked: Colour
    border: Colour | None
    border_marked: Colour | None
    border_width: int | None = None


def draw_seat_frame(
    picture: pygame.Surface, rect: pygame.Rect, seat: int, look: SeatLook, marked: bool
) -> pygame.Rect:
    """Draws the panel and the seat's colour strip; returns the room beside the strip."""
    draw_panel(
        picture,
        rect,
        look.fill_marked if marked else look.fill,
        look.border_marked if marked else look.border,
        look.radius,
        border_width=look.border_width,
    )
    strip = strip_rect(rect, look)
    # Only the left corners are rounded, so the strip follows the panel's edge.
    pygame.draw.rect(picture, THEME.seat(seat), strip, 0, -1, look.radius, 0, look.radius, 0)
    return pygame.Rect(strip.right, rect.y, rect.right - strip.right, rect.height)


def strip_rect(rect: pygame.Rect, look: SeatLook) -> pygame.Rect:
    """Where the colour strip lies in a seat panel."""
    return pygame.Rect(rect.x, rect.y, look.strip_width, rect.height)


def draw_status_line(
    picture: pygame.Surface,
    words: str,
    topleft: tuple[int, int],
    room: int,
    busy: bool,
    smallest: int = STATUS_SMALLEST,
) -> pygame.Rect:
    """A seat's status line: what it does now ('denkt nach…') in the accent, else what kind of
    player it is, muted; shrunk to the room, never below smallest. Returns where it lies."""
    palette = THEME.colours
    size = fit_size(words, max(1, room), THEME.fonts.tiny, smallest=smallest)
    colour = palette.accent if busy else palette.text_muted
    return draw_text(picture, words, topleft, size, colour)
