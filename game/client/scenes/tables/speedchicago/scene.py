"""The Speedchicago table: the rotatable 3D construction site, the company bar, stacks, cards and
action points, and every control of the rules text by tap, drag and key.

The scene never changes the game: taps and keys become moves sent to the table; the site shows
the table's view, changed event by event while moves play (speedchicago_board).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

import pygame

from game.client.intents import Intent, IntentKind
from game.client.scenes.table_scene import TableScene
from game.client.scenes.tables.kit.registration import register_table_scene_class
from game.client.scenes.tables.speedchicago import selection as sel
from game.client.scenes.tables.speedchicago.advice import alone_against_computers
from game.client.scenes.tables.speedchicago.board import ShownBoard
from game.client.scenes.tables.speedchicago.camera_memory import CameraMemory
from game.client.scenes.tables.speedchicago.follow import CameraFollow
from game.client.scenes.tables.speedchicago.log_strip import LOG_RECT
from game.client.scenes.tables.speedchicago.overlay import SiteOverlay
from game.client.scenes.tables.speedchicago.panel import ChicagoPanel
from game.client.scenes.tables.speedchicago.scoring import ScoringShow
from game.client.scenes.tables.speedchicago.tutorial import Tutorial
from game.client.scenes.tables.speedchicago.words import event_line, header_line, log_lines
from game.client.site3d import palette
from game.client.site3d.geometry import PICK_FIGURE, PICK_NOTHING, SiteLook
from game.client.site3d.site_view import SiteView
from game.client.widgets import Widget
from game.client.widgets.log_panel import GameLog, LogOpener, LogPanel
from game.narration.logged_events import events_of_log
from game.rules.core import Event, Move
from game.rules.speedchicago import events as ev
from game.rules.speedchicago.houses import find_houses
from game.rules.speedchicago.moves import (
    DRAW,
    END_TURN,
    LEAVE_PHOTOGRAPHER,
    UNDO,
    Insert,
    PlayCard,
)
from game.rules.speedchicago.position import position_from_view
from game.rules.speedchicago.state import PHOTO, TURN, SpeedchicagoState
from game.table.table import Table

if TYPE_CHECKING:
    from game.client.app import App

SITE_RECT = pygame.Rect(24, 104, 1400, 800)
# Degrees the camera turns per arrow key press and per pixel dragged.
KEY_TURN = 15.0
KEY_TILT = 6.0
DRAG_TURN = 0.3
DRAG_TILT = 0.15
KEY_ZOOM = 0.88
# Seconds each kind of event stays on screen at normal tempo.
EVENT_SECONDS: dict[type, float] = {
    ev.ForemanMoved: 0.55,
    ev.ForemanInserted: 0.45,
    ev.FloorBuilt: 0.45,
    ev.FloorLifted: 0.4,
    ev.CardPlayed: 0.7,
    ev.CardDrawn: 0.35,
    ev.ActionPointsAdded: 0.35,
    ev.PhotographerSent: 0.6,
    ev.StoneLaid: 0.45,
    ev.ForemanPlaced: 0.45,
    ev.TurnStarted: 0.35,
    ev.YearStarted: 1.4,
    ev.CompanyScored: 0.0,
}


class SpeedchicagoScene(TableScene):
    """The table of a Speedchicago game."""

    def __init__(self, app: App, table: Table, table_id: str | None = None) -> None:
        super().__init__(app, table, table_id)
        # The Rat only "allein gegen den Computer": not at a table with several people.
        if not alone_against_computers(table.setup):
            self.advice_offered = False
            self.advice_button.visible = False
        self.site = SiteView(SITE_RECT, self.app.site_contexts())
        self.board = ShownBoard()
        self.selection = sel.Selection()
        self.view_data: dict[str, Any] | None = None
        self.position: SpeedchicagoState | None = None
        self.legal: tuple[Move, ...] = ()
        self.targets: dict[int, sel.Target] = {}
        self.floors_on_roofs = False
        self.scoring_view = False
        self.track_view = False
        self.acted_this_turn = False
        # The whole game so far, also after "Weiterspielen": told again from the table's log.
        self.log = GameLog(
            log_lines(events_of_log("speedchicago", table.log), table.setup.seats, self.shown_seat)
        )
        self.log_opener = LogOpener(LOG_RECT, self.open_log)
        self._drag: str | None = None
        self._drag_target: sel.Target | None = None
        self.hover_field = -1
        self.colours = palette.company_colours(len(table.setup.seats))
        self.overlay = SiteOverlay(self)
        self.panel = ChicagoPanel(self)
        self.scoring = ScoringShow(self)
        self.follow = CameraFollow(self)
        # Weiterspielen shows the site from where the player last looked.
        self.camera_memory = CameraMemory(self)
        self.camera_memory.restore()
        self.tutorial = Tutorial(self)
        self.sync()
        self.refresh_widgets()

    # ---- what the scene knows -----------------------------------------------------------------

    @property
    def now(self) -> float:
        """The scene's clock for animations."""
        return time.monotonic()

    @property
    def my_turn(self) -> bool:
        """Whether the shown seat may act now."""
        return self.can_act()

    @property
    def company(self) -> int | None:
        """The shown seat's company."""
        return self.shown_seat

    def look(self) -> SiteLook:
        """The board, plates and see-through houses as the 3D view should show them now."""
        board = self.board
        plates = {field: sel.PLATE_LOOKS[target.kind] for field, target in self.targets.items()}
        # The year's scoring lights the house it is counting.
        plates.update(
            {field: palette.plain_plate(colour) for field, colour in self.scoring.plates().items()}
        )
        selected = self.selection.foreman if self.selection.mode == sel.FOREMAN else -1
        focus = selected if selected >= 0 else self.hover_field
        see_through = self.site.occluders(focus, board.heights) if focus >= 0 else frozenset()
        return SiteLook(
            heights=tuple(board.heights),
            figures=tuple(board.figures),
            foundations=tuple(board.foundations),
            company_colours=tuple(self.colours),
            plates=plates,
            see_through=see_through,
            selected=selected,
            walking=board.walking(self.now),
            houses=find_houses(board.heights, board.foundations).house_of,
            supply=self.view_data["supply"] if self.view_data is not None else 0,
        )

    # ---- hooks of the table scene -------------------------------------------------------------

    def event_seconds(self, event: Event) -> float:
        """How long each event shows; scorings take the time of their house-by-house show."""
        if isinstance(event, ev.CompanyScored):
            return self.scoring.seconds_for(event)
        if isinstance(event, ev.ForemanMoved) and event.cost:
            return max(EVENT_SECONDS[ev.ForemanMoved], 0.16 * event.cost + 0.2)
        return EVENT_SECONDS.get(type(event), 0.0)

    def show_event(self, event: Event) -> None:
        """An event comes up: the board changes, the log tells it, the camera may follow."""
        self.board.show(event, self.now)
        line = event_line(event, self.table.setup.seats, self.shown_seat)
        self.log.add(line)
        if isinstance(event, ev.CompanyScored):
            self.scoring.show(event, self.board)
        elif isinstance(event, ev.YearStarted):
            self.scoring.close()
        self.follow.on_event(event)
        self.tutorial.on_event(event)

    def sync(self) -> None:
        """Caught up: the board is the table's view, and what can be done is worked out anew."""
        seat = self.shown_seat
        view = self.table.view(seat)["state"]
        self.view_data = view
        self.board.take_view(view)
        game = self.table.state.game
        self.position = position_from_view(game, view)
        turn_steps = view["turn"]["steps"]
        if seat is None or seat not in self.table.to_act():
            self.selection = sel.Selection()
            self.acted_this_turn = False
        elif turn_steps == 0 and not view["turn"]["drawn"] and self.selection.mode == sel.IDLE:
            self.acted_this_turn = False
        self.follow.restore()
        self._rework_targets()
        self.panel.refresh()

    def seat_changed(self) -> None:
        """Another person's view: their selection starts empty."""
        self.selection = sel.Selection()

    def header_text(self) -> str:
        """'1891 · Runde 2 von 4 · Rot ist dran'."""
        if self.view_data is None:
            return ""
        return header_line(self.view_data, self.table.setup.seats, not self.watched)

    def game_widgets(self) -> list[Widget]:
        """The panel's widgets, the view buttons (keyboard order) and the log (tap or P)."""
        return [*self.panel.widgets(), *self.overlay.widgets(), self.log_opener]

    def relabel(self) -> None:
        """The language changed: the panel's texts anew."""
        self.panel.relabel()
        self.overlay.relabel()

    def ready(self) -> None:
        """Caught up and the shown seat may act: the tutorial may speak."""
        self.tutorial.ready()

    # ---- drawing ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """The table scene's update, then the camera's follow and the scoring show."""
        super().update(dt)
        self.follow.update(dt)
        self.scoring.update(dt)
        self.camera_memory.keep()
        self.site.render_scale = min(1.0, self.app.letterbox.scale)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The 3D site with its labels, the panel, the log, the scoring and the tutorial."""
        # Zoomed out, the frame holds the tallest tower, the next floor on it and its foreman.
        self.site.camera.make_room(max(self.board.heights, default=0) + 1)
        self.site.show(self.look())
        self.site.draw(surface)
        self.overlay.draw(surface)
        self.panel.draw(surface)
        self.scoring.draw(surface)
        self.tutorial.draw(surface)

    # ---- acting -------------------------------------------------------------------------------

    def _rework_targets(self) -> None:
        """Legal moves and the fields to light for the current selection."""
        seat = self.shown_seat
        if self.position is None or seat is None or not self.can_act_now():
            self.legal = ()
            self.targets = {}
            return
        self.legal = self.table.legal_moves(seat)
        if self.selection.mode == sel.FOREMAN and self.selection.foreman not in (
            self.position.foremen_of(seat)
        ):
            self.selection = sel.Selection()
        self.targets = sel.targets(self.position, self.legal, self.selection, seat)

    def can_act_now(self) -> bool:
        """Whether the shown seat is to act (events may still play)."""
        seat = self.shown_seat
        return seat is not None and not self.finished and seat in self.table.to_act()

    def select(self, selection: sel.Selection) -> None:
        """Changes the selection and lights its fields."""
        self.selection = selection
        self._rework_targets()
        self.panel.refresh()

    def send(self, move: Move) -> bool:
        """Sends a move for the shown seat; the selection follows the foreman it moved."""
        seat = self.shown_seat
        if seat is None or not self.can_act():
            return False
        keep = self.selection
        if not self.submit(seat, move):
            return False
        self.acted_this_turn = True
        self.tutorial.on_move(move)
        # Finish showing one's own step at once: the player acts and does not want to wait.
        self.finish_queue()
        self.sync_if_changed()
        if keep.mode == sel.FOREMAN and hasattr(move, "target") and not isinstance(move, PlayCard):
            keep = sel.Selection(sel.FOREMAN, foreman=move.target)  # type: ignore[attr-defined]
        elif (
            keep.mode == sel.BUILDING
            and self.position is not None
            and (
                self.position.stacks[seat][keep.stack]
                if keep.stack < len(self.position.stacks[seat])
                else 0
            )
        ):
            keep = sel.Selection(sel.BUILDING, stack=keep.stack)
        elif keep.mode == sel.FOREMAN:
            keep = sel.Selection(sel.FOREMAN, foreman=keep.foreman)
        else:
            keep = sel.Selection()
        self.select(keep)
        return True

    def tap_field(self, field: int, kind: int) -> None:
        """A tap on the site: a lit field acts, an own foreman is selected, else nothing."""
        seat = self.shown_seat
        target = self.targets.get(field)
        if target is not None:
            if target.kind == sel.SOURCE:
                self.select(sel.Selection(sel.CARD_TARGET, card=self.selection.card, source=field))
            else:
                self.send(target.move)
            return
        if seat is not None and self.board.figures[field] == seat and self.can_act():
            if self.view_data is not None and self.view_data["phase"] == TURN:
                self.select(sel.Selection(sel.FOREMAN, foreman=field))
                return
        if kind == PICK_NOTHING or self.selection.mode != sel.IDLE:
            self.select(sel.Selection())

    def choose_stack(self, stack: int) -> None:
        """Keys 1–4 or a tap on a stack: build from it (then a yellow site)."""
        if self.selection.mode == sel.BUILDING and self.selection.stack == stack:
            self.select(sel.Selection())
            return
        self.select(sel.Selection(sel.BUILDING, stack=stack))

    def start_insert(self) -> None:
        """Einsetzen (E): the blue fields light up."""
        if any(isinstance(move, Insert) for move in self.legal):
            self.select(sel.Selection(sel.INSERTING))

    def choose_card(self, card: str) -> None:
        """A hand card tapped: play it at once, or light its foremen/stones or its targets."""
        if self.selection.card == card and self.selection.mode in (
            sel.CARD_SOURCE,
            sel.CARD_TARGET,
        ):
            self.select(sel.Selection())
            return
        plain = sel.card_without_aim(self.legal, card)
        if plain is not None:
            self.send(plain)
            return
        if sel.card_needs_source(card):
            self.select(sel.Selection(sel.CARD_SOURCE, card=card))
        else:
            self.select(sel.Selection(sel.CARD_TARGET, card=card))

    def draw_card(self) -> None:
        """K: draw a card."""
        if DRAW in self.legal:
            self.send(DRAW)

    def undo(self) -> None:
        """Z: take back the last step."""
        if UNDO in self.legal:
            self.send(UNDO)

    def end_turn(self) -> None:
        """Enter: end the turn."""
        if END_TURN in self.legal:
            self.send(END_TURN)

    def leave_photographer(self) -> None:
        """After a scoring: leave the photographer where he is."""
        if LEAVE_PHOTOGRAPHER in self.legal:
            self.send(LEAVE_PHOTOGRAPHER)

    def advice_steps(self) -> tuple[Move, ...]:
        """The Rat's whole advised turn for the shown seat (numbered on the site), or ()."""
        seat = self.shown_seat
        if seat is None or not self.advice_offered or self.advice is None:
            return ()
        return self.table.advice_plan(seat)

    @property
    def photo_decision(self) -> bool:
        """Whether the shown seat decides where the photographer goes now."""
        return (
            self.view_data is not None and self.view_data["phase"] == PHOTO and self.can_act_now()
        )

    # ---- input --------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        """Arrows turn the camera and Esc cancels a selection before the table scene's handling."""
        if self.finished or self.handing_over:
            return
        if self.tutorial.handle(intent):
            return
        if intent.kind is IntentKind.NAVIGATE and intent.key in ("left", "right", "up", "down"):
            if self.widgets.dialog is None:
                self._arrow(intent.key)
                return
        if intent.kind is IntentKind.CONFIRM and self.widgets.dialog is None:
            # "Eingabe beendet den Zug" - whichever button has the focus.
            self.end_turn()
            return
        if intent.kind is IntentKind.CANCEL and self.widgets.dialog is None:
            if self.selection.mode != sel.IDLE:
                self.select(sel.Selection())
                return
        super().handle(intent)

    def _arrow(self, key: str) -> None:
        camera = self.site.camera
        if key == "left":
            camera.rotate(-KEY_TURN)
        elif key == "right":
            camera.rotate(KEY_TURN)
        elif key == "up":
            camera.tilt(KEY_TILT)
        else:
            camera.tilt(-KEY_TILT)
        self.follow.user_moved()

    def handle_table(self, intent: Intent) -> None:
        """Taps, drags, zoom and the game's keys."""
        kind = intent.kind
        if kind is IntentKind.SHORTCUT:
            self._shortcut(intent.key)
        elif kind is IntentKind.CONFIRM:
            self.end_turn()
        elif kind is IntentKind.ZOOM and intent.pos is not None:
            if self.site.rect.collidepoint(intent.pos):
                self.site.camera.zoom(1.0 / intent.factor if intent.factor > 0 else 1.0)
                if intent.delta != (0.0, 0.0):
                    self.site.camera.pan(-intent.delta[0] / 120.0, intent.delta[1] / 120.0)
                self.follow.user_moved()
        elif kind is IntentKind.TAP and intent.pos is not None:
            if self.site.rect.collidepoint(intent.pos):
                pick = self.site.pick(intent.pos)
                self.tap_field(pick.field, pick.kind) if pick.field >= 0 else self.tap_field(
                    -1, PICK_NOTHING
                )
        elif kind is IntentKind.HOVER and intent.pos is not None:
            self._hover(intent.pos)
        elif kind in (IntentKind.DRAG_START, IntentKind.DRAG, IntentKind.DRAG_END):
            self._drag_intent(intent)
        elif kind is IntentKind.LONG_PRESS and intent.pos is not None:
            self.overlay.info_at(intent.pos)

    def _shortcut(self, key: str) -> None:
        if key in ("1", "2", "3", "4"):
            self.choose_stack(int(key) - 1)
        elif key == "e":
            self.start_insert()
        elif key == "k":
            self.draw_card()
        elif key == "z":
            self.undo()
        elif key in ("+", "="):
            self.site.camera.zoom(KEY_ZOOM)
        elif key == "-":
            self.site.camera.zoom(1.0 / KEY_ZOOM)

    def _hover(self, pos: tuple[float, float]) -> None:
        if not self.site.rect.collidepoint(pos):
            self.hover_field = -1
            return
        pick = self.site.pick(pos)
        self.hover_field = pick.field if pick.kind != PICK_NOTHING else -1
        self.overlay.hover(pos, pick)

    def _drag_intent(self, intent: Intent) -> None:
        """Dragging an own foreman walks him to a green field; dragging free space turns."""
        pos = intent.pos
        if intent.kind is IntentKind.DRAG_START and pos is not None:
            self._drag = None
            if not self.site.rect.collidepoint(pos):
                return
            pick = self.site.pick(pos)
            seat = self.shown_seat
            if (
                pick.kind == PICK_FIGURE
                and seat is not None
                and self.board.figures[pick.field] == seat
                and self.can_act()
                and self.view_data is not None
                and self.view_data["phase"] == TURN
            ):
                self.select(sel.Selection(sel.FOREMAN, foreman=pick.field))
                self._drag = "foreman"
            else:
                self._drag = "camera"
            return
        if self._drag == "camera" and intent.kind is IntentKind.DRAG:
            self.site.camera.rotate(intent.delta[0] * DRAG_TURN)
            self.site.camera.tilt(intent.delta[1] * DRAG_TILT)
            self.follow.user_moved()
        elif self._drag == "foreman" and pos is not None:
            pick = self.site.pick(pos)
            target = self.targets.get(pick.field)
            self._drag_target = target if target is not None and target.kind == sel.WALK else None
            if intent.kind is IntentKind.DRAG_END:
                if self._drag_target is not None:
                    self.send(self._drag_target.move)
                self._drag_target = None
        if intent.kind is IntentKind.DRAG_END:
            self._drag = None

    def open_log(self) -> None:
        """The whole log of the game so far, scrollable (a tap on the log or the key P)."""
        if self.widgets.dialog is None:
            self.widgets.open_dialog(LogPanel(self.log.lines))

    # ---- leaving ------------------------------------------------------------------------------

    def on_exit(self) -> None:
        """Saves like every table; once the scene is off the stack (left, replaced by the end
        table) its 3D view frees its GL context. Covered scenes keep theirs."""
        self.camera_memory.keep()  # saved with the table now
        super().on_exit()
        if self not in self.app.scenes:
            self.site.release()


register_table_scene_class("speedchicago", SpeedchicagoScene)
