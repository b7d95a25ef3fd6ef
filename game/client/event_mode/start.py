"""The first screen: the main menu, and in event mode without a PIN yet the PIN pad above it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.event_mode.pin_pad import PinPadScene
from game.texts import text

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.scene import Scene

TOAST_SECONDS = 6.0


def first_scene(app: App) -> Scene:
    """The scene the app starts with: the menu, or (event mode asked for without a PIN set) the
    PIN pad for the organiser's new PIN, with the menu already below it."""
    menu = app.navigator.menu()
    if not app.event.needs_pin_first():
        return menu
    app.push(menu)

    def without_pin() -> None:
        """No PIN, no lock: event mode stays off for this run, and the organiser is told."""
        app.event.started = False
        app.screen_follows_settings()
        app.toasts.push(text("event_mode.needs_pin"), TOAST_SECONDS)

    return PinPadScene(app, PinPadScene.SET, app.event.set_pin, on_cancel=without_pin)
