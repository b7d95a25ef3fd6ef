"""Event mode is switched on in the settings (the organiser sets the PIN twice on the pad) or by
the start option; the PIN is kept only as its hash."""

from __future__ import annotations

import json
from pathlib import Path

from game.client.app import App
from game.client.event_mode.pin import pin_matches
from game.client.event_mode.pin_pad import PinPadScene
from game.client.event_mode.start import first_scene
from game.client.scenes.menu import MainMenu
from game.client.scenes.settings_scene import SettingsScene
from game.texts import text
from tests.client.conftest import FakeTime
from tests.client.event_mode.fingers import touch

NEW_PIN = "57319"


def type_on(app: App, time: FakeTime, pad: PinPadScene, pin: str) -> None:
    """Taps the digits and OK."""
    for digit in pin:
        touch(app, time, pad.keys[digit].rect.center)
    touch(app, time, pad.keys["ok"].rect.center)


def test_the_settings_switch_event_mode_on_with_a_new_pin_kept_hashed(
    app: App, fake_time: FakeTime, tmp_path: Path
) -> None:
    app.push(app.navigator.menu())
    app.navigator.to_settings()
    settings = app.scene
    assert isinstance(settings, SettingsScene)
    touch(app, fake_time, settings.controls["event_mode"].rect.center)
    pad = app.scene
    assert isinstance(pad, PinPadScene) and pad.purpose == PinPadScene.SET
    type_on(app, fake_time, pad, "12")
    assert pad.message == text("event_mode.pin_rule", shortest=4, longest=8)
    type_on(app, fake_time, pad, NEW_PIN)
    assert pad.prompt() == text("event_mode.repeat_pin")
    type_on(app, fake_time, pad, "57318")
    assert pad.message == text("event_mode.pins_differ") and not app.settings.event_mode
    type_on(app, fake_time, pad, NEW_PIN)
    type_on(app, fake_time, pad, NEW_PIN)
    assert app.settings.event_mode and app.event.active
    assert isinstance(app.scene, MainMenu) and len(app.scenes) == 1
    assert "quit" not in app.scene.buttons
    saved = (tmp_path / "home" / "config" / "settings.json").read_text("utf-8")
    assert NEW_PIN not in saved
    assert pin_matches(NEW_PIN, json.loads(saved)["event_pin"])
    # In event mode the settings offer neither the switch nor a way out of full screen.
    app.navigator.to_settings()
    settings = app.scene
    assert isinstance(settings, SettingsScene)
    assert not settings.controls["event_mode"].accepts_input
    assert not settings.controls["fullscreen"].accepts_input


def test_the_start_option_asks_for_a_pin_first_when_none_is_set(
    app: App, fake_time: FakeTime
) -> None:
    app.event.started = True
    first = first_scene(app)
    assert isinstance(first, PinPadScene) and isinstance(app.scene, MainMenu)
    app.push(first)
    type_on(app, fake_time, first, "4321")
    type_on(app, fake_time, first, "4321")
    assert isinstance(app.scene, MainMenu)
    assert pin_matches("4321", app.settings.event_pin)
    assert app.event.locks_quit and not app.settings.event_mode  # for this run only


def test_the_start_option_without_a_pin_leaves_event_mode_off(
    app: App, fake_time: FakeTime
) -> None:
    app.event.started = True
    first = first_scene(app)
    app.push(first)
    assert isinstance(first, PinPadScene)
    touch(app, fake_time, first.cancel_button.rect.center)
    assert isinstance(app.scene, MainMenu) and not app.event.active
    assert text("event_mode.needs_pin") in app.toasts.messages
    app.quit()
    assert not app.running
