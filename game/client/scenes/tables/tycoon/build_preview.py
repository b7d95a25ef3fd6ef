"""The build preview in PREVIEW_RECT: what the build of the moment would do, before it is made:
the hotel (price, field, red field and the hotel it sends to the Stadtbild, the majority, the
payday change), the renovation and each factory site; all of them side by side, or the one in
focus in whole sentences. The words come from preview_words."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.client.scenes.tables.tycoon.preview_words import (
    BAD,
    GOOD,
    MUTED,
    REFUSED,
    PreviewLine,
    preview_words,
)
from game.client.text_layout import draw_text, fit_size, line_height, lines_of
from game.client.theme import THEME, Colour
from game.client.widgets.paint import draw_panel
from game.rules.tycoon.forecast import BuildPreview
from game.texts import text

PAD = 12
TITLE_SIZE = 22
TITLE_GAP = 6
LINE_SIZE = 22
SMALLEST = 14
LINE_GAP = 2
COLUMN_GAP = 16
# The factory column's share of the width in the overview (the hotel's lines are longer).
FACTORY_SHARE = 0.36
# A refusal is marked by a sign as well as by its colour.
REFUSAL_SIGN = "\u2715 "


def tone_colour(tone: str) -> Colour:
    """The colour of a line's tone."""
    palette = THEME.colours
    return {
        MUTED: palette.text_muted,
        GOOD: palette.success,
        BAD: palette.accent,
        REFUSED: palette.danger,
    }.get(tone, palette.text)


def _shown(line: PreviewLine) -> str:
    """A line's text as drawn (a refusal with its sign)."""
    return REFUSAL_SIGN + line.text if line.tone == REFUSED else line.text


def block_size(blocks: Sequence[Sequence[PreviewLine]], width: int, height: int) -> int:
    """The largest size (LINE_SIZE down to SMALLEST) at which the blocks, wrapped at width and
    one gap apart, fit height."""
    size = LINE_SIZE
    while size > SMALLEST and _block_height(blocks, width, size) > height:
        size -= 1
    return size


def _block_height(blocks: Sequence[Sequence[PreviewLine]], width: int, size: int) -> int:
    """How high the blocks are at this size."""
    step = line_height(size)
    rows = sum(
        len(lines_of(_shown(line), size, False, width)) for block in blocks for line in block
    )
    gaps = max(0, sum(1 for block in blocks if block) - 1)
    return rows * step + rows * LINE_GAP + gaps * step // 2


def draw_lines(
    surface: pygame.Surface,
    box: pygame.Rect,
    blocks: Sequence[Sequence[PreviewLine]],
) -> None:
    """The blocks of lines from the box's top, wrapped, at the largest size that fits."""
    size = block_size(blocks, box.width, box.height)
    step = line_height(size)
    y = box.y
    for block in blocks:
        if not block:
            continue
        for line in block:
            shown = _shown(line)
            covered = draw_text(
                surface,
                shown,
                (box.x, y),
                size,
                tone_colour(line.tone),
                max_width=box.width,
                box=box,
            )
            y = covered.bottom + LINE_GAP
        y += step // 2


def draw_build_preview(
    surface: pygame.Surface,
    rect: pygame.Rect,
    preview: BuildPreview | None,
    names: Sequence[str],
    focus: str | None = None,
    offered: bool = True,
) -> None:
    """Draws what the build of the moment would do (focus: 'hotel', 'renovate', 'factory:N' or
    None for every build; preview None: nothing to preview now, said only where a build is
    offered at all: not at a watched table)."""
    palette = THEME.colours
    draw_panel(surface, rect, palette.panel, palette.panel_border)
    inner = rect.inflate(-2 * PAD, -2 * PAD)
    if preview is None:
        if offered:
            draw_lines(surface, inner, ((PreviewLine(text("tycoon.preview.idle"), MUTED),),))
        return
    words = preview_words(preview, names, focus)
    if not (words.hotel or words.renovation or words.factories):
        # Nothing can be built where the plane is: the title says why, large and wrapped.
        draw_lines(surface, inner, ((PreviewLine(words.title),),))
        return
    title_bottom = _title(surface, inner, words.title, palette.text)
    body = pygame.Rect(inner.x, title_bottom + TITLE_GAP, inner.width, inner.bottom - title_bottom)
    body.height -= TITLE_GAP
    if words.focused:
        draw_lines(surface, body, (words.hotel, words.renovation, *words.factories))
        return
    factory_width = int(body.width * FACTORY_SHARE) if words.factories else 0
    left = pygame.Rect(body.x, body.y, body.width - factory_width, body.height)
    if factory_width:
        left.width -= COLUMN_GAP
        right = pygame.Rect(body.right - factory_width, body.y, factory_width, body.height)
        draw_lines(surface, right, words.factories)
        pygame.draw.line(
            surface,
            palette.panel_border,
            (right.x - COLUMN_GAP // 2, body.y),
            (right.x - COLUMN_GAP // 2, body.bottom),
            1,
        )
    draw_lines(surface, left, (words.notice, words.hotel, words.renovation))


def _title(surface: pygame.Surface, box: pygame.Rect, title: str, colour: Colour) -> int:
    """The title line, fitted to the width; returns its bottom."""
    size = fit_size(title, box.width, TITLE_SIZE, True, SMALLEST)
    line = pygame.Rect(box.x, box.y, box.width, line_height(size, True))
    draw_text(surface, title, (box.x, box.y), size, colour, True, box=line)
    return line.bottom
