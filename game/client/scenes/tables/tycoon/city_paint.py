"""How a Tycoon city card is painted from a table view: the card and its header (name, kind),
the chain's fields with their two amounts (red fields with a red frame and a corner, not only a
colour), the hotels standing in it, the next free field, fields a red field emptied, the two
landing places with their hotel price, the Stadtbild with the hotels waiting in order, and the
factory sites with their price or their owner's factory. Planes are not painted here: they move,
the board view draws them over the kept picture of the cards."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from game.client.scenes.tables.tycoon.board_geometry import (
    field_rect,
    header_rect,
    landing_rect,
    renovation_rect,
    site_rect,
    waiting_rect,
)
from game.client.scenes.tables.tycoon.layout import city_rect
from game.client.scenes.tables.tycoon.pieces import factory_picture, hotel_picture
from game.client.text_layout import draw_text, measure
from game.client.theme import THEME, Colour
from game.client.widgets.paint import darker, lighter, mix
from game.rules.tycoon.board import CHAIN_LENGTH, CITIES
from game.texts import text

COLOURS = THEME.colours
CARD: Colour = (20, 50, 63)
CARD_BORDER: Colour = (70, 112, 128)
FIELD: Colour = (34, 76, 92)
FIELD_BORDER: Colour = (58, 102, 118)
EMPTIED: Colour = (18, 40, 50)
PLACE: Colour = (26, 60, 74)
RED: Colour = (226, 74, 70)
RED_FIELD: Colour = mix(FIELD, RED, 0.28)
NEXT: Colour = COLOURS.accent
# The kinds' colours in the header band; the kind is also written there.
KIND_COLOURS: dict[str, Colour] = {
    "low": (70, 150, 104),
    "mid": (70, 128, 196),
    "high": (176, 120, 60),
}
NAME_SIZE = 23
KIND_SIZE = 16
FIRST_SIZE = 16
SECOND_SIZE = 13
LABEL_SIZE = 16
HOTEL_SIZE = (30, 22)
WAITING_SIZE = (22, 22)
FACTORY_SIZE = (36, 28)


def kind_word(city: int) -> str:
    """The city's kind in words: günstig, mittel, teuer."""
    return text(f"tycoon.board.kind_{CITIES[city].chain.key}")


def paint_city(surface: pygame.Surface, city: int, view: Mapping[str, Any]) -> None:
    """Paints one whole city card (everything but the planes) as the view has it."""
    card = city_rect(city)
    # The rounded corners show the table's background, whatever was drawn there before.
    surface.fill(COLOURS.background, card)
    pygame.draw.rect(surface, CARD, card, 0, 10)
    pygame.draw.rect(surface, CARD_BORDER, card, 2, 10)
    chain: Sequence[int] = view["chains"][city]
    end: int = view["chain_end"][city]
    paint_header(surface, city, end >= CHAIN_LENGTH)
    for field in range(CHAIN_LENGTH):
        paint_field(surface, city, field, chain[field], end)
    for place in (0, 1):
        paint_landing(surface, city, place)
    paint_renovation(surface, city, view["renovation"][city])
    for site, owner in enumerate(view["factories"][city]):
        paint_site(surface, city, site, owner)


def paint_header(surface: pygame.Surface, city: int, full: bool) -> None:
    """The city's name and its kind in a coloured pill (and 'voll' when its chain is full)."""
    header = header_rect(city)
    colour = KIND_COLOURS[CITIES[city].chain.key]
    band = pygame.Rect(header.x - 2, header.y, header.width + 4, header.height)
    pygame.draw.rect(surface, darker(colour, 0.45), band, 0, 8)
    name = CITIES[city].name
    drawn = draw_text(
        surface,
        name,
        (header.x + 6, header.centery),
        NAME_SIZE,
        COLOURS.text,
        bold=True,
        valign="middle",
        box=header,
    )
    x = drawn.right + 10
    pills = [(kind_word(city), colour)]
    if full:
        pills.append((text("tycoon.board.full"), RED))
    for word, fill in pills:
        x = _pill(surface, word, x, header, fill) + 6


def _pill(surface: pygame.Surface, word: str, x: int, header: pygame.Rect, fill: Colour) -> int:
    """A word on a small rounded label in the header; the right edge it reached."""
    width, height = measure(word, KIND_SIZE, bold=True)
    pill = pygame.Rect(x, 0, width + 14, height + 2)
    pill.centery = header.centery
    pygame.draw.rect(surface, fill, pill, 0, pill.height // 2)
    draw_text(
        surface,
        word,
        pill.center,
        KIND_SIZE,
        COLOURS.text_on_accent,
        bold=True,
        align="center",
        valign="middle",
        box=pill,
    )
    return pill.right


def paint_field(surface: pygame.Surface, city: int, field: int, owner: int, end: int) -> None:
    """One chain field: its amounts (first bold, second smaller), red fields framed red with a
    red corner, a hotel standing on it, the next free field framed in the accent colour, a
    field a red field emptied crossed out and dark."""
    rect = field_rect(city, field)
    kind = CITIES[city].chain
    red = field in kind.red
    emptied = field < end and owner < 0
    fill = EMPTIED if emptied else (RED_FIELD if red else FIELD)
    pygame.draw.rect(surface, fill, rect, 0, 5)
    if red:
        pygame.draw.rect(surface, RED, rect, 2, 5)
        corner = [
            (rect.x + 1, rect.bottom - 13),
            (rect.x + 1, rect.bottom - 2),
            (rect.x + 12, rect.bottom - 2),
        ]
        pygame.draw.polygon(surface, RED, corner)
    else:
        pygame.draw.rect(surface, FIELD_BORDER, rect, 1, 5)
    muted = emptied or field < end
    first_colour = COLOURS.text_muted if muted else COLOURS.text
    second_colour = darker(COLOURS.text_muted, 0.2) if muted else COLOURS.text_muted
    draw_text(
        surface,
        str(kind.first[field]),
        (rect.x + 4, rect.y + 1),
        FIRST_SIZE,
        first_colour,
        bold=True,
        box=rect,
    )
    draw_text(
        surface,
        str(kind.second[field]),
        (rect.right - 4, rect.y + 3),
        SECOND_SIZE,
        second_colour,
        align="right",
        box=rect,
    )
    if emptied:
        inner = rect.inflate(-16, -22).move(0, 8)
        pygame.draw.line(surface, FIELD_BORDER, inner.topleft, inner.bottomright, 2)
        pygame.draw.line(surface, FIELD_BORDER, inner.bottomleft, inner.topright, 2)
    elif owner >= 0:
        surface.blit(hotel_picture(owner, *HOTEL_SIZE), hotel_spot(city, field))
    if field == end:
        pygame.draw.rect(surface, NEXT, rect, 3, 5)
        tip = (rect.centerx, rect.bottom - 5)
        pygame.draw.polygon(
            surface, NEXT, [tip, (tip[0] - 7, tip[1] - 9), (tip[0] + 7, tip[1] - 9)]
        )


def hotel_spot(city: int, field: int) -> pygame.Rect:
    """Where a hotel standing on a chain field is drawn (below the field's amounts)."""
    rect = field_rect(city, field)
    spot = pygame.Rect((0, 0), HOTEL_SIZE)
    spot.midbottom = (rect.centerx + 3, rect.bottom - 3)
    return spot


def paint_landing(surface: pygame.Surface, city: int, place: int) -> None:
    """A landing place: its hotel price at the top and a runway where a plane stands."""
    rect = landing_rect(city, place)
    pygame.draw.rect(surface, PLACE, rect, 0, 8)
    pygame.draw.rect(surface, FIELD_BORDER, rect, 1, 8)
    price = CITIES[city].landing_prices[place]
    draw_text(
        surface,
        text("tycoon.board.landing_price", price=price),
        (rect.centerx, rect.y + 5),
        LABEL_SIZE,
        COLOURS.text,
        bold=True,
        align="center",
        box=rect,
    )
    runway_y = rect.bottom - 24
    for x in range(rect.x + 8, rect.right - 8, 12):
        pygame.draw.line(surface, lighter(PLACE, 0.25), (x, runway_y), (x + 6, runway_y), 2)


def paint_renovation(surface: pygame.Surface, city: int, waiting: Sequence[int]) -> None:
    """The Stadtbild: its label and the hotels waiting for renovation, the first come first."""
    rect = renovation_rect(city)
    pygame.draw.rect(surface, PLACE, rect, 0, 8)
    pygame.draw.rect(surface, FIELD_BORDER, rect, 1, 8)
    draw_text(
        surface,
        text("tycoon.board.renovation"),
        (rect.centerx, rect.y + 5),
        LABEL_SIZE,
        COLOURS.text_muted,
        align="center",
        box=rect,
    )
    for slot, owner in enumerate(waiting):
        paint_waiting(surface, city, slot, owner)


def paint_waiting(surface: pygame.Surface, city: int, slot: int, owner: int) -> None:
    """One hotel waiting on the Stadtbild (owner -1: its place left empty)."""
    rect = waiting_rect(city, slot)
    if owner < 0:
        pygame.draw.rect(surface, PLACE, rect)
        return
    surface.blit(hotel_picture(owner, *WAITING_SIZE), rect)


def paint_site(
    surface: pygame.Surface, city: int, site: int, owner: int, factory: bool = True
) -> None:
    """A factory site: free, a dashed building plot with its price; built, the owner's factory
    (left out when factory is False: it is still coming) and the price it cost."""
    rect = site_rect(city, site)
    pygame.draw.rect(surface, PLACE, rect, 0, 6)
    price = CITIES[city].factory_prices[site]
    if owner < 0:
        _dashed_frame(surface, rect.inflate(-4, -4), FIELD_BORDER)
        draw_text(
            surface,
            text("tycoon.board.site_price", price=price),
            rect.center,
            LABEL_SIZE,
            COLOURS.text,
            align="center",
            valign="middle",
            box=rect,
        )
        return
    pygame.draw.rect(surface, FIELD_BORDER, rect, 1, 6)
    if factory:
        surface.blit(factory_picture(owner, *FACTORY_SIZE), factory_spot(city, site))
    draw_text(
        surface,
        text("tycoon.board.site_owned", price=price),
        (rect.right - 8, rect.centery),
        LABEL_SIZE,
        COLOURS.text_muted,
        align="right",
        valign="middle",
        box=rect,
    )


def factory_spot(city: int, site: int) -> pygame.Rect:
    """Where the factory standing on a site is drawn (its left part)."""
    rect = site_rect(city, site)
    spot = pygame.Rect((0, 0), FACTORY_SIZE)
    spot.midleft = (rect.x + 8, rect.centery)
    return spot


def _dashed_frame(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A thin dashed frame: a building plot with nothing on it yet."""
    dash, gap = 6, 4
    for x in range(rect.x, rect.right, dash + gap):
        end = min(x + dash, rect.right - 1)
        pygame.draw.line(surface, colour, (x, rect.y), (end, rect.y))
        pygame.draw.line(surface, colour, (x, rect.bottom - 1), (end, rect.bottom - 1))
    for y in range(rect.y, rect.bottom, dash + gap):
        end = min(y + dash, rect.bottom - 1)
        pygame.draw.line(surface, colour, (rect.x, y), (rect.x, end))
        pygame.draw.line(surface, colour, (rect.right - 1, y), (rect.right - 1, end))


def city_key(city: int, view: Mapping[str, Any]) -> tuple[object, ...]:
    """What a city card's picture depends on: its chain, chain end, Stadtbild and factories."""
    return (
        tuple(view["chains"][city]),
        view["chain_end"][city],
        tuple(view["renovation"][city]),
        tuple(view["factories"][city]),
    )
