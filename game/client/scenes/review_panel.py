"""The review on the end table: after a game against computers the strong computer replays the
people's decisions in a worker process; meanwhile a bar shows how far it is, then the three most
costly decisions appear beside the standings, with a button to see them in words."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

import game.client.scenes.review_keys  # noqa: F401  (registers the review's scene keys)
from game.client.scenes.review_scene import ReviewScene
from game.client.text_layout import draw_text, fit_size, line_height
from game.client.theme import THEME
from game.client.widgets import Button
from game.client.widgets.paint import draw_panel
from game.replay import GameRecord, RecordError, record_from_table
from game.review import (
    MISTAKE,
    GameReview,
    ReviewedDecision,
    ReviewJob,
    ReviewStatus,
    reviews_people,
    start_review,
)
from game.review.review import people_seats
from game.review.words import loss_words, mark_words, place_words
from game.table.bots import InlineBotService
from game.table.table import Table
from game.texts import text

if TYPE_CHECKING:
    from game.client.app import App

# Right of the standings (which span 360 to 1560 on the 1920 canvas), down to the buttons.
PANEL_RECT = pygame.Rect(1584, 274, 312, 656)
PADDING = 16
BAR_HEIGHT = 12
CHIP_HEIGHT = 128
CHIP_GAP = 12
DETAILS_HEIGHT = 80


class ReviewPanel:
    """The end table's review: its job, its state and its place beside the standings."""

    def __init__(self, app: App, table: Table) -> None:
        self.app = app
        self.table = table
        self.job: ReviewJob | None = None
        self.status = ReviewStatus()
        self.details = Button(
            (
                PANEL_RECT.x + PADDING,
                PANEL_RECT.bottom - PADDING - DETAILS_HEIGHT,
                PANEL_RECT.width - 2 * PADDING,
                DETAILS_HEIGHT,
            ),
            text("review.details"),
            self.open_details,
            hotkey="a",
            visible=False,
        )
        if offers_review(table):
            inline = isinstance(app.services.bots, InlineBotService)
            self.job = start_review(table.setup, table.log, inline)

    @property
    def offered(self) -> bool:
        """Whether this end table reviews the game."""
        return self.job is not None

    @property
    def review(self) -> GameReview | None:
        """The finished review, once it is ready."""
        return self.status.review

    def relabel(self) -> None:
        """The button's label in the current language."""
        self.details.label = text("review.details")

    def update(self) -> None:
        """Collects the worker's progress; the button shows once the review is ready."""
        if self.job is None or self.status.finished:
            return
        self.status = self.job.poll()
        self.details.visible = self.status.review is not None

    def cancel(self) -> None:
        """The end table is left: a review still running is no longer wanted."""
        if self.job is not None and not self.status.finished:
            self.job.cancel()

    def open_details(self) -> None:
        """Shows the costliest decisions in words above the end table."""
        if self.review is None:
            return
        try:
            record: GameRecord | None = record_from_table(self.table)
        except RecordError:
            record = None
        self.app.push(ReviewScene(self.app, self.review, self.table.setup, record))

    def costliest(self) -> tuple[ReviewedDecision, ...]:
        """The review's three most costly decisions (none before it is ready)."""
        return () if self.review is None else self.review.costliest()

    def draw(self, surface: pygame.Surface) -> None:
        """The panel: progress while the review runs, then the costliest decisions or a line
        saying that none cost anything, or why there is no review."""
        if self.job is None:
            return
        palette = THEME.colours
        draw_panel(surface, PANEL_RECT, palette.panel, palette.panel_border)
        # Every text stays inside the panel: what spills out would lie under the standings.
        inner = PANEL_RECT.inflate(-PADDING, -PADDING)
        width = PANEL_RECT.width - 2 * PADDING
        left = PANEL_RECT.x + PADDING
        title = draw_text(
            surface,
            text("review.panel_title"),
            (left, PANEL_RECT.y + PADDING),
            THEME.fonts.small,
            palette.text,
            True,
            max_width=width,
            box=inner,
        )
        top = title.bottom + THEME.spacing.medium
        status = self.status
        if status.error is not None:
            draw_text(
                surface,
                text("review.failed", problem=status.error),
                (left, top),
                THEME.fonts.tiny,
                palette.danger,
                max_width=width,
                box=inner,
            )
            return
        if status.review is None:
            self._draw_progress(surface, pygame.Rect(left, top, width, BAR_HEIGHT), status, inner)
            return
        costly = self.costliest()
        if not costly:
            draw_text(
                surface,
                text("review.nothing"),
                (left, top),
                THEME.fonts.small,
                palette.success,
                max_width=width,
                box=inner,
            )
            return
        for decision in costly:
            chip = pygame.Rect(left, top, width, CHIP_HEIGHT)
            self._draw_chip(surface, chip, decision, status.review.unit)
            top = chip.bottom + CHIP_GAP

    def _draw_progress(
        self, surface: pygame.Surface, bar: pygame.Rect, status: ReviewStatus, inner: pygame.Rect
    ) -> None:
        """How far the review is: a bar and the decisions done of how many."""
        palette = THEME.colours
        words = (
            text("review.working", done=status.done, total=status.total)
            if status.total
            else text("review.starting")
        )
        drawn = draw_text(
            surface,
            words,
            bar.topleft,
            THEME.fonts.tiny,
            palette.text_muted,
            max_width=bar.width,
            box=inner,
        )
        bar = bar.move(0, drawn.height + THEME.spacing.medium)
        pygame.draw.rect(surface, palette.pressed, bar, 0, BAR_HEIGHT // 2)
        filled = bar.copy()
        filled.width = round(bar.width * status.share)
        if filled.width > 0:
            pygame.draw.rect(surface, palette.accent, filled, 0, BAR_HEIGHT // 2)

    def _draw_chip(
        self, surface: pygame.Surface, chip: pygame.Rect, decision: ReviewedDecision, unit: str
    ) -> None:
        """One costly decision: where it was, what it cost, and its mark."""
        palette = THEME.colours
        colour = palette.danger if decision.mark == MISTAKE else palette.accent
        draw_panel(surface, chip, palette.background, colour)
        inner = chip.width - 2 * PADDING
        place = place_words(decision)
        draw_text(
            surface,
            place,
            (chip.x + PADDING, chip.y + PADDING // 2),
            fit_size(place, inner, THEME.fonts.tiny),
            palette.text_muted,
            box=chip,
        )
        cost = loss_words(decision.loss, unit)
        middle = chip.y + PADDING // 2 + line_height(THEME.fonts.tiny)
        draw_text(
            surface,
            cost,
            (chip.x + PADDING, middle),
            fit_size(cost, inner, THEME.fonts.body, True),
            colour,
            True,
            box=chip,
        )
        mark = mark_words(decision.mark)
        draw_text(
            surface,
            mark,
            (chip.x + PADDING, chip.bottom - PADDING // 2),
            fit_size(mark, inner, THEME.fonts.tiny),
            palette.text,
            valign="bottom",
            box=chip,
        )


def offers_review(table: Table) -> bool:
    """Whether a finished table gets a review: a local game of people against computers in
    which a person made a move."""
    return (
        isinstance(table, Table) and reviews_people(table.setup) and bool(people_seats(table.log))
    )
