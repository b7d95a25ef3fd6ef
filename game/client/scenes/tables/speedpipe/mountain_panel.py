"""The mountain's panel over the map: the route and the payment chosen (still in the hand), the
three cards revealed, how many more cards they cost, and for the company deciding the way it
pays them (arrows to the others) above room for its buttons (Nachzahlen, Abbrechen)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.client.scenes.tables.speedpipe.card_look import draw_card
from game.client.scenes.tables.speedpipe.card_names import payment_words
from game.client.scenes.tables.speedpipe.log_words import route_name
from game.client.scenes.tables.speedpipe.payment_panel import ARROW, PaymentSpots
from game.client.text_layout import draw_text, fit_size, line_height
from game.client.theme import THEME
from game.client.widgets.paint import draw_panel, draw_triangle
from game.rules.speedpipe.maps import PipeMap
from game.texts import text

PAD = 16
TITLE_SIZE = 28
LINE_SIZE = 21
SMALLEST = 14
CARD_WIDTH = 60
CARD_HEIGHT = 86


@dataclass(frozen=True)
class Reveal:
    """A mountain being laid: the route, the payment (paint, jokers; paint None where it is not
    known), the cards revealed and the extra cards they ask for."""

    route: int
    paint: int | None
    jokers: int
    cards: tuple[int, ...]
    extra: int


def draw_mountain(
    surface: pygame.Surface,
    rect: pygame.Rect,
    pipe_map: PipeMap,
    reveal: Reveal,
    name: str,
    choice_words: str | None,
    several: bool,
) -> PaymentSpots:
    """Draws the panel: name lays the mountain; choice_words is the extra payment chosen (None
    while someone else decides). Returns where the arrows lie (empty without several ways)."""
    palette = THEME.colours
    draw_panel(surface, rect, palette.panel_raised, palette.accent, shadow=True)
    inner = rect.inflate(-2 * PAD, -2 * PAD)
    title = text("speedpipe.mountain.title", name=name, route=route_name(pipe_map, reveal.route))
    size = fit_size(title, inner.width, TITLE_SIZE, True, SMALLEST)
    draw_text(surface, title, inner.topleft, size, palette.text, True, box=rect)
    top = inner.y + line_height(size, True)
    if reveal.paint is not None:
        length = pipe_map.routes[reveal.route].length
        paid = payment_words(length, reveal.paint, reveal.jokers)
        paid = text("speedpipe.mountain.paid", paid=paid)
        drawn = draw_text(
            surface,
            paid,
            (inner.x, top),
            LINE_SIZE - 2,
            palette.text_muted,
            max_width=inner.width,
            box=rect,
        )
        top = drawn.bottom
    top += 8
    x = inner.x
    for card in reveal.cards:
        box = pygame.Rect(x, top, CARD_WIDTH, CARD_HEIGHT)
        draw_card(surface, box, card)
        x = box.right + 8
    if not reveal.cards:
        x += 8
    words_left = x + 8
    room = inner.right - words_left
    extra = text(
        "speedpipe.mountain.extra_one" if reveal.extra == 1 else "speedpipe.mountain.extra",
        extra=reveal.extra,
    )
    if reveal.extra == 0:
        extra = text("speedpipe.mountain.free")
    extra_size = fit_size(extra, max(1, room), LINE_SIZE + 3, True, SMALLEST)
    extra_drawn = draw_text(
        surface,
        extra,
        (words_left, top),
        extra_size,
        palette.accent,
        True,
        max_width=max(1, room),
        box=rect,
    )
    spots = PaymentSpots(pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0))
    if choice_words is None:
        return spots
    line_top = extra_drawn.bottom + 6
    arrows_room = 2 * ARROW + 16 if several else 0
    words_room = max(1, room - arrows_room)
    choice_size = LINE_SIZE - 2
    draw_text(
        surface,
        choice_words,
        (words_left, line_top),
        choice_size,
        palette.text,
        max_width=words_room,
        box=rect,
    )
    if not several:
        return spots
    following = pygame.Rect(0, 0, ARROW, ARROW)
    following.topright = (inner.right, line_top - 8)
    previous = following.move(-ARROW - 8, 0)
    for box, pointing in ((previous, "left"), (following, "right")):
        draw_panel(surface, box, palette.panel, palette.panel_border, THEME.small_radius)
        draw_triangle(surface, box.center, ARROW * 0.4, pointing, palette.text)
    return PaymentSpots(previous, following)


def reveal_of(mountain: dict[str, object] | None) -> Reveal | None:
    """The mountain of a view ('mountain' entry), or None."""
    if not mountain:
        return None
    cards: Sequence[int] = mountain["reveal"]  # type: ignore[assignment]
    return Reveal(
        int(mountain["route"]),  # type: ignore[call-overload]
        int(mountain["paint"]),  # type: ignore[call-overload]
        int(mountain["jokers"]),  # type: ignore[call-overload]
        tuple(cards),
        int(mountain["extra"]),  # type: ignore[call-overload]
    )
