"""How Speedtycoon money looks at the table: each currency's colour and a money card's face
(value and currency, a Devisen card with both), lifted and framed when chosen."""

from __future__ import annotations

import pygame

from game.client.text_layout import draw_text, fit_size
from game.client.theme import THEME
from game.client.widgets.paint import draw_panel
from game.rules.speedtycoon.catalogue import CURRENCIES, MONEY

Colour = tuple[int, int, int]

# Dollar green, Euro blue, Yuan red, Yen violet: told apart at a glance, also side by side.
CURRENCY_COLOURS: tuple[Colour, ...] = (
    (46, 150, 90),
    (52, 110, 200),
    (200, 60, 60),
    (150, 84, 214),
)
# How far a chosen card rises out of its row, in pixels.
LIFT = 14
CARD_RADIUS = 8
VALUE_SIZE = 30
SYMBOL_SIZE = 18


def card_words(card: int) -> tuple[str, str]:
    """A money card's two lines: its value and its currency ('$/€' for a Devisen card)."""
    money = MONEY[card]
    return str(money.value), "/".join(CURRENCIES[currency] for currency in money.currencies)


def draw_money_card(
    surface: pygame.Surface,
    rect: pygame.Rect,
    card: int,
    chosen: bool = False,
    shown: int | None = None,
) -> pygame.Rect:
    """Draws a money card in rect (lifted by LIFT and framed in the accent colour when chosen)
    and returns where it was drawn. shown: how much of its left side stays visible when the
    next card lies over it; its words keep to that strip."""
    face = rect.move(0, -LIFT) if chosen else rect.copy()
    currencies = MONEY[card].currencies
    border = THEME.colours.accent if chosen else THEME.colours.card_border
    draw_panel(
        surface, face, THEME.colours.card_face, border, CARD_RADIUS, border_width=3 if chosen else 2
    )
    band = pygame.Rect(face.x + 4, face.y + 4, face.width - 8, max(6, face.height // 6))
    for index, currency in enumerate(currencies):
        part = band.copy()
        part.width = band.width // len(currencies)
        part.x = band.x + index * part.width
        pygame.draw.rect(surface, CURRENCY_COLOURS[currency], part)
    value, symbol = card_words(card)
    strip = face.width if shown is None else max(8, min(shown, face.width))
    room = strip - 8
    centre = face.x + strip // 2
    draw_text(
        surface,
        value,
        (centre, face.centery),
        fit_size(value, room, VALUE_SIZE, True, 8),
        THEME.colours.card_text,
        bold=True,
        align="center",
        valign="middle",
        box=face,
    )
    draw_text(
        surface,
        symbol,
        (centre, face.bottom - 4),
        fit_size(symbol, room, SYMBOL_SIZE, True, 8),
        CURRENCY_COLOURS[currencies[0]],
        bold=True,
        align="center",
        valign="bottom",
        box=face,
    )
    return face
