"""The logical 1920×1080 canvas and its letterboxed fit into a window of any size."""

from __future__ import annotations

import numpy
import pygame

LOGICAL_SIZE: tuple[int, int] = (1920, 1080)
BAR_COLOUR = (0, 0, 0)
# The canvas is scaled into the window in horizontal bands, each cut into columns, and only the
# cells whose pixels changed since the last frame are scaled again: scaling is most of a menu
# frame's cost, and a panned map or a moved card changes only part of a band.
BANDS = 12
COLUMNS = 8
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
        # How many bands (with a changed cell) and cells the last present scaled (for tests and
        # figures).
        self.bands_scaled = 0
        self.cells_scaled = 0

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
        changed = self.bands.changed_cells(canvas)
        height = canvas.get_height()
        self.bands_scaled = self.cells_scaled = 0
        for band, dirty in enumerate(changed):
            if not any(dirty):
                continue
            top, bottom = band_rows(band, height)
            window_top = self.area.y + round(top * self.scale)
            window_bottom = self.area.y + round(bottom * self.scale)
            if window_bottom <= window_top:
                continue
            self.bands_scaled += 1
            for left, right in dirty_spans(dirty, canvas):
                window_left = self.area.x + round(left * self.scale)
                window_right = self.area.x + round(right * self.scale)
                if window_right <= window_left:
                    continue
                source = pygame.Rect(left, top, right - left, bottom - top)
                target = pygame.Rect(
                    window_left, window_top, window_right - window_left, window_bottom - window_top
                )
                pygame.transform.smoothscale(
                    canvas.subsurface(source), target.size, window.subsurface(target)
                )
            self.cells_scaled += sum(dirty)

    def refit(self, window_size: tuple[int, int]) -> None:
        """Fits a new window surface: its bars and the whole canvas are drawn again."""
        self.window_size = (0, 0)
        self.fit(window_size)


def band_rows(band: int, height: int) -> tuple[int, int]:
    """The first row of a band and the row after its last."""
    return band * height // BANDS, (band + 1) * height // BANDS


def column_words(column: int, words: int) -> tuple[int, int]:
    """The first eight-byte word of a column in a canvas row of this many words, and the word
    after its last (a word holds two pixels)."""
    return column * words // COLUMNS, (column + 1) * words // COLUMNS


def dirty_spans(dirty: list[bool], canvas: pygame.Surface) -> list[tuple[int, int]]:
    """The pixel columns (first, after last) of each run of changed cells of a band."""
    width = canvas.get_width()
    words = canvas.get_pitch() // 8
    spans: list[tuple[int, int]] = []
    column = 0
    while column < COLUMNS:
        if not dirty[column]:
            column += 1
            continue
        first = column
        while column < COLUMNS and dirty[column]:
            column += 1
        left = min(width, 2 * column_words(first, words)[0])
        right = min(width, 2 * column_words(column - 1, words)[1])
        if right > left:
            spans.append((left, right))
    return spans


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
        return [any(cells) for cells in self.changed_cells(canvas)]

    def changed_cells(self, canvas: pygame.Surface) -> list[list[bool]]:
        """Per band and column, whether that cell differs from what was shown; the copy is
        brought up to date."""
        if self._shown is None or self._shown.get_size() != canvas.get_size():
            self._shown = canvas.copy()
            return [[True] * COLUMNS for _band in range(BANDS)]
        changed = _changed_cells(canvas, self._shown)
        height = canvas.get_height()
        for band, dirty in enumerate(changed):
            top, bottom = band_rows(band, height)
            for left, right in dirty_spans(dirty, canvas):
                area = pygame.Rect(left, top, right - left, bottom - top)
                self._shown.blit(canvas, area, area)
        return changed


def _changed_cells(canvas: pygame.Surface, shown: pygame.Surface) -> list[list[bool]]:
    """Which cells (band, column) of the canvas differ from what was shown last.

    A band's first rows are compared first: where something moves (a panned map, a dragged
    card) they differ already, and the rest of those columns need not be read. The arrays
    borrow the surfaces' pixels (locking them) only until this function returns.
    """
    height = canvas.get_height()
    # Eight bytes at a time, row by row in memory order (a row of the 1920-pixel canvas is a
    # multiple of 8 bytes).
    now = numpy.frombuffer(canvas.get_buffer(), numpy.uint64).reshape(height, -1)
    before = numpy.frombuffer(shown.get_buffer(), numpy.uint64).reshape(height, -1)
    words = now.shape[1]
    starts = [column_words(column, words)[0] for column in range(COLUMNS)]
    changed: list[list[bool]] = []
    for band in range(BANDS):
        top, bottom = band_rows(band, height)
        middle = top + max(1, (bottom - top) // FIRST_ROWS_SHARE)
        first_rows = (now[top:middle] != before[top:middle]).any(axis=0)
        dirty = [bool(cell) for cell in numpy.logical_or.reduceat(first_rows, starts)]
        if not all(dirty) and middle < bottom:
            rest_now, rest_before = now[middle:bottom], before[middle:bottom]
            if not any(dirty) and numpy.array_equal(rest_now, rest_before):
                changed.append(dirty)
                continue
            for column, known in enumerate(dirty):
                if not known:
                    left, right = column_words(column, words)
                    dirty[column] = not numpy.array_equal(
                        rest_now[:, left:right], rest_before[:, left:right]
                    )
        changed.append(dirty)
    return changed
