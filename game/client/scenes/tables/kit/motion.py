"""The shapes of the tables' motions: a smooth start and end of a share of the way, a rect a
share of the way between two (in place and in size), and the timing of a motion of a fixed
duration."""

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


class Timed:
    """A motion of a fixed duration (a plane's flight, a piece appearing): how far it is."""

    def __init__(self, seconds: float, what: str) -> None:
        if seconds <= 0:
            raise ValueError(f"{what} needs a positive duration, not {seconds} seconds")
        self.seconds = seconds
        self.elapsed = 0.0

    @property
    def done(self) -> bool:
        """Whether the motion has come to its end."""
        return self.elapsed >= self.seconds

    def update(self, dt: float) -> None:
        """Goes on by dt seconds."""
        self.elapsed = min(self.seconds, self.elapsed + max(0.0, dt))
