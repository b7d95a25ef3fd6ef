"""How Speedstocks events move on the table: flights, slides, light-ups, pulsing frames, bursts.

The board model jumps to the picture after an event as soon as the event comes up; this module
says how the way there looks while the event is shown. begin() makes a plan from the board as it
was before the event; the scene then asks, while drawing, where each stock on a row lies right
now (entry_rect), where the red Margin Call place is (red_rect), how far a revealed card has
turned (reveal_turn), and draws what flies above everything (draw). Every step is given as a
share of the event's time, so tempo "Schnell" (shorter events) makes every motion quicker.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.client.scenes.tables.kit.motion import between
from game.client.scenes.tables.speedstocks.board import Board, ShownEntry
from game.client.scenes.tables.speedstocks.cards import PULSE_HZ, stock_face
from game.client.theme import THEME, Colour
from game.client.widgets.card_view import card_surface
from game.client.widgets.paint import mix
from game.rules.core import Event
from game.rules.speedstocks import events as ev
from game.rules.speedstocks.stocks import BEARS, ROW_PLACES

Place = tuple[int, int]  # row, 1-based place

# ---- timings, as shares of an event's time ----

REVEAL_TURN = (0.05, 0.4)  # the first card turns over in this window ...
REVEAL_STAGGER = 0.12  # ... and each next one this much later
PLACE_LIGHT = 0.35  # the exchange lights up before its card flies there
MARGIN_LAND = (0.15, 0.45)  # the card flies onto the red place ...
MARGIN_CLEAR = (0.6, 1.0)  # ... then the row goes to the taker
CLEAR_STAGGER = 0.04
SPLIT_MOVE = (0.0, 0.45)  # the stocks make room ...
SPLIT_COPY = (0.4, 1.0)  # ... and the copies slide onto the places beside them
LONG_LIFT = (0.0, 0.35)  # the first stock is lifted ...
LONG_OUT = (0.4, 0.9)  # ... and flies out, while the rest move left
LONG_CLOSE = (0.5, 1.0)
LONG_LIFT_PIXELS = 46
SHORT_GLIDE = (0.1, 0.8)
IPO_FIRST = (0.0, 0.4)  # the IPO stock flies to the fifth row, then its copies appear
IPO_COPY_STEP = 0.12
BURST_LAND = (0.0, 0.35)
BURST_POP = (0.45, 0.7)  # the bubble bursts ...
BURST_TAKE = (0.65, 1.0)  # ... and the row goes to the one who pricked it
ROUND_DEAL_STEP = 0.12
ROUND_DEAL = 0.45
GLOW_ALPHA = 90
FRAME_WIDTH = 4
TAKEN_SCALE = 0.35  # stocks going to a seat shrink to this share
BURST_RINGS = 3


def ease_out(share: float) -> float:
    """Fast at first, gently arriving (cubic)."""
    share = max(0.0, min(1.0, share))
    return 1.0 - (1.0 - share) ** 3


def window_share(progress: float, window: tuple[float, float]) -> float:
    """How far progress is through a window of the event's time, from 0 to 1."""
    start, end = window
    if end <= start:
        return 1.0 if progress >= end else 0.0
    return max(0.0, min(1.0, (progress - start) / (end - start)))


def shrunk(rect: pygame.Rect, scale: float, centre: tuple[int, int] | None = None) -> pygame.Rect:
    """The rectangle scaled about its centre (or moved to another centre)."""
    result = pygame.Rect(
        0, 0, max(1, round(rect.width * scale)), max(1, round(rect.height * scale))
    )
    result.center = centre if centre is not None else rect.center
    return result


@dataclass(frozen=True)
class MotionGeometry:
    """Where things are on the canvas; the scene owns the layout and lends it here."""

    slot: Callable[[int, int], pygame.Rect]
    row: Callable[[int], pygame.Rect]
    seat: Callable[[int], pygame.Rect]
    reveal: Callable[[int], pygame.Rect]


@dataclass(frozen=True)
class Flight:
    """A card drawn above the table along waypoints (share of the event, rectangle).

    Before the first waypoint it waits at the first rectangle (or is not drawn, when hidden_before),
    after the last one it stays there (or is gone, when gone_after); fade lets it vanish on the
    last leg; frame is the colour of a pulsing frame round it.
    """

    entry: ShownEntry
    waypoints: tuple[tuple[float, pygame.Rect], ...]
    frame: Colour | None = None
    hidden_before: bool = False
    gone_after: bool = False
    fade: bool = False

    def rect_at(self, progress: float) -> pygame.Rect | None:
        """Where the card is at this progress, None while it is not drawn."""
        points = self.waypoints
        if progress < points[0][0]:
            return None if self.hidden_before else points[0][1]
        if progress >= points[-1][0]:
            return None if self.gone_after else points[-1][1]
        for (start, first), (end, second) in zip(points, points[1:]):
            if start <= progress < end:
                return between(first, second, ease_out(window_share(progress, (start, end))))
        return points[-1][1]

    def alpha_at(self, progress: float) -> int:
        """How opaque the card is: fading cards vanish along their last leg."""
        if not self.fade or len(self.waypoints) < 2:
            return 255
        window = (self.waypoints[-2][0], self.waypoints[-1][0])
        return round(255 * (1.0 - window_share(progress, window)))


@dataclass(frozen=True)
class Slide:
    """A stock of the row that moves into its place from somewhere else in a window."""

    start: pygame.Rect
    window: tuple[float, float]
    hidden_before: bool = False


@dataclass(frozen=True)
class Glow:
    """A row lit up in a colour, brightest in the middle of its window."""

    rect: pygame.Rect
    colour: Colour
    window: tuple[float, float]


@dataclass(frozen=True)
class Frame:
    """A pulsing frame in a symbol's colour round a card or a row during a window."""

    rect: pygame.Rect
    colour: Colour
    window: tuple[float, float] = (0.0, 1.0)


@dataclass(frozen=True)
class RedGlide:
    """The red Margin Call place moving from one place to another (Short, and back)."""

    start: int
    end: int
    window: tuple[float, float]


@dataclass(frozen=True)
class Burst:
    """Rings bursting out of a row (the IPO bubble)."""

    rect: pygame.Rect
    window: tuple[float, float]


@dataclass
class Plan:
    """Everything that moves while one event is shown."""

    flights: list[Flight] = field(default_factory=list)
    slides: dict[Place, Slide] = field(default_factory=dict)
    hidden: dict[Place, float] = field(default_factory=dict)  # hidden until this share
    hidden_from: dict[Place, float] = field(default_factory=dict)  # hidden from this share on
    glows: list[Glow] = field(default_factory=list)
    frames: list[Frame] = field(default_factory=list)
    red: dict[int, RedGlide] = field(default_factory=dict)
    bursts: list[Burst] = field(default_factory=list)
    turns: tuple[float, float] | None = None  # the reveal's first turning window


class Motion:
    """The motion of the event being shown; idle (everything at rest) when none is."""

    def __init__(self, geometry: MotionGeometry) -> None:
        self.geometry = geometry
        self.event: Event | None = None
        self.plan = Plan()
        self.progress = 1.0
        self.clock = 0.0
        self._landing: tuple[int, int] | None = None  # the last Margin Call's row and place
        self._glow_surfaces: dict[tuple[tuple[int, int], Colour], pygame.Surface] = {}

    # ---- following the events -------------------------------------------------------------------

    @property
    def active(self) -> bool:
        """Whether an event's motion is under way."""
        return self.event is not None and self.progress < 1.0

    def follow(self, current: Event | None, progress: float, dt: float = 0.0) -> None:
        """The event now shown and how far; any other event than the planned one means rest."""
        self.clock = (self.clock + dt) % 3600.0
        self.progress = progress if current is not None and current is self.event else 1.0

    def stop(self) -> None:
        """Caught up: nothing moves any more."""
        self.event = None
        self.plan = Plan()
        self.progress = 1.0

    def begin(self, event: Event, board: Board) -> None:
        """Plans the event's motion from the board as it is before the event changes it."""
        self.event = event
        self.progress = 0.0
        self.plan = Plan()
        planner = _PLANNERS.get(type(event))
        if planner is not None:
            planner(self, event, board)

    # ---- what the scene asks while drawing ------------------------------------------------------

    def entry_rect(self, row: int, place: int) -> pygame.Rect | None:
        """Where the stock on this place is drawn now; None while it is hidden (in flight)."""
        slot = self.geometry.slot(row, place)
        if not self.active:
            return slot
        plan = self.plan
        key = (row, place)
        if key in plan.hidden and self.progress < plan.hidden[key]:
            return None
        if key in plan.hidden_from and self.progress >= plan.hidden_from[key]:
            return None
        slide = plan.slides.get(key)
        if slide is None:
            return slot
        if slide.hidden_before and self.progress < slide.window[0]:
            return None
        return between(slide.start, slot, ease_out(window_share(self.progress, slide.window)))

    def red_rect(self, row: int, place: int) -> pygame.Rect:
        """Where the red Margin Call place of a row is drawn now (it glides on Short and back)."""
        glide = self.plan.red.get(row) if self.active else None
        if glide is None or glide.end != place:
            return self.geometry.slot(row, place)
        share = ease_out(window_share(self.progress, glide.window))
        return between(self.geometry.slot(row, glide.start), self.geometry.slot(row, place), share)

    def reveal_turn(self, index: int) -> float:
        """How far a revealed card has turned over: 0 shows its back, 1 its face."""
        turns = self.plan.turns
        if turns is None or not self.active:
            return 1.0
        start = turns[0] + index * REVEAL_STAGGER
        return window_share(self.progress, (start, turns[1] + index * REVEAL_STAGGER))

    def pulse(self) -> float:
        """Between 0 and 1, for frames that pulse."""
        return 0.5 + 0.5 * math.sin(self.clock * 2 * math.pi * PULSE_HZ)

    # ---- drawing --------------------------------------------------------------------------------

    def draw_under(self, surface: pygame.Surface) -> None:
        """Light-ups of rows, drawn below the stocks."""
        if not self.active:
            return
        for glow in self.plan.glows:
            share = window_share(self.progress, glow.window)
            if 0.0 < share < 1.0:
                self._draw_glow(surface, glow, math.sin(math.pi * share))

    def draw(self, surface: pygame.Surface) -> None:
        """Frames, bursts and flying stocks, above everything on the table."""
        if not self.active:
            return
        progress = self.progress
        strength = self.pulse()
        size = self.geometry.slot(0, 1).size
        for frame in self.plan.frames:
            if frame.window[0] <= progress < frame.window[1]:
                colour = mix(frame.colour, (255, 255, 255), 0.35 * strength)
                grow = 8 + round(6 * strength)
                pygame.draw.rect(surface, colour, frame.rect.inflate(grow, grow), FRAME_WIDTH, 14)
        for burst in self.plan.bursts:
            self._draw_burst(surface, burst)
        for flight in self.plan.flights:
            rect = flight.rect_at(progress)
            if rect is None:
                continue
            draw_card(surface, flight.entry, rect, size, flight.alpha_at(progress))
            if flight.frame is not None:
                colour = mix(flight.frame, (255, 255, 255), 0.35 * strength)
                pygame.draw.rect(surface, colour, rect.inflate(10, 10), FRAME_WIDTH, 14)

    def _draw_glow(self, surface: pygame.Surface, glow: Glow, strength: float) -> None:
        """A translucent light over a row (the surface is made once per size and colour)."""
        key = (glow.rect.size, glow.colour)
        light = self._glow_surfaces.get(key)
        if light is None:
            light = pygame.Surface(glow.rect.size)
            light.fill(glow.colour)
            self._glow_surfaces[key] = light
        light.set_alpha(round(GLOW_ALPHA * strength))
        surface.blit(light, glow.rect)
        pygame.draw.rect(surface, glow.colour, glow.rect, 3, THEME.radius)

    def _draw_burst(self, surface: pygame.Surface, burst: Burst) -> None:
        """Rings growing out of the row, gold turning red, thinner as they go."""
        share = window_share(self.progress, burst.window)
        if share <= 0.0 or share >= 1.0:
            return
        for ring in range(BURST_RINGS):
            own = share - ring * 0.15
            if own <= 0.0:
                continue
            radius = round(20 + own * burst.rect.width * 0.6)
            colour = mix(THEME.symbols.ipo, THEME.symbols.margin_call, own)
            width = max(1, round(8 * (1.0 - own)))
            pygame.draw.circle(surface, colour, burst.rect.center, radius, width)

    # ---- the plans ------------------------------------------------------------------------------

    def _reveal_spot(self, board: Board, stock: int) -> pygame.Rect | None:
        """Where a revealed stock still waits in the reveal panel (its spot in this turn's order);
        None when it lies on the table already."""
        waiting = [item.stock for item in board.revealed]
        if stock not in waiting or not board.placing:
            return None
        order = list(board.turn_symbols)
        return self.geometry.reveal(order.index(stock) if stock in order else waiting.index(stock))

    def _arrival(self, board: Board, stock: int, player: int, place: Place) -> Flight:
        """A revealed stock flying from its reveal spot to a place (or dropping in when unseen)."""
        slot = self.geometry.slot(*place)
        start = self._reveal_spot(board, stock)
        if start is None:
            start = slot.move(0, -slot.height)
        entry = ShownEntry(stock, None, BEARS[stock], board.turn_symbols.get(stock))
        return Flight(
            entry, ((PLACE_LIGHT, start), (1.0, slot)), THEME.seat(player), gone_after=True
        )

    def _to_seat(
        self, entries: list[ShownEntry], row: int, player: int, window: tuple[float, float]
    ) -> None:
        """The row's stocks go to the seat that takes them, one after the other, shrinking."""
        seat = self.geometry.seat(player)
        for index, entry in enumerate(entries):
            place = (row, index + 1)
            start = window[0] + index * CLEAR_STAGGER
            self.plan.hidden_from[place] = start
            slot = self.geometry.slot(*place)
            target = shrunk(slot, TAKEN_SCALE, seat.center)
            self.plan.flights.append(
                Flight(entry, ((start, slot), (window[1], target)), gone_after=True, fade=True)
            )

    def _plan_round(self, event: ev.RoundStarted, board: Board) -> None:
        for row in range(len(event.openers)):
            start = ROUND_DEAL_STEP * row
            slot = self.geometry.slot(row, 1)
            self.plan.slides[(row, 1)] = Slide(
                slot.move(0, -slot.height // 2), (start, start + ROUND_DEAL), hidden_before=True
            )

    def _plan_reveal(self, event: ev.StocksRevealed, board: Board) -> None:
        self.plan.turns = REVEAL_TURN

    def _plan_placed(self, event: ev.StockPlaced, board: Board) -> None:
        plan = self.plan
        place = (event.row, event.place)
        plan.glows.append(Glow(self.geometry.row(event.row), THEME.seat(event.player), (0, 0.6)))
        plan.hidden[place] = 1.0
        plan.flights.append(self._arrival(board, event.stock, event.player, place))

    def _plan_margin_call(self, event: ev.MarginCall, board: Board) -> None:
        plan = self.plan
        red = THEME.symbols.margin_call
        row = event.row
        slot = self.geometry.slot(row, event.place)
        self._landing = (row, event.place)
        plan.glows.append(Glow(self.geometry.row(row), red, (0.0, 0.4)))
        plan.frames.append(Frame(slot, red, (0.0, MARGIN_CLEAR[0])))
        start = self._reveal_spot(board, event.stock)
        entries = list(board.rows[row]) if row < len(board.rows) else []
        if start is None and entries and entries[-1].stock == event.stock:
            # A Short after: the stock lay on the row and now moves onto the red place.
            start = self.geometry.slot(row, len(entries))
            entries.pop()
        if start is None:
            start = slot.move(0, -slot.height)
        entry = ShownEntry(
            event.stock, None, BEARS[event.stock], board.turn_symbols.get(event.stock)
        )
        plan.hidden[(row, event.place)] = 2.0  # the landing is drawn by its flight throughout
        # It stays on the red place while the row goes; then it opens the row (RowOpened).
        plan.flights.append(Flight(entry, ((MARGIN_LAND[0], start), (MARGIN_LAND[1], slot)), red))
        self._to_seat(entries, row, event.player, MARGIN_CLEAR)

    def _plan_row_opened(self, event: ev.RowOpened, board: Board) -> None:
        place = (event.row, 1)
        slot = self.geometry.slot(*place)
        landing = self._landing
        if landing is not None and landing[0] == event.row:
            start = self.geometry.slot(*landing)
        else:
            start = self._reveal_spot(board, event.stock) or slot.move(0, -slot.height)
        self.plan.slides[place] = Slide(start, (0.0, 1.0))
        self.plan.frames.append(Frame(slot, THEME.seat(event.player)))

    def _plan_kurssturz_pending(self, event: ev.KurssturzPending, board: Board) -> None:
        if event.fewest_bears_row < len(board.rows):
            rect = self.geometry.row(event.fewest_bears_row)
            self.plan.frames.append(Frame(rect, THEME.symbols.kurssturz))

    def _plan_kurssturz_taken(self, event: ev.KurssturzTaken, board: Board) -> None:
        row = event.row
        entries = list(board.rows[row]) if row < len(board.rows) else []
        self._to_seat(entries, row, event.player, (0.0, 0.5))
        place = (row, 1)
        self.plan.hidden[place] = 1.0
        slot = self.geometry.slot(*place)
        start = self._reveal_spot(board, event.stock) or slot.move(0, -slot.height)
        entry = ShownEntry(
            event.stock, None, BEARS[event.stock], board.turn_symbols.get(event.stock)
        )
        self.plan.flights.append(
            Flight(entry, ((0.4, start), (1.0, slot)), THEME.symbols.kurssturz, gone_after=True)
        )
        # The new first stock is no stock that goes to the seat.
        self.plan.hidden_from.pop(place, None)

    def _plan_lapsed(self, event: ev.SymbolLapsed, board: Board) -> None:
        for row, entries in enumerate(board.rows):
            for index, entry in enumerate(entries):
                if entry.stock == event.stock and entry.copy is None:
                    rect = self.geometry.slot(row, index + 1)
                    self.plan.frames.append(Frame(rect, THEME.colours.text_muted))

    def _plan_split(self, event: ev.SplitCopied, board: Board) -> None:
        row = event.row
        blue = THEME.symbols.split
        count = len(board.rows[row]) if row < len(board.rows) else 0
        for old in range(1, count + 1):
            original = 2 * old - 1
            self.plan.slides[(row, original)] = Slide(self.geometry.slot(row, old), SPLIT_MOVE)
            self.plan.slides[(row, original + 1)] = Slide(
                self.geometry.slot(row, original), SPLIT_COPY, hidden_before=True
            )
            self.plan.frames.append(Frame(self.geometry.slot(row, original + 1), blue, SPLIT_COPY))

    def _plan_long(self, event: ev.LongRemoved, board: Board) -> None:
        row = event.row
        green = THEME.symbols.long
        entries = board.rows[row] if row < len(board.rows) else []
        removed = len(event.removed)
        for index, entry in enumerate(entries[:removed]):
            slot = self.geometry.slot(row, index + 1)
            lifted = slot.move(0, -LONG_LIFT_PIXELS)
            out = shrunk(lifted, 0.6).move(-slot.width * 2, -LONG_LIFT_PIXELS)
            self.plan.flights.append(
                Flight(
                    entry,
                    (
                        (LONG_LIFT[0], slot),
                        (LONG_LIFT[1], lifted),
                        (LONG_OUT[0], lifted),
                        (LONG_OUT[1], out),
                    ),
                    green,
                    gone_after=True,
                    fade=True,
                )
            )
        for index in range(removed, len(entries)):
            place = index + 1 - removed
            self.plan.slides[(row, place)] = Slide(self.geometry.slot(row, index + 1), LONG_CLOSE)
        self.plan.frames.append(Frame(self.geometry.row(row), green, (0.0, LONG_LIFT[1])))

    def _plan_short(self, event: ev.ShortShifted, board: Board) -> None:
        start = board.red_places[event.row] if event.row < len(board.red_places) else ROW_PLACES + 1
        self.plan.red[event.row] = RedGlide(start, event.margin_call_place, SHORT_GLIDE)
        slot = self.geometry.slot(event.row, event.margin_call_place)
        self.plan.frames.append(Frame(slot, THEME.symbols.short, (SHORT_GLIDE[1], 1.0)))

    def _plan_red_reset(self, event: ev.MarginCallPlaceReset, board: Board) -> None:
        start = board.red_places[event.row] if event.row < len(board.red_places) else ROW_PLACES + 1
        self.plan.red[event.row] = RedGlide(start, event.margin_call_place, (0.0, 1.0))

    def _plan_swan(self, event: ev.BlackSwanLanded, board: Board) -> None:
        violet = THEME.symbols.black_swan
        for row, entries in enumerate(board.rows):
            for index, entry in enumerate(entries):
                if entry.stock == event.stock and entry.copy is None:
                    self.plan.frames.append(Frame(self.geometry.slot(row, index + 1), violet))

    def _plan_swan_copy(self, event: ev.BlackSwanCopy, board: Board) -> None:
        slot = self.geometry.slot(event.row, event.place)
        self.plan.slides[(event.row, event.place)] = Slide(shrunk(slot, 0.2), (0.0, 0.8))
        self.plan.frames.append(Frame(slot, THEME.symbols.black_swan))

    def _plan_ipo(self, event: ev.IpoOpened, board: Board) -> None:
        row = event.row
        gold = THEME.symbols.ipo
        first = self.geometry.slot(row, 1)
        start = self._reveal_spot(board, event.stock) or first.move(0, -first.height)
        self.plan.slides[(row, 1)] = Slide(start, IPO_FIRST)
        for place in range(2, ROW_PLACES + 1):
            begin = IPO_FIRST[1] + (place - 2) * IPO_COPY_STEP
            self.plan.slides[(row, place)] = Slide(first, (begin, begin + 0.2), hidden_before=True)
            self.plan.frames.append(Frame(self.geometry.slot(row, place), gold, (begin, 1.0)))
        self.plan.glows.append(Glow(self.geometry.row(row), gold, (0.0, 1.0)))

    def _plan_burst(self, event: ev.IpoBurst, board: Board) -> None:
        row = event.row
        if row >= len(board.rows):
            return
        red_place = board.red_places[row]
        slot = self.geometry.slot(row, red_place)
        start = self._reveal_spot(board, event.stock) or slot.move(0, -slot.height)
        entry = ShownEntry(
            event.stock, None, BEARS[event.stock], board.turn_symbols.get(event.stock)
        )
        seat = self.geometry.seat(event.player)
        self.plan.hidden[(row, red_place)] = 2.0
        self.plan.flights.append(
            Flight(
                entry,
                (
                    (BURST_LAND[0], start),
                    (BURST_LAND[1], slot),
                    (BURST_TAKE[0], slot),
                    (BURST_TAKE[1], shrunk(slot, TAKEN_SCALE, seat.center)),
                ),
                THEME.symbols.margin_call,
                gone_after=True,
            )
        )
        self.plan.bursts.append(Burst(self.geometry.row(row), BURST_POP))
        for index, shown in enumerate(board.rows[row]):
            place = (row, index + 1)
            slot = self.geometry.slot(*place)
            popped = shrunk(slot, 1.25).move((index - 2) * 12, -20)
            target = shrunk(slot, TAKEN_SCALE, seat.center)
            self.plan.hidden_from[place] = BURST_POP[0]
            self.plan.flights.append(
                Flight(
                    shown,
                    ((BURST_POP[0], slot), (BURST_POP[1], popped), (BURST_TAKE[1], target)),
                    THEME.symbols.ipo,
                    hidden_before=True,
                    gone_after=True,
                    fade=True,
                )
            )


_PLANNERS: dict[type[Event], Callable[[Motion, ev.Event, Board], None]] = {
    ev.RoundStarted: Motion._plan_round,
    ev.StocksRevealed: Motion._plan_reveal,
    ev.StockPlaced: Motion._plan_placed,
    ev.MarginCall: Motion._plan_margin_call,
    ev.RowOpened: Motion._plan_row_opened,
    ev.KurssturzPending: Motion._plan_kurssturz_pending,
    ev.KurssturzTaken: Motion._plan_kurssturz_taken,
    ev.SymbolLapsed: Motion._plan_lapsed,
    ev.SplitCopied: Motion._plan_split,
    ev.LongRemoved: Motion._plan_long,
    ev.ShortShifted: Motion._plan_short,
    ev.MarginCallPlaceReset: Motion._plan_red_reset,
    ev.BlackSwanLanded: Motion._plan_swan,
    ev.BlackSwanCopy: Motion._plan_swan_copy,
    ev.IpoOpened: Motion._plan_ipo,
    ev.IpoBurst: Motion._plan_burst,
}


def draw_card(
    surface: pygame.Surface,
    entry: ShownEntry,
    rect: pygame.Rect,
    size: tuple[int, int],
    alpha: int = 255,
) -> None:
    """A stock at any size: its face at the rows' size from the cache, scaled when it differs."""
    face = stock_face(entry.stock, entry.bears, entry.symbol, entry.copy)
    base = card_surface(face, *size)
    picture = base if rect.size == base.get_size() else pygame.transform.scale(base, rect.size)
    if alpha < 255:
        if picture is base:
            picture = base.copy()
        picture.set_alpha(max(0, alpha))
    surface.blit(picture, rect)


def draw_turning(
    surface: pygame.Surface,
    picture: pygame.Surface,
    back: pygame.Surface,
    rect: pygame.Rect,
    turned: float,
) -> None:
    """A card turning over about its upright middle: its back narrows, then its face widens."""
    if turned >= 1.0:
        surface.blit(picture, rect)
        return
    shown = back if turned < 0.5 else picture
    width = max(1, round(rect.width * abs(math.cos(math.pi * turned))))
    narrow = pygame.transform.scale(shown, (width, rect.height))
    surface.blit(narrow, narrow.get_rect(center=rect.center))
