"""The suite's own artwork drawn by code: an emblem per game and the calm menu background.

Every picture is drawn once per size (at twice the size, then smoothly scaled down, so that
edges are soft) and kept; callers blit the shared surfaces and never draw on them.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable

import pygame

from game.client.canvas import LOGICAL_SIZE
from game.client.fonts import font
from game.client.theme import THEME, Colour
from game.client.widgets.card_view import CardFace, card_surface, draw_bear_head
from game.client.widgets.paint import darker, lighter

# The emblems are designed on a 160 × 100 grid and scaled uniformly into the requested size.
DESIGN_SIZE: tuple[int, int] = (160, 100)
SUPERSAMPLING = 2
PICTURE_CACHE_SIZE = 32

WHITE: Colour = (250, 250, 246)
INK: Colour = (24, 30, 36)
STEEL: Colour = (62, 74, 86)
RISE: Colour = (76, 214, 120)
FALL: Colour = (246, 86, 80)
BRICK: Colour = (178, 96, 70)
WINDOW: Colour = (255, 224, 130)
OIL: Colour = (32, 28, 30)
SKY_LINE: Colour = (236, 240, 246)
# The four currencies of Speedtycoon, each on a coin of its own colour.
CURRENCIES: tuple[tuple[str, Colour], ...] = (
    ("€", (66, 165, 245)),
    ("$", (102, 200, 110)),
    ("¥", (239, 83, 80)),
    ("元", (255, 214, 64)),
)
# Speedstocks' chart: the share price at each step, from left to right (design units).
CHART_POINTS: tuple[tuple[int, int], ...] = (
    (54, 70),
    (72, 52),
    (86, 60),
    (104, 30),
    (118, 44),
    (134, 20),
    (150, 58),
)

_pictures: OrderedDict[tuple[str, int, int], pygame.Surface] = OrderedDict()
_backgrounds: dict[tuple[int, int], pygame.Surface] = {}


class Pen:
    """Draws in design units onto a surface, scaled uniformly and centred."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface
        width, height = surface.get_size()
        self.scale = min(width / DESIGN_SIZE[0], height / DESIGN_SIZE[1])
        self.left = (width - DESIGN_SIZE[0] * self.scale) / 2
        self.top = (height - DESIGN_SIZE[1] * self.scale) / 2

    def point(self, x: float, y: float) -> tuple[int, int]:
        """A design point in surface pixels."""
        return round(self.left + x * self.scale), round(self.top + y * self.scale)

    def length(self, units: float) -> int:
        """A design length in surface pixels (at least one)."""
        return max(1, round(units * self.scale))

    def rect(self, x: float, y: float, width: float, height: float) -> pygame.Rect:
        """A design rectangle in surface pixels."""
        left, top = self.point(x, y)
        right, bottom = self.point(x + width, y + height)
        return pygame.Rect(left, top, max(1, right - left), max(1, bottom - top))

    def box(
        self,
        x: float,
        y: float,
        width: float,
        height: float,
        colour: Colour,
        radius: float = 0,
        outline: float = 0,
    ) -> pygame.Rect:
        """A filled (or outlined) rectangle with rounded corners."""
        rect = self.rect(x, y, width, height)
        pygame.draw.rect(
            self.surface,
            colour,
            rect,
            self.length(outline) if outline else 0,
            self.length(radius) if radius else 0,
        )
        return rect

    def line(
        self, start: tuple[float, float], end: tuple[float, float], colour: Colour, width: float
    ) -> None:
        """A straight line with round ends."""
        a, b = self.point(*start), self.point(*end)
        thickness = self.length(width)
        pygame.draw.line(self.surface, colour, a, b, thickness)
        if thickness > 2:
            for end_point in (a, b):
                pygame.draw.circle(self.surface, colour, end_point, thickness // 2)

    def circle(
        self, centre: tuple[float, float], radius: float, colour: Colour, outline: float = 0
    ) -> None:
        """A filled (or outlined) circle."""
        pygame.draw.circle(
            self.surface,
            colour,
            self.point(*centre),
            self.length(radius),
            self.length(outline) if outline else 0,
        )

    def polygon(self, points: list[tuple[float, float]], colour: Colour) -> None:
        """A filled polygon."""
        pygame.draw.polygon(self.surface, colour, [self.point(x, y) for x, y in points])

    def glyph(self, symbol: str, centre: tuple[float, float], size: float, colour: Colour) -> None:
        """One character of the suite's font, centred."""
        rendered = font(self.length(size), True).render(symbol, True, colour)
        self.surface.blit(rendered, rendered.get_rect(center=self.point(*centre)))

    def card(self, face: CardFace, centre: tuple[float, float], width: float, angle: float) -> None:
        """A playing card of the suite, turned by angle degrees."""
        drawn = card_surface(face, self.length(width), self.length(width * 1.45))
        turned = pygame.transform.rotate(drawn, angle)
        self.surface.blit(turned, turned.get_rect(center=self.point(*centre)))


# The emblems ---------------------------------------------------------------------------------


def _speedstocks(pen: Pen) -> None:
    """Two shares fanned out, a chart that rises and falls, and the bear that waits for it."""
    stocks_blue = (46, 125, 196)
    pen.card(CardFace(33, bears=5, colour=stocks_blue), (24, 50), 38, 12)
    pen.card(CardFace(55, bears=7, colour=THEME.symbols.margin_call), (46, 56), 38, -8)
    pen.line((52, 82), (154, 82), lighter(STEEL, 0.5), 1.2)
    for start, end in zip(CHART_POINTS, CHART_POINTS[1:]):
        pen.line(start, end, RISE if end[1] < start[1] else FALL, 4)
    last = CHART_POINTS[-1]
    arrow_head = [
        (last[0] - 7, last[1] - 2),
        (last[0] + 4, last[1] + 8),
        (last[0] + 5, last[1] - 5),
    ]
    pen.polygon(arrow_head, FALL)
    head = pen.point(128, 76)
    radius = pen.length(14)
    draw_bear_head(pen.surface, head, radius, THEME.colours.bear)
    for side in (-1, 1):
        pen.circle((128 + side * 4.5, 73), 1.6, INK)
    pen.circle((128, 79.5), 1.5, INK)


def _speedtycoon(pen: Pen) -> None:
    """Buildings of a growing estate under four coins of different currencies."""
    ground = 90
    pen.box(6, ground, 148, 4, darker(STEEL, 0.2), 2)
    # A pavilion with a pointed roof.
    pen.box(12, 58, 34, 32, (239, 83, 80), 2)
    pen.polygon([(8, 60), (29, 40), (50, 60)], darker((239, 83, 80), 0.3))
    pen.box(24, 72, 10, 18, darker((239, 83, 80), 0.45), 2)
    # A tall tower with rows of windows.
    pen.box(54, 30, 26, 60, (66, 165, 245), 2)
    pen.polygon([(54, 30), (67, 16), (80, 30)], darker((66, 165, 245), 0.3))
    for row in range(4):
        for column in range(2):
            pen.box(59 + column * 10, 36 + row * 12, 6, 7, WINDOW, 1)
    # An arcade: a low hall of arches.
    pen.box(88, 60, 40, 30, (255, 214, 64), 2)
    for column in range(3):
        pen.box(92 + column * 12, 70, 8, 20, darker((255, 214, 64), 0.45), 4)
    pen.box(86, 56, 44, 6, darker((255, 214, 64), 0.25), 2)
    # A garden: two round trees.
    for x, height in ((138, 22), (150, 16)):
        pen.box(x - 1.5, ground - height + 8, 3, height - 8, darker(BRICK, 0.3))
        pen.circle((x, ground - height), 8, (102, 200, 110))
    for index, (sign, colour) in enumerate(CURRENCIES):
        centre = (104 + (index % 2) * 22 - (index // 2) * 8, 16 + (index // 2) * 22)
        pen.circle(centre, 10, darker(colour, 0.35))
        pen.circle(centre, 8.6, colour)
        pen.glyph(sign, centre, 12, INK)


def _speedpipe(pen: Pen) -> None:
    """An oil derrick, a pipeline with flanges and a valve wheel, and the drop it delivers."""
    derrick = (74, 80, 92)
    pen.line((10, 88), (22, 22), derrick, 3)
    pen.line((34, 88), (22, 22), derrick, 3)
    for y in (40, 56, 72):
        half = (y - 22) * 12 / 66
        pen.line((22 - half, y), (22 + half, y), derrick, 2)
    pen.line((12, 88), (32, 88), derrick, 3)
    pipe = lighter(STEEL, 0.55)
    flange = lighter(STEEL, 0.25)
    pen.line((30, 74), (100, 74), pipe, 10)
    pen.line((100, 74), (100, 44), pipe, 10)
    pen.line((100, 44), (142, 44), pipe, 10)
    for x in (44, 70, 88):
        pen.box(x - 2, 66, 4, 16, flange, 1)
    pen.box(92, 54, 16, 4, flange, 1)
    pen.box(120, 36, 4, 16, flange, 1)
    # The valve: a stem and a wheel with spokes on top of the pipe.
    pen.line((70, 66), (70, 52), flange, 3)
    pen.circle((70, 46), 9, THEME.colours.danger, 2.4)
    for angle in range(0, 180, 45):
        dx = 8 * math.cos(math.radians(angle))
        dy = 8 * math.sin(math.radians(angle))
        pen.line((70 - dx, 46 - dy), (70 + dx, 46 + dy), THEME.colours.danger, 1.4)
    pen.circle((70, 46), 2.4, darker(THEME.colours.danger, 0.3))
    pen.polygon([(148, 52), (143, 62), (153, 62)], OIL)
    pen.circle((148, 64), 5.2, OIL)
    pen.circle((146.5, 63), 1.4, lighter(OIL, 0.5))


def _speedchicago(pen: Pen) -> None:
    """A steel-frame skyscraper going up: brick floors below, bare girders and a crane on top."""
    for x, width, height in ((8, 22, 34), (34, 16, 24), (126, 18, 30), (146, 12, 20)):
        pen.box(x, 92 - height, width, height, darker(STEEL, 0.1), 1)
    left, right, floor_height, floors = 56, 104, 9, 8
    bottom = 92
    for floor in range(3):
        top = bottom - (floor + 1) * floor_height
        pen.box(left, top, right - left, floor_height, BRICK)
        for column in range(4):
            pen.box(left + 4 + column * 12, top + 2.5, 6, 4, WINDOW, 0.5)
    girder = (214, 222, 230)
    columns = [left + index * (right - left) / 4 for index in range(5)]
    top_of_frame = bottom - floors * floor_height
    for x in columns:
        pen.line((x, bottom), (x, top_of_frame), girder, 2.2)
    for floor in range(floors + 1):
        y = bottom - floor * floor_height
        pen.line((left, y), (right, y), girder, 2.2)
    for floor in range(3, floors):
        y_low, y_high = bottom - floor * floor_height, bottom - (floor + 1) * floor_height
        for index in range(0, 4, 2):
            pen.line((columns[index], y_low), (columns[index + 1], y_high), girder, 1.2)
            pen.line((columns[index + 1], y_low), (columns[index + 2], y_high), girder, 1.2)
    crane = (255, 196, 64)
    mast = columns[-1]
    pen.line((mast, top_of_frame), (mast, 6), crane, 2.5)
    pen.line((36, 10), (140, 10), crane, 2.5)
    pen.line((mast, 6), (40, 10), crane, 1)
    pen.line((mast, 6), (138, 10), crane, 1)
    pen.line((60, 10), (60, 26), SKY_LINE, 0.8)
    pen.box(55, 26, 10, 4, girder, 1)


def _tycoon(pen: Pen) -> None:
    """A plane on its route over three cities."""
    skyline = darker(STEEL, 0.05)
    cities = (
        (8, ((0, 20), (7, 30), (14, 16), (20, 24))),
        (64, ((0, 16), (6, 26), (13, 34), (21, 18))),
        (122, ((0, 22), (8, 14), (14, 28), (22, 20), (28, 12))),
    )
    for left, blocks in cities:
        for offset, height in blocks:
            pen.box(left + offset, 92 - height, 7, height, skyline, 0.8)
            for row in range(int(height // 8)):
                pen.box(left + offset + 2, 92 - height + 3 + row * 8, 3, 3, WINDOW)
    # The route: a dotted arc from city to city.
    route: list[tuple[float, float]] = []
    for step in range(41):
        share = step / 40
        x = 18 + share * 118
        y = 62 - 48 * math.sin(math.pi * share)
        route.append((x, y))
    for index in range(0, 40, 2):
        pen.line(route[index], route[index + 1], SKY_LINE, 1.6)
    for x, y in (route[0], route[-1]):
        pen.circle((x, y), 3, THEME.colours.accent)
    _plane(pen, (84, 18), -8.0)


def _plane(pen: Pen, centre: tuple[float, float], angle: float) -> None:
    """A small airliner seen from above, nose to the right, turned by angle degrees."""
    outline = [
        (22, 0), (16, -2.5), (4, -3), (-2, -18), (-7, -18), (-4, -3), (-16, -3), (-20, -9),
        (-24, -9), (-22, -1.5), (-22, 1.5), (-24, 9), (-20, 9), (-16, 3), (-4, 3), (-7, 18),
        (-2, 18), (4, 3), (16, 2.5),
    ]  # fmt: skip
    turn = math.radians(angle)
    cos, sin = math.cos(turn), math.sin(turn)
    points = [(centre[0] + x * cos - y * sin, centre[1] + x * sin + y * cos) for x, y in outline]
    pen.polygon(points, WHITE)
    window_start = (centre[0] + 12 * cos, centre[1] + 12 * sin)
    window_end = (centre[0] - 12 * cos, centre[1] - 12 * sin)
    pen.line(window_start, window_end, lighter(STEEL, 0.3), 0.8)


EMBLEMS: dict[str, Callable[[Pen], None]] = {
    "speedstocks": _speedstocks,
    "speedtycoon": _speedtycoon,
    "speedpipe": _speedpipe,
    "speedchicago": _speedchicago,
    "tycoon": _tycoon,
}


def game_picture(game: str, size: tuple[int, int]) -> pygame.Surface:
    """The emblem of a game at this size (transparent around it), drawn once and then shared.

    ValueError in words for a game without an emblem or a size without area.
    """
    if game not in EMBLEMS:
        raise ValueError(f"there is no picture for the game '{game}' ({', '.join(EMBLEMS)})")
    width, height = size
    if width < 1 or height < 1:
        raise ValueError(f"a picture needs a size of at least 1 × 1, not {width} × {height}")
    key = (game, width, height)
    cached = _pictures.get(key)
    if cached is not None:
        _pictures.move_to_end(key)
        return cached
    large = pygame.Surface((width * SUPERSAMPLING, height * SUPERSAMPLING), pygame.SRCALPHA)
    EMBLEMS[game](Pen(large))
    picture = pygame.transform.smoothscale(large, (width, height))
    _pictures[key] = picture
    if len(_pictures) > PICTURE_CACHE_SIZE:
        _pictures.popitem(last=False)
    return picture


def calm_background(size: tuple[int, int] = LOGICAL_SIZE) -> pygame.Surface:
    """The menus' background: a soft vertical gradient with a faint rising line, drawn once."""
    cached = _backgrounds.get(size)
    if cached is not None:
        return cached
    palette = THEME.colours
    # A tiny gradient scaled up smoothly costs far less than filling every row by hand.
    steps = 64
    gradient = pygame.Surface((2, steps))
    for row in range(steps):
        share = row / (steps - 1)
        colour = tuple(
            round(top + (bottom - top) * share)
            for top, bottom in zip(palette.background_light, palette.background)
        )
        gradient.fill(colour, pygame.Rect(0, row, 2, 1))
    background = pygame.transform.smoothscale(gradient, size)
    width, height = size
    faint = pygame.Surface(size, pygame.SRCALPHA)
    line_colour = (*lighter(palette.background_light, 0.12), 70)
    points = [
        (0, height * 0.82),
        (width * 0.18, height * 0.74),
        (width * 0.31, height * 0.79),
        (width * 0.52, height * 0.62),
        (width * 0.66, height * 0.68),
        (width * 0.84, height * 0.5),
        (width, height * 0.56),
    ]
    pygame.draw.lines(faint, line_colour, False, points, max(2, height // 180))
    for index, (x, y) in enumerate(points[1:-1]):
        radius = max(3, height // (110 + 20 * (index % 2)))
        pygame.draw.circle(faint, line_colour, (round(x), round(y)), radius)
    background.blit(faint, (0, 0))
    if pygame.display.get_surface() is not None:
        # In the display's own format a full-screen blit is a plain copy.
        background = background.convert()
    _backgrounds[size] = background
    return background


def clear_pictures() -> None:
    """Forgets every drawn picture (after the display or the fonts changed)."""
    _pictures.clear()
    _backgrounds.clear()
