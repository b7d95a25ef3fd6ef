"""What is drawn over the 3D site, and the view buttons there: labels on lit fields, floors on
roofs, houses' base areas, the dashed outline of the last player's changes and the scoring view's
plaques are drawn here; the score track, the Rat's steps, the info windows and the log strip under
the site come from their own modules, which the overlay puts together.

Everything here is drawn in 2D over the site's picture at the screen positions of points of the
site (SiteView.points_on_screen), so that labels stay sharp and readable on any background.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

import numpy as np
import pygame

from game.client.scenes.tables.speedchicago import selection as sel
from game.client.scenes.tables.speedchicago.advice import AdviceMark, RatAdvice
from game.client.scenes.tables.speedchicago.label_layout import (
    SIZE_PER_FIELD,
    kept_inside,
    pushed_apart,
    readable_size,
    thinned,
)
from game.client.scenes.tables.speedchicago.labels import (
    dashes,
    draw_plaque,
    plaque_rect,
    plate_colour,
    roof_corners,
)
from game.client.scenes.tables.speedchicago.log_strip import draw_log_strip
from game.client.scenes.tables.speedchicago.plaques import (
    DrawnPlaque,
    draw_scoring_plaque,
    placed_plaques,
    scoring_plaques,
)
from game.client.scenes.tables.speedchicago.site_info import SiteInfo
from game.client.scenes.tables.speedchicago.track import ScoreTrack
from game.client.scenes.tables.speedchicago.view_dialog import ViewDialog
from game.client.site3d.geometry import PICK_NOTHING
from game.client.site3d.renderer import Pick
from game.client.site3d.see_through import field_top_point
from game.client.theme import THEME, Colour
from game.client.widgets import Button, InfoContent, Widget
from game.client.widgets.info import Point
from game.rules.speedchicago.houses import find_houses
from game.texts import text

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene

# The view buttons' column at the right edge inside the site.
BUTTON_WIDTH = 224
BUTTON_HEIGHT = 68
BUTTON_GAP = 10
BUTTON_MARGIN = 14
# Factor one press of a zoom button changes the camera distance by (as the keys do).
ZOOM_STEP = 0.88

# Floor counts on roofs are a little smaller than prices and gains.
FLOOR_SHARE = 0.85
# The field whose width on the canvas sizes the labels, and a site with nothing built.
MIDDLE_FIELD = 27
GROUND: tuple[int, ...] = (0,) * 64
# Canvas pixels between a house's foot and its base area's plaque below it.
BASE_AREA_DROP = 4
# Heights above a roof (site units) where the different labels sit.
LABEL_LIFT = 0.05
SCORING_LIFT = 0.9
OUTLINE_COLOUR: Colour = (255, 255, 255)
OUTLINE_SHADOW: Colour = (20, 24, 28)


@dataclass(frozen=True)
class DrawnLabel:
    """A label drawn in the last frame: its field, its words, its centre, the plaque's rectangle
    and its letter size (for tests and for keeping labels apart)."""

    field: int
    words: str
    centre: Point
    rect: pygame.Rect
    size: int


class FieldLabel(NamedTuple):
    """A label a field may get this frame: a lit field's price or gain, or a floor count."""

    field: int
    words: str
    fill: Colour
    size: int
    centre: Point
    gain: bool
    floor: bool


class SiteOverlay:
    """Labels and controls over the site."""

    def __init__(self, scene: SpeedchicagoScene) -> None:
        self.scene = scene
        self.hovered: Pick = Pick(PICK_NOTHING, -1, 0)
        self.hovered_at: Point | None = None
        # What the last frame drew, so that tests and the tutorial can find it.
        self.drawn_labels: list[DrawnLabel] = []
        self.drawn_floors: list[DrawnLabel] = []
        self.drawn_outlines: list[int] = []
        self.drawn_base_areas: list[DrawnLabel] = []
        self.drawn_scoring: list[DrawnPlaque] = []
        self.drawn_advice: list[AdviceMark] = []
        # The parts drawn over the site that have their own modules.
        self.track = ScoreTrack(scene, BUTTON_WIDTH + BUTTON_MARGIN)
        self.advice = RatAdvice(scene)
        self.info_windows = SiteInfo(scene, self.track)
        site = scene.site.rect
        column = pygame.Rect(
            site.right - BUTTON_MARGIN - BUTTON_WIDTH, site.y + BUTTON_MARGIN, BUTTON_WIDTH, 0
        )
        half = (BUTTON_WIDTH - BUTTON_GAP) // 2

        def row_rect(row: int, part: int = -1) -> pygame.Rect:
            top = column.y + row * (BUTTON_HEIGHT + BUTTON_GAP)
            if part < 0:
                return pygame.Rect(column.x, top, BUTTON_WIDTH, BUTTON_HEIGHT)
            return pygame.Rect(column.x + part * (half + BUTTON_GAP), top, half, BUTTON_HEIGHT)

        self.turn_left = Button(
            row_rect(0, 0), "", lambda: self.quarter_turn(-1), info=self._button_info("turn_left")
        )
        self.turn_right = Button(
            row_rect(0, 1), "", lambda: self.quarter_turn(1), info=self._button_info("turn_right")
        )
        self.zoom_in = Button(
            row_rect(1, 0), "", lambda: self.zoom(ZOOM_STEP), info=self._button_info("zoom_in")
        )
        self.zoom_out = Button(
            row_rect(1, 1),
            "",
            lambda: self.zoom(1.0 / ZOOM_STEP),
            info=self._button_info("zoom_out"),
        )
        self.floors_button = Button(
            row_rect(2), "", self.toggle_floors, info=self._button_info("floors")
        )
        self.scoring_button = Button(
            row_rect(3), "", self.toggle_scoring, hotkey="w", info=self._button_info("scoring")
        )
        self.track_button = Button(
            row_rect(4), "", self.toggle_track, hotkey="l", info=self._button_info("track")
        )
        self.view_button = Button(
            row_rect(5), "", self.open_view_dialog, info=self._button_info("view")
        )
        self.buttons: list[Button] = [
            self.turn_left,
            self.turn_right,
            self.zoom_in,
            self.zoom_out,
            self.floors_button,
            self.scoring_button,
            self.track_button,
            self.view_button,
        ]
        self.relabel()
        scene.widgets.info.add_source(self.site_info)

    # ---- the view buttons ---------------------------------------------------------------------

    def widgets(self) -> list[Widget]:
        """The view buttons."""
        return list(self.buttons)

    def relabel(self) -> None:
        """The language changed."""
        for button, key in (
            (self.turn_left, "turn_left"),
            (self.turn_right, "turn_right"),
            (self.zoom_in, "zoom_in"),
            (self.zoom_out, "zoom_out"),
            (self.floors_button, "floors"),
            (self.scoring_button, "scoring"),
            (self.track_button, "track"),
            (self.view_button, "view"),
        ):
            button.label = text(f"chicago_overlay.buttons.{key}")

    def _button_info(self, key: str) -> Callable[[], InfoContent]:
        """The info window of a view button, in the language of the moment."""

        def info() -> InfoContent:
            """What the button does."""
            return InfoContent(
                text(f"chicago_overlay.names.{key}"), [text(f"chicago_overlay.explain.{key}")]
            )

        return info

    def quarter_turn(self, direction: int) -> None:
        """Turns the site by a quarter; this is the player's camera now."""
        self.scene.site.camera.quarter_turn(direction)
        self.scene.follow.user_moved()

    def zoom(self, factor: float) -> None:
        """Zooms the camera; this is the player's camera now."""
        self.scene.site.camera.zoom(factor)
        self.scene.follow.user_moved()

    def toggle_floors(self) -> None:
        """Stockwerke: every tower's floor count on its roof, on or off."""
        self.scene.floors_on_roofs = not self.scene.floors_on_roofs

    def toggle_scoring(self) -> None:
        """+P (W): the scoring view on or off."""
        self.scene.scoring_view = not self.scene.scoring_view

    def toggle_track(self) -> None:
        """Zählleiste (L): the score track on or off."""
        self.scene.track_view = not self.scene.track_view

    def open_view_dialog(self) -> None:
        """Ansicht: the camera's following and the tutorial's restart."""
        scene = self.scene
        if scene.widgets.dialog is not None:
            return
        scene.widgets.open_dialog(
            ViewDialog(
                scene.app.settings.camera_follows, self.set_camera_follows, self.restart_tutorial
            )
        )

    def set_camera_follows(self, value: bool) -> None:
        """Kamera folgt den Gegnern: kept in the settings."""
        self.scene.app.change_settings(camera_follows=bool(value))

    def restart_tutorial(self) -> None:
        """Erste Baustelle noch einmal (when the tutorial can be restarted)."""
        restart = getattr(self.scene.tutorial, "restart", None)
        if callable(restart):
            restart()

    # ---- info windows -------------------------------------------------------------------------

    def hover(self, pos: Point, pick: Pick) -> None:
        """The pointer rests over the site: remembered for the info windows."""
        self.hovered = pick
        self.hovered_at = pos

    def info_at(self, pos: Point) -> None:
        """A long press on the site: the info window of what is there."""
        found = self.site_info(pos)
        if found is None:
            return
        target, content = found
        self.scene.widgets.info.show(content, pos, target, touch=True)

    def site_info(self, pos: Point) -> tuple[object, InfoContent] | None:
        """The house, foreman or photographer under pos with its info window, or None."""
        return self.info_windows.under(pos)

    # ---- the score track ----------------------------------------------------------------------

    def track_rect(self) -> pygame.Rect:
        """The track's panel: along the bottom of the site, clear of the view buttons."""
        return self.track.rect()

    def track_positions(self) -> dict[int, tuple[int, int]]:
        """Each company's score and what it would have after a scoring now."""
        return self.track.positions()

    # ---- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Everything over the site, then the log strip under it."""
        scene = self.scene
        self.scoring_button.primary = scene.scoring_view
        self.track_button.primary = scene.track_view
        self.floors_button.primary = scene.floors_on_roofs
        site = scene.site.rect
        clip = surface.get_clip()
        surface.set_clip(site.clip(clip) if clip.width else site)
        try:
            self.drawn_outlines = self._draw_outlines(surface)
            self._draw_field_labels(surface)
            self.drawn_base_areas = self._draw_base_areas(surface)
            self.drawn_advice = self.advice.draw(surface)
            self.drawn_scoring = self._draw_scoring(surface) if scene.scoring_view else []
            if scene.track_view:
                self.track.draw(surface)
        finally:
            surface.set_clip(clip if clip.width else None)
        draw_log_strip(surface, scene)

    def _screen(self, fields: Sequence[int], lift: float) -> list[Point]:
        """Where the roofs of these fields (raised by lift) appear on the canvas."""
        if not fields:
            return []
        heights = self.scene.board.heights
        points = np.array([field_top_point(field, heights, lift) for field in fields])
        return self.scene.site.points_on_screen(points)

    def _draw_outlines(self, surface: pygame.Surface) -> list[int]:
        """The dashed outline of what the last player changed, until the player acts."""
        scene = self.scene
        view = scene.view_data
        if view is None or scene.acted_this_turn or scene.queue.playing:
            return []
        fields = list(view["changed_last_turn"])
        if not fields:
            return []
        heights = scene.board.heights
        corners = np.concatenate([roof_corners(field, heights) for field in fields])
        shown = scene.site.points_on_screen(corners)
        width, height = surface.get_size()
        box = (-10.0, -10.0, width + 10.0, height + 10.0)
        for index in range(len(fields)):
            square = shown[4 * index : 4 * index + 4]
            for side in range(4):
                for start, end in dashes(square[side], square[(side + 1) % 4], within=box):
                    pygame.draw.line(surface, OUTLINE_SHADOW, start, end, 6)
            for side in range(4):
                for start, end in dashes(square[side], square[(side + 1) % 4], within=box):
                    pygame.draw.line(surface, OUTLINE_COLOUR, start, end, 3)
        return fields

    def field_width(self) -> float:
        """How wide a field in the middle of the site appears on the canvas now (the labels'
        letters follow it within the readable range)."""
        corners = roof_corners(MIDDLE_FIELD, GROUND)
        shown = self.scene.site.points_on_screen(corners)
        sides = [
            float(
                np.hypot(
                    shown[index][0] - shown[index - 1][0], shown[index][1] - shown[index - 1][1]
                )
            )
            for index in range(4)
        ]
        return max(sides)

    def _draw_field_labels(self, surface: pygame.Surface) -> None:
        """The lit fields' labels ('+N', the AP price or the new floor) and, while building or
        switched on, every tower's floor count: sized for the zoom, kept inside the site, and
        thinned where fields crowd so closely that labels would cover each other."""
        scene = self.scene
        width = self.field_width()
        size = readable_size(width)
        floor_size = readable_size(width, SIZE_PER_FIELD * FLOOR_SHARE)
        lit = [(field, target) for field, target in scene.targets.items() if target.label]
        floors: list[int] = []
        if scene.floors_on_roofs or scene.selection.mode == sel.BUILDING:
            heights = scene.board.heights
            floors = [
                field
                for field in range(len(heights))
                if heights[field] > 0
                and not (field in scene.targets and scene.targets[field].label)
            ]
        candidates: list[FieldLabel] = []
        for (field, target), centre in zip(lit, self._screen([f for f, _ in lit], LABEL_LIFT)):
            gain = target.gain > 0
            fill = THEME.colours.accent if gain else plate_colour(target.kind)
            letters = size + 4 if gain else size
            candidates.append(FieldLabel(field, target.label, fill, letters, centre, gain, False))
        # Gains first, then the fields nearest the camera (lowest on the canvas) keep their labels.
        candidates.sort(key=lambda label: (not label.gain, -label.centre[1]))
        heights = scene.board.heights
        floor_fill = THEME.colours.panel
        floor_labels = [
            FieldLabel(field, str(heights[field]), floor_fill, floor_size, centre, False, True)
            for field, centre in zip(floors, self._screen(floors, LABEL_LIFT))
        ]
        floor_labels.sort(key=lambda label: -label.centre[1])
        bounds = scene.site.rect
        placed: list[tuple[FieldLabel, pygame.Rect]] = []
        for label in [*candidates, *floor_labels]:
            rect = kept_inside(plaque_rect(label.words, label.centre, label.size), bounds)
            if rect is not None:
                placed.append((label, rect))
        keep = thinned([rect for _label, rect in placed])
        self.drawn_labels, self.drawn_floors = [], []
        # Floors first, so that a price or a gain is never drawn under a floor count.
        for floor_pass in (True, False):
            for (label, rect), shown in zip(placed, keep):
                if not shown or label.floor is not floor_pass:
                    continue
                draw_plaque(surface, label.words, rect.center, label.fill, label.size)
                drawn = DrawnLabel(label.field, label.words, rect.center, rect, label.size)
                (self.drawn_floors if label.floor else self.drawn_labels).append(drawn)

    # ---- the base area of houses --------------------------------------------------------------

    def _draw_base_areas(self, surface: pygame.Surface) -> list[DrawnLabel]:
        """'Grundfläche 5' at the foot of each house (with the floors switched on), or of the
        house under the pointer or of the selected foreman: on the ground where the house's
        outline is nearest the camera."""
        scene = self.scene
        heights, foundations = scene.board.heights, scene.board.foundations
        houses = find_houses(heights, foundations)
        if scene.floors_on_roofs:
            wanted = [house for house in range(len(houses.area)) if houses.area[house] > 0]
        else:
            focus = scene.selection.foreman if scene.selection.mode == sel.FOREMAN else -1
            focus = focus if focus >= 0 else scene.hover_field
            house = houses.house_of[focus] if 0 <= focus < len(houses.house_of) else -1
            wanted = [house] if house >= 0 else []
        if not wanted:
            return []
        size = readable_size(self.field_width(), SIZE_PER_FIELD * FLOOR_SHARE)
        wanted_rects: list[pygame.Rect] = []
        words_of = [text("chicago_overlay.base_area", area=houses.area[house]) for house in wanted]
        for house, words in zip(wanted, words_of):
            corners = np.concatenate(
                [roof_corners(field, GROUND) for field in houses.fields_of(house)]
            )
            shown = scene.site.points_on_screen(corners)
            x, y = max(shown, key=lambda point: point[1])
            rect = plaque_rect(words, (x, y), size)
            rect.top = round(y) + BASE_AREA_DROP
            wanted_rects.append(rect)
        # Beside the floors and prices already drawn, never over them.
        taken = [label.rect for label in (*self.drawn_labels, *self.drawn_floors)]
        bounds = scene.site.rect
        placed = pushed_apart(wanted_rects, bounds, fixed=taken)
        drawn: list[DrawnLabel] = []
        for house, words, wanted_rect, rect in zip(wanted, words_of, wanted_rects, placed):
            if not bounds.collidepoint(wanted_rect.center):
                continue  # the house's foot is off the picture
            draw_plaque(surface, words, rect.center, THEME.colours.card_face, size)
            drawn.append(DrawnLabel(houses.fields_of(house)[0], words, rect.center, rect, size))
        return drawn

    # ---- the scoring view ---------------------------------------------------------------------

    def _draw_scoring(self, surface: pygame.Surface) -> list[DrawnPlaque]:
        """One plaque above each house: which company would get how many points now; the
        photographer's bonuses on one plaque of their own; none covers another."""
        view = self.scene.view_data
        if view is None:
            return []
        plaques = scoring_plaques(view, self.scene.board.photographer)
        if not plaques:
            return []
        anchors = self._screen([plaque.field for plaque in plaques], SCORING_LIFT)
        site = self.scene.site.rect
        bounds = pygame.Rect(
            site.x, site.y, self.buttons[0].rect.x - BUTTON_MARGIN - site.x, site.height
        )
        rects = placed_plaques(plaques, anchors, bounds)
        drawn: list[DrawnPlaque] = []
        for plaque, anchor, rect in zip(plaques, anchors, rects):
            draw_scoring_plaque(surface, plaque, rect, anchor)
            drawn.append(DrawnPlaque(plaque, anchor, rect))
        return drawn
