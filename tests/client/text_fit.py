"""Finds texts that are cut (by their surface's edge, their box, or with '…') or that overlap."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from game.client.text_recording import DrawnText

# Shadows and outlines draw the same line again a few pixels off: that is one text, not two.
SHADOW_OFFSET = 4


@dataclass(frozen=True)
class Finding:
    """One problem: what is wrong, with which text(s), where."""

    kind: str  # "cut", "box", "width", "ellipsis" or "overlap"
    first: DrawnText
    second: DrawnText | None = None

    def describe(self) -> str:
        """The problem in words, with the texts and their ink rectangles."""
        words = f"{self.kind}: {_name(self.first)}"
        if self.kind == "cut":
            words += f" crosses the edge of its surface {tuple(self.first.surface.get_rect())}"
        elif self.kind == "box":
            words += f" leaves its box {tuple(self.first.box or ())}"
        elif self.kind == "width":
            words += f" is wider than the {self.first.allowed_width} px it was fitted to"
        elif self.kind == "ellipsis":
            words += f" is cut short (whole text {self.first.whole!r})"
        if self.second is not None:
            words += f" overlaps {_name(self.second)}"
        return words


def _name(drawn: DrawnText) -> str:
    """A text as a finding names it: its line, its ink rectangle and font size."""
    return f"{drawn.line!r} (ink {tuple(drawn.ink)}, size {drawn.size})"


def _visible_area(drawn: DrawnText) -> pygame.Rect:
    """Where on its surface anything drawn can be seen."""
    return drawn.clip.clip(drawn.surface.get_rect())


def findings(texts: Iterable[DrawnText], may_ellipsize: frozenset[str]) -> list[Finding]:
    """Every cut, overflowing, ellipsized (unless it is the start of a text in may_ellipsize) or
    overlapping text among texts (overlaps only within one surface and layer).

    A line only partly inside its surface's clip area is a line of a scrolled page at the edge
    of its window: that is scrolling, not a cut. A line crossing the surface's edge is cut.
    """
    found: list[Finding] = []
    shown: list[DrawnText] = []
    for drawn in texts:
        if drawn.ink.width == 0 or not _visible_area(drawn).colliderect(drawn.ink):
            continue  # nothing of it shows (scrolled away): nothing to read, nothing to cut
        shown.append(drawn)
        if not drawn.surface.get_rect().contains(drawn.ink):
            found.append(Finding("cut", drawn))
        if drawn.box is not None and not drawn.box.contains(drawn.ink):
            found.append(Finding("box", drawn))
        if drawn.allowed_width is not None and drawn.ink.width > drawn.allowed_width:
            found.append(Finding("width", drawn))
        if drawn.truncated and not _may_be_cut(drawn.line, may_ellipsize):
            found.append(Finding("ellipsis", drawn))
    found.extend(overlaps(shown))
    return found


def _may_be_cut(line: str, may_ellipsize: frozenset[str]) -> bool:
    """Whether line is the start of one of the texts that may be cut short, with '…'."""
    start = line[:-1].rstrip()
    return any(whole.startswith(start) for whole in may_ellipsize)


def overlaps(texts: list[DrawnText]) -> list[Finding]:
    """Pairs of texts whose visible ink meets, on the same surface, in the same layer."""
    groups: dict[tuple[int, int], list[DrawnText]] = defaultdict(list)
    for drawn in texts:
        groups[(id(drawn.surface), drawn.layer)].append(drawn)
    found: list[Finding] = []
    for group in groups.values():
        unique = list({(drawn.line, tuple(drawn.ink)): drawn for drawn in group}.values())
        for index, first in enumerate(unique):
            for second in unique[index + 1 :]:
                seen = _visible_area(first).clip(first.ink)
                if not seen.colliderect(_visible_area(second).clip(second.ink)):
                    continue
                if _one_text(first, second):
                    continue
                found.append(Finding("overlap", first, second))
    return found


def _one_text(first: DrawnText, second: DrawnText) -> bool:
    """Whether two drawings are one line drawn twice a little apart (a shadow)."""
    return (
        first.line == second.line
        and abs(first.ink.x - second.ink.x) <= SHADOW_OFFSET
        and abs(first.ink.y - second.ink.y) <= SHADOW_OFFSET
    )
