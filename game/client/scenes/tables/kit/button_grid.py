"""A table's action buttons laid out in a grid of equal cells, row by row."""

from __future__ import annotations

import pygame


def grid_cell(
    index: int, area: pygame.Rect, columns: int, rows: int, height: int, gap: int
) -> pygame.Rect:
    """The box of the index-th button of a grid in the area's width, row by row from its top;
    ValueError in words for an index with no place."""
    if not 0 <= index < columns * rows:
        raise ValueError(f"there is no place for an action button {index}")
    row, column = divmod(index, columns)
    width = (area.width - (columns - 1) * gap) // columns
    return pygame.Rect(
        area.x + column * (width + gap), area.y + row * (height + gap), width, height
    )
