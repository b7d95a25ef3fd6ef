"""The Speedpipe map as a widget: the map of a table view with its pipes, stations, terminals and
blocked routes, lit routes and places, oil flowing along fulfilled contracts; pan (drag, arrow
keys), zoom (wheel, pinch, + and −), fit (its button, Home), and the route or place under a
canvas position for taps and info windows, exact at every zoom."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from game.client import text_recording
from game.client.intents import Intent, IntentKind
from game.client.scenes.tables.kit.info_targets import InfoTargets
from game.client.scenes.tables.kit.pan_zoom import draw_view_frame, pan_zoom_intent
from game.client.scenes.tables.speedpipe.map_camera import ZOOM_STEP, MapCamera
from game.client.scenes.tables.speedpipe.map_facts import MapFacts
from game.client.scenes.tables.speedpipe.map_geometry import (
    CANVAS_ASPECT,
    WORLD_HEIGHT,
    MapGeometry,
    geometry_of,
    world_aspect,
)
from game.client.scenes.tables.speedpipe.map_labels import label_world
from game.client.scenes.tables.speedpipe.map_lights import (
    draw_flow,
    draw_place_lights,
    draw_route_lights,
)
from game.client.scenes.tables.speedpipe.map_paint import MapPainter
from game.client.scenes.tables.speedpipe.map_tiles import OUTSIDE, MapTiles
from game.client.scenes.tables.speedpipe.oil_flow import OilFlow
from game.client.widgets.base import RectLike, Widget
from game.client.widgets.info import InfoContent
from game.rules.speedpipe.maps import PipeMap

Point = tuple[float, float]
# The keys that zoom the focused map in (= is + without shift on many keyboards).
ZOOM_IN_KEYS = frozenset({"+", "="})
# A pinch counts as over after this many seconds without a zoom step.
PINCH_REST = 0.25
ROUTE_LIGHTS = ("payable", "chosen", "path", "hover")
PLACE_LIGHTS = ("contract", "chosen", "station")


class MapView(Widget):
    """The map of a Speedpipe table.

    on_route and on_place are called with the id of a tapped route or place. info_source, set
    by the table, words the info window of a route or place ('route' or 'place', id).
    """

    def __init__(
        self,
        rect: RectLike,
        on_route: Callable[[int], None],
        on_place: Callable[[int], None],
    ) -> None:
        super().__init__(rect)
        self.on_route = on_route
        self.on_place = on_place
        self.info_source: Callable[[str, int], InfoContent | None] | None = None
        self.camera = MapCamera(self.rect, (WORLD_HEIGHT * CANVAS_ASPECT, WORLD_HEIGHT))
        self.pipe_map: PipeMap | None = None
        self.geometry: MapGeometry | None = None
        self.facts: MapFacts | None = None
        self.seat: int | None = None
        self.route_lights: dict[int, str] = {}
        self.place_lights: dict[int, str] = {}
        self.flow: OilFlow | None = None
        self._flow_paths: list[list[int]] = []
        # The route or place under the mouse (drawn with a thin white ring).
        self.hovered_route: int | None = None
        self.hovered_place: int | None = None
        # Until the player pans or zooms, the view keeps the whole map in sight.
        self.following = True
        # A drag that began on the view pans it until it ends.
        self.dragging = False
        # Seconds until a pinch counts as over.
        self._pinching = 0.0
        self._targets = InfoTargets(256)
        self._painter: MapPainter | None = None
        self._tiles: MapTiles | None = None

    # ---- what is shown ------------------------------------------------------------------------

    def show(self, pipe_map: PipeMap, view: Mapping[str, Any], seat: int | None) -> None:
        """Shows a map with what a table view says lies on it, as the seat sees it."""
        facts = MapFacts.of_view(pipe_map, view)
        if pipe_map is not self.pipe_map:
            self.pipe_map = pipe_map
            self.route_lights = {}
            self.place_lights = {}
            self._flow_paths = []
            self.flow = None
            self.following = True
            self._use_geometry(geometry_of(pipe_map, world_aspect(*self.rect.size)))
        self.seat = seat
        self._set_facts(facts)

    def _use_geometry(self, geometry: MapGeometry) -> None:
        """Draws the map in this geometry (a new map, or the view's aspect changed): a new
        camera (keeping the shown middle unless following), painter and tiles."""
        old = self.geometry
        middle = None if old is None else self.camera.to_world(self.camera.rect.center)
        zoom_share = self.camera.zoom / self.camera.fit_zoom
        self.geometry = geometry
        self.camera = MapCamera(self.rect, (geometry.width, geometry.height))
        if middle is not None and old is not None and not self.following:
            self.camera.zoom_by(zoom_share)
            share = (middle[0] / old.width, middle[1] / old.height)
            target = (share[0] * geometry.width, share[1] * geometry.height)
            here = self.camera.to_screen(target)
            self.camera.pan_by(self.rect.centerx - here[0], self.rect.centery - here[1])
        self._painter = MapPainter(geometry, label_world(self.camera.fit_zoom))
        self._tiles = MapTiles(self._painter)
        self._targets = InfoTargets(256)
        if self.facts is not None and len(self.facts.owners) == len(geometry.routes):
            self._painter.facts = self.facts
        if self._flow_paths:
            self.flow = OilFlow(geometry, self._flow_paths)

    def _set_facts(self, facts: MapFacts) -> None:
        """What lies on the map now; the pictures of what changed are drawn anew."""
        painter, tiles = self._painter, self._tiles
        assert painter is not None and tiles is not None
        old = painter.facts
        if len(old.owners) == len(facts.owners) and len(old.stations) == len(facts.stations):
            boxes = [painter.route_box(route) for route in facts.changed_routes(old)]
            boxes += [painter.place_box(place) for place in facts.changed_places(old)]
            tiles.forget(boxes)
        else:
            tiles.forget_all()
        painter.facts = facts
        self.facts = facts

    def light_routes(self, routes: Mapping[int, str]) -> None:
        """Lights routes: id -> 'payable', 'chosen', 'path' or 'hover'; {} clears."""
        lights = dict(routes)
        for route, kind in lights.items():
            if kind not in ROUTE_LIGHTS:
                raise ValueError(f"'{kind}' is no route light ({', '.join(ROUTE_LIGHTS)})")
            self._geometry().check_route(route)
        self.route_lights = lights

    def light_places(self, places: Mapping[int, str]) -> None:
        """Lights places: id -> 'contract', 'chosen' or 'station'; {} clears."""
        lights = dict(places)
        for place, kind in lights.items():
            if kind not in PLACE_LIGHTS:
                raise ValueError(f"'{kind}' is no place light ({', '.join(PLACE_LIGHTS)})")
            self._geometry().check_place(place)
        self.place_lights = lights

    def set_flows(self, paths: Sequence[Sequence[int]]) -> None:
        """Lets oil flow along these paths of routes (fulfilled contracts); [] stops it. The
        same paths again leave the oil flowing on where it is."""
        wanted = [list(path) for path in paths]
        if wanted == self._flow_paths and (self.flow is not None or not wanted):
            return
        self.flow = OilFlow(self._geometry(), wanted) if wanted else None
        self._flow_paths = wanted

    # ---- positions ----------------------------------------------------------------------------

    def route_centre(self, route: int) -> Point:
        """The canvas position of a route's middle (on its middle field)."""
        return self.camera.to_screen(self._geometry().route_centre(route))

    def place_centre(self, place: int) -> Point:
        """The canvas position of a place's centre."""
        geometry = self._geometry()
        geometry.check_place(place)
        return self.camera.to_screen(geometry.places[place])

    def route_at(self, pos: Point | None) -> int | None:
        """The route drawn under a canvas position, or None (outside the view too)."""
        if self.geometry is None or not self.contains(pos):
            return None
        assert pos is not None
        return self.geometry.route_at(self.camera.to_world(pos))

    def place_at(self, pos: Point | None) -> int | None:
        """The place drawn under a canvas position, or None (outside the view too)."""
        if self.geometry is None or not self.contains(pos):
            return None
        assert pos is not None
        return self.geometry.place_at(self.camera.to_world(pos))

    def info_at(self, pos: Point) -> tuple[object, InfoContent] | None:
        """The info window of the route or place under pos, as info_source words it."""
        if self.info_source is None:
            return None
        place = self.place_at(pos)
        found = ("place", place) if place is not None else ("route", self.route_at(pos))
        kind, number = found
        if number is None:
            return None
        content = self.info_source(kind, number)
        if content is None:
            return None
        return self._targets.same(("map", kind, number)), content

    # ---- camera -------------------------------------------------------------------------------

    def fit(self) -> None:
        """The whole map in view; the view keeps it so until the player pans or zooms."""
        self._sync_rect()
        self.camera.fit()
        self.following = True

    def zoom_by(self, factor: float, around: Point | None = None) -> None:
        """Zooms by factor around a canvas point (the view's centre when None)."""
        self._sync_rect()
        self.camera.zoom_by(factor, around)
        self.following = False

    def pan_by(self, dx: float, dy: float) -> None:
        """Moves the map by (dx, dy) canvas pixels."""
        self._sync_rect()
        self.camera.pan_by(dx, dy)
        self.following = False

    def pan_step(self, direction: str) -> None:
        """Moves the map by one arrow key's step ('left' shows more of the west)."""
        self._sync_rect()
        self.camera.pan_step(direction)
        self.following = False

    def _sync_rect(self) -> None:
        """Follows a changed rectangle (the table's layout): a world of its aspect; the camera
        keeps its zoom and the world point in the middle, or the whole map while following."""
        if self.camera.rect == self.rect:
            return
        if self.pipe_map is not None and self._painter is not None:
            geometry = geometry_of(self.pipe_map, world_aspect(*self.rect.size))
            fit_zoom = min(self.rect.width / geometry.width, self.rect.height / geometry.height)
            if geometry is not self.geometry or label_world(fit_zoom) != self._painter.label_height:
                self._use_geometry(geometry)
                return
        middle = self.camera.to_world(self.camera.rect.center)
        self.camera.rect = pygame.Rect(self.rect)
        if self.following:
            self.camera.fit()
        else:
            self.camera.offset = (
                self.rect.centerx - middle[0] * self.camera.zoom,
                self.rect.centery - middle[1] * self.camera.zoom,
            )
            self.camera.pan_by(0, 0)

    def _geometry(self) -> MapGeometry:
        """The shown map's geometry; ValueError in words before a map is shown."""
        if self.geometry is None:
            raise ValueError("the map view shows no map yet")
        return self.geometry

    # ---- input --------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> bool:
        """Notes the route or place under the mouse, then reacts as every widget does."""
        if intent.kind is IntentKind.HOVER:
            self._sync_rect()
            self.hovered_place = self.place_at(intent.pos)
            self.hovered_route = (
                None if self.hovered_place is not None else self.route_at(intent.pos)
            )
        return super().handle(intent)

    def react(self, intent: Intent) -> bool:
        """Taps pick a route or place, drags pan, wheel and pinch zoom; focused: arrows pan,
        + and − zoom, Home fits."""
        kind = intent.kind
        if (
            kind is IntentKind.ZOOM
            and intent.touch
            and intent.factor > 0
            and self.contains(intent.pos)
        ):
            self._pinching = PINCH_REST
        if kind is IntentKind.TAP and self.contains(intent.pos):
            self._sync_rect()
            place = self.place_at(intent.pos)
            if place is not None:
                self.on_place(place)
                return True
            route = self.route_at(intent.pos)
            if route is not None:
                self.on_route(route)
            return True
        # Two fingers that move together carry the map along as they pinch.
        return pan_zoom_intent(self, intent, ZOOM_STEP, ZOOM_IN_KEYS, pinch_pans=True)

    def update(self, dt: float) -> None:
        """Lets the oil flow on; a pinch counts as over after a moment without a zoom."""
        if self.flow is not None:
            self.flow.update(dt)
        self._pinching = max(0.0, self._pinching - dt)

    # ---- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The map clipped to the view, the lights and the flowing oil over it."""
        if not self.visible:
            return
        self._sync_rect()
        old_clip = surface.get_clip()
        surface.set_clip(self.rect.clip(old_clip) if old_clip else self.rect)
        try:
            if self.geometry is None:
                surface.fill(OUTSIDE, self.rect)
            else:
                self._draw_map(surface)
                self._draw_lights(surface)
        finally:
            surface.set_clip(old_clip)
        draw_view_frame(surface, self.rect, focused)

    def settle(self, surface: pygame.Surface) -> None:
        """Draws every picture the view needs now at once (for screenshots and tests; frames
        otherwise draw missing pictures a few at a time while the map is zoomed)."""
        if self._tiles is not None:
            self._sync_rect()
            old_clip = surface.get_clip()
            surface.set_clip(self.rect)
            self._tiles.draw(surface, self.camera, complete=True)
            surface.set_clip(old_clip)

    def _draw_map(self, surface: pygame.Surface) -> None:
        """The map's picture: from its tiles, or (while texts are recorded, so they lie on the
        canvas where their neighbours are checked) drawn straight onto the canvas."""
        painter, tiles = self._painter, self._tiles
        assert painter is not None and tiles is not None
        if text_recording.active is None:
            # After a zoom (pinch, wheel or key) the last picture stands in, scaled, and the new
            # zoom's pictures come one a frame, so no frame waits for many (they are kept for
            # the next visit of that zoom).
            tiles.draw(surface, self.camera)
            return
        zoom = self.camera.zoom
        ox, oy = self.camera.origin
        view = self.rect.clip(surface.get_rect())
        surface.fill(OUTSIDE, view)
        geometry = self._geometry()
        world = pygame.Rect(
            ox, oy, round(geometry.width * zoom), round(geometry.height * zoom)
        ).clip(view)
        if world.width <= 0 or world.height <= 0:
            return
        ground = pygame.Surface(world.size)
        painter.paint_terrain(ground, zoom, (world.left - ox, world.top - oy))
        surface.blit(ground, world)
        old_clip = surface.get_clip()
        surface.set_clip(world)
        painter.paint_drawing(surface, zoom, (-ox, -oy), record_texts=True, area=world)
        surface.set_clip(old_clip)

    def _draw_lights(self, surface: pygame.Surface) -> None:
        """Lit routes and places, the ones under the mouse, and the flowing oil."""
        geometry = self._geometry()
        if self.flow is not None:
            draw_flow(surface, self.camera, self.flow)
        draw_route_lights(surface, self.camera, geometry, self.route_lights, self.hovered_route)
        draw_place_lights(surface, self.camera, geometry, self.place_lights, self.hovered_place)
