"""What a player wants, independent of the device: scenes receive intents, never raw events."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class IntentKind(StrEnum):
    """The kinds of intent the input mapping produces."""

    HOVER = "hover"  # the pointer rests over pos (mouse only; touch has no hover)
    TAP = "tap"  # a short press and release at pos (mouse click or finger tap)
    DOUBLE_TAP = "double_tap"  # a second tap close in time and place to the first
    LONG_PRESS = "long_press"  # held still at pos: show the info window
    DRAG_START = "drag_start"  # a press that moved beyond the tap distance, starting at pos
    DRAG = "drag"  # the drag goes on: pos is where it is now, delta the step since the last
    DRAG_END = "drag_end"  # released at pos after a drag
    ZOOM = "zoom"  # pinch or wheel: factor > 1 zooms in, around pos
    # Keyboard focus moves: key is "up", "down", "left", "right", "next" or "previous".
    NAVIGATE = "navigate"
    CONFIRM = "confirm"  # Enter: the focused or main button
    CANCEL = "cancel"  # Esc: cancel the selection, close the dialog, go back
    SHORTCUT = "shortcut"  # a game key: key is the lower-case key name ("1", "e", "k", "+", ...)
    TEXT = "text"  # typed text (names, chat): text holds it
    FILE_DROPPED = "file_dropped"  # a file dropped on the window: text holds its path
    RELEASE = "release"  # press ended without a tap (after a long press, or cancelled)


@dataclass(frozen=True)
class Intent:
    """One intent; pos and delta are in logical canvas coordinates (1920×1080)."""

    kind: IntentKind
    pos: tuple[float, float] | None = None
    delta: tuple[float, float] = (0.0, 0.0)
    factor: float = 1.0
    key: str = ""
    text: str = ""
    touch: bool = False  # from a finger, so hover-only help must come on long press instead
