"""Where the parts of each city card lie on the Tycoon board: the header (name and kind), the
hotel chain of 14 fields in two rows of seven, and below it the two landing places, the
Stadtbild (hotels waiting for renovation) and the factory sites; the plane on a landing place or
in the air above the card. Worked out once from layout.city_rect, so that drawing, taps, info
windows and the Rat all speak of the same rectangles."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

import pygame

from game.client.scenes.tables.tycoon.layout import BOARD_RECT, city_rect
from game.client.scenes.tables.tycoon.spots import (
    CITY,
    FIELD,
    LANDING,
    PLANE,
    RENOVATION,
    SITE,
    TableSpot,
)
from game.rules.tycoon.board import CHAIN_LENGTH, CITIES, CITY_COUNT

# The inner margin of a card and the gaps between its parts.
PAD = 6
GAP = 4
HEADER_HEIGHT = 28
# The chain: two rows of seven fields.
CHAIN_COLUMNS = 7
FIELD_HEIGHT = 44
FIELD_GAP = 3
# The foot of the card: two landing places, the Stadtbild, the factory sites (widths).
LANDING_WIDTH = 82
SITES_WIDTH = 88
# The plane's picture on a landing place and in the air.
PLANE_SIZE = (60, 44)
AIR_SIZE = (60, 44)
BOARD_KINDS: tuple[str, ...] = (CITY, LANDING, FIELD, RENOVATION, SITE, PLANE)


def _check_city(city: int) -> None:
    """ValueError in words for a city not on the board."""
    if not 0 <= city < CITY_COUNT:
        raise ValueError(f"there is no city {city} on the board (0 to {CITY_COUNT - 1})")


def header_rect(city: int) -> pygame.Rect:
    """The strip at the top of a card with the city's name and kind."""
    card = city_rect(city)
    return pygame.Rect(card.x + PAD, card.y + 3, card.width - 2 * PAD, HEADER_HEIGHT)


@cache
def field_rect(city: int, field: int) -> pygame.Rect:
    """A field of a city's chain (0–13): the first row holds fields 1–7 from the left, the
    second 8–14."""
    _check_city(city)
    if not 0 <= field < CHAIN_LENGTH:
        raise ValueError(f"there is no chain field {field} (0 to {CHAIN_LENGTH - 1})")
    card = city_rect(city)
    inner = card.width - 2 * PAD
    width = (inner - (CHAIN_COLUMNS - 1) * FIELD_GAP) // CHAIN_COLUMNS
    left = card.x + PAD + (inner - CHAIN_COLUMNS * width - (CHAIN_COLUMNS - 1) * FIELD_GAP) // 2
    row, column = divmod(field, CHAIN_COLUMNS)
    top = card.y + 3 + HEADER_HEIGHT + GAP + row * (FIELD_HEIGHT + GAP)
    return pygame.Rect(left + column * (width + FIELD_GAP), top, width, FIELD_HEIGHT)


def chain_rect(city: int) -> pygame.Rect:
    """The box round all fourteen fields of a city's chain."""
    return field_rect(city, 0).union(field_rect(city, CHAIN_LENGTH - 1))


def _foot(city: int) -> pygame.Rect:
    """The strip below the chain: landing places, Stadtbild, factory sites."""
    card = city_rect(city)
    top = chain_rect(city).bottom + GAP + 2
    return pygame.Rect(card.x + PAD, top, card.width - 2 * PAD, card.bottom - PAD - top)


@cache
def landing_rect(city: int, place: int) -> pygame.Rect:
    """A landing place of a city (0 the cheap one, 1 the dear one)."""
    _check_city(city)
    if place not in (0, 1):
        raise ValueError(f"there is no landing place {place} (0 cheap, 1 dear)")
    foot = _foot(city)
    return pygame.Rect(foot.x + place * (LANDING_WIDTH + GAP), foot.y, LANDING_WIDTH, foot.height)


@cache
def renovation_rect(city: int) -> pygame.Rect:
    """A city's Stadtbild, where hotels wait for renovation in the order they came."""
    _check_city(city)
    foot = _foot(city)
    left = landing_rect(city, 1).right + GAP + 2
    return pygame.Rect(left, foot.y, foot.right - SITES_WIDTH - GAP - 2 - left, foot.height)


@cache
def waiting_rect(city: int, slot: int) -> pygame.Rect:
    """The place of the slot-th hotel waiting on a city's Stadtbild (four to a row below its
    label; more than eight overlap the last ones, which the rules never reach)."""
    box = renovation_rect(city)
    size = 22
    columns = max(1, (box.width - 8) // (size + 2))
    row, column = divmod(min(slot, 2 * columns - 1), columns)
    return pygame.Rect(box.x + 5 + column * (size + 2), box.y + 30 + row * (size + 4), size, size)


@cache
def site_rect(city: int, site: int) -> pygame.Rect:
    """A factory site of a city (0 or 1, as many as the city has), stacked on the right of the
    foot; a city's only site sits in the middle."""
    _check_city(city)
    count = len(CITIES[city].factory_prices)
    if not 0 <= site < count:
        raise ValueError(f"{CITIES[city].name} has no factory site {site} (it has {count})")
    foot = _foot(city)
    height = (foot.height - GAP) // 2
    top = foot.y + site * (height + GAP) if count == 2 else foot.centery - height // 2
    return pygame.Rect(foot.right - SITES_WIDTH, top, SITES_WIDTH, height)


def landing_plane_rect(city: int, place: int) -> pygame.Rect:
    """Where a plane standing on a landing place is drawn (the lower part of the place)."""
    box = landing_rect(city, place)
    rect = pygame.Rect((0, 0), PLANE_SIZE)
    rect.center = (box.centerx, box.bottom - 2 - PLANE_SIZE[1] // 2)
    return rect


def air_rect(city: int) -> pygame.Rect:
    """Where a plane flying over a city (both places taken) is drawn: above the right end of
    the card's header."""
    card = city_rect(city)
    rect = pygame.Rect((0, 0), AIR_SIZE)
    rect.center = (card.right - PAD - AIR_SIZE[0] // 2 - 2, card.y + AIR_SIZE[1] // 2 + 1)
    return rect


def plane_rect(view: Mapping[str, Any], player: int) -> pygame.Rect | None:
    """Where a player's plane stands on the board in a view: on its landing place, over its
    city, or None at the home bank (the Hausbank draws it there)."""
    city = view["plane_city"][player]
    if city < 0:
        return None
    place = view["plane_place"][player]
    return landing_plane_rect(city, place) if place >= 0 else air_rect(city)


def spot_rect(spot: TableSpot, view: Mapping[str, Any] | None = None) -> pygame.Rect | None:
    """The rectangle of a board spot (CITY, LANDING, FIELD, RENOVATION, SITE; PLANE with a
    view), or None for a spot that is not on the board or not there now."""
    kind, city, index = spot.kind, spot.city, spot.index
    if kind == PLANE:
        if view is None or not 0 <= spot.player < len(view["plane_city"]):
            return None
        return plane_rect(view, spot.player)
    if kind not in BOARD_KINDS or not 0 <= city < CITY_COUNT:
        return None
    if kind == CITY:
        return city_rect(city)
    if kind == RENOVATION:
        return renovation_rect(city)
    if kind == LANDING and index in (0, 1):
        return landing_rect(city, index)
    if kind == FIELD and 0 <= index < CHAIN_LENGTH:
        return field_rect(city, index)
    if kind == SITE and 0 <= index < len(CITIES[city].factory_prices):
        return site_rect(city, index)
    return None


def city_at(pos: Sequence[float]) -> int | None:
    """The city whose card lies under a canvas position, or None (between cards too)."""
    x, y = pos[0], pos[1]
    if not BOARD_RECT.collidepoint(x, y):
        return None
    for city in range(CITY_COUNT):
        if city_rect(city).collidepoint(x, y):
            return city
    return None


def spot_at(pos: Sequence[float], view: Mapping[str, Any] | None = None) -> TableSpot | None:
    """The board spot under a canvas position: a plane (with a view) before the landing place
    it stands on, then a landing place, chain field, Stadtbild or factory site, else the city
    card itself; None off the cards."""
    city = city_at(pos)
    if city is None:
        return None
    x, y = pos[0], pos[1]
    if view is not None:
        for player, plane_city in enumerate(view["plane_city"]):
            if plane_city == city:
                rect = plane_rect(view, player)
                if rect is not None and rect.collidepoint(x, y):
                    return TableSpot(PLANE, player=player)
    for place in (0, 1):
        if landing_rect(city, place).collidepoint(x, y):
            return TableSpot(LANDING, city, place)
    if chain_rect(city).collidepoint(x, y):
        for field in range(CHAIN_LENGTH):
            if field_rect(city, field).collidepoint(x, y):
                return TableSpot(FIELD, city, field)
    if renovation_rect(city).collidepoint(x, y):
        return TableSpot(RENOVATION, city)
    for site in range(len(CITIES[city].factory_prices)):
        if site_rect(city, site).collidepoint(x, y):
            return TableSpot(SITE, city, site)
    return TableSpot(CITY, city)


def spot_centre(spot: TableSpot, view: Mapping[str, Any] | None = None) -> tuple[int, int] | None:
    """The middle of a board spot's rectangle, or None where spot_rect has none."""
    rect = spot_rect(spot, view)
    return None if rect is None else rect.center
