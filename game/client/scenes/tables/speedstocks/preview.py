"""The preview plaque: what a hand stock would do if placed now, first of all, and where.

The outcomes come from the rules' own preview (the engine places the stock alone on a copy of the
table), taken once per table move; the plaque names it ("→ Tokio, Platz 4", "Margin Call · +7",
"Kurssturz", IPO) and the scene lights up the row it concerns.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.client.text_layout import draw_text, measure
from game.client.theme import THEME, Colour
from game.client.widgets.paint import draw_shadow, readable_on
from game.narration.speedstocks import bears as bears_words
from game.narration.speedstocks import exchange as exchange_name
from game.rules.speedstocks.preview import IPO, KURSSTURZ, MARGIN_CALL, Preview, previews
from game.table.table import Table
from game.texts import text

# The plaque and the row's light-up share the colour of what would happen.
PLAQUE_COLOURS: dict[str, Colour] = {
    MARGIN_CALL: THEME.symbols.margin_call,
    KURSSTURZ: THEME.symbols.kurssturz,
    IPO: THEME.symbols.ipo,
}
PLAQUE_GAP = 12
CHOOSING = "choose"


def plaque_colour(outcome: Preview) -> Colour:
    """The colour of a preview: red Margin Call, yellow-orange Kurssturz, gold IPO, else accent."""
    return PLAQUE_COLOURS.get(outcome.kind, THEME.colours.accent)


def plaque_text(outcome: Preview) -> str:
    """The plaque's words: '→ Tokio, Platz 4', 'Margin Call · +7 (London)', 'Kurssturz (…)'."""
    return text(
        f"preview.{outcome.kind}",
        exchange=exchange_name(outcome.row),
        place=outcome.place,
        bears=outcome.bears,
        bears_text=bears_words(outcome.bears),
    )


class PreviewCache:
    """The previews of the shown seat's hand, worked out once per move at the table."""

    def __init__(self) -> None:
        self._key: tuple[int, int | None] | None = None
        self._previews: dict[int, Preview] = {}

    def previews(self, table: Table, seat: int | None) -> dict[int, Preview]:
        """Each hand stock's outcome while stocks are chosen; empty at any other moment."""
        key = (len(table.log), seat)
        if key != self._key:
            self._key = key
            self._previews = _worked_out(table, seat)
        return self._previews

    def forget(self) -> None:
        """Works the previews out again next time (the view changed in another way)."""
        self._key = None


def _worked_out(table: Table, seat: int | None) -> dict[int, Preview]:
    """The rules' previews of the seat's hand, or none outside the choosing of stocks."""
    state: Any = table.state
    if seat is None or table.is_over or getattr(state, "phase", None) != CHOOSING:
        return {}
    try:
        return previews(state, seat)
    except ValueError:
        return {}


def draw_plaque(
    surface: pygame.Surface, words: str, colour: Colour, midbottom: tuple[int, int]
) -> pygame.Rect:
    """A rounded plaque in the outcome's colour, kept inside the canvas; returns where it is."""
    size = THEME.fonts.small
    plaque = plaque_rect(words, midbottom, surface.get_rect())
    draw_shadow(surface, plaque, plaque.height // 2)
    pygame.draw.rect(surface, colour, plaque, 0, plaque.height // 2)
    draw_text(
        surface, words, plaque.center, size, readable_on(colour), True, "center", valign="middle"
    )
    return plaque


def plaque_rect(words: str, midbottom: tuple[int, int], canvas: pygame.Rect) -> pygame.Rect:
    """Where the plaque with these words goes: its bottom centre at midbottom, inside the canvas
    but for the edge distance."""
    width, height = measure(words, THEME.fonts.small, True)
    plaque = pygame.Rect(0, 0, width + 2 * THEME.spacing.large, height + THEME.spacing.medium)
    plaque.midbottom = midbottom
    plaque.clamp_ip(canvas.inflate(-2 * THEME.spacing.edge, 0))
    return plaque
