"""A plain drawing of the Tycoon table from the view, used where a finer part is not wired in:
the city cards (chain fields in player colours, landing places, Stadtbild, factory sites, the
planes), the open tickets and piles, the shown seat's tickets, the Hausbanks and the
distribution with the round. Each part also answers what lies under a point (TableSpot)."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

import pygame

from game.client.scenes.tables.kit.fitting import elided
from game.client.scenes.tables.tycoon import board_geometry as geo
from game.client.scenes.tables.tycoon import layout
from game.client.scenes.tables.tycoon.spots import (
    BANK,
    DISTRIBUTION,
    HELD_TICKET,
    OPEN_TICKET,
    TableSpot,
)
from game.client.text_layout import draw_text, fit_size
from game.client.theme import THEME
from game.client.widgets.paint import draw_panel
from game.rules.tycoon.board import CHAIN_LENGTH, CITIES, TICKETS
from game.texts import text

View = Mapping[str, Any]
KEY = "tycoon.table.plain."
SIZE = 18
SMALLEST = 12
TICKET_COLUMNS = 4
TICKET_HEIGHT = 64
HELD_COLUMNS = 5
HELD_HEIGHT = 44


def ticket_label(ticket: int) -> str:
    """A ticket in few words: 'Aurelia – Brisa', '→ Corvento', '2 Schritte'."""
    data = TICKETS[ticket]
    if data.charter:
        return text(KEY + "charter", a=CITIES[data.a].name, b=CITIES[data.b].name)
    if data.a >= 0:
        return text(KEY + "to_city", city=CITIES[data.a].name)
    if data.distance == 1:
        return text(KEY + "distance_one")
    return text(KEY + "distance", steps=data.distance)


def _words(
    surface: pygame.Surface,
    words: str,
    box: pygame.Rect,
    colour: Any,
    size: int = SIZE,
    align: str = "left",
) -> None:
    """One line of words cut to its box."""
    x = box.x if align == "left" else box.centerx
    size = fit_size(words, box.width, size, False, SMALLEST)
    draw_text(
        surface,
        elided(words, size, box.width),
        (x, box.centery),
        size,
        colour,
        False,
        align,  # type: ignore[arg-type]
        valign="middle",
        box=box,
    )


# ---- the board ---------------------------------------------------------------------------


def draw_board(
    surface: pygame.Surface,
    view: View,
    lit_cities: Collection[int] = (),
    lit_landings: Collection[tuple[int, int]] = (),
    lit_sites: Collection[tuple[int, int]] = (),
) -> None:
    """The nine city cards with their chains, landing places, Stadtbild, sites and planes."""
    palette = THEME.colours
    for city in range(len(CITIES)):
        card = layout.city_rect(city)
        border = palette.accent if city in lit_cities else palette.panel_border
        draw_panel(surface, card, palette.panel, border, THEME.small_radius)
        _words(surface, CITIES[city].name, geo.header_rect(city), palette.text, 22)
        chain = view["chains"][city]
        end = view["chain_end"][city]
        red = CITIES[city].chain.red
        for field in range(CHAIN_LENGTH):
            rect = geo.field_rect(city, field)
            owner = chain[field]
            fill = THEME.seat(owner) if owner >= 0 else palette.background_light
            pygame.draw.rect(surface, fill, rect, 0, 3)
            edge = palette.danger if field in red else palette.panel_border
            pygame.draw.rect(surface, edge, rect, 3 if field == end else 1, 3)
        for place in (0, 1):
            rect = geo.landing_rect(city, place)
            lit = (city, place) in lit_landings
            draw_panel(surface, rect, palette.panel_raised, palette.accent if lit else None, 4)
            price = CITIES[city].landing_prices[place]
            top = pygame.Rect(rect.x + 2, rect.y, rect.width - 4, 22)
            _words(surface, text(KEY + "price", price=price), top, palette.text_muted, 16, "center")
            owner = view["landing"][city][place]
            if owner >= 0:
                pygame.draw.rect(surface, THEME.seat(owner), geo.landing_plane_rect(city, place))
        waiting = view["renovation"][city]
        for slot, owner in enumerate(waiting):
            pygame.draw.rect(surface, THEME.seat(owner), geo.waiting_rect(city, slot), 0, 3)
        for site, price in enumerate(CITIES[city].factory_prices):
            rect = geo.site_rect(city, site)
            owner = view["factories"][city][site]
            lit = (city, site) in lit_sites
            fill = THEME.seat(owner) if owner >= 0 else palette.panel_raised
            draw_panel(surface, rect, fill, palette.accent if lit else None, 4)
            if owner < 0:
                _words(
                    surface,
                    text(KEY + "price", price=price),
                    rect.inflate(-4, 0),
                    palette.text_muted,
                    16,
                    "center",
                )
    for player in range(view["players"]):
        rect = geo.plane_rect(view, player)
        if rect is not None and view["plane_place"][player] < 0:
            pygame.draw.ellipse(surface, THEME.seat(player), rect)


# ---- the open tickets ---------------------------------------------------------------------


def open_rects(view: View) -> dict[int, pygame.Rect]:
    """Each open ticket's box: the charter ones first, then the scheduled ones."""
    rect = layout.TICKETS_RECT
    width = (rect.width - (TICKET_COLUMNS + 1) * 8) // TICKET_COLUMNS
    found: dict[int, pygame.Rect] = {}
    for slot, ticket in enumerate([*view["open_charter"], *view["open_scheduled"]]):
        row, column = divmod(slot, TICKET_COLUMNS)
        found[ticket] = pygame.Rect(
            rect.x + 8 + column * (width + 8),
            rect.y + 8 + row * (TICKET_HEIGHT + 8),
            width,
            TICKET_HEIGHT,
        )
    return found


def draw_ticket(
    surface: pygame.Surface, rect: pygame.Rect, ticket: int, lit: bool, dim: bool = False
) -> None:
    """One ticket: its words and price; charter on the card face, scheduled on the panel."""
    palette = THEME.colours
    charter = TICKETS[ticket].charter
    fill = palette.card_face if charter else palette.panel_raised
    ink = palette.card_text if charter else palette.text
    if dim:
        fill, ink = palette.disabled, palette.disabled_text
    draw_panel(
        surface,
        rect,
        fill,
        palette.accent if lit else palette.card_border,
        6,
        border_width=3 if lit else None,
    )
    half = rect.height // 2
    _words(
        surface,
        ticket_label(ticket),
        pygame.Rect(rect.x + 6, rect.y, rect.width - 12, half),
        ink,
        SIZE,
    )
    _words(
        surface,
        text(KEY + "price", price=TICKETS[ticket].price),
        pygame.Rect(rect.x + 6, rect.y + half, rect.width - 12, rect.height - half),
        ink,
        16,
    )


def draw_tickets(surface: pygame.Surface, view: View, lit: Collection[int] = ()) -> None:
    """The open tickets and the piles' sizes."""
    palette = THEME.colours
    draw_panel(
        surface, layout.TICKETS_RECT, palette.panel, palette.panel_border, THEME.small_radius
    )
    for ticket, rect in open_rects(view).items():
        draw_ticket(surface, rect, ticket, ticket in lit)
    foot = pygame.Rect(
        layout.TICKETS_RECT.x + 10,
        layout.TICKETS_RECT.bottom - 70,
        layout.TICKETS_RECT.width - 20,
        60,
    )
    words = text(
        KEY + "piles",
        charter=view["charter_pile_size"],
        scheduled=view["scheduled_pile_size"],
        discards=len(view["charter_discard"]) + len(view["scheduled_discard"]),
    )
    _words(surface, words, foot, palette.text_muted)


# ---- the shown seat's tickets ----------------------------------------------------------------


def held_rects(view: View, seat: int) -> dict[int, pygame.Rect]:
    """Each held ticket's box in the row of the shown seat."""
    rect = layout.HELD_RECT
    width = (rect.width - (HELD_COLUMNS + 1) * 6) // HELD_COLUMNS
    found: dict[int, pygame.Rect] = {}
    for slot, ticket in enumerate(view["tickets"][seat][: 2 * HELD_COLUMNS]):
        row, column = divmod(slot, HELD_COLUMNS)
        found[ticket] = pygame.Rect(
            rect.x + 6 + column * (width + 6),
            rect.y + 6 + row * (HELD_HEIGHT + 6),
            width,
            HELD_HEIGHT,
        )
    return found


def draw_held(
    surface: pygame.Surface,
    view: View,
    seat: int,
    selected: int | None,
    flying: Collection[int] = (),
) -> None:
    """The shown seat's tickets; those that fly from here now lit, the selected one marked."""
    palette = THEME.colours
    draw_panel(surface, layout.HELD_RECT, palette.panel, palette.panel_border, THEME.small_radius)
    rects = held_rects(view, seat)
    if not rects:
        _words(
            surface, text(KEY + "held_none"), layout.HELD_RECT.inflate(-20, 0), palette.text_muted
        )
    for ticket, rect in rects.items():
        draw_ticket(surface, rect, ticket, ticket == selected, dim=ticket not in flying)


# ---- the Hausbanks, the distribution and the round -----------------------------------------


def draw_banks(surface: pygame.Surface, view: View, names: Sequence[str], seat: int) -> None:
    """Every player's Hausbank: name, cash, hotels and factories left, loans, income now."""
    palette = THEME.colours
    players = view["players"]
    for player in range(players):
        rect = layout.bank_rect(player, players)
        acting = player in view["to_act"]
        draw_panel(
            surface,
            rect,
            palette.panel,
            THEME.seat(player) if acting else None,
            THEME.small_radius,
            border_width=3 if acting else None,
        )
        line = pygame.Rect(rect.x + 10, rect.y + 6, rect.width - 60, 26)
        _words(surface, names[player], line, THEME.seat(player), 22)
        loans = view["loans"][player]
        rows = [
            text(
                KEY + "bank",
                cash=view["cash"][player],
                hotels=view["hotels_left"][player],
                factories=view["factories_left"][player],
            ),
            text(
                KEY + "bank_loans",
                fresh=loans.count(0),
                turned=loans.count(1),
                debt=view["debt"][player],
            ),
            text(KEY + "bank_income", income=sum(view["income_now"][player])),
        ]
        for index, words in enumerate(rows):
            box = pygame.Rect(rect.x + 10, rect.y + 36 + index * 24, rect.width - 20, 22)
            _words(surface, words, box, palette.text, 16)
        if view["plane_city"][player] < 0:
            x, y = layout.home_point(player, players)
            pygame.draw.ellipse(surface, THEME.seat(player), pygame.Rect(x - 16, y - 10, 32, 20))


def draw_distribution(surface: pygame.Surface, view: View, names: Sequence[str]) -> None:
    """How many cities each player stands in, and the round with its start player."""
    palette = THEME.colours
    rect = layout.DISTRIBUTION_RECT
    draw_panel(surface, rect, palette.panel, palette.panel_border, THEME.small_radius)
    counts = [
        sum(1 for chain in view["chains"] if player in chain) for player in range(view["players"])
    ]
    pairs = ", ".join(f"{names[p]} {count}" for p, count in enumerate(counts))
    rows = [
        text(KEY + "round", round=view["round"], name=names[view["start_player"]]),
        text(KEY + "distribution", counts=pairs),
    ]
    if view["closing"]:
        last = (view["start_player"] - 1) % view["players"]
        rows.append(text(KEY + "closing", name=names[last]))
    for index, words in enumerate(rows):
        box = pygame.Rect(rect.x + 12, rect.y + 10 + index * 30, rect.width - 24, 28)
        _words(surface, words, box, palette.text, SIZE)


def panel_spot_at(pos: Sequence[float], view: View, seat: int) -> TableSpot | None:
    """What of the plain panels lies under a point: an open or held ticket, a Hausbank, the
    distribution table."""
    for ticket, rect in open_rects(view).items():
        if rect.collidepoint(pos):
            return TableSpot(OPEN_TICKET, index=ticket)
    for ticket, rect in held_rects(view, seat).items():
        if rect.collidepoint(pos):
            return TableSpot(HELD_TICKET, index=ticket, player=seat)
    for player in range(view["players"]):
        if layout.bank_rect(player, view["players"]).collidepoint(pos):
            return TableSpot(BANK, player=player)
    if layout.DISTRIBUTION_RECT.collidepoint(pos):
        return TableSpot(DISTRIBUTION)
    return None


def panel_spot_rect(spot: TableSpot, view: View, seat: int) -> pygame.Rect | None:
    """Where a spot of the plain panels lies (None: not shown)."""
    if spot.kind == OPEN_TICKET:
        return open_rects(view).get(spot.index)
    if spot.kind == HELD_TICKET:
        return held_rects(view, seat).get(spot.index)
    if spot.kind == BANK:
        return layout.bank_rect(spot.player, view["players"])
    if spot.kind == DISTRIBUTION:
        return layout.DISTRIBUTION_RECT
    return None
