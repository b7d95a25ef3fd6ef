"""The window's screens: which one opens where, how canvas bytes become colours, and who
releases the GL context of the 3D site."""

from __future__ import annotations

import os

import numpy as np
import pytest

from game.client.app import App
from game.client.site3d.renderer import SharedContext, StandaloneContexts
from game.client.window import SOFTWARE_HINT, SurfaceScreen, canvas_swizzle


def test_the_dummy_driver_gets_the_surface_screen_drawn_without_gl(app: App) -> None:
    assert isinstance(app.screen, SurfaceScreen) and app.screen.kind == "surface"
    assert os.environ.get(SOFTWARE_HINT) == "0"
    assert isinstance(app.site_contexts(), StandaloneContexts)


@pytest.mark.skipif(not np.little_endian, reason="byte order of a little-endian machine")
@pytest.mark.parametrize(
    ("masks", "swizzle"),
    [
        ((0xFF0000, 0xFF00, 0xFF, 0), "BGR1"),  # the usual XRGB8888: bytes blue, green, red
        ((0xFF, 0xFF00, 0xFF0000, 0), "RGB1"),
        ((0xFF000000, 0xFF0000, 0xFF00, 0xFF), "ABG1"),
    ],
)
def test_the_canvas_bytes_are_read_as_their_colours(
    masks: tuple[int, int, int, int], swizzle: str
) -> None:
    assert canvas_swizzle(masks) == swizzle


class CountingContext:
    """Stands in for a moderngl context: counts releases."""

    def __init__(self) -> None:
        self.released = 0

    def release(self) -> None:
        self.released += 1


def test_a_shared_context_is_lent_and_never_released_by_the_site() -> None:
    context = CountingContext()
    shared = SharedContext(context)  # type: ignore[arg-type]
    assert shared.acquire() is context
    shared.give_back(context)  # type: ignore[arg-type]
    assert context.released == 0
    StandaloneContexts().give_back(context)  # type: ignore[arg-type]
    assert context.released == 1
