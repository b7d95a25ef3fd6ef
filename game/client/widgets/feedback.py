"""A hook for the feel of the controls: the app connects it to the sounds, widgets only call it."""

from __future__ import annotations

from collections.abc import Callable

_listener: Callable[[str], None] | None = None


def set_feedback(listener: Callable[[str], None] | None) -> None:
    """Sets who hears about presses and flips ("press", "toggle"); None for nobody."""
    global _listener
    _listener = listener


def feedback(kind: str) -> None:
    """Tells the listener that a control was used."""
    if _listener is not None:
        _listener(kind)
