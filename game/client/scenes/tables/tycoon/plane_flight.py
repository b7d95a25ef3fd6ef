"""A plane's flight across the Tycoon table: along an arc bowed upwards from where it stood to
where it lands (a landing place, the air over a city, or its Hausbank), speeding up and slowing
down, growing a little while high up, nose along its path, its shadow on the ground below."""

from __future__ import annotations

import math

import pygame

from game.client.scenes.tables.kit.motion import Timed, eased
from game.client.scenes.tables.tycoon.pieces import turned_plane

Point = tuple[float, float]
# How far the arc bows out, as a share of the distance flown, and the least bow in pixels.
BOW = 0.28
LEAST_BOW = 40.0
# How much larger the plane looks at the top of its arc.
CLIMB = 0.35
# The plane's size is kept in steps of this share, so that few turned pictures are made.
SCALE_STEP = 0.05
SHADOW = (8, 24, 30)


class PlaneFlight(Timed):
    """One plane on its way: where it is and how it looks after the seconds that passed."""

    def __init__(
        self, player: int, start: Point, end: Point, seconds: float, size: tuple[int, int]
    ) -> None:
        super().__init__(seconds, "a flight")
        self.player = player
        self.start = start
        self.end = end
        self.size = size
        dx, dy = end[0] - start[0], end[1] - start[1]
        length = math.hypot(dx, dy)
        bow = max(LEAST_BOW, BOW * length)
        # The normal of the straight line that points up the screen (a flight climbs).
        if length > 0:
            nx, ny = -dy / length, dx / length
            if ny > 0 or (ny == 0 and nx > 0):
                nx, ny = -nx, -ny
        else:
            nx, ny = 0.0, -1.0
        middle = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
        self.control = (middle[0] + nx * bow * 2, middle[1] + ny * bow * 2)

    @property
    def share(self) -> float:
        """How much of the way is flown, eased (0 at the start, 1 on arrival)."""
        return eased(self.elapsed / self.seconds)

    def point(self, share: float | None = None) -> Point:
        """Where the plane is at a share of the way (now when None), on the quadratic arc."""
        t = self.share if share is None else share
        (x0, y0), (x1, y1), (x2, y2) = self.start, self.control, self.end
        u = 1 - t
        return (
            u * u * x0 + 2 * u * t * x1 + t * t * x2,
            u * u * y0 + 2 * u * t * y1 + t * t * y2,
        )

    def heading(self, share: float | None = None) -> float:
        """The direction the nose points at a share of the way (canvas radians, y down)."""
        t = self.share if share is None else share
        (x0, y0), (x1, y1), (x2, y2) = self.start, self.control, self.end
        dx = 2 * (1 - t) * (x1 - x0) + 2 * t * (x2 - x1)
        dy = 2 * (1 - t) * (y1 - y0) + 2 * t * (y2 - y1)
        if dx == 0 and dy == 0:
            return 0.0
        return math.atan2(dy, dx)

    def scale(self) -> float:
        """How large the plane looks now: 1 on the ground, larger high on the arc."""
        return 1.0 + CLIMB * math.sin(math.pi * self.share)

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        """Draws the shadow on the straight line below and the plane on its arc; the area
        covered."""
        t = self.share
        ground = (
            self.start[0] + (self.end[0] - self.start[0]) * t,
            self.start[1] + (self.end[1] - self.start[1]) * t,
        )
        width, height = self.size
        factor = round(self.scale() / SCALE_STEP) * SCALE_STEP
        shadow = pygame.Rect(0, 0, round(width * 0.8), round(height * 0.35))
        shadow.center = (round(ground[0]), round(ground[1] + height * 0.3))
        pygame.draw.ellipse(surface, SHADOW, shadow)
        picture = turned_plane(
            self.player, round(width * factor), round(height * factor), self.heading()
        )
        x, y = self.point()
        area = picture.get_rect(center=(round(x), round(y)))
        surface.blit(picture, area)
        return area.union(shadow)
