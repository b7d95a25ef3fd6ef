"""The input mapping: pygame's mouse, touch, wheel, key and window events become intents."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.gestures import GestureTuning, PinchGesture, Point, PointerGesture
from game.client.intents import Intent, IntentKind

# SDL marks mouse events it made up from touches with this mouse id (SDL_TOUCH_MOUSEID, an unsigned
# -1), and touch events it made up from the mouse with this touch id (SDL_MOUSE_TOUCHID).
TOUCH_MOUSE_IDS: frozenset[int] = frozenset({0xFFFFFFFF, -1})
MOUSE_TOUCH_ID = -1

LEFT_BUTTON = 1
RIGHT_BUTTON = 3
# pygame also reports wheel turns as presses of buttons 4 to 7; MOUSEWHEEL covers those, and the
# middle button has no use yet.
USED_BUTTONS = frozenset({LEFT_BUTTON, RIGHT_BUTTON})
WHEEL_ZOOM_STEP = 1.1  # one wheel notch zooms by this factor

# Alt and Alt Gr (mode) combinations belong to the window manager and to typing (Alt Gr+Q is "@"
# on a German keyboard), the system key to the operating system: none of them is a game key.
SYSTEM_MODIFIERS = pygame.KMOD_ALT | pygame.KMOD_MODE | pygame.KMOD_GUI

KEY_INTENTS: dict[int, tuple[IntentKind, str]] = {
    pygame.K_ESCAPE: (IntentKind.CANCEL, ""),
    pygame.K_RETURN: (IntentKind.CONFIRM, ""),
    pygame.K_KP_ENTER: (IntentKind.CONFIRM, ""),
    pygame.K_UP: (IntentKind.NAVIGATE, "up"),
    pygame.K_DOWN: (IntentKind.NAVIGATE, "down"),
    pygame.K_LEFT: (IntentKind.NAVIGATE, "left"),
    pygame.K_RIGHT: (IntentKind.NAVIGATE, "right"),
}

SHORTCUT_NAMES: dict[int, str] = {
    pygame.K_F11: "f11",
    pygame.K_SPACE: "space",
    pygame.K_BACKSPACE: "backspace",
    pygame.K_DELETE: "delete",
    pygame.K_PLUS: "+",
    pygame.K_EQUALS: "+",  # "+" is Shift+"=" on a US keyboard
    pygame.K_KP_PLUS: "+",
    pygame.K_MINUS: "-",
    pygame.K_KP_MINUS: "-",
    pygame.K_PAGEUP: "pageup",
    pygame.K_PAGEDOWN: "pagedown",
    pygame.K_HOME: "home",
    pygame.K_END: "end",
    **{getattr(pygame, f"K_KP{digit}"): str(digit) for digit in range(10)},
}

# SDL key codes below this are the characters the keys type; above it, keys without one.
_SCANCODE_MASK = 1 << 30


def shortcut_name(key: int) -> str | None:
    """The SHORTCUT name of a key (without modifiers), or None when the key is not a game key."""
    if key in SHORTCUT_NAMES:
        return SHORTCUT_NAMES[key]
    if key <= 0 or key >= _SCANCODE_MASK:
        return None
    character = chr(key)
    if "0" <= character <= "9" or character.isalpha():
        return character.lower()
    return None


def key_intents(key: int, modifiers: int) -> list[Intent]:
    """The intents of one pressed key under the held modifiers."""
    if modifiers & SYSTEM_MODIFIERS:
        return []
    if key == pygame.K_TAB:
        direction = "previous" if modifiers & pygame.KMOD_SHIFT else "next"
        return [Intent(IntentKind.NAVIGATE, key=direction)]
    if key in KEY_INTENTS:
        kind, name = KEY_INTENTS[key]
        return [Intent(kind, key=name)]
    name = shortcut_name(key)
    if name is None:
        return []
    if modifiers & pygame.KMOD_CTRL:
        name = "ctrl+" + name
    return [Intent(IntentKind.SHORTCUT, key=name)]


def is_made_up_from_touch(event: pygame.event.Event) -> bool:
    """Whether SDL synthesized this mouse event from a finger (the finger events count instead)."""
    return bool(getattr(event, "touch", False)) or getattr(event, "which", None) in TOUCH_MOUSE_IDS


# What each handled event must carry; pygame's own events always do, hand-made ones may not.
REQUIRED_ATTRIBUTES: dict[int, tuple[str, ...]] = {
    pygame.MOUSEMOTION: ("pos",),
    pygame.MOUSEBUTTONDOWN: ("pos", "button"),
    pygame.MOUSEBUTTONUP: ("pos", "button"),
    pygame.MOUSEWHEEL: ("y",),
    pygame.FINGERDOWN: ("touch_id", "finger_id", "x", "y"),
    pygame.FINGERMOTION: ("touch_id", "finger_id", "x", "y"),
    pygame.FINGERUP: ("touch_id", "finger_id", "x", "y"),
    pygame.KEYDOWN: ("key", "mod"),
    pygame.TEXTINPUT: ("text",),
    pygame.DROPFILE: ("file",),
}


def check_event(event: pygame.event.Event) -> None:
    """Raises ValueError, naming what is missing, for an event without the attributes it needs."""
    missing = [name for name in REQUIRED_ATTRIBUTES.get(event.type, ()) if not hasattr(event, name)]
    if missing:
        raise ValueError(
            f"a {pygame.event.event_name(event.type)} event needs {', '.join(missing)}; "
            f"this one has only {', '.join(sorted(event.dict)) or 'nothing'}"
        )


FingerKey = tuple[int, int]  # (touch device id, finger id)
Handler = Callable[[pygame.event.Event, float], list[Intent]]


class InputMapper:
    """Turns raw pygame events into intents in logical canvas coordinates; scenes see only those."""

    def __init__(
        self,
        to_logical: Callable[[tuple[float, float]], tuple[float, float]],
        window_size: Callable[[], tuple[int, int]],
        tuning: GestureTuning | None = None,
    ) -> None:
        self._to_logical = to_logical
        self._window_size = window_size
        self._pointer = PointerGesture(tuning)
        self._pinch = PinchGesture()
        self._pointer_finger: FingerKey | None = None
        # Fingers on the screen in the order they came down (dicts keep insertion order).
        self._fingers: dict[FingerKey, Point] = {}
        self._right_held = False
        self._mouse_window_pos: tuple[float, float] | None = None
        self._handlers: dict[int, Handler] = {
            pygame.MOUSEMOTION: self._mouse_motion,
            pygame.MOUSEBUTTONDOWN: self._mouse_down,
            pygame.MOUSEBUTTONUP: self._mouse_up,
            pygame.MOUSEWHEEL: self._mouse_wheel,
            pygame.FINGERDOWN: self._finger_down,
            pygame.FINGERMOTION: self._finger_motion,
            pygame.FINGERUP: self._finger_up,
            pygame.KEYDOWN: self._key_down,
            pygame.TEXTINPUT: self._text_input,
            pygame.DROPFILE: self._file_dropped,
            pygame.WINDOWFOCUSLOST: self._focus_lost,
            pygame.WINDOWMINIMIZED: self._focus_lost,
            pygame.WINDOWLEAVE: self._window_left,
        }

    def feed(self, event: pygame.event.Event, now: float) -> list[Intent]:
        """The intents one event gives (often none); now is the time in seconds.

        An event without the attributes its type needs raises ValueError and changes nothing.
        """
        handler = self._handlers.get(event.type)
        if handler is None:
            return []
        check_event(event)
        return handler(event, now)

    def poll(self, now: float) -> list[Intent]:
        """The intents that come from time alone: a long press held still long enough."""
        return self._pointer.poll(now)

    def cancel_gesture(self) -> None:
        """Forgets every press, finger and tap without a word (the scene changed)."""
        self._pointer.reset()
        self._pinch.end()
        self._pointer_finger = None
        self._fingers.clear()
        self._right_held = False

    # Mouse

    def _logical(self, window_pos: tuple[float, float]) -> Point:
        """A window position in logical canvas coordinates."""
        x, y = self._to_logical((float(window_pos[0]), float(window_pos[1])))
        return (float(x), float(y))

    def _mouse_owns_pointer(self) -> bool:
        """Whether the press in progress is the left mouse button's."""
        return self._pointer.active and not self._pointer.touch

    def _mouse_motion(self, event: pygame.event.Event, now: float) -> list[Intent]:
        """A mouse move: drag while the left button is pressed, hover while no button is."""
        if is_made_up_from_touch(event):
            return []
        self._mouse_window_pos = event.pos
        pos = self._logical(event.pos)
        if self._mouse_owns_pointer():
            return self._pointer.move(pos, now)
        if self._pointer.active or any(getattr(event, "buttons", ())):
            return []
        return [Intent(IntentKind.HOVER, pos=pos)]

    def _mouse_down(self, event: pygame.event.Event, now: float) -> list[Intent]:
        """Left button: a press begins; right button: the info window (a long press at once)."""
        if is_made_up_from_touch(event) or event.button not in USED_BUTTONS:
            return []
        self._mouse_window_pos = event.pos
        pos = self._logical(event.pos)
        # One press at a time: a finger or the right button already holding on keeps the pointer.
        if (
            event.button == LEFT_BUTTON
            and not self._pointer.touch
            and not self._fingers
            and not self._right_held
        ):
            return self._pointer.press(pos, now, touch=False)
        if event.button == RIGHT_BUTTON and not self._pointer.active and not self._right_held:
            self._right_held = True
            return [Intent(IntentKind.LONG_PRESS, pos=pos)]
        return []

    def _mouse_up(self, event: pygame.event.Event, now: float) -> list[Intent]:
        """A button is released: ends the left button's press, or the right button's long press."""
        if is_made_up_from_touch(event) or event.button not in USED_BUTTONS:
            return []
        self._mouse_window_pos = event.pos
        pos = self._logical(event.pos)
        if event.button == LEFT_BUTTON and self._mouse_owns_pointer():
            return self._pointer.release(pos, now)
        if event.button == RIGHT_BUTTON and self._right_held:
            self._right_held = False
            return [Intent(IntentKind.RELEASE, pos=pos)]
        return []

    def _mouse_wheel(self, event: pygame.event.Event, now: float) -> list[Intent]:
        """The wheel zooms around the mouse pointer, one notch by WHEEL_ZOOM_STEP."""
        if is_made_up_from_touch(event):
            return []
        # Touchpads scroll in fractions of a notch; the whole-notch y is 0 for most of them.
        notches = float(getattr(event, "precise_y", event.y))
        if notches == 0.0:
            return []
        # pygame-ce 2.5 passes the pointer's position along with the wheel; older ones do not.
        window_pos = getattr(event, "pos", None) or self._mouse_window_pos
        if window_pos is None:
            width, height = self._window_size()
            window_pos = (width / 2.0, height / 2.0)
        self._mouse_window_pos = window_pos
        pos = self._logical(window_pos)
        return [Intent(IntentKind.ZOOM, pos=pos, factor=WHEEL_ZOOM_STEP**notches)]

    # Touch

    def _finger_position(self, event: pygame.event.Event) -> Point:
        """A finger's logical position: SDL gives it as a fraction of the window."""
        width, height = self._window_size()
        return self._logical((event.x * width, event.y * height))

    def _pinch_pair(self) -> tuple[FingerKey, FingerKey] | None:
        """The two earliest fingers still down, which the pinch follows."""
        if len(self._fingers) < 2:
            return None
        first, second = list(self._fingers)[:2]
        return first, second

    def _begin_pinch(self) -> None:
        """Measures the pinch afresh from the current pair, so a new pair never jumps."""
        pair = self._pinch_pair()
        if pair is None:
            self._pinch.end()
            return
        self._pinch.begin(self._fingers[pair[0]], self._fingers[pair[1]])

    def _finger_down(self, event: pygame.event.Event, now: float) -> list[Intent]:
        """One finger presses like the left button; a second one turns the touch into a pinch."""
        if event.touch_id == MOUSE_TOUCH_ID:
            return []
        key = (event.touch_id, event.finger_id)
        self._fingers[key] = self._finger_position(event)
        if len(self._fingers) == 1:
            if self._pointer.active or self._right_held:
                # The mouse holds on; this finger stays a bystander until it is lifted.
                return []
            self._pointer_finger = key
            return self._pointer.press(self._fingers[key], now, touch=True)
        # Only the first finger's own press ends here: the finger it leaves behind when the pinch
        # is over is no pointer any more, so lifting one finger of a pinch never taps or drags.
        intents = self._pointer.cancel() if self._pointer.touch else []
        self._pointer_finger = None
        self._begin_pinch()
        return intents

    def _finger_motion(self, event: pygame.event.Event, now: float) -> list[Intent]:
        """A finger moved: the single finger drags, the pinch pair zooms and pans."""
        key = (event.touch_id, event.finger_id)
        if key not in self._fingers:
            return []
        pos = self._finger_position(event)
        self._fingers[key] = pos
        if key == self._pointer_finger:
            return self._pointer.move(pos, now)
        pair = self._pinch_pair()
        if pair is not None and key in pair:
            return self._pinch.step(self._fingers[pair[0]], self._fingers[pair[1]])
        return []

    def _finger_up(self, event: pygame.event.Event, now: float) -> list[Intent]:
        """A finger is lifted: the single finger's press ends; a pinch goes on with the rest."""
        key = (event.touch_id, event.finger_id)
        if key not in self._fingers:
            return []
        pos = self._finger_position(event)
        intents: list[Intent] = []
        if key == self._pointer_finger:
            self._pointer_finger = None
            intents = self._pointer.release(pos, now)
        pair = self._pinch_pair()
        del self._fingers[key]
        if pair is not None and key in pair:
            self._begin_pinch()
        return intents

    # Keyboard

    def _key_down(self, event: pygame.event.Event, now: float) -> list[Intent]:
        """A pressed key: cancel, confirm, navigation or a game shortcut."""
        return key_intents(event.key, event.mod)

    def _text_input(self, event: pygame.event.Event, now: float) -> list[Intent]:
        """Typed text for names and chat."""
        if not event.text:
            return []
        return [Intent(IntentKind.TEXT, text=event.text)]

    def _file_dropped(self, event: pygame.event.Event, now: float) -> list[Intent]:
        """A file dropped on the window (a shared record to open)."""
        if not event.file:
            return []
        return [Intent(IntentKind.FILE_DROPPED, text=event.file)]

    # Window

    def _release_right_button(self) -> list[Intent]:
        """Ends a right-button long press that is still held, at the last known mouse position."""
        if not self._right_held:
            return []
        self._right_held = False
        window_pos = self._mouse_window_pos
        pos = self._logical(window_pos) if window_pos is not None else None
        return [Intent(IntentKind.RELEASE, pos=pos)]

    def _focus_lost(self, event: pygame.event.Event, now: float) -> list[Intent]:
        """The window lost the focus: every press ends now, as the releases may never come."""
        intents = self._pointer.cancel() + self._release_right_button()
        self._pointer_finger = None
        self._fingers.clear()
        self._pinch.end()
        return intents

    def _window_left(self, event: pygame.event.Event, now: float) -> list[Intent]:
        """The mouse left the window: its presses end, so no drag is left hanging."""
        intents = self._pointer.cancel() if self._mouse_owns_pointer() else []
        return intents + self._release_right_button()
