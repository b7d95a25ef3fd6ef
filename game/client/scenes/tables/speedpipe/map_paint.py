"""Drawing the Speedpipe map at a zoom: land, routes in their paints with glyphs, places and
their names, pipes laid in the company colours."""

from __future__ import annotations

import pygame

from game.client.scenes.tables.speedpipe.map_facts import MapFacts
from game.client.scenes.tables.speedpipe.map_geometry import PLACE_RADIUS, MapGeometry
from game.client.scenes.tables.speedpipe.paint_look import colour_of
from game.client.text_layout import draw_text
from game.client.theme import THEME

LAND: tuple[int, int, int] = (206, 196, 160)
EDGE: tuple[int, int, int] = (40, 36, 30)


def draw_map(
    surface: pygame.Surface,
    geometry: MapGeometry,
    facts: MapFacts,
    zoom: float,
    origin: tuple[int, int],
) -> None:
    """The whole map with the world's origin at origin (surface pixels) and zoom pixels a unit."""
    ox, oy = origin

    def at(point: tuple[float, float]) -> tuple[float, float]:
        return point[0] * zoom + ox, point[1] * zoom + oy

    pygame.draw.rect(
        surface, LAND, pygame.Rect(ox, oy, geometry.width * zoom, geometry.height * zoom)
    )
    for shape in geometry.routes:
        owner = facts.owners[shape.route]
        paint = geometry.pipe_map.routes[shape.route].paint
        colour = colour_of(paint) if owner < 0 else THEME.seat(owner)
        for quad in shape.fields:
            points = [at(p) for p in quad]
            pygame.draw.polygon(surface, colour, points)
            pygame.draw.polygon(surface, EDGE, points, 1)
    for place, point in enumerate(geometry.places):
        centre = at(point)
        pygame.draw.circle(surface, EDGE, centre, PLACE_RADIUS * zoom)
        name = geometry.pipe_map.places[place].name
        draw_text(
            surface,
            name,
            (centre[0], centre[1] + PLACE_RADIUS * zoom + 2),
            THEME.fonts.tiny,
            EDGE,
            align="center",
        )
