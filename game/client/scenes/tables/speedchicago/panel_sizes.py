"""The measures of the Speedchicago panel right of the site: where it lies, its gaps and text
sizes, and the sizes of its rows, stacks, cards, action buttons and action point pips."""

from __future__ import annotations

import pygame

from game.client.theme import Colour
from game.rules.speedchicago.tables import ROUNDS

PANEL_RECT = pygame.Rect(1440, 104, 456, 960)
PADDING = 12
GAP = 12
ROW_GAP = 6
STRIP_WIDTH = 10
NAME_SIZE = 22
DETAIL_SIZE = 17
ORDER_SIZE = 16
ORDER_PADDING = 6
HEADING_SIZE = 22
SMALLEST_SIZE = 14
STACK_HEIGHT = 52
STACK_GAP = 8
MOST_STACKS = max(max(rounds) for rounds in ROUNDS.values())
CARD_HEIGHT = (38, 56)
CARD_GAP = 6
ACTION_HEIGHT = 50
ACTION_GAP = 8
UNDO_SHARE = 0.4
PIP_RADIUS = 9
PIP_STEP = 24
BLOCK_SIZE = (34, 12)
BLOCK_GAP = 3
# The floors' colour in the panel: the orange of the floors on the site.
FLOOR_COLOUR: Colour = (236, 146, 62)
