"""A row of building tiles under a title: the buildings waiting in 'Zu bauen' and the Planung,
the chosen one framed, an empty row said in words."""

from __future__ import annotations

import pygame

from game.client.scenes.tables.speedtycoon.empire_paint import draw_building
from game.client.text_layout import draw_text, fit_size, line_height
from game.client.theme import THEME
from game.client.widgets.paint import draw_panel

TITLE_SIZE = 22
SMALLEST = 12
PAD = 8
TILE = 84
TILE_GAP = 8


def tile_rects(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Where count tiles lie in the panel area (smaller when many must fit one row)."""
    top = area.y + PAD + line_height(TITLE_SIZE, True) + 4
    side = min(TILE, area.bottom - PAD - top)
    room = area.width - 2 * PAD
    if count and count * (side + TILE_GAP) - TILE_GAP > room:
        side = max(8, (room + TILE_GAP) // count - TILE_GAP)
    return [
        pygame.Rect(area.x + PAD + index * (side + TILE_GAP), top, side, side)
        for index in range(count)
    ]


def draw_tiles(
    surface: pygame.Surface,
    area: pygame.Rect,
    title: str,
    buildings: list[int],
    chosen: int | None,
    empty: str,
) -> list[pygame.Rect]:
    """Draws the panel: its title, a tile per building (the chosen one framed in the accent
    colour) or the empty words; returns the tiles' boxes."""
    palette = THEME.colours
    draw_panel(surface, area, palette.panel, palette.panel_border)
    room = area.width - 2 * PAD
    size = fit_size(title, room, TITLE_SIZE, True, SMALLEST)
    draw_text(surface, title, (area.x + PAD, area.y + PAD), size, palette.text, True, box=area)
    rects = tile_rects(area, len(buildings))
    for building, rect in zip(buildings, rects):
        draw_building(surface, building, rect)
        if building == chosen:
            pygame.draw.rect(
                surface, palette.accent, rect.inflate(6, 6), THEME.focus_width, THEME.small_radius
            )
    if not buildings:
        top = area.y + PAD + line_height(TITLE_SIZE, True) + 4
        fitted = fit_size(empty, room, THEME.fonts.tiny, False, SMALLEST)
        draw_text(surface, empty, (area.x + PAD, top), fitted, palette.text_muted, box=area)
    return rects
