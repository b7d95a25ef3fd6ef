"""The Weltmarkt drawn: the four trading places (New York $, Frankfurt €, Shanghai 元, Tokyo ¥),
each with its building (its tile as the Imperium draws it, highways and all, and its branch in
words), the price for the player now and the marks of what changed it."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.client.scenes.tables.kit.kept_picture import KeptPicture
from game.client.scenes.tables.speedtycoon.empire_paint import draw_building
from game.client.scenes.tables.speedtycoon.market_prices import Offer, offers
from game.client.scenes.tables.speedtycoon.money_look import CURRENCY_COLOURS
from game.client.text_layout import draw_text, fit_size, line_height
from game.client.theme import THEME
from game.client.widgets.paint import draw_panel
from game.rules.speedtycoon.catalogue import BRANCHES, BUILDINGS, CURRENCIES, PLACES
from game.rules.speedtycoon.state import SpeedtycoonState
from game.texts import language, text

GAP = 12
PAD = 10
NAME_SIZE = 24
LINE_SIZE = 20
PRICE_SIZE = 34
SMALLEST = 12
PLACE_KEYS = ("new_york", "frankfurt", "shanghai", "tokyo")


def place_rects(area: pygame.Rect) -> tuple[pygame.Rect, ...]:
    """The four trading places' boxes side by side in area (what a tap hits)."""
    width = (area.width - GAP * (len(PLACES) - 1)) // len(PLACES)
    return tuple(
        pygame.Rect(area.x + index * (width + GAP), area.y, width, area.height)
        for index in range(len(PLACES))
    )


def content_rect(rect: pygame.Rect) -> pygame.Rect:
    """The part of a trading place's box below its name, inside its border: where its building
    is shown."""
    top = rect.y + PAD + line_height(NAME_SIZE, True)
    return pygame.Rect(rect.x + 4, top, rect.width - 8, rect.bottom - 4 - top)


def picture_side() -> int:
    """The side of a building's tile at a trading place: as high as the number, the price and
    the printed price beside it."""
    return 2 * line_height(LINE_SIZE) + line_height(PRICE_SIZE, True)


def market_height() -> int:
    """The height a trading place's box needs for its most lines: name, branch, the tile with
    number, price and printed price beside it, and every mark at once (Heimatmarkt, a rate,
    Börsenrally, Ölkrise)."""
    most_marks = 4
    lines = line_height(NAME_SIZE, True) + line_height(LINE_SIZE) + picture_side()
    return 2 * PAD + lines + most_marks * line_height(LINE_SIZE)


def picture_rect(place: pygame.Rect) -> pygame.Rect:
    """Where the building's tile lies in a trading place's box: below its name and branch, at
    the left."""
    top = place.y + PAD + line_height(NAME_SIZE, True) + line_height(LINE_SIZE)
    side = picture_side()
    return pygame.Rect(place.x + PAD, top, side, side)


def building_name(building: int) -> str:
    """A building's branch name (a Sonderwirtschaftszone's kind) in the current language."""
    tile = BUILDINGS[building]
    if tile.branch is None:
        return text(f"speedtycoon.buildings.zone_{tile.zone}_name")
    return text(f"speedtycoon.branches.{BRANCHES[tile.branch]}.name")


def draw_market(
    surface: pygame.Surface,
    area: pygame.Rect,
    state: SpeedtycoonState,
    player: int,
    chosen: int | None = None,
    kept: Sequence[KeptPicture[None]] = (),
) -> tuple[pygame.Rect, ...]:
    """Draws the Weltmarkt for a player into area (the chosen place framed) and returns the
    places' boxes; with a kept picture per place, a place whose offer stayed the same is shown
    from its picture."""
    rects = place_rects(area)
    orders = state.orders[player]
    for offer, rect in zip(offers(state, player), rects):
        ordered = offer.building is not None and offer.building in orders
        marked = offer.place == chosen

        def paint(
            offer: Offer = offer,
            rect: pygame.Rect = rect,
            marked: bool = marked,
            ordered: bool = ordered,
        ) -> None:
            _draw_place(surface, rect, offer, marked, ordered)

        if offer.place < len(kept):
            kept[offer.place].draw(surface, rect, (offer, marked, ordered, language()), paint)
        else:
            paint()
    return rects


def _line(
    surface: pygame.Surface,
    rect: pygame.Rect,
    words: str,
    top: int,
    size: int,
    colour: tuple[int, int, int],
    bold: bool = False,
    left: int | None = None,
) -> int:
    """Draws one line fitted to the box's width (from left, the box's inner edge when None)
    at top; returns the top of the next line."""
    start = rect.x + PAD if left is None else left
    room = rect.right - PAD - start
    fitted = fit_size(words, room, size, bold, SMALLEST)
    draw_text(surface, words, (start, top), fitted, colour, bold=bold, box=rect)
    return top + line_height(fitted, bold)


def _draw_place(
    surface: pygame.Surface, rect: pygame.Rect, offer: Offer, chosen: bool, ordered: bool = False
) -> None:
    """One trading place: name and currency, the branch, the tile with its number, the price
    now and the printed price beside it, then the marks."""
    colours = THEME.colours
    border = colours.accent if chosen else CURRENCY_COLOURS[offer.place]
    draw_panel(surface, rect, colours.panel_raised, border, border_width=4 if chosen else 2)
    name = text(f"speedtycoon.places.{PLACE_KEYS[offer.place]}.name")
    top = _line(
        surface,
        rect,
        f"{name} {CURRENCIES[offer.place]}",
        rect.y + PAD,
        NAME_SIZE,
        colours.text,
        True,
    )
    if offer.building is None:
        _line(surface, rect, text("speedtycoon.market.empty"), top, LINE_SIZE, colours.text_muted)
        return
    _line(surface, rect, building_name(offer.building), top, LINE_SIZE, colours.text)
    picture = picture_rect(rect)
    draw_building(surface, offer.building, picture, ordered)
    beside = picture.right + GAP
    top = _line(
        surface,
        rect,
        text("speedtycoon.market.number", number=offer.building),
        picture.y,
        LINE_SIZE,
        colours.text_muted,
        left=beside,
    )
    if offer.closed:
        words = text("speedtycoon.market.closed")
        _line(surface, rect, words, top, PRICE_SIZE, colours.danger, True, beside)
        return
    price_colour = (
        colours.success
        if offer.price < offer.printed
        else colours.danger
        if offer.price > offer.printed
        else colours.text
    )
    price = text("speedtycoon.market.price", price=offer.price, currency=CURRENCIES[offer.place])
    top = _line(surface, rect, price, top, PRICE_SIZE, price_colour, True, beside)
    if offer.price != offer.printed:
        printed = text("speedtycoon.market.printed", printed=offer.printed)
        _line(surface, rect, printed, top, LINE_SIZE, colours.text_muted, left=beside)
    top = picture.bottom
    for mark in offer.marks:
        colour = colours.success if mark.change < 0 else colours.danger
        top = _line(surface, rect, mark.words(), top, LINE_SIZE, colour)
