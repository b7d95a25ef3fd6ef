"""Draws the site with moderngl into an offscreen framebuffer, reads it back, and picks.

The 3D picture is rendered offscreen and read back into the 2D canvas, so that the same code runs
with and without a GPU and in tests. In a real window the context is the window's own (one GL
context for the canvas and the site, see game/client/window.py); without one (SDL's dummy
driver, tools, tests) it is a standalone context, on a GPU or on Mesa's llvmpipe.
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import moderngl
import numpy as np

from game.client.site3d.camera import OrbitCamera
from game.client.site3d.geometry import INSTANCE_FLOATS, PICK_NOTHING, SiteLook, cube_vertices
from game.client.site3d.site_instances import site_instances

SHADERS = Path(__file__).resolve().parents[3] / "shaders"
SKY = (0.83, 0.86, 0.90, 1.0)
LIGHT_DIRECTION = (-0.45, -1.0, -0.35)
_INSTANCE_FORMAT = "3f 3f 4f 3f 1f 4f/i"
_INSTANCE_NAMES = ("in_centre", "in_size", "in_colour", "in_pick", "in_style", "in_detail")
# A line '#include "name.glsl"' in a shader stands for that file of the shader folder.
_INCLUDE = re.compile(r'^#include "([\w.]+)"\s*$', re.MULTILINE)


@dataclass(frozen=True)
class Pick:
    """What lies under a pixel: a kind (field, floor, figure; 0 nothing), its field and level."""

    kind: int
    field: int
    level: int


def standalone_context() -> moderngl.Context:
    """An offscreen OpenGL 3.3 context: the platform's own, else EGL (Mesa without a display);
    EGL at once on Linux where no X display is named."""
    if sys.platform.startswith("linux") and not os.environ.get("DISPLAY"):
        # The platform's own (GLX) would open display :0 then, which may be another program's
        # X server (a test's virtual display): its GL calls fail there and end the process.
        return moderngl.create_standalone_context(require=330, backend="egl")
    try:
        return moderngl.create_standalone_context(require=330)
    except Exception:  # no display server: fall back to EGL, which needs none
        return moderngl.create_standalone_context(require=330, backend="egl")


class ContextSource(Protocol):
    """Where the site gets its GL context, and what giving it back means."""

    def acquire(self) -> moderngl.Context:
        """A context to render the site in."""
        ...

    def give_back(self, ctx: moderngl.Context) -> None:
        """The site no longer needs the context (its own objects are already released)."""
        ...


class StandaloneContexts:
    """A new standalone context for each site, released with it: for windows without GL."""

    def acquire(self) -> moderngl.Context:
        """A standalone OpenGL 3.3 context."""
        return standalone_context()

    def give_back(self, ctx: moderngl.Context) -> None:
        """Releases the context."""
        ctx.release()


class SharedContext:
    """One context that outlives the site (the window's): lent, never released by the site."""

    def __init__(self, ctx: moderngl.Context) -> None:
        self.ctx = ctx

    def acquire(self) -> moderngl.Context:
        """The shared context."""
        return self.ctx

    def give_back(self, ctx: moderngl.Context) -> None:
        """Nothing to do: the owner releases the context."""


def shader_source(name: str, seen: frozenset[str] = frozenset()) -> str:
    """A shader's text with its includes put in (a file that includes itself is an error)."""
    if name in seen:
        raise ValueError(f"shader {name} includes itself")
    text = (SHADERS / name).read_text(encoding="utf-8")
    return _INCLUDE.sub(lambda match: shader_source(match.group(1), seen | {name}), text)


class SiteRenderer:
    """Owns the programs, buffers and framebuffers of the 3D site."""

    def __init__(self, ctx: moderngl.Context, width: int, height: int) -> None:
        self.ctx = ctx
        vertex = shader_source("site.vert")
        self.program = ctx.program(vertex_shader=vertex, fragment_shader=shader_source("site.frag"))
        self.pick_program = ctx.program(
            vertex_shader=vertex, fragment_shader=shader_source("pick.frag")
        )
        self.program["light_direction"].value = LIGHT_DIRECTION
        self.cube = ctx.buffer(cube_vertices().tobytes())
        self.solid_count = 0
        self.clear_count = 0
        self.solid: moderngl.Buffer | None = None
        self.clear: moderngl.Buffer | None = None
        self._vaos: dict[str, moderngl.VertexArray] = {}
        self.width = self.height = 0
        self.resize(width, height)

    def resize(self, width: int, height: int) -> None:
        """Framebuffers for a picture of this size."""
        if (width, height) == (self.width, self.height):
            return
        self.width, self.height = width, height
        colour = self.ctx.renderbuffer((width, height), components=4)
        depth = self.ctx.depth_renderbuffer((width, height))
        self.fbo = self.ctx.framebuffer(color_attachments=[colour], depth_attachment=depth)
        pick_colour = self.ctx.renderbuffer((width, height), components=4)
        pick_depth = self.ctx.depth_renderbuffer((width, height))
        self.pick_fbo = self.ctx.framebuffer(
            color_attachments=[pick_colour], depth_attachment=pick_depth
        )

    def upload(self, look: SiteLook) -> None:
        """Turns a position and selection into instance buffers."""
        solid, clear = site_instances(look)
        self.solid = self._buffer(self.solid, solid)
        self.clear = self._buffer(self.clear, clear)
        self.solid_count, self.clear_count = len(solid), len(clear)
        self._vaos = {}
        for name, buffer in (("solid", self.solid), ("clear", self.clear)):
            for program_name, program in (("draw", self.program), ("pick", self.pick_program)):
                self._vaos[f"{program_name}-{name}"] = self.ctx.vertex_array(
                    program,
                    [
                        (self.cube, "3f 3f 2f", "in_position", "in_normal", "in_face"),
                        (buffer, _INSTANCE_FORMAT, *_INSTANCE_NAMES),
                    ],
                    skip_errors=True,
                )

    def _buffer(self, old: moderngl.Buffer | None, data: np.ndarray) -> moderngl.Buffer:
        payload = data.tobytes() if len(data) else np.zeros(INSTANCE_FLOATS, dtype="f4").tobytes()
        if old is not None and old.size == len(payload):
            old.write(payload)
            return old
        if old is not None:
            old.release()
        return self.ctx.buffer(payload)

    def render(self, camera: OrbitCamera) -> None:
        """Draws the site as the camera sees it into the offscreen picture."""
        matrix = camera.view_projection(self.width / self.height).astype("f4")
        self.fbo.use()
        self.ctx.viewport = (0, 0, self.width, self.height)
        self.ctx.scissor = None
        self.fbo.clear(*SKY)
        self.ctx.enable(moderngl.DEPTH_TEST)
        self.ctx.disable(moderngl.BLEND)
        self.program["view_projection"].write(matrix.tobytes())
        if self.solid_count:
            self._vaos["draw-solid"].render(moderngl.TRIANGLES, instances=self.solid_count)
        if self.clear_count:
            # See-through houses: blended over what stands behind them, without hiding it.
            self.ctx.enable(moderngl.BLEND)
            self.ctx.blend_func = moderngl.SRC_ALPHA, moderngl.ONE_MINUS_SRC_ALPHA
            self.ctx.depth_mask = False
            self._vaos["draw-clear"].render(moderngl.TRIANGLES, instances=self.clear_count)
            self.ctx.depth_mask = True
            self.ctx.disable(moderngl.BLEND)

    def read_rgb(self) -> bytes:
        """The rendered picture as RGB bytes, bottom row first (as OpenGL stores it)."""
        return self.fbo.read(components=3)

    def pick(self, camera: OrbitCamera, x: int, y: int) -> Pick:
        """What is under the pixel (x, y from the top-left); see-through houses are skipped.

        Only that one pixel is rasterised (scissor), so a pick costs little even without a GPU.
        """
        if not (0 <= x < self.width and 0 <= y < self.height) or not self.solid_count:
            return Pick(PICK_NOTHING, -1, 0)
        row = self.height - 1 - y
        matrix = camera.view_projection(self.width / self.height).astype("f4")
        self.pick_fbo.use()
        self.ctx.viewport = (0, 0, self.width, self.height)
        self.ctx.scissor = (x, row, 1, 1)
        self.pick_fbo.clear(0.0, 0.0, 0.0, 1.0)
        self.ctx.enable(moderngl.DEPTH_TEST)
        self.ctx.disable(moderngl.BLEND)
        self.pick_program["view_projection"].write(matrix.tobytes())
        self._vaos["pick-solid"].render(moderngl.TRIANGLES, instances=self.solid_count)
        self.ctx.scissor = None
        pixel = self.pick_fbo.read(viewport=(x, row, 1, 1), components=3)
        kind, field, level = pixel[0], pixel[1], pixel[2]
        if kind == PICK_NOTHING:
            return Pick(PICK_NOTHING, -1, 0)
        return Pick(kind, field, level)

    def release(self) -> None:
        """Frees the GL objects."""
        for vao in self._vaos.values():
            vao.release()
        for item in (self.solid, self.clear, self.cube, self.fbo, self.pick_fbo):
            if item is not None:
                item.release()
        self.program.release()
        self.pick_program.release()
