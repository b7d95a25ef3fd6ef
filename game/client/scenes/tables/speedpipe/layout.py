"""Where the Speedpipe table's parts lie on the 1920×1080 canvas: the map large on the left, the
hand and the own contracts below it, the Rohrlager, the action buttons and the companies on the
right, the status line and the log strip at the bottom; the choosers lie over the map's foot."""

from __future__ import annotations

import pygame

from game.client.scenes.tables.kit.button_grid import grid_cell

TOP = 108
LEFT = 24
RIGHT = 1896
GAP = 16
# The map, as large as the right column leaves it.
MAP_RECT = pygame.Rect(LEFT, TOP, 1400, 632)
# Below the map: the hand by paint (jokers apart), then the own contracts.
HAND_RECT = pygame.Rect(LEFT, MAP_RECT.bottom + 12, 660, 944 - MAP_RECT.bottom - 12)
CONTRACTS_RECT = pygame.Rect(
    HAND_RECT.right + GAP, HAND_RECT.y, MAP_RECT.right - HAND_RECT.right - GAP, HAND_RECT.height
)
# The right column: the Rohrlager, the action buttons in two columns, every company.
COLUMN_X = MAP_RECT.right + GAP
COLUMN_WIDTH = RIGHT - COLUMN_X
DISPLAY_RECT = pygame.Rect(COLUMN_X, TOP, COLUMN_WIDTH, 244)
ACTIONS_TOP = DISPLAY_RECT.bottom + 12
BUTTON_HEIGHT = 48
BUTTON_GAP = 8
ACTION_COLUMNS = 2
ACTION_ROWS = 2
COMPANIES_TOP = ACTIONS_TOP + ACTION_ROWS * (BUTTON_HEIGHT + BUTTON_GAP) + 4
COMPANIES_RECT = pygame.Rect(COLUMN_X, COMPANIES_TOP, COLUMN_WIDTH, 944 - COMPANIES_TOP)
# Over the map: the button that shows the whole map, the last-round banner along its top, and
# the choosers over its foot (the map stays visible above them, the lit route or places too).
FIT_BUTTON_RECT = pygame.Rect(MAP_RECT.right - 8 - 250, MAP_RECT.y + 8, 250, 44)
EXTRAS_BUTTON_RECT = pygame.Rect(FIT_BUTTON_RECT.x - 8 - 250, FIT_BUTTON_RECT.y, 250, 44)
BANNER_RECT = pygame.Rect(
    MAP_RECT.x + 8, MAP_RECT.y + 8, EXTRAS_BUTTON_RECT.x - MAP_RECT.x - 24, 44
)
PAYMENT_RECT = pygame.Rect(MAP_RECT.x + 12, MAP_RECT.bottom - 12 - 236, 760, 236)
MOUNTAIN_RECT = pygame.Rect(MAP_RECT.x + 12, MAP_RECT.bottom - 12 - 300, 760, 300)
CONTRACT_CHOICE_RECT = pygame.Rect(
    MAP_RECT.x + 12, MAP_RECT.bottom - 12 - 244, MAP_RECT.width - 24, 244
)
# The final accounts cover the right column: the map beside them shows what they count.
ACCOUNTS_RECT = pygame.Rect(COLUMN_X, TOP, COLUMN_WIDTH, COMPANIES_RECT.bottom - TOP)
# Below everything: what to do now, then the newest log lines.
STATUS_RECT = pygame.Rect(LEFT, 952, RIGHT - LEFT, 40)
LOG_RECT = pygame.Rect(LEFT, 998, RIGHT - LEFT, 72)


def action_rect(index: int) -> pygame.Rect:
    """The box of the index-th action button, two to a row under the Rohrlager; ValueError in
    words for an index with no place."""
    area = pygame.Rect(COLUMN_X, ACTIONS_TOP, COLUMN_WIDTH, 0)
    return grid_cell(index, area, ACTION_COLUMNS, ACTION_ROWS, BUTTON_HEIGHT, BUTTON_GAP)


def docked(rect: pygame.Rect, point: tuple[float, float]) -> pygame.Rect:
    """A chooser's panel at the map's foot on the side away from a point on the map (the
    route or place it is about), so that the panel never hides it."""
    moved = pygame.Rect(rect)
    if point[0] < MAP_RECT.centerx:
        moved.right = MAP_RECT.right - 12
    else:
        moved.x = MAP_RECT.x + 12
    return moved
