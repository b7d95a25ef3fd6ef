"""The company bar and the city order at the top of the Speedchicago panel: each company's row
(its lines, its height, its painting and its info window: who gets how many points in which
house) and the order's block with its goal."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.client.scenes.tables.kit.action_bar import MARK_WIDTH
from game.client.scenes.tables.kit.fitting import elided
from game.client.scenes.tables.kit.seat_panel import SeatLook, draw_seat_frame
from game.client.scenes.tables.speedchicago.panel_hand import in_card_order
from game.client.scenes.tables.speedchicago.panel_sizes import (
    DETAIL_SIZE,
    NAME_SIZE,
    ORDER_PADDING,
    ORDER_SIZE,
    SMALLEST_SIZE,
    STRIP_WIDTH,
)
from game.client.scenes.tables.speedchicago.panel_widgets import CompanyRow
from game.client.scenes.tables.speedchicago.words import card_name, house_name
from game.client.text_layout import draw_text, fit_size, line_height, lines_of, measure
from game.client.theme import THEME, Colour
from game.client.widgets import InfoContent
from game.client.widgets.paint import draw_panel
from game.rules.speedchicago.tables import PHOTO_BONUS, PHOTO_FLOOR
from game.texts import text

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago.panel import ChicagoPanel


def order_progress_words(view: dict[str, Any], have: int, need: int) -> str:
    """How far a company is with the city order ('2 von 3 Häusern')."""
    return text(f"speedchicago.orders.{view['city_order']}.progress", have=have, need=need)


# ---- a company's row ----------------------------------------------------------------------------


def row_lines(panel: ChicagoPanel, company: int, detailed: bool) -> list[tuple[str, Colour]]:
    """The lines of a company's row below its name: crew and cards, order progress (others'
    only with detailed), the open hand (with detailed)."""
    view = panel.view
    palette = THEME.colours
    if view is None:
        return []
    lines = [
        (
            text(
                "chicago_panel.crew",
                site=panel.foremen_on_site(company),
                reserve=view["reserve"][company],
                cards=view["hand_sizes"][company],
            ),
            palette.text_muted,
        )
    ]
    progress = view["order_progress"][company] if view["city_order"] else None
    # Short of room, other companies' progress is left to their info windows.
    if progress is not None and (detailed or company == panel.you):
        have, need = progress
        words = order_progress_words(view, have, need)
        lines.append((words, palette.success if have >= need else palette.text))
    if detailed and company != panel.you:
        hand_line = open_hand_line(panel, company)
        if hand_line:
            lines.append((hand_line, palette.text_muted))
    return lines


def open_hand_line(panel: ChicagoPanel, company: int) -> str:
    """Another company's open hand ('Hand: Kletterseil, Hebebühne'); in Profi, where every hand
    starts with all ten, the cards it has played instead."""
    view = panel.view
    assert view is not None
    hand = view["hands"][company]
    if hand is None:
        return ""
    if panel.profi():
        played = view["played"][company]
        if not played:
            return ""
        return text("chicago_panel.played", cards=", ".join(card_name(card) for card in played))
    if not hand:
        return text("chicago_panel.hand_empty")
    ordered = in_card_order(hand)
    return text("chicago_panel.hand", cards=", ".join(card_name(card) for card in ordered))


@dataclass(frozen=True)
class RowTop:
    """The top of a company row: its name (the size and lines it is drawn in), its score and
    what a scoring now would bring, each with its rectangle."""

    name_size: int
    name_lines: tuple[str, ...]
    name_rect: pygame.Rect
    score: str
    score_rect: pygame.Rect
    now: str
    now_rect: pygame.Rect


def row_top(panel: ChicagoPanel, company: int, rect: pygame.Rect) -> RowTop:
    """Where a row's name, score and 'jetzt +N' lie. A long name shrinks and then wraps onto
    more lines beside the score (after a word or a hyphen), so it is never cut short."""
    view = panel.view
    assert view is not None
    left = rect.x + STRIP_WIDTH + THEME.spacing.small
    right = rect.right - THEME.spacing.small
    top = rect.y + THEME.spacing.small
    now = text("chicago_panel.now", points=view["scoring_now"][company]["total"])
    now_width, now_height = measure(now, DETAIL_SIZE, True)
    now_rect = pygame.Rect(right - now_width, top + 2, now_width, now_height)
    score = text("chicago_panel.score", score=view["scores"][company])
    score_width, score_height = measure(score, NAME_SIZE, True)
    score_rect = pygame.Rect(now_rect.left - THEME.spacing.small - score_width, top, 0, 0)
    score_rect.size = (score_width, score_height)
    name = panel.name_of(company)
    if company == panel.scene.you:
        name = text("chicago_panel.you", name=name)
    room = max(1, score_rect.left - THEME.spacing.small - left)
    size = fit_size(name, room, NAME_SIZE, True, SMALLEST_SIZE)
    pieces = name_pieces(name)
    while size > SMALLEST_SIZE and any(measure(part, size, True)[0] > room for part, _ in pieces):
        size -= 1
    lines = wrapped_name(pieces, size, room)
    width = max((measure(line, size, True)[0] for line in lines), default=0)
    height = max(line_height(NAME_SIZE, True), len(lines) * line_height(size, True))
    name_rect = pygame.Rect(left, top, width, height)
    return RowTop(size, lines, name_rect, score, score_rect, now, now_rect)


def name_pieces(name: str) -> list[tuple[str, str]]:
    """A name in the pieces a line may end after: its words, and the parts of a double name
    after each hyphen ('Mustermann-', 'Schmidt'), each with what joins it to the piece before."""
    pieces: list[tuple[str, str]] = []
    for word in name.split():
        for index, part in enumerate(re.findall(r"[^-]+-?|-", word)):
            pieces.append((part, " " if index == 0 else ""))
    return pieces


def wrapped_name(pieces: list[tuple[str, str]], size: int, room: int) -> tuple[str, ...]:
    """The name's lines at this size, as many pieces on each as fit the room (a piece too long
    even alone is cut with '…')."""
    lines: list[str] = []
    current = ""
    for part, glue in pieces:
        joined = current + glue + part if current else part
        if current and measure(joined, size, True)[0] > room:
            lines.append(current)
            joined = part
        current = joined
    if current:
        lines.append(current)
    return tuple(elided(line, size, room, True) for line in lines)


def row_height(panel: ChicagoPanel, company: int, detailed: bool, width: int) -> int:
    """A company row's height: the name (one line, or more for a long name) and its details."""
    lines = len(row_lines(panel, company, detailed))
    name = row_top(panel, company, pygame.Rect(0, 0, width, 0)).name_rect.height
    return 2 * THEME.spacing.small + name + lines * line_height(DETAIL_SIZE)


def row_look() -> SeatLook:
    """A company row's look in the narrow panel: a thin strip, small corners, no border but the
    accent's thick one while the company acts."""
    palette = THEME.colours
    return SeatLook(
        STRIP_WIDTH,
        THEME.small_radius,
        palette.background_light,
        palette.panel_raised,
        None,
        palette.accent,
        MARK_WIDTH,
    )


def paint_row(
    panel: ChicagoPanel, picture: pygame.Surface, row: CompanyRow, rect: pygame.Rect
) -> None:
    """One company: seat strip, name, score and 'jetzt +N', then its detail lines."""
    view = panel.view
    assert view is not None
    palette = THEME.colours
    company = row.company
    draw_seat_frame(picture, rect, company, row_look(), row.acting)
    parts = row_top(panel, company, rect)
    now = view["scoring_now"][company]["total"]
    draw_text(
        picture,
        parts.now,
        parts.now_rect.topleft,
        DETAIL_SIZE,
        palette.success if now > 0 else palette.text_muted,
        True,
        box=parts.now_rect,
    )
    draw_text(
        picture,
        parts.score,
        parts.score_rect.topleft,
        NAME_SIZE,
        palette.text,
        True,
        box=parts.score_rect,
    )
    step = line_height(parts.name_size, True)
    for index, line in enumerate(parts.name_lines):
        position = (parts.name_rect.x, parts.name_rect.y + index * step)
        draw_text(picture, line, position, parts.name_size, THEME.seat(company), True)
    left = parts.name_rect.x
    right = rect.right - THEME.spacing.small
    y = parts.name_rect.bottom
    for words, colour in row_lines(panel, company, panel.layout.detailed_rows):
        size = fit_size(words, right - left, DETAIL_SIZE, False, SMALLEST_SIZE)
        draw_text(picture, elided(words, size, right - left), (left, y), size, colour)
        y += line_height(DETAIL_SIZE)


# ---- a company's info window --------------------------------------------------------------------


def company_info_source(panel: ChicagoPanel, company: int) -> Callable[[], InfoContent | None]:
    """The info source of one company's row."""

    def info() -> InfoContent | None:
        return company_info(panel, company)

    return info


def company_info(panel: ChicagoPanel, company: int) -> InfoContent | None:
    """Who gets how many points in which house, the photographer and the city order."""
    view = panel.view
    if view is None:
        return None
    now = view["scoring_now"][company]
    foundations = view["foundations"]
    rule = [
        text(
            "chicago_panel.info.house",
            house=house_name(house, foundations),
            area=area,
            floor=floor,
            points=points,
        )
        for house, area, floor, points in now["houses"]
    ]
    if not rule:
        rule.append(text("chicago_panel.info.no_house"))
    rule.append(photographer_words(view, now["photographer"]))
    if view["city_order"]:
        order_name = text(f"speedchicago.orders.{view['city_order']}.name")
        if now["city_order"]:
            rule.append(
                text("chicago_panel.info.order_yes", name=order_name, points=now["city_order"])
            )
        else:
            have, need = view["order_progress"][company]
            progress = order_progress_words(view, have, need)
            rule.append(text("chicago_panel.info.order_no", name=order_name, progress=progress))
    for_you = [
        text("chicago_panel.info.total", points=now["total"]),
        text(
            "chicago_panel.info.crew",
            site=panel.foremen_on_site(company),
            reserve=view["reserve"][company],
        ),
    ]
    hand = view["hands"][company]
    if hand is None and view["hand_sizes"][company]:
        for_you.append(text("chicago_panel.info.hand_hidden", count=view["hand_sizes"][company]))
    elif hand:
        ordered = in_card_order(hand)
        for_you.append(
            text("chicago_panel.info.hand", cards=", ".join(card_name(card) for card in ordered))
        )
    else:
        for_you.append(text("chicago_panel.hand_empty"))
    title = text(
        "chicago_panel.info.company", name=panel.name_of(company), score=view["scores"][company]
    )
    return InfoContent(title, rule, for_you)


def photographer_words(view: dict[str, Any], bonus: int) -> str:
    """The photographer's bonus for a company, or what it would take."""
    year = min(max(view["year_index"], 0), len(PHOTO_FLOOR) - 1)
    field_of = view["photographer"]
    if field_of < 0 or view["house_of"][field_of] < 0:
        return text("chicago_panel.info.photo_away")
    house = house_name(view["house_of"][field_of], view["foundations"])
    if bonus:
        return text(
            "chicago_panel.info.photo_yes", house=house, floor=PHOTO_FLOOR[year], points=bonus
        )
    return text(
        "chicago_panel.info.photo_no",
        house=house,
        floor=PHOTO_FLOOR[year],
        points=PHOTO_BONUS[year],
    )


# ---- the city order -----------------------------------------------------------------------------


def order_height(view: dict[str, Any], width: int) -> int:
    """The city order block: its name and its goal, wrapped."""
    goal = text(f"speedchicago.orders.{view['city_order']}.goal")
    lines = len(lines_of(goal, ORDER_SIZE, False, width - 2 * ORDER_PADDING))
    return 2 * ORDER_PADDING + line_height(DETAIL_SIZE, True) + lines * line_height(ORDER_SIZE)


def paint_order(view: dict[str, Any], picture: pygame.Surface, rect: pygame.Rect) -> None:
    """The city order: 'Sonderauftrag der Stadt: Alle oben' and its goal."""
    palette = THEME.colours
    order = view["city_order"]
    draw_panel(picture, rect, palette.background_light, palette.panel_border, THEME.small_radius)
    inner = rect.inflate(-2 * ORDER_PADDING, -2 * ORDER_PADDING)
    title = text("chicago_panel.order", name=text(f"speedchicago.orders.{order}.name"))
    size = fit_size(title, inner.width, DETAIL_SIZE, True, SMALLEST_SIZE)
    draw_text(picture, title, inner.topleft, size, palette.accent, True)
    goal = text(f"speedchicago.orders.{order}.goal")
    draw_text(
        picture,
        goal,
        (inner.x, inner.y + line_height(DETAIL_SIZE, True)),
        ORDER_SIZE,
        palette.text,
        max_width=inner.width,
    )
