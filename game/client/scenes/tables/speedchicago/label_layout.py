"""Where the labels over the site go on the canvas: a size that stays readable at every zoom,
labels kept inside the site, plaques pushed apart so that none covers another, and labels of
crowded fields thinned out (pure geometry on rectangles, no drawing)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

# A label's letters relative to a field's width on the canvas, and the sizes they stay within:
# zoomed out a price stays readable (at 1280×720 the canvas is drawn at two thirds), zoomed in it
# does not grow into a banner.
SIZE_PER_FIELD = 0.36
SMALLEST_LABEL = 22
LARGEST_LABEL = 34
# Canvas pixels kept free between two plaques pushed apart.
PLAQUE_GAP = 6
# A label hidden by more than this share of its area under labels kept before it is left out.
MOST_COVERED = 0.3


def readable_size(field_width: float, ratio: float = SIZE_PER_FIELD) -> int:
    """The letter size of labels over fields this wide on the canvas, within the readable
    range."""
    if field_width != field_width or field_width <= 0:  # NaN or a camera inside the site
        return SMALLEST_LABEL
    return max(SMALLEST_LABEL, min(LARGEST_LABEL, round(field_width * ratio)))


def kept_inside(rect: pygame.Rect, bounds: pygame.Rect) -> pygame.Rect | None:
    """The rectangle moved just inside bounds; None when its middle lies outside them (the field
    it labels is off the picture)."""
    if not bounds.collidepoint(rect.center):
        return None
    return rect.clamp(bounds)


def covered_share(rect: pygame.Rect, others: Sequence[pygame.Rect]) -> float:
    """The largest share of rect's area that any one of the others covers."""
    area = rect.width * rect.height
    if area <= 0:
        return 0.0
    most = 0
    for other in others:
        overlap = rect.clip(other)
        most = max(most, overlap.width * overlap.height)
    return most / area


def thinned(rects: Sequence[pygame.Rect], most_covered: float = MOST_COVERED) -> list[bool]:
    """Which labels to draw, given in order of importance: each is kept unless labels kept
    before it cover more than most_covered of it."""
    kept: list[pygame.Rect] = []
    keep: list[bool] = []
    for rect in rects:
        shown = covered_share(rect, kept) <= most_covered
        keep.append(shown)
        if shown:
            kept.append(rect)
    return keep


def pushed_apart(
    rects: Sequence[pygame.Rect],
    bounds: pygame.Rect,
    gap: int = PLAQUE_GAP,
    fixed: Sequence[pygame.Rect] = (),
) -> list[pygame.Rect]:
    """The plaques moved as little as needed so that no two overlap nor cover a fixed one, all
    inside bounds; earlier ones keep their places first. Candidate places are the spots just
    beside the plaques already placed, up, down, left and right, and each such move combined with
    another."""
    placed: list[pygame.Rect] = list(fixed)
    for wanted in rects:
        start = wanted.clamp(bounds)
        placed.append(_free_place(start, placed, bounds, gap))
    return placed[len(fixed) :]


def _free_place(
    start: pygame.Rect, placed: Sequence[pygame.Rect], bounds: pygame.Rect, gap: int
) -> pygame.Rect:
    """The nearest place to start that overlaps none of the placed plaques (with the gap)."""
    if not _collides(start, placed, gap):
        return start
    shifts_x = {0}
    shifts_y = {0}
    for other in placed:
        shifts_x.add(other.left - gap - start.right)
        shifts_x.add(other.right + gap - start.left)
        shifts_y.add(other.top - gap - start.bottom)
        shifts_y.add(other.bottom + gap - start.top)
    best: pygame.Rect | None = None
    best_cost = float("inf")
    for dx in shifts_x:
        for dy in shifts_y:
            cost = abs(dx) * 1.5 + abs(dy)  # up or down keeps a plaque over its house better
            if cost >= best_cost:
                continue
            moved = start.move(dx, dy)
            if not bounds.contains(moved) or _collides(moved, placed, gap):
                continue
            best, best_cost = moved, cost
    if best is not None:
        return best
    # No free place within the site (a crowd of plaques zoomed far in): stack above the others.
    top = min(other.top for other in placed) - gap - start.height
    return start.move(0, top - start.y)


def _collides(rect: pygame.Rect, placed: Sequence[pygame.Rect], gap: int) -> bool:
    """Whether rect, widened by half the gap each side, touches any placed plaque."""
    grown = rect.inflate(gap, gap)
    return any(grown.colliderect(other.inflate(gap, gap)) for other in placed)
