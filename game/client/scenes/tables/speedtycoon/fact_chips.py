"""Small facts laid out like words in a line that wraps: each a short text, some with a
building's sign before it, each its own target for a tap or an info window."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.client.scenes.tables.speedtycoon.branch_look import building_colour, draw_glyph
from game.client.text_layout import draw_text, fit_size, line_height, measure
from game.client.theme import THEME, Colour

CHIP_SIZE = 18
# The sizes a crowded panel steps down through until it fits its room.
CHIP_SIZES: tuple[int, ...] = (18, 16, 14, 12)
SMALLEST = 11
GAP = 10
ROW_GAP = 4
Key = tuple[object, ...]


@dataclass(frozen=True)
class Chip:
    """One fact: its target key, its words, a building whose sign stands before them and the
    words' colour (None: the theme's text colour)."""

    key: Key
    words: str
    building: int | None = None
    colour: Colour | None = None


@dataclass(frozen=True)
class Placed:
    """A chip where it lies, with the size its words are drawn at."""

    chip: Chip
    rect: pygame.Rect
    size: int


def chip_height(size: int = CHIP_SIZE) -> int:
    """The height of one line of chips."""
    return line_height(size)


def flow(
    chips: Sequence[Chip], left: int, top: int, width: int, largest: int = CHIP_SIZE
) -> list[Placed]:
    """The chips laid out from (left, top) at size largest, wrapping within width; a chip too
    wide for a line of its own shrinks its words to fit."""
    placed: list[Placed] = []
    height = chip_height(largest)
    x, y = left, top
    for chip in chips:
        glyph = height + 4 if chip.building is not None else 0
        size = fit_size(chip.words, max(1, width - glyph), largest, smallest=SMALLEST)
        chip_width = glyph + measure(chip.words, size)[0]
        if x > left and x + chip_width > left + width:
            x, y = left, y + height + ROW_GAP
        placed.append(Placed(chip, pygame.Rect(x, y, chip_width, height), size))
        x += chip_width + GAP
    return placed


def flow_height(chips: Sequence[Chip], width: int, largest: int = CHIP_SIZE) -> int:
    """How tall the chips stand when laid out in width (0 for none)."""
    placed = flow(chips, 0, 0, width, largest)
    return max((spot.rect.bottom for spot in placed), default=0)


def draw_chips(surface: pygame.Surface, placed: Sequence[Placed]) -> None:
    """Draws each chip: the building's sign on its colour, then the words."""
    for spot in placed:
        x = spot.rect.x
        if spot.chip.building is not None:
            side = spot.rect.height - 2
            square = pygame.Rect(x, spot.rect.y + 1, side, side)
            pygame.draw.rect(surface, building_colour(spot.chip.building), square, 0, 3)
            draw_glyph(surface, spot.chip.building, square.inflate(-side // 3, -side // 3))
            x += side + 6
        colour = spot.chip.colour or THEME.colours.text
        draw_text(surface, spot.chip.words, (x, spot.rect.y), spot.size, colour, box=spot.rect)


def chip_at(placed: Sequence[Placed], pos: tuple[int, int]) -> Chip | None:
    """The chip under a point, or None."""
    for spot in placed:
        if spot.rect.collidepoint(pos):
            return spot.chip
    return None
