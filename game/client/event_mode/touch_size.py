"""How large a touch target must be: 9 mm of the screen, in logical canvas pixels.

The screen's pixels per millimetre come from SDL (SDL_GetDisplayDPI) where it can tell them;
where it cannot (SDL's dummy driver, a display without a size), the full-screen window is taken
to fill a screen of ASSUMED_DIAGONAL inches, 24" (full HD: 92 pixels per inch), the smallest of
the usual event screens and so the strictest: on a 27" one the same targets are larger still.
The canvas is letterboxed into the window, so one logical pixel is `scale` window pixels; on the
assumed screen 9 mm are 32.5 logical pixels at every resolution.
"""

from __future__ import annotations

import ctypes
import logging
import math
import sys
from dataclasses import dataclass
from pathlib import Path

from game.client.canvas import LOGICAL_SIZE

SMALLEST_TARGET_MM = 9.0
MM_PER_INCH = 25.4
# What SDL says is believed only within this range of pixels per inch; outside it (0, or the
# invented values of virtual displays) the assumption counts.
BELIEVED_DPI = (40.0, 600.0)
_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ScreenSize:
    """A screen by its diagonal in inches and its pixels."""

    diagonal_inches: float
    pixels: tuple[int, int]

    @property
    def dpi(self) -> float:
        """Its pixels per inch (the same across and down: square pixels)."""
        return math.hypot(*self.pixels) / self.diagonal_inches


ASSUMED_DIAGONAL = 24.0


def logical_scale(window_size: tuple[int, int]) -> float:
    """Window pixels per logical pixel: the canvas letterboxed into the window."""
    width, height = window_size
    return min(width / LOGICAL_SIZE[0], height / LOGICAL_SIZE[1])


def pixels_per_mm(window_size: tuple[int, int], dpi: float | None = None) -> float:
    """Screen pixels per millimetre: from the pixels per inch SDL told, or (None) those of a
    full-screen window this size on the assumed screen."""
    if dpi is None:
        dpi = ScreenSize(ASSUMED_DIAGONAL, window_size).dpi
    return dpi / MM_PER_INCH


def smallest_target(window_size: tuple[int, int], dpi: float | None = None) -> float:
    """9 mm in logical canvas pixels, in a full-screen window of this size on a screen of this
    many pixels per inch (None: the assumed screen)."""
    return SMALLEST_TARGET_MM * pixels_per_mm(window_size, dpi) / logical_scale(window_size)


def millimetres(logical: float, window_size: tuple[int, int], dpi: float | None = None) -> float:
    """How many millimetres a length of this many logical pixels is on the screen."""
    return logical * logical_scale(window_size) / pixels_per_mm(window_size, dpi)


def display_dpi(display: int = 0) -> float | None:
    """The display's pixels per inch as SDL tells them, or None where it cannot (then the
    assumption counts). pygame does not pass this call on, so it is asked of the SDL library
    that pygame loaded."""
    library = _sdl_library()
    if library is None:
        return None
    diagonal, across, down = ctypes.c_float(), ctypes.c_float(), ctypes.c_float()
    try:
        failed = library.SDL_GetDisplayDPI(
            display, ctypes.byref(diagonal), ctypes.byref(across), ctypes.byref(down)
        )
    except AttributeError:
        return None
    if failed:
        return None
    dpi = min(across.value, down.value)
    low, high = BELIEVED_DPI
    return dpi if low <= dpi <= high else None


def _sdl_library() -> ctypes.CDLL | None:
    """The SDL 2 library pygame runs on, or None when it cannot be found."""
    for path in _sdl_candidates():
        try:
            return ctypes.CDLL(str(path))
        except OSError as error:
            _log.debug("SDL not reachable at %s: %s", path, error)
    return None


def _sdl_candidates() -> list[Path]:
    """Where pygame's SDL library may lie: the one this process loaded (Linux), then the files
    pygame ships beside itself."""
    found: list[Path] = []
    maps = Path("/proc/self/maps")
    if sys.platform.startswith("linux") and maps.exists():
        for line in maps.read_text().splitlines():
            name = line.rsplit(" ", 1)[-1]
            if _is_core_sdl(Path(name).name):
                found.append(Path(name))
    import pygame

    package = Path(pygame.__file__).parent
    for folder in (package, package.parent / "pygame_ce.libs", package / ".dylibs"):
        if folder.is_dir():
            found += sorted(path for path in folder.iterdir() if _is_core_sdl(path.name))
    return list(dict.fromkeys(found))


def _is_core_sdl(name: str) -> bool:
    """Whether a file name is SDL 2's own library (not SDL_image, _mixer or _ttf)."""
    lowered = name.lower()
    return lowered.startswith(("libsdl2-2", "libsdl2.", "libsdl2-2.0", "sdl2.dll")) and not any(
        part in lowered for part in ("image", "mixer", "ttf")
    )
