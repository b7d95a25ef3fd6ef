"""The Speedtycoon table: the Weltmarkt, Kapital and Depot, the own
Imperium with its 'Zu bauen' and Planung, the action buttons, the status line and the log; on the
right the other players' rows or the table's state (a tapped row shows that player's Imperium,
read only); M lays the majorities over the middle; a scoring held is shown step by step until
the reading pause closes.

The scene never changes the game: taps and keys choose cards and buildings, the buttons send the
engine's moves to the table, and a refusal is said in words on the status line."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.client.intents import Intent, IntentKind
from game.client.scenes.table_scene import ADVICE_KEY, TableScene
from game.client.scenes.tables.kit.action_bar import PanelButton
from game.client.scenes.tables.kit.kept_picture import KeptPicture
from game.client.scenes.tables.kit.registration import register_table_scene_class
from game.client.scenes.tables.kit.status_line import draw_status_line
from game.client.scenes.tables.speedtycoon import layout
from game.client.scenes.tables.speedtycoon.advice_marks import AdviceLayer
from game.client.scenes.tables.speedtycoon.answer import Answer
from game.client.scenes.tables.speedtycoon.building_drag import BuildingDrag, tile_sources
from game.client.scenes.tables.speedtycoon.buy_choice import BuyChoice
from game.client.scenes.tables.speedtycoon.empire_view import EmpireView
from game.client.scenes.tables.speedtycoon.log_words import event_line
from game.client.scenes.tables.speedtycoon.majorities_layer import MajoritiesLayer
from game.client.scenes.tables.speedtycoon.market_panel import (
    building_name,
    content_rect,
    draw_market,
    place_rects,
)
from game.client.scenes.tables.speedtycoon.money_look import LIFT
from game.client.scenes.tables.speedtycoon.money_panel import (
    draw_depot,
    draw_kapital,
    kapital_rects,
)
from game.client.scenes.tables.speedtycoon.others_column import OthersColumn
from game.client.scenes.tables.speedtycoon.planning_panel import draw_tiles, tile_rects
from game.client.scenes.tables.speedtycoon.refill_motion import KAPITAL, MARKET, RefillMotion
from game.client.scenes.tables.speedtycoon.repay_choice import RepayChoice
from game.client.scenes.tables.speedtycoon.scoring_show import (
    ScoringShow,
    held_from_saved,
    scoring_show,
)
from game.client.scenes.tables.speedtycoon.table_info import TableInfo
from game.client.scenes.tables.speedtycoon.take_choice import TakeChoice
from game.client.scenes.tables.speedtycoon.tap_spot import TapSpot
from game.client.scenes.tables.speedtycoon.turn_choice import Field, TurnChoice
from game.client.theme import THEME
from game.client.widgets import Widget
from game.client.widgets.log_panel import GameLog, LogOpener, draw_log_strip
from game.rules.core import Event, IllegalMoveError, Move
from game.rules.speedtycoon import events as ev
from game.rules.speedtycoon.building_fields import building_fields, removable_fields
from game.rules.speedtycoon.catalogue import HEADQUARTERS
from game.rules.speedtycoon.moves import (
    END_TURN,
    TAKE_LOAN,
    Build,
    Buy,
    GiveToFund,
    LobbyBuy,
    Plan,
    Swap,
    TearDown,
)
from game.rules.speedtycoon.state import ACTION, PLACE, SpeedtycoonState
from game.table.table import Table
from game.texts import language, text

if TYPE_CHECKING:
    from game.client.app import App

LOG_KEY = "p"
MAJORITIES_KEY = "m"
HOME_KEY = "d"
LOAN_KEY = "l"
REPAY_KEY = "g"  # tilGen; T is Nehmen's
# Seconds the events a player follows stay on screen at normal tempo.
EVENT_SECONDS: dict[type, float] = {
    ev.MoneyTaken: 0.5,
    ev.BuildingBought: 0.6,
    ev.BuildingBuilt: 0.5,
    ev.BuildingPlanned: 0.4,
    ev.BuildingTornDown: 0.4,
    ev.BuildingsSwapped: 0.4,
    ev.KapitalRefilled: 0.2,
    ev.MarketRefilled: 0.3,
}


class SpeedtycoonScene(TableScene):
    """The table of a Speedtycoon game, seen by the person at the shown seat."""

    def __init__(self, app: App, table: Table, table_id: str | None = None) -> None:
        super().__init__(app, table, table_id)
        self.log = GameLog()
        self.log_opener = LogOpener(layout.LOG_RECT, self.open_log)
        self.empire = EmpireView(layout.EMPIRE_RECT, self.pick_field)
        self.building_drag = BuildingDrag(
            self.empire, self.drag_sources, self.drag_building, self.drop_building
        )
        self.choice = TurnChoice()
        self.notice = ""
        # The table's moves the choices were last made afresh for.
        self._synced_moves = 0
        # Whether the building chosen in the Imperium may be torn down.
        self.removable = False
        self.take = TakeChoice(self.state, self.seat)
        self.buy = BuyChoice(self.state, self.seat)
        self.kapital_spots = [
            TapSpot(rect, lambda slot=slot: self.tap_kapital(slot))
            for slot, rect in enumerate(kapital_rects(layout.KAPITAL_RECT))
        ]
        # Each Weltmarkt place drawn once and shown again while its offer stays the same.
        self.market_pictures = [KeptPicture[None]() for _ in place_rects(layout.MARKET_RECT)]
        self.market_spots = [
            TapSpot(rect, lambda place=place: self.tap_market(place))
            for place, rect in enumerate(place_rects(layout.MARKET_RECT))
        ]
        self.depot_spots: dict[int, TapSpot] = {}
        self.depot_picture: KeptPicture[dict[int, pygame.Rect]] = KeptPicture()
        self.refills = RefillMotion()
        self.waiting_spots: list[TapSpot] = []
        self.planning_spots: list[TapSpot] = []
        self.take_button = PanelButton("", self.press_take, "t")
        self.buy_button = PanelButton("", self.press_buy, "k")
        self.plan_button = PanelButton("", self.press_plan, "i")
        self.fund_button = PanelButton("", self.press_fund, "s", visible=self.state.players == 2)
        self.tear_button = PanelButton("", self.press_tear_down, "a")
        self.end_button = PanelButton("", self.press_end, "e")
        kredite = "kredite" in self.state.modules
        self.loan_button = PanelButton("", self.press_loan, LOAN_KEY, visible=kredite)
        self.repay_button = PanelButton("", self.press_repay, REPAY_KEY, visible=kredite)
        self.repay = RepayChoice(self.state, self.seat)
        self.advice_layer = AdviceLayer(self)
        shown = [button for button in self.buttons if button.visible]
        for index, button in enumerate(shown):
            button.rect = layout.button_rect(index, len(shown))
        # The seat whose Imperium is shown read only instead of one's own, if any.
        self.looking: int | None = None
        self.column = OthersColumn(layout.OTHERS_RECT, self.look_at)
        self.home_button = PanelButton("", self.look_home, HOME_KEY, visible=False)
        self.home_button.rect = layout.HOME_BUTTON_RECT
        self.majorities_button = PanelButton("", self.toggle_majorities, MAJORITIES_KEY)
        self.majorities_button.rect = layout.MAJORITIES_BUTTON_RECT
        self.majorities = MajoritiesLayer(
            layout.MAJORITIES_RECT, lambda: self.state, self.names, self.toggle_majorities
        )
        self.majorities.visible = False
        self.show: ScoringShow | None = None
        # Handelsschluss' buildings given out as the events play, for the IPO's show.
        self.awards: list[ev.BuildingAwarded] = []
        self.widgets.info.add_source(TableInfo(self))
        self.widgets.info.add_source(self.column.info_at)
        self.relabel()
        # Marked as synced, so that the first frame keeps what the player chose meanwhile.
        self.sync_if_changed()
        self.refresh_widgets()

    # ---- what the scene knows -------------------------------------------------------------

    @property
    def state(self) -> SpeedtycoonState:
        """The table's game state, read only (every change goes through submit)."""
        state = self.table.state
        assert isinstance(state, SpeedtycoonState)
        return state

    @property
    def buttons(self) -> tuple[PanelButton, ...]:
        """The action buttons in their order under the Kapital."""
        return (
            self.take_button,
            self.buy_button,
            self.plan_button,
            self.fund_button,
            self.tear_button,
            self.loan_button,
            self.repay_button,
            self.end_button,
        )

    def waiting_buildings(self) -> list[int]:
        """The buildings of the shown seat in 'Zu bauen': bought or awarded ones to place now,
        and the Lobbyist's purchase waiting for his turn."""
        state, seat = self.state, self.seat
        # Bought on turn, a building waits until the turn ends (after a bonus action too).
        placing = state.phase == PLACE and state.placer == seat
        on_turn = state.phase == ACTION and state.current == seat
        waiting = list(state.to_place) if placing or on_turn else []
        if state.lobby_pending[seat] >= 0 and state.lobby_pending[seat] not in waiting:
            waiting.append(state.lobby_pending[seat])
        return waiting

    # ---- hooks of the table scene ---------------------------------------------------------

    def event_seconds(self, event: Event) -> float:
        """How long an event shows: the moves a player follows a moment, the rest at once."""
        return EVENT_SECONDS.get(type(event), 0.0)

    def show_event(self, event: Event) -> None:
        """An event comes up: its line goes into the log."""
        self.refills.start(event)
        line = event_line(event, self.names())
        if line:
            self.log.add(line)
        if isinstance(event, ev.BuildingAwarded):
            self.awards.append(event)

    def sync(self) -> None:
        """Caught up: fresh choices for the shown seat; a building to place is chosen at once
        with its fields lit."""
        state, seat = self.state, self.seat
        kept = self._choices_kept()
        self.take = TakeChoice(state, seat)
        self.buy = BuyChoice(state, seat)
        self.repay = RepayChoice(state, seat)
        self.choice.clear()
        self.empire.set_empire(state.view(seat), seat)
        self.empire.select(None)
        waiting = self.waiting_buildings()
        if waiting and state.phase == PLACE and state.placer == seat:
            self.choose_building(waiting[0])
        else:
            self.empire.show_fields(None)
        if self.looking is not None:
            self._show_looked()
        if kept is not None:
            self._choose_again(*kept)
        self._rebuild_spots()
        self.refresh_widgets()

    def _choices_kept(
        self,
    ) -> tuple[list[int], int | None, tuple[int, ...], TurnChoice, tuple[int, ...] | None] | None:
        """What the shown seat had chosen (a repayment too), when every move since the last
        sync was another seat's Lobbyist purchase and the seat still acts: such a purchase waits
        for nobody, so it must not throw a half-made choice away (None otherwise)."""
        since = self.table.log[self._synced_moves :]
        self._synced_moves = len(self.table.log)
        seat = self.shown_seat
        if not since or seat is None or seat not in self.table.to_act():
            return None
        if self.nothing_chosen() and not self.repay.active:
            return None
        if any(entry.seat == seat or not entry.move.startswith("lobby ") for entry in since):
            return None
        bought = {int(entry.move.split()[1]) - 1 for entry in since}
        place = None if self.buy.place in bought else self.buy.place
        choice = TurnChoice(self.choice.building, self.choice.source, None, self.choice.field)
        repaying = self.repay.chosen if self.repay.active else None
        return list(self.take.chosen), place, self.buy.chosen, choice, repaying

    def _choose_again(
        self,
        slots: list[int],
        place: int | None,
        cards: tuple[int, ...],
        choice: TurnChoice,
        repaying: tuple[int, ...] | None,
    ) -> None:
        """Chooses the kept Kapital cards, purchase, building or field, repayment again."""
        if repaying is not None:
            self.repay.open(repaying)
        for slot in slots:
            self.take.tap(slot)
        self._choose_purchase(place, cards)
        if choice.building is not None and choice.building != self.choice.building:
            self.choose_building(choice.building)
        elif choice.field is not None and choice.field in self.empire.fields:
            self.choice.choose_field(choice.field)
            self.empire.select(choice.field)

    def _choose_purchase(self, place: int | None, cards: tuple[int, ...]) -> None:
        """Chooses the building at the place again with these cards (if it may be bought)."""
        if place is None or self.buy.place is not None or self.buy.tap_building(place).refusal:
            return
        for card in set(cards).symmetric_difference(self.buy.chosen):
            self.buy.tap_card(card)

    def seat_anchor(self, seat: int) -> tuple[int, int] | None:
        """A speech bubble points to the player's row in the column of players (while it shows
        them; else the chat's column at the right)."""
        if self.column.showing_table:
            return None
        for row in self.column.players.rows:
            if row.seat == seat:
                return row.rect.midtop
        return None

    def header_text(self) -> str:
        """Whose turn it is."""
        acting = self.state.acting
        if acting < 0:
            return text("speedtycoon.table.header_over")
        return text("speedtycoon.table.header", name=self.table.setup.seats[acting].name)

    def game_widgets(self) -> Sequence[Widget]:
        """Keyboard order: Kapital, Weltmarkt, Depot, buttons, the column, Imperium, Zu bauen,
        Planung; a scoring shown covers the left and middle, the majorities the middle and
        right."""
        column = [self.column.switch, self.column]
        if self.show is not None or self.majorities.visible:
            self.building_drag.cancel()  # the tiles are covered: a drag ends without a move
        if self.show is not None:
            return [*column, self.log_opener, self.show]
        left = [
            *self.kapital_spots,
            *self.market_spots,
            *self.depot_spots.values(),
            *self.buttons,
        ]
        if self.majorities.visible:
            # Over the middle and right columns, its button too: a tap, M or Esc takes it away.
            return [*left, self.log_opener, self.majorities, self.advice_layer]
        middle = [
            self.empire,
            *self.waiting_spots,
            *self.planning_spots,
            self.home_button,
            self.majorities_button,
            # Over the rest, under a dragged tile; it takes no input.
            self.advice_layer,
            # Last, so that a drag starting on a tile reaches it before anything else.
            self.building_drag,
        ]
        return [*left, *column, self.log_opener, *middle]

    def relabel(self) -> None:
        """The buttons' labels in the current language."""
        keys = ("take", "buy", "plan", "fund", "tear_down", "loan", "repay", "end")
        for button, key in zip(self.buttons, keys):
            button.label = text(f"speedtycoon.table.{key}")
        self.column.relabel()
        self.home_button.label = text("speedtycoon.column.home")
        self.majorities_button.label = text("speedtycoon.column.majorities")

    def handle(self, intent: Intent) -> None:
        """A double tap on a Kapital card takes it at once; Esc lets the choice (and the advice
        shown) go first."""
        if self.finished or self.handing_over or self.widgets.dialog is not None:
            super().handle(intent)
            return
        if intent.kind is IntentKind.DOUBLE_TAP and intent.pos is not None:
            for slot, spot in enumerate(self.kapital_spots):
                if spot.contains(intent.pos):
                    self.double_tap_kapital(slot)
                    return
        if self.show is not None and intent.kind is IntentKind.CONFIRM:
            # Enter belongs to the scoring shown, wherever the focus stands.
            self.show.react(intent)
            return
        if intent.kind is IntentKind.CANCEL and self.majorities.visible:
            self.toggle_majorities()
            return
        if intent.kind is IntentKind.CANCEL and (
            not self.nothing_chosen() or self.repay.active or self.advice_layer.showing
        ):
            self.clear_choice()
            self.advice_layer.dismiss()
            return
        super().handle(intent)

    def handle_table(self, intent: Intent) -> None:
        """P opens the whole log; M takes the majorities away again; R once the advice has
        come chooses it (the Rat button takes R while no advice is there)."""
        if intent.kind is not IntentKind.SHORTCUT:
            return
        key = intent.key.lower()
        if key == LOG_KEY:
            self.open_log()
        elif key == MAJORITIES_KEY and self.majorities.visible:
            self.toggle_majorities()
        elif key == ADVICE_KEY:
            self.advice_layer.preselect()

    # ---- the column, another player's Imperium, the majorities ----------------------------

    def look_at(self, seat: int) -> None:
        """Shows this player's Imperium read only (one's own seat: back to one's own)."""
        if seat == self.seat:
            self.look_home()
            return
        self.looking = seat
        self.notice = ""
        self._show_looked()
        self.refresh_widgets()

    def _show_looked(self) -> None:
        """The looked-at player's Imperium in the view, nothing lit or chosen in it."""
        assert self.looking is not None
        self.empire.set_empire(self.state.view(self.seat), self.looking)
        self.empire.show_fields(None)
        self.empire.select(None)
        self.home_button.visible = True

    def look_home(self) -> None:
        """Back to one's own Imperium, with the chosen building's fields lit again."""
        self.looking = None
        self.home_button.visible = False
        self.empire.set_empire(self.state.view(self.seat), self.seat)
        building = self.choice.building
        if building is not None:
            self.choose_building(building)
        elif self.choice.field is not None and self.choice.field in self.empire.fields:
            self.empire.select(self.choice.field)
        self.refresh_widgets()

    def toggle_majorities(self) -> None:
        """M: the majorities over the middle, or away again."""
        self.majorities.visible = not self.majorities.visible
        self.refresh_widgets()

    # ---- the scoring shown ----------------------------------------------------------------

    def holding(self) -> bool:
        """While a scoring is read the table stands: the show comes up (clocks held while its
        steps run) and neither the end table nor another seat's turn comes before the reading
        pause closes."""
        pause = self.table.reading_pause()
        if pause is None:
            return False
        if self.show is not None and self.show.has_pressed and self._next_reader(pause.waiting):
            return True
        if self.show is None:
            self._open_show()
        if self.show is not None and self.show.complete:
            self.table.resume_clocks()  # the reading time runs once everything is shown
        else:
            self.table.pause_clocks()
        return True

    def _next_reader(self, waiting: tuple[int, ...]) -> bool:
        """Hands the device to the next person still to read (the curtain first); whether one
        is waiting. The show begins anew for them."""
        if not waiting or self.shown_seat in waiting:
            return False
        # Imported here as the base scene does it, so that the scenes' imports stay acyclic.
        from game.client.scenes.hand_over import needs_hand_over

        seat = waiting[0]
        self.show = None
        self.refresh_widgets()
        if needs_hand_over(len(self.human_seats), self.shown_seat, seat):
            self._hand_over(seat)
        else:
            self.show_seat(seat)
        return True

    def _open_show(self) -> None:
        """The show of the scoring the reading pause holds the table for."""
        pause = self.table.reading_pause()
        if pause is None:
            return
        saved = [event for event in pause.events if event.get("kind") == ev.ScoringHeld.kind]
        if not saved:
            return
        self.majorities.visible = False
        self.show = scoring_show(
            layout.SHOW_RECT,
            held_from_saved(saved[-1]),
            self.state,
            self.names(),
            self.press_continue,
            self.tempo_share,
            tuple(self.awards) or self._logged_awards(),
        )
        self.show.pause = pause
        self.awards = []
        self.refresh_widgets()

    def _logged_awards(self) -> tuple[ev.BuildingAwarded, ...]:
        """The Handelsschluss' awards as the log keeps them (there is one Handelsschluss a
        game): a table loaded during the IPO's reading never played them."""
        return tuple(
            ev.BuildingAwarded(int(saved["place"]), int(saved["building"]), int(saved["player"]))
            for entry in self.table.log
            for saved in entry.events
            if saved.get("kind") == ev.BuildingAwarded.kind
        )

    def press_continue(self) -> None:
        """Weiter on the show: the shown seat has read the scoring."""
        try:
            self.table.continue_reading(self.seat)
        except IllegalMoveError as error:
            self.notice = text("speedtycoon.table.refused", problem=str(error))

    def _close_show_when_read(self) -> None:
        """The show goes once the reading pause has closed; meanwhile it tells who pressed."""
        if self.show is None:
            return
        pause = self.table.reading_pause()
        if pause is None:
            self.show = None
            self.refresh_widgets()
            return
        self.show.pause = pause

    # ---- taps -----------------------------------------------------------------------------

    def tap_kapital(self, slot: int) -> None:
        """Chooses or unchooses a Kapital card."""
        if self._refused_not_acting():
            return
        self.repay.close()
        self._answer(self.take.tap(slot))

    def double_tap_kapital(self, slot: int) -> None:
        """Takes this one Kapital card at once."""
        if self._refused_not_acting():
            return
        answer = self.take.double_tap(slot)
        if answer.move is not None:
            self.send(answer.move)
        else:
            self._answer(answer)

    def tap_market(self, place: int) -> None:
        """Chooses a Weltmarkt building with its best payment (again: lets it go)."""
        if self._refused_not_acting(lobby=True):
            return
        self.choice.clear()
        self.empire.select(None)
        self.repay.close()
        self._answer(self.buy.tap_building(place))

    def tap_depot(self, card: int) -> None:
        """Adds a Depot card to the payment (or to the repayment, while one is chosen) or
        takes it out."""
        if self._refused_not_acting(lobby=True):
            return
        if self.repay.active:
            self._answer(self.repay.tap_card(card))
            return
        self._answer(self.buy.tap_card(card))

    def tap_waiting(self, building: int) -> None:
        """Chooses a building of 'Zu bauen': its fields light up; one that is not built yet
        says when it will be."""
        state = self.state
        placing = state.phase == PLACE and building in state.to_place
        if not placing and building == state.lobby_pending[self.seat]:
            self.notice = text("speedtycoon.table.built_next_turn")
            return
        if self._refused_not_acting():
            return
        if not placing:
            self.notice = text("speedtycoon.table.built_at_turn_end")
            return
        self.choose_building(building)

    def tap_planning(self, building: int) -> None:
        """Chooses a Planung building: its fields light up (green build, blue swap)."""
        if self._refused_not_acting():
            return
        if self.choice.building == building:
            self.clear_choice()
            return
        self.buy.clear()
        self.choose_building(building)

    def choose_building(self, building: int) -> None:
        """Chooses a waiting or planned building and lights its fields (in one's own Imperium,
        which comes back for it)."""
        self.repay.close()
        if self.looking is not None:
            self.looking = None
            self.home_button.visible = False
            self.empire.set_empire(self.state.view(self.seat), self.seat)
            self.refresh_widgets()
        try:
            fields = building_fields(self.state, self.seat, building)
        except ValueError as error:
            self.notice = str(error)
            return
        self.notice = ""
        self.choice.choose_building(fields)
        self.empire.select(None)
        self.empire.show_fields(fields)

    def pick_field(self, field: Field) -> None:
        """A field of the Imperium tapped: build or swap the chosen building there, or choose
        the building standing there (for Abreißen); another player's Imperium is only looked at."""
        if self.looking is not None:
            self.notice = text("speedtycoon.column.only_looking", name=self.names()[self.looking])
            return
        if self._refused_not_acting():
            return
        building = self.choice.building
        if building is not None:
            kind = self.empire.lit.get(field)
            if kind is None:
                self.notice = text("speedtycoon.table.not_there", building=building_name(building))
                return
            if kind == "swap":
                self.send(Swap(building, field))
            else:
                self.send(Build(building, field))
            return
        if field not in self.empire.fields or self.empire.fields[field] == HEADQUARTERS:
            self.empire.select(None)
            self.choice.clear()
            self.notice = ""
            return
        if self.choice.field == field:
            self.clear_choice()
            return
        self.buy.clear()
        self.take.clear()
        self.repay.close()
        self.choice.choose_field(field)
        self.removable = field in removable_fields(self.state, self.seat)
        self.empire.select(field)
        self.notice = ""

    def drag_sources(self) -> list[tuple[pygame.Rect, int]]:
        """The tiles of 'Zu bauen' and the Planung a drag may pick up, as they are drawn."""
        planned = list(self.state.planning[self.seat])
        waiting = self.waiting_buildings()
        return tile_sources(waiting, planned, layout.WAITING_RECT, layout.PLANNING_RECT)

    def drag_building(self, building: int) -> bool:
        """A tile picked up to drag: its building is chosen as a tap chooses it (one chosen
        already stays chosen); whether it may be dragged now (a refusal is said)."""
        if self.choice.building != building:
            if building in self.state.planning[self.seat]:
                self.tap_planning(building)
            else:
                self.tap_waiting(building)
        elif self._refused_not_acting():
            return False
        return self.choice.building == building and bool(self.empire.lit)

    def drop_building(self, building: int, field: Field) -> None:
        """The dragged building released over a lit field: the move a tap there sends."""
        if self.choice.building == building and self.looking is None:
            self.pick_field(field)

    # ---- buttons --------------------------------------------------------------------------

    def press_take(self) -> None:
        """Nehmen: takes the chosen Kapital cards."""
        if self._refused_not_acting():
            return
        move = self.take.move()
        if move is None:
            self.notice = text("speedtycoon.table.choose_cards")
            return
        self.send(move)

    def press_buy(self) -> None:
        """Kaufen: buys the chosen building with the chosen cards (the table says why not)."""
        if self._refused_not_acting(lobby=True):
            return
        place = self.buy.place
        if place is None:
            self.notice = text("speedtycoon.table.choose_building")
            return
        move = self.buy.move()
        if move is None:
            kind = LobbyBuy if self.buy.lobby else Buy
            move = kind(place, self.buy.chosen)
        self.send(move)

    def press_plan(self) -> None:
        """In die Planung: the chosen waiting building goes into the Planung."""
        if self._refused_not_acting():
            return
        if not self.choice.waiting or self.choice.building is None:
            self.notice = text("speedtycoon.table.choose_waiting")
            return
        self.send(Plan(self.choice.building))

    def press_fund(self) -> None:
        """Dem Staatsfonds geben (two players): the chosen waiting building goes to the fund."""
        if self._refused_not_acting():
            return
        if not self.choice.waiting or self.choice.building is None:
            self.notice = text("speedtycoon.table.choose_waiting")
            return
        self.send(GiveToFund(self.choice.building))

    def press_tear_down(self) -> None:
        """Abreißen: the chosen building of the Imperium goes into the Planung."""
        if self._refused_not_acting():
            return
        field = self.choice.field
        if field is None:
            self.notice = text("speedtycoon.table.choose_empire")
            return
        if field not in removable_fields(self.state, self.seat):
            self.notice = text("speedtycoon.table.not_removable")
            return
        self.send(TearDown(field))

    def press_end(self) -> None:
        """Zug beenden (after an exactly paid purchase)."""
        if self._refused_not_acting():
            return
        self.send(END_TURN)

    def press_loan(self) -> None:
        """Kredit aufnehmen: the turn's action draws money worth at least 8 (the table says
        why not)."""
        if self._refused_not_acting():
            return
        self.send(TAKE_LOAN)

    def press_repay(self) -> None:
        """Tilgen: the first press chooses the cheapest repayment (Depot cards may be tapped in
        or out), the second repays with the chosen cards; no action is spent."""
        if self._refused_not_acting():
            return
        if not self.repay.active:
            self.open_repay()
            return
        move = self.repay.move()
        if move is None:
            self.notice = self.repay.status()
            return
        self.send(move)

    def open_repay(self, cards: tuple[int, ...] | None = None) -> None:
        """Starts choosing a repayment with these cards (the cheapest when None); the Tilgen
        button takes Enter then."""
        answer = self.repay.open(cards)
        self._answer(answer)
        if not answer.refused:
            self.buy.clear()
            self.widgets.focus.focus(self.repay_button)

    # ---- moves and choices ----------------------------------------------------------------

    def send(self, move: Move) -> bool:
        """Sends a move to the table; a refusal is said on the status line, nothing changes."""
        try:
            events = self.table.submit(self.seat, move)
        except IllegalMoveError as error:
            self.notice = text("speedtycoon.table.refused", problem=str(error))
            return False
        self.notice = ""
        # The chosen cards and building are spent (taken cards leave empty Kapital slots).
        self.take.clear()
        self.buy.clear()
        if self.seat not in self.table.to_act():
            # A Lobbyist's purchase waits in Zu bauen now, tappable while the others play on.
            self._rebuild_spots()
            self.refresh_widgets()
        self.enqueue(events)
        return True

    def nothing_chosen(self) -> bool:
        """Whether no card, building or field is chosen."""
        return not self.take.chosen and self.buy.place is None and self.choice.empty

    def clear_choice(self) -> None:
        """Esc: lets every chosen card, building and field go, a repayment too."""
        self.take.clear()
        self.buy.clear()
        self.repay.close()
        self.notice = ""
        self.empire.select(None)
        waiting = self.waiting_buildings()
        if self.choice.waiting and waiting:
            return  # a bought building must still go somewhere: it stays chosen
        self.choice.clear()
        self.empire.show_fields(None)

    def _answer(self, answer: Answer) -> None:
        """Shows a tap's refusal (or clears the last one)."""
        self.notice = answer.refusal

    def lobby_open(self) -> bool:
        """Whether the shown seat's Lobbyist may buy now, while another player is on turn (also
        while that player's move is still shown: a tap shows it at once)."""
        seat = self.shown_seat
        if seat is None or self.handing_over or self.finished or seat in self.table.to_act():
            return False
        if self.queue.playing:
            # The choices were made for the state last caught up with: ask the table now.
            return self.table.reading_pause() is None and any(
                isinstance(move, LobbyBuy) for move in self.table.legal_moves(seat)
            )
        return self.buy.lobby

    def _refused_not_acting(self, lobby: bool = False) -> bool:
        """Says so and refuses when the shown seat may not act now (with lobby: nor buy with
        its Lobbyist); while the own move's events still play they are shown at once (the
        player acts and does not want to wait)."""
        seat = self.shown_seat
        if self.queue.playing and seat is not None and seat in self.table.to_act():
            self.finish_queue()
            self.sync_if_changed()
        elif lobby and self.queue.playing and self.lobby_open():
            # The others play on without waiting for a Lobbyist: his purchase need not either.
            self._catch_up_keeping_purchase()
        if self.can_act() or (lobby and self.lobby_open()):
            return False
        self.notice = text("speedtycoon.table.not_your_turn")
        return True

    def _catch_up_keeping_purchase(self) -> None:
        """Shows the queued events at once and takes the table's state, the building chosen at
        the Weltmarkt (as drawn, from the table's state) and its cards chosen still."""
        place, cards = self.buy.place, self.buy.chosen
        self.finish_queue()
        self.sync_if_changed()
        self._choose_purchase(place, cards)

    def _rebuild_spots(self) -> None:
        """Tap spots for the Depot cards, the waiting and the planned buildings as they are."""
        state, seat = self.state, self.seat
        self.depot_spots = {
            card: TapSpot((0, 0, 0, 0), lambda card=card: self.tap_depot(card))
            for card in sorted(state.hands[seat])
        }
        waiting = self.waiting_buildings()
        self.waiting_spots = [
            TapSpot(rect, lambda building=building: self.tap_waiting(building))
            for building, rect in zip(waiting, tile_rects(layout.WAITING_RECT, len(waiting)))
        ]
        planning = list(state.planning[seat])
        self.planning_spots = [
            TapSpot(rect, lambda building=building: self.tap_planning(building))
            for building, rect in zip(planning, tile_rects(layout.PLANNING_RECT, len(planning)))
        ]

    def open_log(self) -> None:
        """The whole log of the game so far (a tap on the log or P)."""
        self.open_log_panel(self.log.lines)

    # ---- status ---------------------------------------------------------------------------

    def status_line(self) -> tuple[str, tuple[int, int, int]]:
        """What to do now, a refusal in the danger colour, or who acts."""
        palette = THEME.colours
        if self.notice:
            return self.notice, palette.danger
        if self.show is not None:
            # No computer thinks while a scoring is read: the table asks none.
            return text("speedtycoon.column.reading"), palette.accent
        if self.majorities.visible:
            return text("speedtycoon.column.majorities_close"), palette.text
        if self.looking is not None:
            name = self.names()[self.looking]
            return text("speedtycoon.column.looking", name=name), palette.text
        advice = self.advice_layer.status()
        if advice:
            return advice, palette.accent
        if self.lobby_open():
            if self.buy.place is not None:
                return self.buy.status(), palette.accent
            return text("speedtycoon.table.hint_lobby"), palette.accent
        if not self.can_act():
            thinking = self.thinking_text()
            if thinking:
                return thinking, palette.text_muted
            acting = self.state.acting
            if acting < 0:
                return "", palette.text_muted
            name = self.table.setup.seats[acting].name
            return text("speedtycoon.table.hint_watch", name=name), palette.text_muted
        if self.repay.active:
            return self.repay.status(), palette.accent
        choice = self.choice
        if choice.building is not None:
            name = building_name(choice.building)
            key = "hint_place" if choice.waiting else "hint_planung"
            return text(f"speedtycoon.table.{key}", building=name), palette.accent
        if choice.field is not None:
            return text("speedtycoon.table.hint_empire"), palette.accent
        if self.buy.place is not None:
            return self.buy.status(), palette.accent
        if self.take.chosen:
            return self.take.status(), palette.accent
        if self.state.phase == ACTION and self.state.bonus:
            return text("speedtycoon.table.hint_bonus"), palette.accent
        return text("speedtycoon.table.hint_action"), palette.accent

    # ---- drawing --------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """The base's update, then the buttons enabled while the shown seat is to act."""
        self._close_show_when_read()
        super().update(dt)
        self.refills.update(dt)
        self.refills.wait_for(queued.event for queued in self.queue.waiting)
        # Pressable while the own move's events still play: a press shows them at once.
        acting = (
            self.shown_seat in self.table.to_act() and not self.handing_over and not self.finished
        )
        for button in self.buttons:
            button.enabled = acting
        self.buy_button.enabled = acting or self.lobby_open()
        # The buttons that would do something now stand out.
        state = self.state
        placing = acting and self.choice.waiting and state.phase == PLACE
        self.take_button.marked = acting and self.take.move() is not None
        self.buy_button.marked = self.buy_button.enabled and self.buy.move() is not None
        self.plan_button.marked = placing
        self.fund_button.marked = placing
        self.tear_button.marked = acting and self.choice.field is not None and self.removable
        self.end_button.marked = acting and state.phase == ACTION and state.bonus
        self.repay_button.marked = acting and self.repay.move() is not None

    def draw_table(self, surface: pygame.Surface) -> None:
        """The Weltmarkt, Kapital, Depot, Zu bauen, Planung, what the right column shows, the
        status line and the log strip."""
        state, seat = self.state, self.seat
        if self.show is None:
            self._draw_left_and_middle(surface)
        thinking = frozenset(self.thinking_seats()) if self.show is None else frozenset()
        self.column.show(state.view(seat), self.names(), thinking, self.looking)
        self._draw_status(surface)
        draw_log_strip(surface, layout.LOG_RECT, self.log)

    def _draw_left_and_middle(self, surface: pygame.Surface) -> None:
        """The Weltmarkt, Kapital, Depot, Zu bauen and Planung (a scoring shown covers them all,
        the majorities the last two)."""
        state, seat = self.state, self.seat
        places = draw_market(
            surface, layout.MARKET_RECT, state, seat, self.buy.place, self.market_pictures
        )
        ground = THEME.colours.panel_raised
        for place, rect in enumerate(places):
            self.refills.cover(surface, MARKET, place, content_rect(rect), ground)
        slots = draw_kapital(surface, layout.KAPITAL_RECT, state, self.take)
        for slot, rect in enumerate(slots):
            lifted = pygame.Rect(rect.x, rect.y - LIFT, rect.width, rect.height + LIFT)
            self.refills.cover(surface, KAPITAL, slot, lifted, THEME.colours.background)
        paying = self.repay if self.repay.active else self.buy
        # The Depot changes only with the hand and the cards chosen from it.
        hand_shown = (tuple(state.hands[seat]), tuple(paying.chosen), language())
        boxes = self.depot_picture.draw(
            surface,
            layout.DEPOT_RECT,
            hand_shown,
            lambda: draw_depot(surface, layout.DEPOT_RECT, state, seat, paying),
        )
        for card, spot in self.depot_spots.items():
            spot.rect = pygame.Rect(boxes.get(card, (0, 0, 0, 0)))
        if self.majorities.visible:
            return  # the majorities lie over the middle
        draw_tiles(
            surface,
            layout.WAITING_RECT,
            text("speedtycoon.table.zu_bauen"),
            self.waiting_buildings(),
            self.choice.building if self.choice.waiting else None,
            text("speedtycoon.table.nothing_waiting"),
        )
        draw_tiles(
            surface,
            layout.PLANNING_RECT,
            text("speedtycoon.table.planung"),
            list(state.planning[seat]),
            self.choice.building if self.choice.planned else None,
            text("speedtycoon.table.planung_empty"),
        )

    def _draw_status(self, surface: pygame.Surface) -> None:
        """What to do now, fitted to the status line."""
        draw_status_line(surface, layout.STATUS_RECT, *self.status_line())


register_table_scene_class("speedtycoon", SpeedtycoonScene)
