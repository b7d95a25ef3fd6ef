"""Pre-transformed triangles for the scenery around the site (numpy only, no GL).

The site's boxes are instances of one axis-aligned cube; the scenery needs slanted parts (a
crane's boom, its guy lines and stiff legs) and many parts that never change, so it is one
static mesh of triangles with its own vertex buffer (shaders/scenery.vert), painted and lit by
the same fragment shader as the site.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

# Per vertex: position xyz, normal xyz, face coordinates (in the style's own units, e.g. window
# bays across and storeys up a facade), colour rgb, style.
VERTEX_FLOATS = 3 + 3 + 2 + 3 + 1
VERTEX_FORMAT = "3f 3f 2f 3f 1f"
VERTEX_NAMES = ("in_position", "in_normal", "in_face", "in_colour", "in_style")

Point = tuple[float, float, float]
Colour = tuple[float, float, float]


class SceneryMesh:
    """Collects triangles of the scenery into one float32 array."""

    def __init__(self) -> None:
        self.rows: list[np.ndarray] = []

    def quad(
        self,
        corners: Sequence[Point],
        colour: Colour,
        style: float,
        face: tuple[float, float] = (1.0, 1.0),
    ) -> None:
        """A flat four-cornered face (corners counter-clockwise seen from outside); face gives
        how many units of the style's pattern fit across and up it."""
        points = np.array(corners, dtype=float)
        normal = np.cross(points[1] - points[0], points[3] - points[0])
        length = float(np.linalg.norm(normal))
        normal = normal / length if length > 0 else np.array([0.0, 1.0, 0.0])
        uv = ((0.0, 0.0), (face[0], 0.0), (face[0], face[1]), (0.0, face[1]))
        rows = np.zeros((6, VERTEX_FLOATS), dtype="f4")
        for row, corner in zip(rows, (0, 1, 2, 0, 2, 3), strict=True):
            row[:] = [*points[corner], *normal, *uv[corner], *colour, style]
        self.rows.append(rows)

    def block(
        self,
        low: Point,
        high: Point,
        colour: Colour,
        style: float,
        bays: float = 1.0,
        storeys: float = 1.0,
        roof_colour: Colour | None = None,
    ) -> None:
        """An axis-aligned block from its low corner to its high one, without a bottom: its
        sides carry this many window bays per unit of width and storeys up; its roof is plain."""
        (x0, y0, z0), (x1, y1, z1) = low, high
        wide_x, wide_z = (x1 - x0) * bays, (z1 - z0) * bays
        sides = (
            (((x0, y0, z1), (x1, y0, z1), (x1, y1, z1), (x0, y1, z1)), wide_x),  # front
            (((x1, y0, z0), (x0, y0, z0), (x0, y1, z0), (x1, y1, z0)), wide_x),  # back
            (((x1, y0, z1), (x1, y0, z0), (x1, y1, z0), (x1, y1, z1)), wide_z),  # right
            (((x0, y0, z0), (x0, y0, z1), (x0, y1, z1), (x0, y1, z0)), wide_z),  # left
        )
        for corners, across in sides:
            self.quad(corners, colour, style, (across, storeys))
        roof = roof_colour if roof_colour is not None else colour
        self.quad(((x0, y1, z1), (x1, y1, z1), (x1, y1, z0), (x0, y1, z0)), roof, style, (0, 0))

    def beam(self, start: Point, end: Point, width: float, colour: Colour, style: float) -> None:
        """A square beam from start to end (a boom, a stiff leg, a guy line)."""
        a, b = np.array(start, dtype=float), np.array(end, dtype=float)
        axis = b - a
        helper = np.array([0.0, 1.0, 0.0]) if abs(axis[1]) < 0.9 * np.linalg.norm(axis) else None
        if helper is None:
            helper = np.array([1.0, 0.0, 0.0])
        side = np.cross(axis, helper)
        side *= width / 2 / np.linalg.norm(side)
        up = np.cross(side, axis)
        up *= width / 2 / np.linalg.norm(up)
        length = float(np.linalg.norm(axis))
        ring = [side + up, -side + up, -side - up, side - up]
        for first, second in zip(ring, ring[1:] + ring[:1], strict=True):
            corners = (a + first, a + second, b + second, b + first)
            self.quad([tuple(point) for point in corners], colour, style, (1.0, length))

    def prism(
        self, base: Point, radius: float, height: float, colour: Colour, style: float, sides: int
    ) -> None:
        """An upright prism of this many sides (a water tank), open at the top (a hat covers
        it)."""
        x, y, z = base
        angles = np.linspace(0.0, 2 * np.pi, sides + 1)
        rim = [(x + radius * np.cos(t), z - radius * np.sin(t)) for t in angles]
        for (xa, za), (xb, zb) in zip(rim, rim[1:], strict=False):
            self.quad(
                ((xa, y, za), (xb, y, zb), (xb, y + height, zb), (xa, y + height, za)),
                colour,
                style,
                (1.0, height),
            )

    def cone(
        self, base: Point, radius: float, height: float, colour: Colour, sides: int, style: float
    ) -> None:
        """A pointed roof on a prism (a water tank's hat)."""
        x, y, z = base
        angles = np.linspace(0.0, 2 * np.pi, sides + 1)
        rim = [(x + radius * np.cos(t), z - radius * np.sin(t)) for t in angles]
        for (xa, za), (xb, zb) in zip(rim, rim[1:], strict=False):
            self.triangle(((xa, y, za), (xb, y, zb), (x, y + height, z)), colour, style)

    def triangle(self, corners: Sequence[Point], colour: Colour, style: float) -> None:
        """One triangle (corners counter-clockwise seen from outside)."""
        points = np.array(corners, dtype=float)
        normal = np.cross(points[1] - points[0], points[2] - points[0])
        normal /= max(float(np.linalg.norm(normal)), 1e-9)
        rows = np.zeros((3, VERTEX_FLOATS), dtype="f4")
        for row, point in zip(rows, points, strict=True):
            row[:] = [*point, *normal, 0.0, 0.0, *colour, style]
        self.rows.append(rows)

    def array(self) -> np.ndarray:
        """All triangles' vertices as an (n, VERTEX_FLOATS) float32 array."""
        if not self.rows:
            return np.zeros((0, VERTEX_FLOATS), dtype="f4")
        return np.concatenate(self.rows)
