"""The Speedpipe map kept as square pictures (tiles) per zoom, so a frame that pans or zooms
blits what was drawn before instead of drawing the map anew.

A tile (column, row) at a zoom shows the pixels [column * TILE, (column + 1) * TILE) of the world
scaled by that zoom; the camera's origin lies on a whole pixel, so tiles land pixel for pixel
where a drawing of the whole map would. A change on the map (a pipe laid, a station built)
forgets only the tiles it touches. Tiles missing after a zoom are drawn a quarter per frame,
nearest the middle first, so no frame waits for more than a small part of the map; until then the
picture of the last finished zoom stands in, scaled once per zoom.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from game.client.scenes.tables.speedpipe.map_camera import MapCamera
from game.client.scenes.tables.speedpipe.map_paint import Box, MapPainter

TILE = 256
# A frame draws at most one part of this size of a missing tile (a quarter, drawn within a
# millisecond or so), so a frame that draws one stays short; whole tiles keep blits few.
PART = 128
PARTS = (TILE // PART) ** 2
# Tiles kept (about 256 KiB each): the view and a ring round it at two or three zooms.
KEPT_TILES = 160
# Tiles begun and not finished kept (a pan may leave one behind).
KEPT_UNFINISHED = 8
OUTSIDE: tuple[int, int, int] = (30, 40, 44)

TileKey = tuple[float, int, int]


class MapTiles:
    """The tiles of one map drawn so far, and the stand-in for a zoom not drawn yet."""

    def __init__(self, painter: MapPainter) -> None:
        self.painter = painter
        self._tiles: OrderedDict[TileKey, pygame.Surface] = OrderedDict()
        # Tiles begun: the picture and how many of its parts are drawn.
        self._unfinished: OrderedDict[TileKey, tuple[pygame.Surface, int]] = OrderedDict()
        # The zoom and origin of the last frame whose tiles were all there.
        self._finished: tuple[float, tuple[int, int]] | None = None
        # The stand-in: that frame's picture with its zoom and origin, made at a zoom change.
        self._stand_in: StandIn | None = None
        # The stand-in scaled to a zoom: (zoom, the stand-in, its picture at that zoom).
        self._scaled: tuple[float, StandIn, pygame.Surface] | None = None
        self.tiles_drawn = 0
        # Parts of tiles drawn by the last call of draw (at most one unless complete; for
        # tests).
        self.parts_drawn_last = 0
        self._parts_drawn = 0

    def __len__(self) -> int:
        return len(self._tiles)

    def forget(self, boxes: Iterable[Box]) -> None:
        """Forgets the tiles at every zoom that show part of any of these world rectangles."""
        boxes = list(boxes)
        if not boxes:
            return
        for key in list(self._tiles):
            zoom, column, row = key
            shown = (
                column * TILE / zoom,
                row * TILE / zoom,
                (column + 1) * TILE / zoom,
                (row + 1) * TILE / zoom,
            )
            if any(_meets(shown, box) for box in boxes):
                del self._tiles[key]
        self._unfinished.clear()
        self._stand_in = None

    def forget_all(self) -> None:
        """Forgets every tile (the language or the map changed)."""
        self._tiles.clear()
        self._unfinished.clear()
        self._finished = None
        self._stand_in = None

    def draw(self, canvas: pygame.Surface, camera: MapCamera, complete: bool = False) -> bool:
        """Draws the map into the camera's view: every tile there at once when complete (or
        when nothing can stand in), else the stand-in, the tiles there already and at most one
        part of a missing tile. True when every tile was there."""
        drawn_before = self._parts_drawn
        zoom = camera.zoom
        key_zoom = round(zoom, 6)
        ox, oy = camera.origin
        view = camera.rect.clip(canvas.get_rect())
        world = pygame.Rect(
            ox,
            oy,
            math.ceil(self.painter.geometry.width * zoom),
            math.ceil(self.painter.geometry.height * zoom),
        )
        shown = view.clip(world)
        needed = self._tiles_over(shown, ox, oy, key_zoom)
        missing = [tile for tile in needed if tile not in self._tiles]
        stand_in = None
        if missing and not complete:
            stand_in = self._stand_in_for(key_zoom, view)
        old_clip = canvas.get_clip()
        if shown != view:
            canvas.fill(OUTSIDE, view)
        canvas.set_clip(shown)
        try:
            if stand_in is not None:
                self._draw_stand_in(canvas, stand_in, zoom, (ox, oy), missing)
                centre = view.center
                self._make_part(min(missing, key=lambda tile: _distance(tile, centre, ox, oy)))
            else:
                for tile in missing:
                    self._make(tile)
            all_there = True
            for tile in needed:
                picture = self._tiles.get(tile)
                if picture is None:
                    all_there = False
                    continue
                self._tiles.move_to_end(tile)
                canvas.blit(picture, (tile[1] * TILE + ox, tile[2] * TILE + oy))
        finally:
            canvas.set_clip(old_clip)
        if all_there:
            self._finished = (key_zoom, (ox, oy))
            self._stand_in = None
            self._scaled = None
            if self._parts_drawn == drawn_before:
                self._prefetch(shown, ox, oy, key_zoom, world)
        self.parts_drawn_last = self._parts_drawn - drawn_before
        return all_there

    def _tiles_over(self, area: pygame.Rect, ox: int, oy: int, zoom: float) -> list[TileKey]:
        """The tiles of a zoom that show part of a canvas area."""
        if area.width <= 0 or area.height <= 0:
            return []
        first_column = (area.left - ox) // TILE
        last_column = (area.right - 1 - ox) // TILE
        first_row = (area.top - oy) // TILE
        last_row = (area.bottom - 1 - oy) // TILE
        return [
            (zoom, column, row)
            for row in range(first_row, last_row + 1)
            for column in range(first_column, last_column + 1)
        ]

    def _make(self, tile: TileKey) -> None:
        """Draws a tile's missing parts and keeps it."""
        while tile not in self._tiles:
            self._make_part(tile)

    def _make_part(self, tile: TileKey) -> None:
        """Draws the next part of a tile; after its last the tile is kept (forgetting the least
        recently shown beyond KEPT_TILES)."""
        zoom, column, row = tile
        picture, done = self._unfinished.pop(tile, (None, 0))
        if picture is None:
            picture = pygame.Surface((TILE, TILE))
        across = TILE // PART
        x, y = (done % across) * PART, (done // across) * PART
        part = picture.subsurface((x, y, PART, PART))
        self.painter.paint(part, zoom, (column * TILE + x, row * TILE + y))
        self._parts_drawn += 1
        done += 1
        if done < PARTS:
            self._unfinished[tile] = (picture, done)
            while len(self._unfinished) > KEPT_UNFINISHED:
                self._unfinished.popitem(last=False)
            return
        self._tiles[tile] = picture
        self.tiles_drawn += 1
        while len(self._tiles) > KEPT_TILES:
            self._tiles.popitem(last=False)

    def _prefetch(
        self, shown: pygame.Rect, ox: int, oy: int, zoom: float, world: pygame.Rect
    ) -> None:
        """Draws one part of a tile of the ring round the view that is not there yet (a pan
        will need it), if any."""
        ring = shown.inflate(2 * TILE, 2 * TILE).clip(world)
        for tile in self._tiles_over(ring, ox, oy, zoom):
            if tile not in self._tiles:
                self._make_part(tile)
                return

    def _stand_in_for(self, zoom: float, view: pygame.Rect) -> StandIn | None:
        """The picture of the last finished zoom, put together from its tiles once per zoom
        change; None when there is none (or it was at this zoom)."""
        if self._stand_in is not None and self._stand_in.zoom != zoom:
            return self._stand_in
        if self._finished is None or self._finished[0] == zoom:
            return None
        old_zoom, (old_x, old_y) = self._finished
        picture = pygame.Surface(view.size)
        picture.fill(OUTSIDE)
        for tile in self._tiles_over(view, old_x, old_y, old_zoom):
            stored = self._tiles.get(tile)
            if stored is not None:
                at = (tile[1] * TILE + old_x - view.left, tile[2] * TILE + old_y - view.top)
                picture.blit(stored, at)
        corner = ((view.left - old_x) / old_zoom, (view.top - old_y) / old_zoom)
        self._stand_in = StandIn(picture, old_zoom, corner)
        return self._stand_in

    def _draw_stand_in(
        self,
        canvas: pygame.Surface,
        stand_in: StandIn,
        zoom: float,
        origin: tuple[int, int],
        missing: list[TileKey],
    ) -> None:
        """The stand-in scaled to the zoom now (once per zoom: a pan only moves it) and placed
        where its world points lie now, only where tiles are missing (the others cover it)."""
        scaled = self._scaled
        if scaled is None or scaled[0] != zoom or scaled[1] is not stand_in:
            scale = zoom / stand_in.zoom
            width, height = stand_in.picture.get_size()
            size = (max(1, round(width * scale)), max(1, round(height * scale)))
            scaled = (zoom, stand_in, pygame.transform.scale(stand_in.picture, size))
            self._scaled = scaled
        picture = scaled[2]
        left = round(stand_in.corner[0] * zoom + origin[0])
        top = round(stand_in.corner[1] * zoom + origin[1])
        covered = picture.get_rect(topleft=(left, top))
        for tile in missing:
            area = pygame.Rect(tile[1] * TILE + origin[0], tile[2] * TILE + origin[1], TILE, TILE)
            if not covered.contains(area):
                canvas.fill(OUTSIDE, area)
            canvas.blit(picture, area, area.move(-left, -top))


@dataclass(frozen=True)
class StandIn:
    """A finished frame's map picture, its zoom and the world point at its corner."""

    picture: pygame.Surface
    zoom: float
    corner: tuple[float, float]


def _meets(first: Box, second: Box) -> bool:
    """Whether two world rectangles (left, top, right, bottom) overlap."""
    return (
        first[0] < second[2]
        and second[0] < first[2]
        and first[1] < second[3]
        and second[1] < first[3]
    )


def _distance(tile: TileKey, centre: tuple[int, int], ox: int, oy: int) -> float:
    """How far a tile's middle lies from a canvas point."""
    x = tile[1] * TILE + TILE / 2 + ox
    y = tile[2] * TILE + TILE / 2 + oy
    return math.hypot(x - centre[0], y - centre[1])
