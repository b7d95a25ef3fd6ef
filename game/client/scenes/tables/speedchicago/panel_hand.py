"""The lower part of the Speedchicago panel: the hand cards (their order, their grid, their
heading and their info windows) and the action buttons at the bottom with their info windows."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

import pygame

from game.client.scenes.tables.speedchicago.panel_sizes import (
    ACTION_GAP,
    ACTION_HEIGHT,
    CARD_GAP,
    CARD_HEIGHT,
    DETAIL_SIZE,
    GAP,
    HEADING_SIZE,
    SMALLEST_SIZE,
    UNDO_SHARE,
)
from game.client.scenes.tables.speedchicago.words import card_name
from game.client.text_layout import draw_text, fit_size, line_height
from game.client.theme import THEME
from game.client.widgets import InfoContent
from game.rules.speedchicago.tables import CARD_RANK
from game.texts import text

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago.panel import ChicagoPanel

# How each card is played, as its info window tells it (the rest: tap, then the target).
CARD_HOW = {
    "kletterseil": "chicago_panel.info.card_walk",
    "schraegzug": "chicago_panel.info.card_walk",
    "treppenhaus": "chicago_panel.info.card_walk",
    "hebebuehne": "chicago_panel.info.card_lift",
    "abrisstrupp": "chicago_panel.info.card_demolish",
    "ueberstunden": "chicago_panel.info.card_at_once",
    "doppelschicht": "chicago_panel.info.card_at_once",
}


def in_card_order(cards: Iterable[str]) -> list[str]:
    """Cards in the cards' own order (unknown ones last)."""
    return sorted(cards, key=lambda card: CARD_RANK.get(card, len(CARD_RANK)))


# ---- the hand cards -----------------------------------------------------------------------------


def place_cards(panel: ChicagoPanel, inner: pygame.Rect, top: int, bottom: int) -> bool:
    """The hand cards in two (or three) columns between top and bottom; False when they do not
    fit in two while the company rows still show all their details."""
    layout = panel.layout
    shown = [button for button in panel.card_buttons if button.visible]
    if not shown and not (panel.you is not None and panel.in_turn()):
        return True
    heading = line_height(HEADING_SIZE, True)
    layout.cards_heading = pygame.Rect(inner.x, top, inner.width, heading)
    grid_top = top + heading + THEME.spacing.tiny
    room = bottom - GAP - grid_top
    low, high = CARD_HEIGHT
    for columns in (2, 3):
        rows = max(1, math.ceil(len(shown) / columns))
        height = min(high, (room - (rows - 1) * CARD_GAP) // rows)
        if height >= low or columns == 3:
            break
    height = max(height, low)
    width = (inner.width - (columns - 1) * CARD_GAP) // columns
    for index, button in enumerate(shown):
        row, column = divmod(index, columns)
        button.rect = pygame.Rect(
            inner.x + column * (width + CARD_GAP),
            grid_top + row * (height + CARD_GAP),
            width,
            height,
        )
    # One label size for the whole hand, so that the cards look alike.
    sizes = [
        fit_size(button.label, button.label_room(), button.largest_size(), True, SMALLEST_SIZE)
        for button in shown
    ]
    for button in shown:
        button.label_size = min(sizes)
    fits = grid_top + rows * height + (rows - 1) * CARD_GAP <= bottom - GAP + 1
    # Three columns are too narrow for the longer card names: first the rows give up detail.
    return (fits and columns == 2) or not layout.detailed_rows


def paint_cards_heading(panel: ChicagoPanel, picture: pygame.Surface, rect: pygame.Rect) -> None:
    """'Deine Karten', or that there are none yet."""
    palette = THEME.colours
    draw_text(picture, text("chicago_panel.cards"), rect.topleft, HEADING_SIZE, palette.text, True)
    if not panel.shown_hand:
        words = text("chicago_panel.no_cards_profi" if panel.profi() else "chicago_panel.no_cards")
        draw_text(
            picture,
            words,
            (rect.x, rect.bottom + THEME.spacing.small),
            DETAIL_SIZE,
            palette.text_muted,
            max_width=rect.width,
        )


def card_info(panel: ChicagoPanel, card: str) -> Callable[[], InfoContent | None]:
    """The info source of a hand card: its effect and whether and how it can be played."""

    def info() -> InfoContent | None:
        view = panel.view
        lines: list[str] = []
        if view is not None and panel.in_turn() and panel.you in view["acting"]:
            if view["turn"]["card_played"]:
                lines.append(text("chicago_panel.info.card_done"))
            elif not panel.card_playable(card):
                lines.append(text("chicago_panel.info.card_blocked"))
            else:
                lines.append(text(CARD_HOW.get(card, "chicago_panel.info.card_target")))
        return InfoContent(card_name(card), [text(f"speedchicago.cards.{card}.effect")], lines)

    return info


# ---- the action buttons -------------------------------------------------------------------------


def place_actions(panel: ChicagoPanel, inner: pygame.Rect) -> int:
    """The action buttons at the bottom; returns the top of the action area."""
    half = (inner.width - ACTION_GAP) // 2
    lower = pygame.Rect(inner.x, inner.bottom - ACTION_HEIGHT, inner.width, ACTION_HEIGHT)
    upper = lower.move(0, -(ACTION_HEIGHT + ACTION_GAP))
    panel.photo_button.rect = lower.copy()
    if panel.photo_button.visible and not panel.end_button.visible:
        return lower.top
    # Zug beenden gets the larger part: its label and the Enter cap need the room.
    undo_width = round((inner.width - ACTION_GAP) * UNDO_SHARE)
    panel.undo_button.rect = pygame.Rect(lower.x, lower.y, undo_width, ACTION_HEIGHT)
    panel.end_button.rect = pygame.Rect(
        lower.x + undo_width + ACTION_GAP,
        lower.y,
        inner.width - undo_width - ACTION_GAP,
        ACTION_HEIGHT,
    )
    panel.insert_button.rect = pygame.Rect(upper.x, upper.y, half, ACTION_HEIGHT)
    panel.draw_button.rect = pygame.Rect(upper.right - half, upper.y, half, ACTION_HEIGHT)
    if not panel.draw_button.visible:
        # Profi draws no cards: Einsetzen takes the whole upper row.
        panel.insert_button.rect = upper.copy()
    if not panel.insert_button.visible:
        return lower.top
    return upper.top


def action_info(action: str) -> Callable[[], InfoContent | None]:
    """The info source of an action button."""

    def info() -> InfoContent | None:
        return InfoContent(
            text(f"chicago_panel.{action if action != 'end' else 'end_turn'}"),
            [text(f"chicago_panel.info.action_{action}")],
        )

    return info
