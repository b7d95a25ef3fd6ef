"""The Weltmarkt drawn: the four trading places (New York $, Frankfurt €, Shanghai 元, Tokyo ¥),
each with its building, the price for the player now and the marks of what changed it."""

from __future__ import annotations

import pygame

from game.client.scenes.tables.speedtycoon.market_prices import Offer, offers
from game.client.scenes.tables.speedtycoon.money_look import CURRENCY_COLOURS
from game.client.text_layout import draw_text, fit_size, line_height
from game.client.theme import THEME
from game.client.widgets.paint import draw_panel
from game.rules.speedtycoon.catalogue import BRANCHES, BUILDINGS, CURRENCIES, PLACES
from game.rules.speedtycoon.state import SpeedtycoonState
from game.texts import text

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


def market_height() -> int:
    """The height a trading place's box needs for its most lines: name, building, number,
    price, printed price and every mark at once (Heimatmarkt, a rate, Börsenrally, Ölkrise)."""
    most_marks = 4
    lines = line_height(NAME_SIZE, True) + line_height(PRICE_SIZE, True)
    return 2 * PAD + lines + (3 + most_marks) * line_height(LINE_SIZE)


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
) -> tuple[pygame.Rect, ...]:
    """Draws the Weltmarkt for a player into area (the chosen place framed) and returns the
    places' boxes."""
    rects = place_rects(area)
    for offer, rect in zip(offers(state, player), rects):
        _draw_place(surface, rect, offer, offer.place == chosen)
    return rects


def _line(
    surface: pygame.Surface,
    rect: pygame.Rect,
    words: str,
    top: int,
    size: int,
    colour: tuple[int, int, int],
    bold: bool = False,
) -> int:
    """Draws one line fitted to the box's width at top; returns the top of the next line."""
    room = rect.width - 2 * PAD
    fitted = fit_size(words, room, size, bold, SMALLEST)
    draw_text(surface, words, (rect.x + PAD, top), fitted, colour, bold=bold, box=rect)
    return top + line_height(fitted, bold)


def _draw_place(surface: pygame.Surface, rect: pygame.Rect, offer: Offer, chosen: bool) -> None:
    """One trading place: name and currency, building, price now, printed price and marks."""
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
    top = _line(surface, rect, building_name(offer.building), top, LINE_SIZE, colours.text)
    top = _line(
        surface,
        rect,
        text("speedtycoon.market.number", number=offer.building),
        top,
        LINE_SIZE,
        colours.text_muted,
    )
    if offer.closed:
        _line(
            surface, rect, text("speedtycoon.market.closed"), top, PRICE_SIZE, colours.danger, True
        )
        return
    price_colour = (
        colours.success
        if offer.price < offer.printed
        else colours.danger
        if offer.price > offer.printed
        else colours.text
    )
    price = text("speedtycoon.market.price", price=offer.price, currency=CURRENCIES[offer.place])
    top = _line(surface, rect, price, top, PRICE_SIZE, price_colour, True)
    if offer.price != offer.printed:
        printed = text("speedtycoon.market.printed", printed=offer.printed)
        top = _line(surface, rect, printed, top, LINE_SIZE, colours.text_muted)
    for mark in offer.marks:
        colour = colours.success if mark.change < 0 else colours.danger
        top = _line(surface, rect, mark.words(), top, LINE_SIZE, colour)
