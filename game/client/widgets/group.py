"""A screen's widgets together: routes intents to a dialog, the widgets, the focus and the info."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

import pygame

from game.client.intents import Intent, IntentKind
from game.client.widgets.base import POINTER_KINDS, Widget
from game.client.widgets.dialog import Dialog
from game.client.widgets.focus import FocusRing
from game.client.widgets.info import InfoContent, InfoHost, Point


class WidgetGroup:
    """The widgets of one screen with their focus ring, info window and open dialogs.

    handle() gives an intent to the open dialog if there is one (which takes everything), else to
    the info window (Esc closes it, a long press opens it), then to the widget under the pointer,
    a widget's hotkey or the focused widget.
    """

    def __init__(self, widgets: Iterable[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus = FocusRing(self.widgets)
        self.info = InfoHost([self._explained_widget])
        self.dialogs: list[Dialog] = []
        self._captured: Widget | None = None

    # The widgets ----------------------------------------------------------------------------

    def add(self, *widgets: Widget) -> None:
        """Adds widgets (drawn after, so above, the ones there already)."""
        self.widgets.extend(widgets)

    def set_widgets(self, widgets: Iterable[Widget]) -> None:
        """Replaces all widgets (a new layout); the focus stays only on a widget that stays, and
        an info window about a widget that left (or now shows another thing) closes at once."""
        self.widgets[:] = list(widgets)
        if self._captured is not None and self._captured not in self.widgets:
            self._captured = None
        self.info.recheck()

    def remove(self, widget: Widget) -> None:
        """Takes a widget away (its focus, drag and info window go with it)."""
        self.widgets[:] = [other for other in self.widgets if other is not widget]
        if self._captured is widget:
            self._captured = None
        self.info.recheck()

    def widget_at(self, pos: Point) -> Widget | None:
        """The topmost shown widget under pos."""
        for widget in reversed(self.widgets):
            if widget.contains(pos):
                return widget
        return None

    def _explained_widget(self, pos: Point) -> tuple[object, InfoContent] | None:
        """The widget under pos with its info content, for the info window."""
        widget = self.widget_at(pos)
        if widget is None:
            return None
        content = widget.info()
        return (widget, content) if content is not None else None

    # Dialogs ----------------------------------------------------------------------------------

    @property
    def dialog(self) -> Dialog | None:
        """The open dialog on top, or None."""
        self.dialogs = [dialog for dialog in self.dialogs if dialog.open]
        return self.dialogs[-1] if self.dialogs else None

    def open_dialog(self, dialog: Dialog) -> Dialog:
        """Shows a modal dialog over the screen (above any open one) and returns it."""
        self.info.hide()
        self._captured = None
        self.dialogs.append(dialog)
        return dialog

    # Intents ----------------------------------------------------------------------------------

    def handle(self, intent: Intent) -> bool:
        """Routes one intent; True when something used it (the scene then ignores it).

        No widget has a double-tap action of its own, so a double tap reaches them as a second
        tap: quick taps on an arrow step twice. Scenes with a double-tap action take it first.
        """
        if intent.kind is IntentKind.DOUBLE_TAP:
            intent = replace(intent, kind=IntentKind.TAP)
        dialog = self.dialog
        if dialog is not None:
            self.info.hide()
            return dialog.handle(intent)
        if self.info.handle(intent):
            return True
        kind = intent.kind
        if kind is IntentKind.HOVER:
            for widget in self.widgets:
                widget.handle(intent)
            self.focus.handle(intent)
            return False
        if kind in (IntentKind.DRAG, IntentKind.DRAG_END, IntentKind.RELEASE) and self._captured:
            captured = self._captured
            if kind is not IntentKind.DRAG:
                self._captured = None
            return captured.handle(intent)
        if kind in POINTER_KINDS:
            self.focus.handle(intent)
            for widget in reversed(self.widgets):
                if widget.handle(intent):
                    if kind is IntentKind.DRAG_START:
                        self._captured = widget
                    return True
            return False
        if kind is IntentKind.SHORTCUT:
            key = intent.key.lower()
            for widget in self.widgets:
                if widget.hotkey == key and widget.accepts_input and widget.handle(intent):
                    return True
        return self.focus.handle(intent)

    def update(self, dt: float) -> None:
        """Advances the widgets, the open dialog and the info window's wait."""
        for widget in self.widgets:
            widget.update(dt)
        dialog = self.dialog
        if dialog is not None:
            dialog.update(dt)
        else:
            self.info.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the widgets (the focused one with its ring, raised ones last), then a dialog or
        the info window."""
        dialog = self.dialog
        focused = self.focus.focused if dialog is None else None
        shown = [widget for widget in self.widgets if widget.visible]
        for widget in sorted(shown, key=lambda widget: widget.raised):  # stable: order kept
            widget.draw(surface, focused=widget is focused)
        if dialog is not None:
            dialog.draw(surface)
        else:
            self.info.draw(surface)
