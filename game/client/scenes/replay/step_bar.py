"""The replay's step bar: the whole game as a track, its rounds as ticks, the review's marks as
symbols, the current position as a knob; a tap or a drag goes to a position."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.intents import Intent, IntentKind
from game.client.text_layout import draw_text, measure
from game.client.theme import THEME, Colour
from game.client.widgets import Widget
from game.client.widgets.paint import draw_focus_ring, draw_panel
from game.replay import GOOD, INACCURATE, MISTAKE, DecisionMark, DecisionMarks, Replay

TRACK_HEIGHT = 12
KNOB_RADIUS = 16
MARK_RADIUS = 13
# Good decisions are many and quiet: a small dot; the others stand out with their symbol.
GOOD_DOT_RADIUS = 4
# Where the marks stand too close for their symbols: a disc this large.
SMALL_MARK_RADIUS = 8
MARK_SYMBOLS: dict[str, str] = {GOOD: "✓", INACCURATE: "?!", MISTAKE: "✗"}
_DRAG_KINDS = (IntentKind.DRAG_START, IntentKind.DRAG)


def mark_colour(verdict: str) -> Colour:
    """The colour a verdict is shown in: green, the accent, red."""
    palette = THEME.colours
    return {GOOD: palette.success, INACCURATE: palette.accent}.get(verdict, palette.danger)


class StepBar(Widget):
    """The track of positions 0 to the game's length."""

    def __init__(
        self,
        rect: pygame.Rect,
        replay: Replay,
        on_seek: Callable[[int], None],
        marks: Callable[[], DecisionMarks],
    ) -> None:
        super().__init__(rect)
        self.replay = replay
        self.on_seek = on_seek
        self.marks = marks
        self.dragging = False

    @property
    def track(self) -> pygame.Rect:
        """Where the positions lie: the middle of the bar, clear of the knob at both ends."""
        inner = self.rect.inflate(-2 * (KNOB_RADIUS + THEME.spacing.small), 0)
        return pygame.Rect(
            inner.x, self.rect.centery - TRACK_HEIGHT // 2, inner.width, TRACK_HEIGHT
        )

    def x_of(self, position: int) -> int:
        """The x of a position on the track."""
        track = self.track
        return track.x + round(track.width * position / max(1, self.replay.length))

    def position_at(self, x: float) -> int:
        """The position nearest to an x on the track."""
        track = self.track
        share = (x - track.x) / max(1, track.width)
        return max(0, min(self.replay.length, round(share * self.replay.length)))

    def react(self, intent: Intent) -> bool:
        """A tap or a drag on the bar goes to the position under the pointer."""
        if intent.kind is IntentKind.DRAG_END or intent.kind is IntentKind.RELEASE:
            was = self.dragging
            self.dragging = False
            return was
        if intent.pos is None:
            return False
        if intent.kind is IntentKind.TAP and self.contains(intent.pos):
            self.on_seek(self.position_at(intent.pos[0]))
            return True
        if intent.kind in _DRAG_KINDS and (self.dragging or self.contains(intent.pos)):
            self.dragging = True
            self.on_seek(self.position_at(intent.pos[0]))
            return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The panel, the round ticks with their numbers where they fit, the marks, the knob."""
        palette = THEME.colours
        draw_panel(surface, self.rect, palette.panel, palette.panel_border)
        track = self.track
        pygame.draw.rect(surface, palette.pressed, track, 0, TRACK_HEIGHT // 2)
        done = track.copy()
        done.width = self.x_of(self.replay.position) - track.x
        if done.width > 0:
            pygame.draw.rect(surface, palette.accent_pressed, done, 0, TRACK_HEIGHT // 2)
        self._draw_rounds(surface)
        self._draw_marks(surface)
        knob = (self.x_of(self.replay.position), track.centery)
        pygame.draw.circle(surface, palette.accent, knob, KNOB_RADIUS)
        pygame.draw.circle(surface, palette.text_on_accent, knob, KNOB_RADIUS, THEME.border_width)
        if focused:
            draw_focus_ring(surface, self.rect)

    def _draw_rounds(self, surface: pygame.Surface) -> None:
        """A tick where each round begins; its number below where there is room for it."""
        palette = THEME.colours
        track = self.track
        size = THEME.fonts.tiny
        last_label_end = -(10**6)
        for number in range(1, self.replay.rounds + 1):
            x = self.x_of(self.replay.round_start(number))
            pygame.draw.line(
                surface, palette.text_muted, (x, track.top - 8), (x, track.bottom + 8), 2
            )
            label = str(number)
            width = measure(label, size)[0]
            if x - width // 2 > last_label_end + THEME.spacing.small:
                draw_text(
                    surface, label, (x, track.bottom + 8), size, palette.text_muted, align="center"
                )
                last_label_end = x + width // 2

    def _draw_marks(self, surface: pygame.Surface) -> None:
        """Each marked move above the track at the position it led to; where the moves stand
        closer than a symbol is wide, the marks are plain discs; mistakes are drawn last, on
        top."""
        top = self.track.top - MARK_RADIUS - 6
        roomy = self.track.width / max(1, self.replay.length) >= 2 * MARK_RADIUS + 2
        order = {GOOD: 0, INACCURATE: 1, MISTAKE: 2}
        marks = sorted(
            self.marks().items(), key=lambda item: (order.get(item[1].verdict, 2), item[0])
        )
        for index, mark in marks:
            if 0 <= index < self.replay.length:
                self._draw_mark(surface, (self.x_of(index + 1), top), mark, roomy)

    @staticmethod
    def _draw_mark(
        surface: pygame.Surface, centre: tuple[int, int], mark: DecisionMark, roomy: bool
    ) -> None:
        """One mark: a quiet dot for a good decision; a symbol in a disc for the others, or
        only a disc where there is no room for the symbol."""
        colour = mark_colour(mark.verdict)
        if mark.verdict == GOOD:
            pygame.draw.circle(surface, colour, centre, GOOD_DOT_RADIUS)
            return
        if not roomy:
            pygame.draw.circle(surface, colour, centre, SMALL_MARK_RADIUS)
            return
        pygame.draw.circle(surface, colour, centre, MARK_RADIUS)
        draw_text(
            surface,
            MARK_SYMBOLS[mark.verdict],
            centre,
            THEME.fonts.tiny,
            THEME.colours.text_on_accent,
            True,
            "center",
            valign="middle",
        )
