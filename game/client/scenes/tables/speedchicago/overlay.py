"""What is drawn over the 3D site, and the view buttons there: labels on lit fields, floors on
roofs, the dashed outline of the last player's changes and the scoring view are drawn here; the
score track, the Rat's steps, the info windows and the log strip under the site come from their
own modules, which the overlay puts together.

Everything here is drawn in 2D over the site's picture at the screen positions of points of the
site (SiteView.points_on_screen), so that labels stay sharp and readable on any background.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
import pygame

from game.client.scenes.tables.speedchicago import selection as sel
from game.client.scenes.tables.speedchicago.advice import AdviceMark, RatAdvice
from game.client.scenes.tables.speedchicago.labels import (
    PLAQUE_FONT,
    calculation,
    dashes,
    draw_plaque,
    house_labels,
    photographer_bonuses,
    plate_colour,
    roof_corners,
)
from game.client.scenes.tables.speedchicago.log_strip import draw_log_strip
from game.client.scenes.tables.speedchicago.site_info import SiteInfo
from game.client.scenes.tables.speedchicago.track import ScoreTrack
from game.client.scenes.tables.speedchicago.view_dialog import ViewDialog
from game.client.site3d.geometry import PICK_NOTHING
from game.client.site3d.renderer import Pick
from game.client.site3d.see_through import field_top_point
from game.client.text_layout import line_height
from game.client.theme import THEME, Colour
from game.client.widgets import Button, InfoContent, Widget
from game.client.widgets.info import Point
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

FLOOR_FONT = 20
SCORING_FONT = 24
# Heights above a roof (site units) where the different labels sit.
LABEL_LIFT = 0.05
SCORING_LIFT = 0.9
OUTLINE_COLOUR: Colour = (255, 255, 255)
OUTLINE_SHADOW: Colour = (20, 24, 28)


@dataclass(frozen=True)
class DrawnLabel:
    """A label drawn in the last frame: its field, its words and its centre (for tests and
    for keeping labels apart)."""

    field: int
    words: str
    centre: Point


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
        self.drawn_scoring: list[DrawnLabel] = []
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
            self.drawn_floors = self._draw_floors(surface)
            self.drawn_labels = self._draw_target_labels(surface)
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

    def _draw_floors(self, surface: pygame.Surface) -> list[DrawnLabel]:
        """Every tower's floor count on its roof (while building, or switched on)."""
        scene = self.scene
        if not (scene.floors_on_roofs or scene.selection.mode == sel.BUILDING):
            return []
        heights = scene.board.heights
        fields = [
            field
            for field in range(len(heights))
            if heights[field] > 0 and not (field in scene.targets and scene.targets[field].label)
        ]
        drawn: list[DrawnLabel] = []
        fill = THEME.colours.panel
        for field, centre in zip(fields, self._screen(fields, LABEL_LIFT)):
            words = str(heights[field])
            draw_plaque(surface, words, centre, fill, FLOOR_FONT)
            drawn.append(DrawnLabel(field, words, centre))
        return drawn

    def _draw_target_labels(self, surface: pygame.Surface) -> list[DrawnLabel]:
        """The lit fields' labels: '+N', the AP price or the new floor."""
        scene = self.scene
        lit = [(field, target) for field, target in scene.targets.items() if target.label]
        drawn: list[DrawnLabel] = []
        centres = self._screen([field for field, _ in lit], LABEL_LIFT)
        for (field, target), centre in zip(lit, centres):
            fill = THEME.colours.accent if target.gain > 0 else plate_colour(target.kind)
            size = PLAQUE_FONT + 4 if target.gain > 0 else PLAQUE_FONT
            draw_plaque(surface, target.label, centre, fill, size)
            drawn.append(DrawnLabel(field, target.label, centre))
        return drawn

    # ---- the scoring view ---------------------------------------------------------------------

    def _draw_scoring(self, surface: pygame.Surface) -> list[DrawnLabel]:
        """Above each house which company would get how many points now (area × floor)."""
        view = self.scene.view_data
        if view is None:
            return []
        labels = house_labels(view)
        by_field: dict[int, list[tuple[int, str]]] = {}
        for label in labels:
            by_field.setdefault(label.field, []).append((label.company, calculation(label)))
        photographer = self.scene.board.photographer
        bonuses = photographer_bonuses(view)
        if photographer >= 0 and bonuses:
            for company, points in bonuses:
                words = text("chicago_overlay.photographer_bonus", points=points)
                by_field.setdefault(photographer, []).append((company, words))
        fields = list(by_field)
        drawn: list[DrawnLabel] = []
        step = line_height(SCORING_FONT, True) + 8
        for field, (x, y) in zip(fields, self._screen(fields, SCORING_LIFT)):
            entries = by_field[field]
            # The lowest label sits just above the roof's figures; the others stack upwards.
            for index, (company, words) in enumerate(reversed(entries)):
                centre = (x, y - index * step)
                draw_plaque(surface, words, centre, THEME.seat(company), SCORING_FONT)
                drawn.append(DrawnLabel(field, words, centre))
        return drawn
