"""The pictures of Speedpipe's info windows: a piece of the map round a route, a place or a
contract (painted as the map is, the thing outlined or ringed), a pipe card, the blind pile, the
discard pile's cards and the contract pile. Map pieces are kept while the map stays as it is."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from game.client.scenes.tables.speedpipe.card_look import draw_card, draw_card_back
from game.client.scenes.tables.speedpipe.map_facts import MapFacts
from game.client.scenes.tables.speedpipe.map_geometry import PLACE_RADIUS, MapGeometry, geometry_of
from game.client.scenes.tables.speedpipe.map_paint import MapPainter
from game.client.text_layout import draw_text, fit_size
from game.client.theme import THEME, Colour
from game.client.widgets.paint import draw_panel
from game.rules.speedpipe.catalogue import HAND_KINDS
from game.rules.speedpipe.state import SpeedpipeState

Box = tuple[float, float, float, float]  # left, top, right, bottom in world units

MAP_PICTURE = (420, 220)
# How near and how far a map piece may zoom (pixels per world unit).
MOST_ZOOM = 1.8
LEAST_ZOOM = 0.15
# World units of the map round a place, and round a route or contract.
PLACE_REACH = (150.0, 80.0)
ROUTE_MARGIN = 30.0
RING_WIDTH = 4
SMALLEST_RING = 14
# Pixels kept free between what a piece shows and its edge.
EDGE_ROOM = 18
CARD_PICTURE = (120, 168)
SMALL_CARD = (64, 90)
SMALL_GAP = 8
PILE_PICTURE = (150, 168)
COUNT_SIZE = 30
COUNT_SMALLEST = 16
# Map pieces kept at most: a table words a few dozen things between two changes of its map.
KEPT = 48

_PIECES: dict[tuple[object, ...], pygame.Surface] = {}
_PAINTERS: dict[int, MapPainter] = {}


def _painter(geometry: MapGeometry) -> MapPainter:
    """The painter of a map's pieces, made once per map (its terrain and labels are worked out
    when it is made)."""
    painter = _PAINTERS.get(id(geometry))
    if painter is None or painter.geometry is not geometry:
        painter = _PAINTERS[id(geometry)] = MapPainter(geometry)
    return painter


def facts_of(state: SpeedpipeState) -> MapFacts:
    """What lies on the map now, as the map view reads it."""
    return MapFacts.of_view(
        state.map,
        {
            "owners": state.owners,
            "blocked": state.blocked,
            "stations": state.stations,
            "terminals": state.terminals,
        },
    )


def map_piece(
    state: SpeedpipeState,
    box: Box,
    routes: Mapping[int, Colour] | None = None,
    places: Mapping[int, Colour] | None = None,
) -> pygame.Surface:
    """The map round a box of the world, as the map draws it, with routes outlined and places
    ringed in the colours given; the same piece of an unchanged map is drawn once."""
    geometry = geometry_of(state.map)
    facts = facts_of(state)
    outlined = dict(routes or {})
    ringed = dict(places or {})
    key = (
        id(geometry),
        box,
        tuple(sorted(outlined.items())),
        tuple(sorted(ringed.items())),
        facts,
    )
    found = _PIECES.get(key)
    if found is not None:
        return found
    width, height = MAP_PICTURE
    left, top, right, bottom = box
    inner_width, inner_height = width - 2 * EDGE_ROOM, height - 2 * EDGE_ROOM
    zoom = min(inner_width / max(right - left, 1.0), inner_height / max(bottom - top, 1.0))
    zoom = min(MOST_ZOOM, max(LEAST_ZOOM, zoom))
    corner = (
        round((left + right) / 2 * zoom - width / 2),
        round((top + bottom) / 2 * zoom - height / 2),
    )
    painter = _painter(geometry)
    painter.facts = facts
    piece = pygame.Surface((width, height))
    piece.fill(THEME.colours.panel)
    painter.paint(piece, zoom, corner)

    def at(point: tuple[float, float]) -> tuple[float, float]:
        return point[0] * zoom - corner[0], point[1] * zoom - corner[1]

    for route, colour in outlined.items():
        for quad in geometry.routes[route].fields:
            pygame.draw.polygon(piece, colour, [at(point) for point in quad], RING_WIDTH)
    for place, colour in ringed.items():
        radius = max(SMALLEST_RING, (PLACE_RADIUS + 5) * zoom + RING_WIDTH)
        pygame.draw.circle(piece, colour, at(geometry.places[place]), radius, RING_WIDTH)
    pygame.draw.rect(piece, THEME.colours.panel_border, piece.get_rect(), 2)
    if len(_PIECES) >= KEPT:
        _PIECES.clear()
    _PIECES[key] = piece
    return piece


def route_box(state: SpeedpipeState, routes: Sequence[int], places: Sequence[int] = ()) -> Box:
    """The world box round some routes and places, with a margin."""
    geometry = geometry_of(state.map)
    xs: list[float] = []
    ys: list[float] = []
    for route in routes:
        left, top, right, bottom = geometry.routes[route].box
        xs += [left, right]
        ys += [top, bottom]
    for place in places:
        x, y = geometry.places[place]
        xs.append(x)
        ys.append(y)
    return (
        min(xs) - ROUTE_MARGIN,
        min(ys) - ROUTE_MARGIN,
        max(xs) + ROUTE_MARGIN,
        max(ys) + ROUTE_MARGIN,
    )


def route_picture(state: SpeedpipeState, route: int) -> pygame.Surface:
    """The route with its two places, outlined in the accent."""
    board = state.board
    ends = (board.ends_a[route], board.ends_b[route])
    return map_piece(state, route_box(state, (route,), ends), routes={route: THEME.colours.accent})


def place_picture(state: SpeedpipeState, place: int) -> pygame.Surface:
    """The place with the map round it, ringed in the accent."""
    x, y = geometry_of(state.map).places[place]
    reach_x, reach_y = PLACE_REACH
    box = (x - reach_x, y - reach_y, x + reach_x, y + reach_y)
    return map_piece(state, box, places={place: THEME.colours.accent})


def contract_picture(state: SpeedpipeState, contract: int, path: Sequence[int]) -> pygame.Surface:
    """A contract's two places ringed (green when joined) and the own path joining them."""
    deal = state.map.contracts[contract]
    colour = THEME.colours.success if path else THEME.colours.accent
    box = route_box(state, path, (deal.a, deal.b))
    return map_piece(
        state,
        box,
        routes={route: THEME.colours.success for route in path},
        places={deal.a: colour, deal.b: colour},
    )


def card_picture(kind: int, count: int | None = None) -> pygame.Surface:
    """A pipe card of a kind, with the count held in its badge (None: no badge)."""
    picture = pygame.Surface(CARD_PICTURE, pygame.SRCALPHA)
    draw_card(picture, picture.get_rect().inflate(-8, -8), kind, count, faded=count == 0)
    return picture


def blind_picture(size: int) -> pygame.Surface:
    """The blind pile's back with its size."""
    picture = pygame.Surface(CARD_PICTURE, pygame.SRCALPHA)
    draw_card_back(picture, picture.get_rect().inflate(-8, -8), size)
    return picture


def discard_picture(discard: Sequence[int]) -> pygame.Surface:
    """The discard pile's cards side by side, one per kind lying there with its count (a faded
    back when it is empty)."""
    kinds = [kind for kind in range(HAND_KINDS) if discard[kind] > 0]
    if not kinds:
        picture = pygame.Surface(CARD_PICTURE, pygame.SRCALPHA)
        draw_card_back(picture, picture.get_rect().inflate(-8, -8))
        picture.set_alpha(110)
        return picture
    card_width, card_height = SMALL_CARD
    width = len(kinds) * (card_width + SMALL_GAP) + SMALL_GAP
    picture = pygame.Surface((width, card_height + 2 * SMALL_GAP), pygame.SRCALPHA)
    for index, kind in enumerate(kinds):
        x = SMALL_GAP + index * (card_width + SMALL_GAP)
        draw_card(picture, pygame.Rect(x, SMALL_GAP, card_width, card_height), kind, discard[kind])
    return picture


def contract_pile_picture(size: int) -> pygame.Surface:
    """The contract pile: contracts lying on each other, the top one telling how many."""
    palette = THEME.colours
    picture = pygame.Surface(PILE_PICTURE, pygame.SRCALPHA)
    width, height = PILE_PICTURE
    card = pygame.Rect(0, 0, width - 24, height - 24)
    for shift in (16, 8, 0):
        draw_panel(
            picture,
            card.move(shift + 4, 16 - shift + 4),
            palette.panel_raised,
            palette.panel_border,
            THEME.small_radius,
        )
    top = card.move(4, 20)
    words = str(size)
    size_px = fit_size(words, top.width - 12, COUNT_SIZE, True, COUNT_SMALLEST)
    draw_text(
        picture,
        words,
        top.center,
        size_px,
        palette.text,
        True,
        "center",
        valign="middle",
        box=top,
    )
    return picture
