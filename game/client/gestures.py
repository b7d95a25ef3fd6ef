"""Device-independent gesture recognizers: one pointer's tap, drag and long press, and the pinch."""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.client.intents import Intent, IntentKind

Point = tuple[float, float]


@dataclass(frozen=True)
class GestureTuning:
    """How far and how long: the thresholds that tell a tap from a drag and a long press."""

    long_press_seconds: float = 0.5
    double_tap_seconds: float = 0.35  # from the first tap's release to the second one's
    double_tap_distance: float = 40.0  # logical px between the two taps
    mouse_tap_distance: float = 10.0  # logical px a click may wander and still be a tap
    finger_tap_distance: float = 24.0  # fingers are less precise than a mouse


def distance(a: Point, b: Point) -> float:
    """The straight-line distance between two points."""
    return math.hypot(a[0] - b[0], a[1] - b[1])


def difference(a: Point, b: Point) -> Point:
    """The step from b to a."""
    return (a[0] - b[0], a[1] - b[1])


def midpoint(a: Point, b: Point) -> Point:
    """The point halfway between a and b."""
    return ((a[0] + b[0]) / 2.0, (a[1] + b[1]) / 2.0)


@dataclass
class _Press:
    """A press in progress: where and when it began, where it is now, what it has become."""

    start: Point
    started_at: float
    last: Point
    tap_distance: float
    touch: bool
    dragging: bool = False
    held: bool = False  # the long press has fired


class PointerGesture:
    """Turns one pointer's press, moves and release into tap, double tap, drag and long press."""

    def __init__(self, tuning: GestureTuning | None = None) -> None:
        self.tuning = tuning or GestureTuning()
        self._press: _Press | None = None
        # The last tap (release time, position, touch) a second tap may complete to a double tap.
        self._last_tap: tuple[float, Point, bool] | None = None

    @property
    def active(self) -> bool:
        """Whether a press is in progress."""
        return self._press is not None

    @property
    def touch(self) -> bool:
        """Whether the press in progress comes from a finger."""
        return self._press is not None and self._press.touch

    def press(self, pos: Point, now: float, touch: bool) -> list[Intent]:
        """Begins a press at pos; a press still in progress is cancelled first."""
        intents = self.cancel() if self._press is not None else []
        tap_distance = self.tuning.finger_tap_distance if touch else self.tuning.mouse_tap_distance
        self._press = _Press(
            start=pos, started_at=now, last=pos, tap_distance=tap_distance, touch=touch
        )
        return intents

    def move(self, pos: Point, now: float) -> list[Intent]:
        """The pointer moved to pos while pressed: may start or continue a drag."""
        press = self._press
        if press is None:
            return []
        intents = self.poll(now)
        if press.held:
            # The info window is open; wandering off it must not turn into a drag.
            press.last = pos
            return intents
        if not press.dragging and distance(pos, press.start) > press.tap_distance:
            press.dragging = True
            # The drag starts where the press did, so its steps add up to the whole way.
            press.last = press.start
            self._last_tap = None
            intents.append(Intent(IntentKind.DRAG_START, pos=press.start, touch=press.touch))
        if press.dragging and pos != press.last:
            intents.append(
                Intent(
                    IntentKind.DRAG, pos=pos, delta=difference(pos, press.last), touch=press.touch
                )
            )
        press.last = pos
        return intents

    def release(self, pos: Point, now: float) -> list[Intent]:
        """The press ends at pos: a tap, a double tap, the end of a drag or of a long press."""
        press = self._press
        if press is None:
            return []
        # The release may be the first news of a last move; the drag then carries it.
        intents = self.move(pos, now)
        self._press = None
        if press.dragging:
            intents.append(Intent(IntentKind.DRAG_END, pos=pos, touch=press.touch))
        elif press.held:
            intents.append(Intent(IntentKind.RELEASE, pos=pos, touch=press.touch))
        else:
            intents.append(self._tap(press.start, now, press.touch))
        return intents

    def poll(self, now: float) -> list[Intent]:
        """Fires the long press once the pointer has been held still long enough."""
        press = self._press
        if press is None or press.dragging or press.held:
            return []
        if now - press.started_at < self.tuning.long_press_seconds:
            return []
        press.held = True
        self._last_tap = None
        return [Intent(IntentKind.LONG_PRESS, pos=press.start, touch=press.touch)]

    def cancel(self) -> list[Intent]:
        """Ends the press without a tap: a drag gets its DRAG_END, anything else a RELEASE."""
        press = self._press
        self._press = None
        self._last_tap = None
        if press is None:
            return []
        kind = IntentKind.DRAG_END if press.dragging else IntentKind.RELEASE
        return [Intent(kind, pos=press.last, touch=press.touch)]

    def reset(self) -> None:
        """Forgets the press and the last tap without a word (a new scene starts clean)."""
        self._press = None
        self._last_tap = None

    def _tap(self, pos: Point, now: float, touch: bool) -> Intent:
        """A tap at pos, or a double tap when it completes the last one."""
        last = self._last_tap
        if (
            last is not None
            and now - last[0] <= self.tuning.double_tap_seconds
            and distance(pos, last[1]) <= self.tuning.double_tap_distance
            and last[2] == touch
        ):
            # A third quick tap starts a new pair rather than making a triple.
            self._last_tap = None
            return Intent(IntentKind.DOUBLE_TAP, pos=pos, touch=touch)
        self._last_tap = (now, pos, touch)
        return Intent(IntentKind.TAP, pos=pos, touch=touch)


class PinchGesture:
    """Turns the moves of two fingers into zoom steps around their centre, with the pan."""

    def __init__(self) -> None:
        self._span: float = 0.0
        self._centre: Point | None = None

    @property
    def active(self) -> bool:
        """Whether a pinch has a baseline to measure from."""
        return self._centre is not None

    def begin(self, first: Point, second: Point) -> None:
        """Takes the two fingers' positions as the baseline, without a zoom step."""
        self._span = distance(first, second)
        self._centre = midpoint(first, second)

    def step(self, first: Point, second: Point) -> list[Intent]:
        """One zoom step: the span's ratio since the last step, around the new centre."""
        if self._centre is None:
            self.begin(first, second)
            return []
        span = distance(first, second)
        centre = midpoint(first, second)
        # Two fingers on one spot have no span to compare with: pan only, until they part.
        factor = span / self._span if self._span > 0.0 and span > 0.0 else 1.0
        delta = difference(centre, self._centre)
        self._span = span
        self._centre = centre
        return [Intent(IntentKind.ZOOM, pos=centre, delta=delta, factor=factor, touch=True)]

    def end(self) -> None:
        """Forgets the baseline."""
        self._span = 0.0
        self._centre = None
