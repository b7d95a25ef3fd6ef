"""The on-screen keyboard: in event mode a tap on a name field opens it; its keys type a name
with a capital first letter, Löschen takes one back, Abbrechen keeps the old name."""

from __future__ import annotations

from game.client.app import App
from game.client.event_mode.keyboard import KeyboardScene
from game.client.scenes.setup_scene import SetupScene
from game.texts import set_language
from tests.client.conftest import FakeTime
from tests.client.event_mode.fingers import event_app, touch


def open_keyboard(app: App, time: FakeTime) -> tuple[SetupScene, KeyboardScene]:
    """The Speedstocks set-up in event mode and the keyboard of its first name field."""
    event_app(app)
    app.navigator.to_setup("speedstocks")
    setup = app.scene
    assert isinstance(setup, SetupScene)
    touch(app, time, setup.name_fields[0].rect.center)
    keyboard = app.scene
    assert isinstance(keyboard, KeyboardScene)
    return setup, keyboard


def test_a_name_typed_on_the_keys(app: App, fake_time: FakeTime) -> None:
    setup, keyboard = open_keyboard(app, fake_time)
    assert keyboard.typed == setup.name_fields[0].value  # it starts from the field's text
    for _ in range(len(keyboard.typed)):
        touch(app, fake_time, keyboard.keys["delete"].rect.center)
    for key in ["j", "ö", "r", "g", "space", "m", "delete", "ß"]:
        touch(app, fake_time, keyboard.keys[key].rect.center)
    assert keyboard.typed == "Jörg ß"
    touch(app, fake_time, keyboard.keys["done"].rect.center)
    assert app.scene is setup
    assert setup.seats[0].name == "Jörg ß" and setup.setup().seats[0].name == "Jörg ß"


def test_cancel_keeps_the_name(app: App, fake_time: FakeTime) -> None:
    setup, keyboard = open_keyboard(app, fake_time)
    before = setup.name_fields[0].value
    touch(app, fake_time, keyboard.keys["x"].rect.center)
    touch(app, fake_time, keyboard.cancel_button.rect.center)
    assert app.scene is setup and setup.name_fields[0].value == before


def test_english_keys_and_no_keyboard_outside_event_mode(app: App, fake_time: FakeTime) -> None:
    set_language("en")
    app.change_settings(language="en")
    _setup, keyboard = open_keyboard(app, fake_time)
    assert "y" in keyboard.keys and "ß" not in keyboard.keys
    touch(app, fake_time, keyboard.cancel_button.rect.center)
    app.change_settings(event_mode=False)
    app.navigator.to_setup("speedstocks")
    setup = app.scene
    assert isinstance(setup, SetupScene)
    touch(app, fake_time, setup.name_fields[0].rect.center)
    assert app.scene is setup and setup.name_fields[0].editing
