"""The Rat's advice on the site: its steps numbered in order, a numbered mark on each field a step
acts on (with an arrow for a walk), and the steps in words at the site's top left."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.client.scenes.tables.speedchicago.labels import PLAQUE_FONT, draw_plaque
from game.client.text_layout import draw_text, fit_size, line_height
from game.client.theme import THEME, Colour
from game.client.widgets.info import Point
from game.client.widgets.paint import darker, draw_panel, readable_on
from game.rules.core import Move
from game.rules.speedchicago.moves import (
    NOWHERE,
    Build,
    DrawCard,
    DropFloor,
    EndTurn,
    Insert,
    LayStone,
    LeavePhotographer,
    PlaceForeman,
    PlayCard,
    SendPhotographer,
    Undo,
    Walk,
)
from game.rules.speedchicago.site import FIELD_NAMES
from game.rules.speedchicago.state import SpeedchicagoState
from game.table.seats import TableSetup
from game.texts import text

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene

BADGE_RADIUS = 17
# How far above a roof (site units) a step's number sits.
ADVICE_LIFT = 0.3
LIST_WIDTH = 460


def alone_against_computers(setup: TableSetup) -> bool:
    """Whether exactly one person plays and every other seat is a computer: the only table where
    the rules offer the Rat ("Rat (allein gegen den Computer)")."""
    people = sum(1 for seat in setup.seats if seat.is_human)
    return people == 1 and len(setup.seats) > 1


@dataclass(frozen=True)
class AdviceMark:
    """One numbered step of the Rat: where it acts (NOWHERE for steps without a field), where
    it comes from (a walk's origin), its words and its short label on the site."""

    number: int
    field: int
    origin: int
    words: str
    label: str
    # Height of the acting field after the step, so that the mark sits on the new roof.
    height: int


def step_words(move: Move, heights: Sequence[int]) -> tuple[str, str, int, int]:
    """The words of a step, its short label, the field it acts on and where it comes from."""
    names = FIELD_NAMES
    if isinstance(move, Walk):
        words = text(
            "chicago_overlay.step.walk", origin=names[move.origin], target=names[move.target]
        )
        return words, text("chicago_overlay.mark.walk"), move.target, move.origin
    if isinstance(move, Build):
        floor = heights[move.field] + 1
        words = text(
            "chicago_overlay.step.build", floor=floor, field=names[move.field], stack=move.stack + 1
        )
        return words, text("chicago_overlay.mark.build", floor=floor), move.field, NOWHERE
    if isinstance(move, Insert):
        words = text("chicago_overlay.step.insert", field=names[move.field])
        return words, text("chicago_overlay.mark.insert"), move.field, NOWHERE
    if isinstance(move, DropFloor):
        floor = heights[move.field] + 1
        words = text("chicago_overlay.step.drop", floor=floor, field=names[move.field])
        return words, text("chicago_overlay.mark.build", floor=floor), move.field, NOWHERE
    if isinstance(move, PlayCard):
        card = text(f"speedchicago.cards.{move.card}.name")
        field = move.target if move.target != NOWHERE else move.source
        origin = move.source if move.target != NOWHERE else NOWHERE
        if field == NOWHERE:
            return text("chicago_overlay.step.card", card=card), card, NOWHERE, NOWHERE
        words = text("chicago_overlay.step.card_at", card=card, field=names[field])
        return words, card, field, origin
    if isinstance(move, DrawCard):
        return text("chicago_overlay.step.draw"), "", NOWHERE, NOWHERE
    if isinstance(move, EndTurn):
        return text("chicago_overlay.step.end"), "", NOWHERE, NOWHERE
    if isinstance(move, Undo):
        return text("chicago_overlay.step.undo"), "", NOWHERE, NOWHERE
    if isinstance(move, LeavePhotographer):
        return text("chicago_overlay.step.photo_stay"), "", NOWHERE, NOWHERE
    if isinstance(move, SendPhotographer):
        words = text("chicago_overlay.step.photo", field=names[move.field])
        return words, text("chicago_overlay.mark.photo"), move.field, NOWHERE
    if isinstance(move, PlaceForeman):
        words = text("chicago_overlay.step.place", field=names[move.field])
        return words, text("chicago_overlay.mark.insert"), move.field, NOWHERE
    if isinstance(move, LayStone):
        words = text("chicago_overlay.step.stone", field=names[move.field])
        return words, text("chicago_overlay.mark.build", floor=1), move.field, NOWHERE
    return move.text(), "", NOWHERE, NOWHERE


def advice_marks(
    position: SpeedchicagoState | None, company: int, moves: Sequence[Move]
) -> list[AdviceMark]:
    """The Rat's steps numbered in order, each placed on the site as it will stand by then
    (a floor built in step 1 lifts what step 2 does there)."""
    twin = position.copy() if position is not None else None
    heights = list(position.heights) if position is not None else [0] * 64
    marks: list[AdviceMark] = []
    for number, move in enumerate(moves, start=1):
        words, label, field, origin = step_words(move, heights)
        if twin is not None and move in twin.legal_moves(company):
            twin.apply(company, move)
            heights = list(twin.heights)
        else:
            # A step the rebuilt position cannot follow (a hidden card drawn): the later
            # steps stand on the site as it is known by then.
            twin = None
        marks.append(
            AdviceMark(number, field, origin, words, label, heights[field] if field >= 0 else 0)
        )
    return marks


class RatAdvice:
    """The Rat's steps for the shown seat, worked out once per advice and drawn over the site."""

    def __init__(self, scene: SpeedchicagoScene) -> None:
        self.scene = scene
        self._key: tuple[object, ...] | None = None
        self._marks: list[AdviceMark] = []

    def marks(self) -> list[AdviceMark]:
        """The marks of the advice now (none while the shown seat cannot act)."""
        scene = self.scene
        moves: list[Move] = list(scene.advice_steps())
        seat = scene.shown_seat
        if not moves or seat is None or not scene.can_act_now():
            return []
        key = (tuple(moves), len(scene.table.log), seat)
        if key != self._key:
            self._key = key
            self._marks = advice_marks(scene.position, seat, moves)
        return self._marks

    def draw(self, surface: pygame.Surface) -> list[AdviceMark]:
        """The Rat's steps: numbers on the fields they act on, arrows for walks, and a list."""
        marks = self.marks()
        if not marks:
            return []
        site = self.scene.site
        accent = THEME.colours.accent
        ink = readable_on(accent)
        placed: dict[int, int] = {}
        for mark in marks:
            if mark.field < 0:
                continue
            heights = list(self.scene.board.heights)
            heights[mark.field] = mark.height
            x, y = site.field_on_screen(mark.field, heights, ADVICE_LIFT)
            if mark.origin >= 0:
                origin = site.field_on_screen(mark.origin, self.scene.board.heights, ADVICE_LIFT)
                draw_arrow(surface, origin, (x, y), accent)
            # Several steps on one field stand side by side.
            shift = placed.get(mark.field, 0)
            placed[mark.field] = shift + 1
            centre = (x + shift * (2 * BADGE_RADIUS + 6), y)
            pygame.draw.circle(surface, darker(accent, 0.6), centre, BADGE_RADIUS + 2)
            pygame.draw.circle(surface, accent, centre, BADGE_RADIUS)
            draw_text(
                surface, str(mark.number), centre, PLAQUE_FONT, ink, True, "center", valign="middle"
            )
            if mark.label and shift == 0:
                draw_plaque(
                    surface,
                    mark.label,
                    (centre[0], centre[1] - 2 * BADGE_RADIUS - 4),
                    THEME.colours.panel_raised,
                    PLAQUE_FONT - 4,
                )
        self._draw_list(surface, marks)
        return marks

    def list_rect(self, steps: int) -> pygame.Rect:
        """Where the list of this many steps lies: at the site's top left, inside the site (so
        never over the top bar's clock and buttons)."""
        site = self.scene.site.rect
        padding = THEME.spacing.medium
        height = 2 * padding + line_height(THEME.fonts.tiny, True)
        height += (line_height(THEME.fonts.tiny) + 2) * steps
        return pygame.Rect(site.x + padding, site.y + padding, LIST_WIDTH, height)

    def _draw_list(self, surface: pygame.Surface, marks: Sequence[AdviceMark]) -> None:
        """The Rat's steps in words at the site's top left."""
        size = THEME.fonts.tiny
        step = line_height(size) + 2
        padding = THEME.spacing.medium
        width = LIST_WIDTH
        panel = self.list_rect(len(marks))
        draw_panel(surface, panel, THEME.colours.panel, THEME.colours.accent)
        y = panel.y + padding
        draw_text(
            surface,
            text("chicago_overlay.advice_title"),
            (panel.x + padding, y),
            size,
            THEME.colours.accent,
            True,
        )
        y += line_height(size, True)
        for mark in marks:
            words = f"{mark.number}  {mark.words}"
            fitted = fit_size(words, width - 2 * padding, size)
            draw_text(surface, words, (panel.x + padding, y), fitted, THEME.colours.text)
            y += step


def draw_arrow(surface: pygame.Surface, start: Point, end: Point, colour: Colour) -> None:
    """A line with an arrow head, stopping short of the end so the number stays readable."""
    (x0, y0), (x1, y1) = start, end
    length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
    if length < 2 * BADGE_RADIUS:
        return
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    tip = (x1 - ux * (BADGE_RADIUS + 3), y1 - uy * (BADGE_RADIUS + 3))
    pygame.draw.line(surface, darker(colour, 0.6), start, tip, 8)
    pygame.draw.line(surface, colour, start, tip, 4)
    head = 16
    left = (tip[0] - ux * head - uy * head * 0.6, tip[1] - uy * head + ux * head * 0.6)
    right = (tip[0] - ux * head + uy * head * 0.6, tip[1] - uy * head - ux * head * 0.6)
    pygame.draw.polygon(surface, colour, [tip, left, right])
