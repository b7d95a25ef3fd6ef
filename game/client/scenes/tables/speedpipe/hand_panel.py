"""The own hand at the foot of the table: one card per paint with the count held (a paint not
held faded, so every paint keeps its place), the Schweißtrupps apart at the right; the cards of
the chosen payment marked with how many go; above them the own segments, stations and points."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.client.scenes.tables.speedpipe.card_look import draw_card
from game.client.text_layout import draw_text, fit_size
from game.client.theme import THEME
from game.client.widgets.paint import draw_panel
from game.rules.speedpipe.catalogue import HAND_KINDS, JOKER
from game.texts import text

PAD = 12
TITLE_HEIGHT = 40
CARD_GAP = 8
# The Schweißtrupps stand apart from the paints by this much more.
JOKER_GAP = 24
TITLE_SIZE = 24
TITLE_SMALLEST = 16
# A card is never wider than this share of its height.
CARD_SHAPE = 0.72


def card_rects(rect: pygame.Rect) -> list[pygame.Rect]:
    """Where each kind's card lies (index = kind: the eight paints, then the joker)."""
    room = pygame.Rect(rect.x + PAD, rect.y + TITLE_HEIGHT, rect.width - 2 * PAD, 0)
    room.height = rect.bottom - PAD - room.y
    width = (room.width - (HAND_KINDS - 1) * CARD_GAP - JOKER_GAP) // HAND_KINDS
    width = min(width, round(room.height * CARD_SHAPE))
    rects = []
    for kind in range(HAND_KINDS):
        x = room.x + kind * (width + CARD_GAP) + (JOKER_GAP if kind == JOKER else 0)
        rects.append(pygame.Rect(x, room.y, width, room.height))
    return rects


def draw_hand(
    surface: pygame.Surface,
    rect: pygame.Rect,
    hand: Sequence[int],
    paying: Sequence[tuple[int, int]],
    facts: str,
) -> list[pygame.Rect]:
    """The hand panel; paying: (kind, count) of the chosen payment; facts: the own segments,
    stations and points in words. Returns each kind's card rect."""
    palette = THEME.colours
    draw_panel(surface, rect, palette.panel, palette.panel_border)
    title = text("speedpipe.table.hand", count=sum(hand))
    size = fit_size(title, rect.width // 3, TITLE_SIZE, True, TITLE_SMALLEST)
    title_box = pygame.Rect(rect.x + PAD, rect.y, rect.width - 2 * PAD, TITLE_HEIGHT)
    drawn = draw_text(
        surface,
        title,
        (title_box.x, title_box.centery),
        size,
        palette.text,
        True,
        valign="middle",
        box=title_box,
    )
    facts_room = title_box.right - drawn.right - PAD
    facts_size = fit_size(facts, max(1, facts_room), TITLE_SIZE - 2, False, TITLE_SMALLEST)
    draw_text(
        surface,
        facts,
        (title_box.right, title_box.centery),
        facts_size,
        palette.text_muted,
        align="right",
        valign="middle",
        box=title_box,
    )
    paid = dict(paying)
    rects = card_rects(rect)
    for kind, card in enumerate(rects):
        held = hand[kind] if kind < len(hand) else 0
        draw_card(surface, card, kind, held, marked=paid.get(kind, 0), faded=not held)
    return rects
