"""The contract choice's panel over the map: what to do (keep at least two of the four dealt, or
at least one of the three drawn), the offered contracts side by side with their keys 1 to 4,
the kept ones ticked, and room for the Behalten button at the foot."""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from game.client.scenes.tables.speedpipe.contract_choice import ContractChoice
from game.client.scenes.tables.speedpipe.contract_look import ContractLook, draw_contract
from game.client.text_layout import draw_text, fit_size, line_height
from game.client.theme import THEME
from game.client.widgets.paint import draw_panel
from game.texts import text

PAD = 16
GAP = 12
TITLE_SIZE = 28
SMALLEST = 14
CARD_HEIGHT = 92
BUTTON_HEIGHT = 52
BUTTON_WIDTH = 300


def button_rect(rect: pygame.Rect) -> pygame.Rect:
    """Where the Behalten button lies: at the panel's foot, on the right."""
    return pygame.Rect(
        rect.right - PAD - BUTTON_WIDTH,
        rect.bottom - PAD - BUTTON_HEIGHT,
        BUTTON_WIDTH,
        BUTTON_HEIGHT,
    )


def offered_rects(rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    """The offered contracts side by side under the title."""
    if count <= 0:
        return []
    top = rect.y + PAD + line_height(TITLE_SIZE, True) + GAP
    width = (rect.width - 2 * PAD - (count - 1) * GAP) // count
    return [
        pygame.Rect(rect.x + PAD + index * (width + GAP), top, width, CARD_HEIGHT)
        for index in range(count)
    ]


def draw_contract_choice(
    surface: pygame.Surface,
    rect: pygame.Rect,
    choice: ContractChoice,
    looks: Mapping[int, ContractLook],
) -> dict[int, pygame.Rect]:
    """Draws the panel; returns where each offered contract lies."""
    palette = THEME.colours
    draw_panel(surface, rect, palette.panel_raised, palette.accent, shadow=True)
    key = "opening_title" if choice.opening else "drawn_title"
    title = text(f"speedpipe.contracts.{key}", least=choice.least, count=len(choice.offered))
    room = rect.width - 2 * PAD
    draw_text(
        surface,
        title,
        (rect.x + PAD, rect.y + PAD),
        fit_size(title, room, TITLE_SIZE, True, SMALLEST),
        palette.text,
        True,
        box=rect,
    )
    placed = dict(zip(choice.offered, offered_rects(rect, len(choice.offered))))
    for index, (contract, spot) in enumerate(placed.items()):
        look = looks.get(contract, ContractLook())
        look = ContractLook(
            look.fulfilled_price,
            look.missing,
            look.blocked_way,
            contract in choice.kept,
            look.lit,
            str(index + 1),
        )
        draw_contract(surface, spot, choice.state.map, contract, look)
    hint = text("speedpipe.contracts.keys", count=len(choice.offered))
    button = button_rect(rect)
    hint_room = button.x - rect.x - 2 * PAD
    draw_text(
        surface,
        hint,
        (rect.x + PAD, button.centery),
        fit_size(hint, hint_room, 21, False, SMALLEST),
        palette.text_muted,
        max_width=hint_room,
        valign="middle",
        box=rect,
    )
    return placed
