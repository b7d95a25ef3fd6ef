"""Drawing the pieces of an Imperium into their canvas cells: a building tile (branch colour and
glyph, highway sides, price, Staatsauftrag mark), a tunnel between two cells, a lit field with
its sign and the legend of the lit colours. Each lit colour has its own sign as well."""

from __future__ import annotations

import pygame

from game.client.scenes.tables.speedtycoon.branch_look import (
    GLYPH_COLOUR,
    building_colour,
    draw_glyph,
)
from game.client.text_layout import draw_text, fit_size, measure
from game.client.theme import THEME
from game.rules.speedtycoon.catalogue import BUILDINGS, EAST, HEADQUARTERS, NORTH, SOUTH, WEST
from game.texts import text

Colour = tuple[int, int, int]

# The kinds of lit field, in the legend's order.
ALLOWED, WITH_TUNNEL, SWAP = "allowed", "with_tunnel", "swap"
LIT_KINDS: tuple[str, ...] = (ALLOWED, WITH_TUNNEL, SWAP)
LIT_COLOURS: dict[str, Colour] = {
    ALLOWED: (92, 204, 104),
    WITH_TUNNEL: (246, 212, 64),
    SWAP: (84, 156, 244),
}
LEGEND_KEYS: dict[str, str] = {
    ALLOWED: "speedtycoon.empire.legend_allowed",
    WITH_TUNNEL: "speedtycoon.empire.legend_tunnel",
    SWAP: "speedtycoon.empire.legend_swap",
}
HIGHWAY_COLOUR: Colour = (52, 54, 60)
HIGHWAY_LINE: Colour = (240, 240, 232)
ORDER_COLOUR: Colour = (212, 168, 40)
TUNNEL_COLOUR: Colour = (120, 82, 46)
# Below this cell size the price and the ×2 are left out (they would not be readable).
SMALLEST_TEXT = 12


def draw_building(
    surface: pygame.Surface, building: int, cell: pygame.Rect, ordered: bool = False
) -> None:
    """One building in its cell: face, glyph, highway sides, price and the Staatsauftrag mark."""
    gap = max(1, cell.width // 24)
    face = cell.inflate(-2 * gap, -2 * gap)
    radius = max(0, face.width // 10)
    pygame.draw.rect(surface, building_colour(building), face, border_radius=radius)
    border = ORDER_COLOUR if ordered else GLYPH_COLOUR
    pygame.draw.rect(surface, border, face, max(1, face.width // (12 if ordered else 40)), radius)
    _draw_highways(surface, BUILDINGS[building].highways, face)
    glyph_side = face.width * 2 // 5
    glyph = pygame.Rect(0, 0, glyph_side, glyph_side)
    glyph.center = face.center
    draw_glyph(surface, building, glyph)
    if building == HEADQUARTERS:
        return
    size = min(THEME.fonts.small, face.height // 4)
    if size >= SMALLEST_TEXT:
        price = str(BUILDINGS[building].price)
        inner = face.inflate(-face.width // 4, -face.height // 4)
        draw_text(surface, price, (inner.left, inner.top), size, GLYPH_COLOUR, bold=True, box=face)
        if ordered:
            mark = text("speedtycoon.empire.ordered_mark")
            draw_text(
                surface,
                mark,
                (inner.right, inner.bottom),
                size,
                GLYPH_COLOUR,
                bold=True,
                align="right",
                valign="bottom",
                box=face,
            )


def _draw_highways(surface: pygame.Surface, highways: int, face: pygame.Rect) -> None:
    """An asphalt band with a centre line along every highway side."""
    band = max(2, face.width // 7)
    for side in (NORTH, EAST, SOUTH, WEST):
        if not highways & side:
            continue
        if side == NORTH:
            strip = pygame.Rect(face.left, face.top, face.width, band)
        elif side == SOUTH:
            strip = pygame.Rect(face.left, face.bottom - band, face.width, band)
        elif side == WEST:
            strip = pygame.Rect(face.left, face.top, band, face.height)
        else:
            strip = pygame.Rect(face.right - band, face.top, band, face.height)
        pygame.draw.rect(surface, HIGHWAY_COLOUR, strip)
        if band >= 6:
            across = strip.width > strip.height
            start = strip.midleft if across else strip.midtop
            end = strip.midright if across else strip.midbottom
            pygame.draw.line(surface, HIGHWAY_LINE, start, end, max(1, band // 6))


def draw_tunnel(surface: pygame.Surface, first: pygame.Rect, second: pygame.Rect) -> None:
    """A tunnel portal across the shared edge of two cells: a brown arch over the edge."""
    across = first.centery == second.centery
    side = max(6, first.width // 4)
    portal = pygame.Rect(0, 0, side, side)
    if across:
        portal.center = (max(first.left, second.left), first.centery)
    else:
        portal.center = (first.centerx, max(first.top, second.top))
    pygame.draw.rect(surface, TUNNEL_COLOUR, portal, border_radius=side // 3)
    pygame.draw.rect(surface, GLYPH_COLOUR, portal.inflate(-side // 2, -side // 2))


def draw_lit(surface: pygame.Surface, kind: str, cell: pygame.Rect) -> None:
    """A lit field: a tinted cell with a coloured frame and the kind's sign (a plus for a green
    field, an arch for a yellow one, two arrows for a blue one)."""
    colour = LIT_COLOURS[kind]
    face = cell.inflate(-max(2, cell.width // 12), -max(2, cell.height // 12))
    tint = pygame.Surface(face.size, pygame.SRCALPHA)
    tint.fill((*colour, 70))
    surface.blit(tint, face)
    pygame.draw.rect(surface, colour, face, max(2, face.width // 20), face.width // 10)
    sign = pygame.Rect(0, 0, face.width // 3, face.height // 3)
    sign.center = face.center
    draw_lit_sign(surface, kind, sign)


def draw_lit_sign(surface: pygame.Surface, kind: str, rect: pygame.Rect) -> None:
    """The sign of a lit kind inside rect (also drawn in the legend)."""
    colour = LIT_COLOURS[kind]
    line = max(2, rect.width // 5)
    if kind == ALLOWED:
        pygame.draw.line(surface, colour, rect.midleft, rect.midright, line)
        pygame.draw.line(surface, colour, rect.midtop, rect.midbottom, line)
    elif kind == WITH_TUNNEL:
        pygame.draw.arc(surface, colour, rect.inflate(0, rect.height), 0, 3.1416, line)
        pygame.draw.line(surface, colour, rect.bottomleft, rect.bottomright, line)
    else:
        upper = rect.top + rect.height // 3
        lower = rect.bottom - rect.height // 3
        head = max(2, rect.width // 4)
        pygame.draw.line(surface, colour, (rect.left, upper), (rect.right, upper), line)
        pygame.draw.polygon(
            surface,
            colour,
            [
                (rect.right + line, upper),
                (rect.right - head, upper - head),
                (rect.right - head, upper + head),
            ],
        )
        pygame.draw.line(surface, colour, (rect.left, lower), (rect.right, lower), line)
        pygame.draw.polygon(
            surface,
            colour,
            [
                (rect.left - line, lower),
                (rect.left + head, lower - head),
                (rect.left + head, lower + head),
            ],
        )


def draw_legend(surface: pygame.Surface, kinds: tuple[str, ...], area: pygame.Rect) -> pygame.Rect:
    """The legend of the lit kinds shown, one line each with its sign, at area's bottom left;
    the rectangle it covers (nothing when no kind is shown)."""
    if not kinds:
        return pygame.Rect(area.left, area.bottom, 0, 0)
    pad = THEME.spacing.small
    size = THEME.fonts.tiny
    words = [text(LEGEND_KEYS[kind]) for kind in kinds]
    sign_side = size
    room = area.width - 3 * pad - sign_side
    size = min(fit_size(word, room, size) for word in words)
    line_step = max(sign_side, measure(words[0], size)[1]) + pad
    width = 3 * pad + sign_side + max(measure(word, size)[0] for word in words)
    height = pad + line_step * len(kinds)
    box = pygame.Rect(area.left + pad, area.bottom - pad - height, width, height)
    pygame.draw.rect(surface, THEME.colours.panel, box, border_radius=THEME.small_radius)
    pygame.draw.rect(surface, THEME.colours.panel_border, box, 1, THEME.small_radius)
    for index, (kind, word) in enumerate(zip(kinds, words, strict=True)):
        top = box.top + pad + index * line_step
        sign = pygame.Rect(box.left + pad, top, sign_side, sign_side)
        draw_lit_sign(surface, kind, sign)
        draw_text(
            surface,
            word,
            (sign.right + pad, sign.centery),
            size,
            THEME.colours.text,
            valign="middle",
            box=box,
        )
    return box
