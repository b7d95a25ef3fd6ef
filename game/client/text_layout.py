"""Text on the canvas: word wrapping, measuring and drawing, with rendered lines cached."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from functools import lru_cache
from typing import Literal

import pygame

from game.client import text_recording
from game.client.canvas import LOGICAL_SIZE
from game.client.fonts import font
from game.client.theme import THEME

Align = Literal["left", "center", "right"]
VerticalAlign = Literal["top", "middle", "bottom"]
ColourLike = tuple[int, int, int] | tuple[int, int, int, int]

# Menus redraw every frame: a few hundred distinct lines cover any screen with room to spare.
RENDER_CACHE_SIZE = 768
ELLIPSIS = "…"
# How far above the bottom edge a screen's line of keys stands.
KEYS_HINT_MARGIN = 28
_rendered: OrderedDict[tuple[str, int, bool, tuple[int, ...]], pygame.Surface] = OrderedDict()


def wrap(text: str, font_object: pygame.font.Font, width: int) -> list[str]:
    """Breaks text into lines no wider than width: at spaces, keeping paragraphs (line breaks).

    A word wider than the whole width is broken between characters; only a single character that
    is itself wider than width can make a line wider.
    """
    lines: list[str] = []
    for paragraph in text.split("\n"):
        lines.extend(_wrap_paragraph(paragraph, font_object, max(1, width)))
    return lines


def _wrap_paragraph(paragraph: str, font_object: pygame.font.Font, width: int) -> list[str]:
    """The lines of one paragraph; an empty paragraph stays one empty line."""
    lines: list[str] = []
    current = ""
    for word in paragraph.split():
        candidate = f"{current} {word}" if current else word
        if font_object.size(candidate)[0] <= width:
            current = candidate
            continue
        if current:
            lines.append(current)
        pieces = _break_word(word, font_object, width)
        lines.extend(pieces[:-1])
        current = pieces[-1]
    lines.append(current)
    return lines


def _break_word(word: str, font_object: pygame.font.Font, width: int) -> list[str]:
    """A word cut into pieces that each fit width (the last piece may be short)."""
    pieces: list[str] = []
    rest = word
    while font_object.size(rest)[0] > width and len(rest) > 1:
        # The longest prefix that fits, found by bisection; at least one character.
        low, high = 1, len(rest) - 1
        while low < high:
            middle = (low + high + 1) // 2
            if font_object.size(rest[:middle])[0] <= width:
                low = middle
            else:
                high = middle - 1
        pieces.append(rest[:low])
        rest = rest[low:]
    pieces.append(rest)
    return pieces


@lru_cache(maxsize=1024)
def wrapped(text: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """wrap() with the suite's font at this size, cached for texts drawn every frame."""
    return tuple(wrap(text, font(size, bold), width))


def line_height(size: int, bold: bool = False) -> int:
    """The distance from one line's top to the next line's top at this size."""
    return font(size, bold).get_linesize()


def lines_of(text: str, size: int, bold: bool = False, max_width: int | None = None) -> list[str]:
    """The lines text is drawn as: wrapped at max_width, else split only at line breaks."""
    if max_width is None:
        return text.split("\n")
    return list(wrapped(text, size, max_width, bold))


def measure(
    text: str, size: int, bold: bool = False, max_width: int | None = None
) -> tuple[int, int]:
    """Width and height text takes when drawn with draw_text() and the same arguments."""
    lines = lines_of(text, size, bold, max_width)
    face = font(size, bold)
    width = max((face.size(line)[0] for line in lines), default=0)
    return width, line_height(size, bold) * len(lines)


def fit_size(text: str, width: int, largest: int, bold: bool = False, smallest: int = 12) -> int:
    """The largest font size up to largest at which text fits width on one line."""
    size = largest
    while size > smallest and font(size, bold).size(text)[0] > width:
        # Steps of a tenth converge in a few tries without trying every size.
        size = max(
            smallest, min(size - 1, int(size * width / max(1, font(size, bold).size(text)[0])))
        )
    if text_recording.active is not None:
        text_recording.note_fitted(text, size, bold, width)
    return size


def ellipsized(text: str, size: int, width: int, bold: bool = False) -> str:
    """text as it fits width on one line: whole, or cut at the end with '…' (never emptier than
    '…' itself). A text recording flags the cut, so only names and the like should need it."""
    face = font(size, bold)
    if face.size(text)[0] <= width:
        return text
    low, high = 0, len(text)
    # The longest start that fits together with the ellipsis, found by bisection.
    while low < high:
        middle = (low + high + 1) // 2
        if face.size(text[:middle].rstrip() + ELLIPSIS)[0] <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + ELLIPSIS


def render_text(text: str, size: int, colour: ColourLike, bold: bool = False) -> pygame.Surface:
    """One line rendered (anti-aliased, transparent background), from the cache when possible.

    The surface is shared: blit it, never draw on it or change its alpha.
    """
    key = (text, size, bold, tuple(colour))
    surface = _rendered.get(key)
    if surface is not None:
        _rendered.move_to_end(key)
        return surface
    surface = font(size, bold).render(text, True, colour)
    _rendered[key] = surface
    if len(_rendered) > RENDER_CACHE_SIZE:
        _rendered.popitem(last=False)
    return surface


def render_lines(
    lines: Sequence[str], size: int, colour: ColourLike, bold: bool = False
) -> list[pygame.Surface]:
    """Each line rendered with render_text() (shared surfaces)."""
    return [render_text(line, size, colour, bold) for line in lines]


def clear_cache() -> None:
    """Forgets every rendered line and wrapped text (after the fonts changed)."""
    _rendered.clear()
    wrapped.cache_clear()


def cached_lines() -> int:
    """How many rendered lines the cache holds now."""
    return len(_rendered)


def draw_text(
    surface: pygame.Surface,
    text: str,
    pos: tuple[float, float],
    size: int,
    colour: ColourLike,
    bold: bool = False,
    align: Align = "left",
    max_width: int | None = None,
    valign: VerticalAlign = "top",
    alpha: int = 255,
    box: pygame.Rect | None = None,
) -> pygame.Rect:
    """Draws text at pos and returns the rectangle it covers.

    pos is the left edge, the centre or the right edge (align) of every line, and the top, middle
    or bottom (valign) of the whole block; with max_width the text is word-wrapped. box is the
    rectangle the text must stay inside (a button's face): it changes nothing drawn, but a text
    recording checks against it.
    """
    lines = lines_of(text, size, bold, max_width)
    step = line_height(size, bold)
    x, y = round(pos[0]), round(pos[1])
    block_height = step * len(lines)
    if valign == "middle":
        y -= block_height // 2
    elif valign == "bottom":
        y -= block_height
    covered = pygame.Rect(x, y, 0, block_height)
    for index, line in enumerate(lines):
        if not line:
            continue
        rendered = render_text(line, size, colour, bold)
        if alpha < 255:
            # A copy: the cached surface is shared by every other drawing of this line.
            rendered = rendered.copy()
            rendered.set_alpha(alpha)
        line_rect = rendered.get_rect(top=y + index * step)
        if align == "center":
            line_rect.centerx = x
        elif align == "right":
            line_rect.right = x
        else:
            line_rect.left = x
        surface.blit(rendered, line_rect)
        if text_recording.active is not None:
            text_recording.note_line(
                surface, rendered, line_rect, text, line, size, bold, box, max_width
            )
        covered = line_rect.copy() if covered.width == 0 else covered.union(line_rect)
    covered.height = max(covered.height, block_height)
    covered.top = y
    return covered


def draw_keys_hint(surface: pygame.Surface, hint: str) -> pygame.Rect:
    """The line at the bottom of a screen that names its keys."""
    return draw_text(
        surface,
        hint,
        (surface.get_width() // 2, surface.get_height() - KEYS_HINT_MARGIN),
        THEME.fonts.tiny,
        THEME.colours.text_muted,
        align="center",
        valign="bottom",
    )


def blit_text(
    surface: pygame.Surface,
    rendered: pygame.Surface,
    at: pygame.Rect | tuple[int, int],
    text: str,
    size: int,
    bold: bool = False,
    box: pygame.Rect | None = None,
) -> None:
    """Blits a line made by render_text(text, size, ..., bold) at a rectangle or top-left corner.

    For callers that place a rendered line themselves; it keeps the line visible to a recording.
    """
    where = rendered.get_rect(topleft=at) if isinstance(at, tuple) else pygame.Rect(at)
    surface.blit(rendered, where)
    if text_recording.active is not None:
        text_recording.note_line(surface, rendered, where, text, text, size, bold, box, None)


def draw_screen_title(surface: pygame.Surface, words: str, top: int) -> pygame.Rect:
    """A screen's title, centred on the canvas at top in the title font; the area it covers."""
    return draw_text(
        surface,
        words,
        (LOGICAL_SIZE[0] // 2, top),
        THEME.fonts.title,
        THEME.colours.text,
        True,
        align="center",
    )
