"""The middle of the Speedchicago panel, about the turn: "Deine Stapel" with the supply and each
stack's info window, the action points as pips, and the status words (what the turn did, or
what to do now)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.client.scenes.tables.speedchicago.panel_sizes import (
    DETAIL_SIZE,
    HEADING_SIZE,
    PIP_RADIUS,
    PIP_STEP,
)
from game.client.scenes.tables.speedchicago.words import card_name
from game.client.text_layout import draw_text, fit_size, line_height, measure
from game.client.theme import THEME, Colour
from game.client.widgets import InfoContent
from game.rules.speedchicago.tables import ACTION_POINTS
from game.texts import text

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago.panel import ChicagoPanel

SETUP_HINTS = {
    "stones": "chicago_panel.hint_stones",
    "foremen": "chicago_panel.hint_foremen",
    "photographer": "chicago_panel.hint_photographer",
}


# ---- the stacks ---------------------------------------------------------------------------------


def paint_stacks_heading(panel: ChicagoPanel, picture: pygame.Surface, rect: pygame.Rect) -> None:
    """'Deine Stapel' and the supply."""
    view = panel.view
    assert view is not None
    palette = THEME.colours
    draw_text(picture, text("chicago_panel.stacks"), rect.topleft, HEADING_SIZE, palette.text, True)
    supply = text("chicago_panel.supply", count=view["supply"])
    draw_text(
        picture,
        supply,
        (rect.right, rect.y + 2),
        DETAIL_SIZE,
        palette.text_muted,
        align="right",
    )
    if not any(button.visible for button in panel.stack_buttons):
        draw_text(
            picture,
            text("chicago_panel.no_stacks"),
            (rect.x, rect.bottom + THEME.spacing.medium),
            DETAIL_SIZE,
            palette.text_muted,
        )


def stack_info(panel: ChicagoPanel, index: int) -> Callable[[], InfoContent | None]:
    """The info source of a stack button."""

    def info() -> InfoContent | None:
        stacks = panel.stacks()
        if index >= len(stacks):
            return None
        view = panel.view
        lines: list[str] = []
        if view is not None and view["turn"]["stack"] >= 0 and panel.you in view["acting"]:
            if view["turn"]["stack"] != index:
                lines.append(
                    text("chicago_panel.info.stack_other", number=view["turn"]["stack"] + 1)
                )
        return InfoContent(
            text("chicago_panel.info.stack_title", number=index + 1, floors=stacks[index]),
            [
                text("chicago_panel.info.stack_rule", number=index + 1),
                text("chicago_panel.info.stack_end"),
            ],
            lines,
        )

    return info


# ---- the action points --------------------------------------------------------------------------


def points_label(panel: ChicagoPanel) -> str:
    """'Deine Aktionspunkte' or 'Aktionspunkte · Rot'."""
    acting = panel.acting_company()
    if acting is None or acting == panel.you:
        return text("chicago_panel.points_own")
    return text("chicago_panel.points_other", name=panel.name_of(acting))


# The height of the row of pips (with the count beside them), and the width the pips of a turn
# may take: more than five (Überstunden, Doppelschicht) stand closer and smaller instead of
# pushing the label off its row.
PIPS_ROW = 2 * PIP_RADIUS + 8
PIPS_ROOM = ACTION_POINTS * PIP_STEP


@dataclass(frozen=True)
class PointsParts:
    """Where the action points' parts lie in their rectangle: the label (its words and size),
    the pips and the count. A label too long to stand beside the pips gets a row of its own
    above them (wrapped at words if need be), so that it is never cut short."""

    label: str
    label_size: int
    label_rect: pygame.Rect
    pips: pygame.Rect
    pip_step: int
    pip_radius: int
    count: str
    count_rect: pygame.Rect


def points_parts(panel: ChicagoPanel, rect: pygame.Rect) -> PointsParts:
    """The action points' label, pips and count laid out in rect (its top and width count)."""
    view = panel.view
    assert view is not None
    label = points_label(panel)
    total = panel.action_points_total()
    count = text("chicago_panel.points_count", left=view["turn"]["action_points"], total=total)
    count_width, count_height = measure(count, DETAIL_SIZE, True)
    gap = THEME.spacing.small
    pip_step = min(PIP_STEP, PIPS_ROOM // max(1, total))
    pips_width = total * pip_step
    beside = rect.width - count_width - THEME.spacing.medium - pips_width - gap
    size = fit_size(label, max(1, beside), HEADING_SIZE, True, DETAIL_SIZE)
    label_width, label_height = measure(label, size, True)
    if label_width <= beside:
        row_top = rect.y
        label_rect = pygame.Rect(rect.x, row_top + (PIPS_ROW - label_height) // 2, 0, label_height)
    else:
        # A row of its own, wrapped at words should a long name not fit even there.
        size = fit_size(label, rect.width, HEADING_SIZE, True, DETAIL_SIZE)
        label_width, label_height = measure(label, size, True, rect.width)
        label_rect = pygame.Rect(rect.x, rect.y, 0, label_height)
        row_top = label_rect.bottom + THEME.spacing.tiny
    label_rect.width = label_width
    count_rect = pygame.Rect(0, 0, count_width, count_height)
    count_rect.midright = (rect.right, row_top + PIPS_ROW // 2)
    pips_left = count_rect.left - THEME.spacing.medium - pips_width
    pips = pygame.Rect(pips_left, row_top, pips_width, PIPS_ROW)
    radius = min(PIP_RADIUS, pip_step // 2 - 2)
    return PointsParts(label, size, label_rect, pips, pip_step, radius, count, count_rect)


def points_height(panel: ChicagoPanel, width: int) -> int:
    """How tall the action points are at this width: one row, or two for a long label."""
    parts = points_parts(panel, pygame.Rect(0, 0, width, PIPS_ROW))
    return max(parts.pips.bottom, parts.label_rect.bottom)


def paint_points(panel: ChicagoPanel, picture: pygame.Surface, rect: pygame.Rect) -> None:
    """The action points left as pips ('●●●○○'), with their label and count."""
    view = panel.view
    assert view is not None
    palette = THEME.colours
    left_points = view["turn"]["action_points"]
    parts = points_parts(panel, rect)
    draw_text(
        picture,
        parts.count,
        parts.count_rect.topleft,
        DETAIL_SIZE,
        palette.text,
        True,
        box=parts.count_rect,
    )
    draw_text(
        picture,
        parts.label,
        parts.label_rect.topleft,
        parts.label_size,
        palette.text,
        True,
        max_width=rect.width,
        box=parts.label_rect,
    )
    for pip in range(panel.action_points_total()):
        centre = (parts.pips.x + pip * parts.pip_step + parts.pip_step // 2, parts.pips.centery)
        if pip < left_points:
            pygame.draw.circle(picture, palette.accent, centre, parts.pip_radius)
        else:
            pygame.draw.circle(picture, palette.text_muted, centre, parts.pip_radius, 2)


# ---- the status words ---------------------------------------------------------------------------


def status_text(panel: ChicagoPanel) -> str:
    """What the turn did, or what to do now (set-up, photographer, a lifted floor)."""
    view = panel.view
    if view is None:
        return ""
    phase = view["phase"]
    you = panel.scene.you
    mine = you is not None and you in view["acting"]
    if phase in SETUP_HINTS:
        return text(SETUP_HINTS[phase]) if mine else ""
    if phase == "photo":
        if panel.scene.photo_decision:
            return text("chicago_panel.photo_hint")
        acting = panel.acting_company()
        return (
            text("chicago_panel.photo_other", name=panel.name_of(acting))
            if acting is not None
            else ""
        )
    if phase != "turn":
        return ""
    turn = view["turn"]
    if mine and turn["lifted"] >= 0:
        return text("chicago_panel.hint_lifted")
    done = []
    if turn["card_played"]:
        done.append(text("chicago_panel.did_card", card=card_name(turn["card_played"])))
    if turn["drawn"]:
        done.append(text("chicago_panel.did_draw"))
    return " · ".join(done)


def paint_lines(
    picture: pygame.Surface, lines: Sequence[str], rect: pygame.Rect, colour: Colour
) -> None:
    """Wrapped lines, one under the other."""
    step = line_height(DETAIL_SIZE)
    for index, line in enumerate(lines):
        draw_text(picture, line, (rect.x, rect.y + index * step), DETAIL_SIZE, colour)
