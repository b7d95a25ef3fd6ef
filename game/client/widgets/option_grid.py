"""Many on/off options at once: compact switches laid out in a grid, all labels one size."""

from __future__ import annotations

import pygame

from game.client.text_layout import draw_text, fit_size
from game.client.theme import THEME
from game.client.widgets.layout import grid
from game.client.widgets.paint import draw_focus_ring, draw_panel
from game.client.widgets.toggle import Toggle

# The switch's height in a cell; its track is this many times as wide.
SWITCH_HEIGHT = 30
SWITCH_WIDTH_SHARE = 1.8
# Room between the cell's edge, the label and the switch.
PADDING = 14


class SwitchCell(Toggle):
    """A toggle in a grid cell: its label on the left, the switch on the right, no state word
    (the switch's colour and knob tell it); the label's size is the grid's."""

    label_size: int = THEME.fonts.small

    def switch_rect(self) -> pygame.Rect:
        """The switch at the cell's right end."""
        height = min(SWITCH_HEIGHT, self.rect.height - 2 * THEME.spacing.small)
        rect = pygame.Rect(0, 0, round(height * SWITCH_WIDTH_SHARE), height)
        rect.midright = (self.rect.right - PADDING, self.rect.centery)
        return rect

    def label_room(self) -> int:
        """How wide the label may be drawn."""
        return max(1, self.switch_rect().left - PADDING - (self.rect.left + PADDING))

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The cell, its label and the switch."""
        if not self.visible:
            return
        palette = THEME.colours
        fill = palette.hover if self.hovered and self.enabled else palette.panel
        draw_panel(surface, self.rect, fill, palette.panel_border, radius=THEME.small_radius)
        colour = palette.text if self.enabled else palette.disabled_text
        size = fit_size(self.label, self.label_room(), self.label_size)
        draw_text(
            surface,
            self.label,
            (self.rect.left + PADDING, self.rect.centery),
            size,
            colour,
            valign="middle",
            box=self.rect,
        )
        switch = self.switch_rect()
        track = palette.accent if self.value else palette.switch_off
        if not self.enabled:
            track = palette.disabled
        pygame.draw.rect(surface, track, switch, 0, switch.height // 2)
        radius = switch.height // 2 - 4
        knob_x = (
            switch.right - switch.height // 2 if self.value else switch.left + switch.height // 2
        )
        knob = palette.text if self.enabled else palette.disabled_text
        pygame.draw.circle(surface, knob, (knob_x, switch.centery), radius)
        if focused:
            draw_focus_ring(surface, self.rect)


def grid_cells(area: pygame.Rect, count: int, columns: int, gap: int) -> list[pygame.Rect]:
    """The cells of count switches in columns, row by row, filling area's width; each row as
    tall as the area gives them."""
    if count < 1:
        return []
    rows = -(-count // columns)
    return grid(area, columns, rows, gap)[:count]


def grid_columns(area: pygame.Rect, count: int, gap: int, lowest: int) -> int:
    """Two columns where their cells are at least lowest tall, else three (the labels then get
    smaller): as few as fit."""
    for columns in (2, 3):
        rows = -(-count // columns)
        if (area.height - (rows - 1) * gap) // rows >= lowest:
            return columns
    return 3


def share_label_size(cells: list[SwitchCell], largest: int) -> int:
    """Gives every cell the one label size at which each label fits its cell; returns it."""
    size = largest
    for cell in cells:
        size = min(size, fit_size(cell.label, cell.label_room(), largest, smallest=12))
    for cell in cells:
        cell.label_size = size
    return size
