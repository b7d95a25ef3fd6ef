"""How a Speedtycoon building looks: its branch colour and a glyph per branch, so that the
branch is never told by colour alone (the Konzernzentrale and the zones have their own)."""

from __future__ import annotations

import pygame

from game.rules.speedtycoon.catalogue import (
    BUILDINGS,
    ENERGIE,
    FINANZEN,
    HEADQUARTERS,
    INDUSTRIE,
    LOGISTIK,
    TECHNOLOGIE,
    WOLKENKRATZER,
)

Colour = tuple[int, int, int]

BRANCH_COLOURS: dict[int, Colour] = {
    LOGISTIK: (222, 142, 52),  # orange
    INDUSTRIE: (138, 142, 150),  # steel grey
    ENERGIE: (236, 204, 62),  # yellow
    FINANZEN: (64, 160, 96),  # green
    TECHNOLOGIE: (72, 134, 220),  # blue
    WOLKENKRATZER: (168, 96, 196),  # violet
}
HEADQUARTERS_COLOUR: Colour = (236, 232, 220)
ZONE_COLOUR: Colour = (104, 196, 196)
GLYPH_COLOUR: Colour = (24, 28, 34)


def building_colour(building: int) -> Colour:
    """The face colour of a building: its branch's, or the Konzernzentrale's or a zone's."""
    tile = BUILDINGS[building]
    if tile.branch is not None:
        return BRANCH_COLOURS[tile.branch]
    return HEADQUARTERS_COLOUR if building == HEADQUARTERS else ZONE_COLOUR


def draw_glyph(surface: pygame.Surface, building: int, rect: pygame.Rect) -> None:
    """Draws the building's sign into rect (a square about a third of the tile): a truck's
    arrow for Logistik, a saw roof for Industrie, a lightning bolt for Energie, a coin for
    Finanzen, a chip for Technologie, towers for Wolkenkratzer, a star for the Konzernzentrale
    and the scoring direction's double arrow for a zone."""
    tile = BUILDINGS[building]
    line = max(1, rect.width // 10)
    x, y, w, h = rect
    if building == HEADQUARTERS:
        points = []
        for index in range(10):
            radius = (w / 2) if index % 2 == 0 else (w / 5)
            angle = -90 + index * 36
            vector = pygame.Vector2(radius, 0).rotate(angle)
            points.append((rect.centerx + vector.x, rect.centery + vector.y))
        pygame.draw.polygon(surface, GLYPH_COLOUR, points)
    elif tile.zone is not None:
        _double_arrow(surface, rect, tile.zone == "row", line)
    elif tile.branch == LOGISTIK:
        pygame.draw.polygon(
            surface,
            GLYPH_COLOUR,
            [
                (x, y + h * 0.3),
                (x + w * 0.6, y + h * 0.3),
                (x + w * 0.6, y + h * 0.1),
                (x + w, y + h * 0.5),
                (x + w * 0.6, y + h * 0.9),
                (x + w * 0.6, y + h * 0.7),
                (x, y + h * 0.7),
            ],
        )
    elif tile.branch == INDUSTRIE:
        pygame.draw.polygon(
            surface,
            GLYPH_COLOUR,
            [
                (x, y + h),
                (x, y + h * 0.4),
                (x + w / 3, y + h * 0.15),
                (x + w / 3, y + h * 0.4),
                (x + w * 2 / 3, y + h * 0.15),
                (x + w * 2 / 3, y + h * 0.4),
                (x + w, y + h * 0.15),
                (x + w, y + h),
            ],
        )
    elif tile.branch == ENERGIE:
        pygame.draw.polygon(
            surface,
            GLYPH_COLOUR,
            [
                (x + w * 0.6, y),
                (x + w * 0.15, y + h * 0.58),
                (x + w * 0.48, y + h * 0.58),
                (x + w * 0.35, y + h),
                (x + w * 0.85, y + h * 0.4),
                (x + w * 0.52, y + h * 0.4),
            ],
        )
    elif tile.branch == FINANZEN:
        pygame.draw.circle(surface, GLYPH_COLOUR, rect.center, w // 2, line)
        pygame.draw.circle(surface, GLYPH_COLOUR, rect.center, max(1, w // 5))
    elif tile.branch == TECHNOLOGIE:
        chip = rect.inflate(-w // 3, -h // 3)
        pygame.draw.rect(surface, GLYPH_COLOUR, chip)
        for share in (0.3, 0.5, 0.7):
            px, py = x + w * share, y + h * share
            pygame.draw.line(surface, GLYPH_COLOUR, (px, y), (px, y + h), line)
            pygame.draw.line(surface, GLYPH_COLOUR, (x, py), (x + w, py), line)
    elif tile.branch == WOLKENKRATZER:
        for left, top, width in ((0.0, 0.35, 0.3), (0.35, 0.0, 0.3), (0.7, 0.2, 0.3)):
            pygame.draw.rect(
                surface,
                GLYPH_COLOUR,
                pygame.Rect(
                    round(x + w * left), round(y + h * top), round(w * width), round(h * (1 - top))
                ),
            )


def _double_arrow(surface: pygame.Surface, rect: pygame.Rect, across: bool, line: int) -> None:
    """A line with a head at both ends: west–east (⟷) or north–south (↕)."""
    x, y, w, h = rect
    head = w / 4
    if across:
        start, end = (x, rect.centery), (x + w, rect.centery)
        heads = [
            [(x, rect.centery), (x + head, rect.centery - head), (x + head, rect.centery + head)],
            [
                (x + w, rect.centery),
                (x + w - head, rect.centery - head),
                (x + w - head, rect.centery + head),
            ],
        ]
    else:
        start, end = (rect.centerx, y), (rect.centerx, y + h)
        heads = [
            [(rect.centerx, y), (rect.centerx - head, y + head), (rect.centerx + head, y + head)],
            [
                (rect.centerx, y + h),
                (rect.centerx - head, y + h - head),
                (rect.centerx + head, y + h - head),
            ],
        ]
    pygame.draw.line(surface, GLYPH_COLOUR, start, end, line)
    for points in heads:
        pygame.draw.polygon(surface, GLYPH_COLOUR, points)
