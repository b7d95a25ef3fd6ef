"""What the table lays over the map's picture: the Raffinerie-Bonus race under the refineries and
the Förderrecht's marks under the oil fields (their rules on), then along the map's top the
Ölpreis banner, the last round's banner and the extra rules' lines (shown or hidden by the
player)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from game.client.scenes.tables.speedpipe import layout
from game.client.scenes.tables.speedpipe.extras import (
    draw_banner,
    draw_extras,
    draw_foerder_mark,
    draw_refinery_race,
    foerder_marks,
    foerder_words,
    leak_words,
    oil_price_words,
    refinery_races,
    refinery_words,
    rule_on,
    terminal_words,
)
from game.client.scenes.tables.speedpipe.map_marks import draw_banner_box
from game.client.text_layout import fit_size, measure
from game.client.text_recording import begin_text_layer
from game.rules.speedpipe.maps import PipeMap
from game.rules.speedpipe.tables import EXTRA_RULES
from game.texts import text

Point = tuple[float, float]
BANNER_HEIGHT = 44
BANNER_GAP = 8
BANNER_SIZE = 24
BANNER_SMALLEST = 14
EXTRAS_WIDTH = 600
EXTRAS_MOST_HEIGHT = 220


def any_extra_rule(view: Mapping[str, Any]) -> bool:
    """Whether one of the extra rules is played at this table."""
    return any(rule_on(view, rule) for rule in EXTRA_RULES)


def extra_lines(view: Mapping[str, Any], pipe_map: PipeMap, names: Sequence[str]) -> list[str]:
    """The extra rules' lines below the banners (the Ölpreis has its banner)."""
    return [
        *refinery_words(view, pipe_map, names),
        *leak_words(view, pipe_map, names),
        *foerder_words(view, pipe_map, names),
        *terminal_words(view, pipe_map, names),
    ]


def draw_over_map(
    surface: pygame.Surface,
    view: Mapping[str, Any],
    pipe_map: PipeMap,
    names: Sequence[str],
    place_centre: Callable[[int], Point],
    extras_shown: bool,
) -> None:
    """Draws the marks and banners over the map (clipped to it by the caller)."""
    if not view:
        return
    for race in refinery_races(view, pipe_map):
        draw_refinery_race(surface, place_centre(race.place), race, names)
    for place, company, rank in foerder_marks(view):
        draw_foerder_mark(surface, place_centre(place), company, rank, names)
    # The banners and the extra rules' lines lie over the marks.
    begin_text_layer()
    top = layout.BANNER_RECT.y
    oil = oil_price_words(view)
    if oil:
        width = measure(oil, BANNER_SIZE, True)[0] + 4 * BANNER_GAP
        rect = pygame.Rect(layout.BANNER_RECT.x, top, min(width, layout.BANNER_RECT.width), 44)
        draw_banner(surface, rect, oil)
        top = rect.bottom + BANNER_GAP
    turns = int(view.get("turns_left", -1))
    if turns > 0 and view.get("phase") != "over":
        words = text("speedpipe.table.last_round", turns=turns)
        rect = pygame.Rect(layout.BANNER_RECT.x, top, layout.BANNER_RECT.width, BANNER_HEIGHT)
        size = fit_size(words, rect.width - 3 * BANNER_GAP, BANNER_SIZE, True, BANNER_SMALLEST)
        draw_banner_box(surface, rect, words, size)
        top = rect.bottom + BANNER_GAP
    if extras_shown:
        lines = extra_lines(view, pipe_map, names)
        if lines:
            height = min(EXTRAS_MOST_HEIGHT, layout.PAYMENT_RECT.y - BANNER_GAP - top)
            draw_extras(
                surface, pygame.Rect(layout.BANNER_RECT.x, top, EXTRAS_WIDTH, height), lines
            )
