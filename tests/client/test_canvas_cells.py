"""The canvas scaled into the window cell by cell: only the cells (a band's columns) whose
pixels changed are scaled again, wherever in the cell the change lies, and the window then
shows the canvas as a whole scaling would."""

from __future__ import annotations

import random

import pygame

from game.client.canvas import BANDS, COLUMNS, LOGICAL_SIZE, Letterbox

CELL_WIDTH = LOGICAL_SIZE[0] // COLUMNS
BAND_HEIGHT = LOGICAL_SIZE[1] // BANDS


def _pair() -> tuple[Letterbox, pygame.Surface, pygame.Surface]:
    """A letterbox, a canvas in a plain colour and a 1280×720 window showing it."""
    canvas = pygame.Surface(LOGICAL_SIZE, 0, 32)
    canvas.fill((10, 20, 30))
    window = pygame.Surface((1280, 720), 0, 32)
    letterbox = Letterbox()
    letterbox.present(canvas, window)
    return letterbox, canvas, window


def test_only_the_changed_cells_are_scaled_again() -> None:
    letterbox, canvas, window = _pair()
    assert letterbox.cells_scaled == BANDS * COLUMNS  # the first frame is scaled whole
    letterbox.present(canvas, window)
    assert letterbox.cells_scaled == 0
    # A pixel in the last row of a band's third column: beyond the rows compared first.
    canvas.set_at((2 * CELL_WIDTH + 5, 2 * BAND_HEIGHT - 1), (250, 250, 0))
    letterbox.present(canvas, window)
    assert (letterbox.bands_scaled, letterbox.cells_scaled) == (1, 1)
    # Across two columns of one band, and one column of the band below.
    canvas.fill((0, 200, 0), (CELL_WIDTH - 20, 5 * BAND_HEIGHT + 10, 40, BAND_HEIGHT))
    letterbox.present(canvas, window)
    assert (letterbox.bands_scaled, letterbox.cells_scaled) == (2, 4)
    inside = letterbox.to_window((CELL_WIDTH, 5 * BAND_HEIGHT + 40))
    shown = window.get_at((round(inside[0]), round(inside[1])))[:3]
    assert all(abs(got - wanted) <= 4 for got, wanted in zip(shown, (0, 200, 0), strict=True))


def test_the_window_shows_the_canvas_as_a_whole_scaling_would() -> None:
    letterbox, canvas, window = _pair()
    chance = random.Random(7)
    for _frame in range(6):
        for _change in range(5):
            x, y = chance.randrange(1900), chance.randrange(1060)
            colour = (chance.randrange(256), chance.randrange(256), chance.randrange(256))
            canvas.fill(colour, (x, y, chance.randrange(1, 300), chance.randrange(1, 200)))
        letterbox.present(canvas, window)
    whole = pygame.transform.smoothscale(canvas, (1280, 720))
    for x in range(0, 1280, 9):
        for y in range(0, 720, 9):
            got, wanted = window.get_at((x, y)), whole.get_at((x, y))
            assert max(abs(got[i] - wanted[i]) for i in range(3)) <= 2, (x, y)
