"""Words fitted to a table's narrow places: shrunk to a smallest readable size, then cut with
'…'."""

from __future__ import annotations

from game.client.text_layout import ellipsized, fit_size, measure


def elided(words: str, size: int, width: int, bold: bool = False) -> str:
    """The words, cut with '…' where they would run past width (a trailing space, comma or
    dot before the cut goes too)."""
    if measure(words, size, bold)[0] <= width:
        return words
    cut = words
    while cut and measure(cut + "…", size, bold)[0] > width:
        cut = cut[:-1]
    return cut.rstrip(" ,·") + "…"


def fitted_name(
    name: str, room: int, largest: int, smallest: int, bold: bool = True
) -> tuple[int, str]:
    """A name as it fits room on one line: its size (largest, smaller for a long name, never
    below smallest) and its words (whole, or cut with '…' at the smallest size)."""
    room = max(1, room)
    size = fit_size(name, room, largest, bold, smallest)
    return size, ellipsized(name, size, room, bold)
