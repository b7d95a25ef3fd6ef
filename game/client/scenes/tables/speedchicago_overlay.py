"""What is drawn over the 3D site: labels on lit fields, floors on roofs, the dashed outline of
the last player's changes, the scoring view, the score track, the Rat's steps, the view buttons,
info windows on the site and the log strip under it.

Everything here is drawn in 2D over the site's picture at the screen positions of points of the
site (SiteView.points_on_screen), so that labels stay sharp and readable on any background.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np
import pygame

from game.client.intents import Intent
from game.client.scenes.tables import speedchicago_selection as sel
from game.client.site3d.geometry import (
    BLOCK_WIDTH,
    PICK_FIELD,
    PICK_FIGURE,
    PICK_FLOOR,
    PICK_NOTHING,
    field_centre,
    top_of,
)
from game.client.site3d.renderer import Pick
from game.client.site3d.see_through import field_top_point
from game.client.text_layout import draw_text, fit_size, line_height, render_text
from game.client.theme import THEME, Colour
from game.client.widgets import Button, Dialog, InfoContent, Toggle, Widget
from game.client.widgets.base import POINTER_KINDS
from game.client.widgets.focus import FocusRing
from game.client.widgets.info import Point
from game.client.widgets.paint import darker, draw_panel, mix, readable_on
from game.rules.core import Move
from game.rules.speedchicago.houses import NO_HOUSE, Houses, find_houses
from game.rules.speedchicago.moves import (
    NOWHERE,
    Build,
    DrawCard,
    DropFloor,
    EndTurn,
    Insert,
    LayStone,
    LeavePhotographer,
    PlaceForeman,
    PlayCard,
    SendPhotographer,
    Undo,
    Walk,
)
from game.rules.speedchicago.scoring import CompanyScoring, company_scoring
from game.rules.speedchicago.site import FIELD_NAMES
from game.rules.speedchicago.state import (
    FOREMEN,
    OVER,
    PHOTO,
    PHOTOGRAPHER,
    SETUP_PHOTOGRAPHER,
    STONES,
    SpeedchicagoState,
)
from game.rules.speedchicago.tables import PHOTO_BONUS, PHOTO_FLOOR
from game.texts import text

if TYPE_CHECKING:
    from game.client.scenes.tables.speedchicago import SpeedchicagoScene

# The strip under the site: the log on the left, the hint on the right (where the tutorial's
# box and the scoring's banner cover it while they show).
LOG_RECT = pygame.Rect(24, 912, 472, 152)
HINT_RECT = pygame.Rect(504, 912, 920, 152)
# The smallest size a long log line shrinks to before it is cut.
LOG_SMALLEST = 17
# The view buttons' column at the right edge inside the site.
BUTTON_WIDTH = 224
BUTTON_HEIGHT = 68
BUTTON_GAP = 10
BUTTON_MARGIN = 14
# Factor one press of a zoom button changes the camera distance by (as the keys do).
ZOOM_STEP = 0.88

PLAQUE_FONT = 24
FLOOR_FONT = 20
SCORING_FONT = 24
BADGE_RADIUS = 17
# Heights above a roof (site units) where the different labels sit.
LABEL_LIFT = 0.05
SCORING_LIFT = 0.9
ADVICE_LIFT = 0.3
# The dashed outline: dash and gap lengths in canvas pixels.
DASH = 12
DASH_GAP = 8
OUTLINE_COLOUR: Colour = (255, 255, 255)
OUTLINE_SHADOW: Colour = (20, 24, 28)
# The track's panel over the site and how far past the leader it reaches.
TRACK_HEIGHT = 250
TRACK_MARGIN = 10
TRACK_STEP = 10
MARKER_RADIUS = 15
# Identities for the info host, forgotten when there are many.
IDENTITIES_KEPT = 256


# ---- pure helpers ---------------------------------------------------------------------------


@dataclass(frozen=True)
class HouseLabel:
    """One company's points on one house at a scoring now: base area × floor of its highest
    foreman there; field is where the label stands (the house's tallest tower)."""

    house: int
    field: int
    company: int
    area: int
    floor: int
    points: int


def house_anchor(house: int, heights: Sequence[int], house_of: Sequence[int]) -> int:
    """The field of a house's tallest tower (the first of equal ones), where its labels stand."""
    best, best_height = NOWHERE, -1
    for field, owner in enumerate(house_of):
        if owner == house and heights[field] > best_height:
            best, best_height = field, heights[field]
    return best


def house_labels(view: dict[str, Any]) -> list[HouseLabel]:
    """What each company would get per house at a scoring now, from a rules view, ordered by
    house and then by company."""
    heights, house_of = view["heights"], view["house_of"]
    anchors: dict[int, int] = {}
    labels: list[HouseLabel] = []
    for company, scoring in enumerate(view["scoring_now"]):
        for house, area, floor, points in scoring["houses"]:
            if house not in anchors:
                anchors[house] = house_anchor(house, heights, house_of)
            labels.append(HouseLabel(house, anchors[house], company, area, floor, points))
    labels.sort(key=lambda label: (label.house, label.company))
    return labels


def calculation(label: HouseLabel) -> str:
    """'5 × 3 = 15'."""
    return text(
        "chicago_overlay.calculation", area=label.area, floor=label.floor, points=label.points
    )


def photographer_bonuses(view: dict[str, Any]) -> list[tuple[int, int]]:
    """The companies that would get the photographer's bonus at a scoring now, with it."""
    return [
        (company, scoring["photographer"])
        for company, scoring in enumerate(view["scoring_now"])
        if scoring["photographer"]
    ]


def track_end(totals: Sequence[int]) -> int:
    """The last field the track shows: past the leader by a margin, on a round number."""
    leader = max(totals, default=0)
    return max(3 * TRACK_STEP, -(-(leader + TRACK_MARGIN) // TRACK_STEP) * TRACK_STEP)


def dashes(
    start: Point, end: Point, dash: float = DASH, gap: float = DASH_GAP
) -> list[tuple[Point, Point]]:
    """The dashes of a dashed line from start to end."""
    (x0, y0), (x1, y1) = start, end
    length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
    if length < 1e-6:
        return []
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    found: list[tuple[Point, Point]] = []
    at = 0.0
    while at < length:
        stop = min(length, at + dash)
        found.append(((x0 + ux * at, y0 + uy * at), (x0 + ux * stop, y0 + uy * stop)))
        at = stop + gap
    return found


def roof_corners(field: int, heights: Sequence[int]) -> np.ndarray:
    """The four corners of a field's roof (or ground), in order around it."""
    x, z = field_centre(field)
    y = top_of(heights[field]) + 0.02
    half = BLOCK_WIDTH / 2 + 0.02
    return np.array(
        [
            (x - half, y, z - half),
            (x + half, y, z - half),
            (x + half, y, z + half),
            (x - half, y, z + half),
        ]
    )


@dataclass(frozen=True)
class AdviceMark:
    """One numbered step of the Rat: where it acts (NOWHERE for steps without a field), where
    it comes from (a walk's origin), its words and its short label on the site."""

    number: int
    field: int
    origin: int
    words: str
    label: str
    # Height of the acting field after the step, so that the mark sits on the new roof.
    height: int


def step_words(move: Move, heights: Sequence[int]) -> tuple[str, str, int, int]:
    """The words of a step, its short label, the field it acts on and where it comes from."""
    names = FIELD_NAMES
    if isinstance(move, Walk):
        words = text(
            "chicago_overlay.step.walk", origin=names[move.origin], target=names[move.target]
        )
        return words, text("chicago_overlay.mark.walk"), move.target, move.origin
    if isinstance(move, Build):
        floor = heights[move.field] + 1
        words = text(
            "chicago_overlay.step.build", floor=floor, field=names[move.field], stack=move.stack + 1
        )
        return words, text("chicago_overlay.mark.build", floor=floor), move.field, NOWHERE
    if isinstance(move, Insert):
        words = text("chicago_overlay.step.insert", field=names[move.field])
        return words, text("chicago_overlay.mark.insert"), move.field, NOWHERE
    if isinstance(move, DropFloor):
        floor = heights[move.field] + 1
        words = text("chicago_overlay.step.drop", floor=floor, field=names[move.field])
        return words, text("chicago_overlay.mark.build", floor=floor), move.field, NOWHERE
    if isinstance(move, PlayCard):
        card = text(f"speedchicago.cards.{move.card}.name")
        field = move.target if move.target != NOWHERE else move.source
        origin = move.source if move.target != NOWHERE else NOWHERE
        if field == NOWHERE:
            return text("chicago_overlay.step.card", card=card), card, NOWHERE, NOWHERE
        words = text("chicago_overlay.step.card_at", card=card, field=names[field])
        return words, card, field, origin
    if isinstance(move, DrawCard):
        return text("chicago_overlay.step.draw"), "", NOWHERE, NOWHERE
    if isinstance(move, EndTurn):
        return text("chicago_overlay.step.end"), "", NOWHERE, NOWHERE
    if isinstance(move, Undo):
        return text("chicago_overlay.step.undo"), "", NOWHERE, NOWHERE
    if isinstance(move, LeavePhotographer):
        return text("chicago_overlay.step.photo_stay"), "", NOWHERE, NOWHERE
    if isinstance(move, SendPhotographer):
        words = text("chicago_overlay.step.photo", field=names[move.field])
        return words, text("chicago_overlay.mark.photo"), move.field, NOWHERE
    if isinstance(move, PlaceForeman):
        words = text("chicago_overlay.step.place", field=names[move.field])
        return words, text("chicago_overlay.mark.insert"), move.field, NOWHERE
    if isinstance(move, LayStone):
        words = text("chicago_overlay.step.stone", field=names[move.field])
        return words, text("chicago_overlay.mark.build", floor=1), move.field, NOWHERE
    return move.text(), "", NOWHERE, NOWHERE


def advice_marks(
    position: SpeedchicagoState | None, company: int, moves: Sequence[Move]
) -> list[AdviceMark]:
    """The Rat's steps numbered in order, each placed on the site as it will stand by then
    (a floor built in step 1 lifts what step 2 does there)."""
    twin = position.copy() if position is not None else None
    heights = list(position.heights) if position is not None else [0] * 64
    marks: list[AdviceMark] = []
    for number, move in enumerate(moves, start=1):
        words, label, field, origin = step_words(move, heights)
        if twin is not None and move in twin.legal_moves(company):
            twin.apply(company, move)
            heights = list(twin.heights)
        else:
            # A step the rebuilt position cannot follow (a hidden card drawn): the later
            # steps stand on the site as it is known by then.
            twin = None
        marks.append(
            AdviceMark(number, field, origin, words, label, heights[field] if field >= 0 else 0)
        )
    return marks


def hint_line(scene: SpeedchicagoScene) -> str:
    """What to tap now for the current selection ('Tippe ein grünes Feld'), or who acts."""
    view = scene.view_data
    if view is None or scene.finished:
        return ""
    if not scene.can_act_now():
        thinking = scene.thinking_text()
        if thinking:
            return thinking
        acting = view["acting"]
        if acting and view["phase"] != OVER:
            return text(
                "chicago_overlay.hint.waiting", name=scene.table.setup.seats[acting[0]].name
            )
        return ""
    phase = view["phase"]
    if phase == STONES:
        return text("chicago_overlay.hint.lay_stone")
    if phase == FOREMEN:
        return text("chicago_overlay.hint.place_foreman")
    if phase == SETUP_PHOTOGRAPHER:
        return text("chicago_overlay.hint.place_photographer")
    if phase == PHOTO:
        return text("chicago_overlay.hint.photo")
    if view["turn"]["lifted"] != NOWHERE:
        return text("chicago_overlay.hint.drop")
    selection = scene.selection
    mode = selection.mode
    if mode == sel.FOREMAN:
        return text("chicago_overlay.hint.walk" if scene.targets else "chicago_overlay.hint.stuck")
    if mode == sel.INSERTING:
        return text("chicago_overlay.hint.insert")
    if mode == sel.BUILDING:
        return text("chicago_overlay.hint.build")
    if mode == sel.CARD_SOURCE:
        key = "card_stone" if selection.card == "abrisstrupp" else "card_source"
        return text(f"chicago_overlay.hint.{key}")
    if mode == sel.CARD_TARGET:
        key = "drop" if selection.card == "sonderlieferung" else "card_target"
        return text(f"chicago_overlay.hint.{key}")
    if view["turn"]["action_points"] <= 0:
        return text("chicago_overlay.hint.no_points")
    return text("chicago_overlay.hint.idle")


def draw_plaque(
    surface: pygame.Surface, words: str, centre: Point, fill: Colour, size: int = PLAQUE_FONT
) -> pygame.Rect:
    """A small rounded plaque with bold words, framed dark so that it reads on any background."""
    label = render_text(words, size, readable_on(fill), True)
    padding_x, padding_y = size // 3 + 2, size // 8 + 1
    rect = label.get_rect().inflate(2 * padding_x, 2 * padding_y)
    rect.center = (round(centre[0]), round(centre[1]))
    pygame.draw.rect(surface, darker(fill, 0.6), rect.inflate(4, 4), 0, rect.height // 2 + 2)
    pygame.draw.rect(surface, fill, rect, 0, rect.height // 2)
    surface.blit(label, label.get_rect(center=rect.center))
    return rect


def plate_colour(kind: str) -> Colour:
    """A lit field's plate colour (the 3D view's, 0..1) as a canvas colour."""
    red, green, blue, _alpha = sel.PLATE_COLOURS[kind]
    return round(red * 255), round(green * 255), round(blue * 255)


# ---- the Ansicht dialog ---------------------------------------------------------------------


class ViewDialog(Dialog):
    """Ansicht: the switch "Kamera folgt den Gegnern" above the dialog's buttons; flipping the
    switch keeps the dialog open."""

    def __init__(
        self,
        follows: bool,
        on_follow: Callable[[bool], None],
        restart: Callable[[], None],
    ) -> None:
        super().__init__(
            text("chicago_overlay.view_dialog.title"),
            text("chicago_overlay.view_dialog.message"),
            [
                (text("chicago_overlay.view_dialog.tutorial"), restart),
                (text("chicago_overlay.view_dialog.done"), _nothing),
            ],
            primary=1,
        )
        spacing = THEME.spacing
        row = THEME.button_height
        grow = row + spacing.large
        self.rect.height += grow
        self.rect.y -= grow // 2
        for button in self.buttons:
            button.rect.move_ip(0, grow - grow // 2)
        padding = spacing.huge
        self.toggle = Toggle(
            pygame.Rect(
                self.rect.x + padding,
                self.buttons[0].rect.top - spacing.large - row,
                self.rect.width - 2 * padding,
                row,
            ),
            text("chicago_overlay.view_dialog.camera_follows"),
            follows,
            on_follow,
            info=InfoContent(
                text("chicago_overlay.view_dialog.camera_follows"),
                [text("chicago_overlay.view_dialog.camera_follows_explain")],
            ),
        )
        self.focus = FocusRing([self.toggle, *self.buttons])
        self.focus.focus(self.toggle)

    def handle(self, intent: Intent) -> bool:
        """The switch takes pointer intents too; the rest as every dialog."""
        if not self.open:
            return False
        if intent.kind in POINTER_KINDS:
            self.toggle.handle(intent)
        return super().handle(intent)

    def update(self, dt: float) -> None:
        """Advances the buttons and the switch."""
        super().update(dt)
        self.toggle.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The dialog, then its switch."""
        if not self.open:
            return
        super().draw(surface)
        self.toggle.draw(surface, focused=self.focus.focused is self.toggle)


def _nothing() -> None:
    """The answer of a button that only closes its dialog."""


# ---- the overlay ----------------------------------------------------------------------------


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
        self._identities: dict[tuple[object, ...], tuple[object, ...]] = {}
        # What the last frame drew, so that tests and the tutorial can find it.
        self.drawn_labels: list[DrawnLabel] = []
        self.drawn_floors: list[DrawnLabel] = []
        self.drawn_outlines: list[int] = []
        self.drawn_scoring: list[DrawnLabel] = []
        self.drawn_advice: list[AdviceMark] = []
        self._advice_key: tuple[object, ...] | None = None
        self._advice_marks: list[AdviceMark] = []
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

    def _identity(self, key: tuple[object, ...]) -> tuple[object, ...]:
        """One object per equal key, so that the info host sees the same thing as the same."""
        if len(self._identities) > IDENTITIES_KEPT:
            self._identities.clear()
        return self._identities.setdefault(key, key)

    def site_info(self, pos: Point) -> tuple[object, InfoContent] | None:
        """The house, foreman or photographer under pos with its info window, or None."""
        scene = self.scene
        if not scene.site.rect.collidepoint(pos) or scene.widgets.widget_at(pos) is not None:
            return None
        if scene.site.look is None or scene.view_data is None:
            return None
        if scene.track_view and self.track_rect().collidepoint(pos):
            return None
        pick = scene.site.pick(pos)
        if pick.kind == PICK_NOTHING or pick.field < 0:
            return None
        board = scene.board
        state = (tuple(board.heights), tuple(board.figures))
        figure = board.figures[pick.field]
        if pick.kind == PICK_FIGURE and figure == PHOTOGRAPHER:
            return self._identity(("photographer", pick.field, state)), self.photographer_info()
        if pick.kind == PICK_FIGURE and figure >= 0:
            key = ("foreman", pick.field, state)
            return self._identity(key), self.foreman_info(pick.field)
        if pick.kind in (PICK_FIELD, PICK_FLOOR) and board.heights[pick.field] > 0:
            content = self.house_info(pick.field)
            if content is not None:
                return self._identity(("house", pick.field, state)), content
        return None

    def _scorings(self) -> tuple[Houses, list[CompanyScoring]]:
        """The houses and every company's scoring as the site is shown now."""
        scene = self.scene
        board = scene.board
        view = scene.view_data or {}
        houses = find_houses(board.heights, board.foundations)
        year = view.get("year_index", 0)
        order = view.get("city_order") or ""
        scorings = [
            company_scoring(
                company, year, board.photographer, order, board.figures, board.heights, houses
            )
            for company in range(len(scene.table.setup.seats))
        ]
        return houses, scorings

    def _name(self, company: int) -> str:
        return self.scene.table.setup.seats[company].name

    def house_info(self, field: int) -> InfoContent | None:
        """A house: its base area, its tallest tower, and who gets how much there now."""
        board = self.scene.board
        houses, scorings = self._scorings()
        house = houses.house_of[field]
        if house == NO_HOUSE:
            return None
        area = houses.area[house]
        tallest = max(board.heights[f] for f in houses.fields_of(house))
        stone = FIELD_NAMES[board.foundations[house]]
        rule = [text("chicago_overlay.info.house_rule", area=area, tallest=tallest)]
        anyone = False
        for company, scoring in enumerate(scorings):
            for scored in scoring.houses:
                if scored.house == house:
                    anyone = True
                    rule.append(
                        text(
                            "chicago_overlay.info.house_company",
                            name=self._name(company),
                            area=scored.area,
                            floor=scored.floor,
                            points=scored.points,
                        )
                    )
        if not anyone:
            rule.append(text("chicago_overlay.info.house_nobody"))
        for_you: list[str] = []
        seat = self.scene.shown_seat
        if seat is not None and seat < len(scorings):
            mine = [scored for scored in scorings[seat].houses if scored.house == house]
            if mine:
                for_you.append(
                    text(
                        "chicago_overlay.info.house_yours",
                        area=mine[0].area,
                        floor=mine[0].floor,
                        points=mine[0].points,
                    )
                )
            else:
                for_you.append(text("chicago_overlay.info.house_not_yours"))
        title = text("chicago_overlay.info.house_title", field=stone, area=area)
        return InfoContent(title, rule, for_you)

    def foreman_info(self, field: int) -> InfoContent:
        """A foreman: his company, his floor and his house, and whether he counts there."""
        board = self.scene.board
        company = board.figures[field]
        houses, scorings = self._scorings()
        house = houses.house_of[field]
        floor = board.heights[field]
        name = self._name(company)
        rule: list[str] = []
        if house == NO_HOUSE:
            rule.append(text("chicago_overlay.info.foreman_ground", field=FIELD_NAMES[field]))
        else:
            area = houses.area[house]
            rule.append(
                text(
                    "chicago_overlay.info.foreman_floor",
                    field=FIELD_NAMES[field],
                    floor=floor,
                    house=FIELD_NAMES[board.foundations[house]],
                    area=area,
                )
            )
            counted = next((s for s in scorings[company].houses if s.house == house), None)
            if counted is not None and counted.floor == floor:
                rule.append(
                    text(
                        "chicago_overlay.info.foreman_counts",
                        name=name,
                        area=counted.area,
                        floor=counted.floor,
                        points=counted.points,
                    )
                )
            else:
                rule.append(text("chicago_overlay.info.foreman_lower", name=name))
        for_you: list[str] = []
        if company == self.scene.shown_seat:
            for_you.append(text("chicago_overlay.info.foreman_yours"))
        title = text("chicago_overlay.info.foreman_title", name=name)
        return InfoContent(title, rule, for_you)

    def photographer_info(self) -> InfoContent:
        """The photographer: the floor he wants this year and his bonus."""
        scene = self.scene
        board = scene.board
        view = scene.view_data or {}
        year = view.get("year_index", 0)
        wanted, bonus = PHOTO_FLOOR[year], PHOTO_BONUS[year]
        houses, scorings = self._scorings()
        field = board.photographer
        house = houses.house_of[field] if field >= 0 else NO_HOUSE
        rule: list[str] = []
        if house != NO_HOUSE:
            rule.append(
                text(
                    "chicago_overlay.info.photographer_rule",
                    house=FIELD_NAMES[board.foundations[house]],
                    floor=wanted,
                    bonus=bonus,
                    year=view.get("year", ""),
                )
            )
            lucky = [self._name(c) for c, scoring in enumerate(scorings) if scoring.photographer]
            if lucky:
                rule.append(text("chicago_overlay.info.photographer_lucky", names=", ".join(lucky)))
        for_you: list[str] = []
        seat = scene.shown_seat
        if seat is not None and seat < len(scorings) and house != NO_HOUSE:
            key = "photographer_yours" if scorings[seat].photographer else "photographer_not_yours"
            for_you.append(text(f"chicago_overlay.info.{key}", floor=wanted, bonus=bonus))
        return InfoContent(text("chicago_overlay.info.photographer_title"), rule, for_you)

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
            self.drawn_advice = self._draw_advice(surface)
            self.drawn_scoring = self._draw_scoring(surface) if scene.scoring_view else []
            if scene.track_view:
                self._draw_track(surface)
        finally:
            surface.set_clip(clip if clip.width else None)
        self._draw_log(surface)

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
        for index in range(len(fields)):
            square = shown[4 * index : 4 * index + 4]
            for side in range(4):
                for start, end in dashes(square[side], square[(side + 1) % 4]):
                    pygame.draw.line(surface, OUTLINE_SHADOW, start, end, 6)
            for side in range(4):
                for start, end in dashes(square[side], square[(side + 1) % 4]):
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

    # ---- the Rat ------------------------------------------------------------------------------

    def current_advice(self) -> list[AdviceMark]:
        """The Rat's steps for the shown seat, worked out once per advice."""
        scene = self.scene
        moves: list[Move] = list(scene.advice_steps())
        seat = scene.shown_seat
        if not moves or seat is None or not scene.can_act_now():
            return []
        key = (tuple(moves), len(scene.table.log), seat)
        if key != self._advice_key:
            self._advice_key = key
            self._advice_marks = advice_marks(scene.position, seat, moves)
        return self._advice_marks

    def _draw_advice(self, surface: pygame.Surface) -> list[AdviceMark]:
        """The Rat's steps: numbers on the fields they act on, arrows for walks, and a list."""
        marks = self.current_advice()
        if not marks:
            return []
        site = self.scene.site
        accent = THEME.colours.accent
        ink = readable_on(accent)
        placed: dict[int, int] = {}
        for mark in marks:
            if mark.field < 0:
                continue
            heights = list(self.scene.board.heights)
            heights[mark.field] = mark.height
            point = np.array([field_top_point(mark.field, heights, ADVICE_LIFT)])
            x, y = site.points_on_screen(point)[0]
            if mark.origin >= 0:
                origin = np.array(
                    [field_top_point(mark.origin, self.scene.board.heights, ADVICE_LIFT)]
                )
                ox, oy = site.points_on_screen(origin)[0]
                _draw_arrow(surface, (ox, oy), (x, y), accent)
            # Several steps on one field stand side by side.
            shift = placed.get(mark.field, 0)
            placed[mark.field] = shift + 1
            centre = (x + shift * (2 * BADGE_RADIUS + 6), y)
            pygame.draw.circle(surface, darker(accent, 0.6), centre, BADGE_RADIUS + 2)
            pygame.draw.circle(surface, accent, centre, BADGE_RADIUS)
            draw_text(
                surface, str(mark.number), centre, PLAQUE_FONT, ink, True, "center", valign="middle"
            )
            if mark.label and shift == 0:
                draw_plaque(
                    surface,
                    mark.label,
                    (centre[0], centre[1] - 2 * BADGE_RADIUS - 4),
                    THEME.colours.panel_raised,
                    PLAQUE_FONT - 4,
                )
        self._draw_advice_list(surface, marks)
        return marks

    def _draw_advice_list(self, surface: pygame.Surface, marks: Sequence[AdviceMark]) -> None:
        """The Rat's steps in words at the site's top left."""
        site = self.scene.site.rect
        size = THEME.fonts.tiny
        step = line_height(size) + 2
        padding = THEME.spacing.medium
        width = 460
        height = 2 * padding + line_height(size, True) + step * len(marks)
        panel = pygame.Rect(site.x + padding, site.y + padding, width, height)
        draw_panel(surface, panel, THEME.colours.panel, THEME.colours.accent)
        y = panel.y + padding
        draw_text(
            surface,
            text("chicago_overlay.advice_title"),
            (panel.x + padding, y),
            size,
            THEME.colours.accent,
            True,
        )
        y += line_height(size, True)
        for mark in marks:
            words = f"{mark.number}  {mark.words}"
            fitted = fit_size(words, width - 2 * padding, size)
            draw_text(surface, words, (panel.x + padding, y), fitted, THEME.colours.text)
            y += step

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

    # ---- the score track ----------------------------------------------------------------------

    def track_rect(self) -> pygame.Rect:
        """The track's panel: along the bottom of the site, clear of the view buttons."""
        site = self.scene.site.rect
        margin = THEME.spacing.medium
        return pygame.Rect(
            site.x + margin,
            site.bottom - margin - TRACK_HEIGHT,
            site.width - 3 * margin - BUTTON_WIDTH - BUTTON_MARGIN,
            TRACK_HEIGHT,
        )

    def track_positions(self) -> dict[int, tuple[int, int]]:
        """Each company's score and what it would have after a scoring now."""
        view = self.scene.view_data
        if view is None:
            return {}
        return {
            company: (score, score + view["scoring_now"][company]["total"])
            for company, score in enumerate(view["scores"])
        }

    def _draw_track(self, surface: pygame.Surface) -> None:
        """The score track from 0 past the leader, each company's marker on it, and what a
        scoring now would add (a ring)."""
        positions = self.track_positions()
        if not positions:
            return
        palette = THEME.colours
        panel = self.track_rect()
        draw_panel(surface, panel, palette.panel, palette.panel_border, shadow=True)
        padding = THEME.spacing.large
        # The title stands at the right: markers pile up at the left, where the track starts.
        draw_text(
            surface,
            text("chicago_overlay.track_title"),
            (panel.right - padding, panel.y + THEME.spacing.medium),
            THEME.fonts.small,
            palette.text,
            True,
            align="right",
        )
        end = track_end([now for _score, now in positions.values()])
        left, right = panel.x + padding + MARKER_RADIUS, panel.right - padding - MARKER_RADIUS
        line_y = panel.y + 130

        def x_of(value: int) -> float:
            return left + (right - left) * min(value, end) / end

        pygame.draw.line(surface, palette.panel_border, (left, line_y), (right, line_y), 4)
        for value in range(0, end + 1, 5):
            tall = value % TRACK_STEP == 0
            top = line_y - (12 if tall else 6)
            pygame.draw.line(
                surface,
                palette.text_muted,
                (x_of(value), top),
                (x_of(value), line_y + (12 if tall else 6)),
                2,
            )
            if tall:
                draw_text(
                    surface,
                    str(value),
                    (x_of(value), line_y + 16),
                    THEME.fonts.tiny,
                    palette.text_muted,
                    align="center",
                )
        count_at: dict[int, int] = {}
        for company, (score, now) in positions.items():
            colour = THEME.seat(company)
            lift = count_at.get(score, 0)
            count_at[score] = lift + 1
            centre = (x_of(score), line_y - 26 - lift * (MARKER_RADIUS + 7))
            if now > score:
                pygame.draw.circle(surface, colour, (x_of(now), line_y), MARKER_RADIUS - 4, 3)
            pygame.draw.circle(surface, darker(colour, 0.6), centre, MARKER_RADIUS + 2)
            pygame.draw.circle(surface, colour, centre, MARKER_RADIUS)
        # The legend: names with their score and what a scoring now would add.
        x = panel.x + padding
        y = panel.bottom - padding - line_height(THEME.fonts.tiny, True)
        for company, (score, now) in positions.items():
            words = text(
                "chicago_overlay.track_entry",
                name=self._name(company),
                score=score,
                now=now - score,
            )
            rect = draw_text(
                surface, words, (x + 2 * MARKER_RADIUS, y), THEME.fonts.tiny, palette.text, True
            )
            pygame.draw.circle(
                surface,
                THEME.seat(company),
                (x + MARKER_RADIUS - 4, rect.centery),
                MARKER_RADIUS - 6,
            )
            x = rect.right + THEME.spacing.large

    # ---- the log strip ------------------------------------------------------------------------

    def _draw_log(self, surface: pygame.Surface) -> None:
        """The log, the newest line first and brightest, and the hint for the selection."""
        palette = THEME.colours
        spacing = THEME.spacing
        draw_panel(surface, LOG_RECT, palette.panel, palette.panel_border)
        x = LOG_RECT.x + spacing.medium
        width = LOG_RECT.width - 2 * spacing.medium
        y = LOG_RECT.y + spacing.medium
        step = line_height(THEME.fonts.tiny) + spacing.tiny
        for age, line in enumerate(reversed(self.scene.log)):
            if y + step > LOG_RECT.bottom:
                break
            colour = mix(palette.text, palette.panel, min(0.7, 0.3 * age))
            size = fit_size(line, width, THEME.fonts.tiny, False, LOG_SMALLEST)
            draw_text(surface, line, (x, y), size, colour, age == 0)
            y += step
        hint = hint_line(self.scene)
        draw_panel(surface, HINT_RECT, palette.panel, palette.panel_border)
        if hint:
            draw_text(
                surface,
                hint,
                HINT_RECT.center,
                THEME.fonts.small,
                palette.accent,
                True,
                "center",
                max_width=HINT_RECT.width - 2 * spacing.large,
                valign="middle",
            )


def _draw_arrow(surface: pygame.Surface, start: Point, end: Point, colour: Colour) -> None:
    """A line with an arrow head, stopping short of the end so the number stays readable."""
    (x0, y0), (x1, y1) = start, end
    length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
    if length < 2 * BADGE_RADIUS:
        return
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    tip = (x1 - ux * (BADGE_RADIUS + 3), y1 - uy * (BADGE_RADIUS + 3))
    pygame.draw.line(surface, darker(colour, 0.6), start, tip, 8)
    pygame.draw.line(surface, colour, start, tip, 4)
    head = 16
    left = (tip[0] - ux * head - uy * head * 0.6, tip[1] - uy * head + ux * head * 0.6)
    right = (tip[0] - ux * head + uy * head * 0.6, tip[1] - uy * head - ux * head * 0.6)
    pygame.draw.polygon(surface, colour, [tip, left, right])
