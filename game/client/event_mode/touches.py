"""What counts as a person at the screen: the intents of a touch (or of an organiser's key)."""

from __future__ import annotations

from game.client.intents import IntentKind

# Hover and releases are left out: a mouse resting or a press ending is nobody new.
TOUCHES = frozenset(
    {
        IntentKind.TAP,
        IntentKind.DOUBLE_TAP,
        IntentKind.LONG_PRESS,
        IntentKind.DRAG_START,
        IntentKind.DRAG,
        IntentKind.ZOOM,
        IntentKind.CONFIRM,
        IntentKind.CANCEL,
        IntentKind.NAVIGATE,
        IntentKind.SHORTCUT,
        IntentKind.TEXT,
    }
)
