"""The game's window and how the 2D canvas reaches it, with one GL context or none.

Why not simply a pygame window next to a standalone moderngl context: on X11, XWayland, Wayland
and macOS, SDL draws a plain window surface with its own OpenGL renderer and remembers which GL
context it made current. A standalone context made current in the same thread (GLX or EGL) goes
unnoticed by SDL, which then draws the window into that context: nothing reaches the screen.

So, where the platform gives an OpenGL 3.3 window, the window has ONE context: the canvas is
uploaded into a texture (only the bands that changed) and drawn scaled into the window, and the
3D site renders into offscreen framebuffers of the same context (`GLScreen`).

Where no OpenGL window can be had (SDL's dummy driver in tests and tools, a display without
OpenGL 3.3) the canvas is blitted to a plain window surface (`SurfaceScreen`). SDL is then told
not to draw that surface through OpenGL (the hint SDL_FRAMEBUFFER_ACCELERATION=0, set by the
program before the window opens), so that the site's standalone context cannot disturb it.
"""

from __future__ import annotations

import logging
import os
import sys
from abc import ABC, abstractmethod
from pathlib import Path

import moderngl
import numpy as np
import pygame

from game.client.canvas import BAR_COLOUR, LOGICAL_SIZE, ChangedBands, Letterbox, band_rows
from game.client.site3d.renderer import ContextSource, SharedContext, StandaloneContexts

log = logging.getLogger(__name__)

SHADERS = Path(__file__).resolve().parents[2] / "shaders"
REQUIRED_GL = 330
WINDOW_FLAGS = pygame.RESIZABLE
GL_FLAGS = pygame.OPENGL | pygame.DOUBLEBUF
# Drivers that show nothing: the software path, always.
HEADLESS_DRIVERS = frozenset({"dummy", "offscreen"})
SOFTWARE_HINT = "SDL_FRAMEBUFFER_ACCELERATION"


class WindowUnavailable(RuntimeError):
    """No window could be opened (no display, or a video setting that does not work)."""


class Screen(ABC):
    """The window: opened windowed or full screen, resized, and showing the canvas."""

    kind = ""

    def __init__(self, letterbox: Letterbox) -> None:
        self.letterbox = letterbox
        self.surface: pygame.Surface = pygame.display.get_surface()
        self.presents = 0  # frames that reached the window (for tests and figures)

    @abstractmethod
    def open(self, size: tuple[int, int], fullscreen: bool) -> None:
        """(Re)opens the window at this size, or full screen on the desktop."""

    def refit(self) -> None:
        """The window changed size or was uncovered: everything is drawn anew."""
        self.surface = pygame.display.get_surface()
        self.letterbox.refit(self.size())

    def size(self) -> tuple[int, int]:
        """The window's size in pixels."""
        return pygame.display.get_window_size()

    @abstractmethod
    def present(self, canvas: pygame.Surface) -> None:
        """Shows the canvas, letterboxed, in the window."""

    @abstractmethod
    def site_contexts(self) -> ContextSource:
        """Where the 3D site gets its GL context in this window."""

    def close(self) -> None:
        """Frees what the screen holds besides the window."""


class SurfaceScreen(Screen):
    """A plain window surface; the canvas is scaled into it on the CPU."""

    kind = "surface"

    def open(self, size: tuple[int, int], fullscreen: bool) -> None:
        """Opens a resizable window or the desktop's full screen."""
        if fullscreen:
            self.surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.surface = pygame.display.set_mode(size, WINDOW_FLAGS)
        self.letterbox.refit(self.surface.get_size())

    def size(self) -> tuple[int, int]:
        """The window surface's size."""
        return self.surface.get_size()

    def present(self, canvas: pygame.Surface) -> None:
        """Scales the canvas into the window surface and flips it."""
        self.letterbox.present(canvas, self.surface)
        pygame.display.flip()
        self.presents += 1

    def site_contexts(self) -> ContextSource:
        """A standalone context per site."""
        return StandaloneContexts()


class GLScreen(Screen):
    """An OpenGL window whose one context draws the canvas and the 3D site."""

    kind = "opengl"

    def __init__(self, letterbox: Letterbox) -> None:
        super().__init__(letterbox)
        self.ctx: moderngl.Context | None = None
        self._bands = ChangedBands()
        self._texture: moderngl.Texture | None = None
        self._program: moderngl.Program | None = None
        self._quad: moderngl.VertexArray | None = None
        self._buffer: moderngl.Buffer | None = None
        self._shared: SharedContext | None = None
        self._swizzle = ""

    def open(self, size: tuple[int, int], fullscreen: bool) -> None:
        """Opens the GL window; the context is made once and kept across mode changes."""
        _ask_for_core_profile()
        if fullscreen:
            self.surface = pygame.display.set_mode((0, 0), GL_FLAGS | pygame.FULLSCREEN)
        else:
            self.surface = pygame.display.set_mode(size, GL_FLAGS | WINDOW_FLAGS)
        if self.ctx is None:
            self.ctx = moderngl.create_context(require=REQUIRED_GL)
            self._shared = SharedContext(self.ctx)
            self._prepare()
        self.refit()

    def refit(self) -> None:
        """A new size or an uncovered window: the whole canvas is uploaded and drawn again."""
        super().refit()
        self._bands.forget()

    def _prepare(self) -> None:
        """The canvas texture and the quad that shows it."""
        ctx = self.ctx
        assert ctx is not None
        self._texture = ctx.texture(LOGICAL_SIZE, 4)
        self._texture.filter = (moderngl.LINEAR, moderngl.LINEAR)
        self._texture.repeat_x = self._texture.repeat_y = False
        self._program = ctx.program(
            vertex_shader=(SHADERS / "present.vert").read_text(encoding="utf-8"),
            fragment_shader=(SHADERS / "present.frag").read_text(encoding="utf-8"),
        )
        self._program["canvas"].value = 0  # the texture unit the canvas is bound to
        corners = np.array([0, 0, 1, 0, 0, 1, 1, 1], dtype="f4")
        self._buffer = ctx.buffer(corners.tobytes())
        self._quad = ctx.vertex_array(self._program, [(self._buffer, "2f", "in_corner")])

    def present(self, canvas: pygame.Surface) -> None:
        """Uploads the changed bands of the canvas and draws it letterboxed; flips the window.

        When nothing changed since the last frame the window keeps showing it (no draw, no flip).
        """
        ctx, texture = self.ctx, self._texture
        assert ctx is not None and texture is not None and self._quad is not None
        width, height = self.size()
        if (width, height) != self.letterbox.window_size:
            self.refit()
        changed = self._bands.changed(canvas)
        if not any(changed):
            return
        if not self._swizzle:
            self._swizzle = canvas_swizzle(canvas.get_masks())
            texture.swizzle = self._swizzle
        width_px, rows = canvas.get_size()
        pitch = canvas.get_pitch()  # 4 bytes a pixel: the canvas is made with 32 bits
        pixels = memoryview(canvas.get_buffer())  # locks the canvas until released
        try:
            for band, dirty in enumerate(changed):
                if dirty:
                    top, bottom = band_rows(band, rows)
                    texture.write(
                        pixels[top * pitch : bottom * pitch],
                        viewport=(0, top, width_px, bottom - top),
                    )
        finally:
            pixels.release()
        area = self.letterbox.area
        ctx.screen.use()
        ctx.scissor = None
        ctx.disable(moderngl.DEPTH_TEST | moderngl.BLEND | moderngl.CULL_FACE)
        if area.size != (width, height):  # black bars around the canvas
            ctx.viewport = (0, 0, width, height)
            ctx.clear(*(channel / 255 for channel in BAR_COLOUR))
        ctx.viewport = (area.x, height - area.bottom, area.width, area.height)
        texture.use(0)
        program = self._program
        assert program is not None
        # Shrinking spreads the samples over the window pixel's footprint; 1:1 and enlarging not.
        spread = max(0.0, 1.0 / self.letterbox.scale - 1.0) * 0.5
        program["spread"].value = (spread / LOGICAL_SIZE[0], spread / LOGICAL_SIZE[1])
        self._quad.render(moderngl.TRIANGLE_STRIP)
        pygame.display.flip()
        self.presents += 1

    def site_contexts(self) -> ContextSource:
        """The window's own context, lent to the site."""
        assert self._shared is not None
        return self._shared

    def close(self) -> None:
        """Frees the texture, the quad and the context."""
        for item in (self._quad, self._buffer, self._program, self._texture):
            if item is not None:
                item.release()
        if self.ctx is not None:
            self.ctx.release()
        self.ctx = None


def canvas_swizzle(masks: tuple[int, int, int, int]) -> str:
    """The texture swizzle that turns a 32-bit surface's bytes (uploaded as RGBA) into colour.

    The byte at offset k of a pixel holds bits 8k..8k+7 on little-endian machines.
    """
    letters = "RGBA"
    red, green, blue, _alpha = masks
    result = []
    for mask in (red, green, blue):
        shift = (mask & -mask).bit_length() - 1
        byte = shift // 8 if np.little_endian else 3 - shift // 8
        result.append(letters[byte])
    return "".join(result) + "1"


def open_screen(
    letterbox: Letterbox, size: tuple[int, int], fullscreen: bool, caption: str
) -> Screen:
    """The window: one GL context where the platform has OpenGL 3.3, else a plain surface.

    Raises WindowUnavailable with the reason when no window can be opened at all.
    """
    try:
        pygame.display.init()
    except pygame.error as error:
        raise WindowUnavailable(str(error)) from error
    pygame.display.set_caption(caption)
    driver = pygame.display.get_driver()
    if driver in HEADLESS_DRIVERS and os.environ.get("SDL_VIDEODRIVER") != driver:
        # SDL falls back to its invisible offscreen driver when no display answers: a game
        # running on there would be a window nobody sees.
        pygame.display.quit()
        raise WindowUnavailable("no display answers")
    if driver not in HEADLESS_DRIVERS:
        screen: Screen = GLScreen(letterbox)
        try:
            screen.open(size, fullscreen)
            return screen
        except Exception as error:  # pygame.error or moderngl's plain Exception: no GL window
            log.warning("No OpenGL 3.3 window (%s); the canvas is drawn without OpenGL", error)
            screen.close()
            pygame.display.quit()
            # A plain window surface drawn by SDL's GL renderer would be disturbed by the site's
            # standalone context (see the module's docstring): SDL draws it without GL instead.
            os.environ[SOFTWARE_HINT] = "0"
            try:
                pygame.display.init()
            except pygame.error as again:
                raise WindowUnavailable(str(again)) from again
            pygame.display.set_caption(caption)
    else:
        os.environ.setdefault(SOFTWARE_HINT, "0")
    surface_screen = SurfaceScreen(letterbox)
    try:
        surface_screen.open(size, fullscreen)
    except pygame.error as error:
        raise WindowUnavailable(str(error)) from error
    return surface_screen


def _ask_for_core_profile() -> None:
    """OpenGL 3.3 core, which macOS needs asked for explicitly (and others accept)."""
    pygame.display.gl_set_attribute(pygame.GL_CONTEXT_MAJOR_VERSION, 3)
    pygame.display.gl_set_attribute(pygame.GL_CONTEXT_MINOR_VERSION, 3)
    pygame.display.gl_set_attribute(
        pygame.GL_CONTEXT_PROFILE_MASK, pygame.GL_CONTEXT_PROFILE_CORE
    )
    if sys.platform == "darwin":
        pygame.display.gl_set_attribute(
            pygame.GL_CONTEXT_FLAGS, pygame.GL_CONTEXT_FORWARD_COMPATIBLE_FLAG
        )
