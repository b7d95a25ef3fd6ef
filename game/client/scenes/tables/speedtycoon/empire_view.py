"""One player's Imperium as a widget: the buildings around the Konzernzentrale with their
highways, Staatsauftrag marks and tunnels, the lit fields for a chosen building with their
legend, pan (drag, arrow keys) and zoom (wheel or pinch, + and −), Home to fit the whole empire,
and the field or building under a canvas position for taps and info windows."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pygame

from game.client import text_recording
from game.client.intents import Intent, IntentKind
from game.client.scenes.tables.kit.info_targets import InfoTargets
from game.client.scenes.tables.kit.pan_zoom import draw_view_frame, pan_zoom_intent
from game.client.scenes.tables.speedtycoon.building_info import building_info
from game.client.scenes.tables.speedtycoon.empire_camera import ZOOM_STEP, EmpireCamera, Field
from game.client.scenes.tables.speedtycoon.empire_paint import (
    ALLOWED,
    LIT_KINDS,
    SWAP,
    WITH_TUNNEL,
    draw_building,
    draw_legend,
    draw_lit,
    draw_tunnel,
)
from game.client.theme import THEME
from game.client.widgets.base import RectLike, Widget
from game.client.widgets.info import InfoContent
from game.rules.speedtycoon.building_fields import BuildingFields
from game.texts import language

# The field step of each arrow key.
STEPS: dict[str, tuple[int, int]] = {
    "left": (-1, 0),
    "right": (1, 0),
    "up": (0, -1),
    "down": (0, 1),
}


class EmpireView(Widget):
    """The Imperium of one player of a Speedtycoon view.

    Arrow keys pan the view; while fields are lit they move a cursor from lit field to lit
    field instead (the view follows it) and Enter picks the field under the cursor.

    Until the player pans or zooms, the view keeps the whole empire (and its lit fields) in
    sight as it grows; after that the camera stays where he put it until he asks for "fit"
    (Home) again. on_pick is called with the field of a tap (built or empty).
    """

    def __init__(self, rect: RectLike, on_pick: Callable[[Field], None] | None = None) -> None:
        super().__init__(rect)
        self.camera = EmpireCamera(self.rect)
        self.on_pick = on_pick
        self.fields: dict[Field, int] = {(0, 0): 0}
        self.tunnels: list[tuple[Field, Field]] = []
        self.orders: frozenset[int] = frozenset()
        self.lit: dict[Field, str] = {}
        # The building chosen in the empire (to tear it down), framed in the accent colour.
        self.selected: Field | None = None
        # The lit field the keyboard points at (arrows move it while fields are lit, Enter picks).
        self.cursor: Field | None = None
        self.following = True
        # A drag that began on the view pans it until it ends.
        self.dragging = False
        self._targets = InfoTargets(256)
        # The buildings, tunnels and lit fields as last drawn, and what they showed: a frame
        # without a change (a building dragged over the view) blits them instead of drawing.
        self._picture: pygame.Surface | None = None
        self._picture_of: tuple[object, ...] = ()

    # ---- what is shown ------------------------------------------------------------------------

    def set_empire(self, view: Mapping[str, Any], player: int) -> None:
        """Shows the empire, tunnels and Staatsaufträge of a player from a table view."""
        empires = view["empires"]
        if not 0 <= player < len(empires):
            raise ValueError(f"there is no player {player} (players 0 to {len(empires) - 1})")
        self.fields = {(x, y): building for x, y, building in empires[player]}
        if self.selected not in self.fields:
            self.selected = None
        self.tunnels = [
            ((first[0], first[1]), (second[0], second[1]))
            for first, second in view.get("tunnels", [[]] * len(empires))[player]
        ]
        orders = view.get("orders") or []
        self.orders = frozenset(orders[player]) if player < len(orders) else frozenset()
        self._targets = InfoTargets(256)
        if self.following:
            self.fit()

    def show_fields(self, fields: BuildingFields | None) -> None:
        """Lights the fields for a chosen building (green allowed, yellow only with a tunnel,
        blue swap targets), or none."""
        self.lit = {}
        if fields is not None:
            for kind, chosen in (
                (ALLOWED, fields.allowed),
                (WITH_TUNNEL, fields.with_tunnel),
                (SWAP, fields.swaps),
            ):
                for field in chosen:
                    self.lit[field] = kind
        self.cursor = next(iter(self.lit), None)
        if self.following:
            self.fit()

    def select(self, field: Field | None) -> None:
        """Frames a built field as the chosen building, or none; ValueError in words for a
        field without a building."""
        if field is not None and field not in self.fields:
            raise ValueError(f"there is no building on field {field} to choose")
        self.selected = field

    def lit_fields(self, kind: str) -> set[Field]:
        """The fields lit in one kind ('allowed', 'with_tunnel', 'swap')."""
        if kind not in LIT_KINDS:
            raise ValueError(f"'{kind}' is not a kind of lit field ({', '.join(LIT_KINDS)})")
        return {field for field, lit in self.lit.items() if lit == kind}

    # ---- camera ---------------------------------------------------------------------------------

    def fit(self) -> None:
        """Zooms and pans so the whole empire and its lit fields fit the view; the view follows
        the empire again."""
        self.camera.fit([*self.fields, *self.lit])
        self.following = True

    def zoom_by(self, factor: float, around: tuple[float, float] | None = None) -> None:
        """Zooms by factor around a canvas point (the view's centre when None)."""
        self.camera.zoom_by(factor, around)
        self.following = False

    def pan_by(self, dx: float, dy: float) -> None:
        """Moves the empire by (dx, dy) canvas pixels."""
        self.camera.pan_by(dx, dy)
        self.following = False

    def pan_step(self, direction: str) -> None:
        """Moves the view one arrow key's step ('left' shows more of the west)."""
        self.camera.pan_step(direction)
        self.following = False

    # ---- positions ------------------------------------------------------------------------------

    def field_at(self, pos: tuple[float, float]) -> Field | None:
        """The field drawn under a canvas position, or None outside the view."""
        return self.camera.field_at(pos)

    def cell(self, field: Field) -> pygame.Rect:
        """Where a field is drawn on the canvas now."""
        return self.camera.cell(field)

    def building_at(self, pos: tuple[float, float]) -> tuple[Field, int] | None:
        """The built field under a canvas position with its building, or None."""
        field = self.field_at(pos)
        if field is None or field not in self.fields:
            return None
        return field, self.fields[field]

    def info_at(self, pos: tuple[float, float]) -> tuple[object, InfoContent] | None:
        """What the info window shows for the building under pos (an InfoSource)."""
        found = self.building_at(pos)
        if found is None:
            return None
        field, building = found
        key = self._targets.same(("empire", field, building))
        content = building_info(
            building, "empire", ordered=building in self.orders, clear_of=(self.cell(field),)
        )
        return key, content

    # ---- input ----------------------------------------------------------------------------------

    def react(self, intent: Intent) -> bool:
        """Drags pan, wheel and pinch zoom, taps pick a field; focused: arrows pan (or move the
        cursor over lit fields, Enter picks), + and − zoom, Home fits."""
        kind = intent.kind
        if kind is IntentKind.TAP and intent.pos is not None and self.contains(intent.pos):
            field = self.field_at(intent.pos)
            if field in self.lit:
                self.cursor = field
            if field is not None and self.on_pick is not None:
                self.on_pick(field)
            return True
        if kind is IntentKind.NAVIGATE and intent.key in STEPS and self.cursor is not None:
            self._move_cursor(intent.key)
            return True
        if kind is IntentKind.CONFIRM and self.cursor is not None:
            if self.on_pick is not None:
                self.on_pick(self.cursor)
            return True
        return pan_zoom_intent(self, intent, ZOOM_STEP)

    def _move_cursor(self, direction: str) -> None:
        """Moves the keyboard cursor to the nearest lit field that way (staying where there is
        none) and brings it into view."""
        assert self.cursor is not None
        dx, dy = STEPS[direction]
        x, y = self.cursor
        best: tuple[int, Field] | None = None
        for field in self.lit:
            ahead = (field[0] - x) * dx + (field[1] - y) * dy
            if ahead <= 0:
                continue
            aside = abs((field[0] - x) * dy) + abs((field[1] - y) * dx)
            score = (ahead + 2 * aside, field)
            if best is None or score < best:
                best = score
        if best is not None:
            self.cursor = best[1]
        cell = self.camera.cell(self.cursor)
        if not self.rect.contains(cell):
            self.camera.pan_by(self.rect.centerx - cell.centerx, self.rect.centery - cell.centery)
            self.following = False

    # ---- drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """The empire clipped to the view, the lit fields over it and their legend."""
        if not self.visible:
            return
        old_clip = surface.get_clip()
        surface.set_clip(self.rect.clip(old_clip) if old_clip else self.rect)
        try:
            if text_recording.active is not None:
                # Recorded texts must lie on the canvas, where their neighbours are checked.
                self._draw_empire(surface, self.camera)
            else:
                surface.blit(self._empire_picture(surface), self.rect)
            if self.selected is not None:
                pygame.draw.rect(
                    surface,
                    THEME.colours.accent,
                    self.camera.cell(self.selected),
                    max(THEME.focus_width, round(self.camera.size) // 14),
                    THEME.small_radius,
                )
            if focused and self.cursor is not None:
                pygame.draw.rect(
                    surface,
                    THEME.colours.focus,
                    self.camera.cell(self.cursor),
                    THEME.focus_width,
                    THEME.small_radius,
                )
            shown = tuple(kind for kind in LIT_KINDS if kind in self.lit.values())
            draw_legend(surface, shown, self.rect)
        finally:
            surface.set_clip(old_clip)
        draw_view_frame(surface, self.rect, focused)

    def _empire_picture(self, canvas: pygame.Surface) -> pygame.Surface:
        """The view's background, buildings, tunnels and lit fields as a picture of the view's
        size (in the canvas' pixel format), drawn anew only when one of them, the zoom, the pan or
        the language changed."""
        camera = self.camera
        shown = (
            tuple(self.fields.items()),
            tuple(self.tunnels),
            self.orders,
            tuple(self.lit.items()),
            camera.zoom,
            camera.pan,
            self.rect.size,
            language(),
        )
        if self._picture is not None and shown == self._picture_of:
            return self._picture
        if self._picture is None or self._picture.get_size() != self.rect.size:
            self._picture = pygame.Surface(self.rect.size, 0, canvas)
        # The same zoom and pan in a rectangle at the picture's corner: every cell lies exactly
        # as far from the corner as on the canvas, so the picture is the same pixel for pixel.
        local = EmpireCamera(pygame.Rect((0, 0), self.rect.size))
        local.zoom, local.pan = camera.zoom, camera.pan
        self._draw_empire(self._picture, local)
        self._picture_of = shown
        return self._picture

    def _draw_empire(self, surface: pygame.Surface, camera: EmpireCamera) -> None:
        """The background, the buildings, the tunnels and the lit fields as camera places them."""
        view = camera.rect
        pygame.draw.rect(surface, THEME.colours.background_light, view)
        for field, building in self.fields.items():
            cell = camera.cell(field)
            if cell.colliderect(view):
                draw_building(surface, building, cell, building in self.orders)
        for first, second in self.tunnels:
            draw_tunnel(surface, camera.cell(first), camera.cell(second))
        for field, kind in self.lit.items():
            cell = camera.cell(field)
            if cell.colliderect(view):
                draw_lit(surface, kind, cell)
