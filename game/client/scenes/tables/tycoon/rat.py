"""The Rat at the Tycoon table: the whole advised turn (loan, tickets, flights, the build, the
end; at payday the loan choice) as numbered steps on the board, each step marked on the spot it
acts on, a flight with an arrow from where the plane is by then, and the steps in one sentence
for the status line. The steps stay while the person follows them; Esc puts the advice away."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import pygame

from game.client import text_recording
from game.client.scenes.tables.tycoon.spots import (
    BANK,
    CITY,
    FIELD,
    HOME_PLANE,
    LANDING,
    OPEN_TICKET,
    SITE,
    TableSpot,
)
from game.client.text_layout import draw_text, render_text
from game.client.theme import THEME, Colour
from game.client.widgets.paint import darker, readable_on
from game.rules.core import Move
from game.rules.tycoon.board import CITIES, TICKETS
from game.rules.tycoon.flights import HOME, OVER
from game.rules.tycoon.moves import (
    BuildFactory,
    BuildHotel,
    Buy,
    EndTurn,
    Fly,
    Renovate,
    Repay,
    TakeLoan,
)
from game.rules.tycoon.state import TycoonState
from game.texts import text

if TYPE_CHECKING:
    from game.table.table import Table

SpotRect = Callable[[TableSpot], "pygame.Rect | None"]
BADGE_RADIUS = 15
BADGE_SIZE = 20
LABEL_SIZE = 18
RING_WIDTH = 3
ARROW_WIDTH = 4
ARROW_HEAD = 14
# About as many characters as the status line shows at its smallest size (14 px bold).
WORDS_MOST = 220


class RatScene(Protocol):
    """What the Rat asks of its scene: the table, the shown seat, whether advice is offered at
    this table, and whether the shown seat may act now."""

    table: Table
    shown_seat: int | None
    advice_offered: bool

    def can_act(self) -> bool:
        """Whether the shown seat may act now."""
        ...


@dataclass(frozen=True)
class RatMark:
    """One advised step: its number, the spot it acts on (None: no spot, e.g. the end of the
    turn), where a flight starts (None otherwise), its short label and its words."""

    number: int
    spot: TableSpot | None
    origin: TableSpot | None
    label: str
    words: str


def _t(key: str, **values: object) -> str:
    """A text of the Rat's part of the catalogue."""
    return text(f"tycoon.rat.{key}", **values)


def ticket_words(ticket: int) -> str:
    """A ticket as the Rat names it: 'Charterflug Aurelia–Brisa', 'Linienflug nach Corvento',
    'Linienflug über 2 Schritte'."""
    found = TICKETS[ticket]
    if found.charter:
        return _t("ticket_charter", a=CITIES[found.a].name, b=CITIES[found.b].name)
    if found.a >= 0:
        return _t("ticket_to", city=CITIES[found.a].name)
    if found.distance == 1:
        return _t("ticket_step")
    return _t("ticket_steps", count=found.distance)


def plane_spot(state: TycoonState, player: int) -> TableSpot:
    """Where the player's plane is: at home, on a landing place, or over a city."""
    city = state.plane_city[player]
    if city == HOME:
        return TableSpot(HOME_PLANE, player=player)
    place = state.plane_place[player]
    if place == OVER:
        return TableSpot(CITY, city)
    return TableSpot(LANDING, city, place)


def step_mark(state: TycoonState, player: int, move: Move, number: int) -> RatMark:
    """The mark of one step, with the position as it stands just before it."""
    if isinstance(move, TakeLoan):
        home = state.plane_city[player] == HOME
        words = _t("step.loan") if home else _t("step.loan_home")
        return RatMark(number, TableSpot(BANK, player=player), None, _t("label.loan"), words)
    if isinstance(move, Buy):
        words = _t("step.buy", ticket=ticket_words(move.ticket))
        return RatMark(
            number, TableSpot(OPEN_TICKET, index=move.ticket), None, _t("label.buy"), words
        )
    if isinstance(move, Fly):
        city = CITIES[move.city].name
        origin = plane_spot(state, player)
        if move.place == OVER:
            words = _t("step.fly_over", city=city)
            return RatMark(number, TableSpot(CITY, move.city), origin, _t("label.over"), words)
        words = _t("step.fly", city=city, place=move.place + 1)
        spot = TableSpot(LANDING, move.city, move.place)
        return RatMark(number, spot, origin, _t("label.fly"), words)
    city = state.plane_city[player]
    if isinstance(move, (BuildHotel, Renovate)) and city != HOME:
        field = state.chain_end[city]
        key = "hotel" if isinstance(move, BuildHotel) else "renovate"
        words = _t(f"step.{key}", city=CITIES[city].name, field=field + 1)
        return RatMark(number, TableSpot(FIELD, city, field), None, _t(f"label.{key}"), words)
    if isinstance(move, BuildFactory) and city != HOME:
        words = _t("step.factory", city=CITIES[city].name, site=move.site + 1)
        return RatMark(number, TableSpot(SITE, city, move.site), None, _t("label.factory"), words)
    if isinstance(move, Repay):
        key = "repay_none" if move.count == 0 else "repay"
        words = _t(f"step.{key}", count=move.count)
        label = _t("label.repay", count=move.count)
        return RatMark(number, TableSpot(BANK, player=player), None, label, words)
    if isinstance(move, EndTurn):
        return RatMark(number, None, None, "", _t("step.end"))
    return RatMark(number, None, None, "", move.text())


def plan_marks(
    state: TycoonState, player: int, steps: Sequence[Move], first: int = 1
) -> list[RatMark]:
    """The marks of the steps numbered from first, each placed on the board as it will stand
    by then (a ticket bought is then held, a flight moves the plane, a hotel takes the field
    the chain has reached)."""
    twin: TycoonState | None = state.copy()
    marks: list[RatMark] = []
    for number, move in enumerate(steps, start=first):
        position = twin if twin is not None else state
        marks.append(step_mark(position, player, move, number))
        if twin is not None and move in twin.legal_moves(player):
            twin.apply(player, move)
        else:
            # A step the position cannot follow: later steps are placed on the position known.
            twin = None
    return marks


def plan_sentence(marks: Sequence[RatMark], most: int = WORDS_MOST) -> str:
    """The steps in one sentence of at most about most characters: the first steps, and how
    many more there are when they do not all fit ('' without steps)."""
    if not marks:
        return ""
    joint = _t("joint")
    parts = [_t("numbered", number=mark.number, words=mark.words) for mark in marks]
    shown = len(parts)
    sentence = _t("sentence", steps=joint.join(parts))
    while shown > 1 and len(sentence) > most:
        shown -= 1
        rest = _t("more", count=len(parts) - shown)
        sentence = _t("sentence", steps=joint.join(parts[:shown] + [rest]))
    return sentence


class Rat:
    """The advised turn of the shown seat, kept while the person follows it, drawn as numbered
    marks on the board; Esc (cancel) puts it away until the next advice."""

    def __init__(self, scene: RatScene) -> None:
        self.scene = scene
        # The plan as it came: the seat, the log's length then, and its steps.
        self._seat = -1
        self._since = -1
        self._steps: tuple[Move, ...] = ()
        self._dismissed: tuple[int, int] | None = None
        self._cached: tuple[tuple[int, int, int], list[RatMark]] | None = None

    # ---- the plan ----------------------------------------------------------------------------

    def _take_fresh(self) -> None:
        """Takes a plan that has come from the table since the last look."""
        scene = self.scene
        seat = scene.shown_seat
        if seat is None or not scene.advice_offered:
            return
        moment = (seat, len(scene.table.log))
        if moment == self._dismissed or moment == (self._seat, self._since):
            return
        fresh = scene.table.advice_plan(seat)
        if fresh:
            self._seat, self._since = moment
            self._steps = tuple(fresh)

    def _done(self) -> int | None:
        """How many of the plan's steps the person has made since it came (None: the game went
        another way, or another seat is shown)."""
        scene = self.scene
        if not self._steps or scene.shown_seat != self._seat:
            return None
        made = scene.table.log[self._since :]
        if len(made) >= len(self._steps):
            return None
        for entry, step in zip(made, self._steps):
            if entry.seat != self._seat or entry.move != step.text():
                return None
        return len(made)

    def remaining(self) -> tuple[Move, ...]:
        """The advised steps still to make (none while the shown seat cannot act)."""
        self._take_fresh()
        done = self._done()
        if done is None:
            self._steps = ()
            return ()
        if not self.scene.can_act():
            return ()
        return self._steps[done:]

    @property
    def active(self) -> bool:
        """Whether advice is shown now."""
        return bool(self.remaining())

    def cancel(self) -> bool:
        """Esc: puts the advice away (until new advice comes); whether there was any."""
        shown = self.active
        seat = self.scene.shown_seat
        if seat is not None:
            self._dismissed = (seat, len(self.scene.table.log))
        self._steps = ()
        self._cached = None
        return shown

    # ---- marks and words -----------------------------------------------------------------------

    def rat_marks(self) -> list[RatMark]:
        """Every remaining step as a mark, with its original number (worked out once per step
        made)."""
        steps = self.remaining()
        if not steps:
            return []
        key = (self._seat, self._since, len(self.scene.table.log))
        if self._cached is None or self._cached[0] != key:
            state = self.scene.table.state
            assert isinstance(state, TycoonState)
            first = len(self._steps) - len(steps) + 1
            self._cached = (key, plan_marks(state, self._seat, steps, first))
        return self._cached[1]

    def marks(self) -> list[tuple[TableSpot, int, str]]:
        """(spot, step number, short words) of every remaining step that acts on a spot."""
        return [(m.spot, m.number, m.label) for m in self.rat_marks() if m.spot is not None]

    def words(self, most: int = WORDS_MOST) -> str:
        """The remaining steps in one sentence for the status line ('' without advice): as
        many steps as fit most characters, then how many more follow on the board."""
        return plan_sentence(self.rat_marks(), most)

    # ---- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, spot_rect: SpotRect) -> list[RatMark]:
        """The marks over the table: a ring around each step's spot and an arrow for each
        flight, then the numbers, then the labels placed clear of every number and of each
        other; the marks drawn."""
        marks = [m for m in self.rat_marks() if m.spot is not None]
        if not marks:
            return []
        text_recording.begin_text_layer()
        accent = THEME.colours.accent
        bounds = surface.get_rect()
        placed: dict[TableSpot, int] = {}
        shown: list[tuple[RatMark, pygame.Rect, bool]] = []
        for mark in marks:
            assert mark.spot is not None
            rect = spot_rect(mark.spot)
            if rect is None:
                continue
            if mark.origin is not None:
                start = spot_rect(mark.origin)
                if start is not None:
                    draw_arrow(surface, start.center, rect.center, accent)
            pygame.draw.rect(surface, darker(accent, 0.6), rect.inflate(8, 8), RING_WIDTH + 2, 6)
            pygame.draw.rect(surface, accent, rect.inflate(6, 6), RING_WIDTH, 6)
            # Several steps on one spot stand side by side; the first names them.
            shift = placed.get(mark.spot, 0)
            placed[mark.spot] = shift + 1
            centre = (rect.x + shift * (2 * BADGE_RADIUS + 4), rect.y)
            shown.append((mark, badge_box(centre, bounds), shift == 0))
        taken = [badge.inflate(4, 4) for _mark, badge, _first in shown]
        for mark, badge, _first in shown:
            draw_badge(surface, mark.number, badge)
        for mark, badge, first in shown:
            if mark.label and first:
                plaque = label_box(mark.label, badge, bounds, taken)
                draw_label(surface, mark.label, plaque)
                taken.append(plaque.inflate(4, 4))
        return [mark for mark, _badge, _first in shown]


def badge_box(centre: tuple[int, int], bounds: pygame.Rect) -> pygame.Rect:
    """The box of a numbered disc at centre, kept inside bounds."""
    box = pygame.Rect(0, 0, 2 * BADGE_RADIUS, 2 * BADGE_RADIUS)
    box.center = centre
    return box.clamp(bounds)


def draw_badge(surface: pygame.Surface, number: int, box: pygame.Rect) -> None:
    """A numbered disc in its box."""
    accent = THEME.colours.accent
    pygame.draw.circle(surface, darker(accent, 0.6), box.center, BADGE_RADIUS + 2)
    pygame.draw.circle(surface, accent, box.center, BADGE_RADIUS)
    draw_text(
        surface,
        str(number),
        box.center,
        BADGE_SIZE,
        readable_on(accent),
        True,
        "center",
        valign="middle",
        box=box,
    )


def label_box(
    words: str, badge: pygame.Rect, bounds: pygame.Rect, taken: Sequence[pygame.Rect]
) -> pygame.Rect:
    """Where a step's label goes: right of its badge, else left, below or above it, whichever
    first stays clear of the taken boxes (other numbers and labels); inside bounds."""
    width = render_text(words, LABEL_SIZE, THEME.colours.text, True).get_width()
    plaque = pygame.Rect(0, 0, width + 12, LABEL_SIZE + 8)
    tries = []
    for side in ("right", "left", "below", "above"):
        box = plaque.copy()
        if side == "right":
            box.midleft = (badge.right + 4, badge.centery)
        elif side == "left":
            box.midright = (badge.left - 4, badge.centery)
        elif side == "below":
            box.midtop = (badge.centerx, badge.bottom + 4)
        else:
            box.midbottom = (badge.centerx, badge.top - 4)
        box.clamp_ip(bounds)
        if box.collidelist(list(taken)) < 0:
            return box
        tries.append(box)
    return tries[0]


def draw_label(surface: pygame.Surface, words: str, plaque: pygame.Rect) -> None:
    """A small plaque with the step's short words."""
    fill = THEME.colours.panel_raised
    pygame.draw.rect(surface, darker(fill, 0.6), plaque.inflate(4, 4), 0, plaque.height // 2)
    pygame.draw.rect(surface, fill, plaque, 0, plaque.height // 2)
    draw_text(
        surface,
        words,
        plaque.center,
        LABEL_SIZE,
        readable_on(fill),
        True,
        "center",
        valign="middle",
        box=plaque,
    )


def draw_arrow(
    surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int], colour: Colour
) -> None:
    """A flight's arrow from start to end, stopping short of the end's badge."""
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0)
    if length < 3 * ARROW_HEAD:
        return
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    tip = (x1 - ux * ARROW_HEAD, y1 - uy * ARROW_HEAD)
    pygame.draw.line(surface, darker(colour, 0.6), start, tip, ARROW_WIDTH + 4)
    pygame.draw.line(surface, colour, start, tip, ARROW_WIDTH)
    left = (
        tip[0] - ux * ARROW_HEAD - uy * ARROW_HEAD * 0.6,
        tip[1] - uy * ARROW_HEAD + ux * ARROW_HEAD * 0.6,
    )
    right = (
        tip[0] - ux * ARROW_HEAD + uy * ARROW_HEAD * 0.6,
        tip[1] - uy * ARROW_HEAD - ux * ARROW_HEAD * 0.6,
    )
    pygame.draw.polygon(surface, colour, [(x1, y1), left, right])
