"""Scrolling a tall content in a window: keys, wheel, drags and a scroll bar with a thumb.

The rules reader and the log panel scroll the same way; each says where its content shows, where
its bar lies, how tall its content is and how far each step moves, and this mix-in does the rest.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

import pygame

from game.client.input import WHEEL_ZOOM_STEP
from game.client.intents import Intent, IntentKind

SCROLLBAR_WIDTH = 12
# A finger needs more than the thin bar: taps and drags this wide around it hit it.
SCROLLBAR_HIT_WIDTH = 56
PAGE_DOWN_KEYS = frozenset({"pagedown", "space"})
PAGE_UP_KEYS = frozenset({"pageup"})


@dataclass(frozen=True)
class ScrollSteps:
    """How far each kind of scrolling moves the content, in logical pixels, and the least thumb."""

    wheel: int
    arrow: int
    # A page step keeps this much of the last page in view, so the reader does not lose the line.
    page_overlap: int
    smallest_thumb: int


class ScrollArea:
    """A mix-in for a window on a content taller than it: the scroll position and its controls.

    The class using it sets scroll (0.0) and dragging (None) and gives view_rect, track_rect,
    content_height and drag_area; scroll_intent then answers the arrows, page keys, Home/End, the
    wheel, drags on the content or the bar and taps on the bar.
    """

    STEPS: ClassVar[ScrollSteps]
    scroll: float
    dragging: str | None

    def view_rect(self) -> pygame.Rect:
        """Where the content shows."""
        raise NotImplementedError

    def track_rect(self) -> pygame.Rect:
        """The scroll bar's track."""
        raise NotImplementedError

    @property
    def content_height(self) -> int:
        """The height of the whole content."""
        raise NotImplementedError

    def drag_area(self) -> pygame.Rect:
        """Where a drag moves the content (the view unless the class says otherwise)."""
        return self.view_rect()

    @property
    def max_scroll(self) -> int:
        """How far the content can scroll: its height less the visible height, never below 0."""
        return max(0, self.content_height - self.view_rect().height)

    def scrollbar_hit_rect(self) -> pygame.Rect:
        """Where a tap or drag takes the scroll bar: wider than the bar, for fingers."""
        track = self.track_rect()
        return track.inflate(SCROLLBAR_HIT_WIDTH - track.width, 0)

    def thumb_rect(self) -> pygame.Rect:
        """The scroll bar's thumb: its length the visible share, its place the scroll position."""
        track = self.track_rect()
        shown = min(1.0, track.height / max(1, self.content_height))
        length = max(self.STEPS.smallest_thumb, round(track.height * shown))
        length = min(length, track.height)
        share = self.scroll / self.max_scroll if self.max_scroll else 0.0
        top = track.top + round((track.height - length) * share)
        return pygame.Rect(track.x, top, track.width, length)

    def scroll_to(self, position: float) -> None:
        """Scrolls to a position, held between the top and the end of the content."""
        self.scroll = min(float(self.max_scroll), max(0.0, position))

    def scroll_by(self, distance: float) -> None:
        """Scrolls down by distance (up when negative), stopping at the ends."""
        self.scroll_to(self.scroll + distance)

    def page_step(self) -> int:
        """How far a page key scrolls: a screenful less a little overlap."""
        return max(self.STEPS.arrow, self.view_rect().height - self.STEPS.page_overlap)

    def scroll_intent(self, intent: Intent) -> bool:
        """Scrolls for the arrows, the page keys, the wheel and drags; True when it did."""
        kind, arrow = intent.kind, self.STEPS.arrow
        if kind is IntentKind.NAVIGATE and intent.key in ("up", "down"):
            self.scroll_by(arrow if intent.key == "down" else -arrow)
            return True
        if kind is IntentKind.SHORTCUT:
            key = intent.key.lower()
            if key in PAGE_DOWN_KEYS or key in PAGE_UP_KEYS:
                self.scroll_by(self.page_step() if key in PAGE_DOWN_KEYS else -self.page_step())
                return True
            if key in ("home", "end"):
                self.scroll_to(0.0 if key == "home" else math.inf)
                return True
            return False
        if kind is IntentKind.ZOOM:
            # The wheel comes as a zoom: up (factor above 1) scrolls towards the top.
            factor = intent.factor
            notches = math.log(factor) / math.log(WHEEL_ZOOM_STEP) if factor > 0 else 0.0
            self.scroll_by(-notches * self.STEPS.wheel)
            return True
        return self._scroll_pointer(intent)

    def _scroll_pointer(self, intent: Intent) -> bool:
        """Drags move the content (or the thumb); a tap on the bar's track jumps there."""
        kind, pos = intent.kind, intent.pos
        if kind is IntentKind.DRAG_START and pos is not None:
            if self.scrollbar_hit_rect().collidepoint(pos):
                self.dragging = "bar"
                return True
            if self.drag_area().collidepoint(pos):
                self.dragging = "content"
                return True
            return False
        if kind is IntentKind.DRAG and self.dragging is not None:
            if self.dragging == "content":
                self.scroll_by(-intent.delta[1])
            else:
                self.scroll_by(intent.delta[1] * self.max_scroll / self._thumb_room())
            return True
        if kind in (IntentKind.DRAG_END, IntentKind.RELEASE) and self.dragging is not None:
            self.dragging = None
            return True
        if (
            kind is IntentKind.TAP
            and pos is not None
            and self.scrollbar_hit_rect().collidepoint(pos)
        ):
            track, thumb = self.track_rect(), self.thumb_rect()
            share = (pos[1] - track.top - thumb.height / 2) / self._thumb_room()
            self.scroll_to(share * self.max_scroll)
            return True
        return False

    def _thumb_room(self) -> int:
        """How far the thumb can travel along its track (at least 1, to divide by)."""
        return max(1, self.track_rect().height - self.thumb_rect().height)
