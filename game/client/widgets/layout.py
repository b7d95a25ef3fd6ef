"""Layout helpers: rectangles stacked, in columns and grids, and centred on the canvas."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.client.canvas import LOGICAL_SIZE

CANVAS_WIDTH, CANVAS_HEIGHT = LOGICAL_SIZE


def canvas_rect() -> pygame.Rect:
    """The whole logical canvas (a fresh rectangle, free to change)."""
    return pygame.Rect(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT)


def centered(width: int, height: int, within: pygame.Rect | None = None) -> pygame.Rect:
    """A width × height rectangle centred on the canvas (or within another rectangle)."""
    area = within if within is not None else canvas_rect()
    rect = pygame.Rect(0, 0, width, height)
    rect.center = area.center
    return rect


def stack_vertical(
    x: int, y: int, width: int, heights: Sequence[int], gap: int
) -> list[pygame.Rect]:
    """Rectangles of these heights one below the other, from (x, y), gap apart."""
    rects: list[pygame.Rect] = []
    top = y
    for height in heights:
        rects.append(pygame.Rect(x, top, width, height))
        top += height + gap
    return rects


def stack_horizontal(
    x: int, y: int, height: int, widths: Sequence[int], gap: int
) -> list[pygame.Rect]:
    """Rectangles of these widths side by side, from (x, y), gap apart."""
    rects: list[pygame.Rect] = []
    left = x
    for width in widths:
        rects.append(pygame.Rect(left, y, width, height))
        left += width + gap
    return rects


def column(
    count: int, width: int, height: int, gap: int, within: pygame.Rect | None = None
) -> list[pygame.Rect]:
    """count equal rectangles one below the other, the whole column centred (on the canvas)."""
    area = within if within is not None else canvas_rect()
    total = count * height + max(0, count - 1) * gap
    frame = centered(width, total, area)
    return stack_vertical(frame.x, frame.y, width, [height] * count, gap)


def row(
    count: int, width: int, height: int, gap: int, within: pygame.Rect | None = None
) -> list[pygame.Rect]:
    """count equal rectangles side by side, the whole row centred (on the canvas)."""
    area = within if within is not None else canvas_rect()
    total = count * width + max(0, count - 1) * gap
    frame = centered(total, height, area)
    return stack_horizontal(frame.x, frame.y, height, [width] * count, gap)


def grid(area: pygame.Rect, columns: int, rows: int, gap: int) -> list[pygame.Rect]:
    """The cells of a columns × rows grid filling area, row by row, gap apart."""
    if columns < 1 or rows < 1:
        raise ValueError(f"a grid needs at least one column and one row, not {columns}×{rows}")
    cell_width = (area.width - (columns - 1) * gap) // columns
    cell_height = (area.height - (rows - 1) * gap) // rows
    return [
        pygame.Rect(
            area.x + column_index * (cell_width + gap),
            area.y + row_index * (cell_height + gap),
            cell_width,
            cell_height,
        )
        for row_index in range(rows)
        for column_index in range(columns)
    ]
