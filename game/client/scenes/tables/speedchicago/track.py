"""The score track over the site (Zählleiste): from 0 past the leader, each company's marker at
its score, a ring where a scoring now would take it, and a legend with the names."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.client.text_layout import draw_text, line_height, measure
from game.client.theme import THEME
from game.client.widgets.paint import darker, draw_panel
from game.texts import text

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene

# The track's panel over the site and how far past the leader it reaches.
TRACK_HEIGHT = 250
TRACK_MARGIN = 10
TRACK_STEP = 10
MARKER_RADIUS = 15
# The steps between numbered ticks tried in turn, and the room kept between two numbers.
LABEL_STEPS = (10, 20, 50, 100)
LABEL_GAP = 10


def label_step(end: int, width: float) -> int:
    """Every how many points the track of this length and pixel width is numbered: the
    smallest step whose numbers stand clear of each other."""
    widest = measure(str(end), THEME.fonts.tiny)[0] + LABEL_GAP
    for step in LABEL_STEPS:
        if width * step / end >= widest:
            return step
    return LABEL_STEPS[-1]


def track_end(totals: Sequence[int]) -> int:
    """The last field the track shows: past the leader by a margin, on a round number."""
    leader = max(totals, default=0)
    return max(3 * TRACK_STEP, -(-(leader + TRACK_MARGIN) // TRACK_STEP) * TRACK_STEP)


class ScoreTrack:
    """The score track along the bottom of the site, clear of what stands at the site's right
    edge (the view buttons: right_room pixels)."""

    def __init__(self, scene: SpeedchicagoScene, right_room: int) -> None:
        self.scene = scene
        self.right_room = right_room

    def rect(self) -> pygame.Rect:
        """The track's panel: along the bottom of the site, clear of the view buttons."""
        site = self.scene.site.rect
        margin = THEME.spacing.medium
        return pygame.Rect(
            site.x + margin,
            site.bottom - margin - TRACK_HEIGHT,
            site.width - 3 * margin - self.right_room,
            TRACK_HEIGHT,
        )

    def positions(self) -> dict[int, tuple[int, int]]:
        """Each company's score and what it would have after a scoring now."""
        view = self.scene.view_data
        if view is None:
            return {}
        return {
            company: (score, score + view["scoring_now"][company]["total"])
            for company, score in enumerate(view["scores"])
        }

    def draw(self, surface: pygame.Surface) -> None:
        """The score track from 0 past the leader, each company's marker on it, and what a
        scoring now would add (a ring)."""
        positions = self.positions()
        if not positions:
            return
        palette = THEME.colours
        panel = self.rect()
        draw_panel(surface, panel, palette.panel, palette.panel_border, shadow=True)
        padding = THEME.spacing.large
        # The title stands at the right: markers pile up at the left, where the track starts.
        draw_text(
            surface,
            text("chicago_overlay.track_title"),
            (panel.right - padding, panel.y + THEME.spacing.medium),
            THEME.fonts.small,
            palette.text,
            True,
            align="right",
        )
        end = track_end([now for _score, now in positions.values()])
        left, right = panel.x + padding + MARKER_RADIUS, panel.right - padding - MARKER_RADIUS
        line_y = panel.y + 130

        def x_of(value: int) -> float:
            return left + (right - left) * min(value, end) / end

        pygame.draw.line(surface, palette.panel_border, (left, line_y), (right, line_y), 4)
        numbered = label_step(end, right - left)
        for value in range(0, end + 1, 5):
            tall = value % TRACK_STEP == 0
            top = line_y - (12 if tall else 6)
            pygame.draw.line(
                surface,
                palette.text_muted,
                (x_of(value), top),
                (x_of(value), line_y + (12 if tall else 6)),
                2,
            )
            if value % numbered == 0:
                draw_text(
                    surface,
                    str(value),
                    (x_of(value), line_y + 16),
                    THEME.fonts.tiny,
                    palette.text_muted,
                    align="center",
                )
        count_at: dict[int, int] = {}
        for company, (score, now) in positions.items():
            colour = THEME.seat(company)
            lift = count_at.get(score, 0)
            count_at[score] = lift + 1
            centre = (x_of(score), line_y - 26 - lift * (MARKER_RADIUS + 7))
            if now > score:
                pygame.draw.circle(surface, colour, (x_of(now), line_y), MARKER_RADIUS - 4, 3)
            pygame.draw.circle(surface, darker(colour, 0.6), centre, MARKER_RADIUS + 2)
            pygame.draw.circle(surface, colour, centre, MARKER_RADIUS)
        self._draw_legend(surface, panel, positions)

    def _draw_legend(
        self, surface: pygame.Surface, panel: pygame.Rect, positions: dict[int, tuple[int, int]]
    ) -> None:
        """The names with their score and what a scoring now would add, along the bottom."""
        palette = THEME.colours
        padding = THEME.spacing.large
        seats = self.scene.table.setup.seats
        x = panel.x + padding
        y = panel.bottom - padding - line_height(THEME.fonts.tiny, True)
        for company, (score, now) in positions.items():
            words = text(
                "chicago_overlay.track_entry",
                name=seats[company].name,
                score=score,
                now=now - score,
            )
            rect = draw_text(
                surface, words, (x + 2 * MARKER_RADIUS, y), THEME.fonts.tiny, palette.text, True
            )
            pygame.draw.circle(
                surface,
                THEME.seat(company),
                (x + MARKER_RADIUS - 4, rect.centery),
                MARKER_RADIUS - 6,
            )
            x = rect.right + THEME.spacing.large
