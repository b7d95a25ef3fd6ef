"""A table's status line: what to do now, a refusal or who acts, fitted to one line."""

from __future__ import annotations

import pygame

from game.client.text_layout import draw_text, fit_size

STATUS_SIZE = 24
STATUS_SMALLEST = 14


def draw_status_line(
    surface: pygame.Surface, rect: pygame.Rect, words: str, colour: tuple[int, int, int]
) -> None:
    """Draws the words in rect, as large as fits up to STATUS_SIZE (nothing for no words)."""
    if not words:
        return
    size = fit_size(words, rect.width, STATUS_SIZE, True, STATUS_SMALLEST)
    draw_text(
        surface,
        words,
        (rect.x, rect.centery),
        size,
        colour,
        True,
        max_width=rect.width,
        valign="middle",
        box=rect,
    )
