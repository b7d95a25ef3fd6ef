"""The scoring view's plaques (+P, key W): one plaque per house with each company's points at a
scoring now in a row, a colour swatch beside each number, and one for the photographer's bonus;
plaques are pushed apart on the canvas so that none covers another, with a thin line back to
their house when they had to move."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.client.scenes.tables.speedchicago.label_layout import pushed_apart
from game.client.scenes.tables.speedchicago.labels import house_labels, photographer_bonuses
from game.client.text_layout import measure, render_text
from game.client.theme import THEME
from game.client.widgets.info import Point
from game.client.widgets.paint import darker
from game.rules.speedchicago.moves import NOWHERE
from game.texts import text

PLAQUE_SIZE = 24
# A plaque pushed further than this from its house gets a line back to it.
LEADER_AFTER = 4
# The photographer's plaque stands for no house.
PHOTOGRAPHER = -1


@dataclass(frozen=True)
class Plaque:
    """One plaque of the scoring view: the house it stands for (PHOTOGRAPHER for the
    photographer's bonus), the field it stands over, a title ('' for a house) and each company's
    points in a row."""

    house: int
    field: int
    title: str
    entries: tuple[tuple[int, str], ...]


@dataclass(frozen=True)
class DrawnPlaque:
    """A plaque drawn in the last frame: what it says, where its house is and where it went."""

    plaque: Plaque
    anchor: Point
    rect: pygame.Rect


def scoring_plaques(view: dict[str, Any], photographer: int) -> list[Plaque]:
    """One plaque per house where some company would score now, companies in seat order, then
    the photographer's bonuses on one plaque where he stands."""
    by_house: dict[int, list[tuple[int, str]]] = {}
    fields: dict[int, int] = {}
    for label in house_labels(view):
        by_house.setdefault(label.house, []).append((label.company, str(label.points)))
        fields[label.house] = label.field
    plaques = [
        Plaque(house, fields[house], "", tuple(sorted(entries)))
        for house, entries in sorted(by_house.items())
    ]
    bonuses = photographer_bonuses(view)
    if photographer != NOWHERE and photographer >= 0 and bonuses:
        entries = tuple((company, f"+{points}") for company, points in bonuses)
        title = text("chicago_overlay.photographer_plaque")
        plaques.append(Plaque(PHOTOGRAPHER, photographer, title, entries))
    return plaques


def _swatch_side(size: int) -> int:
    """The side of a company's colour swatch beside its points."""
    return round(size * 0.8)


def _paddings(size: int) -> tuple[int, int, int, int]:
    """Horizontal and vertical padding, the gap between entries and between swatch and points."""
    return size // 3 + 2, size // 6 + 2, size // 2, size // 5 + 1


def plaque_size(plaque: Plaque, size: int = PLAQUE_SIZE) -> tuple[int, int]:
    """The width and height of a plaque on the canvas."""
    pad_x, pad_y, between, beside = _paddings(size)
    width, height = 0, _swatch_side(size)
    parts: list[int] = []
    if plaque.title:
        title_width, title_height = measure(plaque.title, size, True)
        parts.append(title_width)
        height = max(height, title_height)
    for _company, words in plaque.entries:
        words_width, words_height = measure(words, size, True)
        parts.append(_swatch_side(size) + beside + words_width)
        height = max(height, words_height)
    width = sum(parts) + between * max(0, len(parts) - 1)
    return width + 2 * pad_x, height + 2 * pad_y


def placed_plaques(
    plaques: Sequence[Plaque],
    anchors: Sequence[Point],
    bounds: pygame.Rect,
    size: int = PLAQUE_SIZE,
) -> list[pygame.Rect]:
    """Where the plaques go: centred over their anchors, the front ones (lower on the canvas)
    keeping their places first, the others pushed apart so that no two overlap."""
    wanted: list[pygame.Rect] = []
    for plaque, (x, y) in zip(plaques, anchors):
        rect = pygame.Rect((0, 0), plaque_size(plaque, size))
        rect.center = (round(x), round(y))
        wanted.append(rect)
    order = sorted(range(len(wanted)), key=lambda index: -anchors[index][1])
    placed = pushed_apart([wanted[index] for index in order], bounds)
    rects: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * len(wanted)
    for index, rect in zip(order, placed):
        rects[index] = rect
    return rects


def draw_scoring_plaque(
    surface: pygame.Surface,
    plaque: Plaque,
    rect: pygame.Rect,
    anchor: Point,
    size: int = PLAQUE_SIZE,
) -> None:
    """A dark plaque with the companies' swatches and points in a row, framed so that it reads
    on sky and roofs alike, with a line back to its house when it was pushed away."""
    palette = THEME.colours
    moved = abs(rect.centerx - anchor[0]) + abs(rect.centery - anchor[1]) > LEADER_AFTER
    if moved:
        end = (
            min(max(anchor[0], rect.left), rect.right),
            min(max(anchor[1], rect.top), rect.bottom),
        )
        pygame.draw.line(surface, palette.panel, anchor, end, 4)
        pygame.draw.line(surface, palette.text, anchor, end, 2)
        pygame.draw.circle(surface, palette.text, (round(anchor[0]), round(anchor[1])), 4)
    radius = rect.height // 2
    pygame.draw.rect(surface, palette.panel_border, rect.inflate(4, 4), 0, radius + 2)
    pygame.draw.rect(surface, palette.panel, rect, 0, radius)
    pad_x, _pad_y, between, beside = _paddings(size)
    x = rect.x + pad_x
    if plaque.title:
        title = render_text(plaque.title, size, palette.text, True)
        surface.blit(title, title.get_rect(midleft=(x, rect.centery)))
        x += title.get_width() + between
    side = _swatch_side(size)
    for company, words in plaque.entries:
        colour = THEME.seat(company)
        swatch = pygame.Rect(x, rect.centery - side // 2, side, side)
        pygame.draw.rect(surface, darker(colour, 0.55), swatch.inflate(4, 4), 0, 5)
        pygame.draw.rect(surface, colour, swatch, 0, 4)
        x += side + beside
        label = render_text(words, size, palette.text, True)
        surface.blit(label, label.get_rect(midleft=(x, rect.centery)))
        x += label.get_width() + between
