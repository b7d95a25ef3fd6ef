"""The Speedpipe map kept as tiles: the tiled picture is the map as drawn whole, a change on the
map draws anew only the tiles it touches, a zoom step's tiles are kept for the next visit, and a
pinch's last picture stands in until the new one is drawn."""

from __future__ import annotations

import pygame

from game.client.intents import Intent, IntentKind
from game.client.scenes.tables.speedpipe.map_paint import MapPainter
from game.client.scenes.tables.speedpipe.map_tiles import OUTSIDE, PARTS, TILE, MapTiles
from game.client.scenes.tables.speedpipe.map_view import PINCH_REST, MapView
from tests.client.speedpipe.map_games import TABLE_RECT, late_view, map_view


def _tiles(view: MapView) -> MapTiles:
    """The view's tiles."""
    tiles = view._tiles
    assert tiles is not None
    return tiles


def _painter(view: MapView) -> MapPainter:
    """The view's painter."""
    painter = view._painter
    assert painter is not None
    return painter


def _drawn(view: MapView) -> pygame.Surface:
    """The view drawn with every tile there."""
    surface = pygame.Surface((1920, 1080))
    view.settle(surface)
    view.draw(surface)
    return surface


def test_the_tiled_picture_is_the_map_drawn_whole() -> None:
    view = map_view(TABLE_RECT)
    view.zoom_by(1.7, (500, 300))
    view.pan_by(-123.4, 45.6)
    tiled = _drawn(view).subsurface(view.rect)
    whole = pygame.Surface(view.rect.size)
    ox, oy = view.camera.origin
    _painter(view).paint(whole, view.camera.zoom, (view.rect.left - ox, view.rect.top - oy))
    inner = pygame.Rect(4, 4, view.rect.width - 8, view.rect.height - 8)
    same = close = total = 0
    for x in range(inner.left, inner.right, 3):
        for y in range(inner.top, inner.bottom, 3):
            first, second = tiled.get_at((x, y)), whole.get_at((x, y))
            difference = max(abs(first[i] - second[i]) for i in range(3))
            total += 1
            same += difference == 0
            close += difference <= 24
    # Land and sea scaled per tile may differ by a level or two here and there.
    assert same > 0.8 * total
    assert close > 0.995 * total


def test_a_pipe_laid_draws_anew_only_the_tiles_it_touches() -> None:
    view = map_view(TABLE_RECT)
    _drawn(view)
    tiles = _tiles(view)
    before = tiles.tiles_drawn
    _drawn(view)
    assert tiles.tiles_drawn == before  # nothing changed: nothing drawn
    shown = late_view()
    route = shown["owners"].index(-1)
    owners = list(shown["owners"])
    owners[route] = 1
    state_map = view.pipe_map
    assert state_map is not None
    view.show(state_map, {**shown, "owners": owners}, 0)
    picture = _drawn(view)
    drawn = tiles.tiles_drawn - before
    # The route's box covers at most a few tiles.
    left, top, right, bottom = _painter(view).route_box(route)
    zoom = view.camera.zoom
    columns = int(right * zoom // TILE) - int(left * zoom // TILE) + 1
    rows = int(bottom * zoom // TILE) - int(top * zoom // TILE) + 1
    assert 0 < drawn <= columns * rows
    x, y = view.route_centre(route)
    assert (
        picture.get_at((round(x), round(y)))[:3]
        != _drawn(map_view(TABLE_RECT)).get_at((round(x), round(y)))[:3]
    )


def test_a_zoom_steps_tiles_are_kept_for_its_next_visit() -> None:
    view = map_view(TABLE_RECT)
    _drawn(view)
    tiles = _tiles(view)
    view.handle(Intent(IntentKind.ZOOM, pos=TABLE_RECT.center, factor=1.25))
    _drawn(view)
    view.handle(Intent(IntentKind.ZOOM, pos=TABLE_RECT.center, factor=1 / 1.25))
    _drawn(view)
    before = tiles.tiles_drawn
    view.handle(Intent(IntentKind.ZOOM, pos=TABLE_RECT.center, factor=1.25))
    assert view.route_at(view.route_centre(30)) in (30, None)
    surface = pygame.Surface((1920, 1080))
    view.draw(surface)
    assert tiles.tiles_drawn - before <= 2  # at most the ring round the view grows


def test_a_pinch_shows_the_last_picture_until_the_new_one_is_drawn() -> None:
    view = map_view(TABLE_RECT)
    surface = _drawn(view)
    centre = TABLE_RECT.center
    for factor in (1.05, 1.08, 1.06):
        view.handle(Intent(IntentKind.ZOOM, pos=centre, factor=factor, touch=True))
        view.update(1 / 60)
        view.draw(surface)
    # Whatever the frames managed, the map is there: no hole shows the plain background.
    assert surface.get_at(centre)[:3] != OUTSIDE
    view.update(PINCH_REST)
    tiles = _tiles(view)
    frames = _frames_until_all_there(view, surface)
    assert 0 < frames <= len(tiles) * PARTS
    assert tiles.draw(surface, view.camera)  # every tile there now


def _frames_until_all_there(view: MapView, surface: pygame.Surface) -> int:
    """Draws frames until every tile of the view is there (checking that none draws more than
    one part of a tile); how many frames drew one."""
    tiles = _tiles(view)
    frames = 0
    for _frame in range(1000):
        view.draw(surface)
        assert tiles.parts_drawn_last <= 1
        if tiles.parts_drawn_last == 0:
            return frames
        frames += 1
    raise AssertionError("the view's tiles were never all there")


def _share_close(
    first: pygame.Surface, second: pygame.Surface, area: pygame.Rect, near: int
) -> float:
    """The share of sampled pixels of an area where two pictures differ by at most near."""
    close = total = 0
    for x in range(area.left, area.right, 7):
        for y in range(area.top, area.bottom, 7):
            one, other = first.get_at((x, y)), second.get_at((x, y))
            total += 1
            close += max(abs(one[i] - other[i]) for i in range(3)) <= near
    return close / total


def test_a_wheel_step_draws_one_part_of_a_tile_a_frame_while_the_last_picture_stands_in() -> None:
    inner = TABLE_RECT.inflate(-8, -8)
    wanted_view = map_view(TABLE_RECT)
    wanted_view.handle(Intent(IntentKind.ZOOM, pos=TABLE_RECT.center, factor=1.25))
    wanted = _drawn(wanted_view)
    view = map_view(TABLE_RECT)
    surface = _drawn(view)
    view.handle(Intent(IntentKind.ZOOM, pos=TABLE_RECT.center, factor=1.25))
    view.draw(surface)
    tiles = _tiles(view)
    assert tiles.parts_drawn_last == 1
    # The last picture, scaled, stands in where the new zoom's tiles are not there yet.
    assert _share_close(surface, wanted, inner, 48) > 0.8
    assert _frames_until_all_there(view, surface) > 1
    assert _share_close(surface, wanted, inner, 0) > 0.99
