"""The game's window and how the 2D canvas reaches it, never sharing SDL's GL state.

Why the site once never reached the screen: on X11, XWayland, Wayland and macOS, SDL 2 draws a
plain window surface through its own OpenGL renderer and remembers which GL context it made
current. The site's standalone moderngl context, made current in the same thread (GLX or EGL),
goes unnoticed by SDL, which then draws the window into that context: nothing reaches the screen.

So there are two kinds of window, and neither lets two GL users meet:
- `SurfaceScreen`: SDL shows the window surface without OpenGL (the hint
  SDL_FRAMEBUFFER_ACCELERATION=0, which the program sets itself before the first window; X11 uses
  shared-memory images, Windows GDI). The canvas is scaled into it on the CPU, and the site has a
  standalone context of its own that nobody else uses.
- `GLScreen`: an OpenGL 3.3 window with ONE context: the canvas is uploaded into a texture (only
  the bands that changed) and drawn scaled into the window, and the site renders into offscreen
  framebuffers of that same context.
SCREEN_ORDER says which is tried first, and why.
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
        self.surface: pygame.Surface = pygame.display.get_surface()  # set for real by open()
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

    @abstractmethod
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

    def close(self) -> None:
        """Nothing to free: the surface goes with the window."""


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
    """The window: the first kind in SCREEN_ORDER that opens (always the plain surface on SDL's
    dummy and offscreen drivers).

    Raises WindowUnavailable with the reasons when no window can be opened at all.
    """
    # SDL reads the hint when it makes the first window surface, so it is set before that; a
    # surface drawn through SDL's GL renderer would be disturbed by the site's own context.
    os.environ[SOFTWARE_HINT] = "0"
    _start_display(caption)
    driver = pygame.display.get_driver()
    if driver in HEADLESS_DRIVERS and os.environ.get("SDL_VIDEODRIVER") != driver:
        # SDL falls back to its invisible offscreen driver when no display answers: a game
        # running on there would be a window nobody sees.
        pygame.display.quit()
        raise WindowUnavailable("no display answers")
    kinds = (SurfaceScreen,) if driver in HEADLESS_DRIVERS else SCREEN_ORDER
    problems: list[str] = []
    for tried, kind in enumerate(kinds):
        if tried:
            pygame.display.quit()  # a fresh start: nothing of the failed window is kept
            _start_display(caption)
        screen = kind(letterbox)
        try:
            screen.open(size, fullscreen)
            return screen
        except Exception as error:  # pygame.error, or moderngl's plain Exception for GL
            problems.append(f"{kind.kind}: {error}")
            log.warning("No %s window (%s)", kind.kind, error)
            screen.close()
    pygame.display.quit()
    raise WindowUnavailable("; ".join(problems))


def _start_display(caption: str) -> None:
    """Starts SDL's video; WindowUnavailable when there is no video at all."""
    try:
        pygame.display.init()
    except pygame.error as error:
        raise WindowUnavailable(str(error)) from error
    pygame.display.set_caption(caption)


def _ask_for_core_profile() -> None:
    """OpenGL 3.3 core, which macOS needs asked for explicitly (and others accept)."""
    pygame.display.gl_set_attribute(pygame.GL_CONTEXT_MAJOR_VERSION, 3)
    pygame.display.gl_set_attribute(pygame.GL_CONTEXT_MINOR_VERSION, 3)
    pygame.display.gl_set_attribute(pygame.GL_CONTEXT_PROFILE_MASK, pygame.GL_CONTEXT_PROFILE_CORE)
    if sys.platform == "darwin":
        pygame.display.gl_set_attribute(
            pygame.GL_CONTEXT_FLAGS, pygame.GL_CONTEXT_FORWARD_COMPATIBLE_FLAG
        )


# The kinds of window tried, in order. The plain surface comes first: where SDL can show one
# without OpenGL (X11 and XWayland, Windows) it is the cheaper one. On Mesa's llvmpipe a whole
# Speedchicago frame costs about 16 ms of CPU time there against about 30 ms through the GL
# window, whose canvas quad is shaded on the CPU too; with a GPU both are quick. The GL window
# serves where no plain surface opens (native Wayland, where SDL 2 draws surfaces only with GL).
SCREEN_ORDER: tuple[type[Screen], ...] = (SurfaceScreen, GLScreen)
