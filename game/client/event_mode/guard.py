"""Event mode's guard: owned by the app, it keeps guests inside the suite and brings the menu
back for the next guest.

- Every way out is refused while event mode is on: the window's close button and Alt+F4 (SDL's
  quit event), Ctrl+Q, Esc and the menu's Beenden (app.quit), and F11 (full screen stays).
- The way out for the organiser: a long press held HOLD_SECONDS on the hidden corner (the top
  left CORNER_SIZE square of the canvas) opens the PIN pad; the right PIN unlocks.
- A tap on a text field (a name at the set-up) opens the on-screen keyboard for it.
- After IDLE_SECONDS without a touch anywhere but the menu, or END_TABLE_SECONDS on the end table
  of a finished game, the tables shown are set aside, the names forgotten and the menu comes back;
  after ATTRACT_SECONDS in the menu the attract screen shows the games.
"""

from __future__ import annotations

import signal
import threading
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from game.client.event_mode.aside import forget_names, put_aside, tables_shown
from game.client.event_mode.targets import reach, shown_widgets
from game.client.event_mode.touch_size import display_dpi, smallest_target
from game.client.event_mode.touches import TOUCHES
from game.client.gestures import GestureTuning
from game.client.intents import Intent, IntentKind
from game.client.widgets import TextField
from game.texts import text

if TYPE_CHECKING:
    from game.client.app import App

CORNER_SIZE = 96  # logical pixels: 2.6 cm on a 24" full-HD screen, out of every layout's way
HOLD_SECONDS = 5.0
IDLE_SECONDS = 120.0
END_TABLE_SECONDS = 30.0
ATTRACT_SECONDS = 60.0
# The system's signals that end the suite even in event mode.
STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT)
# The keys that would leave full screen or the suite.
REFUSED_SHORTCUTS = frozenset({"f11", "ctrl+q"})
# The intents that reach a small target from its enlarged area.
REACHING = frozenset({IntentKind.TAP, IntentKind.DOUBLE_TAP, IntentKind.LONG_PRESS})
# A press that ends ends the hold on the corner.
PRESS_ENDS = frozenset(
    {IntentKind.RELEASE, IntentKind.TAP, IntentKind.DRAG_START, IntentKind.DRAG_END}
)


def in_corner(pos: tuple[float, float] | None) -> bool:
    """Whether a logical position lies in the hidden corner."""
    return pos is not None and 0 <= pos[0] < CORNER_SIZE and 0 <= pos[1] < CORNER_SIZE


class EventGuard:
    """Event mode for one app: on while the setting says so or the start option asked for it."""

    def __init__(self, app: App, started: bool = False) -> None:
        self.app = app
        # The start option (tools/play --event): event mode for this run, whatever the setting.
        self.started = started
        self.unlocked = False
        self.last_touch = app.services.now()
        self._corner_since: float | None = None
        # The screen's pixels per inch as SDL told them (None inside: it could not), asked once.
        self._dpi: tuple[float | None] | None = None
        # When the end table of a finished game was first shown (its half minute counts from
        # then, or from the last touch after it).
        self._finished_since: float | None = None
        self.refused = 0  # ways out refused so far (for the log and the tests)
        self._signals_before: dict[int, Any] = {}
        # Wrong PINs in a row, and until when the PIN pad takes none after too many.
        self.wrong_pins = 0
        self.pins_wait_until = 0.0

    @property
    def active(self) -> bool:
        """Whether event mode is on now."""
        return self.started or self.app.settings.event_mode

    @property
    def locks_quit(self) -> bool:
        """Whether quitting is refused now: event mode is on and no right PIN was typed."""
        return self.active and not self.unlocked

    def refuse(self) -> None:
        """Counts a way out that was refused."""
        self.refused += 1

    # -- intents ---------------------------------------------------------------------------

    def screen(self, intent: Intent, now: float) -> Intent | None:
        """Looks at an intent before the scene does: None when the guard keeps it (a refused key,
        the long press on the hidden corner, a tap that opens the on-screen keyboard), else the
        intent for the scene (a tap near a small target moved onto it)."""
        if not self.active:
            return intent
        if intent.kind in TOUCHES:
            self.last_touch = now
        if intent.kind is IntentKind.SHORTCUT and intent.key in REFUSED_SHORTCUTS:
            self.refuse()
            return None
        if intent.kind is IntentKind.LONG_PRESS and in_corner(intent.pos):
            # The long press fires after the press was held still this long already.
            self._corner_since = now - GestureTuning().long_press_seconds
            return None
        if intent.kind in PRESS_ENDS:
            self._corner_since = None
        if intent.kind in REACHING and intent.pos is not None and self.app.scenes:
            pos = reach(self.app.scene, intent.pos, self.smallest_target())
            if pos != intent.pos:
                intent = replace(intent, pos=pos)
            if intent.kind is IntentKind.TAP and self._open_keyboard(pos):
                return None
        return intent

    def _open_keyboard(self, pos: tuple[float, float]) -> bool:
        """A tap on a text field: the on-screen keyboard for it (an event screen has no keys);
        whether it opened."""
        field = next(
            (
                widget
                for widget in shown_widgets(self.app.scene)
                if isinstance(widget, TextField) and widget.contains(pos)
            ),
            None,
        )
        if field is None:
            return False
        from game.client.event_mode.keyboard import KeyboardScene

        self.app.push(KeyboardScene(self.app, field))
        return True

    def smallest_target(self) -> float:
        """9 mm in logical pixels on this screen now (SDL's pixels per inch where it tells them,
        else the assumed event screen's)."""
        if self._dpi is None:
            self._dpi = (display_dpi(),)
        return smallest_target(self.app.screen.size(), self._dpi[0])

    def update(self, now: float) -> None:
        """Once a frame: the corner held long enough opens the PIN pad; idle time brings the
        menu or the attract screen."""
        if not self.active or not self.app.scenes:
            return
        if self._corner_since is not None and now - self._corner_since >= HOLD_SECONDS:
            self._corner_since = None
            self.last_touch = now
            self.ask_for_pin()
            return
        idle = now - self.last_touch
        scene = self.app.scene
        from game.client.event_mode.attract import AttractScene
        from game.client.scenes.end_scene import EndScene
        from game.client.scenes.menu import MainMenu

        if isinstance(scene, AttractScene):
            return
        if isinstance(scene, MainMenu) and self._finished_since is not None:
            # The guest went from the end table to the menu themselves: the next one comes.
            self._finished_since = None
            forget_names(self.app)
        if isinstance(scene, MainMenu) and len(self.app.scenes) == 1:
            if idle >= ATTRACT_SECONDS and scene.group.dialog is None:
                self.app.push(AttractScene(self.app))
            return
        finished = isinstance(scene, EndScene)
        if not finished:
            self._finished_since = None
        elif self._finished_since is None:
            self._finished_since = now
        if idle >= IDLE_SECONDS or (
            self._finished_since is not None
            and now - max(self.last_touch, self._finished_since) >= END_TABLE_SECONDS
        ):
            self.next_guest()

    # -- what the guard does ---------------------------------------------------------------

    def next_guest(self) -> None:
        """The last guest has gone: their tables are set aside, their names forgotten, and the
        menu comes back."""
        tables = tables_shown(self.app)
        self.app.navigator.to_menu()  # the table scenes save their tables as they leave
        for table in tables:
            put_aside(self.app, table)
        forget_names(self.app)
        self._finished_since = None
        # A PIN pad left open after the right PIN unlocks nothing for the next guest.
        self.unlocked = False
        self.last_touch = self.app.services.now()

    def ask_for_pin(self) -> None:
        """The organiser held the corner: the PIN pad above whatever is shown."""
        from game.client.event_mode.pin_pad import PinPadScene

        if isinstance(self.app.scene, PinPadScene):
            return
        if not self.app.settings.event_pin:
            # Only a start option without a PIN set can come here; the pad asks for one first.
            self.app.push(PinPadScene(self.app, PinPadScene.SET, self.set_pin))
            return
        self.app.push(PinPadScene(self.app, PinPadScene.CHECK, self._pin_right))

    def set_pin(self, pin_hash: str) -> None:
        """A new PIN was set on the pad: it is kept (as its hash)."""
        self.app.change_settings(event_pin=pin_hash)

    def _pin_right(self, _pin_hash: str) -> None:
        """The right PIN: quitting is allowed; the pad offers what to do next."""
        self.unlocked = True

    def quit_unlocked(self) -> None:
        """Ends the suite after the right PIN."""
        self.unlocked = True
        self.app.quit()

    def lock_again(self) -> None:
        """The organiser went back to the guests without quitting: locked again."""
        self.unlocked = False
        self.last_touch = self.app.services.now()

    def switch_on(self, pin_hash: str) -> None:
        """Event mode on with this new PIN (from the settings): full screen, the menu anew."""
        self.unlocked = False
        self.app.change_settings(event_mode=True, event_pin=pin_hash)
        self.app.screen_follows_settings()
        forget_names(self.app)
        self.app.navigator.to_menu()
        self.last_touch = self.app.services.now()

    def switch_off(self) -> None:
        """Event mode off after the right PIN: the window as the settings say, the menu anew."""
        self.started = False
        self.unlocked = False
        self.app.change_settings(event_mode=False)
        self.app.screen_follows_settings()
        self.app.navigator.to_menu()
        self.app.toasts.push(text("event_mode.switched_off"), 6.0)

    def take_signals(self) -> None:
        """The system's stop signals (a shutdown's SIGTERM, Ctrl+C in the organiser's terminal)
        end the suite cleanly, in event mode too: SDL would turn them into the quit event that
        event mode refuses to guests. Only the main thread can take them (else nothing changes)."""
        if threading.current_thread() is not threading.main_thread():
            return
        for number in STOP_SIGNALS:
            self._signals_before[number] = signal.getsignal(number)
            signal.signal(number, self._stopped)

    def give_back_signals(self) -> None:
        """Puts back the handlers that were there before take_signals."""
        for number, before in self._signals_before.items():
            signal.signal(number, before)
        self._signals_before.clear()

    def _stopped(self, _number: int, _frame: object) -> None:
        """A stop signal: the suite ends after this frame, its tables saved as on every quit."""
        self.quit_unlocked()

    def needs_pin_first(self) -> bool:
        """Whether event mode was asked for at start without a PIN set yet."""
        return self.active and not self.app.settings.event_pin
