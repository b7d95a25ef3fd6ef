"""The shown seat's own tickets below the open ones, large enough to tap: one row while they
fit, two lower rows for more, a last tile '+n' beyond that; those that fly from where the plane
is now lit, the one chosen to fly with lifted, the others dim while flying is possible; where
the plane is, in words, at the title's right."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

import pygame

from game.client.scenes.tables.kit.kept_picture import KeptPicture
from game.client.scenes.tables.tycoon.layout import HELD_RECT
from game.client.scenes.tables.tycoon.spots import HELD_TICKET, TableSpot
from game.client.scenes.tables.tycoon.ticket_look import (
    DIM,
    LIT,
    PLAIN,
    SELECTED,
    draw_ticket,
    shared_size,
)
from game.client.scenes.tables.tycoon.tickets_panel import PAD, TITLE_HEIGHT
from game.client.text_layout import draw_text, fit_size
from game.client.theme import THEME
from game.client.widgets.paint import draw_panel
from game.rules.tycoon.board import CITIES
from game.rules.tycoon.flights import HOME, OVER, targets
from game.texts import language, text

View = Mapping[str, Any]
GAP = 6
TITLE_SIZE = 20
FACTS_SIZE = 16
SMALLEST = 11
# A ticket in one row is at most this wide (a single one does not stretch over the panel).
WIDEST = 190
# One row while its tickets are at least this wide, then two rows down to the next width.
ONE_ROW_NARROWEST = 118
TWO_ROWS_NARROWEST = 96
# The panel as last drawn: a frame shows it again while nothing in it changed.
_KEPT: KeptPicture[dict[int, pygame.Rect]] = KeptPicture()


def flyable(view: View, seat: int) -> frozenset[int]:
    """The seat's held tickets that fly from where its plane is now, when the turn still
    allows a flight (its turn, before building)."""
    if view["phase"] != "turn" or view["acting"] != seat or view["built"]:
        return frozenset()
    origin = view["plane_city"][seat]
    return frozenset(ticket for ticket in view["tickets"][seat] if targets(ticket, origin))


def ticket_room(rect: pygame.Rect) -> pygame.Rect:
    """Where the tickets lie: the panel below its title."""
    top = rect.y + PAD // 2 + TITLE_HEIGHT + 2
    return pygame.Rect(rect.x + PAD, top, rect.width - 2 * PAD, rect.bottom - PAD - top)


def capacity(rect: pygame.Rect) -> int:
    """The most tiles the panel holds (two rows of the narrowest width)."""
    room = ticket_room(rect)
    return 2 * max(1, (room.width + GAP) // (TWO_ROWS_NARROWEST + GAP))


def tile_rects(rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Where count tiles lie: one row while they are wide enough, else two rows (at most
    capacity tiles)."""
    room = ticket_room(rect)
    count = min(count, capacity(rect))
    if count <= 0:
        return []
    rows = 1
    width = (room.width - (count - 1) * GAP) // count
    if width < ONE_ROW_NARROWEST:
        rows = 2
        per_row = -(-count // 2)
        width = (room.width - (per_row - 1) * GAP) // per_row
    width = min(width, WIDEST)
    per_row = -(-count // rows)
    height = (room.height - (rows - 1) * GAP) // rows
    return [
        pygame.Rect(
            room.x + (index % per_row) * (width + GAP),
            room.y + (index // per_row) * (height + GAP),
            width,
            height,
        )
        for index in range(count)
    ]


def shown_tickets(held: Sequence[int], most: int) -> tuple[list[int], int]:
    """The tickets with a tile of their own and how many more share the last tile '+n'."""
    if len(held) <= most:
        return list(held), 0
    return list(held[: most - 1]), len(held) - (most - 1)


def held_rects(view: View, seat: int, rect: pygame.Rect = HELD_RECT) -> dict[int, pygame.Rect]:
    """Ticket id -> its tile, for the seat's tickets that have one."""
    own, more = shown_tickets(view["tickets"][seat], capacity(rect))
    return dict(zip(own, tile_rects(rect, len(own) + (1 if more else 0))))


def plane_words(view: View, seat: int) -> str:
    """Where the seat's plane is, in words."""
    city = view["plane_city"][seat]
    if city == HOME:
        return text("tycoon.panels.plane_home")
    name = CITIES[city].name
    place = view["plane_place"][seat]
    if place == OVER:
        return text("tycoon.panels.plane_over", city=name)
    return text("tycoon.panels.plane_landed", city=name, place=place + 1)


def draw(
    surface: pygame.Surface,
    rect: pygame.Rect,
    view: View,
    seat: int,
    names: Sequence[str],
    selected: int | None = None,
    lit: Collection[int] | None = None,
    *,
    hidden: Collection[int] = (),
    own: bool = True,
) -> dict[int, pygame.Rect]:
    """The panel of a seat's tickets (own: 'Deine Tickets', else with the seat's name): lit
    ones (None: those that fly from here now) framed, the selected one lifted, the rest dim
    while some fly; hidden ones (on their way) leave their place empty. Returns each tile.
    Drawn once and kept while what it shows stays the same."""
    shining = flyable(view, seat) if lit is None else frozenset(lit)
    key = (
        tuple(rect),
        tuple(view["tickets"][seat]),
        selected,
        tuple(sorted(shining)),
        tuple(sorted(hidden)),
        own,
        names[seat] if not own else "",
        view["plane_city"][seat],
        view["plane_place"][seat],
        language(),
    )
    return _KEPT.draw(
        surface,
        rect,
        key,
        lambda: _paint(surface, rect, view, seat, names, selected, shining, hidden, own),
    )


def _paint(
    surface: pygame.Surface,
    rect: pygame.Rect,
    view: View,
    seat: int,
    names: Sequence[str],
    selected: int | None,
    shining: frozenset[int],
    hidden: Collection[int],
    own: bool,
) -> dict[int, pygame.Rect]:
    """Draws the panel as draw describes it."""
    palette = THEME.colours
    draw_panel(surface, rect, palette.panel, palette.panel_border)
    held = list(view["tickets"][seat])
    _draw_title(surface, rect, view, seat, names, len(held), own)
    if not held:
        words = text("tycoon.panels.no_tickets" if own else "tycoon.panels.no_tickets_short")
        room = ticket_room(rect)
        size = fit_size(words, room.width, FACTS_SIZE + 2, False, SMALLEST)
        draw_text(
            surface,
            words,
            room.center,
            size,
            palette.text_muted,
            align="center",
            valign="middle",
            box=room,
        )
        return {}
    placed = held_rects(view, seat, rect)
    size = shared_size(placed)
    for ticket, tile in placed.items():
        if ticket in hidden:
            continue
        if ticket == selected:
            look = SELECTED
        elif ticket in shining:
            look = LIT
        elif shining:
            look = DIM
        else:
            look = PLAIN
        draw_ticket(surface, tile, ticket, look, largest=size)
    _, more = shown_tickets(held, capacity(rect))
    if more:
        _draw_more(surface, tile_rects(rect, len(placed) + 1)[-1], more)
    return placed


def _draw_title(
    surface: pygame.Surface,
    rect: pygame.Rect,
    view: View,
    seat: int,
    names: Sequence[str],
    count: int,
    own: bool,
) -> None:
    """The title at the left, where the plane is at the right."""
    palette = THEME.colours
    box = pygame.Rect(rect.x + PAD, rect.y + PAD // 2, rect.width - 2 * PAD, TITLE_HEIGHT)
    if own:
        title = text("tycoon.panels.own_tickets", count=count)
    else:
        title = text("tycoon.panels.others_tickets", name=names[seat], count=count)
    size = fit_size(title, box.width // 2, TITLE_SIZE, True, SMALLEST)
    drawn = draw_text(
        surface, title, (box.x, box.centery), size, palette.text, True, valign="middle", box=box
    )
    facts = plane_words(view, seat)
    room = box.right - drawn.right - 2 * PAD
    facts_size = fit_size(facts, max(1, room), FACTS_SIZE, False, SMALLEST)
    draw_text(
        surface,
        facts,
        (box.right, box.centery),
        facts_size,
        palette.text_muted,
        align="right",
        valign="middle",
        box=box,
    )


def _draw_more(surface: pygame.Surface, tile: pygame.Rect, more: int) -> None:
    """The last tile for the tickets without one of their own: '+n'."""
    palette = THEME.colours
    draw_panel(surface, tile, palette.panel_raised, palette.panel_border, THEME.small_radius)
    words = text("tycoon.panels.more", count=more)
    size = fit_size(words, tile.width - 8, TITLE_SIZE, True, SMALLEST)
    draw_text(
        surface, words, tile.center, size, palette.text, True, "center", valign="middle", box=tile
    )


def spot_at(
    pos: tuple[int, int], view: View, seat: int, rect: pygame.Rect = HELD_RECT
) -> TableSpot | None:
    """The seat's held ticket under a point (index: its id); None elsewhere."""
    if not rect.collidepoint(pos):
        return None
    for ticket, tile in held_rects(view, seat, rect).items():
        if tile.collidepoint(pos):
            return TableSpot(HELD_TICKET, index=ticket, player=seat)
    return None


def spot_rect(
    spot: TableSpot, view: View, seat: int, rect: pygame.Rect = HELD_RECT
) -> pygame.Rect | None:
    """Where a held ticket of the seat lies in the panel (None: not the seat's, or no tile)."""
    if spot.kind != HELD_TICKET or spot.player != seat:
        return None
    return held_rects(view, seat, rect).get(spot.index)
