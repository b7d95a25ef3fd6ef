"""The Verbreitung table and the round, at the foot of the right column: what a payday pays for
0 to 9 cities with a standing hotel, each player's mark under the number of cities he has now
(the shown seat's cell framed); the round ("Runde 2 von 3"), the start player, and how the round
ends: with the turn of the player right of the start player, once someone has built all his
hotels or a whole round of turns went by without building."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from game.client.scenes.tables.kit.kept_picture import KeptPicture
from game.client.scenes.tables.tycoon.layout import DISTRIBUTION_RECT
from game.client.scenes.tables.tycoon.pieces import draw_mark
from game.client.scenes.tables.tycoon.spots import DISTRIBUTION, ROUND, TableSpot
from game.client.text_layout import draw_text, fit_size, line_height, measure
from game.client.theme import THEME
from game.client.widgets.paint import draw_panel
from game.rules.tycoon.board import CITY_COUNT, ROUNDS
from game.rules.tycoon.board import DISTRIBUTION as PAYS
from game.texts import language, text

View = Mapping[str, Any]
PAD = 10
TITLE_TOP = 6
TITLE_HEIGHT = 26
TABLE_TOP = 36
TABLE_HEIGHT = 46
MARKS_TOP = 84
MARKS_HEIGHT = 28
LABEL_WIDTH = 64
CELL_GAP = 4
TITLE_SIZE = 20
FACTS_SIZE = 16
COUNT_SIZE = 14
AMOUNT_SIZE = 20
SMALLEST = 11
MARK_RADIUS = 6
MARKS_PER_ROW = 3
# Why a round closes (RoundClosing's reasons).
HOTELS = "hotels"
QUIET = "quiet"
# The panel as last drawn: a frame shows it again while nothing in it changed.
_KEPT: KeptPicture[None] = KeptPicture()


def present_counts(view: View) -> list[int]:
    """Per player: the cities where he has at least one hotel standing in the chain."""
    counts = [0] * view["players"]
    for chain in view["chains"]:
        for player in {owner for owner in chain if owner >= 0}:
            counts[player] += 1
    return counts


def cell_rect(rect: pygame.Rect, cities: int) -> pygame.Rect:
    """The column of the table for a number of cities (0–9), its marks below it included."""
    left = rect.x + PAD + LABEL_WIDTH
    width = (rect.right - PAD - left - (CITY_COUNT) * CELL_GAP) // (CITY_COUNT + 1)
    return pygame.Rect(
        left + cities * (width + CELL_GAP),
        rect.y + TABLE_TOP,
        width,
        MARKS_TOP + MARKS_HEIGHT - TABLE_TOP,
    )


def round_rect(rect: pygame.Rect) -> pygame.Rect:
    """The round's words: the title's right half and the line at the foot."""
    top = rect.y + MARKS_TOP + MARKS_HEIGHT
    return pygame.Rect(rect.x + PAD, top, rect.width - 2 * PAD, rect.bottom - top - 4)


def title_round_rect(rect: pygame.Rect) -> pygame.Rect:
    """Where the round's number and start player stand in the title row."""
    box = pygame.Rect(rect.x + PAD, rect.y + TITLE_TOP, rect.width - 2 * PAD, TITLE_HEIGHT)
    return pygame.Rect(box.centerx - 40, box.y, box.right - box.centerx + 40, box.height)


def last_player(view: View) -> int:
    """Who ends each round: the player right of (before) the start player."""
    return (view["start_player"] - 1) % view["players"]


def closing_reason(view: View) -> str:
    """Why a closing round closes, as far as the view tells it: someone without hotels, else
    a round of turns without building."""
    return HOTELS if min(view["hotels_left"]) == 0 else QUIET


def round_words(view: View, names: Sequence[str]) -> str:
    """The round in the title: its number, the start player; the payday or the end."""
    phase = view["phase"]
    if phase == "payday":
        return text("tycoon.panels.round_payday", round=view["round"], rounds=ROUNDS)
    if phase == "over":
        return text("tycoon.panels.round_over", rounds=ROUNDS)
    return text(
        "tycoon.panels.round",
        round=view["round"],
        rounds=ROUNDS,
        name=names[view["start_player"]],
    )


def joined_names(names: Sequence[str]) -> str:
    """Names in a sentence: 'Anna', 'Anna und Ben', 'Anna, Ben und Carla'."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + text("tycoon.panels.and") + names[-1]


def closing_words(view: View, names: Sequence[str], reason: str | None = None) -> str:
    """How the round ends: with the turn of the player right of the start player once someone
    built all hotels (who) or a round went by without building (reason: RoundClosing's, else
    what the view tells); this turn being the last one said so."""
    phase = view["phase"]
    if phase == "payday":
        return text("tycoon.panels.closing_payday")
    if phase == "over":
        return text("tycoon.panels.closing_over")
    last = last_player(view)
    if not view["closing"]:
        return text("tycoon.panels.closes_normally", last=names[last])
    is_last = view["acting"] == last
    why = reason or closing_reason(view)
    if why == QUIET:
        key = "closing_quiet_last" if is_last else "closing_quiet"
        return text(f"tycoon.panels.{key}", last=names[last])
    builders = [names[p] for p, left in enumerate(view["hotels_left"]) if left == 0]
    many = len(builders) > 1
    key = "closing_hotels_many" if many else "closing_hotels"
    return text(
        f"tycoon.panels.{key}{'_last' if is_last else ''}",
        who=joined_names(builders) if builders else names[view["acting"]],
        last=names[last],
    )


def draw(
    surface: pygame.Surface,
    rect: pygame.Rect,
    view: View,
    names: Sequence[str],
    seat: int | None = None,
    reason: str | None = None,
) -> None:
    """The panel: the title and the round, the table with every player's mark under his count
    (the seat's cell framed), the line of how the round ends (reason: RoundClosing's). Drawn
    once and kept while what it shows stays the same."""
    key = (
        tuple(rect),
        tuple(present_counts(view)),
        view["phase"],
        view["round"],
        view["start_player"],
        view["closing"],
        view["acting"],
        tuple(view["hotels_left"]),
        tuple(names),
        seat,
        reason,
        language(),
    )
    _KEPT.draw(surface, rect, key, lambda: _paint(surface, rect, view, names, seat, reason))


def _paint(
    surface: pygame.Surface,
    rect: pygame.Rect,
    view: View,
    names: Sequence[str],
    seat: int | None,
    reason: str | None,
) -> None:
    """Draws the panel as draw describes it."""
    palette = THEME.colours
    draw_panel(surface, rect, palette.panel, palette.panel_border)
    _draw_title(surface, rect, view, names)
    _draw_table(surface, rect, view, seat)
    words = closing_words(view, names, reason)
    box = round_rect(rect)
    colour = palette.accent if view["closing"] and view["phase"] == "turn" else palette.text_muted
    size = fit_size(words, box.width, FACTS_SIZE, False, SMALLEST)
    wrap = None
    if measure(words, size)[0] > box.width:
        wrap = box.width
        size = SMALLEST
    height = line_height(size) * (1 if wrap is None else 2)
    draw_text(
        surface,
        words,
        (box.x, box.centery - height / 2),
        size,
        colour,
        max_width=wrap,
        box=box,
    )


def _draw_title(
    surface: pygame.Surface, rect: pygame.Rect, view: View, names: Sequence[str]
) -> None:
    """'Verbreitung' at the left, the round at the right."""
    palette = THEME.colours
    box = pygame.Rect(rect.x + PAD, rect.y + TITLE_TOP, rect.width - 2 * PAD, TITLE_HEIGHT)
    title = text("tycoon.panels.distribution")
    size = fit_size(title, box.width // 3, TITLE_SIZE, True, SMALLEST)
    drawn = draw_text(
        surface, title, (box.x, box.centery), size, palette.text, True, valign="middle", box=box
    )
    words = round_words(view, names)
    room = box.right - drawn.right - 2 * PAD
    round_size = fit_size(words, max(1, room), FACTS_SIZE + 1, True, SMALLEST)
    draw_text(
        surface,
        words,
        (box.right, box.centery),
        round_size,
        palette.text,
        True,
        align="right",
        valign="middle",
        box=box,
    )


def _draw_table(surface: pygame.Surface, rect: pygame.Rect, view: View, seat: int | None) -> None:
    """The row labels, the ten columns (cities above, millions below), the marks under them."""
    palette = THEME.colours
    top = rect.y + TABLE_TOP
    half = TABLE_HEIGHT // 2
    labels = pygame.Rect(rect.x + PAD, top, LABEL_WIDTH - 6, TABLE_HEIGHT)
    for index, key in enumerate(("tycoon.panels.cities", "tycoon.panels.pays")):
        words = text(key)
        size = fit_size(words, labels.width, COUNT_SIZE, False, SMALLEST - 2)
        draw_text(
            surface,
            words,
            (labels.right, top + half * index + half // 2),
            size,
            palette.text_muted,
            align="right",
            valign="middle",
            box=labels,
        )
    counts = present_counts(view)
    for cities in range(CITY_COUNT + 1):
        column = cell_rect(rect, cities)
        table = pygame.Rect(column.x, top, column.width, TABLE_HEIGHT)
        own = seat is not None and counts[seat] == cities
        draw_panel(
            surface,
            table,
            palette.panel_raised,
            palette.focus if own else palette.panel_border,
            THEME.small_radius,
            border_width=3 if own else 1,
        )
        pygame.draw.line(
            surface,
            palette.panel_border,
            (table.x + 4, top + half),
            (table.right - 5, top + half),
        )
        draw_text(
            surface,
            str(cities),
            (table.centerx, top + half // 2 + 1),
            COUNT_SIZE,
            palette.text_muted,
            align="center",
            valign="middle",
            box=table,
        )
        draw_text(
            surface,
            str(PAYS[cities]),
            (table.centerx, top + half + half // 2),
            AMOUNT_SIZE - 2,
            palette.text,
            True,
            align="center",
            valign="middle",
            box=table,
        )
        _draw_marks(surface, column, [p for p, count in enumerate(counts) if count == cities])


def _draw_marks(surface: pygame.Surface, column: pygame.Rect, players: list[int]) -> None:
    """The marks of the players with this count, up to three to a row, in seat colours (the
    mark's shape tells whose without the colour)."""
    step_x = column.width / MARKS_PER_ROW
    row_height = MARKS_HEIGHT / 2
    for index, player in enumerate(players):
        row, place = divmod(index, MARKS_PER_ROW)
        in_row = min(MARKS_PER_ROW, len(players) - row * MARKS_PER_ROW)
        left = column.centerx - step_x * in_row / 2
        centre = (
            left + step_x * (place + 0.5),
            column.y + TABLE_HEIGHT + 4 + row_height * (row + 0.5),
        )
        draw_mark(surface, centre, MARK_RADIUS, player, THEME.seat(player))


def spot_at(
    pos: tuple[int, int], view: View, rect: pygame.Rect = DISTRIBUTION_RECT
) -> TableSpot | None:
    """What lies under a point of the panel: a column of the table (index: its number of
    cities), the round's words, else the table as a whole (index -1); None outside."""
    if not rect.collidepoint(pos):
        return None
    for cities in range(CITY_COUNT + 1):
        if cell_rect(rect, cities).collidepoint(pos):
            return TableSpot(DISTRIBUTION, index=cities)
    if round_rect(rect).collidepoint(pos) or title_round_rect(rect).collidepoint(pos):
        return TableSpot(ROUND)
    return TableSpot(DISTRIBUTION)


def spot_rect(
    spot: TableSpot, view: View, rect: pygame.Rect = DISTRIBUTION_RECT
) -> pygame.Rect | None:
    """Where a spot of the panel lies (a column, the whole table, the round's line)."""
    if spot.kind == DISTRIBUTION:
        if 0 <= spot.index <= CITY_COUNT:
            return cell_rect(rect, spot.index)
        return rect
    if spot.kind == ROUND:
        return round_rect(rect)
    return None
