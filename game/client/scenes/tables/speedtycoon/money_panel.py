"""The Kapital and the Depot drawn: the Kapital's four cards with the chosen ones lifted (the
Insidertipp's extra card marked), the Depot grouped by currency with its sums and the cards of
the payment (or of a loan's repayment) lifted and framed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from game.client.scenes.tables.speedtycoon.money_look import (
    CURRENCY_COLOURS,
    LIFT,
    draw_money_card,
)
from game.client.scenes.tables.speedtycoon.take_choice import TakeChoice
from game.client.text_layout import draw_text, fit_size, line_height
from game.client.theme import THEME
from game.client.widgets.paint import draw_panel
from game.rules.speedtycoon.catalogue import CURRENCIES, MONEY
from game.rules.speedtycoon.money import money_in
from game.rules.speedtycoon.state import SpeedtycoonState
from game.texts import text

CARD_WIDTH, CARD_HEIGHT = 64, 88
GAP = 10
TITLE_SIZE = 24
LABEL_SIZE = 20
SMALLEST = 12
# The Depot's label column: currency and sum left of each row of cards.
LABEL_WIDTH = 96
DEPOT_ROW = CARD_HEIGHT + LIFT + 6
DEVISEN = len(CURRENCIES)  # the row of Devisen cards after the four currencies


class CardChoice(Protocol):
    """Depot cards chosen for something: a payment or a loan's repayment."""

    @property
    def chosen(self) -> Sequence[int]:
        """The chosen cards."""
        ...


def _title(surface: pygame.Surface, area: pygame.Rect, words: str) -> int:
    """Draws a panel's title fitted to its width; returns the top below it."""
    size = fit_size(words, area.width, TITLE_SIZE, True, SMALLEST)
    draw_text(surface, words, (area.x, area.y), size, THEME.colours.text, bold=True, box=area)
    return area.y + line_height(size, True)


def kapital_rects(area: pygame.Rect) -> tuple[pygame.Rect, ...]:
    """Where the Kapital's four cards lie in area (below its title and room to lift a card)."""
    top = area.y + line_height(TITLE_SIZE, True) + LIFT + line_height(LABEL_SIZE)
    return tuple(
        pygame.Rect(area.x + slot * (CARD_WIDTH + GAP), top, CARD_WIDTH, CARD_HEIGHT)
        for slot in range(4)
    )


def kapital_size() -> tuple[int, int]:
    """The room the Kapital needs: its title, the tip mark, a lifted card and four cards."""
    bottom = kapital_rects(pygame.Rect(0, 0, 0, 0))[-1]
    return bottom.right, bottom.bottom


def draw_kapital(
    surface: pygame.Surface,
    area: pygame.Rect,
    state: SpeedtycoonState,
    choice: TakeChoice | None = None,
) -> tuple[pygame.Rect, ...]:
    """Draws the Kapital in area (chosen cards lifted, the Insidertipp's card marked 'Tipp')
    and returns the slots' boxes (what a tap hits; an empty slot's box too)."""
    _title(surface, area, text("speedtycoon.depot.kapital"))
    rects = kapital_rects(area)
    chosen = set(choice.chosen) if choice is not None else set()
    tip = choice.tip_slot if choice is not None else None
    for slot, rect in enumerate(rects):
        card = state.kapital[slot]
        if card is None:
            pygame.draw.rect(surface, THEME.colours.panel_border, rect, 2, 8)
            continue
        face = draw_money_card(surface, rect, card, slot in chosen)
        if slot == tip:
            words = text("speedtycoon.depot.tip")
            size = fit_size(words, CARD_WIDTH, LABEL_SIZE, True, SMALLEST)
            draw_text(
                surface,
                words,
                (face.centerx, face.y - 2),
                size,
                THEME.colours.accent,
                bold=True,
                align="center",
                valign="bottom",
            )
    return rects


def depot_rows(state: SpeedtycoonState, player: int) -> list[tuple[int, list[int]]]:
    """The Depot's rows: each currency with its plain cards, then the Devisen cards (when any)."""
    hand = sorted(state.hands[player])
    rows = [
        (currency, [card for card in hand if MONEY[card].currencies == (currency,)])
        for currency in range(len(CURRENCIES))
    ]
    devisen = [card for card in hand if MONEY[card].is_devisen]
    if devisen:
        rows.append((DEVISEN, devisen))
    return rows


def depot_height(state: SpeedtycoonState, player: int) -> int:
    """The room the Depot needs for this player's rows."""
    return line_height(TITLE_SIZE, True) + len(depot_rows(state, player)) * DEPOT_ROW


def draw_depot(
    surface: pygame.Surface,
    area: pygame.Rect,
    state: SpeedtycoonState,
    player: int,
    choice: CardChoice | None = None,
) -> dict[int, pygame.Rect]:
    """Draws the player's Depot in area: per currency its sum (Devisen cards count in both of
    theirs) and its cards, the chosen ones (to pay or repay with) lifted and framed; returns
    each card's box (what a tap hits; cards crowd together when a row is full)."""
    top = _title(surface, area, text("speedtycoon.depot.title"))
    chosen = set(choice.chosen) if choice is not None else set()
    hand = state.hands[player]
    boxes: dict[int, pygame.Rect] = {}
    for currency, cards in depot_rows(state, player):
        row = pygame.Rect(area.x, top, area.width, DEPOT_ROW)
        label = pygame.Rect(row.x, row.y + LIFT, LABEL_WIDTH - GAP, CARD_HEIGHT)
        draw_panel(surface, label, THEME.colours.panel, _row_colour(currency), 8, border_width=2)
        name = text("speedtycoon.depot.devisen") if currency == DEVISEN else CURRENCIES[currency]
        _label_line(surface, label, name, label.y + 6, True)
        if currency != DEVISEN:
            total = text("speedtycoon.depot.sum", sum=money_in(hand, currency))
            _label_line(surface, label, total, label.y + 6 + line_height(LABEL_SIZE, True), False)
        room = row.width - LABEL_WIDTH - CARD_WIDTH
        step = CARD_WIDTH + GAP
        if len(cards) > 1 and step * (len(cards) - 1) > room:
            step = max(1, room // (len(cards) - 1))
        for index, card in enumerate(cards):
            rect = pygame.Rect(
                row.x + LABEL_WIDTH + index * step, row.y + LIFT, CARD_WIDTH, CARD_HEIGHT
            )
            last = index == len(cards) - 1
            shown = None if last or step >= CARD_WIDTH else step
            boxes[card] = draw_money_card(surface, rect, card, card in chosen, shown)
        if not cards:
            words = text("speedtycoon.depot.empty")
            size = fit_size(words, room + CARD_WIDTH, LABEL_SIZE, False, SMALLEST)
            draw_text(
                surface,
                words,
                (row.x + LABEL_WIDTH, label.centery),
                size,
                THEME.colours.text_muted,
                valign="middle",
                box=row,
            )
        top += DEPOT_ROW
    return boxes


def card_at(boxes: dict[int, pygame.Rect], pos: tuple[int, int]) -> int | None:
    """The Depot card a tap at pos hits: of cards lying over each other the upper (later) one."""
    for card, box in reversed(boxes.items()):
        if box.collidepoint(pos):
            return card
    return None


def _row_colour(currency: int) -> tuple[int, int, int]:
    """A Depot row's frame: its currency's colour, the accent for the Devisen row."""
    return THEME.colours.accent if currency == DEVISEN else CURRENCY_COLOURS[currency]


def _label_line(
    surface: pygame.Surface, label: pygame.Rect, words: str, top: int, bold: bool
) -> None:
    """One line of a row's label, fitted to the label's width."""
    size = fit_size(words, label.width - 12, LABEL_SIZE, bold, SMALLEST)
    draw_text(surface, words, (label.x + 6, top), size, THEME.colours.text, bold=bold, box=label)
