"""The base of every game's table scene: events played in order, clocks, advice, pause, hand-over.

A table scene never changes the game itself. Every frame it collects the table's new events
(computers' moves, take-overs) and plays them one after the other, each for its own time; while
they play the table's clocks stand still. Once it has caught up it shows the view of the person who
must act (behind the hand-over curtain when several people share the device) and lets them act.
Games build on it by saying how long each event shows, what it changes on screen, and by drawing
their table.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.client.intents import Intent, IntentKind
from game.client.launch import advice_allowed, tell_not_saved
from game.client.scene import Scene
from game.client.scenes.online.chat_panel import ChatPanel
from game.client.text_layout import draw_text, fit_size
from game.client.theme import THEME
from game.client.widgets import Button, Dialog, Widget, WidgetGroup
from game.client.widgets.log_panel import LogPanel
from game.client.widgets.paint import draw_panel, mix
from game.net.remote_table import RemoteTable
from game.review.words import ranked_words
from game.rules.core import Event, IllegalMoveError, Move, SaveError
from game.table.clock_rules import turn_seconds_in_play
from game.table.interface import PlayedTable
from game.texts import language, text

if TYPE_CHECKING:
    from game.client.app import App

# Tempo "schnell" shortens every pause between events to this share.
FAST_TEMPO = "schnell"
FAST_SHARE = 0.45
TOAST_SECONDS = 5.0
# The Rat's reasons stay longer: there are a few values to read.
REASONS_SECONDS = 9.0

# The bar at the top: the game's header on the left, clock, Rat and menu on the right.
TOP_BAR = pygame.Rect(24, 16, 1872, 80)
CLOCK_RECT = pygame.Rect(1070, 16, 280, 80)
ADVICE_RECT = pygame.Rect(1370, 16, 240, 80)
MENU_RECT = pygame.Rect(1630, 16, 266, 80)
CLOCK_BAR_HEIGHT = 8
# The smallest size a long header shrinks to before it wraps onto a second line.
HEADER_SMALLEST = 30
ADVICE_KEY = "r"


@dataclass
class QueuedEvent:
    """One event waiting to be shown, with the seconds it stays on screen."""

    event: Event
    seconds: float


class EventQueue:
    """The events still to show, played one after the other, each for its own time.

    advance() spends the time of a frame: it starts the next event (calling start with it, which
    changes the picture), keeps it for its seconds, and goes on; a long frame plays several.
    """

    def __init__(self) -> None:
        self._waiting: deque[QueuedEvent] = deque()
        self.current: QueuedEvent | None = None
        self.left = 0.0

    @property
    def playing(self) -> bool:
        """Whether an event is shown or waiting."""
        return self.current is not None or bool(self._waiting)

    @property
    def progress(self) -> float:
        """How far the current event has been shown, from 0 to 1 (1 when none is shown)."""
        if self.current is None or self.current.seconds <= 0:
            return 1.0
        return max(0.0, min(1.0, 1.0 - self.left / self.current.seconds))

    @property
    def waiting(self) -> tuple[QueuedEvent, ...]:
        """The events still to come after the current one, in order."""
        return tuple(self._waiting)

    def __len__(self) -> int:
        """How many events are shown or waiting."""
        return len(self._waiting) + (self.current is not None)

    def extend(self, items: Iterable[QueuedEvent]) -> None:
        """Puts events at the end of the queue."""
        self._waiting.extend(items)

    def advance(self, dt: float, start: Callable[[Event], None]) -> None:
        """Plays on for dt seconds, starting each event that comes up."""
        budget = max(0.0, dt)
        while True:
            if self.current is None:
                if not self._waiting:
                    return
                self.current = self._waiting.popleft()
                self.left = self.current.seconds
                start(self.current.event)
            if self.left > budget:
                self.left -= budget
                return
            budget -= self.left
            self.current = None
            self.left = 0.0

    def finish(self, start: Callable[[Event], None]) -> None:
        """Shows every remaining event at once (the player acts and does not want to wait)."""
        self.current = None
        self.left = 0.0
        while self._waiting:
            start(self._waiting.popleft().event)


@dataclass(frozen=True)
class ClockDisplay:
    """What the clock box shows: its words, whether it is the grace, and how much time is left."""

    label: str
    grace: bool
    share_left: float


class TableScene(Scene):
    """The common part of every game's table; subclasses draw the game and react to it.

    Hooks for games: event_seconds (how long an event shows), show_event (an event comes up),
    sync (caught up: take the table's view), ready (caught up and the shown seat may act),
    seat_changed, header_text, draw_table, handle_table and game_widgets.
    """

    def __init__(self, app: App, table: PlayedTable, table_id: str | None) -> None:
        super().__init__(app)
        self.table = table
        self.table_id = table_id
        self.queue = EventQueue()
        self.widgets = WidgetGroup()
        self.human_seats = table.own_seats()
        # A table that is only watched (a replay): nobody acts at it (its to_act() is empty), so
        # the scene shows no prompt, no thinking computer, no "du" and no move to press.
        self.watched: bool = getattr(table, "watched", False)
        # With one person at the table it is always their view; with several, the curtain
        # decides whose turn it is to look.
        self.shown_seat: int | None = self.human_seats[0] if len(self.human_seats) == 1 else None
        self.finished = False
        self.handing_over = False
        # A refusal or hint said on the status line (the games that have one draw it).
        self.notice = ""
        # Rat needs a computer to ask, and a mode that allows it (not Rekordjagd, Tagesbaustelle).
        self.advice_offered = (
            table.offers_advice
            and any(not player.is_human for player in table.setup.seats)
            and advice_allowed(table.setup)
        )
        self._advice_asked: tuple[int, int] | None = None
        # The decision whose Rat's reasons were last told (the log's length, the seat).
        self._reasons_told: tuple[int, int] | None = None
        self._synced: tuple[int, int | None] | None = None
        self._language = ""
        self.advice_button = Button(
            ADVICE_RECT, "", self.request_advice, hotkey=ADVICE_KEY, visible=self.advice_offered
        )
        self.menu_button = Button(MENU_RECT, "", self.open_pause)
        # At a table on a server: its chat, its people and the connection, bottom right.
        self.chat: ChatPanel | None = None
        if isinstance(table, RemoteTable) and app.online is not None:
            self.chat = ChatPanel(app.online, table, app.services.now, self.seat_anchor)

    # ---- hooks for the games --------------------------------------------------------------------

    def event_seconds(self, event: Event) -> float:
        """How long an event stays on screen at normal tempo (0: it changes the picture at once)."""
        return 0.0

    def show_event(self, event: Event) -> None:
        """An event comes up: change the picture to show it."""

    def sync(self) -> None:
        """Caught up with the table (or the shown seat changed): take the table's view."""

    def ready(self) -> None:
        """Every frame while caught up, clocks running: a pre-selected move may go now."""

    def seat_changed(self) -> None:
        """Another seat's view is shown now."""

    def header_text(self) -> str:
        """The line at the top left (round and turn)."""
        return ""

    def game_widgets(self) -> Sequence[Widget]:
        """The game's own widgets (hand cards, rows to tap), in keyboard order."""
        return ()

    def draw_table(self, surface: pygame.Surface) -> None:
        """Draws the game's table below the top bar and the widgets."""

    def handle_table(self, intent: Intent) -> None:
        """An intent no widget used (game keys, taps on the table)."""

    def seat_anchor(self, seat: int) -> tuple[int, int] | None:
        """Where a seat's speech bubble points to (None: the chat's column at the right)."""
        return None

    def relabel(self) -> None:
        """The language changed: the game's texts and widgets are laid out again."""

    def move_sent(self) -> None:
        """A move of the shown seat went to the table (send_move): let go what was chosen."""

    # ---- scene protocol -------------------------------------------------------------------------

    def on_enter(self) -> None:
        """Lays the texts out again when the language changed meanwhile; messages (the Rat's
        words among them) appear below the top bar, never over the header or the clock."""
        self.app.toasts.top = TOP_BAR.bottom + THEME.spacing.small
        if self._language != language():
            self._relabel()
            self.relabel()
            self.refresh_widgets()

    def on_exit(self) -> None:
        """Covered or left: the clocks stop and the table is saved with their state."""
        self.app.toasts.top = None
        self.table.pause_clocks()
        if not self.table.is_over:
            self.save()

    def handle(self, intent: Intent) -> None:
        """Widgets and dialogs first; Esc opens the pause; the rest goes to the game."""
        if self.finished or self.handing_over:
            return
        if self.chat is not None and self.widgets.dialog is None and self.chat.handle(intent):
            return
        if self.widgets.handle(intent):
            return
        if intent.kind is IntentKind.CANCEL:
            self.open_pause()
            return
        self.handle_table(intent)

    def update(self, dt: float) -> None:
        """Collects the table's events, plays them in order, and lets the seat to act act."""
        self.widgets.update(dt)
        if self.chat is not None:
            self.chat.update(dt)
        if self.finished or self.handing_over:
            return
        self._update_advice_button()
        self._tell_reasons()
        if self.widgets.dialog is not None:
            self.table.pause_clocks()
            return
        self.enqueue(self.table.update())
        self.queue.advance(dt, self.show_event)
        if self.queue.playing:
            self.table.pause_clocks()
            return
        self._caught_up()

    def draw(self, surface: pygame.Surface) -> None:
        """The game's table, the top bar, then the widgets (dialogs and info windows last)."""
        surface.fill(THEME.colours.background)
        self.draw_table(surface)
        self._draw_top_bar(surface)
        # The chat stays below a dialog (the pause) and above the game's widgets otherwise.
        if self.chat is not None and self.widgets.dialog is not None:
            self.chat.draw(surface)
        self.widgets.draw(surface)
        if self.chat is not None and self.widgets.dialog is None:
            self.chat.draw(surface)

    # ---- events and moves -----------------------------------------------------------------------

    @property
    def tempo_share(self) -> float:
        """The share of the normal pauses that events show for (tempo "schnell" is quicker)."""
        fast = FAST_TEMPO in (self.table.setup.tempo, self.app.settings.tempo)
        return FAST_SHARE if fast else 1.0

    def enqueue(self, events: Iterable[Event]) -> None:
        """Queues events to be shown, each for its time at the table's tempo."""
        share = self.tempo_share
        self.queue.extend(QueuedEvent(event, self.event_seconds(event) * share) for event in events)

    def finish_queue(self) -> None:
        """Shows every queued event at once."""
        self.queue.finish(self.show_event)

    def submit(self, seat: int, move: Move | str) -> bool:
        """Sends a person's move to the table; a refused one is told in a toast, nothing changes."""
        try:
            events = self.table.submit(seat, move)
        except IllegalMoveError as error:
            self.app.toasts.push(text("table_screen.illegal", problem=str(error)), TOAST_SECONDS)
            return False
        self.enqueue(events)
        return True

    def send_move(self, move: Move, refused_key: str) -> bool:
        """Sends the shown seat's move to the table; a refusal is said in notice in the words of
        refused_key (given the problem) and nothing changes; else move_sent lets go what was
        chosen and its events are queued."""
        try:
            events = self.table.submit(self.seat, move)
        except IllegalMoveError as error:
            self.notice = text(refused_key, problem=str(error))
            return False
        self.notice = ""
        self.move_sent()
        self.enqueue(events)
        self.refresh_widgets()
        return True

    def catch_up_own_move(self) -> None:
        """The own move's events still play: they are shown at once (the player acts on)."""
        seat = self.shown_seat
        if self.queue.playing and seat is not None and seat in self.table.to_act():
            self.finish_queue()
            self.sync_if_changed()

    def open_log_panel(self, lines: Sequence[str]) -> None:
        """The whole log of the game so far, scrollable, unless a dialog is open."""
        if self.widgets.dialog is None:
            self.widgets.open_dialog(LogPanel(lines))

    @property
    def seat(self) -> int:
        """The seat whose table is shown (the first person's before anyone is shown)."""
        # A table always has a person (the table set-up refuses one without).
        return self.shown_seat if self.shown_seat is not None else self.human_seats[0]

    def names(self) -> list[str]:
        """The seats' names in seat order."""
        return [seat.name for seat in self.table.setup.seats]

    def can_act(self) -> bool:
        """Whether the shown seat may act now: caught up, no curtain, and it is to act."""
        seat = self.shown_seat
        return (
            seat is not None
            and not self.watched
            and not self.queue.playing
            and not self.handing_over
            and not self.finished
            and seat in self.table.to_act()
        )

    @property
    def you(self) -> int | None:
        """The seat the table speaks to as "du": the shown one; nobody at a watched table."""
        return None if self.watched else self.shown_seat

    def thinking_seats(self) -> tuple[int, ...]:
        """The computers that must act now (they think in the bot service)."""
        seats = self.table.setup.seats
        return tuple(seat for seat in self.table.to_act() if not seats[seat].is_human)

    def thinking_text(self) -> str:
        """'Computer 2 überlegt …' for the computers to act, or '' when none is."""
        names = [self.table.setup.seats[seat].name for seat in self.thinking_seats()]
        if not names:
            return ""
        if len(names) == 1:
            return text("table_screen.thinking_one", name=names[0])
        joined = text("list.and", first=", ".join(names[:-1]), last=names[-1])
        return text("table_screen.thinking_many", names=joined)

    # ---- catching up, whose view, the end -------------------------------------------------------

    def _caught_up(self) -> None:
        """No event waits: take the view, hand over or finish, let the clocks run (unless the
        game holds the table for something of its own first)."""
        self.sync_if_changed()
        if self.holding():
            return
        if self.table.is_over:
            self._finish()
            return
        seat = self._seat_to_show()
        if seat is not None and seat != self.shown_seat:
            from game.client.scenes.hand_over import needs_hand_over

            if needs_hand_over(len(self.human_seats), self.shown_seat, seat):
                self._hand_over(seat)
                return
            self.show_seat(seat)
        self.table.resume_clocks()
        self.ready()

    def holding(self) -> bool:
        """Hook, called once no event waits: whether the game's scene holds the table where it
        is (a scoring read until everyone pressed Weiter) instead of going on; none by default."""
        return False

    def sync_if_changed(self) -> None:
        """Calls sync() when a move was made or another seat is shown since the last time."""
        mark = (len(self.table.log), self.shown_seat)
        if mark != self._synced:
            self._synced = mark
            self.sync()

    def _seat_to_show(self) -> int | None:
        """The person to act now (the shown one while they still must), else the last shown."""
        acting = self.table.humans_to_act()
        if not acting or self.shown_seat in acting:
            return self.shown_seat
        return acting[0]

    def show_seat(self, seat: int) -> None:
        """Shows this seat's view from now on."""
        self.shown_seat = seat
        self.sync_if_changed()
        self.seat_changed()

    def _hand_over(self, seat: int) -> None:
        """Puts up the curtain; the seat's view comes once its person says they are ready."""
        self.handing_over = True
        self.table.pause_clocks()

        def handed_over() -> None:
            """The person took the device: show their view."""
            self.handing_over = False
            self.show_seat(seat)

        self.app.navigator.to_hand_over(self.table.setup.seats[seat].name, handed_over)

    def _finish(self) -> None:
        """The game is over and shown: the end table takes the place of this scene."""
        self.finished = True
        self.app.navigator.to_end(self.table)

    # ---- advice (Rat) ---------------------------------------------------------------------------

    def request_advice(self) -> None:
        """Asks the strong computer what the shown seat should do (key R)."""
        seat = self.shown_seat
        if not self.advice_offered or seat is None or not self.can_act():
            return
        try:
            self.table.request_advice(seat)
        except IllegalMoveError as error:
            self.app.toasts.push(text("table_screen.illegal", problem=str(error)), TOAST_SECONDS)
            return
        self._advice_asked = (seat, len(self.table.log))

    @property
    def advice(self) -> Move | None:
        """The advised move for the shown seat, once it has come (gone after any move)."""
        seat = self.shown_seat
        if seat is None or not self.advice_offered:
            return None
        return self.table.advice(seat)

    def _tell_reasons(self) -> None:
        """Says once per advice why the Rat advises it: the expected values of the advice and
        of the best two or three others (a table without them says nothing)."""
        seat = self.shown_seat
        reasons_of = getattr(self.table, "advice_reasons", None)
        if seat is None or reasons_of is None or self.advice is None:
            return
        decision = (len(self.table.log), seat)
        reasons = reasons_of(seat)
        if reasons is None or decision == self._reasons_told:
            return
        self._reasons_told = decision
        words = ranked_words(self.table.setup.game, reasons.unit, reasons.values)
        self.app.toasts.push(words, REASONS_SECONDS)

    @property
    def advice_pending(self) -> bool:
        """Whether advice was asked for this decision and has not come yet."""
        seat = self.shown_seat
        return (
            seat is not None
            and self._advice_asked == (seat, len(self.table.log))
            and self.table.advice(seat) is None
        )

    # ---- pause, rules, leaving ------------------------------------------------------------------

    def open_pause(self) -> None:
        """The pause dialog (Esc): go on, read the rules, or back to the main menu."""
        if self.widgets.dialog is not None:
            return
        self.table.pause_clocks()
        self.widgets.open_dialog(
            Dialog(
                text("table_screen.pause_title"),
                self.pause_message(),
                [
                    (text("table_screen.resume"), self._resume),
                    (text("table_screen.rules"), self.show_rules),
                    (self._leave_label(), self.leave_to_menu),
                ],
                cancel=self._resume,
            )
        )

    def _leave_label(self) -> str:
        """The pause's way out: to the main menu, or away from a table on a server."""
        if isinstance(self.table, RemoteTable):
            return text("online.leave")
        return text("table_screen.main_menu")

    def pause_message(self) -> str:
        """What the pause says: that the clocks stand still only at a table that has clocks
        (not without a time per turn, not alone at a game played alone without one), and that
        the table is saved."""
        if isinstance(self.table, RemoteTable):
            return text("online.pause_message")
        if turn_seconds_in_play(self.table.setup) is None:
            return text("table_screen.pause_message_no_clock")
        return text("table_screen.pause_message")

    @property
    def paused(self) -> bool:
        """Whether the pause dialog is open."""
        return self.widgets.dialog is not None

    def _resume(self) -> None:
        """Closes the pause; the clocks run again once nothing else holds them."""

    def show_rules(self) -> None:
        """Shows the game's rules above the table."""
        self.app.navigator.to_rules(self.table.setup.game)

    def leave_to_menu(self) -> None:
        """Back to the main menu; the table is saved (on_exit) and can be continued from there.
        A table on a server is left for the lobby: a computer plays the seat on."""
        if isinstance(self.table, RemoteTable):
            if self.app.online is not None:
                self.app.online.leave(self.table.table_id)
            self.app.navigator.back_to_lobby()
            return
        self.app.navigator.to_menu()

    def save(self) -> None:
        """Writes the table under its id (with the clocks as they stand); problems as a toast."""
        if self.table_id is None:
            return
        try:
            self.app.services.saves.save(self.table_id, self.table.to_dict())
        except (OSError, SaveError) as error:
            tell_not_saved(self.app, self.table_id, error)

    # ---- widgets and drawing --------------------------------------------------------------------

    def refresh_widgets(self) -> None:
        """Puts the game's widgets and the bar's buttons into the widget group (keyboard order)."""
        self.widgets.set_widgets([*self.game_widgets(), self.advice_button, self.menu_button])

    def _relabel(self) -> None:
        """The bar's button labels in the current language."""
        self._language = language()
        self.menu_button.label = text("table_screen.menu")
        self.advice_button.label = text("table_screen.advice")

    def clock_display(self) -> ClockDisplay | None:
        """The shown seat's clock: seconds left, or the grace (Nachfrist); None without a clock."""
        seat = self.shown_seat
        if seat is None:
            return None
        reading = self.table.clock(seat)
        if reading is None:
            return None
        seconds = math.ceil(reading.remaining)
        key = "table_screen.grace" if reading.grace else "table_screen.clock"
        share = reading.remaining / reading.total if reading.total > 0 else 0.0
        return ClockDisplay(text(key, seconds=seconds), reading.grace, max(0.0, min(1.0, share)))

    def header_room(self) -> pygame.Rect:
        """Where the header may stand: from the bar's left up to the clock, or to the Rat or
        the menu button where the table has no clock or no Rat."""
        left = TOP_BAR.x + THEME.spacing.medium
        right = MENU_RECT.x
        if self.advice_button.visible:
            right = ADVICE_RECT.x
        if turn_seconds_in_play(self.table.setup) is not None:
            right = CLOCK_RECT.x
        return pygame.Rect(left, TOP_BAR.y, right - THEME.spacing.large - left, TOP_BAR.height)

    def header_size(self, header: str) -> int:
        """The header's font size: the heading's, smaller for a long one (a long name)."""
        width = self.header_room().width
        return fit_size(header, width, THEME.fonts.heading, True, HEADER_SMALLEST)

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        """The header, the clock of the shown seat and the state of the Rat button."""
        palette = THEME.colours
        header = self.header_text()
        room = self.header_room()
        # Never under the clock: smaller for a long name, and wrapped should that not do.
        draw_text(
            surface,
            header,
            (room.x, room.centery),
            self.header_size(header),
            palette.text,
            True,
            max_width=room.width,
            valign="middle",
            box=room,
        )
        self._draw_clock(surface)

    def _update_advice_button(self) -> None:
        """Rat can be asked while the shown seat may act and has no advice yet."""
        pending = self.advice_pending
        self.advice_button.enabled = self.can_act() and self.advice is None and not pending
        self.advice_button.label = text(
            "table_screen.advice_waiting" if pending else "table_screen.advice"
        )

    def _draw_clock(self, surface: pygame.Surface) -> None:
        """The clock box: seconds left, in the danger colour with 'Nachfrist' during the grace."""
        shown = self.clock_display()
        if shown is None:
            return
        palette = THEME.colours
        colour = palette.danger if shown.grace else palette.text
        draw_panel(
            surface, CLOCK_RECT, palette.panel, colour if shown.grace else palette.panel_border
        )
        draw_text(
            surface,
            shown.label,
            (CLOCK_RECT.centerx, CLOCK_RECT.centery - CLOCK_BAR_HEIGHT // 2),
            THEME.fonts.body,
            colour,
            True,
            "center",
            valign="middle",
        )
        bar = pygame.Rect(0, 0, CLOCK_RECT.width - 2 * THEME.spacing.medium, CLOCK_BAR_HEIGHT)
        bar.midbottom = (CLOCK_RECT.centerx, CLOCK_RECT.bottom - THEME.spacing.small)
        pygame.draw.rect(surface, palette.pressed, bar, 0, CLOCK_BAR_HEIGHT // 2)
        filled = bar.copy()
        filled.width = round(bar.width * shown.share_left)
        if filled.width > 0:
            fill = colour if shown.grace else mix(palette.danger, palette.success, shown.share_left)
            pygame.draw.rect(surface, fill, filled, 0, CLOCK_BAR_HEIGHT // 2)
