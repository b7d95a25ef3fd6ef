"""The logical 1920×1080 canvas and its letterboxed fit into a window of any size."""

from __future__ import annotations

import numpy
import pygame

LOGICAL_SIZE: tuple[int, int] = (1920, 1080)
BAR_COLOUR = (0, 0, 0)
# The canvas is scaled into the window in horizontal bands, and only the bands whose pixels
# changed since the last frame are scaled again: scaling is most of a menu frame's cost.
BANDS = 12
# A band's first rows, compared before the rest: this share of them.
FIRST_ROWS_SHARE = 4


class Letterbox:
    """Scales the logical canvas into the window, keeping its aspect ratio with black bars."""

    def __init__(self) -> None:
        self.window_size: tuple[int, int] = (0, 0)
        self.area = pygame.Rect(0, 0, *LOGICAL_SIZE)
        self.scale = 1.0
        self._bars_drawn = False
        self.bands = ChangedBands()
        self.bands_scaled = 0  # how many bands the last present scaled (for tests and figures)

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
        self.bands.forget()

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
            self.bands_scaled = 0
            return
        changed = self.bands.changed(canvas)
        height = canvas.get_height()
        self.bands_scaled = 0
        for band, dirty in enumerate(changed):
            if not dirty:
                continue
            top, bottom = band_rows(band, height)
            window_top = self.area.y + round(top * self.scale)
            window_bottom = self.area.y + round(bottom * self.scale)
            if window_bottom <= window_top:
                continue
            source = pygame.Rect(0, top, canvas.get_width(), bottom - top)
            target = pygame.Rect(
                self.area.x, window_top, self.area.width, window_bottom - window_top
            )
            pygame.transform.smoothscale(
                canvas.subsurface(source), target.size, window.subsurface(target)
            )
            self.bands_scaled += 1

    def refit(self, window_size: tuple[int, int]) -> None:
        """Fits a new window surface: its bars and the whole canvas are drawn again."""
        self.window_size = (0, 0)
        self.fit(window_size)


def band_rows(band: int, height: int) -> tuple[int, int]:
    """The first row of a band and the row after its last."""
    return band * height // BANDS, (band + 1) * height // BANDS


class ChangedBands:
    """Which horizontal bands of the canvas changed since they were last shown.

    It keeps a copy of the canvas as last shown; the first call after forget() says every band.
    """

    def __init__(self) -> None:
        self._shown: pygame.Surface | None = None

    def forget(self) -> None:
        """The window lost what it showed (new size, exposed): every band counts as changed."""
        self._shown = None

    def changed(self, canvas: pygame.Surface) -> list[bool]:
        """Per band, whether it differs from what was shown; the copy is brought up to date."""
        if self._shown is None or self._shown.get_size() != canvas.get_size():
            self._shown = canvas.copy()
            return [True] * BANDS
        changed = _changed_bands(canvas, self._shown)
        height = canvas.get_height()
        for band, dirty in enumerate(changed):
            if dirty:
                top, bottom = band_rows(band, height)
                area = pygame.Rect(0, top, canvas.get_width(), bottom - top)
                self._shown.blit(canvas, area, area)
        return changed


def _changed_bands(canvas: pygame.Surface, shown: pygame.Surface) -> list[bool]:
    """Which horizontal bands of the canvas differ from what was shown last.

    A band's first rows are compared first: where something moves (a panned map, a dragged
    card) they differ already, and the rest of the band need not be read. The arrays borrow the
    surfaces' pixels (locking them) only until this function returns.
    """
    height = canvas.get_height()
    # Eight bytes at a time, row by row in memory order (a row of the 1920-pixel canvas is a
    # multiple of 8 bytes).
    now = numpy.frombuffer(canvas.get_buffer(), numpy.uint64).reshape(height, -1)
    before = numpy.frombuffer(shown.get_buffer(), numpy.uint64).reshape(height, -1)
    changed = []
    for band in range(BANDS):
        top, bottom = band_rows(band, height)
        middle = top + max(1, (bottom - top) // FIRST_ROWS_SHARE)
        changed.append(
            not numpy.array_equal(now[top:middle], before[top:middle])
            or not numpy.array_equal(now[middle:bottom], before[middle:bottom])
        )
    return changed
