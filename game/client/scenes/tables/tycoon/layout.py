"""Where the Tycoon table's parts lie on the 1920×1080 canvas: the nine cities large on the left
with every player's Hausbank below them; on the right the open tickets, the shown seat's own
tickets, the action buttons, what a build would do, the distribution table and the round; the
status line and the log strip at the foot. The payday's steps and the loan choice cover the
right column below the open tickets while the board beside them shows what they count."""

from __future__ import annotations

import pygame

from game.client.scenes.tables.kit.button_grid import grid_cell

TOP = 108
LEFT = 24
RIGHT = 1896
GAP = 12
FOOT = 944
# The board: the nine cities in three rows of three (each city card about 384×224).
BOARD_RECT = pygame.Rect(LEFT, TOP, 1176, 708)
CITY_GAP = 12
# Below the board: every player's open Hausbank side by side, in seat order.
BANKS_RECT = pygame.Rect(
    LEFT, BOARD_RECT.bottom + GAP, BOARD_RECT.width, FOOT - BOARD_RECT.bottom - GAP
)
# The right column.
COLUMN_X = BOARD_RECT.right + 16
COLUMN_WIDTH = RIGHT - COLUMN_X
# The open tickets: 6 charter and 2 scheduled flights, both piles and discard piles.
TICKETS_RECT = pygame.Rect(COLUMN_X, TOP, COLUMN_WIDTH, 226)
# The shown seat's own tickets, large enough to tap (the others' show small in their Hausbank).
HELD_RECT = pygame.Rect(COLUMN_X, TICKETS_RECT.bottom + GAP, COLUMN_WIDTH, 110)
# The action buttons, three to a row.
ACTIONS_TOP = HELD_RECT.bottom + GAP
BUTTON_HEIGHT = 48
BUTTON_GAP = 8
ACTION_COLUMNS = 3
ACTION_ROWS = 2
ACTIONS_RECT = pygame.Rect(
    COLUMN_X,
    ACTIONS_TOP,
    COLUMN_WIDTH,
    ACTION_ROWS * BUTTON_HEIGHT + (ACTION_ROWS - 1) * BUTTON_GAP,
)
# What the build of the moment would do: price, field, red field, majority, factory value.
PREVIEW_RECT = pygame.Rect(COLUMN_X, ACTIONS_RECT.bottom + GAP, COLUMN_WIDTH, 200)
# The distribution table (Verbreitung) and the round: number, start player, who closes it.
DISTRIBUTION_RECT = pygame.Rect(
    COLUMN_X, PREVIEW_RECT.bottom + GAP, COLUMN_WIDTH, FOOT - PREVIEW_RECT.bottom - GAP
)
# The payday's steps and the loan choice: over everything of the right column below the open
# tickets, so that the board and the Hausbanks stay in sight.
PAYDAY_RECT = pygame.Rect(COLUMN_X, HELD_RECT.y, COLUMN_WIDTH, FOOT - HELD_RECT.y)
# Below everything: what to do now, then the newest log lines.
STATUS_RECT = pygame.Rect(LEFT, 952, RIGHT - LEFT, 40)
LOG_RECT = pygame.Rect(LEFT, 998, RIGHT - LEFT, 72)


def action_rect(index: int) -> pygame.Rect:
    """The box of the index-th action button, three to a row; ValueError in words for an index
    with no place."""
    area = pygame.Rect(COLUMN_X, ACTIONS_TOP, COLUMN_WIDTH, 0)
    return grid_cell(index, area, ACTION_COLUMNS, ACTION_ROWS, BUTTON_HEIGHT, BUTTON_GAP)


def city_rect(city: int) -> pygame.Rect:
    """The card of a city (0–8, in rows from the top left) on the board."""
    if not 0 <= city < 9:
        raise ValueError(f"there is no city {city} on the board (0 to 8)")
    row, column = divmod(city, 3)
    width = (BOARD_RECT.width - 2 * CITY_GAP) // 3
    height = (BOARD_RECT.height - 2 * CITY_GAP) // 3
    return pygame.Rect(
        BOARD_RECT.x + column * (width + CITY_GAP),
        BOARD_RECT.y + row * (height + CITY_GAP),
        width,
        height,
    )


def bank_rect(player: int, players: int) -> pygame.Rect:
    """The Hausbank of a player among 2–5, side by side below the board in seat order."""
    if not 0 <= player < players or not 2 <= players <= 5:
        raise ValueError(f"there is no Hausbank {player} among {players} players")
    width = (BANKS_RECT.width - (players - 1) * GAP) // players
    return pygame.Rect(
        BANKS_RECT.x + player * (width + GAP), BANKS_RECT.y, width, BANKS_RECT.height
    )


def home_point(player: int, players: int) -> tuple[int, int]:
    """Where a player's plane stands at his Hausbank (the top right of his bank), the point
    flights from and to the home bank start and end at."""
    rect = bank_rect(player, players)
    return (rect.right - 28, rect.y + 24)
