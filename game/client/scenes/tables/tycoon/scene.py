"""The Tycoon table: the nine cities large on the left with every Hausbank below them; on the
right the open tickets, the shown seat's tickets, the action buttons, what a build would do,
the distribution table and the round; the status line and the log at the foot.

A turn: a loan (L) while the plane may fly home for it, tickets bought (tap an open one, or
keys 1–8 by its place in the rows), flights (tap a held ticket or T for the next one that flies
from here: its destinations light up; tap a city or a landing place, or ← → and Enter; a held
ticket may also be dragged onto a landing place), then one build (H hotel, N renovate, F
factory; with two free sites 1/2 or a tap on the site), and the end (E). Enter presses the main
button of the moment, Esc lets a selection go. The scene never changes the game: a refusal is
said in words on the status line and nothing changes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.client.intents import Intent, IntentKind
from game.client.scenes.table_scene import TableScene
from game.client.scenes.tables.kit.action_bar import PanelButton
from game.client.scenes.tables.kit.registration import register_table_scene_class
from game.client.scenes.tables.kit.spot import Spot
from game.client.scenes.tables.tycoon import (
    layout,
)
from game.client.scenes.tables.tycoon import table_facts as shown
from game.client.scenes.tables.tycoon import table_spots as places
from game.client.scenes.tables.tycoon.above_table import AboveTable
from game.client.scenes.tables.tycoon.board_view import BoardView
from game.client.scenes.tables.tycoon.flight_choice import (
    FlightChoice,
    flying_tickets,
)
from game.client.scenes.tables.tycoon.loan_choice import LoanChoice
from game.client.scenes.tables.tycoon.log_words import event_line
from game.client.scenes.tables.tycoon.payday_panel import PaydayPanel
from game.client.scenes.tables.tycoon.payday_steps import event_seconds as payday_seconds
from game.client.scenes.tables.tycoon.rat import Rat
from game.client.scenes.tables.tycoon.spots import (
    CITY,
    FIELD,
    HELD_TICKET,
    LANDING,
    OPEN_TICKET,
    PLANE,
    RENOVATION,
    SITE,
    TableSpot,
)
from game.client.scenes.tables.tycoon.table_info import TableInfo, state_as_shown
from game.client.scenes.tables.tycoon.table_paint import TablePaint
from game.client.scenes.tables.tycoon.ticket_motion import TicketMotion
from game.client.scenes.tables.tycoon.turn_hints import turn_hint
from game.client.scenes.tables.tycoon.turn_words import flight_refusal, not_now, refusal
from game.client.theme import THEME
from game.client.widgets import Widget
from game.client.widgets.log_panel import GameLog, LogOpener
from game.narration.logged_events import events_of_log
from game.rules.core import Event, Move
from game.rules.tycoon import events as ev
from game.rules.tycoon.board import CITIES
from game.rules.tycoon.flights import HOME, OVER
from game.rules.tycoon.moves import (
    BUILD_HOTEL,
    END_TURN,
    FACTORIES,
    RENOVATE,
    TAKE_LOAN,
    Buy,
)
from game.rules.tycoon.state import OVER_PHASE, PAYDAY, TycoonState
from game.table.table import Table
from game.texts import text

if TYPE_CHECKING:
    from game.client.app import App

LOG_KEY = "p"
LOAN_KEY = "l"
HOTEL_KEY = "h"
RENOVATE_KEY = "n"
FACTORY_KEY = "f"
FLY_KEY = "t"
END_KEY = "e"
# Seconds the events a player follows stay on screen at normal tempo.
EVENT_SECONDS: dict[type, float] = {
    ev.LoanTaken: 0.6,
    ev.TicketBought: 0.35,
    ev.Flown: 0.9,
    ev.HotelBuilt: 0.6,
    ev.SentToRenovation: 0.7,
    ev.HotelRenovated: 0.6,
    ev.FactoryBuilt: 0.6,
    ev.FlewHome: 0.6,
    ev.TicketsLaidOpen: 0.4,
    ev.RoundClosing: 1.2,
}


class TycoonScene(TableScene):
    """The table of a Tycoon game, seen by the person at the shown seat."""

    def __init__(self, app: App, table: Table, table_id: str | None = None) -> None:
        super().__init__(app, table, table_id)
        # The game so far told again from the table's log (a resumed table, a scene key).
        told = events_of_log("tycoon", table.log)
        self.log = GameLog(self.told_lines(told))
        self.log_opener = LogOpener(layout.LOG_RECT, self.open_log)
        self.view: dict[str, Any] = {}
        self.notice = ""
        self.choice: FlightChoice | None = None
        self.choosing_site = False
        self.dragging: int | None = None
        self.drag_pos: tuple[float, float] | None = None
        # Why the round is closing, as its event said (None: not told, or not closing).
        self.closing_reason: str | None = None
        for event in told:
            if isinstance(event, (ev.RoundClosing, ev.RoundEnded)):
                self.closing_reason = getattr(event, "reason", None)
        self.board = BoardView(self.tap_spot)
        self.board.flights_apart = True
        self.motion = TicketMotion()
        self.above = AboveTable(lambda surface: self.paint.draw_above(surface))
        self.payday = PaydayPanel(
            layout.PAYDAY_RECT,
            self.names(),
            self.tempo_share,
            on_hurry=self._hurry_payday,
            on_continue=self._payday_read,
        )
        self.loan_choice: LoanChoice | None = None
        self.rat = Rat(self)
        self.widgets.info.add_source(
            TableInfo(
                self.spot_at,
                self.state_shown,
                lambda: self.shown_seat,
                self.names,
                self.spot_rect,
            )
        )
        # Counts every change of the shown view: the panels' pictures are kept under it.
        self.view_version = 0
        self._state_shown: tuple[tuple[int, int], TycoonState] | None = None
        self.paint = TablePaint(self)
        self.loan_button = PanelButton("", self.press_loan, LOAN_KEY)
        self.hotel_button = PanelButton("", self.press_hotel, HOTEL_KEY)
        self.renovate_button = PanelButton("", self.press_renovate, RENOVATE_KEY)
        self.factory_button = PanelButton("", self.press_factory, FACTORY_KEY)
        self.fly_button = PanelButton("", self.press_fly, FLY_KEY)
        self.end_button = PanelButton("", self.press_end, END_KEY)
        for index, button in enumerate(self.action_buttons):
            button.rect = layout.action_rect(index)
        self.open_spots: list[Spot] = []
        self.held_spots: list[Spot] = []
        # The ticket under each held spot, in the same order.
        self.held_tickets: list[int] = []
        self.open_keys: dict[int, str] = {}
        # The flights of the ticket last pointed at, kept while the table stays as it is.
        self._pointed: tuple[tuple[int, int], FlightChoice] | None = None
        self.relabel()
        self.sync_if_changed()
        self.refresh_widgets()

    # ---- what the scene knows -------------------------------------------------------------

    def told_lines(self, told: Sequence[Any]) -> list[str]:
        """The game so far in words; a round's closing names the player before that round's
        own start player (the start passes on every round)."""
        state = self.state
        lines: list[str] = []
        round_now = 1
        for event in told:
            if getattr(event, "kind", "") == "round_began":
                round_now = event.round
            last = (state.start_player_of(round_now) - 1) % state.players
            lines.append(event_line(event, self.names(), last))
        return lines

    @property
    def state(self) -> TycoonState:
        """The table's game state, read only (every change goes through submit)."""
        state = self.table.state
        assert isinstance(state, TycoonState)
        return state

    @property
    def action_buttons(self) -> tuple[PanelButton, ...]:
        """The action buttons in their places, three to a row."""
        return (
            self.loan_button,
            self.hotel_button,
            self.renovate_button,
            self.factory_button,
            self.fly_button,
            self.end_button,
        )

    def state_shown(self) -> TycoonState:
        """The game as drawn now: the table's state once caught up, else (events still being
        shown) the state with everything open taken from the shown view, for the info windows
        to speak of what is drawn; kept while the shown view stays the same."""
        if not self.queue.playing or not self.view:
            return self.state
        kept = self._state_shown
        if kept is None or kept[0] != (self.view_version, len(self.table.log)):
            kept = ((self.view_version, len(self.table.log)), state_as_shown(self.state, self.view))
            self._state_shown = kept
        return kept[1]

    def shown_view(self) -> dict[str, Any]:
        """The view drawn now (the table's for the seat before any was taken)."""
        return self.view or self.state.view(self.seat)

    # ---- hooks of the table scene ---------------------------------------------------------

    def event_seconds(self, event: Event) -> float:
        """How long an event shows: the moves a player follows a moment, the payday's steps
        their time, the rest at once."""
        return EVENT_SECONDS.get(type(event), 0.0) or payday_seconds(event)

    def show_event(self, event: Event) -> None:
        """An event comes up: its line goes into the log; the board and the tickets start
        its motion from the view before it, the payday panel takes it; then the shown view
        follows it."""
        self.log.add(event_line(event, self.names(), self.state.last_player()))
        if isinstance(event, ev.RoundClosing):
            self.closing_reason = event.reason
        elif isinstance(event, ev.RoundEnded):
            self.closing_reason = None
        elif isinstance(event, ev.TurnBegan) and event.player == self.shown_seat:
            # A button tapped last turn keeps the focus; Enter must press the marked main
            # button of the new turn, not end it again.
            self.widgets.focus.focus(None)
        if not self.view:
            return
        current = self.queue.current
        seconds = current.seconds if current is not None and current.event is event else 0.0
        self.board.animate(event, seconds)
        self.motion.animate(event, seconds, self.view, self.shown_seat)
        if self.payday.follow(event, self.view):
            self.refresh_widgets()
        if shown.follow_event(self.view, event):
            self.view_version += 1
        self.board.show(self.view, self.shown_seat)
        self._place_spots()

    def sync(self) -> None:
        """Caught up: the view of the shown seat, the selections checked against it, the
        loan choice when the seat must make one."""
        self.view = self.state.view(self.seat)
        self.view_version += 1
        self.board.show(self.view, self.shown_seat)
        self.motion.clear()
        self._offer_loan_choice()
        if self.choice is not None:
            ticket = self.choice.ticket
            self.choice = None
            if ticket in self.view["tickets"][self.seat] and self.can_act():
                self.choice = FlightChoice.of(self.state, self.seat, ticket)
        if self.choosing_site and not self._free_sites():
            self.choosing_site = False
        self._place_spots()
        self._refresh_buttons()
        self.refresh_widgets()

    def seat_changed(self) -> None:
        """Another person's table: nothing of the last one stays chosen."""
        self.notice = ""
        self.choice = None
        self.choosing_site = False
        self._offer_loan_choice()

    def _offer_loan_choice(self) -> None:
        """The shown seat's loan choice in the payday panel once the payday's events so far
        are shown and the seat must choose; gone otherwise (and at a watched table)."""
        state, seat = self.state, self.shown_seat
        wanted = (
            seat is not None
            and not self.watched
            and state.phase == PAYDAY
            and state.acting == seat
            and not self.queue.playing
            and not self.handing_over
        )
        kept = self.loan_choice
        if wanted and kept is not None and kept.seat == seat and not kept.submitted:
            return
        if not wanted and kept is None:
            return
        choice = None
        if wanted and seat is not None:
            choice = LoanChoice(state, seat, self._submit_repay, tuple(self.names()))
            if not choice.active:
                choice = None
        self.loan_choice = choice
        self.payday.set_choice(choice)
        self.refresh_widgets()

    def _submit_repay(self, move: Move) -> None:
        """The loan choice's Bestätigen: the repayment goes to the table."""
        if not self.try_move(move) and self.loan_choice is not None:
            self.loan_choice.submitted = False

    def _hurry_payday(self) -> None:
        """A tap on the payday panel or Enter: the waiting payday events show at once."""
        self.finish_queue()

    def _payday_read(self) -> None:
        """Weiter on the payday panel: the table goes on."""
        self.refresh_widgets()

    def holding(self) -> bool:
        """A whole payday stands until Weiter is pressed."""
        return self.payday.holding()

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """A speech bubble points to the player's Hausbank below the board."""
        return layout.bank_rect(seat, len(self.table.setup.seats)).midtop

    def header_text(self) -> str:
        """The round and whose turn it is (the payday, the end)."""
        view = self.shown_view()
        if view["phase"] == OVER_PHASE:
            return text("tycoon.table.header_over")
        if view["phase"] == PAYDAY:
            return text("tycoon.table.header_payday", round=view["round"])
        acting = view["acting"]
        name = self.names()[acting] if 0 <= acting < len(self.names()) else ""
        return text("tycoon.table.header", round=view["round"], name=name)

    def game_widgets(self) -> Sequence[Widget]:
        """Keyboard order: the board, the open tickets, the own tickets, the actions, the log;
        the payday panel with its buttons over the right column while a payday is shown; what
        lies above the table last."""
        payday = self.payday.widgets()
        if payday:
            # The loan choice's keys 0–3 are its own then: the open tickets take no digits.
            return [self.board, self.log_opener, *payday, self.above]
        return [
            self.board,
            *self.open_spots,
            *self.held_spots,
            *self.action_buttons,
            self.log_opener,
            self.above,
        ]

    def relabel(self) -> None:
        """The buttons' labels in the current language."""
        labels = {
            self.loan_button: "loan",
            self.hotel_button: "hotel",
            self.renovate_button: "renovate",
            self.factory_button: "factory",
            self.fly_button: "fly",
            self.end_button: "end_turn",
        }
        for button, key in labels.items():
            button.label = text(f"tycoon.table.{key}")
        self.payday.relabel()

    def _place_spots(self) -> None:
        """Tap and key spots over the open tickets (keys 1–8 by their places in the rows) and
        the own tickets."""
        view = self.view
        if not view:
            return
        self.open_spots = []
        self.open_keys = {}
        for ticket, (rect, key) in places.open_places(view).items():
            if key is not None:
                self.open_keys[ticket] = key
            self.open_spots.append(Spot(rect, lambda t=ticket: self.tap_open(t), key))
        self.held_spots = []
        self.held_tickets = []
        for ticket in view["tickets"][self.seat]:
            rect = self.spot_rect(TableSpot(HELD_TICKET, index=ticket, player=self.seat))
            if rect is not None:
                self.held_spots.append(Spot(rect, lambda t=ticket: self.tap_held(t)))
                self.held_tickets.append(ticket)
        self.refresh_widgets()

    # ---- where things lie -------------------------------------------------------------------

    def _shown_board(self) -> dict[str, Any]:
        """The shown view, given to the board if it has none yet."""
        view = self.shown_view()
        if self.board.view is None:
            self.board.show(view, self.shown_seat)
        return view

    def spot_at(self, pos: Sequence[float] | None) -> TableSpot | None:
        """What lies under a point: a board spot, else a panel's (the held tickets and the
        distribution only while no payday covers them)."""
        if pos is None:
            return None
        view = self._shown_board()
        return places.spot_at(self.board, view, self.seat, pos, self.payday.open)

    def spot_rect(self, spot: TableSpot) -> pygame.Rect | None:
        """Where a spot lies on the canvas now (None: not shown)."""
        return places.spot_rect(self.board, self._shown_board(), self.seat, spot)

    # ---- input ----------------------------------------------------------------------------

    def handle(self, intent: Intent) -> None:
        """The selection's keys first (arrows, Enter, Esc, the site's digits), then the widgets
        and the table."""
        if self.finished or self.handing_over or self.widgets.dialog is not None:
            super().handle(intent)
            return
        if self._choice_key(intent):
            return
        super().handle(intent)

    def _choice_key(self, intent: Intent) -> bool:
        """The keys a selection takes before any widget; whether one was taken."""
        kind = intent.kind
        if kind is IntentKind.CANCEL:
            return self.cancel_choice()
        if kind is IntentKind.CONFIRM and self.payday.open:
            # Enter belongs to the payday panel, wherever the focus stands.
            return self.payday.press_main()
        if kind is IntentKind.CONFIRM:
            if self.choice is not None:
                self.confirm_flight()
                return True
            if self.widgets.focus.focused is None:
                main = self.main_button()
                if main is not None:
                    main.press()
                    return True
            return False
        if kind is IntentKind.NAVIGATE and self.choice is not None:
            if intent.key in ("left", "right", "up", "down"):
                self.choice.step(1 if intent.key in ("right", "down") else -1)
                self.notice = ""
                return True
        if kind is IntentKind.SHORTCUT and self.choosing_site and intent.key in ("1", "2"):
            self.build_factory(int(intent.key) - 1)
            return True
        if kind is IntentKind.SHORTCUT and self.loan_choice is not None and self.payday.open:
            words = self.loan_choice.key(intent.key)
            if words is not None:
                self.notice = words
                return True
        return False

    def can_act(self) -> bool:
        """The base's answer, and not while a whole payday still waits for Weiter (the next
        round's turn comes once it has been read)."""
        return super().can_act() and not self.payday.holding()

    def own_turn(self) -> bool:
        """Whether the shown seat is to act at the table (its own events may still play)."""
        seat = self.shown_seat
        return (
            seat is not None
            and seat in self.table.to_act()
            and not self.handing_over
            and not self.finished
        )

    def main_button(self) -> PanelButton | None:
        """The button marked as Enter's now: Fliegen while a ticket is chosen (Enter flies to
        the chosen destination), Fabrik bauen while a site is chosen, Hotel bauen once landed
        where it may be built, else Zug beenden (none outside the own turn)."""
        if not self.own_turn() or self.state.phase != "turn":
            return None
        if self.choice is not None:
            return self.fly_button
        if self.choosing_site:
            return self.factory_button
        if BUILD_HOTEL in self.state.legal_moves(self.seat):
            return self.hotel_button
        return self.end_button

    def handle_table(self, intent: Intent) -> None:
        """P opens the log; the key or a tap of an action button that cannot be pressed now
        says why; taps on the board fly, build or choose a site; a held ticket dragged onto a
        landing place flies there."""
        kind = intent.kind
        if kind is IntentKind.SHORTCUT:
            key = intent.key.lower()
            if key == LOG_KEY:
                self.open_log()
            for button in self.action_buttons:
                if button.visible and not button.enabled and button.hotkey == key:
                    # A greyed button's key still asks: the refusal is said in words.
                    button.on_press()
            return
        if intent.pos is None:
            return
        if kind is IntentKind.TAP:
            for button in self.action_buttons:
                if button.visible and not button.enabled and button.contains(intent.pos):
                    button.on_press()
                    return
            spot = self.spot_at(intent.pos)
            if spot is not None:
                self.tap_spot(spot)
        elif kind is IntentKind.DRAG_START:
            spot = self.spot_at(intent.pos)
            if spot is not None and spot.kind == HELD_TICKET and spot.player == self.seat:
                self.tap_held(spot.index, keep=True)
                if self.choice is not None and self.choice.ticket == spot.index:
                    self.dragging = spot.index
                    self.drag_pos = intent.pos
        elif kind is IntentKind.DRAG and self.dragging is not None:
            self.drag_pos = intent.pos
        elif kind is IntentKind.DRAG_END and self.dragging is not None:
            self.dragging = None
            self.drag_pos = None
            spot = self.board.drop_spot(intent.pos)
            if spot is not None:
                self.tap_spot(spot)

    def cancel_choice(self) -> bool:
        """Esc: the selected ticket or the site choice is let go, a refusal goes, else the
        Rat's advice is put away; whether anything went."""
        if self.choice is not None or self.choosing_site or self.notice:
            self.choice = None
            self.choosing_site = False
            self.dragging = None
            self.notice = ""
            return True
        return self.rat.cancel()

    # ---- taps and presses -----------------------------------------------------------------

    def _why_waiting(self) -> str:
        """Why the shown seat may not act now."""
        return not_now(self.state, self.seat) or text("tycoon.table.turn.not_yours")

    def try_move(self, move: Move) -> bool:
        """Sends a move when the rules allow it, else says why on the status line."""
        self.catch_up_own_move()
        if not self.can_act():
            self.notice = self._why_waiting()
            return False
        words = refusal(self.state, self.seat, move)
        if words:
            self.notice = words
            return False
        return self.send(move)

    def send(self, move: Move) -> bool:
        """Sends a move to the table; a refusal is said on the status line, nothing changes."""
        return self.send_move(move, "tycoon.table.refused")

    def move_sent(self) -> None:
        """The chosen ticket and the site choice are let go once a move went."""
        self.choice = None
        self.choosing_site = False

    def tap_spot(self, spot: TableSpot) -> None:
        """A spot tapped: open and own tickets, destinations, the next field, the Stadtbild and
        the sites of the plane's city."""
        if spot.kind == PLANE:
            # A plane on the board stands for the place it stands on (or the city it circles).
            spot = places.under_plane(self.shown_view(), spot.player)
        if spot.kind == OPEN_TICKET:
            self.tap_open(spot.index)
        elif spot.kind == HELD_TICKET and spot.player == self.seat:
            self.tap_held(spot.index)
        elif spot.kind in (LANDING, CITY, FIELD, RENOVATION, SITE):
            self.tap_city(spot)

    def tap_open(self, ticket: int) -> None:
        """An open ticket tapped (or its key): it is bought."""
        self.try_move(Buy(ticket))

    def tap_held(self, ticket: int, keep: bool = False) -> None:
        """An own ticket tapped: it is selected and its destinations light up (again: let go)."""
        self.catch_up_own_move()
        if self.choice is not None and self.choice.ticket == ticket and not keep:
            self.choice = None
            return
        if not self.can_act():
            self.notice = self._why_waiting()
            return
        words = flight_refusal(self.state, self.seat, ticket)
        if words:
            self.notice = words
            return
        self.notice = ""
        self.choosing_site = False
        self.choice = FlightChoice.of(self.state, self.seat, ticket)

    def tap_city(self, spot: TableSpot) -> None:
        """A tap on a city's card: with a ticket selected it flies there (onto the tapped
        landing place, else the cheap free one, else over the city); without, a tap on the
        plane's city builds: the next free field a hotel, the Stadtbild a renovation, a site a
        factory."""
        city = spot.city
        if self.choice is not None:
            if spot.kind == LANDING:
                move = self.choice.to_place(city, spot.index)
                anywhere = self.choice.to_city(city)
                if move is None and anywhere is not None and anywhere.place == OVER:
                    # Both places are taken: the plane flies over the city.
                    move = anywhere
                elif move is None and anywhere is not None:
                    self.notice = text(
                        "tycoon.table.turn.place_taken",
                        place=spot.index + 1,
                        city=CITIES[city].name,
                    )
                    return
            else:
                move = self.choice.to_city(city)
            if move is None:
                self.notice = text("tycoon.table.turn.not_a_target", city=CITIES[city].name)
                return
            self.try_move(move)
            return
        if city != self.state.plane_city[self.seat] or not self.own_turn():
            return
        if spot.kind == SITE:
            self.build_factory(spot.index)
        elif spot.kind == RENOVATION:
            self.press_renovate()
        elif spot.kind == FIELD and spot.index == self.state.chain_end[city]:
            self.press_hotel()

    def confirm_flight(self) -> None:
        """Enter with a ticket selected: the chosen flight is made."""
        choice = self.choice
        if choice is None:
            return
        move = choice.chosen
        if move is None:
            self.notice = text("tycoon.table.hint_no_target")
            return
        self.try_move(move)

    def press_fly(self) -> None:
        """T: the next held ticket that flies from here is selected (one after the other)."""
        self.catch_up_own_move()
        if not self.can_act():
            self.notice = self._why_waiting()
            return
        state = self.state
        if state.built:
            self.notice = text("tycoon.table.turn.no_flight_after_build")
            return
        tickets = flying_tickets(state, self.seat)
        if not tickets:
            self.notice = text("tycoon.table.turn.no_held")
            return
        last = self.choice.ticket if self.choice is not None else -1
        later = [ticket for ticket in tickets if ticket > last]
        self.tap_held((later or tickets)[0], keep=True)

    def press_loan(self) -> None:
        """L: a loan (the plane flies home for it)."""
        self.try_move(TAKE_LOAN)

    def press_hotel(self) -> None:
        """H: a hotel at the chain's end of the plane's city."""
        self.try_move(BUILD_HOTEL)

    def press_renovate(self) -> None:
        """N: the own oldest hotel of the Stadtbild back to the chain's end."""
        self.try_move(RENOVATE)

    def _free_sites(self) -> list[int]:
        """The free factory sites of the plane's city."""
        state, seat = self.state, self.seat
        city = state.plane_city[seat]
        if city == HOME or state.plane_place[seat] < 0:
            return []
        return [site for site, owner in enumerate(state.factories[city]) if owner < 0]

    def press_factory(self) -> None:
        """F: a factory; with two free sites the choice of 1/2 (or a tap on a site) comes."""
        self.catch_up_own_move()
        if not self.can_act():
            self.notice = self._why_waiting()
            return
        sites = self._free_sites()
        if len(sites) == 2:
            words = refusal(self.state, self.seat, FACTORIES[sites[0]])
            words = words and refusal(self.state, self.seat, FACTORIES[sites[1]])
            if words:
                self.notice = words
                return
            self.choice = None
            self.choosing_site = True
            self.notice = ""
            return
        self.build_factory(sites[0] if sites else 0)

    def build_factory(self, site: int) -> None:
        """A factory on this site of the plane's city."""
        if 0 <= site < len(FACTORIES):
            self.try_move(FACTORIES[site])

    def press_end(self) -> None:
        """E: the turn ends."""
        self.try_move(END_TURN)

    def open_log(self) -> None:
        """The whole log of the game so far (a tap on the log or P)."""
        self.open_log_panel(self.log.lines)

    # ---- status ---------------------------------------------------------------------------

    def status_line(self) -> tuple[str, tuple[int, int, int]]:
        """What to do now, a refusal in the danger colour, or who acts."""
        palette = THEME.colours
        if self.notice:
            return self.notice, palette.danger
        state, seat = self.state, self.seat
        names = self.names()
        payday = self.payday.status()
        if payday:
            return payday, palette.accent
        advice = self.rat.words() if self.choice is None else ""
        if advice:
            return advice, palette.accent
        if state.phase == OVER_PHASE:
            return text("tycoon.table.hint_over"), palette.text_muted
        if not self.own_turn():
            thinking = self.thinking_text()
            if thinking:
                return thinking, palette.text_muted
            acting = self.shown_view()["acting"]
            name = names[acting] if 0 <= acting < len(names) else ""
            key = "hint_payday_watch" if state.phase == PAYDAY else "hint_watch"
            return text(f"tycoon.table.{key}", name=name), palette.text_muted
        dragging = self.dragging is not None
        words = turn_hint(state, seat, self.choice, self.choosing_site, dragging)
        return words, palette.accent

    # ---- drawing --------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """The base's update, the board's and the tickets' motions, the payday panel, the
        lights, and the action buttons enabled while their move is allowed."""
        # The board and an open payday panel are widgets: the base's update moves them on.
        super().update(dt)
        self.motion.update(dt)
        if (self.choice is not None or self.choosing_site) and not self.own_turn():
            # The table went on without the person (the clock ran out): nothing stays chosen.
            self.choice = None
            self.choosing_site = False
            self.dragging = None
        self.board.highlight_city(self.payday.highlighted_city() if self.payday.open else None)
        self._light()
        self._offer_loan_choice()
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        """The action buttons enabled while their move is allowed, the main one marked, all
        hidden under the payday panel. The own move's events may still play: the buttons stay
        pressable, a press shows the rest of them at once."""
        acting = self.own_turn() and self.state.phase == "turn"
        legal = set(self.state.legal_moves(self.seat)) if acting else set()
        self.loan_button.enabled = TAKE_LOAN in legal
        self.hotel_button.enabled = BUILD_HOTEL in legal
        self.renovate_button.enabled = RENOVATE in legal
        self.factory_button.enabled = any(move in legal for move in FACTORIES)
        self.fly_button.enabled = acting and bool(flying_tickets(self.state, self.seat))
        self.end_button.enabled = END_TURN in legal
        main = self.main_button()
        for button in self.action_buttons:
            button.marked = button is main and button.enabled
            button.visible = not self.payday.open
        self.fly_button.marked = self.choice is not None
        self.factory_button.marked = self.choosing_site

    def _light(self) -> None:
        """The board's lights: the chosen ticket's destinations (else those of the own ticket
        under the pointer or the keyboard's focus), the free sites to choose."""
        choice = self.choice or self._pointed_ticket()
        sites: set[tuple[int, int]] = set()
        if self.choosing_site:
            city = self.state.plane_city[self.seat]
            sites = {(city, site) for site in self._free_sites()}
        if choice is not None:
            self.board.light(choice.lit_cities(), choice.lit_landings(), sites)
        else:
            self.board.light((), (), sites)

    def _pointed_ticket(self) -> FlightChoice | None:
        """The flights of the own ticket pointed at or focused, on the own turn (None: none)."""
        if not self.own_turn():
            return None
        focused = self.widgets.focus.focused
        for spot, ticket in zip(self.held_spots, self.held_tickets):
            if spot.hovered or spot is focused:
                pointed = self._pointed
                if pointed is None or pointed[0] != (ticket, len(self.table.log)):
                    found = FlightChoice.of(self.state, self.seat, ticket)
                    self._pointed = ((ticket, len(self.table.log)), found)
                    return found
                return pointed[1]
        return None

    def draw_table(self, surface: pygame.Surface) -> None:
        """The panels, the status line and the log (see table_paint); the board, the buttons
        and the payday panel are widgets and draw themselves."""
        self.paint.draw_table(surface)


register_table_scene_class("tycoon", TycoonScene)
