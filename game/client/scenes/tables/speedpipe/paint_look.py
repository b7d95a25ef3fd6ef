"""How Speedpipe's paints look on the map's fields and on cards: each paint its colour and its
own glyph (so colour is never the only sign), grey without a glyph, the Schweißtrupp (joker)
with its spark, the Leck card with its red-white hatching."""

from __future__ import annotations

import math

import pygame

from game.client.theme import Colour
from game.rules.speedpipe.catalogue import GREY, JOKER, LEAK, PAINTS

# rot, blau, gruen, gelb, schwarz, weiss, orange, violett
PAINT_COLOURS: tuple[Colour, ...] = (
    (212, 44, 48),
    (38, 104, 214),
    (40, 158, 72),
    (246, 206, 40),
    (38, 38, 44),
    (242, 240, 232),
    (242, 132, 26),
    (140, 66, 178),
)
GREY_COLOUR: Colour = (150, 152, 156)
JOKER_COLOUR: Colour = (60, 64, 72)
LEAK_COLOURS: tuple[Colour, Colour] = ((214, 40, 40), (250, 250, 250))
# The glyph of each paint, in the same order; grey has none.
GLYPHS: tuple[str, ...] = (
    "triangle",
    "circle",
    "plus",
    "star",
    "square",
    "ring",
    "diamond",
    "cross",
)
JOKER_GLYPH = "spark"
LEAK_GLYPH = "drop"
# Glyphs are drawn dark on light paints and light on dark ones: the luminance above which a
# paint counts as light.
LIGHT_PAINT = 150


def colour_of(kind: int) -> Colour:
    """The colour of a paint (0–7), GREY, the JOKER or the LEAK card; ValueError in words for
    any other kind."""
    if 0 <= kind < PAINTS:
        return PAINT_COLOURS[kind]
    if kind == GREY:
        return GREY_COLOUR
    if kind == JOKER:
        return JOKER_COLOUR
    if kind == LEAK:
        return LEAK_COLOURS[0]
    raise ValueError(f"{kind!r} is no paint or card kind")


def glyph_of(kind: int) -> str | None:
    """The name of a kind's glyph (None for grey)."""
    if 0 <= kind < PAINTS:
        return GLYPHS[kind]
    if kind == GREY:
        return None
    if kind == JOKER:
        return JOKER_GLYPH
    if kind == LEAK:
        return LEAK_GLYPH
    raise ValueError(f"{kind!r} is no paint or card kind")


def luminance(colour: Colour) -> float:
    """How light a colour looks (0–255)."""
    red, green, blue = colour
    return 0.299 * red + 0.587 * green + 0.114 * blue


def glyph_colour(kind: int) -> Colour:
    """The colour a kind's glyph is drawn in on its own paint: dark on light paints, light on
    dark ones."""
    return (24, 24, 28) if luminance(colour_of(kind)) > LIGHT_PAINT else (250, 250, 246)


def draw_glyph(
    surface: pygame.Surface, glyph: str, centre: tuple[float, float], size: float, colour: Colour
) -> None:
    """Draws a glyph of about size pixels across, centred; ValueError in words for an unknown
    glyph."""
    # Whole pixels: a glyph cut by a picture's edge lies the same in the picture beside it.
    cx, cy = round(centre[0]), round(centre[1])
    r = size / 2
    line = max(1, round(size / 6))
    if glyph == "triangle":
        points = [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
        pygame.draw.polygon(surface, colour, points)
    elif glyph == "circle":
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.55)
    elif glyph == "plus":
        arm = r * 0.95
        pygame.draw.line(surface, colour, (cx - arm, cy), (cx + arm, cy), line + 1)
        pygame.draw.line(surface, colour, (cx, cy - arm), (cx, cy + arm), line + 1)
    elif glyph == "star":
        points = []
        for index in range(10):
            radius = r if index % 2 == 0 else r * 0.42
            angle = -math.pi / 2 + index * math.pi / 5
            points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
        pygame.draw.polygon(surface, colour, points)
    elif glyph == "square":
        side = r * 1.5
        frame = pygame.Rect(0, 0, side, side)
        frame.center = (round(cx), round(cy))
        pygame.draw.rect(surface, colour, frame, line + 1)
    elif glyph == "ring":
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.9, line)
    elif glyph == "diamond":
        points = [(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)]
        pygame.draw.polygon(surface, colour, points)
    elif glyph == "cross":
        arm = r * 0.75
        pygame.draw.line(surface, colour, (cx - arm, cy - arm), (cx + arm, cy + arm), line + 1)
        pygame.draw.line(surface, colour, (cx - arm, cy + arm), (cx + arm, cy - arm), line + 1)
    elif glyph == "spark":
        for index in range(4):
            angle = index * math.pi / 4
            dx, dy = math.cos(angle) * r, math.sin(angle) * r
            pygame.draw.line(surface, colour, (cx - dx, cy - dy), (cx + dx, cy + dy), line)
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.35)
    elif glyph == "drop":
        pygame.draw.circle(surface, colour, (cx, cy + r * 0.3), r * 0.6)
        points = [(cx, cy - r), (cx + r * 0.55, cy + r * 0.1), (cx - r * 0.55, cy + r * 0.1)]
        pygame.draw.polygon(surface, colour, points)
    else:
        raise ValueError(f"'{glyph}' is no glyph")


def draw_kind_mark(
    surface: pygame.Surface, kind: int, centre: tuple[float, float], size: float
) -> None:
    """A kind's glyph in its glyph colour (nothing for grey): for cards and legends."""
    glyph = glyph_of(kind)
    if glyph is not None:
        draw_glyph(surface, glyph, centre, size, glyph_colour(kind))
