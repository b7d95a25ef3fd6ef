"""Every company in a column: its colour strip, name and points, what it does now (its turn,
thinking, chosen in the opening) and what is public of it: cards in hand, contracts (long ones
among them), pipe segments left, pump stations built, terminals. The viewer's own row is marked."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

import pygame

from game.client.scenes.tables.kit.fitting import fitted_name
from game.client.scenes.tables.kit.seat_panel import SeatLook, draw_seat_frame
from game.client.text_layout import draw_text, fit_size, line_height, lines_of
from game.client.theme import THEME
from game.rules.speedpipe.tables import STATIONS
from game.texts import text

PAD = 8
GAP = 8
STRIP = 8
NAME_SIZE = 24
NAME_SMALLEST = 16
FACT_SIZE = 20
FACT_SMALLEST = 13
MOST_ROW = 120


def seat_look() -> SeatLook:
    """The rows' look: plain panels, the viewer's own framed in the accent."""
    palette = THEME.colours
    return SeatLook(
        STRIP, THEME.small_radius, palette.panel, palette.panel_raised, None, palette.accent
    )


def row_rects(rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    """The companies' rows, one under the other, no higher than they need."""
    if count <= 0:
        return []
    height = min(MOST_ROW, (rect.height + GAP) // count - GAP)
    return [
        pygame.Rect(rect.x, rect.y + index * (height + GAP), rect.width, height)
        for index in range(count)
    ]


def company_facts(view: Mapping[str, Any], company: int) -> str:
    """What is public of a company in words: cards, contracts, segments, stations, terminals."""
    parts = [
        text("speedpipe.companies.cards", count=view["hand_sizes"][company]),
        text(
            "speedpipe.companies.contracts",
            count=view["contract_counts"][company],
            long=view["long_counts"][company],
        )
        if view["long_counts"][company]
        else text("speedpipe.companies.contracts_short", count=view["contract_counts"][company]),
        text("speedpipe.companies.segments", count=view["segments"][company]),
        text(
            "speedpipe.companies.stations",
            built=view["stations_built"][company],
            most=STATIONS,
        ),
    ]
    if view["options"].get("terminals") == "on":
        parts.append(text("speedpipe.companies.terminals", count=len(view["terminals"][company])))
    return " · ".join(parts)


def company_doing(view: Mapping[str, Any], company: int, thinking: Collection[int]) -> str:
    """What a company does now in a few words ('' when nothing)."""
    if view["phase"] == "opening":
        key = "chosen" if view["has_chosen"][company] else "choosing"
        return text(f"speedpipe.companies.{key}")
    if company in thinking:
        return text("speedpipe.companies.thinking")
    if view["phase"] != "over" and view["current"] == company:
        return text("speedpipe.companies.on_turn")
    return ""


def draw_companies(
    surface: pygame.Surface,
    rect: pygame.Rect,
    view: Mapping[str, Any],
    names: Sequence[str],
    viewer: int | None,
    thinking: Collection[int],
) -> list[pygame.Rect]:
    """Draws one row per company; returns the rows."""
    palette = THEME.colours
    rows = row_rects(rect, view["players"])
    look = seat_look()
    for company, row in enumerate(rows):
        room = draw_seat_frame(surface, row, company, look, company == viewer)
        inner = room.inflate(-2 * PAD, -2 * PAD)
        points = text("speedpipe.companies.points", points=view["points"][company])
        points_size = fit_size(points, inner.width // 3, NAME_SIZE, True, NAME_SMALLEST)
        points_box = draw_text(
            surface,
            points,
            (inner.right, inner.y),
            points_size,
            palette.accent,
            True,
            "right",
            box=row,
        )
        name = names[company]
        if company == viewer:
            name = text("speedpipe.companies.you", name=name)
        room_for_name = points_box.x - inner.x - PAD
        size, shown = fitted_name(name, room_for_name, NAME_SIZE, NAME_SMALLEST)
        draw_text(surface, shown, (inner.x, inner.y), size, palette.text, True, box=row)
        top = inner.y + line_height(max(size, points_size), True)
        doing = company_doing(view, company, thinking)
        facts = company_facts(view, company)
        words = f"{doing} · {facts}" if doing else facts
        fact_size = _fact_size(words, inner, top)
        draw_text(
            surface,
            words,
            (inner.x, top),
            fact_size,
            palette.accent if doing else palette.text_muted,
            max_width=inner.width,
            box=row,
        )
    return rows


def _fact_size(words: str, inner: pygame.Rect, top: int) -> int:
    """The largest size at which the facts fit below the name, wrapped onto the lines left."""
    for size in range(FACT_SIZE, FACT_SMALLEST - 1, -1):
        lines = len(lines_of(words, size, False, inner.width))
        if top + lines * line_height(size) <= inner.bottom:
            return size
    return FACT_SMALLEST
