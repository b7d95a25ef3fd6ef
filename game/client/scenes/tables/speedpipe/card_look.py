"""A pipe card as the table draws it in the hand, the Rohrlager, the choosers and the piles: its
paint with the paint's own glyph (colour is never the only sign), a count in a badge, marked
while it is part of the chosen payment, faded when none is held; the back of the blind pile."""

from __future__ import annotations

import pygame

from game.client.scenes.tables.speedpipe.paint_look import colour_of, draw_kind_mark
from game.client.text_layout import draw_text, fit_size
from game.client.theme import THEME
from game.client.widgets.paint import darker, draw_panel, mix

BADGE_SIZE = 22
BADGE_SMALLEST = 14
# How much of the table's colour a card with none held takes on.
FADED = 0.7


def draw_card(
    surface: pygame.Surface,
    rect: pygame.Rect,
    kind: int,
    count: int | None = None,
    *,
    marked: int = 0,
    faded: bool = False,
) -> None:
    """A card of a kind: its paint, its glyph, the count held in a badge (None: no badge), a
    thick accent frame with the number paid in it while marked cards of it are chosen."""
    palette = THEME.colours
    fill = colour_of(kind)
    if faded:
        fill = mix(fill, palette.panel, FADED)
    border = palette.accent if marked else darker(colour_of(kind), 0.45)
    draw_panel(
        surface,
        rect,
        fill,
        border,
        THEME.small_radius,
        shadow=not faded,
        border_width=4 if marked else None,
    )
    # The glyph also on a faded card: colour alone never tells the paint.
    draw_kind_mark(surface, kind, rect.center, min(rect.width, rect.height) * 0.42)
    if count is not None:
        _badge(surface, rect, str(count), palette.panel_raised, palette.text, bottom=False)
    if marked:
        _badge(surface, rect, f"−{marked}", palette.accent, palette.text_on_accent, bottom=True)


def _badge(
    surface: pygame.Surface,
    card: pygame.Rect,
    words: str,
    fill: tuple[int, int, int],
    colour: tuple[int, int, int],
    bottom: bool,
) -> None:
    """A small rounded badge at the card's top-right (or bottom-right) corner."""
    size = fit_size(words, max(1, card.width // 2), BADGE_SIZE, True, BADGE_SMALLEST)
    side = size + 10
    badge = pygame.Rect(0, 0, max(side, size * len(words) // 2 + 14), side)
    if bottom:
        badge.bottomright = (card.right - 3, card.bottom - 3)
    else:
        badge.topright = (card.right - 3, card.top + 3)
    draw_panel(surface, badge, fill, None, side // 2, shadow=False)
    draw_text(
        surface, words, badge.center, size, colour, True, "center", valign="middle", box=badge
    )


def draw_card_back(surface: pygame.Surface, rect: pygame.Rect, count: int | None = None) -> None:
    """The back of a pipe card (the blind pile), with the pile's size in a badge."""
    palette = THEME.colours
    draw_panel(surface, rect, palette.card_back, palette.card_back_pattern, THEME.small_radius)
    inner = rect.inflate(-rect.width // 3, -rect.height // 3)
    pygame.draw.rect(surface, palette.card_back_pattern, inner, 3, THEME.small_radius)
    pygame.draw.line(
        surface, palette.card_back_pattern, inner.midleft, inner.midright, 3
    )  # a pipe across the back
    if count is not None:
        _badge(surface, rect, str(count), palette.panel_raised, palette.text, bottom=False)
