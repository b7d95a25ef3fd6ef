"""The colours and marks of the construction site: the companies' colours as the 3D view draws
them, each company's badge (the second cue beside its colour), the plates' looks, and the colour
distance that keeps plates and companies apart.

Plates keep the names of the rules text (green, blue, yellow), but each is two colours in a
pattern, framed in its ink, and neither colour comes near a company's colour: the foremen standing
on them stay readable, and the pattern tells the plates apart without colour at all.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.client.theme import THEME

Rgb = tuple[float, float, float]
Rgba = tuple[float, float, float, float]

# Chicago is played by two to four companies.
MAX_COMPANIES = 4

# CIE76 delta E between any plate colour (tone or ink) and any company colour. About 2.3 is just
# noticeable; at 30 two colours carry different names at a glance (a company's green and the
# plate's mint), with room left for the light falling on a foreman's sides.
MIN_PLATE_DISTANCE = 30.0

# What foremen wear besides their company's colour.
SKIN: Rgb = (0.93, 0.78, 0.64)
TROUSERS: Rgb = (0.20, 0.19, 0.22)
BADGE: Rgb = (0.98, 0.98, 0.96)
# The photographer: dark coat and bowler, a wooden box camera with a brass lens, a flash pan.
COAT: Rgb = (0.13, 0.12, 0.14)
CAMERA_WOOD: Rgb = (0.42, 0.27, 0.14)
BRASS: Rgb = (0.80, 0.66, 0.30)
TRIPOD: Rgb = (0.30, 0.22, 0.14)
FLASH: Rgb = (1.0, 0.97, 0.78)

# Badge shapes on a foreman's chest, back and sides (painted by shaders/marks.glsl): a square
# badge, a band across (a belt), a band up (braces), a diagonal sash. Bands keep their direction
# on the upright faces however the site is turned.
BADGE_SQUARE, BADGE_BELT, BADGE_BRACES, BADGE_SASH = 1.0, 2.0, 3.0, 4.0
COMPANY_BADGES: tuple[float, ...] = (BADGE_SQUARE, BADGE_BELT, BADGE_BRACES, BADGE_SASH)

# Plate patterns (painted by shaders/marks.glsl in the plate's ink).
PATTERN_PLAIN, PATTERN_STRIPES, PATTERN_DOTS, PATTERN_HATCH, PATTERN_CHECKS = (
    0.0,
    1.0,
    2.0,
    3.0,
    4.0,
)


@dataclass(frozen=True)
class PlateLook:
    """A plate's tone, its ink (pattern and outline), its pattern, and how opaque it is."""

    tone: Rgb
    ink: Rgb
    pattern: float
    alpha: float = 0.9

    def rgba(self) -> Rgba:
        """The plate's tone with its opacity (for marks drawn in 2D)."""
        return (*self.tone, self.alpha)


# Green: where a foreman walks. Mint, striped in deep green (the companies' green is between).
GREEN_PLATE = PlateLook((0.70, 0.95, 0.78), (0.05, 0.35, 0.18), PATTERN_STRIPES)
# Blue: where a foreman is put in. Cobalt with pale dots (the companies' blue is a sky blue).
BLUE_PLATE = PlateLook((0.16, 0.30, 0.78), (0.80, 0.88, 1.0), PATTERN_DOTS)
# Yellow: where a floor is built. Cream, hatched in ochre (the companies' yellow is golden).
YELLOW_PLATE = PlateLook((0.99, 0.95, 0.66), (0.60, 0.45, 0.10), PATTERN_HATCH)
# Cards' targets, a card's source, the photographer's and the set-up fields.
VIOLET_PLATE = PlateLook((0.78, 0.42, 0.92), (0.38, 0.16, 0.50), PATTERN_CHECKS)
WHITE_PLATE = PlateLook((0.96, 0.96, 0.96), (0.45, 0.45, 0.48), PATTERN_PLAIN)
ORANGE_PLATE = PlateLook((0.97, 0.60, 0.25), (0.55, 0.28, 0.06), PATTERN_PLAIN)
PLATES: tuple[PlateLook, ...] = (
    GREEN_PLATE,
    BLUE_PLATE,
    YELLOW_PLATE,
    VIOLET_PLATE,
    WHITE_PLATE,
    ORANGE_PLATE,
)


def company_colours(players: int) -> list[Rgb]:
    """The companies' colours as the 3D view draws them (0..1): the seats' colours."""
    colours: list[Rgb] = []
    for seat in range(players):
        red, green, blue = THEME.seat(seat)[:3]
        colours.append((red / 255.0, green / 255.0, blue / 255.0))
    return colours


def badge_of(company: int) -> float:
    """The badge shape a company's foremen wear."""
    return COMPANY_BADGES[company % len(COMPANY_BADGES)]


def plain_plate(colour: Rgba) -> PlateLook:
    """A plate in a colour of no named plate (a house lit by a scoring in its company's
    colour): plain, framed in a darker shade of itself."""
    tone = (colour[0], colour[1], colour[2])
    ink = (0.45 * tone[0], 0.45 * tone[1], 0.45 * tone[2])
    return PlateLook(tone, ink, PATTERN_PLAIN, colour[3])


# ---- colour distance ----------------------------------------------------------------------------

# sRGB (D65) to CIE XYZ, and the D65 white point.
_XYZ_ROWS = (
    (0.4124, 0.3576, 0.1805),
    (0.2126, 0.7152, 0.0722),
    (0.0193, 0.1192, 0.9505),
)
_WHITE = (0.95047, 1.0, 1.08883)
_EPSILON = (6.0 / 29.0) ** 3


def _linear(channel: float) -> float:
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def _f(t: float) -> float:
    return t ** (1.0 / 3.0) if t > _EPSILON else t / (3 * (6 / 29) ** 2) + 4 / 29


def lab(colour: Rgb) -> tuple[float, float, float]:
    """An sRGB colour (0..1) in CIE L*a*b* (D65)."""
    linear = [_linear(channel) for channel in colour[:3]]
    x, y, z = (
        _f(sum(weight * value for weight, value in zip(row, linear)) / white)
        for row, white in zip(_XYZ_ROWS, _WHITE)
    )
    return 116.0 * y - 16.0, 500.0 * (x - y), 200.0 * (y - z)


def delta_e(first: Rgb, second: Rgb) -> float:
    """The CIE76 colour distance of two sRGB colours (0..1)."""
    return math.dist(lab(first), lab(second))
