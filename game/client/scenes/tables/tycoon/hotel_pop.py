"""Pieces coming onto the Tycoon board: a hotel or a factory that appears at its place (growing
with a little overshoot inside a widening ring), and a hotel that moves between a chain field and
the Stadtbild (sent away by a red field, or back from renovation). Each paints its place as it
was before, so the animation looks the same whether the shown view already holds the piece."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.client.scenes.tables.kit.motion import Timed, eased
from game.client.theme import THEME

Point = tuple[float, float]
# Paints the piece's place as it looked before the piece came (or after it left).
Backdrop = Callable[[pygame.Surface], None]
RING_WIDTH = 3


def _overshoot(share: float) -> float:
    """Grows past its full size a little and settles back (an ease-out-back), 0 to 1."""
    share = min(1.0, max(0.0, share))
    lift = 1.7
    u = share - 1
    return 1 + (lift + 1) * u * u * u + lift * u * u


class PieceAppearance(Timed):
    """A hotel or factory appearing at its place: the place painted empty, the piece growing
    from its middle, a ring in the owner's colour widening and fading around it."""

    def __init__(
        self,
        picture: pygame.Surface,
        where: pygame.Rect,
        player: int,
        seconds: float,
        backdrop: Backdrop,
    ) -> None:
        super().__init__(seconds, "an appearance")
        self.picture = picture
        self.backdrop = backdrop
        self.where = pygame.Rect(where)
        self.player = player

    def draw(self, surface: pygame.Surface) -> None:
        """The place as before, the ring and the piece at its size of the moment."""
        self.backdrop(surface)
        share = self.elapsed / self.seconds
        growth = _overshoot(share)
        width = max(1, round(self.where.width * growth))
        height = max(1, round(self.where.height * growth))
        radius = round(max(self.where.size) * (0.5 + share))
        if share < 1:
            pygame.draw.circle(
                surface, THEME.seat(self.player), self.where.center, radius, RING_WIDTH
            )
        picture = pygame.transform.smoothscale(self.picture, (width, height))
        surface.blit(picture, picture.get_rect(center=self.where.center))


class PieceMove(Timed):
    """A hotel moving between two places (a field and the Stadtbild): both painted as they are
    without it, the hotel on a low arc between them."""

    def __init__(
        self,
        picture: pygame.Surface,
        start: pygame.Rect,
        end: pygame.Rect,
        seconds: float,
        backdrop: Backdrop,
    ) -> None:
        super().__init__(seconds, "a move")
        self.picture = picture
        self.backdrop = backdrop
        self.start = pygame.Rect(start)
        self.end = pygame.Rect(end)

    def point(self) -> Point:
        """Where the hotel's middle is now: on the line, lifted a little in the middle."""
        share = eased(self.elapsed / self.seconds)
        (x0, y0), (x1, y1) = self.start.center, self.end.center
        lift = 30 * math.sin(math.pi * share)
        return (x0 + (x1 - x0) * share, y0 + (y1 - y0) * share - lift)

    def draw(self, surface: pygame.Surface) -> None:
        """Both places as they are without it, then the hotel on its way, sized between."""
        self.backdrop(surface)
        share = eased(self.elapsed / self.seconds)
        width = round(self.start.width + (self.end.width - self.start.width) * share)
        height = round(self.start.height + (self.end.height - self.start.height) * share)
        picture = pygame.transform.smoothscale(self.picture, (max(1, width), max(1, height)))
        x, y = self.point()
        surface.blit(picture, picture.get_rect(center=(round(x), round(y))))
