"""The Rohrlager: the five open cards (keys 1 to 5 on them, an empty slot outlined), below them
the blind pile with its size (key V) and the discard pile with its size."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.client.scenes.tables.speedpipe.card_look import draw_card, draw_card_back
from game.client.text_layout import draw_text, fit_size
from game.client.theme import THEME
from game.client.widgets.button import draw_key_cap, key_cap_rect
from game.client.widgets.paint import draw_panel
from game.rules.speedpipe.tables import DISPLAY_SIZE
from game.texts import text

PAD = 12
TITLE_HEIGHT = 36
CARD_GAP = 8
CARD_HEIGHT = 112
PILE_WIDTH = 52
TITLE_SIZE = 24
LABEL_SIZE = 22
LABEL_SMALLEST = 14
BLIND_KEY = "v"


def slot_key(slot: int) -> str:
    """The key that takes the open card of a slot: '1' to '5'."""
    return str(slot + 1)


@dataclass(frozen=True)
class DisplayRects:
    """Where the Rohrlager's parts lie: the open slots, the blind pile and the discard pile."""

    slots: tuple[pygame.Rect, ...]
    pile: pygame.Rect
    discard: pygame.Rect


def display_rects(rect: pygame.Rect) -> DisplayRects:
    """The places of the open cards and of both piles in the Rohrlager's rect."""
    top = rect.y + TITLE_HEIGHT
    width = (rect.width - 2 * PAD - (DISPLAY_SIZE - 1) * CARD_GAP) // DISPLAY_SIZE
    slots = tuple(
        pygame.Rect(rect.x + PAD + slot * (width + CARD_GAP), top, width, CARD_HEIGHT)
        for slot in range(DISPLAY_SIZE)
    )
    row_top = top + CARD_HEIGHT + CARD_GAP
    row_height = rect.bottom - PAD - row_top
    half = (rect.width - 2 * PAD - CARD_GAP) // 2
    pile = pygame.Rect(rect.x + PAD, row_top, half, row_height)
    discard = pygame.Rect(pile.right + CARD_GAP, row_top, half, row_height)
    return DisplayRects(slots, pile, discard)


def draw_display(
    surface: pygame.Surface,
    rect: pygame.Rect,
    display: Sequence[int],
    pile_size: int,
    discard_size: int,
    marked: int | None = None,
) -> DisplayRects:
    """Draws the Rohrlager (marked: a slot to ring, the advice's); returns where its parts lie."""
    palette = THEME.colours
    draw_panel(surface, rect, palette.panel, palette.panel_border)
    title_box = pygame.Rect(rect.x + PAD, rect.y, rect.width - 2 * PAD, TITLE_HEIGHT)
    title = text_of("display")
    draw_text(
        surface,
        title,
        (title_box.x, title_box.centery),
        fit_size(title, title_box.width, TITLE_SIZE, True, LABEL_SMALLEST),
        palette.text,
        True,
        valign="middle",
        box=title_box,
    )
    rects = display_rects(rect)
    for slot, card in enumerate(display):
        box = rects.slots[slot]
        if card < 0:
            pygame.draw.rect(surface, palette.panel_border, box, 2, THEME.small_radius)
            continue
        draw_card(surface, box, card)
        cap = key_cap_rect(slot_key(slot), (0, 0))
        cap.bottomleft = (box.x + 4, box.bottom - 4)
        pygame.draw.rect(surface, palette.panel, cap, 0, THEME.small_radius)
        draw_key_cap(surface, slot_key(slot), cap.center, palette.text)
        if slot == marked:
            pygame.draw.rect(surface, palette.accent, box.inflate(8, 8), 4, THEME.small_radius)
    _draw_pile(surface, rects.pile, pile_size)
    _draw_discard(surface, rects.discard, discard_size)
    return rects


def _draw_pile(surface: pygame.Surface, rect: pygame.Rect, size: int) -> None:
    """The blind pile: a card back and 'Stapel: 54' with its key."""
    palette = THEME.colours
    back = pygame.Rect(rect.x, rect.y, PILE_WIDTH, rect.height)
    draw_card_back(surface, back)
    cap = key_cap_rect(BLIND_KEY, (0, 0))
    cap.midright = (rect.right - 4, rect.centery)
    draw_key_cap(surface, BLIND_KEY, cap.center, palette.text_muted)
    label = pygame.Rect(back.right + 8, rect.y, cap.left - back.right - 14, rect.height)
    _label(surface, label, text_of("pile", size=size))


def _draw_discard(surface: pygame.Surface, rect: pygame.Rect, size: int) -> None:
    """The discard pile: an outlined place and 'Ablage: 12'."""
    palette = THEME.colours
    place = pygame.Rect(rect.x, rect.y, PILE_WIDTH, rect.height)
    pygame.draw.rect(surface, palette.panel_border, place, 2, THEME.small_radius)
    label = pygame.Rect(place.right + 8, rect.y, rect.right - place.right - 8, rect.height)
    _label(surface, label, text_of("discard", size=size))


def _label(surface: pygame.Surface, box: pygame.Rect, words: str) -> None:
    """A pile's words, fitted beside it (wrapped onto two lines where one is too narrow)."""
    size = fit_size(words, max(1, box.width), LABEL_SIZE, False, LABEL_SMALLEST)
    draw_text(
        surface,
        words,
        (box.x, box.centery),
        size,
        THEME.colours.text,
        max_width=max(1, box.width),
        valign="middle",
        box=box,
    )


def text_of(key: str, **values: object) -> str:
    """A Rohrlager text from the catalogue."""
    return text(f"speedpipe.display.{key}", **values)
