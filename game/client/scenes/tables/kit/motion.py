"""The shapes of the tables' motions: a smooth start and end of a share of the way, and a rect
a share of the way between two (in place and in size)."""

from __future__ import annotations

import pygame


def eased(share: float) -> float:
    """Slow start, quick middle, slow end (a smoothstep) of a share of the way, 0 to 1."""
    share = min(1.0, max(0.0, share))
    return share * share * (3 - 2 * share)


def between(start: pygame.Rect, end: pygame.Rect, share: float) -> pygame.Rect:
    """The rect a share of the way from start to end, in place and in size."""
    return pygame.Rect(
        round(start.x + (end.x - start.x) * share),
        round(start.y + (end.y - start.y) * share),
        max(1, round(start.width + (end.width - start.width) * share)),
        max(1, round(start.height + (end.height - start.height) * share)),
    )
