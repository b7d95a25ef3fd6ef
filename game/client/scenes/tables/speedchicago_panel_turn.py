"""The middle of the Speedchicago panel, about the turn: "Deine Stapel" with the supply and each
stack's info window, the action points as pips, and the status words (what the turn did, or
what to do now)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.client.scenes.tables.speedchicago_panel_sizes import (
    DETAIL_SIZE,
    HEADING_SIZE,
    PIP_RADIUS,
    PIP_STEP,
    SMALLEST_SIZE,
)
from game.client.scenes.tables.speedchicago_panel_widgets import elided
from game.client.scenes.tables.speedchicago_words import card_name
from game.client.text_layout import draw_text, fit_size, line_height
from game.client.theme import THEME, Colour
from game.client.widgets import InfoContent
from game.texts import text

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago_panel import ChicagoPanel

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


def paint_points(panel: ChicagoPanel, picture: pygame.Surface, rect: pygame.Rect) -> None:
    """The action points left as pips ('●●●○○'), with their label and count."""
    view = panel.view
    assert view is not None
    palette = THEME.colours
    left_points = view["turn"]["action_points"]
    total = panel.action_points_total()
    label = points_label(panel)
    count = text("chicago_panel.points_count", left=left_points, total=total)
    count_rect = draw_text(
        picture,
        count,
        (rect.right, rect.centery),
        DETAIL_SIZE,
        palette.text,
        True,
        "right",
        valign="middle",
    )
    pips_width = total * PIP_STEP
    pips_left = count_rect.left - THEME.spacing.medium - pips_width
    room = max(1, pips_left - THEME.spacing.small - rect.x)
    size = fit_size(label, room, HEADING_SIZE, True, SMALLEST_SIZE)
    draw_text(
        picture,
        elided(label, size, room, True),
        (rect.x, rect.centery),
        size,
        palette.text,
        True,
        valign="middle",
    )
    for pip in range(total):
        centre = (pips_left + pip * PIP_STEP + PIP_STEP // 2, rect.centery)
        if pip < left_points:
            pygame.draw.circle(picture, palette.accent, centre, PIP_RADIUS)
        else:
            pygame.draw.circle(picture, palette.text_muted, centre, PIP_RADIUS, 2)


# ---- the status words ---------------------------------------------------------------------------


def status_text(panel: ChicagoPanel) -> str:
    """What the turn did, or what to do now (set-up, photographer, a lifted floor)."""
    view = panel.view
    if view is None:
        return ""
    phase = view["phase"]
    mine = panel.you is not None and panel.you in view["acting"]
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
