"""Every company in a column: its colour strip, name and points, what it does now (its turn,
thinking, chosen in the opening) and what is public of it: cards in hand, contracts (long ones
among them), pipe segments left, pump stations built, terminals. The viewer's own row is marked."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

import pygame

from game.client.scenes.tables.kit.seat_panel import SeatLook, draw_seat_frame
from game.client.text_layout import draw_text, fit_size, line_height, measure
from game.client.theme import THEME
from game.rules.speedpipe.tables import STATIONS
from game.texts import text

PAD = 8
GAP = 8
STRIP = 8
NAME_SIZE = 24
NAME_SMALLEST = 16
FACT_SIZE = 20
FACT_SMALLEST = 12
MOST_ROW = 120
SEPARATOR = " · "


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


def company_facts(view: Mapping[str, Any], company: int) -> list[str]:
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
    return parts


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
    you: int | None = None,
) -> list[pygame.Rect]:
    """Draws one row per company, the viewer's framed; returns the rows. The row of you (the
    seat the table speaks to; nobody at a watched table) is named "(du)"."""
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
        if company == you:
            name = text("speedpipe.companies.you", name=name)
        room_for_name = max(1, points_box.x - inner.x - PAD)
        # A name too long for its line at the smallest size wraps onto a second line.
        size = fit_size(name, room_for_name, NAME_SIZE, True, NAME_SMALLEST)
        drawn = draw_text(
            surface,
            name,
            (inner.x, inner.y),
            size,
            palette.text,
            True,
            max_width=room_for_name,
            box=row,
        )
        top = max(drawn.bottom, inner.y + line_height(points_size, True))
        doing = company_doing(view, company, thinking)
        facts = company_facts(view, company)
        _draw_facts(surface, [doing, *facts] if doing else facts, inner, top, bool(doing), row)
    return rows


def fact_lines(facts: Sequence[str], size: int, width: int) -> list[str]:
    """The facts joined with ' · ' into lines no wider than width, broken only between facts
    (a fact wider than a whole line stands alone on its line)."""
    lines: list[str] = []
    for fact in facts:
        candidate = f"{lines[-1]}{SEPARATOR}{fact}" if lines else fact
        if lines and measure(candidate, size)[0] <= width:
            lines[-1] = candidate
        else:
            lines.append(fact)
    return lines


def _draw_facts(
    surface: pygame.Surface,
    facts: Sequence[str],
    inner: pygame.Rect,
    top: int,
    doing: bool,
    row: pygame.Rect,
) -> None:
    """The facts below the name at the largest size whose lines fit (what the company does
    now, if anything, first and in the accent)."""
    palette = THEME.colours
    size = FACT_SMALLEST
    for size in range(FACT_SIZE, FACT_SMALLEST - 1, -1):
        lines = fact_lines(facts, size, inner.width)
        if top + len(lines) * line_height(size) <= inner.bottom and all(
            measure(line, size)[0] <= inner.width for line in lines
        ):
            break
    lines = fact_lines(facts, size, inner.width)
    for index, line in enumerate(lines):
        colour = palette.accent if doing and index == 0 else palette.text_muted
        y = top + index * line_height(size)
        draw_text(surface, line, (inner.x, y), size, colour, max_width=inner.width, box=row)
