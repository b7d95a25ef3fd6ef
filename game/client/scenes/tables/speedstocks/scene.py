"""The Speedstocks table: four exchanges, the hand, the other players, and each event in turn.

Every event is shown for a moment on the board model (speedstocks_board), told in the log
(speedstocks_words), and pointed at with a pulsing frame; the hand's cards choose a stock or
pre-select it, and after one's own Kurssturz the exchanges can be taken.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import pygame

from game.client.canvas import LOGICAL_SIZE
from game.client.intents import Intent, IntentKind
from game.client.scenes.table_scene import TableScene
from game.client.scenes.tables.kit.fitting import fitted_name
from game.client.scenes.tables.kit.registration import register_table_scene_class
from game.client.scenes.tables.kit.seat_panel import SeatLook, draw_seat_frame, draw_status_line
from game.client.scenes.tables.speedstocks.board import Board
from game.client.scenes.tables.speedstocks.cards import (
    ADVICE_COLOUR,
    MARKED_COLOUR,
    PULSE_HZ,
    HandCard,
    RowTarget,
    blit_card,
    stock_face,
)
from game.client.scenes.tables.speedstocks.motion import (
    Motion,
    MotionGeometry,
    draw_turning,
)
from game.client.scenes.tables.speedstocks.panels import StocksPanels
from game.client.scenes.tables.speedstocks.status import StatusLayout, lay_out_status
from game.client.scenes.tables.speedstocks.ticker import draw_price_line, price, price_line
from game.client.scenes.tables.speedstocks.words import black_swan_copies, log_lines, narrate
from game.client.text_layout import draw_text, fit_size, line_height
from game.client.theme import THEME, Colour
from game.client.widgets import CardFace, Widget
from game.client.widgets.card_view import card_surface
from game.client.widgets.log_panel import GameLog, LogOpener, LogPanel, draw_log_strip
from game.client.widgets.paint import draw_panel, mix
from game.narration.logged_events import events_of_log
from game.narration.speedstocks import bears as bears_words
from game.narration.speedstocks import exchange as exchange_name
from game.rules.core import Event
from game.rules.speedstocks import events as ev
from game.rules.speedstocks.moves import Choose, TakeRow
from game.rules.speedstocks.stocks import BEARS, EXCHANGES, ROW_PLACES
from game.table.table import Table
from game.texts import language, text

if TYPE_CHECKING:
    from game.client.app import App

# ---- layout on the 1920×1080 canvas ----
# The panels helper decides these constants (issue 4): the Börsenticker band runs under the top bar,
# so the rows, the revealed stocks and the seats start below it; animations draw relative to
# row_rect()/slot_rect() and follow.

TICKER_RECT = pygame.Rect(24, 104, 1872, 44)
ROWS_LEFT = 24
ROWS_TOP = 160
ROW_HEIGHT = 120
ROW_GAP = 8
ROW_LABEL_WIDTH = 240
ROW_CARD = (84, 116)
SLOT_LEFT = ROWS_LEFT + ROW_LABEL_WIDTH + 20
SLOT_STEP = 100
# Five places and the red Margin Call place; more only while a stock lands on a moved red place.
SHOWN_PLACES = ROW_PLACES + 1
ROW_WIDTH = SLOT_LEFT - ROWS_LEFT + (SHOWN_PLACES - 1) * SLOT_STEP + ROW_CARD[0] + 12

REVEAL_RECT = pygame.Rect(900, ROWS_TOP, 500, 430)
REVEAL_CARD = (96, 134)
REVEAL_STEP = 118
SEATS_LEFT = 1420
SEAT_SIZE = (476, 100)
SEAT_GAP = 8
SEAT_STRIP = 12
PRICE_LINE_SIZE = (110, 30)
# A seat's name shrinks no smaller than this before it is cut with "…".
NAME_SMALLEST = 20
LOG_RECT = pygame.Rect(900, 600, 996, 196)
HAND_AREA = pygame.Rect(24, 866, 1872, 196)
# The prompt line's band: below the rows (the IPO row too) and the log, above the hand, with a
# margin to the canvas edges; what reaches into it from the hand (a magnified card) pushes the
# words aside (speedstocks_status).
_ROWS_BOTTOM = ROWS_TOP + len(EXCHANGES) * (ROW_HEIGHT + ROW_GAP) + ROW_HEIGHT
_STATUS_TOP = max(_ROWS_BOTTOM, LOG_RECT.bottom) + THEME.spacing.small
STATUS_BAND = pygame.Rect(
    THEME.spacing.huge,
    _STATUS_TOP,
    LOGICAL_SIZE[0] - 2 * THEME.spacing.huge,
    HAND_AREA.top - THEME.spacing.small - _STATUS_TOP,
)
HAND_GAP = 10
HAND_CARD_WIDTH = 140
CARD_RATIO = 1.4
OVERLAY_WIDTH = 900
# Over the rows and the revealed stocks, leaving the players and the hand in sight.
OVERLAY_CENTRE = ((ROWS_LEFT + REVEAL_RECT.right) // 2, 460)

# ---- events ----

# How long each event stays on screen at normal tempo; 0 changes the picture at once. The Black
# Swan's copies come 250 ms apart, as the rules text says. The motion of each event
# (speedstocks_motion) is given in shares of these times, so tempo "Schnell" speeds it up.
EVENT_SECONDS: dict[type[Event], float] = {
    ev.RoundStarted: 1.2,
    ev.StockChosen: 0.0,
    ev.StocksRevealed: 1.4,
    ev.StockPlaced: 0.8,
    ev.MarginCall: 1.8,
    ev.RowOpened: 0.5,
    ev.KurssturzPending: 1.0,
    ev.KurssturzTaken: 1.4,
    ev.SymbolLapsed: 0.8,
    ev.SplitCopied: 1.0,
    ev.LongRemoved: 1.2,
    ev.ShortShifted: 0.9,
    ev.MarginCallPlaceReset: 0.6,
    ev.BlackSwanLanded: 0.9,
    ev.BlackSwanCopy: 0.25,
    ev.IpoOpened: 1.4,
    ev.IpoBurst: 1.8,
    ev.HausseCame: 1.8,
    ev.RoundScored: 5.0,  # the Bilanz stays to be read; a tap or Enter goes on
    ev.GameOver: 2.0,
}
EVENT_SOUNDS: dict[type[Event], str] = {
    ev.StocksRevealed: "card",
    ev.StockPlaced: "place",
    ev.RowOpened: "place",
    ev.MarginCall: "margin_call",
    ev.IpoBurst: "margin_call",
    ev.KurssturzPending: "kurssturz",
}


# ---- geometry ----


def seat_look() -> SeatLook:
    """A player's panel at the Speedstocks table: a wide strip, the theme's corners and border,
    raised in the accent while it is the shown player's."""
    palette = THEME.colours
    return SeatLook(
        SEAT_STRIP,
        THEME.radius,
        palette.panel,
        palette.panel_raised,
        palette.panel_border,
        palette.accent,
    )


def row_rect(row: int) -> pygame.Rect:
    """The whole row (label and places) of an exchange, or of the IPO row (row 4)."""
    return pygame.Rect(ROWS_LEFT, ROWS_TOP + row * (ROW_HEIGHT + ROW_GAP), ROW_WIDTH, ROW_HEIGHT)


def slot_rect(row: int, place: int) -> pygame.Rect:
    """The card rectangle of a 1-based place on a row."""
    top = row_rect(row).y + (ROW_HEIGHT - ROW_CARD[1]) // 2
    return pygame.Rect(SLOT_LEFT + (place - 1) * SLOT_STEP, top, *ROW_CARD)


def reveal_rect(index: int) -> pygame.Rect:
    """The spot of a revealed (or chosen) stock in the reveal panel, by its turn order."""
    return pygame.Rect(REVEAL_RECT.x + 24 + index * REVEAL_STEP, REVEAL_RECT.y + 100, *REVEAL_CARD)


def seat_rect(seat: int) -> pygame.Rect:
    """The panel of a seat in the column of players."""
    return pygame.Rect(SEATS_LEFT, ROWS_TOP + seat * (SEAT_SIZE[1] + SEAT_GAP), *SEAT_SIZE)


def _row_area(row: int, last_place: int) -> pygame.Rect:
    """The canvas area of a row up to a place, with its cards' shadows but not its neighbours."""
    rect = row_rect(row)
    right = slot_rect(row, last_place).right + 12
    area = pygame.Rect(rect.x - 4, rect.y - ROW_GAP // 2, right - rect.x + 4, rect.height + ROW_GAP)
    return area.clip(pygame.Rect(0, 0, *LOGICAL_SIZE))


def _key_centre(row: int) -> tuple[int, int]:
    """Where an exchange's key (1–4) shows on its label while it can be taken."""
    rect = row_rect(row)
    return (rect.x + ROW_LABEL_WIDTH - 34, rect.bottom - 34)


@dataclass(frozen=True)
class Spotlight:
    """What the current event points at: a row (None: every row), maybe one place, a colour."""

    row: int | None
    place: int | None
    colour: Colour


# ---- the scene ----


class SpeedstocksScene(TableScene):
    """A Speedstocks table for 2 to 4 seats, played by people on this device and computers."""

    def __init__(self, app: App, table: Table, table_id: str | None) -> None:
        super().__init__(app, table, table_id)
        self.board = Board.from_view(self._state_view())
        self.marked: int | None = None
        # The whole game so far, also after "Weiterspielen": told again from the table's log.
        self.narration = GameLog(log_lines(events_of_log("speedstocks", table.log), self.names()))
        self.log_opener = LogOpener(LOG_RECT, self.open_log)
        self.spotlight: Spotlight | None = None
        self.hand_cards: list[HandCard] = []
        self.row_targets = [
            RowTarget(row_rect(row), row, _key_centre(row), self.take_row)
            for row in range(len(EXCHANGES))
        ]
        self._overlay: tuple[Event, list[str]] | None = None
        self._swan_copies: tuple[int, int, list[int]] | None = None
        self._hand_key: tuple[object, ...] | None = None
        self._advice_told: tuple[int, int | None, object] | None = None
        self._hand_at_tap: tuple[int, ...] = ()
        self._clock = 0.0
        self.panels = StocksPanels(self, TICKER_RECT, row_rect, slot_rect, STATUS_BAND)
        self._seat_pictures: dict[int, tuple[tuple[object, ...], pygame.Surface]] = {}
        self.panels.sync(self._state_view())
        self.motion = Motion(MotionGeometry(slot_rect, row_rect, seat_rect, reveal_rect))
        self._row_layers: dict[int, tuple[tuple[object, ...], pygame.Surface, pygame.Rect]] = {}
        self._reveal_layer: tuple[tuple[object, ...], pygame.Surface] | None = None
        self._refresh_hand(force=True)

    # ---- what is seen ---------------------------------------------------------------------------

    def _state_view(self) -> dict[str, Any]:
        """The Speedstocks view of the shown seat (a spectator's when nobody is shown yet)."""
        view: dict[str, Any] = self.table.view(self.shown_seat)["state"]
        return view

    def sync(self) -> None:
        """Caught up: the board is the table's view now."""
        view = self._state_view()
        self.board = Board.from_view(view)
        self.panels.sync(view)
        self.motion.stop()
        self._swan_copies = None
        if self.marked is not None and self.marked not in self._hand_stocks():
            self.marked = None
        self._refresh_hand(force=True)

    def seat_changed(self) -> None:
        """Another person's view: their hand, no pre-selection of the one before."""
        self.marked = None
        self._refresh_hand(force=True)

    def relabel(self) -> None:
        """Card marks carry words; draw them again in the new language."""
        self._hand_key = None

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """A speech bubble points to the seat's panel."""
        return seat_rect(seat).midtop

    def header_text(self) -> str:
        """'Runde 2 · Zug 4 von 10' (and the Hausse)."""
        board = self.board
        header = text("table.header", round=board.round, turn=board.turn, last_turn=board.last_turn)
        return header + ("  " + text("table.hausse") if board.hausse else "")

    def game_widgets(self) -> Sequence[Widget]:
        """The hand cards, the exchanges to take after a Kurssturz, and the log (tap or P)."""
        return [*self.hand_cards, *self.row_targets, self.log_opener]

    def _hand_stocks(self) -> list[int]:
        """The stocks in the shown hand, in order."""
        return [card["stock"] for card in self.board.hand]

    # ---- events ---------------------------------------------------------------------------------

    def event_seconds(self, event: Event) -> float:
        """How long the event is shown at normal tempo."""
        return EVENT_SECONDS.get(type(event), 0.5)

    def show_event(self, event: Event) -> None:
        """The board follows the event; the log tells it; the spotlight points at it; its motion
        is planned from the board as it was."""
        self.motion.begin(event, self.board)
        self.board.apply(event)
        self._tell(event)
        self.spotlight = self._spotlight_for(event)
        if isinstance(event, (ev.RoundScored, ev.GameOver)):
            self._overlay = (event, narrate(event, self.names()))
        if isinstance(event, (ev.RoundStarted, ev.HausseCame)):
            # The new stocks come into the hand now, not while the last turn is still shown.
            self.board.hand = list(self._state_view()["hand"] or [])
        sound = EVENT_SOUNDS.get(type(event))
        if sound is not None:
            self.app.sounds.play(sound)
        self.panels.on_event(event)
        self._refresh_hand()

    def _tell(self, event: Event) -> None:
        """Adds the event's lines to the log; a Black Swan's copies on one row share a line."""
        if isinstance(event, ev.BlackSwanCopy):
            copies = self._swan_copies
            if copies is not None and copies[0] == event.row and copies[1] == event.stock:
                copies[2].append(event.place)
                self.narration.replace_last(black_swan_copies(*copies))
                return
            copies = (event.row, event.stock, [event.place])
            self._swan_copies = copies
            self.narration.add(black_swan_copies(*copies))
            return
        self._swan_copies = None
        self.narration.extend(narrate(event, self.names()))

    def _spotlight_for(self, event: Event) -> Spotlight | None:
        """Where the event happens on the board, in its colour."""
        symbols = THEME.symbols
        if isinstance(event, ev.StockPlaced):
            return Spotlight(event.row, event.place, THEME.seat(event.player))
        if isinstance(event, ev.MarginCall):
            return Spotlight(event.row, event.place, symbols.margin_call)
        if isinstance(event, ev.RowOpened):
            return Spotlight(event.row, 1, THEME.seat(event.player))
        if isinstance(event, ev.KurssturzTaken):
            return Spotlight(event.row, 1, symbols.kurssturz)
        if isinstance(event, ev.SplitCopied):
            return Spotlight(event.row, None, symbols.split)
        if isinstance(event, ev.LongRemoved):
            return Spotlight(event.row, None, symbols.long)
        if isinstance(event, ev.ShortShifted):
            return Spotlight(event.row, event.margin_call_place, symbols.short)
        if isinstance(event, ev.BlackSwanLanded):
            return Spotlight(None, None, symbols.black_swan)
        if isinstance(event, ev.BlackSwanCopy):
            return Spotlight(event.row, event.place, symbols.black_swan)
        if isinstance(event, ev.IpoOpened):
            return Spotlight(event.row, None, symbols.ipo)
        if isinstance(event, ev.IpoBurst):
            return Spotlight(event.row, None, symbols.margin_call)
        return None

    # ---- acting ---------------------------------------------------------------------------------

    def own_kurssturz(self) -> bool:
        """Whether the shown seat must take an exchange now (after its Kurssturz)."""
        seat = self.shown_seat
        if seat is None or self.handing_over or seat not in self.table.to_act():
            return False
        moves = self.table.legal_moves(seat)
        return bool(moves) and isinstance(moves[0], TakeRow)

    def can_choose(self, stock: int) -> bool:
        """Whether the shown seat may play this stock right now."""
        seat = self.shown_seat
        return seat is not None and self.can_act() and Choose(stock) in self.table.legal_moves(seat)

    def choose(self, stock: int) -> None:
        """A hand card was pressed: it is played now, or pre-selected (vorgemerkt) until choosing
        opens; pressing the pre-selected card again cancels it."""
        seat = self.shown_seat
        if seat is None or self.finished or stock not in self._hand_stocks():
            return
        if self.can_choose(stock):
            self._play(seat, stock)
            return
        self.marked = None if self.marked == stock else stock
        self._refresh_hand()

    def _play(self, seat: int, stock: int) -> None:
        """Sends the choice; the card leaves the hand and shows as this seat's choice."""
        if not self.submit(seat, Choose(stock)):
            return
        self.marked = None
        for card in self.board.hand:
            if card["stock"] == stock:
                self.board.hand.remove(card)
                self.board.my_choice = card
                break
        self.app.sounds.play("card")
        self._refresh_hand()

    def take_row(self, row: int) -> None:
        """After one's own Kurssturz: take this exchange (the rest of the turn is shown at once)."""
        seat = self.shown_seat
        if seat is None or not self.own_kurssturz():
            return
        self.finish_queue()
        self.submit(seat, TakeRow(row))

    def ready(self) -> None:
        """Choosing is open: a pre-selected stock is played now."""
        marked = self.marked
        seat = self.shown_seat
        if marked is None or seat is None:
            return
        if marked not in self._hand_stocks():
            self.marked = None
            self._refresh_hand()
        elif self.can_choose(marked):
            self._play(seat, marked)

    def handle(self, intent: Intent) -> None:
        """A double tap counts as a second tap, unless the first one changed the hand: then the
        card under the finger is another one, which was not meant."""
        if self.panels.continue_from_bilanz(intent):
            return
        if intent.kind is IntentKind.TAP:
            self._hand_at_tap = tuple(self._hand_stocks())
        elif intent.kind is IntentKind.DOUBLE_TAP:
            if tuple(self._hand_stocks()) != self._hand_at_tap:
                return
        super().handle(intent)

    def handle_table(self, intent: Intent) -> None:
        """Digit keys press the hand card at that position (1–9, 0 for the tenth)."""
        if intent.kind is not IntentKind.SHORTCUT or not intent.key.isdigit():
            return
        if len(intent.key) != 1:
            return
        position = int(intent.key) or 10
        if position <= len(self.hand_cards):
            self.choose(self.hand_cards[position - 1].stock)

    def update(self, dt: float) -> None:
        """The table scene's update, with the pulse clock, the Kurssturz rows and the advice."""
        self._clock = (self._clock + dt) % 3600.0
        super().update(dt)
        self.panels.update(dt)
        current = self.queue.current
        self.motion.follow(current.event if current else None, self.queue.progress, dt)
        if self.queue.current is None:
            self.spotlight = None
        self._update_targets()
        self._tell_advice()
        self._refresh_hand()

    def on_enter(self) -> None:
        """Shown (again): the exchanges to take are ready before the first frame's keys."""
        super().on_enter()
        self._update_targets()
        self.app.sounds.want_murmur(True)

    def on_exit(self) -> None:
        """Covered or left: the exchange's murmur fades out with the table."""
        super().on_exit()
        self.app.sounds.want_murmur(False)

    def _update_targets(self) -> None:
        """The exchanges can be taken only after the shown seat's own Kurssturz."""
        own = self.own_kurssturz()
        advice = self.advice
        for target in self.row_targets:
            target.enabled = own
            target.advised = isinstance(advice, TakeRow) and advice.row == target.row

    def _tell_advice(self) -> None:
        """Says the advice once when it arrives (it also shows on the card or the row)."""
        advice = self.advice
        # Moves are shared values, so the same advice for a later decision is told again.
        told = (len(self.table.log), self.shown_seat, advice)
        if advice is None or told == self._advice_told:
            return
        self._advice_told = told
        if isinstance(advice, Choose):
            self.app.toasts.push(text("stocks_screen.advice_choose", stock=advice.stock), 4.0)
        elif isinstance(advice, TakeRow):
            self.app.toasts.push(
                text("stocks_screen.advice_take", exchange=exchange_name(advice.row)), 4.0
            )

    # ---- the hand -------------------------------------------------------------------------------

    def _refresh_hand(self, force: bool = False) -> None:
        """Lays the hand out again when its stocks, marks, advice, language or settings changed."""
        settings = self.app.settings
        advice = self.advice
        advised = advice.stock if isinstance(advice, Choose) else None
        key = (
            tuple((card["stock"], card["symbol"]) for card in self.board.hand),
            self.marked,
            advised,
            language(),
            settings.hand_magnification,
            settings.hand_lift,
        )
        if key == self._hand_key and not force:
            return
        self._hand_key = key
        hand = self.board.hand
        while len(self.hand_cards) < len(hand):
            self.hand_cards.append(HandCard(self.choose))
        del self.hand_cards[len(hand) :]
        count = max(1, len(hand))
        width = min(HAND_CARD_WIDTH, (HAND_AREA.width - (count - 1) * HAND_GAP) // count)
        height = min(HAND_AREA.height, round(width * CARD_RATIO))
        left = HAND_AREA.centerx - (count * width + (count - 1) * HAND_GAP) // 2
        for position, (card, stock) in enumerate(zip(self.hand_cards, hand)):
            card.stock = stock["stock"]
            face = stock_face(stock["stock"], stock["bears"], stock["symbol"])
            card.badge = ""
            if card.stock == self.marked:
                face = replace(face, highlighted=MARKED_COLOUR)
                card.badge = text("stocks_screen.marked_badge")
            elif card.stock == advised:
                face = replace(face, highlighted=ADVICE_COLOUR)
                card.badge = text("stocks_screen.advice_badge")
            card.face = face
            card.rect = pygame.Rect(
                left + position * (width + HAND_GAP), HAND_AREA.bottom - height, width, height
            )
            card.magnification = 1.0 + settings.hand_magnification / 100.0
            card.lift = THEME.spacing.large if settings.hand_lift else 0
        self.refresh_widgets()

    # ---- drawing --------------------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface) -> None:
        """Rows, the chosen or revealed stocks, the players, the log and the line of advice."""
        self._draw_rows(surface)
        self.panels.draw_under(surface)
        self._draw_reveal(surface)
        self._draw_seats(surface)
        self._draw_log(surface)
        self.motion.draw(surface)  # what flies goes above the panels
        self._draw_status(surface)
        self._draw_overlay(surface)

    def draw(self, surface: pygame.Surface) -> None:
        """The table scene's picture, then the panels' Bilanz and preview plaque on top."""
        super().draw(surface)
        self.panels.draw_over(surface, OVERLAY_CENTRE)

    def _pulse(self) -> float:
        """Between 0 and 1, for frames that pulse."""
        return 0.5 + 0.5 * math.sin(self._clock * 2 * math.pi * PULSE_HZ)

    def _draw_rows(self, surface: pygame.Surface) -> None:
        """Each exchange: its resting picture from the cache, then what moves on it, its landing
        on the red place and the spotlight."""
        board = self.board
        spot = self.spotlight
        motion = self.motion
        moving: list[tuple[int, int, pygame.Rect | None]] = []
        for row, entries in enumerate(board.rows):
            red = board.red_places[row]
            shown = [(place, motion.entry_rect(row, place)) for place in range(1, len(entries) + 1)]
            row_moving = [
                (row, place, rect) for place, rect in shown if rect != slot_rect(row, place)
            ]
            red_rect = motion.red_rect(row, red)
            red_rests = red_rect == slot_rect(row, red)
            key = (
                tuple(entries),
                red,
                red_rests,
                frozenset(place for _, place, _ in row_moving),
                row == len(EXCHANGES),
                language(),
            )
            self._draw_row_at_rest(surface, row, key)
            if not red_rests:
                self._draw_red_place(surface, red_rect)
            moving.extend(row_moving)
        motion.draw_under(surface)
        for row, place, rect in moving:
            if rect is not None:
                entry = board.rows[row][place - 1]
                blit_card(
                    surface, stock_face(entry.stock, entry.bears, entry.symbol, entry.copy), rect
                )
        landing = board.landing
        shown_landing = motion.entry_rect(landing.row, landing.place) if landing else None
        if landing is not None and shown_landing is not None:
            entry = landing.entry
            blit_card(surface, stock_face(entry.stock, entry.bears, entry.symbol), shown_landing)
            frame = shown_landing.inflate(10, 10)
            pygame.draw.rect(surface, THEME.symbols.margin_call, frame, 5, 14)
        if spot is not None:
            for row in range(len(board.rows)):
                if spot.row is None or spot.row == row:
                    self._draw_spotlight(surface, row, spot)

    def _draw_row_at_rest(self, surface: pygame.Surface, row: int, key: tuple[object, ...]) -> None:
        """A row's label, empty places, red place and resting stocks: painted once onto the
        canvas (which holds only the background there yet) and kept, then one blit a frame."""
        cached = self._row_layers.get(row)
        if cached is not None and cached[0] == key:
            surface.blit(cached[1], cached[2])
            return
        entries, red_place, red_rests, moving, _, _ = key
        assert isinstance(entries, tuple) and isinstance(moving, frozenset)
        assert isinstance(red_place, int)
        palette = THEME.colours
        rect = row_rect(row)
        label = pygame.Rect(rect.x, rect.y, ROW_LABEL_WIDTH, rect.height)
        border = THEME.symbols.ipo if row == len(EXCHANGES) else palette.panel_border
        draw_panel(surface, label, palette.panel, border)
        draw_text(
            surface,
            exchange_name(row),
            (label.x + 18, label.y + 16),
            THEME.fonts.body,
            palette.text,
            True,
        )
        bears = sum(entry.bears for entry in entries)
        draw_text(
            surface,
            bears_words(bears),
            (label.x + 18, label.y + 70),
            THEME.fonts.small,
            palette.text_muted,
        )
        for place in range(len(entries) + 1, red_place):
            pygame.draw.rect(surface, palette.panel_raised, slot_rect(row, place), 2, 10)
        if red_rests:
            self._draw_red_place(surface, slot_rect(row, red_place))
        for place, entry in enumerate(entries, 1):
            if place not in moving:
                face = stock_face(entry.stock, entry.bears, entry.symbol, entry.copy)
                blit_card(surface, face, slot_rect(row, place))
        area = _row_area(row, max(SHOWN_PLACES, len(entries), red_place))
        self._row_layers[row] = (key, surface.subsurface(area).copy(), area)

    def _draw_red_place(self, surface: pygame.Surface, slot: pygame.Rect) -> None:
        """The red Margin Call place: whoever lands here takes the row."""
        red = THEME.symbols.margin_call
        pygame.draw.rect(surface, mix(THEME.colours.background, red, 0.3), slot, 0, 10)
        pygame.draw.rect(surface, red, slot, 3, 10)
        words = text("stocks_screen.red_place")
        # Small enough that no word is broken in the middle.
        size = min(
            fit_size(word, slot.width - 8, THEME.fonts.tiny, True, 12) for word in words.split()
        )
        draw_text(
            surface,
            words,
            slot.center,
            size,
            THEME.colours.text,
            True,
            "center",
            max_width=slot.width - 8,
            valign="middle",
        )

    def _draw_spotlight(self, surface: pygame.Surface, row: int, spot: Spotlight) -> None:
        """A pulsing frame round the place (or the row) the current event is about."""
        strength = self._pulse()
        colour = mix(spot.colour, (255, 255, 255), 0.3 * strength)
        if spot.place is not None:
            frame = slot_rect(row, spot.place).inflate(
                12 + round(8 * strength), 12 + round(8 * strength)
            )
            pygame.draw.rect(surface, colour, frame, 4, 14)
        else:
            pygame.draw.rect(surface, colour, row_rect(row).inflate(10, 10), 4, THEME.radius)

    def _draw_reveal(self, surface: pygame.Surface) -> None:
        """The revealed stocks with their players' names, or who has chosen so far; kept as a
        picture while nothing in it changes, with the cards that turn over drawn on top."""
        board = self.board
        revealing = board.placing
        if revealing:
            # Each stock keeps its spot of the turn's order while the others fly off.
            order = list(board.turn_symbols)
            cards: list[tuple[int, int, CardFace | None]] = [
                (
                    order.index(item.stock) if item.stock in order else index,
                    item.player,
                    stock_face(item.stock, BEARS[item.stock], item.symbol),
                )
                for index, item in enumerate(board.revealed)
            ]
        else:
            cards = [(seat, seat, self._choice_face(seat)) for seat in range(board.players)]
        pending = board.kurssturz[1] if board.kurssturz else None
        turns = {
            index: self.motion.reveal_turn(index) if revealing else 1.0 for index, _, _ in cards
        }
        turning = frozenset(index for index, turned in turns.items() if turned < 1.0)
        key = (
            revealing,
            tuple((index, seat, face.look() if face else None) for index, seat, face in cards),
            pending,
            language(),
            turning,
        )
        cached = self._reveal_layer
        if cached is not None and cached[0] == key:
            surface.blit(cached[1], REVEAL_RECT)
        else:
            self._paint_reveal(surface, revealing, cards, pending, turning)
            self._reveal_layer = (key, surface.subsurface(REVEAL_RECT).copy())
        for index, _, face in cards:
            if face is not None and index in turning:
                slot = reveal_rect(index)
                back = card_surface(CardFace(None, hidden=True), *slot.size)
                draw_turning(surface, card_surface(face, *slot.size), back, slot, turns[index])

    def _paint_reveal(
        self,
        surface: pygame.Surface,
        revealing: bool,
        cards: Sequence[tuple[int, int, CardFace | None]],
        pending: int | None,
        turning: frozenset[int],
    ) -> None:
        """Paints the reveal panel: its title, the cards (but those turning over) and the names
        under them."""
        palette = THEME.colours
        draw_panel(surface, REVEAL_RECT, palette.panel, palette.panel_border)
        title = "stocks_screen.revealed_title" if revealing else "stocks_screen.chosen_title"
        draw_text(
            surface,
            text(title),
            (REVEAL_RECT.x + 24, REVEAL_RECT.y + 18),
            THEME.fonts.body,
            palette.text,
            True,
        )
        for index, seat, face in cards:
            slot = reveal_rect(index)
            if face is None:
                pygame.draw.rect(surface, palette.panel_raised, slot, 2, 10)
                draw_text(
                    surface,
                    text("stocks_screen.not_chosen"),
                    slot.center,
                    THEME.fonts.heading,
                    palette.text_muted,
                    align="center",
                    valign="middle",
                )
            elif index not in turning:  # a card turning over is drawn on top each frame
                blit_card(surface, face, slot)
            if revealing and face is not None and face.number == pending:
                pygame.draw.rect(surface, THEME.symbols.kurssturz, slot.inflate(10, 10), 5, 14)
            name = self.names()[seat]
            size = fit_size(name, REVEAL_STEP - 16, THEME.fonts.tiny, True, 14)
            draw_text(
                surface,
                name,
                (slot.centerx, slot.bottom + 12),
                size,
                THEME.seat(seat),
                True,
                "center",
            )

    def _choice_face(self, seat: int) -> CardFace | None:
        """The shown seat's own choice face up, others' as a card back, None before choosing."""
        board = self.board
        if seat == self.shown_seat and board.my_choice is not None:
            choice = board.my_choice
            return stock_face(choice["stock"], choice["bears"], choice["symbol"])
        if seat < len(board.has_chosen) and board.has_chosen[seat]:
            return CardFace(None, hidden=True)
        return None

    def _draw_seats(self, surface: pygame.Surface) -> None:
        """Every player's panel, drawn again only when what it shows changed."""
        board = self.board
        thinking = set(self.thinking_seats()) if not self.queue.playing else set()
        for seat in range(len(self.table.setup.seats)):
            look = (
                seat == self.shown_seat,
                board.bears_round[seat],
                board.bears_total[seat],
                self._seat_doing(seat, thinking),
                tuple(price_line(self.panels.history, seat)),
                language(),
            )
            cached = self._seat_pictures.get(seat)
            if cached is None or cached[0] != look:
                cached = (look, self._seat_picture(seat, *look[:5]))
                self._seat_pictures[seat] = cached
            surface.blit(cached[1], seat_rect(seat))

    def _seat_picture(
        self,
        seat: int,
        shown: bool,
        bears_round: int,
        bears_total: int,
        doing: str,
        prices: tuple[int, ...],
    ) -> pygame.Surface:
        """A player's panel: name, bears this round and in all, what they do (or whether human or
        computer), their price as a stock and its line over the rounds."""
        palette = THEME.colours
        player = self.table.setup.seats[seat]
        picture = pygame.Surface(SEAT_SIZE, pygame.SRCALPHA)
        rect = picture.get_rect()
        draw_seat_frame(picture, rect, seat, seat_look(), shown)
        bears_line = text("stocks_screen.bears_line", round=bears_round, total=bears_total)
        bears_rect = draw_text(
            picture,
            bears_line,
            (rect.right - 20, rect.y + 16),
            THEME.fonts.small,
            palette.text,
            True,
            "right",
        )
        name_room = bears_rect.left - rect.x - 28 - THEME.spacing.medium
        # A long name shrinks to a readable size, then is cut with "…" before the bears.
        name_size, name = fitted_name(player.name, name_room, THEME.fonts.body, NAME_SMALLEST)
        draw_text(picture, name, (rect.x + 28, rect.y + 12), name_size, palette.text, True)
        words = text("stocks_panels.price", price=price(bears_total))
        covered = draw_text(
            picture,
            words,
            (rect.right - 20, rect.bottom - 14),
            THEME.fonts.tiny,
            palette.text,
            True,
            "right",
            valign="bottom",
        )
        line = pygame.Rect(0, 0, *PRICE_LINE_SIZE)
        line.bottomright = (covered.left - THEME.spacing.medium, rect.bottom - 16)
        # What the seat does now takes the place of what kind of player it is; it ends before
        # the price line.
        status = doing or (
            text("stocks_screen.human")
            if player.is_human
            else text("stocks_screen.computer", strength=text(f"strength.{player.strength}"))
        )
        status_room = line.left - THEME.spacing.small - (rect.x + 28)
        draw_status_line(picture, status, (rect.x + 28, rect.y + 62), status_room, bool(doing))
        draw_price_line(picture, line, prices, THEME.seat(seat))
        return picture

    def _seat_doing(self, seat: int, thinking: set[int]) -> str:
        """What a seat is doing now: thinking, choosing, chosen, taking an exchange."""
        board = self.board
        if board.kurssturz is not None and board.kurssturz[0] == seat:
            return text("stocks_screen.taking")
        if seat in thinking:
            return text("stocks_screen.thinking")
        if seat < len(board.has_chosen) and board.has_chosen[seat]:
            return text("stocks_screen.has_chosen")
        if not self.queue.playing and seat in self.table.to_act():
            return text("stocks_screen.choosing")
        return ""

    def _draw_log(self, surface: pygame.Surface) -> None:
        """The newest events in words, newest at the bottom (the whole log opens with P)."""
        draw_log_strip(surface, LOG_RECT, self.narration)

    def open_log(self) -> None:
        """The whole log of the game so far, scrollable (a tap on the log or the key P)."""
        if self.widgets.dialog is None:
            self.widgets.open_dialog(LogPanel(self.narration.lines))

    def status_line(self) -> tuple[str, Colour]:
        """The line above the hand: what the shown person can do now, or what is going on."""
        palette = THEME.colours
        board = self.board
        seat = self.shown_seat
        if self.own_kurssturz() and board.kurssturz is not None:
            hint = text("kurssturz.hint", exchange=exchange_name(board.kurssturz[2]))
            return text("stocks_screen.kurssturz_own") + " " + hint, THEME.symbols.kurssturz
        if board.kurssturz is not None:
            taker = self.names()[board.kurssturz[0]]
            return text("stocks_screen.kurssturz_other", name=taker), THEME.symbols.kurssturz
        if self.marked is not None:
            return text("stocks_screen.marked", stock=self.marked), MARKED_COLOUR
        if self.queue.playing:
            words = text("stocks_screen.placing") if board.placing else ""
            return words, palette.text_muted
        if seat is not None and self.can_act():
            return text("stocks_screen.choose", name=self.names()[seat]), palette.text
        if board.my_choice is not None:
            waiting = text("stocks_screen.chosen", stock=board.my_choice["stock"])
            return (waiting + " " + self.thinking_text()).strip(), palette.text_muted
        return self.thinking_text(), palette.text_muted

    def status_layout(self) -> StatusLayout:
        """Where the status line's words go now: in its band, clear of what the hand covers."""
        words, _colour = self.status_line()
        return lay_out_status(words, STATUS_BAND, self.panels.over_the_hand(), THEME.fonts.body)

    def _draw_status(self, surface: pygame.Surface) -> None:
        """Draws the status line in its band, aside of a magnified card, wrapped when long."""
        words, colour = self.status_line()
        if not words:
            return
        layout = self.status_layout()
        for line, rect in layout.lines:
            draw_text(surface, line, rect.topleft, layout.size, colour, True)

    def _draw_overlay(self, surface: pygame.Surface) -> None:
        """The Bilanz after a round (and Börsenschluss) over the table while it is shown."""
        current = self.queue.current
        if self._overlay is None or current is None or current.event is not self._overlay[0]:
            return
        if self.panels.bilanz_showing():
            return
        lines = self._overlay[1]
        palette = THEME.colours
        step = line_height(THEME.fonts.body)
        height = (
            2 * THEME.spacing.huge
            + line_height(THEME.fonts.heading, True)
            + step * (len(lines) - 1)
            + THEME.spacing.large
        )
        panel = pygame.Rect(0, 0, OVERLAY_WIDTH, height)
        panel.center = OVERLAY_CENTRE
        draw_panel(surface, panel, palette.panel_raised, palette.accent, shadow=True)
        y = panel.y + THEME.spacing.huge
        covered = draw_text(
            surface, lines[0], (panel.centerx, y), THEME.fonts.heading, palette.text, True, "center"
        )
        y = covered.bottom + THEME.spacing.large
        for line in lines[1:]:
            draw_text(
                surface,
                line,
                (panel.centerx, y),
                THEME.fonts.body,
                palette.text,
                align="center",
                max_width=OVERLAY_WIDTH - 2 * THEME.spacing.huge,
            )
            y += step


register_table_scene_class("speedstocks", SpeedstocksScene)
