"""Drawing primitives shared by the widgets: panels with shadows, focus rings, colour mixing."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

import pygame

from game.client.theme import THEME, Colour

# Shadows come in few sizes (buttons of a screen share theirs), so a small cache holds them all.
SHADOW_CACHE_SIZE = 128
_shadows: OrderedDict[tuple[int, int, int], pygame.Surface] = OrderedDict()


def mix(first: Colour, second: Colour, share: float) -> Colour:
    """The colour share of the way from first to second (0 = first, 1 = second)."""
    share = min(1.0, max(0.0, share))
    return (
        round(first[0] + (second[0] - first[0]) * share),
        round(first[1] + (second[1] - first[1]) * share),
        round(first[2] + (second[2] - first[2]) * share),
    )


def lighter(colour: Colour, share: float = 0.18) -> Colour:
    """The colour mixed towards white."""
    return mix(colour, (255, 255, 255), share)


def darker(colour: Colour, share: float = 0.25) -> Colour:
    """The colour mixed towards black."""
    return mix(colour, (0, 0, 0), share)


def readable_on(colour: Colour) -> Colour:
    """Dark or light text, whichever reads better on this background colour."""
    luminance = 0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2]
    return THEME.colours.text_on_accent if luminance > 150 else THEME.colours.text


def shadow_surface(width: int, height: int, radius: int) -> pygame.Surface:
    """A soft shadow the size of a panel (cached; shared, so never drawn on)."""
    key = (width, height, radius)
    cached = _shadows.get(key)
    if cached is not None:
        _shadows.move_to_end(key)
        return cached
    spread = THEME.shadow.spread
    red, green, blue, alpha = THEME.shadow.colour
    surface = pygame.Surface((width + 2 * spread, height + 2 * spread), pygame.SRCALPHA)
    # Nested rounded rectangles of growing opacity fake a blur at no per-frame cost.
    for step in range(spread + 1):
        shape = pygame.Rect(step, step, width + 2 * (spread - step), height + 2 * (spread - step))
        layer_alpha = alpha * (step + 1) // (spread + 1)
        pygame.draw.rect(surface, (red, green, blue, layer_alpha), shape, 0, radius + spread - step)
    _shadows[key] = surface
    if len(_shadows) > SHADOW_CACHE_SIZE:
        _shadows.popitem(last=False)
    return surface


def draw_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """Draws the theme's drop shadow under a panel of this rect."""
    shadow = shadow_surface(rect.width, rect.height, radius)
    spread = THEME.shadow.spread
    offset_x, offset_y = THEME.shadow.offset
    surface.blit(shadow, (rect.x - spread + offset_x, rect.y - spread + offset_y))


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill: Colour,
    border: Colour | None = None,
    radius: int | None = None,
    shadow: bool = False,
    border_width: int | None = None,
) -> None:
    """Draws a rounded panel, optionally with a border and a drop shadow."""
    corner = THEME.radius if radius is None else radius
    if shadow:
        draw_shadow(surface, rect, corner)
    pygame.draw.rect(surface, fill, rect, 0, corner)
    if border is not None:
        width = THEME.border_width if border_width is None else border_width
        pygame.draw.rect(surface, border, rect, width, corner)


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, radius: int | None = None) -> None:
    """Draws the keyboard focus ring just outside rect."""
    corner = THEME.radius if radius is None else radius
    gap = THEME.focus_gap
    ring = rect.inflate(2 * (gap + THEME.focus_width), 2 * (gap + THEME.focus_width))
    pygame.draw.rect(surface, THEME.colours.focus, ring, THEME.focus_width, corner + gap)


def draw_triangle(
    surface: pygame.Surface, centre: tuple[float, float], size: float, pointing: str, colour: Colour
) -> None:
    """Draws a filled arrow head pointing 'left', 'right', 'up' or 'down'."""
    x, y = centre
    half = size / 2
    corners = {
        "left": [(x - half, y), (x + half * 0.8, y - half), (x + half * 0.8, y + half)],
        "right": [(x + half, y), (x - half * 0.8, y - half), (x - half * 0.8, y + half)],
        "up": [(x, y - half), (x - half, y + half * 0.8), (x + half, y + half * 0.8)],
        "down": [(x, y + half), (x - half, y - half * 0.8), (x + half, y - half * 0.8)],
    }
    pygame.draw.polygon(surface, colour, corners[pointing])


def scaled_to_fit(picture: pygame.Surface, width: int, height: int) -> pygame.Surface:
    """The picture scaled to fit inside width × height, keeping its proportions."""
    picture_width, picture_height = picture.get_size()
    if picture_width == 0 or picture_height == 0:
        return picture
    factor = min(width / picture_width, height / picture_height)
    size = (max(1, round(picture_width * factor)), max(1, round(picture_height * factor)))
    if size == (picture_width, picture_height):
        return picture
    return pygame.transform.smoothscale(picture, size)


class LookCache:
    """A widget's drawn look per state, so a widget that did not change is a single blit.

    The look is painted once into a transparent surface with room around the widget for its
    shadow, lift and focus ring; the cache is small because a widget has few states.
    """

    def __init__(self, margin: int = 32, size: int = 8) -> None:
        self.margin = margin
        self.size = size
        self._looks: OrderedDict[object, pygame.Surface] = OrderedDict()

    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        state: object,
        paint: Callable[[pygame.Surface, pygame.Rect], None],
    ) -> None:
        """Blits the look of this state at rect, painting it first when it is new."""
        key = (rect.size, state)
        look = self._looks.get(key)
        if look is None:
            area = rect.inflate(2 * self.margin, 2 * self.margin)
            look = pygame.Surface(area.size, pygame.SRCALPHA)
            paint(look, rect.move(self.margin - rect.x, self.margin - rect.y))
            self._looks[key] = look
            if len(self._looks) > self.size:
                self._looks.popitem(last=False)
        else:
            self._looks.move_to_end(key)
        surface.blit(look, (rect.x - self.margin, rect.y - self.margin))
