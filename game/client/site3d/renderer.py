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

from game.client.site3d.camera import FOREMAN_HEIGHT, OrbitCamera
from game.client.site3d.geometry import (
    INSTANCE_FLOATS,
    PICK_NOTHING,
    SiteLook,
    cube_vertices,
    top_of,
)
from game.client.site3d.scenery import beam_stacks, static_scenery
from game.client.site3d.scenery_mesh import VERTEX_FLOATS, VERTEX_FORMAT, VERTEX_NAMES
from game.client.site3d.site_instances import site_instances
from game.client.site3d.sunlight import (
    LIGHT_DIRECTION,
    SHADOW_SIZE,
    light_matrix,
)

SHADERS = Path(__file__).resolve().parents[3] / "shaders"
SKY = (0.83, 0.86, 0.90, 1.0)
_INSTANCE_FORMAT = "3f 3f 4f 3f 1f 4f/i"
_INSTANCE_NAMES = ("in_centre", "in_size", "in_colour", "in_pick", "in_style", "in_detail")
_CUBE = ("3f 3f 2f", "in_position", "in_normal", "in_face")
# The texture unit the shadow map is bound to while the site is drawn.
_SHADOW_UNIT = 0
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


def with_defines(source: str, *names: str) -> str:
    """A shader's text with these names #defined after its #version line."""
    version, rest = source.split("\n", 1)
    return "\n".join([version, *(f"#define {name}" for name in names), rest])


def set_uniform(program: moderngl.Program, name: str, value: object) -> None:
    """Sets a uniform the program uses (the compiler drops those a shader never reads)."""
    if name not in program:
        return
    uniform = program[name]
    assert isinstance(uniform, moderngl.Uniform)
    if isinstance(value, np.ndarray):
        uniform.write(value.tobytes())
    else:
        uniform.value = value


class SiteRenderer:
    """Owns the programs, buffers and framebuffers of the 3D site."""

    def __init__(self, ctx: moderngl.Context, width: int, height: int) -> None:
        self.ctx = ctx
        vertex, scenery_vertex = shader_source("site.vert"), shader_source("scenery.vert")
        lit, shadow = shader_source("site.frag"), shader_source("shadow.frag")
        self.program = ctx.program(vertex_shader=vertex, fragment_shader=lit)
        scenery_lit = shader_source("scenery.frag")
        self.scenery_program = ctx.program(
            vertex_shader=scenery_vertex,
            fragment_shader=with_defines(scenery_lit, "THIN_IN_FRONT"),
        )
        self.city_program = ctx.program(
            vertex_shader=scenery_vertex, fragment_shader=with_defines(scenery_lit, "NO_SHADOWS")
        )
        self.pick_program = ctx.program(
            vertex_shader=vertex, fragment_shader=shader_source("pick.frag")
        )
        self.shadow_program = ctx.program(vertex_shader=vertex, fragment_shader=shadow)
        self.scenery_shadow_program = ctx.program(
            vertex_shader=scenery_vertex, fragment_shader=shadow
        )
        self.shadow_map = ctx.depth_texture((SHADOW_SIZE, SHADOW_SIZE))
        self.shadow_map.compare_func = "<="
        self.shadow_map.filter = (moderngl.LINEAR, moderngl.LINEAR)
        self.shadow_fbo = ctx.framebuffer(depth_attachment=self.shadow_map)
        sun = light_matrix()
        daylight = {
            "light_direction": LIGHT_DIRECTION,
            "light_matrix": sun,
            "shadow_map": _SHADOW_UNIT,
            "shadow_texel": (1.0 / SHADOW_SIZE, 1.0 / SHADOW_SIZE),
            "haze_colour": SKY[:3],
        }
        for program in (self.program, self.scenery_program, self.city_program):
            for name, value in daylight.items():
                set_uniform(program, name, value)
        for program in (self.shadow_program, self.scenery_shadow_program):
            program["view_projection"].write(sun.tobytes())
        self.cube = ctx.buffer(cube_vertices().tobytes())
        self.solid_count = 0
        self.clear_count = 0
        self.solid: moderngl.Buffer | None = None
        self.clear: moderngl.Buffer | None = None
        self._vaos: dict[str, moderngl.VertexArray] = {}
        # The scenery: the static meshes once, the supply's beam stacks whenever it changes.
        scenery = static_scenery()
        self.scenery = ctx.buffer(scenery.near.tobytes())
        self.scenery_vaos = self._scenery_vaos(self.scenery)
        self.city = ctx.buffer(scenery.far.tobytes())
        self.city_vao = ctx.vertex_array(
            self.city_program, [(self.city, VERTEX_FORMAT, *VERTEX_NAMES)], skip_errors=True
        )
        self.stacks: moderngl.Buffer | None = None
        self.stack_vaos: dict[str, moderngl.VertexArray] = {}
        self.stacks_supply: int | None = None
        self.stack_count = 0
        self.shadow_stale = True
        self.width = self.height = 0
        self.resize(width, height)

    def _scenery_vaos(self, buffer: moderngl.Buffer) -> dict[str, moderngl.VertexArray]:
        """Vertex arrays drawing a scenery mesh lit and into the shadow map."""
        return {
            name: self.ctx.vertex_array(
                program, [(buffer, VERTEX_FORMAT, *VERTEX_NAMES)], skip_errors=True
            )
            for name, program in (
                ("draw", self.scenery_program),
                ("shadow", self.scenery_shadow_program),
            )
        }

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
        for vao in self._vaos.values():
            vao.release()
        self._vaos = {}
        programs = (
            ("draw", self.program),
            ("pick", self.pick_program),
            ("shadow", self.shadow_program),
        )
        for name, buffer in (("solid", self.solid), ("clear", self.clear)):
            for program_name, program in programs:
                self._vaos[f"{program_name}-{name}"] = self.ctx.vertex_array(
                    program,
                    [(self.cube, *_CUBE), (buffer, _INSTANCE_FORMAT, *_INSTANCE_NAMES)],
                    skip_errors=True,
                )
        if look.supply != self.stacks_supply:
            self._upload_stacks(look.supply)
        tallest = max(look.heights, default=0)
        set_uniform(self.scenery_program, "site_top", top_of(tallest) + FOREMAN_HEIGHT)
        self.shadow_stale = True

    def _upload_stacks(self, supply: int) -> None:
        """The beam stacks for this many floors left in the supply."""
        for vao in self.stack_vaos.values():
            vao.release()
        if self.stacks is not None:
            self.stacks.release()
        vertices = beam_stacks(supply)
        self.stacks_supply = supply
        self.stack_count = len(vertices)
        payload = vertices if len(vertices) else np.zeros((3, VERTEX_FLOATS), dtype="f4")
        self.stacks = self.ctx.buffer(payload.tobytes())
        self.stack_vaos = self._scenery_vaos(self.stacks)

    def _render_shadow(self) -> None:
        """The depth of everything on and round the site as the sun sees it."""
        self.shadow_fbo.use()
        self.ctx.viewport = (0, 0, SHADOW_SIZE, SHADOW_SIZE)
        self.ctx.scissor = None
        self.shadow_fbo.clear(depth=1.0)
        self.ctx.enable(moderngl.DEPTH_TEST)
        self.ctx.disable(moderngl.BLEND)
        for name, count in (("solid", self.solid_count), ("clear", self.clear_count)):
            if count:
                self._vaos[f"shadow-{name}"].render(moderngl.TRIANGLES, instances=count)
        self.scenery_vaos["shadow"].render(moderngl.TRIANGLES)
        if self.stack_count:
            self.stack_vaos["shadow"].render(moderngl.TRIANGLES, vertices=self.stack_count)
        self.shadow_stale = False

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
        if self.shadow_stale and self._vaos:
            self._render_shadow()
        matrix = camera.view_projection(self.width / self.height).astype("f4")
        self.fbo.use()
        self.ctx.viewport = (0, 0, self.width, self.height)
        self.ctx.scissor = None
        self.fbo.clear(*SKY)
        self.ctx.enable(moderngl.DEPTH_TEST)
        self.ctx.disable(moderngl.BLEND)
        self.shadow_map.use(location=_SHADOW_UNIT)
        self.program["view_projection"].write(matrix.tobytes())
        for program in (self.scenery_program, self.city_program):
            program["view_projection"].write(matrix.tobytes())
        set_uniform(self.scenery_program, "eye_position", tuple(camera.eye()))
        if self.solid_count:
            self._vaos["draw-solid"].render(moderngl.TRIANGLES, instances=self.solid_count)
        # The scenery after the site, so that the depth test skips what the site hides; its
        # faces are wound outwards, so those turned away are culled.
        self.ctx.enable(moderngl.CULL_FACE)
        self.scenery_vaos["draw"].render(moderngl.TRIANGLES)
        if self.stack_count:
            self.stack_vaos["draw"].render(moderngl.TRIANGLES, vertices=self.stack_count)
        self.city_vao.render(moderngl.TRIANGLES)
        self.ctx.disable(moderngl.CULL_FACE)
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
        vaos = (*self._vaos.values(), *self.scenery_vaos.values(), *self.stack_vaos.values())
        for vao in (*vaos, self.city_vao):
            vao.release()
        buffers = (self.solid, self.clear, self.cube, self.scenery, self.city, self.stacks)
        for item in (*buffers, self.fbo, self.pick_fbo, self.shadow_fbo, self.shadow_map):
            if item is not None:
                item.release()
        programs = (
            self.program,
            self.scenery_program,
            self.city_program,
            self.pick_program,
            self.shadow_program,
            self.scenery_shadow_program,
        )
        for program in programs:
            program.release()
