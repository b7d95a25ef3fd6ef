"""The lit routes' rings, drawn once per zoom into pictures of their own: a pan moves them
pixel for pixel, and a zoom draws them anew at the new size."""

from __future__ import annotations

import pygame

from game.client.scenes.tables.speedpipe.map_lights import (
    ROUTE_COLOURS,
    SHADOW,
    draw_route_lights,
)
from tests.client.speedpipe.map_games import TABLE_RECT, map_view

KINDS = ("payable", "chosen", "path", "hover")
INNER = TABLE_RECT.inflate(-300, -200)


def _lights() -> dict[int, str]:
    """Lights of every kind on routes whose middles lie well inside the view at zoom 2."""
    view = map_view(TABLE_RECT)
    view.zoom_by(2.0, TABLE_RECT.center)
    assert view.geometry is not None
    inside = [
        route
        for route in range(len(view.geometry.routes))
        if INNER.collidepoint(view.route_centre(route))
    ]
    return {route: KINDS[index % len(KINDS)] for index, route in enumerate(inside[:8])}


def _lit(view_zoom: float, pan: tuple[int, int]) -> pygame.Surface:
    """Only the rings of the lights, on black, with the view zoomed and panned so."""
    view = map_view(TABLE_RECT)
    view.zoom_by(view_zoom, TABLE_RECT.center)
    view.pan_by(*pan)
    assert view.geometry is not None
    surface = pygame.Surface((1920, 1080))
    draw_route_lights(surface, view.camera, view.geometry, _lights(), None)
    return surface


def test_a_pan_moves_the_rings_pixel_for_pixel() -> None:
    before = _lit(2.0, (0, 0))
    after = _lit(2.0, (37, -21))
    lit = moved = 0
    for x in range(0, 1880, 2):
        for y in range(30, 1080, 2):
            colour = before.get_at((x, y))[:3]
            if colour == (0, 0, 0):
                continue
            lit += 1
            moved += after.get_at((x + 37, y - 21))[:3] == colour
    assert lit > 200
    assert moved == lit


def test_a_zoom_draws_the_rings_at_the_new_size() -> None:
    near, far = _lit(2.0, (0, 0)), _lit(1.0, (0, 0))
    colours = set(ROUTE_COLOURS.values()) | {SHADOW}

    def count(surface: pygame.Surface) -> int:
        """How many sampled pixels show a ring's colour."""
        return sum(
            surface.get_at((x, y))[:3] in colours
            for x in range(0, 1920, 2)
            for y in range(0, 1080, 2)
        )

    # Twice the zoom: rings about twice as long (their lines keep their width).
    assert count(near) > 1.4 * count(far)
