"""A record of every text drawn while recording: where its ink lies, in which box, on which surface.

Tests use it to find texts that are cut or that overlap; when nothing records, drawing pays only
one check of `active` per text.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame

ELLIPSIS = "…"


@dataclass(frozen=True)
class DrawnText:
    """One drawn line of text as the recording saw it (rectangles in the surface's pixels)."""

    line: str  # the line drawn
    whole: str  # the whole text the line belongs to (the same for a one-line text)
    surface: pygame.Surface  # what it was drawn on (held, so that no other surface takes its id)
    ink: pygame.Rect  # the pixels the glyphs cover
    clip: pygame.Rect  # the surface's clip area at the time (outside it nothing shows)
    box: pygame.Rect | None  # the rectangle the caller said the text must stay inside
    allowed_width: int | None  # the width it was wrapped or fitted to, where one was given
    layer: int  # texts of a later layer (a dialog, the next scene up) are drawn over earlier ones
    frame: int  # the recording's frame count when it was drawn
    size: int  # font size

    @property
    def truncated(self) -> bool:
        """Whether the line was cut short with '…' (not a lone '…', nor ' …' of "thinking")."""
        return len(self.line) > 1 and self.line.endswith(ELLIPSIS) and not self.line[-2].isspace()


@dataclass
class TextRecording:
    """The texts drawn since recording began, with the current layer and frame."""

    texts: list[DrawnText] = field(default_factory=list)
    layer: int = 0
    frame: int = 0
    # Widths texts were fitted to (fit_size), so that a fitted label's width can be checked.
    fitted: dict[tuple[str, int, bool], int] = field(default_factory=dict)

    def next_frame(self) -> None:
        """Marks the start of a new frame: its layers count from the bottom again."""
        self.frame += 1
        self.layer = 0

    def latest(self) -> list[DrawnText]:
        """The texts still standing: per surface only those of the last frame that drew on it."""
        last_frame: dict[int, int] = {}
        for drawn in self.texts:
            last_frame[id(drawn.surface)] = drawn.frame
        return [drawn for drawn in self.texts if drawn.frame == last_frame[id(drawn.surface)]]


# The recording in progress, or None (the usual case: then drawing records nothing).
active: TextRecording | None = None


@contextmanager
def recording_texts() -> Iterator[TextRecording]:
    """Records every text drawn through text_layout until the block ends."""
    global active
    if active is not None:
        raise RuntimeError("texts are already being recorded; recordings do not nest")
    recording = TextRecording()
    active = recording
    try:
        yield recording
    finally:
        active = None


def begin_text_layer() -> None:
    """Texts drawn from now on lie over those drawn before (a dialog over its scene)."""
    if active is not None:
        active.layer += 1


def note_fitted(text: str, size: int, bold: bool, width: int) -> None:
    """Remembers that text was fitted to width at size (called by fit_size while recording)."""
    if active is not None:
        active.fitted[(text, size, bold)] = width


def note_line(
    surface: pygame.Surface,
    rendered: pygame.Surface,
    at: pygame.Rect,
    whole: str,
    line: str,
    size: int,
    bold: bool,
    box: pygame.Rect | None,
    max_width: int | None,
) -> None:
    """Records one line blitted at `at` (called by draw_text while recording)."""
    if active is None:
        return
    ink = rendered.get_bounding_rect().move(at.topleft)
    allowed = max_width if max_width is not None else active.fitted.get((line, size, bold))
    active.texts.append(
        DrawnText(
            line,
            whole,
            surface,
            ink,
            surface.get_clip(),
            None if box is None else pygame.Rect(box),
            allowed,
            active.layer,
            active.frame,
            size,
        )
    )
