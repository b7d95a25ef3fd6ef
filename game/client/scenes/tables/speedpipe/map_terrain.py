"""Land and sea of a Speedpipe map, derived from its data (the map files have no coastline):
drilling platforms and underwater routes lie in the sea, every port on the coast with the sea on
its far side from its land neighbours, oil fields, refineries and land routes on land.

The coast is where a smooth field changes sign: the distance to the nearest land mark less the
(weighted) distance to the nearest sea mark, with a little seeded noise so it looks natural. The
field is worked out once per map on a coarse grid and sampled per picture at any zoom, so the
coast stays sharp however close the map is zoomed.
"""

from __future__ import annotations

import math
import zlib

import numpy
import pygame

from game.client.scenes.tables.speedpipe.map_geometry import MapGeometry, Point

# The grid's step in world units.
CELL = 8.0
# Sea marks count this much nearer than land marks: the sea reaches a little more than half way.
SEA_PULL = 1.25
# Sea marks are set this often along underwater routes, rays and borders (world units).
MARK_STEP = 10.0
# Underwater routes are sea from this far off their land ends on.
SHORE_ROOM = 26.0
# A port's ray to the sea starts this far out.
PORT_ROOM = 24.0
# The map's border next to a port is sea this far to either side of the port.
BORDER_SPAN = 330.0
NOISE_STEPS = ((64.0, 9.0), (24.0, 4.0))  # (wavelength, amplitude) in world units
BLUR_CELLS = 2
# The sea deepens over this many cells from the coast.
DEPTH_CELLS = 7

LAND = numpy.array((226, 212, 170), dtype=numpy.float32)
LAND_DARK = numpy.array((206, 190, 146), dtype=numpy.float32)
BEACH = numpy.array((238, 226, 188), dtype=numpy.float32)
COAST = (74, 96, 104)
SHALLOW = numpy.array((158, 204, 218), dtype=numpy.float32)
DEEP = numpy.array((84, 140, 182), dtype=numpy.float32)
# Widths of the bands by the coast, in world units of the field.
BEACH_WIDTH = 7.0
# The coast line's width on the picture, in pixels.
COAST_PIXELS = 1.6
# Field pictures kept for as many zooms.
FIELD_PICTURES = 12


class Terrain:
    """A map's land and sea: the sea field on its grid (positive: sea, its value about the
    distance to the coast; its points lie at (column * CELL, row * CELL)) and the colours of
    land and sea at each grid point as pictures of one pixel a point."""

    def __init__(self, field: numpy.ndarray, depth: numpy.ndarray, shade: numpy.ndarray) -> None:
        self.field = field
        beach = numpy.clip(-field / BEACH_WIDTH, 0, 1)[..., None]
        land = LAND + (LAND_DARK - LAND) * shade[..., None]
        land = BEACH + (land - BEACH) * beach
        sea = SHALLOW + (DEEP - SHALLOW) * depth[..., None]
        self.land = _picture(land)
        self.sea = _picture(sea)
        self._fields: dict[float, tuple[pygame.Surface, int]] = {}

    def sea_at(self, point: Point) -> bool:
        """Whether a world point lies in the sea."""
        return self.depth_at(point) > 0

    def depth_at(self, point: Point) -> float:
        """The sea field at a world point: about the distance to the coast out at sea, below
        0 on land."""
        return float(_sample(self.field, numpy.array([point[0]]), numpy.array([point[1]]))[0])

    def paint(self, surface: pygame.Surface, zoom: float, corner: tuple[int, int]) -> None:
        """Fills a picture with land and sea: its pixel (0, 0) shows the world point at
        corner / zoom (corner in pixels of the world scaled by zoom)."""
        size = surface.get_size()
        field_picture, band = self._field_picture(zoom)
        land = self._part(self.land, zoom, corner, size)
        sea = self._part(self.sea, zoom, corner, size)
        field = self._part(field_picture, zoom, corner, size)
        wet = pygame.mask.from_threshold(field, (192, 0, 0, 255), (64, 255, 255, 255))
        wet.to_surface(surface, setsurface=sea, unsetsurface=land)
        coast = pygame.mask.from_threshold(field, (128, 0, 0, 255), (band, 255, 255, 255))
        coast.to_surface(surface, setcolor=COAST, unsetcolor=None)

    def _field_picture(self, zoom: float) -> tuple[pygame.Surface, int]:
        """The field as a picture for this zoom: red 128 at the coast, more in the sea, scaled
        so the coast line's band is a few levels wide, and that band's half width."""
        key = round(zoom, 3)
        known = self._fields.get(key)
        if known is None:
            # Levels per world unit: the coast line (COAST_PIXELS wide) spans about 8 levels.
            levels = min(60.0, max(1.0, 8 * zoom / COAST_PIXELS))
            red = numpy.clip(128 + self.field * levels, 0, 255)
            band = max(1, round(COAST_PIXELS / zoom * levels / 2))
            known = _picture(numpy.stack((red, red * 0, red * 0), axis=-1)), band
            if len(self._fields) > FIELD_PICTURES:
                self._fields.clear()
            self._fields[key] = known
        return known

    @staticmethod
    def _part(
        picture: pygame.Surface, zoom: float, corner: tuple[int, int], size: tuple[int, int]
    ) -> pygame.Surface:
        """The part of a grid picture that a tile of this size at corner shows, scaled so that
        grid point i lands at i * CELL * zoom in pixels of the world scaled by zoom."""
        step = CELL * zoom
        columns, rows = picture.get_size()
        # A grid point more on every side than the tile needs: every tile then scales its part
        # the same way, and no seam shows where two tiles meet.
        first_column = max(0, min(columns - 2, math.floor(corner[0] / step) - 1))
        first_row = max(0, min(rows - 2, math.floor(corner[1] / step) - 1))
        last_column = max(
            first_column + 1, min(columns - 1, math.ceil((corner[0] + size[0]) / step) + 1)
        )
        last_row = max(first_row + 1, min(rows - 1, math.ceil((corner[1] + size[1]) / step) + 1))
        count = (last_column - first_column, last_row - first_row)
        source = picture.subsurface(
            pygame.Rect(first_column, first_row, count[0] + 1, count[1] + 1)
        )
        # Scaling n pixels to m puts the first and the last pixel on the first and the last
        # of the m: the points lie (m - 1) / (n - 1) apart, which should be step.
        scaled = pygame.transform.smoothscale(
            source, (round(count[0] * step) + 1, round(count[1] * step) + 1)
        )
        part = pygame.Surface(size)
        part.blit(
            scaled, (round(first_column * step - corner[0]), round(first_row * step - corner[1]))
        )
        return part


def _picture(colours: numpy.ndarray) -> pygame.Surface:
    """A picture of a grid of colours [row, column, rgb]."""
    return pygame.surfarray.make_surface(
        numpy.clip(colours, 0, 255).astype(numpy.uint8).transpose(1, 0, 2)
    )


def _sample(grid: numpy.ndarray, xs: numpy.ndarray, ys: numpy.ndarray) -> numpy.ndarray:
    """The grid's values at world points (bilinear, clamped at the edges)."""
    rows, columns = grid.shape
    gx = numpy.clip(xs / CELL, 0, columns - 1.001)
    gy = numpy.clip(ys / CELL, 0, rows - 1.001)
    x0 = gx.astype(int)
    y0 = gy.astype(int)
    fx = gx - x0
    fy = gy - y0
    top = grid[y0, x0] * (1 - fx) + grid[y0, x0 + 1] * fx
    bottom = grid[y0 + 1, x0] * (1 - fx) + grid[y0 + 1, x0 + 1] * fx
    result: numpy.ndarray = top * (1 - fy) + bottom * fy
    return result


def _along(a: Point, b: Point, skip_a: float, skip_b: float) -> list[Point]:
    """Points every MARK_STEP along the line from a to b, leaving out its ends' stretches."""
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    points: list[Point] = []
    along = skip_a
    while along <= length - skip_b:
        share = along / length
        points.append((a[0] + (b[0] - a[0]) * share, a[1] + (b[1] - a[1]) * share))
        along += MARK_STEP
    return points


def _marks(geometry: MapGeometry) -> tuple[list[Point], list[Point]]:
    """The land marks and the sea marks of a map."""
    pipe_map = geometry.pipe_map
    places = geometry.places
    width, height = geometry.width, geometry.height
    land: list[Point] = []
    sea: list[Point] = []
    for place in pipe_map.places:
        if place.kind == "platform":
            sea.append(places[place.id])
        else:
            # A port counts as land too: the coast passes right by it.
            land.append(places[place.id])
    for route in pipe_map.routes:
        a, b = places[route.a], places[route.b]
        if route.underwater:
            kinds = pipe_map.places[route.a].kind, pipe_map.places[route.b].kind
            skip_a = 0.0 if kinds[0] == "platform" else SHORE_ROOM
            skip_b = 0.0 if kinds[1] == "platform" else SHORE_ROOM
            sea.extend(_along(a, b, skip_a, skip_b))
        else:
            land.extend(_along(a, b, SHORE_ROOM * 0.6, SHORE_ROOM * 0.6))
    for place in pipe_map.places:
        if place.kind == "port":
            sea.extend(_port_sea(geometry, place.id))
    # Without sea marks the map is all land (one mark far outside).
    return land, sea or [(-10 * width, -10 * height)]


def _port_sea(geometry: MapGeometry, port: int) -> list[Point]:
    """The sea marks a port brings: a ray from it away from its land neighbours, bent toward
    the nearest border, and that border's stretch next to it."""
    pipe_map = geometry.pipe_map
    places = geometry.places
    x, y = places[port]
    width, height = geometry.width, geometry.height
    neighbours = [
        places[pipe_map.routes[route].other_end(port)]
        for route in pipe_map.routes_at[port]
        if pipe_map.places[pipe_map.routes[route].other_end(port)].kind != "platform"
    ]
    away = (0.0, 0.0)
    if neighbours:
        mx = sum(p[0] for p in neighbours) / len(neighbours)
        my = sum(p[1] for p in neighbours) / len(neighbours)
        away = _unit((x - mx, y - my))
    # The nearest border: (distance, its direction, a point on it).
    borders = (
        (x, (-1.0, 0.0), (0.0, y)),
        (width - x, (1.0, 0.0), (width, y)),
        (y, (0.0, -1.0), (x, 0.0)),
        (height - y, (0.0, 1.0), (x, height)),
    )
    distance, towards, foot = min(borders)
    ray = _unit((away[0] + 1.5 * towards[0], away[1] + 1.5 * towards[1]))
    reach = distance / max(0.2, ray[0] * towards[0] + ray[1] * towards[1]) + CELL
    start = (x + ray[0] * PORT_ROOM, y + ray[1] * PORT_ROOM)
    end = (x + ray[0] * reach, y + ray[1] * reach)
    marks = _along(start, end, 0.0, 0.0)
    along = (towards[1], towards[0])
    steps = int(BORDER_SPAN / MARK_STEP)
    marks += [
        (foot[0] + along[0] * step * MARK_STEP, foot[1] + along[1] * step * MARK_STEP)
        for step in range(-steps, steps + 1)
    ]
    return marks


def _unit(vector: Point) -> Point:
    """A vector of length 1 the same way (none stays none)."""
    length = math.hypot(*vector)
    return (0.0, 0.0) if length == 0 else (vector[0] / length, vector[1] / length)


def _nearest(points: list[Point], xs: numpy.ndarray, ys: numpy.ndarray) -> numpy.ndarray:
    """The distance from each grid point to the nearest of points: measured at every other
    grid point and filled in between (a distance changes by at most the step between)."""
    coarse_x, coarse_y = xs[::2], ys[::2]
    best = numpy.full((len(coarse_y), len(coarse_x)), numpy.inf, dtype=numpy.float32)
    marks = numpy.array(points, dtype=numpy.float32)
    for start in range(0, len(marks), 64):
        chunk = marks[start : start + 64]
        dx = coarse_x[None, None, :] - chunk[:, 0, None, None]
        dy = coarse_y[None, :, None] - chunk[:, 1, None, None]
        best = numpy.minimum(best, numpy.sqrt(dx * dx + dy * dy).min(axis=0))
    across = numpy.array([numpy.interp(xs, coarse_x, row) for row in best], dtype=numpy.float32)
    return numpy.array(
        [numpy.interp(ys, coarse_y, column) for column in across.T], dtype=numpy.float32
    ).T


def _noise(key: str, rows: int, columns: int) -> numpy.ndarray:
    """Smooth seeded noise on the grid, in world units."""
    rng = numpy.random.default_rng(zlib.crc32(key.encode("utf-8")))
    total = numpy.zeros((rows, columns), dtype=numpy.float32)
    for wavelength, amplitude in NOISE_STEPS:
        step = wavelength / CELL
        coarse = rng.uniform(-1, 1, (int(rows / step) + 3, int(columns / step) + 3))
        gy = numpy.arange(rows) / step
        gx = numpy.arange(columns) / step
        y0 = gy.astype(int)
        x0 = gx.astype(int)
        fy = (gy - y0)[:, None]
        fx = (gx - x0)[None, :]
        # Smoothstep between the coarse points keeps the noise free of creases.
        fx = fx * fx * (3 - 2 * fx)
        fy = fy * fy * (3 - 2 * fy)
        top = coarse[y0][:, x0] * (1 - fx) + coarse[y0][:, x0 + 1] * fx
        bottom = coarse[y0 + 1][:, x0] * (1 - fx) + coarse[y0 + 1][:, x0 + 1] * fx
        total += (top * (1 - fy) + bottom * fy).astype(numpy.float32) * amplitude
    return total


def _blurred(grid: numpy.ndarray, cells: int) -> numpy.ndarray:
    """The grid averaged over a square of (2 cells + 1) per side (edges repeated)."""
    padded = numpy.pad(grid, cells, mode="edge")
    size = 2 * cells + 1
    summed = numpy.cumsum(numpy.cumsum(padded, axis=0), axis=1)
    summed = numpy.pad(summed, ((1, 0), (1, 0)))
    rows, columns = grid.shape
    total = (
        summed[size : size + rows, size : size + columns]
        - summed[:rows, size : size + columns]
        - summed[size : size + rows, :columns]
        + summed[:rows, :columns]
    )
    result: numpy.ndarray = (total / (size * size)).astype(numpy.float32)
    return result


def _without_specks(field: numpy.ndarray, geometry: MapGeometry) -> numpy.ndarray:
    """The field without islands that hold no place and lakes that hold no platform and no
    underwater route (specks the noise leaves), each turned into its surroundings."""
    rows, columns = field.shape
    wanted_land: list[tuple[int, int]] = []
    wanted_sea: list[tuple[int, int]] = []
    for place in geometry.pipe_map.places:
        x, y = geometry.places[place.id]
        cell = (min(columns - 1, round(x / CELL)), min(rows - 1, round(y / CELL)))
        (wanted_sea if place.kind == "platform" else wanted_land).append(cell)
    for route in geometry.pipe_map.routes:
        if route.underwater:
            x, y = geometry.routes[route.id].centre
            wanted_sea.append((min(columns - 1, round(x / CELL)), min(rows - 1, round(y / CELL))))
    result = field.copy()
    border = pygame.Rect(1, 1, columns - 2, rows - 2)
    for wet, wanted in ((True, wanted_sea), (False, wanted_land)):
        cells = (field > 0) if wet else (field <= 0)
        mask = pygame.mask.from_surface(_picture_of_cells(cells), 127)
        for part in mask.connected_components():
            bounds = part.get_bounding_rects()[0]
            if not border.contains(bounds) or any(part.get_at(cell) for cell in wanted):
                continue
            inside = (
                pygame.surfarray.array_red(
                    part.to_surface(setcolor=(255, 255, 255), unsetcolor=(0, 0, 0))
                ).T
                > 0
            )
            flipped = numpy.abs(result) + 1
            result = numpy.where(inside, -flipped if wet else flipped, result)
    return result


def _picture_of_cells(cells: numpy.ndarray) -> pygame.Surface:
    """A picture of the grid with its chosen cells opaque, the rest transparent."""
    picture = pygame.Surface((cells.shape[1], cells.shape[0]), pygame.SRCALPHA)
    alpha = pygame.surfarray.pixels_alpha(picture)
    alpha[...] = numpy.where(cells.T, 255, 0)
    del alpha
    return picture


_TERRAINS: dict[int, tuple[MapGeometry, Terrain]] = {}


def terrain_of(geometry: MapGeometry) -> Terrain:
    """The land and sea of a map, worked out once per geometry."""
    known = _TERRAINS.get(id(geometry))
    if known is not None and known[0] is geometry:
        return known[1]
    columns = int(math.ceil(geometry.width / CELL)) + 2
    rows = int(math.ceil(geometry.height / CELL)) + 2
    xs = numpy.arange(columns, dtype=numpy.float32) * CELL
    ys = numpy.arange(rows, dtype=numpy.float32) * CELL
    land, sea = _marks(geometry)
    field = _nearest(land, xs, ys) - SEA_PULL * _nearest(sea, xs, ys)
    field = _blurred(field + _noise(geometry.pipe_map.key, rows, columns), BLUR_CELLS)
    field = _without_specks(field, geometry)
    depth = _blurred((field > 0).astype(numpy.float32), DEPTH_CELLS)
    depth = numpy.clip((depth - 0.5) * 2, 0, 1)
    shade = _noise(geometry.pipe_map.key + ".land", rows, columns)
    shade = numpy.clip(0.5 + shade / 20, 0, 1)
    terrain = Terrain(field, depth, shade)
    _TERRAINS[id(geometry)] = (geometry, terrain)
    return terrain
