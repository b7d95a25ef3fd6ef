"""A flight ticket as the Tycoon table draws it at any size: a charter flight "Aurelia – Brisa",
a scheduled flight to a city "→ Corvento" or over a distance "2 Schritte"; its kind by the
colour of its band and by a glyph there (a two-headed arrow for charter, a one-headed one for
scheduled), its price; looks plain, lit, selected, dim and unaffordable (the price struck
through, so colour is never the only sign). The backs of both piles."""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from game.client.text_layout import draw_text, fit_size, line_height, measure
from game.client.theme import THEME, Colour
from game.client.widgets.paint import darker, draw_panel, mix
from game.rules.tycoon.board import CITIES, TICKETS
from game.texts import text

# The looks a ticket can have.
PLAIN = "plain"
LIT = "lit"  # flies from here now, or is pointed at (a Rat step, the keyboard)
SELECTED = "selected"  # the one held ticket chosen to fly with
DIM = "dim"  # not of use now
UNAFFORDABLE = "unaffordable"  # dearer than the cash
LOOKS: tuple[str, ...] = (PLAIN, LIT, SELECTED, DIM, UNAFFORDABLE)

# The band colours of the two kinds (each kind also has its own glyph).
CHARTER_COLOUR: Colour = (52, 122, 168)
SCHEDULED_COLOUR: Colour = (196, 104, 44)
# How much of the table's colour a dim ticket takes on.
DIMMED = 0.45
# Font sizes: the largest tried, the smallest that still reads, the last resort of a tiny one.
LARGEST = 18
READABLE = 14
# A mini ticket's single line still reads a little smaller.
READABLE_MINI = 12
TINIEST = 9
# The band and the price badge of a wide ticket are never wider than this.
WIDEST_BAND = 20
WIDEST_PRICE = 28
# A rect at least this much wider than high lays its band at the left, else along the top.
WIDE_SHAPE = 1.9
# Below this height a ticket is a mini one (in a Hausbank): one line of words, no price.
MINI_HEIGHT = 30
# A selected ticket is lifted by this much.
LIFT = 4
SHORT_NAME = 3


def kind_colour(charter: bool) -> Colour:
    """The band colour of a kind of ticket."""
    return CHARTER_COLOUR if charter else SCHEDULED_COLOUR


def short_name(city: int) -> str:
    """A city's name shortened to its first letters (all nine differ in them)."""
    return CITIES[city].name[:SHORT_NAME]


def ticket_words(ticket: int) -> tuple[tuple[str, ...], ...]:
    """The ways of writing where a ticket flies, roomiest first, each as its lines: the whole
    words on one line, then on two lines, then with short city names."""
    card = TICKETS[ticket]
    if card.charter:
        first, second = CITIES[card.a].name, CITIES[card.b].name
        return (
            (text("tycoon.panels.charter", a=first, b=second),),
            (text("tycoon.panels.charter_first", a=first), second),
            (text("tycoon.panels.charter", a=short_name(card.a), b=short_name(card.b)),),
            (short_name(card.a) + "–" + short_name(card.b),),
        )
    if card.a >= 0:
        return (
            (text("tycoon.panels.to_city", city=CITIES[card.a].name),),
            (text("tycoon.panels.to_city", city=short_name(card.a)),),
            ("→" + short_name(card.a),),
        )
    steps = (
        text("tycoon.panels.steps_one")
        if card.distance == 1
        else text("tycoon.panels.steps", count=card.distance)
    )
    return (
        (steps,),
        (text("tycoon.panels.steps_short", count=card.distance),),
        (str(card.distance),),
    )


def ticket_name(ticket: int) -> str:
    """Where a ticket flies, in whole words on one line ('Aurelia – Brisa')."""
    return ticket_words(ticket)[0][0]


def fitted_words(
    ticket: int, width: int, height: int, largest: int = LARGEST, readable: int = READABLE
) -> tuple[tuple[str, ...], int]:
    """The way of writing a ticket that fits width × height: the whole names at the largest
    readable size (one line or two), else short names; where none reads, the shortest at the
    size it fits, or nothing at all."""
    ways = ticket_words(ticket)
    whole = 2 if TICKETS[ticket].charter else 1
    for group in (ways[:whole], ways[whole:]):
        sized = [(_lines_size(lines, width, height, largest, readable), lines) for lines in group]
        # The largest size wins; on equal sizes the earlier (one-line) way.
        size, lines = max(sized, key=lambda pair: pair[0], default=(0, ()))
        if size:
            return lines, size
    last = ways[-1]
    size = _lines_size(last, width, height, largest, TINIEST)
    # Where not even the shortest words fit, the ticket shows its band and price only.
    return (last, size) if size else ((), TINIEST)


def _lines_size(
    lines: tuple[str, ...], width: int, height: int, largest: int, smallest: int
) -> int:
    """The largest size from largest down to smallest at which every line fits the width and
    all of them the height (0: none)."""
    size = min(largest, fit_size(max(lines, key=len), max(1, width), largest, True, smallest))
    while size >= smallest:
        fits = all(measure(line, size, True)[0] <= width for line in lines)
        if fits and line_height(size, True) * len(lines) <= height:
            return size
        size -= 1
    return 0


def draw_ticket(
    surface: pygame.Surface,
    rect: pygame.Rect,
    ticket: int,
    look: str = PLAIN,
    *,
    price: bool = True,
    words: bool = True,
    largest: int | None = None,
) -> pygame.Rect:
    """A ticket in a rect: band with the kind's glyph, where it flies (unless words is False;
    at most at size largest, so that a row can share one size), its price (unless price is
    False or the ticket is a mini one); returns the rect drawn (a selected one lifted)."""
    if look not in LOOKS:
        raise ValueError(f"'{look}' is no look of a ticket ({LOOKS})")
    palette = THEME.colours
    card = TICKETS[ticket]
    if look == SELECTED:
        rect = rect.move(0, -LIFT)
    dim = look in (DIM, UNAFFORDABLE)
    face = mix(palette.card_face, palette.panel, DIMMED) if look == DIM else palette.card_face
    band_colour = kind_colour(card.charter)
    if look == DIM:
        band_colour = mix(band_colour, palette.panel, DIMMED)
    radius = max(2, min(THEME.small_radius, rect.height // 5))
    draw_panel(surface, rect, face, None, radius, shadow=not dim)
    mini, wide, band, words_room = _parts(rect, price)
    _draw_band(surface, band, band_colour, radius, wide)
    glyph_size = min(band.width, band.height) * (0.7 if mini else 0.8)
    glyph_centre = band.center if wide else (band.x + band.height // 2 + 2, band.centery)
    draw_kind_glyph(surface, glyph_centre, glyph_size, card.charter, palette.card_face)
    if price and not mini:
        _draw_price(surface, rect, band, wide, card.price, look == UNAFFORDABLE)
    # Dim words stay readable: the text colour only partly faded into the face.
    colour = mix(palette.card_text, face, 0.25) if dim else palette.card_text
    most = _largest(rect) if largest is None else min(largest, _largest(rect))
    lines, size = fitted_words(ticket, words_room.width, words_room.height, most, _readable(rect))
    if not words:
        lines = ()
    step = line_height(size, True)
    top = words_room.centery - step * len(lines) / 2
    for index, line in enumerate(lines):
        draw_text(
            surface,
            line,
            (words_room.x, top + index * step),
            size,
            colour,
            True,
            box=rect,
        )
    _draw_frame(surface, rect, look, radius)
    return rect


def _parts(rect: pygame.Rect, price: bool) -> tuple[bool, bool, pygame.Rect, pygame.Rect]:
    """How a ticket of this rect is laid out: mini or not, wide or not, its band, the room of
    its words."""
    mini = rect.height < MINI_HEIGHT
    wide = rect.width >= rect.height * WIDE_SHAPE or mini
    band = _band_rect(rect, wide, mini)
    return mini, wide, band, _words_room(rect, band, wide, mini, price)


def shared_size(rects: Mapping[int, pygame.Rect], price: bool = True) -> int:
    """The size the words of tickets (id -> rect) share: the smallest any of them needs (so
    that a row of tickets reads evenly); LARGEST for none."""
    sizes = []
    for ticket, rect in rects.items():
        room = _parts(rect, price)[3]
        found = fitted_words(ticket, room.width, room.height, _largest(rect), _readable(rect))
        sizes.append(found[1])
    return min(sizes, default=LARGEST)


def _largest(rect: pygame.Rect) -> int:
    """The largest size words are tried at on a ticket of this height (one line on a low
    ticket, two on a higher one: the sizes tried are checked against the height anyway)."""
    return max(TINIEST, min(LARGEST, rect.height - 10))


def _readable(rect: pygame.Rect) -> int:
    """The smallest size at which whole names are still written on a ticket of this height."""
    return READABLE_MINI if rect.height < MINI_HEIGHT else READABLE


def _band_rect(rect: pygame.Rect, wide: bool, mini: bool) -> pygame.Rect:
    """The kind's band: along the left of a wide ticket, along the top of a tall one."""
    if wide:
        width = max(10, min(WIDEST_BAND, round(rect.height * (0.55 if mini else 0.34))))
        return pygame.Rect(rect.x, rect.y, width, rect.height)
    return pygame.Rect(rect.x, rect.y, rect.width, max(12, min(24, rect.height // 3)))


def _draw_band(
    surface: pygame.Surface, band: pygame.Rect, colour: Colour, radius: int, wide: bool
) -> None:
    """The band, rounded only on the ticket's own corners."""
    if wide:
        pygame.draw.rect(surface, colour, band, 0, -1, radius, 0, radius, 0)
    else:
        pygame.draw.rect(surface, colour, band, 0, -1, radius, radius, 0, 0)


def _words_room(
    rect: pygame.Rect, band: pygame.Rect, wide: bool, mini: bool, price: bool
) -> pygame.Rect:
    """Where the words go: beside the band and left of the price, or below a top band."""
    pad = 3 if mini else 6
    if wide:
        right = rect.right - pad - (_price_width(rect) + pad if price and not mini else 0)
        return pygame.Rect(
            band.right + pad, rect.y + 2, max(1, right - band.right - pad), rect.height - 4
        )
    return pygame.Rect(
        rect.x + pad, band.bottom + 2, rect.width - 2 * pad, rect.bottom - band.bottom - 4
    )


def _price_width(rect: pygame.Rect) -> int:
    """How wide the price badge of a wide ticket is."""
    return max(20, min(WIDEST_PRICE, rect.height // 2))


def _draw_price(
    surface: pygame.Surface,
    rect: pygame.Rect,
    band: pygame.Rect,
    wide: bool,
    amount: int,
    struck: bool,
) -> None:
    """The price in a round badge (at the right of a wide ticket, in the band of a tall one);
    struck through in the danger colour when it cannot be paid."""
    palette = THEME.colours
    words = str(amount)
    if wide:
        side = _price_width(rect)
        badge = pygame.Rect(0, 0, side, min(side, rect.height - 8))
        badge.midright = (rect.right - 5, rect.centery)
    else:
        side = band.height - 4
        badge = pygame.Rect(0, 0, max(side, 20), side)
        badge.midright = (band.right - 4, band.centery)
    fill = palette.danger if struck else palette.accent
    draw_panel(surface, badge, fill, None, min(badge.height, badge.width) // 2, shadow=False)
    size = fit_size(words, badge.width - 4, max(TINIEST, badge.height - 6), True, TINIEST)
    draw_text(
        surface,
        words,
        badge.center,
        size,
        palette.text_on_accent if not struck else palette.text,
        True,
        "center",
        valign="middle",
        box=badge,
    )
    if struck:
        # A stroke across the price: the refusal shows without its colour too.
        pygame.draw.line(
            surface,
            palette.text,
            (badge.x + 2, badge.bottom - 3),
            (badge.right - 2, badge.y + 3),
            2,
        )


def _draw_frame(surface: pygame.Surface, rect: pygame.Rect, look: str, radius: int) -> None:
    """The ticket's edge: thin, or a thick accent frame when lit, a focus-coloured doubled one
    when selected (thickness tells it, not only colour)."""
    palette = THEME.colours
    if look == LIT:
        pygame.draw.rect(surface, palette.accent, rect.inflate(4, 4), 3, radius + 2)
    elif look == SELECTED:
        pygame.draw.rect(surface, palette.focus, rect.inflate(6, 6), 4, radius + 3)
        pygame.draw.rect(surface, palette.card_text, rect, 1, radius)
    else:
        pygame.draw.rect(surface, palette.card_border, rect, 1, radius)


def draw_kind_glyph(
    surface: pygame.Surface,
    centre: tuple[float, float],
    size: float,
    charter: bool,
    colour: Colour,
) -> None:
    """The kind's sign: a two-headed arrow for a charter flight (either way between its two
    cities), a one-headed arrow for a scheduled flight."""
    x, y = centre
    half = size / 2
    head = max(3.0, size * 0.3)
    width = max(2, round(size / 9))
    left, right = x - half, x + half
    pygame.draw.line(surface, colour, (left + 1, y), (right - 1, y), width)
    _arrow_head(surface, (right, y), head, 1, colour)
    if charter:
        _arrow_head(surface, (left, y), head, -1, colour)
    else:
        # A dot where the scheduled flight starts, so the one head reads as a direction.
        pygame.draw.circle(surface, colour, (round(left + 1), round(y)), max(2, width))


def _arrow_head(
    surface: pygame.Surface, tip: tuple[float, float], size: float, direction: int, colour: Colour
) -> None:
    """A filled arrow head at tip, pointing right (1) or left (-1)."""
    x, y = tip
    back = x - direction * size
    pygame.draw.polygon(surface, colour, [(x, y), (back, y - size * 0.7), (back, y + size * 0.7)])


def draw_ticket_back(
    surface: pygame.Surface, rect: pygame.Rect, charter: bool, faded: bool = False
) -> None:
    """The back of a ticket of a kind (a pile's top), in the kind's colour with its glyph;
    faded for an empty pile."""
    palette = THEME.colours
    colour = kind_colour(charter)
    if faded:
        colour = mix(colour, palette.panel, 0.7)
    radius = max(2, min(THEME.small_radius, rect.height // 5))
    draw_panel(surface, rect, colour, darker(colour, 0.4), radius, shadow=not faded)
    inner = rect.inflate(-8, -8)
    if inner.width > 4 and inner.height > 4:
        pygame.draw.rect(surface, darker(colour, 0.25), inner, 2, max(2, radius - 3))
