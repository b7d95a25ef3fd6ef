"""The final accounts of a finished Speedpipe game, shown step by step beside the map, then Weiter.

Each step stands its seconds at the table's tempo: the points from the game, each station's
borrowed pipeline, each contract plus or minus (the oil flowing through the company's network
for a fulfilled one), the unbuilt stations, the Goldenes Ventil (the longest pipelines traced
on the map), the terminals with their rule, the totals and the places with the tie-break. The
table on the panel fills in as the steps come, the newest step's words above the earlier ones;
the map lights what the newest step is about. A tap or Enter shows the rest at once; then
Weiter (tap or Enter) calls on_continue once, which leads to the end table."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

import pygame

from game.client.scenes.tables.kit.fitting import fitted_name
from game.client.scenes.tables.kit.scoring_pause import draw_pause_frame
from game.client.scenes.tables.kit.step_show import StepShow
from game.client.scenes.tables.speedpipe.account_steps import (
    ROWS,
    AccountStep,
    account_steps,
    company_name,
    points_words,
)
from game.client.text_layout import draw_text, fit_size, line_height, lines_of
from game.client.theme import THEME
from game.rules.speedpipe.maps import PipeMap
from game.texts import text

PAD = 20
TITLE_SIZE = 30
NAME_SIZE = 24
PARTS_SIZE = 18
PARTS_SMALL = 15
WORDS_MARK = 6
WORDS_SIZE = 20
SMALLEST = 14
SWATCH_WIDTH = 8
BUTTON_SIZE = (240, 56)
# The rows told as a company's parts (the total and the place stand on its head).
PART_ROWS = frozenset({"running", "contracts", "stations", "valve", "terminals"})
PART_JOIN = " · "


class LightsMap(Protocol):
    """What the accounts light on the map (the map view, or anything with these methods)."""

    def set_flows(self, paths: Sequence[Sequence[int]]) -> None:
        """Oil flowing along these paths of routes."""

    def light_routes(self, routes: Mapping[int, str]) -> None:
        """Routes lit by kind ({} clears)."""

    def light_places(self, places: Mapping[int, str]) -> None:
        """Places lit by kind ({} clears)."""


class FinalAccounts(StepShow):
    """The final accounts over rect, step by step, then Weiter: tap or Enter calls on_continue
    once. share is the table's tempo share of the normal pauses; map_view is lit for the newest
    step. ValueError in words for a view of a game not over."""

    def __init__(
        self,
        rect: pygame.Rect,
        view: Mapping[str, Any],
        names: Sequence[str],
        pipe_map: PipeMap,
        map_view: LightsMap,
        on_continue: Callable[[], None] | None = None,
        share: float = 1.0,
    ) -> None:
        if share <= 0:
            raise ValueError(f"the tempo share must be above 0, not {share}")
        self.steps = account_steps(view, pipe_map, names)
        seconds = [step.seconds * share for step in self.steps]
        super().__init__(rect, seconds, text("speedpipe.end.weiter"), on_continue)
        self.names = tuple(names)
        self.players = len(self.steps[0].points)
        terminals_on = any(step.kind == "terminals" for step in self.steps)
        self.rows = tuple(row for row in ROWS if row != "terminals" or terminals_on)
        self.map_view = map_view
        self.share = share
        self._lit = -1
        self._summary: tuple[int, dict[str, tuple[str, ...]], tuple[int, ...]] | None = None
        self.stepped()

    def button_rect(self) -> pygame.Rect:
        """Where Weiter lies: bottom right of the panel."""
        button = pygame.Rect((0, 0), BUTTON_SIZE)
        button.width = min(button.width, self.rect.width - 2 * PAD)
        button.bottomright = (self.rect.right - PAD, self.rect.bottom - PAD)
        return button

    def stepped(self) -> None:
        """The map shows what the newest step is about (flows, routes, places), told once."""
        newest = self.shown - 1
        if newest == self._lit:
            return
        self._lit = newest
        step = self.steps[newest]
        self.map_view.set_flows([list(path) for path in step.flows])
        self.map_view.light_routes(dict(step.routes))
        self.map_view.light_places(dict(step.places))

    # ---- what the panel shows -------------------------------------------------------------

    def cells(self, row: str) -> tuple[str, ...]:
        """A row's cells as the shown steps have filled them ('' where none has yet)."""
        return self._so_far()[0].get(row, ("",) * self.players)

    def points_so_far(self) -> tuple[int, ...]:
        """Each company's points as the shown steps add them up."""
        return self._so_far()[1]

    def _so_far(self) -> tuple[dict[str, tuple[str, ...]], tuple[int, ...]]:
        """The rows' cells and the points of the shown steps, worked out once per step shown
        (the panel is drawn every frame)."""
        shown = self.shown
        if self._summary is not None and self._summary[0] == shown:
            return self._summary[1], self._summary[2]
        rows: dict[str, list[str]] = {}
        points = [0] * self.players
        for step in self.steps[:shown]:
            for company, gained in enumerate(step.points):
                points[company] += gained
            if step.row is None:
                continue
            found = rows.setdefault(step.row, [""] * self.players)
            for company, cell in enumerate(step.cells):
                if cell is not None:
                    found[company] = cell
        cells = {row: tuple(found) for row, found in rows.items()}
        self._summary = (shown, cells, tuple(points))
        return cells, tuple(points)

    def parts(self, company: int) -> str:
        """A company's parts shown so far: 'Leitungen und Boni 49 · Aufträge −12 · …'."""
        return PART_JOIN.join(
            text(f"speedpipe.end.part_{row}", value=cell)
            for row in self.rows
            if row in PART_ROWS and (cell := self.cells(row)[company])
        )

    def place_words(self, company: int) -> str:
        """'Platz 1' once the places are shown, else ''."""
        place = self.cells("places")[company]
        return text("speedpipe.end.place", place=place) if place else ""

    def shown_words(self) -> tuple[AccountStep, ...]:
        """The shown steps, newest first."""
        return tuple(reversed(self.steps[: self.shown]))

    # ---- drawing --------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The panel, the title, a block per company (its points so far and their parts), the
        steps' words (the newest bold and marked) and Weiter."""
        colours = THEME.colours
        draw_pause_frame(surface, self.rect)
        inner = self.rect.inflate(-2 * PAD, -2 * PAD)
        title = text("speedpipe.end.title")
        size = fit_size(title, inner.width, TITLE_SIZE, True, SMALLEST)
        drawn = draw_text(surface, title, inner.topleft, size, colours.text, True, box=inner)
        top = drawn.bottom + THEME.spacing.medium
        bottom = self.button.rect.top - THEME.spacing.medium
        newest = self.steps[self.shown - 1]
        marked = newest.company if not self.complete else None
        room = bottom - top - self._words_height(newest, inner.width) - 2 * THEME.spacing.medium
        parts_size, with_parts = self._blocks_fitting(inner.width, room, marked)
        for company in range(self.players):
            parts = parts_size if company in with_parts else None
            top = self._draw_company(surface, inner, top, company, company == marked, parts)
        pygame.draw.line(
            surface, colours.panel_border, (inner.x, top), (inner.right, top), THEME.border_width
        )
        words = pygame.Rect(inner.x, top + THEME.spacing.medium, inner.width, 0)
        words.height = max(0, bottom - words.y)
        self._draw_words(surface, words)
        self.button.draw(surface, focused and self.button.visible)

    def _words_height(self, step: AccountStep, width: int) -> int:
        """The height the newest step's words take."""
        room = width - WORDS_MARK - THEME.spacing.small
        return line_height(WORDS_SIZE, True) * len(lines_of(step.words, WORDS_SIZE, True, room))

    def _parts_lines(self, company: int, width: int, size: int) -> list[str]:
        """A company's parts as they wrap in its block."""
        parts = self.parts(company)
        room = max(1, width - SWATCH_WIDTH - THEME.spacing.small)
        return lines_of(parts, size, False, room) if parts else []

    def _block_height(self, company: int, width: int, parts_size: int | None) -> int:
        """The height of a company's block with its parts at this size (None: without)."""
        head = line_height(NAME_SIZE, True)
        if parts_size is None:
            return head
        return head + line_height(parts_size) * len(self._parts_lines(company, width, parts_size))

    def _blocks_fitting(
        self, width: int, room: int, marked: int | None
    ) -> tuple[int, frozenset[int]]:
        """The parts' size and the companies that show them, so that the blocks fit room: all
        at the usual size, all smaller, only the company the newest step is about, or none."""
        everyone = frozenset(range(self.players))
        tries = [(PARTS_SIZE, everyone), (PARTS_SMALL, everyone)]
        if marked is not None:
            tries.append((PARTS_SMALL, frozenset({marked})))
        gap = THEME.spacing.medium
        for size, showing in tries:
            height = sum(
                self._block_height(company, width, size if company in showing else None) + gap
                for company in range(self.players)
            )
            if height <= room:
                return size, showing
        return PARTS_SMALL, frozenset()

    def _draw_company(
        self,
        surface: pygame.Surface,
        inner: pygame.Rect,
        top: int,
        company: int,
        marked: bool,
        parts_size: int | None,
    ) -> int:
        """A company's block: its colour and name, its points so far and place on the right, its
        parts below (at parts_size; None: without); returns where the next block begins."""
        colours = THEME.colours
        gap = THEME.spacing.small
        head = line_height(NAME_SIZE, True)
        block = pygame.Rect(
            inner.x, top, inner.width, self._block_height(company, inner.width, parts_size)
        )
        if marked:
            pygame.draw.rect(
                surface, colours.panel, block.inflate(gap, gap), border_radius=THEME.small_radius
            )
        swatch = pygame.Rect(inner.x, top + 2, SWATCH_WIDTH, block.height - 4)
        pygame.draw.rect(surface, THEME.seat(company), swatch, border_radius=3)
        left = swatch.right + gap
        points = points_words(self.points_so_far()[company])
        place = self.place_words(company)
        right = inner.right
        for words, bold in ((points, True), (place, False)):
            if not words:
                continue
            drawn = draw_text(
                surface, words, (right, top), NAME_SIZE, colours.text, bold, "right", box=inner
            )
            right = drawn.left - THEME.spacing.medium
        room = pygame.Rect(left, top, max(1, right - left), head)
        size, name = fitted_name(company_name(self.names, company), room.width, NAME_SIZE, SMALLEST)
        draw_text(
            surface, name, (left, room.centery), size, colours.text, True, valign="middle", box=room
        )
        if parts_size is not None:
            lines = self._parts_lines(company, inner.width, parts_size)
            step = line_height(parts_size)
            for number, line in enumerate(lines):
                box = pygame.Rect(left, top + head + number * step, inner.right - left, step)
                draw_text(surface, line, box.topleft, parts_size, colours.text_muted, box=box)
        return block.bottom + THEME.spacing.medium

    def _draw_words(self, surface: pygame.Surface, room: pygame.Rect) -> None:
        """The shown steps' words, newest first (bold, on a mark), each with its company's
        colour beside it, as many as the room holds."""
        colours = THEME.colours
        y = room.y
        gap = THEME.spacing.small
        mark = WORDS_MARK
        width = room.width - mark - gap
        if width <= 0:
            return
        for index, step in enumerate(self.shown_words()):
            newest = index == 0
            size = WORDS_SIZE if newest else WORDS_SIZE - 2
            lines = lines_of(step.words, size, newest, width)
            height = line_height(size, newest) * len(lines)
            if y + height > room.bottom:
                return
            if newest and not self.complete:
                entry = pygame.Rect(room.x, y, room.width, height).inflate(gap, gap)
                pygame.draw.rect(surface, colours.panel, entry, border_radius=THEME.small_radius)
            if step.company is not None:
                side = pygame.Rect(room.x, y + 2, mark, height - 4)
                pygame.draw.rect(surface, THEME.seat(step.company), side, border_radius=2)
            colour = colours.text if newest else colours.text_muted
            box = pygame.Rect(room.x + mark + gap, y, width, height)
            draw_text(
                surface, step.words, box.topleft, size, colour, newest, max_width=width, box=box
            )
            y += height + gap + gap // 2
