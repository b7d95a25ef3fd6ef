"""The shipped fonts (assets/fonts), loaded once per size: no system font is ever needed."""

from __future__ import annotations

from pathlib import Path

import pygame

FONT_FOLDER = Path(__file__).resolve().parents[2] / "assets" / "fonts"
REGULAR = FONT_FOLDER / "SpeedSans-Regular.ttf"
BOLD = FONT_FOLDER / "SpeedSans-Bold.ttf"

# Loaded fonts by (size, bold). A font made before pygame's font module quit cannot draw any
# more, so the cache is emptied whenever the module quits or has to be started again.
_loaded: dict[tuple[int, bool], pygame.font.Font] = {}


def _forget_loaded() -> None:
    """Drops every loaded font (they die with the font module)."""
    _loaded.clear()


pygame.register_quit(_forget_loaded)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The suite's font at this pixel size (on the logical canvas)."""
    if not pygame.font.get_init():
        _forget_loaded()
        pygame.font.init()
    key = (size, bold)
    loaded = _loaded.get(key)
    if loaded is None:
        loaded = pygame.font.Font(BOLD if bold else REGULAR, size)
        _loaded[key] = loaded
    return loaded
