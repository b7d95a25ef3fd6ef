"""The Speedpipe table: the map large on the left, the own hand and contracts below it, the
Rohrlager, the action buttons and every company on the right, the status line and the log at
the foot; the choosers (payment, mountain, contracts) lie over the map's foot, the final
accounts over the right column once the game is over.

A turn is exactly one of the four: two cards (tap an open card or the pile, keys 1–5 and V), a
route (tap it on the map or N for the next payable one; the payment comes chosen, Enter lays
it), new contracts (A), a pump station (tap a place or S). Enter presses the main button, Esc
lets the choice go. The scene never changes the game: a refusal is said in words on the status
line and nothing changes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.client.intents import Intent, IntentKind
from game.client.scenes.table_scene import ADVICE_KEY, TableScene
from game.client.scenes.tables.kit.action_bar import PanelButton, cap_width
from game.client.scenes.tables.kit.kept_picture import KeptPicture
from game.client.scenes.tables.kit.registration import register_table_scene_class
from game.client.scenes.tables.kit.spot import Spot
from game.client.scenes.tables.kit.status_line import draw_status_line
from game.client.scenes.tables.speedpipe import layout
from game.client.scenes.tables.speedpipe import table_facts as shown
from game.client.scenes.tables.speedpipe.advice_words import advice_words
from game.client.scenes.tables.speedpipe.companies_panel import draw_companies, row_rects
from game.client.scenes.tables.speedpipe.contract_choice import ContractChoice
from game.client.scenes.tables.speedpipe.contract_look import ContractLook
from game.client.scenes.tables.speedpipe.contract_panel import button_rect, draw_contract_choice
from game.client.scenes.tables.speedpipe.contracts_panel import (
    capacity,
    contract_rects,
    contract_tiles,
    draw_contracts,
)
from game.client.scenes.tables.speedpipe.display_panel import (
    BLIND_KEY,
    display_rects,
    draw_display,
    slot_key,
)
from game.client.scenes.tables.speedpipe.draw_choice import blind_draw, open_draw
from game.client.scenes.tables.speedpipe.final_accounts import FinalAccounts
from game.client.scenes.tables.speedpipe.hand_panel import card_rects, draw_hand
from game.client.scenes.tables.speedpipe.log_words import event_line
from game.client.scenes.tables.speedpipe.map_marks import MapMarks
from game.client.scenes.tables.speedpipe.map_view import MapView
from game.client.scenes.tables.speedpipe.mountain_choice import MountainChoice
from game.client.scenes.tables.speedpipe.mountain_panel import Reveal, draw_mountain, reveal_of
from game.client.scenes.tables.speedpipe.over_map import any_extra_rule, draw_over_map
from game.client.scenes.tables.speedpipe.overlay import Overlay
from game.client.scenes.tables.speedpipe.payment_chooser import (
    ROUTE,
    TERMINAL,
    PaymentChooser,
    may_build_terminal,
    route_chooser,
    station_chooser,
    terminal_chooser,
)
from game.client.scenes.tables.speedpipe.payment_panel import (
    PaymentSpots,
    buttons_row,
    draw_payment,
)
from game.client.scenes.tables.speedpipe.rat import Rat
from game.client.scenes.tables.speedpipe.table_hover import TableHover, map_info
from game.client.scenes.tables.speedpipe.table_info import map_info_source
from game.client.scenes.tables.speedpipe.turn_words import not_now
from game.client.text_layout import fit_size
from game.client.theme import THEME
from game.client.widgets import Widget
from game.client.widgets.log_panel import GameLog, LogOpener, draw_log_strip
from game.rules.core import Event, Move
from game.rules.speedpipe import events as ev
from game.rules.speedpipe.catalogue import HAND_KINDS
from game.rules.speedpipe.moves import (
    DRAW_CONTRACTS,
    PASS,
    DrawOpen,
)
from game.rules.speedpipe.state import MOUNTAIN, OPENING, OVER, SECOND_DRAW, TURN, SpeedpipeState
from game.table.table import Table
from game.texts import language, text

if TYPE_CHECKING:
    from game.client.app import App

LOG_KEY = "p"
ROUTE_KEY = "n"
CONTRACTS_KEY = "a"
STATION_KEY = "s"
TERMINAL_KEY = "t"
PASS_KEY = "x"
FIT_KEY = "home"
EXTRAS_KEY = "z"
# Seconds the events a player follows stay on screen at normal tempo.
EVENT_SECONDS: dict[type, float] = {
    ev.OpenCardTaken: 0.5,
    ev.BlindCardDrawn: 0.35,
    ev.RouteLaid: 0.8,
    ev.MountainRevealed: 1.6,
    ev.MountainAborted: 0.6,
    ev.StationBuilt: 0.6,
    ev.TerminalBuilt: 0.6,
    ev.ContractsKept: 0.3,
    ev.DisplayReset: 1.0,
    ev.LeakStruck: 0.8,
    ev.LastRoundBegan: 1.2,
}
BANNER_SIZE = 24


class SpeedpipeScene(TableScene):
    """The table of a Speedpipe game, seen by the person at the shown seat."""

    def __init__(self, app: App, table: Table, table_id: str | None = None) -> None:
        super().__init__(app, table, table_id)
        self.log = GameLog()
        self.log_opener = LogOpener(layout.LOG_RECT, self.open_log)
        self.map_view = MapView(layout.MAP_RECT, self.tap_route, self.tap_place)
        self.marks = MapMarks(layout.MAP_RECT, self._draw_over_map)
        self.extras_shown = True
        self.rat = Rat(self)
        self.marks.ring = self.rat.point
        self.notice = ""
        self.view: dict[str, Any] = {}
        self.payment: PaymentChooser | None = None
        self.payment_spots = PaymentSpots(pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0))
        self.contract_choice = ContractChoice(self.state, self.seat)
        self.mountain = MountainChoice(self.state, self.seat)
        self.looks: dict[int, ContractLook] = {}
        self.paths: dict[int, tuple[int, ...]] = {}
        self.lit_contract: int | None = None
        self.pinned_contract: int | None = None
        self.accounts: FinalAccounts | None = None
        self.accounts_read = False
        # The company whose mountain reveal is being shown while its events play, if any.
        self.reveal_shown: tuple[int, ev.MountainRevealed] | None = None
        self._route_cycle = -1
        self._place_cycle = -1
        self.fit_button = PanelButton("", self.map_view.fit, FIT_KEY)
        self.fit_button.rect = layout.FIT_BUTTON_RECT
        self.extras_button = PanelButton("", self.toggle_extras, EXTRAS_KEY, visible=False)
        self.extras_button.rect = layout.EXTRAS_BUTTON_RECT
        self.blind_button = PanelButton("", self.press_blind, BLIND_KEY)
        self.contracts_button = PanelButton("", self.press_contracts, CONTRACTS_KEY)
        self.station_button = PanelButton("", self.press_station, STATION_KEY)
        self.route_button = PanelButton("", self.press_next_route, ROUTE_KEY)
        self.pass_button = PanelButton("", self.press_pass, PASS_KEY, visible=False)
        for index, button in enumerate(self.action_buttons[:4]):
            button.rect = layout.action_rect(index)
        self.pass_button.rect = layout.action_rect(3)
        self.confirm_button = PanelButton("", self.confirm_payment, primary=True, cap="Enter")
        self.cancel_button = PanelButton("", self.cancel_choice, cap="Esc")
        self.terminal_button = PanelButton("", self.switch_terminal, TERMINAL_KEY)
        self.keep_button = PanelButton("", self.press_keep, primary=True, cap="Enter")
        self.keep_button.rect = button_rect(layout.CONTRACT_CHOICE_RECT)
        self.extra_button = PanelButton("", self.press_pay_extra, primary=True, cap="Enter")
        self.abort_button = PanelButton("", self.press_abort, cap="Esc")
        self.payment_overlay = Overlay(layout.PAYMENT_RECT, self._draw_payment, self._tap_payment)
        self.mountain_overlay = Overlay(
            layout.MOUNTAIN_RECT, self._draw_mountain, self._tap_mountain
        )
        self._place_chooser_buttons()
        self.contract_overlay = Overlay(
            layout.CONTRACT_CHOICE_RECT, self._draw_contract_choice, self._tap_contract_choice
        )
        rects = display_rects(layout.DISPLAY_RECT)
        self.display_spots = [
            Spot(rect, lambda slot=slot: self.tap_open(slot), slot_key(slot))
            for slot, rect in enumerate(rects.slots)
        ]
        self.pile_spot = Spot(rects.pile, self.press_blind)
        self.hand_spots = [
            Spot(rect, lambda kind=kind: self.tap_hand(kind))
            for kind, rect in enumerate(card_rects(layout.HAND_RECT))
        ]
        self.discard_rect = rects.discard
        # The panels beside the map, kept as pictures between frames while they stay the same.
        self.pictures: dict[str, KeptPicture[object]] = {
            part: KeptPicture() for part in ("display", "companies", "hand", "contracts")
        }
        self.contract_spots: dict[int, Spot] = {}
        # Fulfilled and open contracts without a tile of their own (many held).
        self.contracts_shared = (0, 0)
        self.offered_rects: dict[int, pygame.Rect] = {}
        self.map_view.info_source = map_info_source(
            lambda: self.state, lambda: self.shown_seat, self.names
        )
        self.widgets.info.add_source(lambda pos: map_info(self, pos))
        self.widgets.info.add_source(TableHover(self))
        self.relabel()
        self.sync_if_changed()
        self.refresh_widgets()

    # ---- what the scene knows -------------------------------------------------------------

    @property
    def state(self) -> SpeedpipeState:
        """The table's game state, read only (every change goes through submit)."""
        state = self.table.state
        assert isinstance(state, SpeedpipeState)
        return state

    @property
    def action_buttons(self) -> tuple[PanelButton, ...]:
        """The action buttons under the Rohrlager, in their order (Passen in Trasse's place)."""
        return (
            self.blind_button,
            self.contracts_button,
            self.station_button,
            self.route_button,
            self.pass_button,
        )

    def _place_chooser_buttons(self) -> None:
        """The payment chooser's and the mountain's buttons in the strip at their panel's foot."""
        row = buttons_row(self.payment_overlay.rect)
        width = (row.width - 2 * 8) // 3
        self.confirm_button.rect = pygame.Rect(row.right - width, row.y, width, row.height)
        self.cancel_button.rect = pygame.Rect(row.right - 2 * width - 8, row.y, width, row.height)
        self.terminal_button.rect = pygame.Rect(row.x, row.y, width, row.height)
        row = buttons_row(self.mountain_overlay.rect)
        self.extra_button.rect = pygame.Rect(row.right - width, row.y, width, row.height)
        self.abort_button.rect = pygame.Rect(row.right - 2 * width - 8, row.y, width, row.height)

    # ---- hooks of the table scene ---------------------------------------------------------

    def event_seconds(self, event: Event) -> float:
        """How long an event shows: the moves a player follows a moment, the rest at once."""
        return EVENT_SECONDS.get(type(event), 0.0)

    def show_event(self, event: Event) -> None:
        """An event comes up: its line goes into the log, the map and the numbers follow it."""
        line = event_line(event, self.names(), self.state.map)
        if line:
            self.log.add(line)
        if self.view and shown.follow_event(self.view, event, self.state.map):
            self.map_view.show(self.state.map, self.view, self.seat)
        if isinstance(event, ev.RouteLaid):
            route = event.route
            self.marks.float_words(
                lambda route=route: self.map_view.route_centre(route),
                text("speedpipe.table.points_float", points=event.points),
                THEME.seat(event.company),
            )
        elif isinstance(event, ev.MountainRevealed):
            self.reveal_shown = (event.company, event)
            self._dock_mountain()
        elif isinstance(event, (ev.TurnBegan, ev.MountainAborted)):
            self.reveal_shown = None
        elif isinstance(event, (ev.DisplayReset, ev.LastRoundBegan)) and line:
            self.app.toasts.push(line, 4.0)

    def sync(self) -> None:
        """Caught up: the view of the shown seat, fresh choices, the map's lights and flows."""
        state, seat = self.state, self.seat
        self.view = state.view(seat)
        self.reveal_shown = None
        self.payment = None
        kept = self.contract_choice
        self.contract_choice = ContractChoice(state, seat)
        if kept.offered == self.contract_choice.offered and kept.player == seat:
            # Another company's move (an opening choice) leaves a half-made choice as it is.
            self.contract_choice.kept = kept.kept
        self.mountain = MountainChoice(state, seat)
        self.map_view.show(state.map, self.view, seat)
        self._dock_mountain()
        self.looks, self.paths = shown.contract_looks(state, seat)
        self.map_view.set_flows(shown.flows(state, seat, self.paths))
        if self.pinned_contract not in self.looks:
            self.pinned_contract = None
        self._route_cycle = self._place_cycle = -1
        self._rebuild_spots()
        self.extras_button.visible = any_extra_rule(self.view)
        self.light()
        self.refresh_widgets()

    def _dock_mountain(self) -> None:
        """The mountain's panel on the side of the map away from the mountain route."""
        mountain = self.view.get("mountain")
        route = self.reveal_shown[1].route if self.reveal_shown is not None else None
        if route is None and mountain:
            route = int(mountain["route"])
        if route is not None:
            where = self.map_view.route_centre(route)
            self.mountain_overlay.rect = layout.docked(layout.MOUNTAIN_RECT, where)
            self._place_chooser_buttons()

    def seat_changed(self) -> None:
        """Another person's table: nothing of the last one stays chosen or lit."""
        self.notice = ""
        self.lit_contract = self.pinned_contract = None

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """A speech bubble points to the company's row."""
        return row_rects(layout.COMPANIES_RECT, len(self.table.setup.seats))[seat].midtop

    def header_text(self) -> str:
        """The round and whose turn it is (the opening, the end)."""
        state = self.state
        if state.phase == OVER:
            return text("speedpipe.table.header_over")
        if state.phase == OPENING:
            return text("speedpipe.table.header_opening")
        name = self.names()[state.current]
        return text("speedpipe.table.header", round=state.round, name=name)

    def game_widgets(self) -> Sequence[Widget]:
        """Keyboard order: the map and its button, the Rohrlager, the actions, the hand, the
        contracts, the log; a chooser lies over the map with its buttons, the final accounts
        over the right column."""
        if self.accounts is not None:
            return [self.map_view, self.marks, self.fit_button, self.log_opener, self.accounts]
        base = [
            self.map_view,
            # Right above the map: what the widgets after it draw lies over the map's names.
            self.marks,
            self.fit_button,
            self.extras_button,
            *self.display_spots,
            self.pile_spot,
            *self.action_buttons,
            *self.hand_spots,
            *self.contract_spots.values(),
            self.log_opener,
        ]
        return [*base, *self.chooser_widgets()]

    def chooser_widgets(self) -> list[Widget]:
        """The chooser shown now over the map with its buttons (none while none is open)."""
        if self.payment is not None:
            self.terminal_button.visible = self._terminal_switch_offered()
            return [
                self.payment_overlay,
                self.terminal_button,
                self.cancel_button,
                self.confirm_button,
            ]
        if self.mountain.active:
            return [self.mountain_overlay, self.abort_button, self.extra_button]
        if self._mountain_watched() is not None:
            return [self.mountain_overlay]
        if self.contract_choice.active and self.shown_seat is not None:
            return [self.contract_overlay, self.keep_button]
        return []

    def relabel(self) -> None:
        """The buttons' labels in the current language."""
        labels = {
            self.fit_button: "fit",
            self.extras_button: "extras",
            self.blind_button: "draw_blind",
            self.contracts_button: "draw_contracts",
            self.station_button: "build_station",
            self.route_button: "next_route",
            self.pass_button: "pass",
            self.cancel_button: "cancel",
            self.terminal_button: "terminal",
            self.keep_button: "keep",
            self.extra_button: "pay_extra",
            self.abort_button: "abort",
        }
        for button, key in labels.items():
            button.label = text(f"speedpipe.table.{key}")
        self._label_confirm()
        # One label size for the action buttons, so that they look alike.
        sizes = [
            fit_size(button.label, label_room(button), button.largest_size(), True, 14)
            for button in self.action_buttons
        ]
        for button in self.action_buttons:
            button.label_size = min(sizes)

    def _label_confirm(self) -> None:
        """The payment chooser's main button says what it does: Verlegen or Bauen."""
        what = self.payment.what if self.payment is not None else ROUTE
        self.confirm_button.label = text(
            "speedpipe.table.lay" if what == ROUTE else "speedpipe.table.build"
        )

    # ---- input ----------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        """Enter presses the main button of the moment, Esc lets the choice go, the arrows
        change a chooser's way and digits toggle offered contracts; hover lights a contract."""
        if self.finished or self.handing_over or self.widgets.dialog is not None:
            super().handle(intent)
            return
        if intent.kind is IntentKind.HOVER:
            self._hover_contract(intent.pos)
        if self.accounts is not None and intent.kind is IntentKind.CONFIRM:
            # Enter belongs to the final accounts, wherever the focus stands.
            self.accounts.handle(intent)
            return
        if self.accounts is None and self._chooser_key(intent):
            return
        super().handle(intent)
        focused = self.widgets.focus.focused
        if intent.kind is IntentKind.NAVIGATE:
            self._focus_contract(focused)

    def _chooser_key(self, intent: Intent) -> bool:
        """The keys the choosers take before any widget; whether one was taken."""
        kind = intent.kind
        focused = self.widgets.focus.focused
        own_buttons = (self.cancel_button, self.abort_button, self.terminal_button)
        if kind is IntentKind.CONFIRM and focused not in own_buttons:
            main = self.main_button()
            if main is not None:
                main.press()
                return True
        if kind is IntentKind.CANCEL:
            return self.cancel_choice()
        if kind is IntentKind.NAVIGATE and intent.key in ("left", "right"):
            step = 1 if intent.key == "right" else -1
            if self.payment is not None:
                self.payment.step(step)
                self.notice = ""
                return True
            if self.mountain.active and len(self.mountain.ways) > 1:
                self.mountain.step(step)
                return True
        if kind is IntentKind.SHORTCUT and self.contract_choice.active and intent.key.isdigit():
            self.toggle_offered(int(intent.key) - 1)
            return True
        return False

    def main_button(self) -> PanelButton | None:
        """The button Enter presses now: the chooser's confirm, Nachzahlen or Behalten."""
        if self.payment is not None:
            return self.confirm_button
        if self.mountain.active and self.mountain.can_pay:
            return self.extra_button
        if self.contract_choice.active and self.shown_seat is not None:
            return self.keep_button
        return None

    def handle_table(self, intent: Intent) -> None:
        """P opens the log; R once the advice has come chooses it; X while Passen is hidden
        says why."""
        if intent.kind is not IntentKind.SHORTCUT:
            return
        key = intent.key.lower()
        if key == LOG_KEY:
            self.open_log()
        elif key == PASS_KEY:
            # Passen is shown only when nothing else goes; its key says why not otherwise.
            self.press_pass()
        elif key == ADVICE_KEY:
            self.rat.choose()

    def cancel_choice(self) -> bool:
        """Esc: the payment chooser closes, a mountain is broken off (the cards kept), the kept
        contracts are let go, a refusal or a lit contract goes; whether anything went."""
        if self.payment is not None:
            self.payment = None
            self.notice = ""
            self.light()
            self.refresh_widgets()
            return True
        if self.mountain.active:
            self.press_abort()
            return True
        if self.contract_choice.active and self.contract_choice.kept:
            self.contract_choice.kept.clear()
            self.notice = ""
            return True
        if self.notice or self.pinned_contract is not None:
            self.notice = ""
            self.pinned_contract = None
            self.light()
            return True
        return False

    # ---- taps and presses -----------------------------------------------------------------

    def _refused(self, words: str) -> bool:
        """Says words on the status line when there are any; whether it refused."""
        if words:
            self.notice = words
        return bool(words)

    def tap_open(self, slot: int) -> None:
        """An open card of the Rohrlager tapped: it is taken (an open joker only as the first
        card)."""
        self.catch_up_own_move()
        answer = open_draw(self.state, self.seat, slot) if self.can_act() else self._why_waiting()
        if not self._refused(answer if isinstance(answer, str) else ""):
            self.send(answer)  # type: ignore[arg-type]

    def press_blind(self) -> None:
        """The blind pile tapped or V: a card from the pile."""
        self.catch_up_own_move()
        answer = blind_draw(self.state, self.seat) if self.can_act() else self._why_waiting()
        if not self._refused(answer if isinstance(answer, str) else ""):
            self.send(answer)  # type: ignore[arg-type]

    def press_contracts(self) -> None:
        """Aufträge ziehen (A): three contracts to choose from."""
        self.catch_up_own_move()
        refusal = not_now(self.state, self.seat) if self.can_act() else self._why_waiting()
        if self._refused(refusal):
            return
        if not self.state.short_pile:
            self.notice = text("speedpipe.turn.no_contracts")
            return
        self.send(DRAW_CONTRACTS)

    def press_pass(self) -> None:
        """Passen: only when nothing else is possible."""
        self.catch_up_own_move()
        if not self.can_act():
            self._refused(self._why_waiting())
            return
        if PASS not in self.state.legal_moves(self.seat):
            self.notice = text("speedpipe.turn.no_pass")
            return
        self.send(PASS)

    def tap_route(self, route: int) -> None:
        """A route tapped on the map: the payment chooser opens with the best payment chosen
        (again on the chosen route: it closes)."""
        if self.accounts is not None:
            return
        self.catch_up_own_move()
        if self.payment is not None and self.payment.what == ROUTE and self.payment.target == route:
            self.cancel_choice()
            return
        if not self.can_act():
            self._refused(self._why_waiting())
            return
        self.open_payment(route_chooser(self.state, self.seat, route, self.names()))

    def tap_place(self, place: int) -> None:
        """A place tapped on the map: the chooser for a pump station there (a terminal where
        only that may be built)."""
        if self.accounts is not None:
            return
        self.catch_up_own_move()
        if not self.can_act():
            self._refused(self._why_waiting())
            return
        state, seat = self.state, self.seat
        chooser = station_chooser(state, seat, place, self.names())
        if isinstance(chooser, str) and may_build_terminal(state, seat, place):
            chooser = terminal_chooser(state, seat, place)
        self.open_payment(chooser)

    def open_payment(self, chooser: PaymentChooser | str, index: int | None = None) -> None:
        """Opens a payment chooser (index: the way to choose), or says why not."""
        if isinstance(chooser, str):
            self.notice = chooser
            return
        self.notice = ""
        if index is not None:
            chooser.index = index
        elif chooser.what == ROUTE:
            chooser.index = shown.proposed_way(chooser)
        self.payment = chooser
        where = (
            self.map_view.route_centre(chooser.target)
            if chooser.what == ROUTE
            else self.map_view.place_centre(chooser.target)
        )
        self.payment_overlay.rect = layout.docked(layout.PAYMENT_RECT, where)
        self._place_chooser_buttons()
        self._label_confirm()
        self.light()
        self.refresh_widgets()

    def tap_hand(self, kind: int) -> None:
        """A hand card tapped: while paying, the payment takes that paint (a joker one more
        joker)."""
        if self.payment is None:
            return
        self.notice = self.payment.tap_card(kind)

    def confirm_payment(self) -> None:
        """Verlegen / Bauen: the chosen payment is sent."""
        chooser = self.payment
        if chooser is None:
            return
        self.catch_up_own_move()
        if not self.can_act():
            self._refused(self._why_waiting())
            return
        move = chooser.move()
        if move is None:
            self.notice = text("speedpipe.pay.not_listed")
            return
        self.send(move)

    def switch_terminal(self) -> None:
        """T: at a port the chooser switches between a pump station and a tanker terminal."""
        chooser = self.payment
        if chooser is None or chooser.what == ROUTE:
            return
        state, seat = self.state, self.seat
        if chooser.what == TERMINAL:
            self.open_payment(station_chooser(state, seat, chooser.target, self.names()))
        else:
            self.open_payment(terminal_chooser(state, seat, chooser.target))

    def _terminal_switch_offered(self) -> bool:
        """Whether the chooser offers the switch between station and terminal at its place."""
        chooser = self.payment
        if chooser is None or chooser.what == ROUTE:
            return False
        if chooser.what == TERMINAL:
            other = station_chooser(self.state, self.seat, chooser.target, self.names())
            return isinstance(other, PaymentChooser)
        return may_build_terminal(self.state, self.seat, chooser.target)

    def press_next_route(self) -> None:
        """N: the next route the hand pays now gets the payment chooser (one after the other)."""
        self.catch_up_own_move()
        refusal = not_now(self.state, self.seat) if self.can_act() else self._why_waiting()
        if self._refused(refusal):
            return
        routes = shown.payable_routes(self.state, self.seat)
        if not routes:
            self.notice = text("speedpipe.turn.no_route")
            return
        later = [route for route in routes if route > self._route_cycle]
        self._route_cycle = (later or routes)[0]
        self.open_payment(route_chooser(self.state, self.seat, self._route_cycle, self.names()))

    def press_station(self) -> None:
        """S: the next place a pump station can go (own places first) gets the chooser; where
        no station can be built, the next port open to a tanker terminal."""
        self.catch_up_own_move()
        state, seat = self.state, self.seat
        refusal = not_now(state, seat) if self.can_act() else self._why_waiting()
        if self._refused(refusal):
            return
        places = shown.station_places(state, seat)
        first = station_chooser(state, seat, places[0], self.names()) if places else ""
        if isinstance(first, str):
            ports = [
                port for port in state.terminal_ports(seat) if may_build_terminal(state, seat, port)
            ]
            if not ports:
                self.notice = first or text("speedpipe.pay.no_station_left")
                return
            self._place_cycle = self._next_of(ports, self._place_cycle)
            self.open_payment(terminal_chooser(state, seat, self._place_cycle))
            return
        self._place_cycle = self._next_of(places, self._place_cycle)
        self.open_payment(station_chooser(state, seat, self._place_cycle, self.names()))

    @staticmethod
    def _next_of(places: Sequence[int], last: int) -> int:
        """The place after the last one chosen (the first when none was)."""
        index = places.index(last) + 1 if last in places else 0
        return places[index % len(places)]

    def _tap_payment(self, pos: tuple[float, float]) -> None:
        """A tap on the payment panel: its arrows change the way."""
        if self.payment is None:
            return
        if self.payment_spots.previous.collidepoint(pos):
            self.payment.step(-1)
        elif self.payment_spots.following.collidepoint(pos):
            self.payment.step(1)

    def _tap_mountain(self, pos: tuple[float, float]) -> None:
        """A tap on the mountain's panel: its arrows change the way of the extra cards."""
        if not self.mountain.active:
            return
        if self.payment_spots.previous.collidepoint(pos):
            self.mountain.step(-1)
        elif self.payment_spots.following.collidepoint(pos):
            self.mountain.step(1)

    def press_pay_extra(self) -> None:
        """Nachzahlen: the mountain's extra cards are paid and the route is laid."""
        self.catch_up_own_move()
        move = self.mountain.move()
        if move is None:
            self.notice = text("speedpipe.mountain.cannot_pay", extra=self.mountain.extra)
            return
        self.send(move)

    def press_abort(self) -> None:
        """Abbrechen: the mountain is broken off, every card stays in the hand."""
        self.catch_up_own_move()
        move = self.mountain.abort()
        if move is not None:
            self.send(move)

    def toggle_offered(self, index: int) -> None:
        """Keys 1 to 4 or a tap: an offered contract kept or let go."""
        self.notice = self.contract_choice.toggle_at(index)

    def _tap_contract_choice(self, pos: tuple[float, float]) -> None:
        """A tap on an offered contract keeps it or lets it go."""
        for index, contract in enumerate(self.contract_choice.offered):
            rect = self.offered_rects.get(contract)
            if rect is not None and rect.collidepoint(pos):
                self.toggle_offered(index)
                return

    def press_keep(self) -> None:
        """Behalten: the chosen contracts are kept (at least two in the opening, one later)."""
        move = self.contract_choice.move()
        if move is None:
            self.notice = self.contract_choice.refusal()
            return
        self.send(move)

    def tap_contract(self, contract: int) -> None:
        """A contract of the own tapped: its places and path stay lit (again: no longer)."""
        self.pinned_contract = None if self.pinned_contract == contract else contract
        self.light()

    def _why_waiting(self) -> str:
        """Why the shown seat may not act now, in words."""
        if self.state.phase == OVER:
            return text("speedpipe.turn.over")
        return text("speedpipe.turn.not_yours")

    # ---- moves ----------------------------------------------------------------------------

    def send(self, move: Move) -> bool:
        """Sends a move to the table; a refusal is said on the status line, nothing changes."""
        return self.send_move(move, "speedpipe.table.refused")

    def move_sent(self) -> None:
        """The payment being chosen is let go once a move went."""
        self.payment = None

    def open_log(self) -> None:
        """The whole log of the game so far (a tap on the log or P)."""
        self.open_log_panel(self.log.lines)

    # ---- lights, spots and status ---------------------------------------------------------

    def light(self) -> None:
        """Lights on the map: the chosen route or place, the lit contract's places and own
        path, and on the own turn the routes the hand pays."""
        routes: dict[int, str] = {}
        places: dict[int, str] = {}
        state, seat = self.state, self.seat
        if (
            self.payment is None
            and self.can_act()
            and state.phase == TURN
            and self.shown_seat is not None
        ):
            routes = {route: "payable" for route in shown.payable_routes(state, seat)}
        contract = self.lit_contract if self.lit_contract is not None else self.pinned_contract
        if contract is not None and 0 <= contract < len(state.map.contracts):
            deal = state.map.contracts[contract]
            places = {deal.a: "contract", deal.b: "contract"}
            routes.update({route: "path" for route in self.paths.get(contract, ())})
        if self.payment is not None:
            if self.payment.what == ROUTE:
                routes[self.payment.target] = "chosen"
            else:
                places[self.payment.target] = "chosen"
        mountain = self.view.get("mountain") if self.view else None
        if mountain and state.phase == MOUNTAIN:
            routes[int(mountain["route"])] = "chosen"
        self.map_view.light_routes(routes)
        self.map_view.light_places(places)

    def _hover_contract(self, pos: tuple[float, float] | None) -> None:
        """The contract under the pointer lights its places and path (the own and the offered
        ones)."""
        found = None
        if pos is not None:
            for contract, spot in self.contract_spots.items():
                if spot.contains(pos):
                    found = contract
            if self.contract_overlay in self.widgets.widgets:
                for contract, rect in self.offered_rects.items():
                    if rect.collidepoint(pos):
                        found = contract
        if found != self.lit_contract:
            self.lit_contract = found
            self.light()

    def _focus_contract(self, focused: Widget | None) -> None:
        """A contract reached by the keyboard lights like one under the pointer."""
        found = next(
            (contract for contract, spot in self.contract_spots.items() if spot is focused), None
        )
        if found != self.lit_contract:
            self.lit_contract = found
            self.light()

    def _rebuild_spots(self) -> None:
        """Tap spots for the own contracts as they lie now."""
        held, done, more = contract_tiles(
            self.view.get("contracts") or [],
            dict(self.view.get("fulfilled") or []),
            capacity(layout.CONTRACTS_RECT),
        )
        self.contracts_shared = (done, more)
        rects = contract_rects(layout.CONTRACTS_RECT, len(held) + (1 if done or more else 0))
        self.contract_spots = {
            contract: Spot(rect, lambda contract=contract: self.tap_contract(contract))
            for contract, rect in zip(held, rects)
        }

    def status_line(self) -> tuple[str, tuple[int, int, int]]:
        """What to do now, a refusal in the danger colour, or who acts."""
        palette = THEME.colours
        if self.notice:
            return self.notice, palette.danger
        state = self.state
        if self.accounts is not None:
            key = "hint_accounts_done" if self.accounts.complete else "hint_accounts"
            return text(f"speedpipe.table.{key}"), palette.accent
        advice = self.advice
        if advice is not None and self.can_act():
            words = advice_words(advice, state)
            return text("speedpipe.advice.status", advice=words), palette.accent
        if not self.can_act():
            thinking = self.thinking_text()
            if thinking:
                return thinking, palette.text_muted
            if state.phase == OPENING:
                return text("speedpipe.table.hint_others_choose"), palette.text_muted
            if state.phase == OVER:
                return "", palette.text_muted
            name = self.names()[state.current]
            return text("speedpipe.table.hint_watch", name=name), palette.text_muted
        if self.payment is not None:
            return shown.payment_status(self.payment), palette.accent
        if self.mountain.active:
            key = "hint_mountain" if self.mountain.can_pay else "hint_mountain_abort"
            return text(f"speedpipe.table.{key}", extra=self.mountain.extra), palette.accent
        if self.contract_choice.active:
            return self.contract_choice.status(), palette.accent
        if state.phase == SECOND_DRAW:
            return text("speedpipe.table.hint_second_card"), palette.accent
        if PASS in state.legal_moves(self.seat):
            return text("speedpipe.table.hint_pass"), palette.accent
        return text("speedpipe.table.hint_turn"), palette.accent

    # ---- the end ---------------------------------------------------------------------------

    def holding(self) -> bool:
        """Once the game is over the final accounts are shown beside the map until Weiter leads
        to the end table."""
        if not self.table.is_over or self.accounts_read:
            return False
        if self.accounts is None:
            self.open_final_accounts()
        return True

    def open_final_accounts(self) -> None:
        """The final accounts over the right column, step by step at the table's tempo."""
        state = self.state
        self.payment = None
        self.view = state.view(self.seat)
        self.map_view.show(state.map, self.view, self.seat)
        self.accounts = FinalAccounts(
            layout.ACCOUNTS_RECT,
            self.view,
            self.names(),
            state.map,
            self.map_view,
            self.accounts_continue,
            self.tempo_share,
        )
        self.refresh_widgets()

    def accounts_continue(self) -> None:
        """Weiter on the final accounts: on to the end table."""
        self.accounts_read = True

    # ---- drawing --------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """The base's update, then the action buttons enabled while the shown seat acts."""
        super().update(dt)
        if self.payment is not None and self.payment.move() is None:
            # The table went on without it (the clock ran out): the chooser has nothing to pay.
            self.payment = None
            self.light()
            self.refresh_widgets()
        state = self.state
        acting = self.shown_seat in self.table.to_act() and not self.handing_over
        acting = acting and not self.finished and self.accounts is None
        turn = acting and state.phase == TURN
        legal = state.legal_moves(self.seat) if turn else ()
        passing = turn and PASS in legal
        self.blind_button.enabled = acting and state.phase in (TURN, SECOND_DRAW)
        self.contracts_button.enabled = turn
        self.station_button.enabled = turn
        self.route_button.enabled = turn
        self.route_button.visible = not passing
        self.pass_button.visible = passing
        self.pass_button.enabled = passing
        self.pass_button.marked = passing
        self.blind_button.marked = acting and state.phase == SECOND_DRAW
        self.extra_button.enabled = self.mountain.can_pay
        self.keep_button.marked = self.contract_choice.move() is not None
        self.confirm_button.marked = self.payment is not None and self.payment.move() is not None

    def draw_table(self, surface: pygame.Surface) -> None:
        """The Rohrlager, the companies, the hand, the contracts, the status line, the log;
        each panel kept as a picture while what it shows stays the same."""
        view = self.view or self.state.view(self.seat)
        state = self.state
        names = self.names()
        words = language()
        advice = self.advice if self.can_act() else None
        marked = advice.slot if isinstance(advice, DrawOpen) else None
        if self.accounts is None:
            display = (tuple(view["display"]), view["pile_size"], sum(view["discard"]))
            self.pictures["display"].draw(
                surface,
                layout.DISPLAY_RECT,
                (display, marked, words),
                lambda: draw_display(surface, layout.DISPLAY_RECT, *display, marked),
            )
            thinking = frozenset(self.thinking_seats())
            key = (shown.companies_key(view), tuple(names), self.shown_seat, thinking, words)
            self.pictures["companies"].draw(
                surface,
                layout.COMPANIES_RECT,
                key,
                lambda: draw_companies(
                    surface,
                    layout.COMPANIES_RECT,
                    view,
                    names,
                    self.shown_seat,
                    thinking,
                    self.you,
                ),
            )
        hand = tuple(view.get("hand") or [0] * HAND_KINDS)
        paying = tuple(self.payment.paid()) if self.payment is not None else ()
        facts = shown.own_facts(view, self.seat)
        self.pictures["hand"].draw(
            surface,
            layout.HAND_RECT,
            (hand, paying, facts, words),
            lambda: draw_hand(surface, layout.HAND_RECT, hand, paying, facts),
        )
        held = list(self.contract_spots)
        looks = {
            contract: shown.lit_look(
                self.looks.get(contract, ContractLook()), contract == self._lit()
            )
            for contract in held
        }
        self.pictures["contracts"].draw(
            surface,
            layout.CONTRACTS_RECT,
            (tuple(looks.items()), self.contracts_shared, words),
            lambda: draw_contracts(
                surface, layout.CONTRACTS_RECT, state.map, held, looks, self.contracts_shared
            ),
        )
        box = self.rat.box()
        if box is not None:
            pygame.draw.rect(
                surface, THEME.colours.accent, box.inflate(12, 12), 5, THEME.small_radius
            )
        self._draw_status(surface)
        draw_log_strip(surface, layout.LOG_RECT, self.log)

    def _lit(self) -> int | None:
        """The contract lit now (under the pointer, reached by keys, or tapped)."""
        return self.lit_contract if self.lit_contract is not None else self.pinned_contract

    def _draw_payment(self, surface: pygame.Surface) -> None:
        """The payment chooser's panel."""
        if self.payment is not None:
            self.payment_spots = draw_payment(
                surface, self.payment_overlay.rect, self.payment, self.names()
            )

    def _mountain_watched(self) -> tuple[str, Reveal] | None:
        """Another company's mountain: just revealed (its events playing) or being decided;
        its name and reveal (the payment unknown while only the event tells it)."""
        if self.reveal_shown is not None:
            company, event = self.reveal_shown
            reveal = Reveal(event.route, None, 0, event.cards, event.extra)
            return self.names()[company], reveal
        mountain = self.view.get("mountain") if self.view else None
        reveal = reveal_of(mountain)
        if reveal is not None and self.state.phase == MOUNTAIN and not self.mountain.active:
            return self.names()[self.state.current], reveal
        return None

    def _draw_mountain(self, surface: pygame.Surface) -> None:
        """The mountain's panel: the own decision, or another company's reveal watched."""
        if self.mountain.active:
            reveal = reveal_of(self.view.get("mountain"))
            if reveal is None:
                return
            self.payment_spots = draw_mountain(
                surface,
                self.mountain_overlay.rect,
                self.state.map,
                reveal,
                self.names()[self.seat],
                self.mountain.words(),
                len(self.mountain.ways) > 1,
            )
            return
        watched = self._mountain_watched()
        if watched is not None:
            name, reveal = watched
            draw_mountain(
                surface, self.mountain_overlay.rect, self.state.map, reveal, name, None, False
            )

    def _draw_contract_choice(self, surface: pygame.Surface) -> None:
        """The contract choice's panel."""
        looks = {
            contract: shown.lit_look(
                self.looks.get(contract, ContractLook()), contract == self.lit_contract
            )
            for contract in self.contract_choice.offered
        }
        self.offered_rects = draw_contract_choice(
            surface, layout.CONTRACT_CHOICE_RECT, self.contract_choice, looks
        )

    def _draw_over_map(self, surface: pygame.Surface) -> None:
        """The extra rules' marks and banners and the last round's banner over the map."""
        if self.accounts is None:
            draw_over_map(
                surface,
                self.view,
                self.state.map,
                self.names(),
                self.map_view.place_centre,
                self.extras_shown,
            )

    def toggle_extras(self) -> None:
        """Z: the extra rules' lines over the map, or away."""
        self.extras_shown = not self.extras_shown

    def _draw_status(self, surface: pygame.Surface) -> None:
        """What to do now, fitted to the status line."""
        draw_status_line(surface, layout.STATUS_RECT, *self.status_line())


register_table_scene_class("speedpipe", SpeedpipeScene)


def label_room(button: PanelButton) -> int:
    """How wide a panel button's label may be beside its key cap."""
    if not button.cap:
        return button.label_room()
    beside = cap_width(button.cap, THEME.colours.text) + THEME.spacing.small
    return max(1, button.label_room() - beside)
