"""The Bilanz after a round: every player's bears this round, in all, and their price as a stock.

Shown over the table while the round's scoring is on screen, then the game goes on by itself; a
countdown at its foot says when, and that a tap or Enter goes on at once. The panel is rendered
once when the round is scored (and again only when the language changes); only the countdown is
drawn each frame.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.client.scenes.tables.kit.scoring_pause import (
    draw_countdown,
    draw_pause_frame,
    draw_pause_shadow,
    seconds_shown,
)
from game.client.scenes.tables.speedstocks.ticker import price
from game.client.text_layout import draw_text, line_height
from game.client.theme import THEME
from game.rules.speedstocks import events as ev
from game.texts import language, text

BILANZ_WIDTH = 960
ROW_STEP = 64
# Where each column's right edge lies, from the panel's left (the name column is left-aligned).
NUMBER_COLUMNS = (560, 720, 880)


@dataclass(frozen=True)
class BilanzLine:
    """One player's line: name, bears this round, bears in all, price."""

    name: str
    this_round: int
    total: int
    price: int


def bilanz_lines(event: ev.RoundScored, names: Sequence[str]) -> list[BilanzLine]:
    """The lines of the balance, in seat order."""
    return [
        BilanzLine(name, this_round, total, price(total))
        for name, this_round, total in zip(
            names, event.bears_this_round, event.bears_total, strict=False
        )
    ]


class BilanzView:
    """The balance of one scored round, drawn centred on a point of the canvas."""

    def __init__(self, event: ev.RoundScored, names: Sequence[str]) -> None:
        self.event = event
        self.lines = bilanz_lines(event, names)
        self._surface: pygame.Surface | None = None
        self._language = ""
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.countdown_rect = pygame.Rect(0, 0, 0, 0)

    def draw(self, surface: pygame.Surface, centre: tuple[int, int], seconds_left: float) -> None:
        """The panel (rendered once) centred on centre, with the countdown to going on."""
        if self._surface is None or self._language != language():
            self._language = language()
            self._surface = self._render()
        self.rect = self._surface.get_rect(center=centre)
        draw_pause_shadow(surface, self.rect)
        surface.blit(self._surface, self.rect)
        self.countdown_rect = draw_countdown(surface, self.rect, countdown_words(seconds_left))

    def _render(self) -> pygame.Surface:
        """Title, the column heads, one line per player, and room for the countdown."""
        palette, fonts, spacing = THEME.colours, THEME.fonts, THEME.spacing
        title_height = line_height(fonts.heading, True)
        height = (
            2 * spacing.huge
            + title_height
            + spacing.large
            + ROW_STEP * (len(self.lines) + 1)
            + spacing.large
            + line_height(fonts.small)
        )
        panel = pygame.Surface((BILANZ_WIDTH, height), pygame.SRCALPHA)
        draw_pause_frame(panel, panel.get_rect(), shadow=False)
        left = spacing.huge
        y = spacing.huge
        title = text("stocks_panels.bilanz_title", round=self.event.round)
        draw_text(panel, title, (BILANZ_WIDTH // 2, y), fonts.heading, palette.text, True, "center")
        y += title_height + spacing.large
        heads = [
            text("stocks_panels.bilanz_round"),
            text("stocks_panels.bilanz_total"),
            text("stocks_panels.bilanz_price"),
        ]
        draw_text(
            panel, text("stocks_panels.bilanz_player"), (left, y), fonts.small, palette.text_muted
        )
        for head, right in zip(heads, NUMBER_COLUMNS, strict=True):
            draw_text(panel, head, (right, y), fonts.small, palette.text_muted, align="right")
        y += ROW_STEP
        for seat, line in enumerate(self.lines):
            draw_text(panel, line.name, (left, y), fonts.body, THEME.seat(seat), True)
            values = (f"+{line.this_round}", str(line.total), str(line.price))
            for value, right in zip(values, NUMBER_COLUMNS, strict=True):
                draw_text(panel, value, (right, y), fonts.body, palette.text, True, "right")
            y += ROW_STEP
        return panel


def countdown_words(seconds_left: float) -> str:
    """'Weiter in 3 s – antippen oder Enter: sofort weiter', the seconds rounded up (never 0)."""
    return text("stocks_panels.bilanz_countdown", seconds=seconds_shown(seconds_left))
