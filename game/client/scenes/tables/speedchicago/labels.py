"""Pure helpers for the labels over the 3D site: what the scoring view says per house, the dashes
of an outline, a roof's corners, and the plaque a label stands on."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import pygame

from game.client.scenes.tables.speedchicago import selection as sel
from game.client.site3d.geometry import BLOCK_WIDTH, field_centre, top_of
from game.client.text_layout import measure, render_text
from game.client.theme import Colour
from game.client.widgets.info import Point
from game.client.widgets.paint import darker, readable_on
from game.rules.speedchicago.moves import NOWHERE

PLAQUE_FONT = 24
# The dashed outline: dash and gap lengths in canvas pixels.
DASH = 12
DASH_GAP = 8


@dataclass(frozen=True)
class HouseLabel:
    """One company's points on one house at a scoring now: base area × floor of its highest
    foreman there; field is where the label stands (the house's tallest tower)."""

    house: int
    field: int
    company: int
    area: int
    floor: int
    points: int


def house_anchor(house: int, heights: Sequence[int], house_of: Sequence[int]) -> int:
    """The field of a house's tallest tower (the first of equal ones), where its labels stand."""
    best, best_height = NOWHERE, -1
    for field, owner in enumerate(house_of):
        if owner == house and heights[field] > best_height:
            best, best_height = field, heights[field]
    return best


def house_labels(view: dict[str, Any]) -> list[HouseLabel]:
    """What each company would get per house at a scoring now, from a rules view, ordered by
    house and then by company."""
    heights, house_of = view["heights"], view["house_of"]
    anchors: dict[int, int] = {}
    labels: list[HouseLabel] = []
    for company, scoring in enumerate(view["scoring_now"]):
        for house, area, floor, points in scoring["houses"]:
            if house not in anchors:
                anchors[house] = house_anchor(house, heights, house_of)
            labels.append(HouseLabel(house, anchors[house], company, area, floor, points))
    labels.sort(key=lambda label: (label.house, label.company))
    return labels


def photographer_bonuses(view: dict[str, Any]) -> list[tuple[int, int]]:
    """The companies that would get the photographer's bonus at a scoring now, with it."""
    return [
        (company, scoring["photographer"])
        for company, scoring in enumerate(view["scoring_now"])
        if scoring["photographer"]
    ]


def dashes(
    start: Point,
    end: Point,
    dash: float = DASH,
    gap: float = DASH_GAP,
    within: tuple[float, float, float, float] | None = None,
) -> list[tuple[Point, Point]]:
    """The dashes of a dashed line from start to end (only those within the box left, top,
    right, bottom, where one is given)."""
    (x0, y0), (x1, y1) = start, end
    length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
    if not np.isfinite(length) or length < 1e-6:
        return []
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    found: list[tuple[Point, Point]] = []
    at, until = 0.0, length
    if within is not None:
        # A corner behind the camera lands millions of pixels away; dash only the visible
        # stretch, starting on the pattern's own beat so the dashes do not crawl.
        stretch = _stretch_within(x0, y0, ux, uy, length, within)
        if stretch is None:
            return []
        period = dash + gap
        at, until = (stretch[0] // period) * period, stretch[1]
    while at < until:
        stop = min(length, at + dash)
        found.append(((x0 + ux * at, y0 + uy * at), (x0 + ux * stop, y0 + uy * stop)))
        at = stop + gap
    return found


def _stretch_within(
    x0: float,
    y0: float,
    ux: float,
    uy: float,
    length: float,
    box: tuple[float, float, float, float],
) -> tuple[float, float] | None:
    """The part (from, to along the line) of a line that lies in the box (Liang-Barsky)."""
    left, top, right, bottom = box
    low, high = 0.0, length
    for direction, origin, lowest, highest in ((ux, x0, left, right), (uy, y0, top, bottom)):
        if abs(direction) < 1e-12:
            if not lowest <= origin <= highest:
                return None
            continue
        near, far = (lowest - origin) / direction, (highest - origin) / direction
        if near > far:
            near, far = far, near
        low, high = max(low, near), min(high, far)
    return (low, high) if low < high else None


def roof_corners(field: int, heights: Sequence[int]) -> np.ndarray:
    """The four corners of a field's roof (or ground), in order around it."""
    x, z = field_centre(field)
    y = top_of(heights[field]) + 0.02
    half = BLOCK_WIDTH / 2 + 0.02
    return np.array(
        [
            (x - half, y, z - half),
            (x + half, y, z - half),
            (x + half, y, z + half),
            (x - half, y, z + half),
        ]
    )


def plaque_rect(words: str, centre: Point, size: int = PLAQUE_FONT) -> pygame.Rect:
    """Where a plaque of these words (without its frame) lies around centre."""
    width, height = measure(words, size, True)
    padding_x, padding_y = size // 3 + 2, size // 8 + 1
    rect = pygame.Rect(0, 0, width + 2 * padding_x, height + 2 * padding_y)
    rect.center = (round(centre[0]), round(centre[1]))
    return rect


def draw_plaque(
    surface: pygame.Surface, words: str, centre: Point, fill: Colour, size: int = PLAQUE_FONT
) -> pygame.Rect:
    """A small rounded plaque with bold words, framed dark so that it reads on any background."""
    label = render_text(words, size, readable_on(fill), True)
    rect = plaque_rect(words, centre, size)
    pygame.draw.rect(surface, darker(fill, 0.6), rect.inflate(4, 4), 0, rect.height // 2 + 2)
    pygame.draw.rect(surface, fill, rect, 0, rect.height // 2)
    surface.blit(label, label.get_rect(center=rect.center))
    return rect


def plate_colour(kind: str) -> Colour:
    """A lit field's plate colour (the 3D view's, 0..1) as a canvas colour."""
    red, green, blue, _alpha = sel.PLATE_COLOURS[kind]
    return round(red * 255), round(green * 255), round(blue * 255)
