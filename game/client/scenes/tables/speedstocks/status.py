"""The prompt line above the hand: where its words go so that nothing drawn over the hand covers
them.

The words live in a band between the rows (and the log) and the hand, with a margin to the canvas
edges. A magnified or lifted hand card, a card's badge or the preview plaque can reach into the
band; then the words move into the widest free part of it, wrapped or smaller as they must.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.client.text_layout import line_height, lines_of, measure

# Free room kept between the words and anything that reaches into the band.
COVER_GAP = 16
# The smallest size the words shrink to before they would be too small to read at a glance.
SMALLEST_SIZE = 16

RectTuple = tuple[int, int, int, int]


@dataclass(frozen=True)
class StatusLayout:
    """The prompt's lines, each with the rectangle its words take, in one text size."""

    size: int
    lines: tuple[tuple[str, pygame.Rect], ...]

    @property
    def rects(self) -> list[pygame.Rect]:
        """The rectangles the words take."""
        return [rect for _, rect in self.lines]


def free_spans(band: pygame.Rect, covers: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """The parts of the band nothing covering it reaches into (with COVER_GAP), widest first."""
    blocked = sorted(
        (cover.left - COVER_GAP, cover.right + COVER_GAP)
        for cover in covers
        if cover.colliderect(band)
    )
    spans: list[pygame.Rect] = []
    x = band.left
    for left, right in blocked:
        if left > x:
            spans.append(pygame.Rect(x, band.top, left - x, band.height))
        x = max(x, right)
    if band.right > x:
        spans.append(pygame.Rect(x, band.top, band.right - x, band.height))
    return sorted(spans, key=lambda span: (-span.width, span.x))


def lay_out_status(
    words: str, band: pygame.Rect, covers: Sequence[pygame.Rect], largest: int
) -> StatusLayout:
    """The prompt centred in the band where nothing covers it there, else in the widest free part
    of the band; the largest size (down to SMALLEST_SIZE) whose wrapped lines fit its height."""
    return _laid_out(
        words,
        _as_tuple(band),
        tuple(_as_tuple(cover) for cover in covers if cover.colliderect(band)),
        largest,
    )


def _as_tuple(rect: pygame.Rect) -> RectTuple:
    """A rectangle as a hashable tuple."""
    return (rect.x, rect.y, rect.width, rect.height)


@lru_cache(maxsize=128)
def _laid_out(
    words: str, band_tuple: RectTuple, cover_tuples: tuple[RectTuple, ...], largest: int
) -> StatusLayout:
    """lay_out_status for hashable arguments (the same prompt and hand are laid out once)."""
    band = pygame.Rect(band_tuple)
    covers = [pygame.Rect(cover) for cover in cover_tuples]
    whole = _fitted(words, band, largest)
    if not any(rect.colliderect(cover) for rect in whole.rects for cover in covers):
        return whole
    spans = free_spans(band, covers)
    return _fitted(words, spans[0], largest) if spans else whole


def _fitted(words: str, area: pygame.Rect, largest: int) -> StatusLayout:
    """The words in the largest size whose lines fit the area, centred in it."""
    size = largest
    lines = lines_of(words, size, True, area.width)
    while size > SMALLEST_SIZE and len(lines) * line_height(size, True) > area.height:
        size -= 1
        lines = lines_of(words, size, True, area.width)
    step = line_height(size, True)
    top = area.centery - len(lines) * step // 2
    laid: list[tuple[str, pygame.Rect]] = []
    for index, line in enumerate(lines):
        width = min(measure(line, size, True)[0], area.width)
        rect = pygame.Rect(0, top + index * step, width, step)
        rect.centerx = area.centerx
        laid.append((line, rect))
    return StatusLayout(size, tuple(laid))
