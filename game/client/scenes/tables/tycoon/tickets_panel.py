"""The open tickets at the top of the right column: the 6 charter flights in two rows of three
with their pile and discard pile at the rows' right, the 2 scheduled flights in the row below
with theirs; the sizes of all four piles; a legend of the two kinds' glyphs. An empty place
shows as a hollow slot, so a ticket bought this turn leaves its gap until the turn's end."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

import pygame

from game.client.scenes.tables.kit.kept_picture import KeptPicture
from game.client.scenes.tables.tycoon.layout import TICKETS_RECT
from game.client.scenes.tables.tycoon.spots import DISCARD, OPEN_TICKET, PILE, TableSpot
from game.client.scenes.tables.tycoon.ticket_look import (
    DIM,
    LIT,
    PLAIN,
    SELECTED,
    UNAFFORDABLE,
    draw_kind_glyph,
    draw_ticket,
    draw_ticket_back,
    kind_colour,
    shared_size,
)
from game.client.text_layout import draw_text, fit_size
from game.client.theme import THEME
from game.client.widgets.paint import draw_panel
from game.rules.tycoon.board import OPEN_CHARTER, OPEN_SCHEDULED
from game.rules.tycoon.flights import PRICES
from game.texts import language, text

View = Mapping[str, Any]
PAD = 8
TITLE_HEIGHT = 26
GAP = 6
COLUMNS = 4
ROWS = 3
# The last column holds only the charter piles and is narrower than the ticket columns.
PILE_COLUMN = 116
TITLE_SIZE = 20
LEGEND_SIZE = 15
SMALLEST = 11
# How wide a pile's stack of backs is.
STACK_WIDTH = 44
# (row, column) of each pile and discard pile in the grid; index 0 charter, 1 scheduled.
PILE_CELLS: tuple[tuple[int, int], ...] = ((0, 3), (2, 2))
DISCARD_CELLS: tuple[tuple[int, int], ...] = ((1, 3), (2, 3))
CHARTER_CELLS: tuple[tuple[int, int], ...] = tuple(
    (row, column) for row in range(2) for column in range(3)
)
SCHEDULED_CELLS: tuple[tuple[int, int], ...] = ((2, 0), (2, 1))
# The panel as last drawn: a frame shows it again while nothing in it changed.
_KEPT: KeptPicture[dict[int, pygame.Rect]] = KeptPicture()


def cell_rect(rect: pygame.Rect, row: int, column: int) -> pygame.Rect:
    """The box of a cell of the panel's 4 × 3 grid below its title (the last column narrower)."""
    top = rect.y + PAD + TITLE_HEIGHT
    width = (rect.width - 2 * PAD - PILE_COLUMN - (COLUMNS - 1) * GAP) // (COLUMNS - 1)
    height = (rect.bottom - PAD - top - (ROWS - 1) * GAP) // ROWS
    x = rect.x + PAD + column * (width + GAP)
    if column == COLUMNS - 1:
        width = rect.right - PAD - x
    return pygame.Rect(x, top + row * (height + GAP), width, height)


def slot_rects(rect: pygame.Rect, charter: bool) -> list[pygame.Rect]:
    """The open places of a kind, in the order the row is laid out."""
    cells = CHARTER_CELLS if charter else SCHEDULED_CELLS
    return [cell_rect(rect, row, column) for row, column in cells]


def pile_rect(rect: pygame.Rect, charter: bool) -> pygame.Rect:
    """Where the pile of a kind lies."""
    return cell_rect(rect, *PILE_CELLS[0 if charter else 1])


def discard_rect(rect: pygame.Rect, charter: bool) -> pygame.Rect:
    """Where the discard pile of a kind lies."""
    return cell_rect(rect, *DISCARD_CELLS[0 if charter else 1])


def open_rects(view: View, rect: pygame.Rect = TICKETS_RECT) -> dict[int, pygame.Rect]:
    """Ticket id -> its place, for the tickets lying open in the view."""
    placed: dict[int, pygame.Rect] = {}
    for charter, key, most in (
        (True, "open_charter", OPEN_CHARTER),
        (False, "open_scheduled", OPEN_SCHEDULED),
    ):
        tickets = list(view[key])[:most]
        placed.update(zip(tickets, slot_rects(rect, charter)))
    return placed


def draw(
    surface: pygame.Surface,
    rect: pygame.Rect,
    view: View,
    seat: int | None,
    lit: Collection[int] = (),
    *,
    selected: int | None = None,
    hidden: Collection[int] = (),
    buying: bool = True,
) -> dict[int, pygame.Rect]:
    """The panel: title and legend, the open tickets (lit ones framed, the selected one
    lifted, those dearer than the seat's cash struck; dim where buying is not possible now),
    the piles with their sizes; hidden tickets (on their way) leave their place empty. Returns
    where each open ticket lies. Drawn once and kept while what it shows stays the same."""
    cash = view["cash"][seat] if seat is not None else None
    charter_discard, scheduled_discard = view["charter_discard"], view["scheduled_discard"]
    key = (
        tuple(rect),
        tuple(view["open_charter"]),
        tuple(view["open_scheduled"]),
        view["charter_pile_size"],
        view["scheduled_pile_size"],
        len(charter_discard),
        tuple(charter_discard[-1:]),
        len(scheduled_discard),
        tuple(scheduled_discard[-1:]),
        cash,
        tuple(sorted(lit)),
        selected,
        tuple(sorted(hidden)),
        buying,
        language(),
    )
    return _KEPT.draw(
        surface,
        rect,
        key,
        lambda: _paint(surface, rect, view, cash, lit, selected, hidden, buying),
    )


def _paint(
    surface: pygame.Surface,
    rect: pygame.Rect,
    view: View,
    cash: int | None,
    lit: Collection[int],
    selected: int | None,
    hidden: Collection[int],
    buying: bool,
) -> dict[int, pygame.Rect]:
    """Draws the panel as draw describes it."""
    palette = THEME.colours
    draw_panel(surface, rect, palette.panel, palette.panel_border)
    _draw_title(surface, rect)
    for charter in (True, False):
        for slot in slot_rects(rect, charter):
            _draw_slot(surface, slot)
    placed = open_rects(view, rect)
    size = shared_size(placed)
    for ticket, slot in placed.items():
        if ticket in hidden:
            continue
        if ticket == selected:
            look = SELECTED
        elif ticket in lit:
            look = LIT
        elif cash is not None and PRICES[ticket] > cash:
            look = UNAFFORDABLE
        elif not buying:
            look = DIM
        else:
            look = PLAIN
        draw_ticket(surface, slot, ticket, look, largest=size)
    for charter, pile_key, discard_key in (
        (True, "charter_pile_size", "charter_discard"),
        (False, "scheduled_pile_size", "scheduled_discard"),
    ):
        _draw_pile(surface, pile_rect(rect, charter), charter, int(view[pile_key]))
        discards = list(view[discard_key])
        _draw_discard(surface, discard_rect(rect, charter), charter, discards)
    return placed


def _draw_title(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """'Offene Tickets' at the left, the legend of the two kinds' glyphs at the right."""
    palette = THEME.colours
    box = pygame.Rect(rect.x + PAD, rect.y + PAD // 2, rect.width - 2 * PAD, TITLE_HEIGHT)
    title = text("tycoon.panels.open_tickets")
    size = fit_size(title, box.width // 3, TITLE_SIZE, True, SMALLEST)
    draw_text(
        surface, title, (box.x, box.centery), size, palette.text, True, valign="middle", box=box
    )
    right = box.right
    for charter in (False, True):
        words = text("tycoon.panels.charter_kind" if charter else "tycoon.panels.scheduled_kind")
        legend_size = fit_size(words, box.width // 4, LEGEND_SIZE, False, SMALLEST)
        words_rect = draw_text(
            surface,
            words,
            (right, box.centery),
            legend_size,
            palette.text_muted,
            align="right",
            valign="middle",
            box=box,
        )
        glyph = pygame.Rect(0, 0, 30, 16)
        glyph.midright = (words_rect.x - 6, box.centery)
        pygame.draw.rect(surface, kind_colour(charter), glyph, 0, 4)
        draw_kind_glyph(surface, glyph.center, 20, charter, palette.card_face)
        right = glyph.x - 16


def _draw_slot(surface: pygame.Surface, slot: pygame.Rect) -> None:
    """An empty place in a row: a hollow outline."""
    palette = THEME.colours
    pygame.draw.rect(surface, palette.background, slot, 0, THEME.small_radius)
    pygame.draw.rect(surface, palette.panel_raised, slot, 2, THEME.small_radius)


def _stack_rect(cell: pygame.Rect) -> pygame.Rect:
    """Where a pile's cards stand in its cell (the left part; its words at the right)."""
    return pygame.Rect(cell.x + 2, cell.y + 4, min(STACK_WIDTH, cell.width // 2), cell.height - 6)


def _draw_pile(surface: pygame.Surface, cell: pygame.Rect, charter: bool, size: int) -> None:
    """A pile: a small stack of backs of its kind (hollow when empty) and its size."""
    stack = _stack_rect(cell)
    if size:
        for step in (2, 1, 0):
            if size > step:
                draw_ticket_back(surface, stack.move(step * 2, -step * 2), charter)
    else:
        _draw_slot(surface, stack)
    _draw_pile_words(surface, cell, stack, text("tycoon.panels.pile"), size)


def _draw_discard(
    surface: pygame.Surface, cell: pygame.Rect, charter: bool, discards: list[int]
) -> None:
    """A discard pile: the ticket flown last on top (dim), or a hollow place; its size."""
    stack = _stack_rect(cell)
    if discards:
        if len(discards) > 1:
            draw_ticket_back(surface, stack.move(2, -2), charter, faded=True)
        draw_ticket(surface, stack, discards[-1], DIM, price=False, words=False)
    else:
        _draw_slot(surface, stack)
    _draw_pile_words(surface, cell, stack, text("tycoon.panels.discard"), len(discards))


def _draw_pile_words(
    surface: pygame.Surface, cell: pygame.Rect, stack: pygame.Rect, name: str, size: int
) -> None:
    """A pile's name (muted) above its size (bold), right of its stack."""
    palette = THEME.colours
    room = pygame.Rect(stack.right + 8, cell.y, cell.right - stack.right - 10, cell.height)
    name_size = fit_size(name, room.width, LEGEND_SIZE, False, SMALLEST)
    draw_text(surface, name, (room.x, room.y + 4), name_size, palette.text_muted, box=room)
    count = str(size)
    count_size = fit_size(count, room.width, TITLE_SIZE + 2, True, SMALLEST)
    draw_text(
        surface,
        count,
        (room.x, room.bottom - 4),
        count_size,
        palette.text,
        True,
        valign="bottom",
        box=room,
    )


def spot_at(pos: tuple[int, int], view: View, rect: pygame.Rect = TICKETS_RECT) -> TableSpot | None:
    """What lies under a point of the panel: an open ticket (index: its id), a pile or a
    discard pile (index 0 charter, 1 scheduled); None elsewhere."""
    if not rect.collidepoint(pos):
        return None
    for ticket, slot in open_rects(view, rect).items():
        if slot.collidepoint(pos):
            return TableSpot(OPEN_TICKET, index=ticket)
    for index, charter in enumerate((True, False)):
        if pile_rect(rect, charter).collidepoint(pos):
            return TableSpot(PILE, index=index)
        if discard_rect(rect, charter).collidepoint(pos):
            return TableSpot(DISCARD, index=index)
    return None


def spot_rect(spot: TableSpot, view: View, rect: pygame.Rect = TICKETS_RECT) -> pygame.Rect | None:
    """Where a spot of this panel lies (None: not an open ticket, pile or discard pile now)."""
    if spot.kind == OPEN_TICKET:
        return open_rects(view, rect).get(spot.index)
    if spot.kind in (PILE, DISCARD) and spot.index in (0, 1):
        charter = spot.index == 0
        return pile_rect(rect, charter) if spot.kind == PILE else discard_rect(rect, charter)
    return None
