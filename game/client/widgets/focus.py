"""Keyboard access: which widget has the focus, and moving it in order or by direction."""

from __future__ import annotations

from collections.abc import Sequence

from game.client.intents import Intent, IntentKind
from game.client.widgets.base import Widget

DIRECTIONS = ("up", "down", "left", "right")
# Sideways distance counts this much more than distance along the direction, so the widget
# straight below wins over a nearer one off to the side.
SIDEWAYS_WEIGHT = 2.0


class FocusRing:
    """The focus over a screen's widgets, in their order.

    NAVIGATE next/previous cycles through the focusable widgets, up/down/left/right moves to the
    nearest one that way (by rectangle centres); CONFIRM goes to the focused widget (or the primary
    one when nothing has the focus); a tap or hover on a widget moves the focus to it.
    """

    def __init__(self, widgets: Sequence[Widget]) -> None:
        self.widgets = widgets
        self._focused: Widget | None = None

    def candidates(self) -> list[Widget]:
        """The widgets that can take the focus now: focusable, shown and enabled."""
        return [widget for widget in self.widgets if widget.focusable and widget.accepts_input]

    @property
    def focused(self) -> Widget | None:
        """The focused widget, or None (also when it was hidden, disabled or removed)."""
        widget = self._focused
        if widget is None or not (widget.focusable and widget.accepts_input):
            return None
        if not any(candidate is widget for candidate in self.widgets):
            return None
        return widget

    def focus(self, widget: Widget | None) -> None:
        """Gives the focus to a widget (None: to nobody)."""
        if widget is not None and not any(candidate is widget for candidate in self.candidates()):
            raise ValueError(
                "only a shown, enabled, focusable widget of this screen takes the focus"
            )
        self._focused = widget

    def next(self) -> Widget | None:
        """Moves the focus to the next widget in order, from the last back to the first."""
        return self._cycle(1)

    def previous(self) -> Widget | None:
        """Moves the focus to the previous widget in order, from the first back to the last."""
        return self._cycle(-1)

    def _cycle(self, by: int) -> Widget | None:
        """Moves the focus by steps through the candidates, wrapping around."""
        candidates = self.candidates()
        if not candidates:
            self._focused = None
            return None
        current = self.focused
        if current is None:
            self._focused = candidates[0] if by > 0 else candidates[-1]
        else:
            index = next(i for i, widget in enumerate(candidates) if widget is current)
            self._focused = candidates[(index + by) % len(candidates)]
        return self._focused

    def move(self, direction: str) -> bool:
        """Moves the focus to the nearest widget in a direction; True when it moved."""
        if direction not in DIRECTIONS:
            raise ValueError(f"the focus moves up, down, left or right, not '{direction}'")
        current = self.focused
        if current is None:
            return self.next() is not None
        best: Widget | None = None
        best_score = float("inf")
        origin_x, origin_y = current.rect.center
        for widget in self.candidates():
            if widget is current:
                continue
            dx = widget.rect.centerx - origin_x
            dy = widget.rect.centery - origin_y
            along, sideways = {
                "right": (dx, dy),
                "left": (-dx, dy),
                "down": (dy, dx),
                "up": (-dy, dx),
            }[direction]
            if along <= 0:
                continue
            score = along + SIDEWAYS_WEIGHT * abs(sideways)
            if score < best_score:
                best, best_score = widget, score
        if best is None:
            return False
        self._focused = best
        return True

    def widget_at(self, pos: tuple[float, float]) -> Widget | None:
        """The topmost focusable widget under pos."""
        for widget in reversed(self.candidates()):
            if widget.contains(pos):
                return widget
        return None

    def primary(self) -> Widget | None:
        """The first primary widget that takes input (Enter presses it when nothing is focused)."""
        for widget in self.candidates():
            if widget.primary:
                return widget
        return None

    def handle(self, intent: Intent) -> bool:
        """Moves the focus or passes a keyboard intent to the focused widget; True = consumed."""
        kind = intent.kind
        if kind in (IntentKind.TAP, IntentKind.HOVER, IntentKind.LONG_PRESS, IntentKind.DRAG_START):
            if intent.pos is not None:
                target = self.widget_at(intent.pos)
                if target is not None:
                    self._focused = target
            return False
        if kind is IntentKind.NAVIGATE:
            current = self.focused
            if current is not None and current.handle(intent):
                return True
            if intent.key == "next":
                return self.next() is not None
            if intent.key == "previous":
                return self.previous() is not None
            if intent.key in DIRECTIONS:
                self.move(intent.key)
                return self.focused is not None
            return False
        if kind is IntentKind.CONFIRM:
            target = self.focused or self.primary()
            return target.handle(intent) if target is not None else False
        if kind in (IntentKind.SHORTCUT, IntentKind.TEXT):
            current = self.focused
            return current.handle(intent) if current is not None else False
        return False
