"""Every player's open Hausbank below the board, side by side in seat order: the name with the
seat's colour strip and mark, a play sign while it is his turn, 'Start' at the start player
the plane at layout.home_point while it is at home (else an empty stand and where it is); cash
(money is open), a Restschuld; hotels and factories left; the loan cards, fresh ones upright,
turned ones lying on their side with a stripe; the tickets held, small; what a payday now
would bring (the view's income_now)."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

import pygame

from game.client.scenes.tables.kit.fitting import elided
from game.client.scenes.tables.kit.kept_picture import KeptPicture
from game.client.scenes.tables.tycoon.layout import bank_rect, home_point
from game.client.scenes.tables.tycoon.pieces import (
    draw_mark,
    factory_picture,
    hotel_picture,
    plane_picture,
)
from game.client.scenes.tables.tycoon.spots import BANK, HELD_TICKET, HOME_PLANE, LOAN, TableSpot
from game.client.scenes.tables.tycoon.ticket_look import PLAIN, draw_ticket
from game.client.text_layout import draw_text, fit_size, measure
from game.client.theme import THEME
from game.client.widgets.paint import darker, draw_panel, draw_triangle, mix
from game.rules.tycoon.board import CITIES
from game.rules.tycoon.flights import HOME, OVER
from game.texts import language, text

View = Mapping[str, Any]
STRIP = 8
PAD = 8
# The rows of a Hausbank, from its top: name, money, stock and loans, tickets.
NAME_TOP = 5
NAME_HEIGHT = 26
MONEY_TOP = 33
MONEY_HEIGHT = 24
STOCK_TOP = 60
STOCK_HEIGHT = 22
TICKETS_TOP = 86
TICKETS_HEIGHT = 24
# The plane's column at the right: the plane at home_point, where it is below it.
PLANE_COLUMN = 60
PLANE_SIZE = (46, 34)
NAME_SIZE = 20
MONEY_SIZE = 20
SMALL_SIZE = 15
SMALLEST = 10
PIECE_SIZE = (18, 18)
LOAN_SIZE = (13, 19)
# A small ticket is between these widths: wider while few are held, so that names show.
MINI_WIDTHS = (62, 136)
MINI_GAP = 4
# How much of the panel's colour a turned loan card's face takes on.
TURNED = 0.35
# Each Hausbank as last drawn (by seat): a frame shows it again while nothing in it changed.
_KEPT: dict[int, KeptPicture[None]] = {}


def bank_words_room(player: int, players: int) -> pygame.Rect:
    """The room of a Hausbank right of its colour strip and left of its plane column."""
    rect = bank_rect(player, players)
    left = rect.x + STRIP + PAD
    return pygame.Rect(left, rect.y, rect.right - PLANE_COLUMN - left, rect.height)


def plane_rect(player: int, players: int) -> pygame.Rect:
    """Where a plane standing at home is drawn: centred on layout.home_point."""
    box = pygame.Rect((0, 0), PLANE_SIZE)
    box.center = home_point(player, players)
    return box


def loan_rects(view: View, player: int) -> list[pygame.Rect]:
    """Where each of a player's loan cards lies (turned ones on their side), right of his
    hotels and factories."""
    players = view["players"]
    rect = bank_rect(player, players)
    x = _loans_left(rect)
    boxes = []
    for card in view["loans"][player]:
        width, height = LOAN_SIZE if not card else (LOAN_SIZE[1], LOAN_SIZE[0])
        box = pygame.Rect(x, 0, width, height)
        box.centery = rect.y + STOCK_TOP + STOCK_HEIGHT // 2
        boxes.append(box)
        x = box.right + 5
    return boxes


def _loans_left(rect: pygame.Rect) -> int:
    """Where the loan cards begin: after the hotels' and factories' counts."""
    return rect.x + STRIP + PAD + 2 * _stock_width() + 6


def _stock_width() -> int:
    """How wide a piece with its count is ('6' or '18')."""
    return PIECE_SIZE[0] + 4 + measure("18", SMALL_SIZE, True)[0] + 8


def ticket_slots(view: View, player: int) -> tuple[list[pygame.Rect], int]:
    """Where a player's held tickets lie small (as many as fit, wider while few are held)
    and how many more there are than fit (shown as '+n' in the last place)."""
    players = view["players"]
    rect = bank_rect(player, players)
    left = rect.x + STRIP + PAD
    room = rect.right - PAD - left
    held = len(view["tickets"][player])
    narrowest, widest = MINI_WIDTHS
    fits = max(1, (room + MINI_GAP) // (narrowest + MINI_GAP))
    shown = held if held <= fits else fits - 1
    more = held - shown
    places = shown + (1 if more else 0)
    width = max(narrowest, min(widest, (room + MINI_GAP) // max(1, places) - MINI_GAP))
    slots = [
        pygame.Rect(left + index * (width + MINI_GAP), rect.y + TICKETS_TOP, width, TICKETS_HEIGHT)
        for index in range(places)
    ]
    return slots, more


def ticket_rects(view: View, player: int) -> dict[int, pygame.Rect]:
    """Ticket id -> where it lies small in a player's Hausbank (those that fit)."""
    slots, more = ticket_slots(view, player)
    held = list(view["tickets"][player])
    return dict(zip(held, slots[: len(slots) - (1 if more else 0)]))


def draw(
    surface: pygame.Surface,
    view: View,
    names: Sequence[str],
    seat: int | None = None,
    *,
    hidden_planes: Collection[int] = (),
    hidden_tickets: Collection[int] = (),
    lit: Collection[int] = (),
) -> None:
    """Every player's Hausbank; seat is the shown seat (its bank raised a little); a plane in
    hidden_planes (on its way home) and tickets in hidden_tickets (on their way) are left out;
    the banks of players in lit are framed (a Rat step, the keyboard)."""
    for player in range(view["players"]):
        draw_bank(
            surface,
            view,
            player,
            names,
            shown=player == seat,
            plane_hidden=player in hidden_planes,
            hidden_tickets=hidden_tickets,
            lit=player in lit,
        )


def draw_bank(
    surface: pygame.Surface,
    view: View,
    player: int,
    names: Sequence[str],
    *,
    shown: bool = False,
    plane_hidden: bool = False,
    hidden_tickets: Collection[int] = (),
    lit: bool = False,
) -> None:
    """One player's Hausbank in its layout.bank_rect; drawn once and kept while what it
    shows stays the same."""
    players = view["players"]
    rect = bank_rect(player, players)
    acting = view["phase"] != "over" and player in view["to_act"]
    held = tuple(view["tickets"][player])
    key = (
        players,
        names[player] if player < len(names) else "",
        acting,
        view["start_player"] == player,
        view["cash"][player],
        view["debt"][player],
        view["hotels_left"][player],
        view["factories_left"][player],
        tuple(view["loans"][player]),
        held,
        view["plane_city"][player],
        view["plane_place"][player],
        sum(view["income_now"][player]),
        shown,
        plane_hidden,
        tuple(ticket for ticket in held if ticket in hidden_tickets),
        lit,
        language(),
    )
    kept = _KEPT.setdefault(player, KeptPicture())
    kept.draw(
        surface,
        rect,
        key,
        lambda: _paint_bank(
            surface, view, player, names, rect, acting, shown, plane_hidden, hidden_tickets, lit
        ),
    )


def _paint_bank(
    surface: pygame.Surface,
    view: View,
    player: int,
    names: Sequence[str],
    rect: pygame.Rect,
    acting: bool,
    shown: bool,
    plane_hidden: bool,
    hidden_tickets: Collection[int],
    lit: bool,
) -> None:
    """Draws one Hausbank as draw_bank describes it."""
    palette = THEME.colours
    fill = palette.panel_raised if shown else palette.panel
    border = palette.accent if acting else (palette.focus if lit else palette.panel_border)
    draw_panel(surface, rect, fill, border, THEME.small_radius, border_width=3 if acting else None)
    strip = pygame.Rect(rect.x, rect.y, STRIP, rect.height)
    radius = THEME.small_radius
    pygame.draw.rect(surface, THEME.seat(player), strip, 0, -1, radius, 0, radius, 0)
    _draw_name_row(surface, view, player, names, rect, acting)
    _draw_plane(surface, view, player, rect, plane_hidden)
    _draw_money_row(surface, view, player, rect)
    _draw_stock_row(surface, view, player, rect)
    _draw_tickets_row(surface, view, player, rect, hidden_tickets)


def _draw_name_row(
    surface: pygame.Surface,
    view: View,
    player: int,
    names: Sequence[str],
    rect: pygame.Rect,
    acting: bool,
) -> None:
    """A play sign while it is his turn, his mark, his name."""
    palette = THEME.colours
    room = bank_words_room(player, view["players"])
    centre_y = rect.y + NAME_TOP + NAME_HEIGHT // 2
    x = room.x
    if acting:
        draw_triangle(surface, (x + 7, centre_y), 14, "right", palette.accent)
        x += 18
    draw_mark(surface, (x + 7, centre_y), 6, player, THEME.seat(player))
    x += 18
    right = room.right - 4
    room_width = max(1, right - x)
    name = names[player] if player < len(names) else str(player + 1)
    size = fit_size(name, room_width, NAME_SIZE, True, SMALL_SIZE - 2)
    name = elided(name, size, room_width, True)
    box = pygame.Rect(x, rect.y + NAME_TOP, room_width, NAME_HEIGHT)
    draw_text(surface, name, (x, centre_y), size, palette.text, True, valign="middle", box=box)


def _draw_plane(
    surface: pygame.Surface, view: View, player: int, rect: pygame.Rect, hidden: bool
) -> None:
    """The plane at home_point while it is at home, else its empty stand; below it where the
    plane is ('daheim', a city, 'über' a city)."""
    palette = THEME.colours
    players = view["players"]
    box = plane_rect(player, players)
    city = view["plane_city"][player]
    if city == HOME and not hidden:
        surface.blit(plane_picture(player, *PLANE_SIZE), box)
    else:
        pygame.draw.ellipse(surface, darker(palette.panel_border, 0.2), box.inflate(-6, -10), 2)
    if city == HOME:
        words = text("tycoon.panels.home")
    elif view["plane_place"][player] == OVER:
        words = text("tycoon.panels.over_city", city=CITIES[city].name)
    else:
        words = CITIES[city].name
    column = pygame.Rect(rect.right - PLANE_COLUMN, box.bottom + 1, PLANE_COLUMN - 4, 18)
    size = fit_size(words, column.width, SMALL_SIZE - 2, False, SMALLEST)
    if measure(words, size)[0] > column.width and city != HOME:
        words = CITIES[city].name[:3]
    draw_text(
        surface,
        words,
        (column.centerx, column.y),
        size,
        palette.text_muted,
        align="center",
        box=column,
    )


def _draw_money_row(surface: pygame.Surface, view: View, player: int, rect: pygame.Rect) -> None:
    """Cash, a Restschuld in the danger colour (only one who cannot pay has one, and then no
    cash), 'Start' at the right for the start player."""
    palette = THEME.colours
    room = bank_words_room(player, view["players"])
    box = pygame.Rect(room.x, rect.y + MONEY_TOP, room.width, MONEY_HEIGHT)
    if player == view["start_player"]:
        pill = _draw_start(surface, box)
        box.width = pill.x - 6 - box.x
    cash = text("tycoon.panels.cash", amount=view["cash"][player])
    size = fit_size(cash, box.width * 2 // 3, MONEY_SIZE, True, SMALL_SIZE)
    drawn = draw_text(
        surface, cash, (box.x, box.centery), size, palette.text, True, valign="middle", box=box
    )
    debt = view["debt"][player]
    if debt:
        room_left = box.right - drawn.right - 8
        words = text("tycoon.panels.debt", amount=debt)
        debt_size = fit_size(words, max(1, room_left), SMALL_SIZE, True, SMALL_SIZE - 3)
        if measure(words, debt_size, True)[0] > room_left:
            words = text("tycoon.panels.debt_short", amount=debt)
            debt_size = fit_size(words, max(1, room_left), MONEY_SIZE, True, SMALLEST)
        draw_text(
            surface,
            words,
            (drawn.right + 8, box.centery),
            debt_size,
            palette.danger,
            True,
            valign="middle",
            box=box,
        )


def _draw_start(surface: pygame.Surface, row: pygame.Rect) -> pygame.Rect:
    """The start player's pill at the right end of a row; returns where it lies."""
    palette = THEME.colours
    words = text("tycoon.panels.start")
    width = measure(words, SMALL_SIZE - 2, True)[0] + 12
    pill = pygame.Rect(0, 0, width, 20)
    pill.midright = (row.right - 2, row.centery)
    draw_panel(surface, pill, palette.panel_border, None, 10)
    draw_text(
        surface,
        words,
        pill.center,
        SMALL_SIZE - 2,
        palette.text,
        True,
        "center",
        valign="middle",
        box=pill,
    )
    return pill


def _draw_stock_row(surface: pygame.Surface, view: View, player: int, rect: pygame.Rect) -> None:
    """Hotels and factories left (piece and count), the loan cards, and at the right what a
    payday now would bring."""
    palette = THEME.colours
    centre_y = rect.y + STOCK_TOP + STOCK_HEIGHT // 2
    x = rect.x + STRIP + PAD
    for picture, count in (
        (hotel_picture(player, *PIECE_SIZE), view["hotels_left"][player]),
        (factory_picture(player, *PIECE_SIZE), view["factories_left"][player]),
    ):
        surface.blit(picture, picture.get_rect(midleft=(x, centre_y)))
        draw_text(
            surface,
            str(count),
            (x + PIECE_SIZE[0] + 4, centre_y),
            SMALL_SIZE,
            palette.text,
            True,
            valign="middle",
        )
        x += _stock_width()
    boxes = loan_rects(view, player)
    for card, box in zip(view["loans"][player], boxes):
        _draw_loan(surface, box, bool(card))
    left = boxes[-1].right + 8 if boxes else _loans_left(rect)
    income = sum(view["income_now"][player])
    right = rect.right - PAD
    room = right - left
    words = text("tycoon.panels.payday_now", amount=income)
    size = fit_size(words, max(1, room), SMALL_SIZE, False, SMALLEST + 1)
    if measure(words, size)[0] > room:
        words = text("tycoon.panels.payday_short", amount=income)
        size = fit_size(words, max(1, room), SMALL_SIZE, True, SMALLEST)
    box = pygame.Rect(left, rect.y + STOCK_TOP, max(1, room), STOCK_HEIGHT)
    draw_text(
        surface,
        words,
        (right, centre_y),
        size,
        palette.success,
        align="right",
        valign="middle",
        box=box,
    )


def _draw_loan(surface: pygame.Surface, box: pygame.Rect, turned: bool) -> None:
    """A loan card: fresh upright with its face; turned on its side, its back with a
    stripe (shape and stripe tell it, not only colour)."""
    palette = THEME.colours
    if not turned:
        draw_panel(surface, box, palette.card_face, palette.card_border, 3)
        pygame.draw.line(
            surface, palette.danger, (box.x + 3, box.y + 5), (box.right - 4, box.y + 5), 2
        )
        return
    back = mix(palette.danger, palette.panel, TURNED)
    draw_panel(surface, box, back, darker(back, 0.4), 3)
    pygame.draw.line(
        surface, palette.card_face, (box.x + 4, box.centery), (box.right - 5, box.centery), 2
    )


def _draw_tickets_row(
    surface: pygame.Surface,
    view: View,
    player: int,
    rect: pygame.Rect,
    hidden: Collection[int],
) -> None:
    """The held tickets small, '+n' for those that do not fit, or 'keine Tickets'."""
    palette = THEME.colours
    held = list(view["tickets"][player])
    if not held:
        box = pygame.Rect(
            rect.x + STRIP + PAD, rect.y + TICKETS_TOP, rect.width - STRIP - 2 * PAD, 22
        )
        words = text("tycoon.panels.no_held")
        size = fit_size(words, box.width, SMALL_SIZE - 1, False, SMALLEST)
        draw_text(
            surface,
            words,
            (box.x, box.centery),
            size,
            palette.text_muted,
            valign="middle",
            box=box,
        )
        return
    for ticket, slot in ticket_rects(view, player).items():
        if ticket not in hidden:
            draw_ticket(surface, slot, ticket, PLAIN, price=False)
    slots, more = ticket_slots(view, player)
    if more:
        slot = slots[-1]
        words = text("tycoon.panels.more", count=more)
        draw_text(
            surface,
            words,
            slot.center,
            SMALL_SIZE,
            palette.text,
            True,
            "center",
            valign="middle",
            box=slot,
        )


def spot_at(pos: tuple[int, int], view: View) -> TableSpot | None:
    """What lies under a point of the Hausbanks: a loan card (index: its place), the plane at
    home, a held ticket (index: its id), else the Hausbank as a whole; None outside them."""
    players = view["players"]
    for player in range(players):
        if not bank_rect(player, players).collidepoint(pos):
            continue
        for index, box in enumerate(loan_rects(view, player)):
            if box.inflate(4, 4).collidepoint(pos):
                return TableSpot(LOAN, index=index, player=player)
        if view["plane_city"][player] == HOME and plane_rect(player, players).collidepoint(pos):
            return TableSpot(HOME_PLANE, player=player)
        for ticket, slot in ticket_rects(view, player).items():
            if slot.collidepoint(pos):
                return TableSpot(HELD_TICKET, index=ticket, player=player)
        return TableSpot(BANK, player=player)
    return None


def spot_rect(spot: TableSpot, view: View) -> pygame.Rect | None:
    """Where a spot of the Hausbanks lies (None: not one of theirs, or not there now)."""
    players = view["players"]
    if not 0 <= spot.player < players:
        return None
    if spot.kind == BANK:
        return bank_rect(spot.player, players)
    if spot.kind == LOAN:
        boxes = loan_rects(view, spot.player)
        return boxes[spot.index] if 0 <= spot.index < len(boxes) else None
    if spot.kind == HOME_PLANE:
        return plane_rect(spot.player, players)
    if spot.kind == HELD_TICKET:
        return ticket_rects(view, spot.player).get(spot.index)
    return None
