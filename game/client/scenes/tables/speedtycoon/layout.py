"""Where the Speedtycoon table's parts lie on the 1920×1080 canvas: the Weltmarkt, Kapital and
Depot on the left, the Imperium with Zu bauen and Planung in the middle, the other players'
panel on the right, the action buttons under the Kapital, the status line and the log below."""

from __future__ import annotations

import pygame

from game.client.scenes.tables.speedtycoon.market_panel import market_height
from game.client.scenes.tables.speedtycoon.money_panel import kapital_size

TOP = 108
LEFT = 24
GAP = 16
# The left column: the Weltmarkt over the Kapital (with the buttons below) and the Depot.
MARKET_RECT = pygame.Rect(LEFT, TOP, 980, market_height())
KAPITAL_RECT = pygame.Rect(LEFT, MARKET_RECT.bottom + GAP, *kapital_size())
DEPOT_RECT = pygame.Rect(
    KAPITAL_RECT.right + GAP,
    KAPITAL_RECT.y,
    MARKET_RECT.right - KAPITAL_RECT.right - GAP,
    944 - KAPITAL_RECT.y,
)
# The action buttons, one under the other below the Kapital, down to the Depot's bottom: lower
# and closer together when many are shown (Staatsfonds with two players, Kredite's two).
ACTIONS_TOP = KAPITAL_RECT.bottom + GAP
ACTIONS_BOTTOM = DEPOT_RECT.bottom
BUTTON_HEIGHT = 50
BUTTON_GAP = 10
TIGHT_GAP = 6
# The middle column: the own Imperium, then the buildings waiting and the Planung as tiles.
EMPIRE_RECT = pygame.Rect(1020, TOP, 520, 540)
WAITING_RECT = pygame.Rect(1020, EMPIRE_RECT.bottom + 12, 520, 134)
PLANNING_RECT = pygame.Rect(1020, WAITING_RECT.bottom + 12, 520, 944 - WAITING_RECT.bottom - 12)
# The other players' rows or the table's state, switched at its top.
OTHERS_RECT = pygame.Rect(1556, TOP, 340, 944 - TOP)
# Over the Imperium's top corners: the majorities' button and, while another player's Imperium
# is shown, the way back to one's own.
MAJORITIES_BUTTON_RECT = pygame.Rect(EMPIRE_RECT.right - 208, EMPIRE_RECT.y + 8, 200, 44)
HOME_BUTTON_RECT = pygame.Rect(EMPIRE_RECT.x + 8, EMPIRE_RECT.y + 8, 260, 44)
# The majorities overlay covers the middle and right columns (the middle alone is too narrow for
# six players' columns), leaving the Weltmarkt and the money free; a scoring shown covers the
# left and middle columns.
MAJORITIES_RECT = pygame.Rect(EMPIRE_RECT.x, TOP, 1896 - EMPIRE_RECT.x, PLANNING_RECT.bottom - TOP)
SHOW_RECT = pygame.Rect(LEFT, TOP, EMPIRE_RECT.right - LEFT, PLANNING_RECT.bottom - TOP)
# Below everything: what to do now, then the newest log lines.
STATUS_RECT = pygame.Rect(LEFT, 952, 1872, 40)
LOG_RECT = pygame.Rect(LEFT, 998, 1872, 72)


def button_rect(index: int, count: int = 1) -> pygame.Rect:
    """The box of the index-th of count action buttons under the Kapital: all of them fit
    above the Depot's bottom; ValueError in words for an index outside the count."""
    if not 0 <= index < count:
        raise ValueError(f"there is no action button {index} of {count}")
    room = ACTIONS_BOTTOM - ACTIONS_TOP
    gap = BUTTON_GAP
    if count * (BUTTON_HEIGHT + gap) - gap > room:
        gap = TIGHT_GAP
    height = min(BUTTON_HEIGHT, (room + gap) // count - gap)
    top = ACTIONS_TOP + index * (height + gap)
    return pygame.Rect(LEFT, top, KAPITAL_RECT.width, height)
