"""The logical 1920×1080 canvas and its letterboxed fit into a window of any size."""

from __future__ import annotations

import pygame

LOGICAL_SIZE: tuple[int, int] = (1920, 1080)
BAR_COLOUR = (0, 0, 0)


class Letterbox:
    """Scales the logical canvas into the window, keeping its aspect ratio with black bars."""

    def __init__(self) -> None:
        self.window_size: tuple[int, int] = (0, 0)
        self.area = pygame.Rect(0, 0, *LOGICAL_SIZE)
        self.scale = 1.0
        self._bars_drawn = False

    def fit(self, window_size: tuple[int, int]) -> None:
        """Recomputes the canvas area for this window size (after a resize or mode change)."""
        if window_size == self.window_size:
            return
        width, height = max(1, window_size[0]), max(1, window_size[1])
        self.scale = min(width / LOGICAL_SIZE[0], height / LOGICAL_SIZE[1])
        shown = (round(LOGICAL_SIZE[0] * self.scale), round(LOGICAL_SIZE[1] * self.scale))
        self.area = pygame.Rect((width - shown[0]) // 2, (height - shown[1]) // 2, *shown)
        self.window_size = window_size
        self._bars_drawn = False

    def to_logical(self, window_pos: tuple[float, float]) -> tuple[float, float]:
        """A window pixel position in logical canvas coordinates (may lie outside the canvas)."""
        return (
            (window_pos[0] - self.area.x) / self.scale,
            (window_pos[1] - self.area.y) / self.scale,
        )

    def to_window(self, logical_pos: tuple[float, float]) -> tuple[float, float]:
        """A logical canvas position in window pixels."""
        return (
            logical_pos[0] * self.scale + self.area.x,
            logical_pos[1] * self.scale + self.area.y,
        )

    def present(self, canvas: pygame.Surface, window: pygame.Surface) -> None:
        """Draws the canvas into the window: copied when sizes match, else smoothly scaled."""
        self.fit(window.get_size())
        if not self._bars_drawn:
            window.fill(BAR_COLOUR)
            self._bars_drawn = True
        if self.area.size == canvas.get_size():
            window.blit(canvas, self.area)
        else:
            pygame.transform.smoothscale(canvas, self.area.size, window.subsurface(self.area))

    def refit(self, window_size: tuple[int, int]) -> None:
        """Fits a new window surface: its bars are drawn again on the next present."""
        self.window_size = (0, 0)
        self.fit(window_size)
