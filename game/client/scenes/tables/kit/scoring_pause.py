"""The frame of a scoring pause over the table (the raised panel in the accent, with its drop
shadow) and its foot: the countdown to going on by itself, in whole seconds that never read 0.
What the pause tells (the Bilanz's columns, a year's houses) each table draws inside."""

from __future__ import annotations

import math

import pygame

from game.client.text_layout import draw_text, fit_size
from game.client.theme import THEME
from game.client.widgets.paint import draw_panel, draw_shadow

# The smallest size the countdown shrinks to in a narrow panel before it wraps.
COUNTDOWN_SMALLEST = 18


def draw_pause_frame(surface: pygame.Surface, rect: pygame.Rect, shadow: bool = True) -> None:
    """The pause's panel; without shadow for a picture rendered once and blitted over the
    table, which then gets draw_pause_shadow."""
    palette = THEME.colours
    draw_panel(surface, rect, palette.panel_raised, palette.accent, shadow=shadow)


def draw_pause_shadow(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The shadow under a pause's panel that was rendered apart."""
    draw_shadow(surface, rect, THEME.radius)


def seconds_shown(seconds_left: float) -> int:
    """The whole seconds a countdown reads: rounded up, and never 0 while it still runs."""
    return max(1, math.ceil(seconds_left))


def draw_countdown(surface: pygame.Surface, rect: pygame.Rect, words: str) -> pygame.Rect:
    """The countdown's words centred at the foot of the pause's panel, smaller where the panel
    is narrow, then wrapped (never past its margins); returns where they lie."""
    spacing = THEME.spacing
    room = max(1, rect.width - 2 * spacing.huge)
    size = fit_size(words, room, THEME.fonts.small, smallest=COUNTDOWN_SMALLEST)
    foot = (rect.centerx, rect.bottom - spacing.huge)
    return draw_text(
        surface,
        words,
        foot,
        size,
        THEME.colours.text_muted,
        align="center",
        max_width=room,
        valign="bottom",
    )
