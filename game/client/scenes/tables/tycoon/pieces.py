"""How a Tycoon player's pieces look: a hotel (a house), a factory (a sawtooth hall with a
chimney) and a plane (seen from above), each in the player's colour and carrying the player's
mark (circle, square, triangle, diamond, cross), so that colour is never the only sign of whose
piece it is. Pictures are made once per player, size and angle and kept."""

from __future__ import annotations

import math
from functools import cache, lru_cache

import pygame

from game.client.theme import THEME, Colour
from game.client.widgets.paint import darker, readable_on

# The marks of the seats in order; a sixth seat would repeat the first.
MARKS: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "cross")
OUTLINE: Colour = (16, 22, 28)
# Planes are kept turned in steps of this many degrees.
ANGLE_STEP = 6


def mark_of(player: int) -> str:
    """The shape that marks a player's pieces besides the colour."""
    return MARKS[player % len(MARKS)]


def draw_mark(
    surface: pygame.Surface, centre: tuple[float, float], radius: float, player: int, colour: Colour
) -> None:
    """Draws a player's mark, filled, of about this radius around centre."""
    x, y = centre
    r = max(2.0, radius)
    shape = mark_of(player)
    if shape == "circle":
        pygame.draw.circle(surface, colour, (round(x), round(y)), round(r))
    elif shape == "square":
        side = round(r * 1.7)
        box = pygame.Rect(0, 0, side, side)
        box.center = (round(x), round(y))
        pygame.draw.rect(surface, colour, box)
    elif shape == "triangle":
        points = [(x, y - r * 1.1), (x - r * 1.1, y + r * 0.85), (x + r * 1.1, y + r * 0.85)]
        pygame.draw.polygon(surface, colour, points)
    elif shape == "diamond":
        points = [(x, y - r * 1.2), (x + r * 1.1, y), (x, y + r * 1.2), (x - r * 1.1, y)]
        pygame.draw.polygon(surface, colour, points)
    else:
        bar = max(2, round(r * 0.7))
        long = round(r * 2.1)
        pygame.draw.rect(
            surface, colour, pygame.Rect(round(x - long / 2), round(y - bar / 2), long, bar)
        )
        pygame.draw.rect(
            surface, colour, pygame.Rect(round(x - bar / 2), round(y - long / 2), bar, long)
        )


def mark_colour(player: int) -> Colour:
    """The colour a mark is drawn in on a piece of this player (dark or light, what reads)."""
    return readable_on(THEME.seat(player))


@cache
def hotel_picture(player: int, width: int, height: int) -> pygame.Surface:
    """A player's hotel: a house with a roof, in his colour, his mark on its front."""
    picture = pygame.Surface((width, height), pygame.SRCALPHA)
    colour = THEME.seat(player)
    roof_height = max(3, height * 2 // 5)
    body = pygame.Rect(width // 8, roof_height - 1, width - 2 * (width // 8), height - roof_height)
    roof = [(0, roof_height), (width / 2, 0), (width - 1, roof_height)]
    pygame.draw.polygon(picture, darker(colour, 0.2), roof)
    pygame.draw.polygon(picture, OUTLINE, roof, 1)
    pygame.draw.rect(picture, colour, body)
    pygame.draw.rect(picture, OUTLINE, body, 1)
    radius = min(body.width, body.height) * 0.36
    draw_mark(picture, body.center, radius, player, mark_colour(player))
    return picture


@cache
def factory_picture(player: int, width: int, height: int) -> pygame.Surface:
    """A player's factory: a hall with a sawtooth roof and a chimney, his mark on its front."""
    picture = pygame.Surface((width, height), pygame.SRCALPHA)
    colour = THEME.seat(player)
    teeth = 3
    hall_top = height * 2 // 5
    chimney = pygame.Rect(width - width // 4, 0, max(3, width // 8), hall_top + 2)
    pygame.draw.rect(picture, darker(colour, 0.35), chimney)
    pygame.draw.rect(picture, OUTLINE, chimney, 1)
    tooth = (width - 1) / teeth
    outline = [(0.0, float(height - 1)), (0.0, float(hall_top))]
    for step in range(teeth):
        left = step * tooth
        outline += [(left + tooth, hall_top - height / 5), (left + tooth, float(hall_top))]
    outline += [(float(width - 1), float(height - 1))]
    pygame.draw.polygon(picture, colour, outline)
    pygame.draw.polygon(picture, OUTLINE, outline, 1)
    body_middle = (width / 2, (hall_top + height) / 2)
    draw_mark(picture, body_middle, (height - hall_top) * 0.3, player, mark_colour(player))
    return picture


def _plane_points(width: int, height: int) -> list[tuple[float, float]]:
    """The outline of a plane seen from above, nose to the right, filling width × height."""
    # Unit outline: nose at x=1, tail at x=0, wings across the middle, tailplane at the back.
    unit = [
        (1.0, 0.5),
        (0.9, 0.43),
        (0.62, 0.43),
        (0.42, 0.0),
        (0.32, 0.0),
        (0.42, 0.43),
        (0.14, 0.43),
        (0.06, 0.22),
        (0.0, 0.22),
        (0.04, 0.5),
        (0.0, 0.78),
        (0.06, 0.78),
        (0.14, 0.57),
        (0.42, 0.57),
        (0.32, 1.0),
        (0.42, 1.0),
        (0.62, 0.57),
        (0.9, 0.57),
    ]
    return [(x * (width - 1), y * (height - 1)) for x, y in unit]


@lru_cache(maxsize=512)
def plane_picture(player: int, width: int, height: int, angle: int = 0) -> pygame.Surface:
    """A player's plane from above, nose to the right turned by angle degrees (anticlockwise, in
    steps of ANGLE_STEP), his mark on the wings' middle."""
    picture = pygame.Surface((width, height), pygame.SRCALPHA)
    colour = THEME.seat(player)
    points = _plane_points(width, height)
    pygame.draw.polygon(picture, colour, points)
    pygame.draw.polygon(picture, OUTLINE, points, 2)
    draw_mark(picture, (width * 0.5, height * 0.5), height * 0.13, player, mark_colour(player))
    step = round(angle / ANGLE_STEP) * ANGLE_STEP % 360
    if step == 0:
        return picture
    return pygame.transform.rotozoom(picture, step, 1.0)


def turned_plane(player: int, width: int, height: int, radians: float) -> pygame.Surface:
    """A player's plane pointing along a direction in canvas radians (0: right, y downwards)."""
    degrees = -math.degrees(radians)
    step = round(degrees / ANGLE_STEP) * ANGLE_STEP % 360
    return plane_picture(player, width, height, step)
