"""The payment chooser's panel over the map: what is paid for (a route with its length, paint,
points and kind; a station or a terminal with its cost), the chosen cards pictured, which of the
ways it is with arrows to the others (keys ← →), and room for its buttons at the foot."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.client.scenes.tables.speedpipe.card_look import draw_card
from game.client.scenes.tables.speedpipe.card_names import kind_name
from game.client.scenes.tables.speedpipe.log_words import place_name, route_name
from game.client.scenes.tables.speedpipe.payment_chooser import ROUTE, STATION, PaymentChooser
from game.client.text_layout import draw_text, fit_size, line_height
from game.client.theme import THEME
from game.client.widgets.paint import draw_panel, draw_triangle
from game.texts import text

PAD = 16
TITLE_SIZE = 28
FACTS_SIZE = 21
SMALLEST = 14
CARD_WIDTH = 56
CARD_HEIGHT = 80
ARROW = 44
BUTTONS_HEIGHT = 48


@dataclass(frozen=True)
class PaymentSpots:
    """Where the panel's tappable parts lie: the arrows to the previous and next way."""

    previous: pygame.Rect
    following: pygame.Rect


def buttons_row(rect: pygame.Rect) -> pygame.Rect:
    """The strip at the panel's foot where the scene puts the chooser's buttons."""
    return pygame.Rect(
        rect.x + PAD, rect.bottom - PAD - BUTTONS_HEIGHT, rect.width - 2 * PAD, BUTTONS_HEIGHT
    )


def title_words(chooser: PaymentChooser, names: Sequence[str]) -> tuple[str, str]:
    """The panel's title and the line of facts under it."""
    state = chooser.state
    pipe_map = state.map
    if chooser.what == ROUTE:
        route = pipe_map.routes[chooser.target]
        board = state.board
        kind = "plain"
        if route.mountain:
            kind = "mountain"
        elif route.buoys:
            kind = "underwater"
        facts = text(
            f"speedpipe.pay.route_facts_{kind}",
            length=route.length,
            paint=kind_name(route.paint),
            points=board.points[chooser.target],
            buoys=route.buoys,
        )
        return text("speedpipe.pay.route_title", route=route_name(pipe_map, chooser.target)), facts
    place = place_name(pipe_map, chooser.target)
    if chooser.what == STATION:
        key = "station_facts_one" if chooser.count == 1 else "station_facts"
        facts = text(f"speedpipe.pay.{key}", number=chooser.count, count=chooser.count)
        return text("speedpipe.pay.station_title", place=place), facts
    facts = text("speedpipe.pay.terminal_facts", count=chooser.count)
    return text("speedpipe.pay.terminal_title", place=place), facts


def draw_payment(
    surface: pygame.Surface, rect: pygame.Rect, chooser: PaymentChooser, names: Sequence[str]
) -> PaymentSpots:
    """Draws the panel; returns where its arrows lie."""
    palette = THEME.colours
    draw_panel(surface, rect, palette.panel_raised, palette.accent, shadow=True)
    inner = rect.inflate(-2 * PAD, -2 * PAD)
    title, facts = title_words(chooser, names)
    size = fit_size(title, inner.width, TITLE_SIZE, True, SMALLEST)
    draw_text(surface, title, inner.topleft, size, palette.text, True, box=rect)
    top = inner.y + line_height(size, True)
    facts_size = fit_size(facts, inner.width, FACTS_SIZE, False, SMALLEST)
    draw_text(surface, facts, (inner.x, top), facts_size, palette.text_muted, box=rect)
    top += line_height(facts_size) + 8
    x = inner.x
    for kind, count in chooser.paid():
        card = pygame.Rect(x, top, CARD_WIDTH, CARD_HEIGHT)
        draw_card(surface, card, kind, count)
        x = card.right + 8
    words = chooser.words()
    label_left = x + 8
    previous = pygame.Rect(0, 0, ARROW, ARROW)
    following = pygame.Rect(0, 0, ARROW, ARROW)
    following.topright = (inner.right, top)
    previous.topright = (following.x - 8, top)
    several = len(chooser.ways) > 1
    label_room = (previous.x if several else inner.right) - label_left - 8
    label_size = fit_size(words, max(1, label_room), FACTS_SIZE + 3, True, SMALLEST)
    draw_text(surface, words, (label_left, top + 4), label_size, palette.text, True, box=rect)
    way = text("speedpipe.pay.way", number=chooser.index + 1, count=len(chooser.ways))
    if several:
        way = text("speedpipe.pay.way_keys", way=way)
    way_size = fit_size(way, max(1, label_room), FACTS_SIZE - 2, False, SMALLEST)
    draw_text(
        surface,
        way,
        (label_left, top + 4 + line_height(label_size, True)),
        way_size,
        palette.text_muted,
        box=rect,
    )
    if several:
        for box, pointing in ((previous, "left"), (following, "right")):
            draw_panel(surface, box, palette.panel, palette.panel_border, THEME.small_radius)
            draw_triangle(surface, box.center, ARROW * 0.4, pointing, palette.text)
    else:
        previous = following = pygame.Rect(0, 0, 0, 0)
    return PaymentSpots(previous, following)
