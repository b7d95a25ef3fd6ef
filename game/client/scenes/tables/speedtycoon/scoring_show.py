"""A real scoring shown step by step over the table, then Weiter.

At the IPO the remaining market buildings of the Handelsschluss come first (they were given out
and built before the scoring counted them); then branch by branch what each player got, the
highway ring, the zones, Nachhaltigkeit and, at the IPO, the loans; last what each gained and
his points now. Each step stands a few seconds (shorter at the quick tempo); a tap or Enter
shows the rest at once. Then Weiter (tap or Enter) calls back once; below it, who has pressed
already, who is still to press and, with a clock, the seconds until it goes on by itself."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.client.scenes.tables.kit.scoring_pause import (
    draw_countdown,
    draw_pause_frame,
    seconds_shown,
)
from game.client.scenes.tables.kit.step_show import StepShow
from game.client.scenes.tables.speedtycoon.branch_look import BRANCH_COLOURS, draw_glyph
from game.client.scenes.tables.speedtycoon.majorities_overlay import (
    branch_building,
    branch_name,
    scoring_name,
)
from game.client.scenes.tables.speedtycoon.market_panel import building_name
from game.client.text_layout import draw_text, fit_size, line_height
from game.client.theme import THEME
from game.rules.speedtycoon import events as ev
from game.rules.speedtycoon.catalogue import BRANCHES
from game.rules.speedtycoon.scorings import scoring_of
from game.rules.speedtycoon.state import SpeedtycoonState
from game.rules.speedtycoon.tables import IPO_SCORING
from game.table.reading_pause import ReadingPauseView
from game.texts import text

# Seconds each step stands at normal tempo before the next comes up.
STEP_SECONDS = 2.0
PAD = 20
TITLE_SIZE = 30
ROW_SIZE = 24
SMALL_SIZE = 20
SMALLEST = 11
MOST_ROW_HEIGHT = 46
LABEL_SHARE = 0.34
BUTTON_SIZE = (280, 56)
# The module whose points each part is, as scoring_of counts them.
PART_MODULES = (
    ("zones", "sonderzonen"),
    ("sustainability", "nachhaltigkeit"),
    ("loans", "kredite"),
)


@dataclass(frozen=True)
class ShowStep:
    """One step of the show: its kind ("closing", "branch", "ring", "zones", "sustainability",
    "loans", "other", "total"), label and a cell per player; branch steps name their branch."""

    kind: str
    label: str
    cells: tuple[str, ...]
    branch: int | None = None


def held_from_saved(saved: Mapping[str, Any]) -> ev.ScoringHeld:
    """The ScoringHeld of a reading pause's event as the log keeps it; ValueError in words for
    another event."""
    if saved.get("kind") != ev.ScoringHeld.kind:
        raise ValueError(f"a scoring is shown from a scoring_held event, not {saved.get('kind')!r}")
    return ev.ScoringHeld(
        int(saved["scoring"]),
        tuple(saved["gained"]),
        tuple(tuple(row) for row in saved["branches"]),
        tuple(saved["rings"]),
        tuple(saved["totals"]),
    )


def _check(held: ev.ScoringHeld, players: int) -> None:
    """ValueError in words when the scoring does not fit a table of these players."""
    if not 0 <= held.scoring <= IPO_SCORING:
        raise ValueError(f"there is no scoring {held.scoring} (scorings 0 to {IPO_SCORING})")
    rows = (held.gained, held.branches, held.rings, held.totals)
    if any(len(row) != players for row in rows):
        raise ValueError(f"the scoring does not belong to a table of {players} players")
    if any(len(row) != len(BRANCHES) for row in held.branches):
        raise ValueError(f"a scoring has points for {len(BRANCHES)} branches per player")


def _closing_step(awards: Sequence[ev.BuildingAwarded], players: int) -> ShowStep:
    """Handelsschluss: the buildings each player got; those that went to nobody counted."""
    cells = []
    for player in range(players):
        got = [building_name(award.building) for award in awards if award.player == player]
        cells.append(", ".join(got) or text("speedtycoon.majorities.none"))
    nobody = sum(award.player < 0 for award in awards)
    label = (
        text("speedtycoon.scoring_show.closing_nobody", count=nobody)
        if nobody
        else text("speedtycoon.scoring_show.closing")
    )
    return ShowStep("closing", label, tuple(cells))


def _part_steps(held: ev.ScoringHeld, state: SpeedtycoonState) -> list[ShowStep]:
    """Zones, Nachhaltigkeit and loans, each where its module is in play. They are worked out
    from the empires and loans as they stand, which a scoring does not change; where that no
    longer adds up to what was gained (the table went on since), the rest is one step."""
    players = state.players
    rest = [
        held.gained[player] - sum(held.branches[player]) - held.rings[player]
        for player in range(players)
    ]
    wanted = [
        (kind, module)
        for kind, module in PART_MODULES
        if module in state.modules and (kind != "loans" or held.scoring == IPO_SCORING)
    ]
    parts = scoring_of(state, held.scoring).players
    split = {kind: [getattr(part, kind) for part in parts] for kind, _module in wanted}
    if all(
        sum(values[player] for values in split.values()) == rest[player]
        for player in range(players)
    ):
        return [
            ShowStep(kind, text(f"speedtycoon.majorities.{kind}"), _numbers(values))
            for kind, values in split.items()
        ]
    return [ShowStep("other", text("speedtycoon.scoring_show.other"), _numbers(rest))]


def _numbers(values: Sequence[int]) -> tuple[str, ...]:
    """Numbers as cells."""
    return tuple(str(value) for value in values)


def scoring_steps(
    held: ev.ScoringHeld,
    state: SpeedtycoonState,
    awards: Sequence[ev.BuildingAwarded] = (),
) -> tuple[ShowStep, ...]:
    """The show's steps of a scoring held on this table (the state as it stands after it), with
    the Handelsschluss' awards before an IPO; ValueError in words for a scoring of another
    table."""
    players = state.players
    _check(held, players)
    steps: list[ShowStep] = []
    if held.scoring == IPO_SCORING and awards:
        steps.append(_closing_step(awards, players))
    for branch in range(len(BRANCHES)):
        points = [held.branches[player][branch] for player in range(players)]
        steps.append(ShowStep("branch", branch_name(branch), _numbers(points), branch))
    steps.append(ShowStep("ring", text("speedtycoon.majorities.ring"), _numbers(held.rings)))
    steps.extend(_part_steps(held, state))
    totals = tuple(
        text("speedtycoon.scoring_show.total_cell", gained=gained, total=total)
        for gained, total in zip(held.gained, held.totals)
    )
    steps.append(ShowStep("total", text("speedtycoon.scoring_show.total"), totals))
    return tuple(steps)


def scoring_show(
    rect: pygame.Rect,
    held: ev.ScoringHeld,
    state: SpeedtycoonState,
    names: Sequence[str],
    on_continue: Callable[[], None],
    share: float = 1.0,
    awards: Sequence[ev.BuildingAwarded] = (),
) -> ScoringShow:
    """The show of a scoring held on this table, titled with the scoring's name."""
    steps = scoring_steps(held, state, awards)
    return ScoringShow(rect, scoring_name(held.scoring), steps, names, on_continue, share)


class ScoringShow(StepShow):
    """The scoring over rect, step by step, then Weiter: tap or Enter calls on_continue once.
    share is the table's tempo share of the normal pauses; pause (set by the scene each frame)
    tells who has pressed and the seconds left."""

    def __init__(
        self,
        rect: pygame.Rect,
        title: str,
        steps: Sequence[ShowStep],
        names: Sequence[str],
        on_continue: Callable[[], None],
        share: float = 1.0,
    ) -> None:
        if not steps:
            raise ValueError("a scoring show needs at least one step")
        if share <= 0:
            raise ValueError(f"the tempo share must be above 0, not {share}")
        self.step_seconds = STEP_SECONDS * share
        weiter = text("speedtycoon.scoring_show.weiter")
        super().__init__(rect, [self.step_seconds] * len(steps), weiter, on_continue)
        self.title = title
        self.steps = tuple(steps)
        self.names = tuple(names)
        self.pause: ReadingPauseView | None = None

    def button_rect(self) -> pygame.Rect:
        """Where Weiter lies: bottom right, above the countdown's line."""
        button = pygame.Rect((0, 0), BUTTON_SIZE)
        foot = THEME.spacing.huge + line_height(THEME.fonts.small) + THEME.spacing.medium
        button.bottomright = (self.rect.right - PAD, self.rect.bottom - foot)
        return button

    def _name(self, seat: int) -> str:
        """A seat's name (its number where no name was given)."""
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat + 1)

    def pressed_lines(self) -> tuple[str, ...]:
        """Who has pressed Weiter and who is still to press, from the reading pause."""
        if self.pause is None:
            return ()
        pressed = ", ".join(self._name(seat) for seat in self.pause.pressed)
        lines = [
            text("speedtycoon.scoring_show.pressed", names=pressed)
            if pressed
            else text("speedtycoon.scoring_show.nobody_pressed")
        ]
        if self.pause.waiting:
            waiting = ", ".join(self._name(seat) for seat in self.pause.waiting)
            lines.append(text("speedtycoon.scoring_show.waiting", names=waiting))
        return tuple(lines)

    def countdown(self) -> str:
        """The seconds until the pause goes on by itself, or '' without a clock."""
        if self.pause is None or self.pause.remaining is None:
            return ""
        seconds = seconds_shown(self.pause.remaining)
        return text("speedtycoon.scoring_show.countdown", seconds=seconds)

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The panel, the title, the players' heads, the steps so far (the newest bold), who
        has pressed, the countdown and Weiter."""
        colours = THEME.colours
        draw_pause_frame(surface, self.rect)
        inner = self.rect.inflate(-2 * PAD, -2 * PAD)
        size = fit_size(self.title, inner.width, TITLE_SIZE, True, SMALLEST)
        title = draw_text(surface, self.title, inner.topleft, size, colours.text, True, box=inner)
        bottom = self.button.rect.top - THEME.spacing.medium
        top = title.bottom + THEME.spacing.medium
        row_height = min(MOST_ROW_HEIGHT, (bottom - top) // (len(self.steps) + 1))
        label_width = round(inner.width * LABEL_SHARE)
        columns = max(1, len(self.steps[0].cells))
        column_width = (inner.width - label_width) // columns
        largest = min(ROW_SIZE, max(SMALLEST, row_height * 3 // 5))
        for index in range(columns):
            cell = pygame.Rect(
                inner.x + label_width + index * column_width, top, column_width, row_height
            )
            self._cell(surface, cell, self._name(index), largest, True, colours.text)
        for number, step in enumerate(self.steps[: self.shown]):
            line = pygame.Rect(inner.x, top + (number + 1) * row_height, inner.width, row_height)
            newest = number == self.shown - 1 and not self.complete
            last = step.kind == "total"
            if newest:
                pygame.draw.rect(surface, colours.panel, line, border_radius=THEME.small_radius)
            self._row(surface, line, step, label_width, column_width, largest, newest or last)
        self._draw_foot(surface, inner)
        self.button.draw(surface, focused and self.button.visible)

    def _row(
        self,
        surface: pygame.Surface,
        line: pygame.Rect,
        step: ShowStep,
        label_width: int,
        column_width: int,
        largest: int,
        bold: bool,
    ) -> None:
        """One step's row: the branch's sign and the label, then a cell per player."""
        colours = THEME.colours
        label = pygame.Rect(line.x + 4, line.y, label_width - 4, line.height)
        if step.branch is not None:
            side = max(4, line.height - 10)
            swatch = pygame.Rect(label.x, 0, side, side)
            swatch.centery = line.centery
            pygame.draw.rect(surface, BRANCH_COLOURS[step.branch], swatch, border_radius=4)
            glyph = swatch.inflate(-side // 3, -side // 3)
            draw_glyph(surface, branch_building(step.branch), glyph)
            label.x, label.width = swatch.right + 8, label.right - swatch.right - 8
        size = fit_size(step.label, label.width - 4, largest, bold, SMALLEST)
        colour = colours.text if bold else colours.text_muted
        draw_text(
            surface,
            step.label,
            (label.x, line.centery),
            size,
            colour,
            bold,
            valign="middle",
            box=label,
        )
        for index, words in enumerate(step.cells):
            cell = pygame.Rect(
                line.x + label_width + index * column_width, line.y, column_width, line.height
            )
            self._cell(surface, cell, words, largest, bold, colour)

    def _cell(
        self,
        surface: pygame.Surface,
        cell: pygame.Rect,
        words: str,
        largest: int,
        bold: bool,
        colour: tuple[int, int, int],
    ) -> None:
        """Words centred in a cell, shrunk to fit."""
        size = fit_size(words, cell.width - 8, largest, bold, SMALLEST)
        draw_text(
            surface, words, cell.center, size, colour, bold, "center", valign="middle", box=cell
        )

    def _draw_foot(self, surface: pygame.Surface, inner: pygame.Rect) -> None:
        """Who has pressed and who is still to press, left of Weiter; the countdown below."""
        colours = THEME.colours
        room = pygame.Rect(
            inner.x,
            self.button.rect.top,
            self.button.rect.left - inner.x - THEME.spacing.medium,
            self.button.rect.height,
        )
        lines = self.pressed_lines()
        if lines:
            size = min(SMALL_SIZE, room.height // len(lines) * 4 // 5)
            size = min(fit_size(line, room.width, size, False, SMALLEST) for line in lines)
            top = room.centery - len(lines) * line_height(size) // 2
            for words in lines:
                draw_text(surface, words, (room.x, top), size, colours.text, box=room)
                top += line_height(size)
        words = self.countdown()
        if words:
            draw_countdown(surface, self.rect, words)
