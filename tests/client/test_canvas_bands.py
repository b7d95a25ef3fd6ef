"""The canvas scaled into the window band by band: a band's first rows are compared first, and
a change anywhere else in the band is found all the same."""

from __future__ import annotations

import pygame

from game.client.canvas import BANDS, LOGICAL_SIZE, Letterbox, band_rows


def test_a_change_below_a_bands_first_rows_is_scaled_again() -> None:
    canvas = pygame.Surface(LOGICAL_SIZE, 0, 32)
    canvas.fill((10, 20, 30))
    window = pygame.Surface((1280, 720), 0, 32)
    letterbox = Letterbox()
    letterbox.present(canvas, window)
    assert letterbox.bands_scaled == BANDS
    top, bottom = band_rows(4, LOGICAL_SIZE[1])
    # The band's last rows only, in its last columns.
    canvas.fill((250, 250, 0), (1800, bottom - 12, 60, 12))
    letterbox.present(canvas, window)
    assert letterbox.bands_scaled == 1
    inside = letterbox.to_window((1830, bottom - 6))
    shown = window.get_at((round(inside[0]), round(inside[1])))[:3]
    assert all(abs(got - wanted) <= 4 for got, wanted in zip(shown, (250, 250, 0), strict=True))
    letterbox.present(canvas, window)
    assert letterbox.bands_scaled == 0
    assert top < bottom - 12
