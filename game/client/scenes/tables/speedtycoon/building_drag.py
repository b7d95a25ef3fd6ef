"""Dragging a building of 'Zu bauen' or the Planung onto the Imperium: pressed and moved, the
building is chosen as a tap chooses it (its fields lit), a picture of its tile follows the pointer
above everything, the lit field under the pointer is marked, and a release there places it as a
tap on that field does; released anywhere else the building simply stays chosen."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence

import pygame

from game.client.intents import Intent, IntentKind
from game.client.scenes.tables.speedtycoon.empire_camera import Field
from game.client.scenes.tables.speedtycoon.empire_paint import LIT_COLOURS, draw_building
from game.client.scenes.tables.speedtycoon.empire_view import EmpireView
from game.client.scenes.tables.speedtycoon.planning_panel import tile_rects
from game.client.theme import THEME
from game.client.widgets.base import Widget
from game.client.widgets.paint import draw_shadow

# A building tile that can be picked up: where it is drawn, and which building it shows.
Source = tuple[pygame.Rect, int]
# The dragged picture takes the size of the Imperium's fields, but never so small that it is
# lost under a finger nor so large that it hides the fields around the target.
SMALLEST_PICTURE = 56
LARGEST_PICTURE = 120
# How opaque the dragged picture is (0–255): the lit field under it shows through.
PICTURE_ALPHA = 190
# The tile left behind while its picture travels is veiled this much (0–255).
VEIL_ALPHA = 150
# The target field's tint (0–255), stronger than the lit fields' own.
TARGET_TINT = 110
# Pictures kept ready: a drag uses one or two sizes, a zoom during it a few more.
PICTURES_KEPT = 8


def tile_sources(
    waiting: Sequence[int],
    planned: Sequence[int],
    waiting_area: pygame.Rect,
    planning_area: pygame.Rect,
) -> list[Source]:
    """The tiles of 'Zu bauen' and the Planung as the panels draw them, with their buildings."""
    return [
        *zip(tile_rects(waiting_area, len(waiting)), waiting),
        *zip(tile_rects(planning_area, len(planned)), planned),
    ]


class BuildingDrag(Widget):
    """Drags a waiting or planned building onto a lit field of the Imperium.

    sources gives the tiles that may be picked up now; choose(building) chooses one as a tap does
    and answers whether it may be dragged (a refusal is the scene's to say); drop(building, field)
    is called on a release over a lit field. The widget is never 'under the pointer' itself, so
    hover, info windows and focus go to what lies beneath it.
    """

    def __init__(
        self,
        empire: EmpireView,
        sources: Callable[[], Sequence[Source]],
        choose: Callable[[int], bool],
        drop: Callable[[int, Field], None],
    ) -> None:
        super().__init__(empire.rect, focusable=False)
        self.empire = empire
        self.sources = sources
        self.choose = choose
        self.drop = drop
        # The building being dragged, the tile it came from and where the pointer is now.
        self.building: int | None = None
        self.origin: pygame.Rect | None = None
        self.pos: tuple[float, float] = (0.0, 0.0)
        self._pictures: OrderedDict[tuple[int, int], pygame.Surface] = OrderedDict()
        self._veil: pygame.Surface | None = None
        self._tints: dict[tuple[int, int, str], pygame.Surface] = {}

    @property
    def dragging(self) -> bool:
        """Whether a building is being dragged now."""
        return self.building is not None

    @property
    def raised(self) -> bool:
        """While dragging the picture is drawn over every other widget."""
        return self.dragging

    def contains(self, pos: tuple[float, float] | None) -> bool:
        """Never: the tiles and the Imperium beneath answer hover, info and focus."""
        return False

    def source_at(self, pos: tuple[float, float]) -> Source | None:
        """The tile that may be picked up under a canvas position, or None."""
        for rect, building in self.sources():
            if rect.collidepoint(pos[0], pos[1]):
                return rect, building
        return None

    def target(self) -> Field | None:
        """The lit field of the Imperium under the pointer, where a release would place the
        building; None elsewhere."""
        if not self.dragging or not self.empire.visible:
            return None
        field = self.empire.field_at(self.pos)
        return field if field in self.empire.lit else None

    # ---- input ----------------------------------------------------------------------------------

    def react(self, intent: Intent) -> bool:
        """A drag that starts on a tile picks its building up; the pointer carries it; the
        release drops it (a cancelled press puts it back without a move)."""
        kind = intent.kind
        if kind is IntentKind.DRAG_START and intent.pos is not None and not self.dragging:
            found = self.source_at(intent.pos)
            if found is None:
                return False
            rect, building = found
            if self.choose(building):
                self.building, self.origin, self.pos = building, rect, intent.pos
            # Taken even when refused: a drag from a tile never pans or scrolls anything else.
            return True
        if not self.dragging:
            return False
        if kind is IntentKind.DRAG and intent.pos is not None:
            self.pos = intent.pos
            return True
        if kind in (IntentKind.DRAG_END, IntentKind.RELEASE):
            if intent.pos is not None:
                self.pos = intent.pos
            field = self.target() if kind is IntentKind.DRAG_END else None
            building = self.building
            self.cancel()
            if field is not None and building is not None:
                self.drop(building, field)
            return True
        return False

    def cancel(self) -> None:
        """Lets the dragged picture go (the building stays chosen)."""
        self.building = None
        self.origin = None

    # ---- drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """While dragging: the tile left behind veiled, the target field marked, and the
        building's picture with its shadow under the pointer."""
        if not self.dragging:
            return
        assert self.building is not None
        if self.origin is not None:
            surface.blit(self._veil_for(self.origin.size), self.origin)
        field = self.target()
        if field is not None:
            self._draw_target(surface, field)
        side = round(min(LARGEST_PICTURE, max(SMALLEST_PICTURE, self.empire.camera.size)))
        picture = self._picture(self.building, side)
        box = picture.get_rect(center=(round(self.pos[0]), round(self.pos[1])))
        draw_shadow(surface, box, THEME.small_radius)
        surface.blit(picture, box)

    def _draw_target(self, surface: pygame.Surface, field: Field) -> None:
        """The lit field the building would land on: a stronger tint and a double frame."""
        cell = self.empire.cell(field)
        colour = LIT_COLOURS[self.empire.lit[field]]
        old_clip = surface.get_clip()
        surface.set_clip(self.empire.rect.clip(old_clip))
        try:
            surface.blit(self._tint(cell.size, self.empire.lit[field]), cell)
            line = max(3, cell.width // 16)
            pygame.draw.rect(surface, THEME.colours.text, cell, line, THEME.small_radius)
            pygame.draw.rect(
                surface, colour, cell.inflate(-2 * line, -2 * line), line, THEME.small_radius
            )
        finally:
            surface.set_clip(old_clip)

    def _tint(self, size: tuple[int, int], kind: str) -> pygame.Surface:
        """The target's tint in its lit kind's colour (made once per cell size and kind)."""
        key = (*size, kind)
        tint = self._tints.get(key)
        if tint is None:
            if len(self._tints) >= PICTURES_KEPT:
                self._tints.clear()
            tint = pygame.Surface(size, pygame.SRCALPHA)
            tint.fill((*LIT_COLOURS[kind], TARGET_TINT))
            self._tints[key] = tint
        return tint

    def _picture(self, building: int, side: int) -> pygame.Surface:
        """The building's tile at this size, half transparent (drawn once per size)."""
        key = (building, side)
        picture = self._pictures.get(key)
        if picture is not None:
            self._pictures.move_to_end(key)
            return picture
        picture = pygame.Surface((side, side), pygame.SRCALPHA)
        draw_building(picture, building, picture.get_rect())
        picture.set_alpha(PICTURE_ALPHA)
        self._pictures[key] = picture
        if len(self._pictures) > PICTURES_KEPT:
            self._pictures.popitem(last=False)
        return picture

    def _veil_for(self, size: tuple[int, int]) -> pygame.Surface:
        """A panel-coloured veil over the tile whose building is on its way."""
        veil = self._veil
        if veil is None or veil.get_size() != size:
            veil = pygame.Surface(size, pygame.SRCALPHA)
            veil.fill((*THEME.colours.panel, VEIL_ALPHA))
            self._veil = veil
        return veil
