"""Event mode keeps guests in: every way out is refused; the hidden corner held five seconds and
the organiser's PIN quit, a wrong PIN does not."""

from __future__ import annotations

import signal

import pygame
import pytest

from game.client.app import App
from game.client.event_mode.guard import CORNER_SIZE, HOLD_SECONDS, IDLE_SECONDS
from game.client.event_mode.pin_pad import PinPadScene
from game.client.scenes.menu import MainMenu
from game.texts import text
from tests.client.conftest import FakeTime
from tests.client.event_mode.fingers import FRAME, PIN, event_app, hold, touch, wait

CORNER = (CORNER_SIZE // 3, CORNER_SIZE // 3)


def type_pin(app: App, time: FakeTime, pad: PinPadScene, pin: str) -> None:
    """Taps the digits of pin and OK on the pad."""
    for digit in pin:
        touch(app, time, pad.keys[digit].rect.center)
    touch(app, time, pad.keys["ok"].rect.center)


def open_pad(app: App, time: FakeTime) -> PinPadScene:
    """Holds the hidden corner long enough; the PIN pad that opens."""
    hold(app, time, CORNER, HOLD_SECONDS + 0.2)
    pad = app.scene
    assert isinstance(pad, PinPadScene)
    return pad


@pytest.mark.parametrize(
    "way_out",
    [
        pygame.event.Event(pygame.QUIT),  # the window's close button, Alt+F4, the system
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""),
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=pygame.KMOD_CTRL, unicode=""),
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""),
    ],
    ids=["close", "esc", "ctrl+q", "f11"],
)
def test_every_way_out_is_refused(
    app: App, fake_time: FakeTime, way_out: pygame.event.Event
) -> None:
    menu = event_app(app)
    fullscreen = pygame.display.is_fullscreen()
    pygame.event.post(way_out)
    app.frame(FRAME)
    assert app.running
    assert app.scene is menu and app.event.refused == 1
    assert pygame.display.is_fullscreen() == fullscreen
    assert app.settings.fullscreen is False


def test_the_menu_has_no_way_out_and_quitting_in_code_is_refused(
    app: App, fake_time: FakeTime
) -> None:
    menu = event_app(app)
    assert isinstance(menu, MainMenu)
    assert set(menu.buttons) == {"quick_game", "settings", "rules"}
    assert menu.request_quit() is None
    app.quit()
    assert app.running


def test_a_short_press_on_the_corner_opens_nothing(app: App, fake_time: FakeTime) -> None:
    menu = event_app(app)
    hold(app, fake_time, CORNER, HOLD_SECONDS - 1.5)
    assert app.scene is menu
    # Held long enough, but away from the corner: nothing either.
    hold(app, fake_time, (CORNER_SIZE * 3, CORNER_SIZE // 2), HOLD_SECONDS + 0.5)
    assert app.scene is menu


def test_a_wrong_pin_is_told_in_words_and_does_not_quit(app: App, fake_time: FakeTime) -> None:
    event_app(app)
    pad = open_pad(app, fake_time)
    type_pin(app, fake_time, pad, "1111")
    assert app.scene is pad and app.running
    assert pad.message == text("event_mode.wrong_pin", left=4)
    assert pad.group.dialog is None
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.frame(FRAME)
    assert app.running


def test_five_wrong_pins_make_the_pad_wait(app: App, fake_time: FakeTime) -> None:
    event_app(app)
    pad = open_pad(app, fake_time)
    for _ in range(5):
        type_pin(app, fake_time, pad, "9999")
    assert pad.message == text("event_mode.too_many", seconds=60)
    # Closing the pad and holding the corner again starts no count anew.
    touch(app, fake_time, pad.cancel_button.rect.center)
    pad = open_pad(app, fake_time)
    type_pin(app, fake_time, pad, PIN)  # the right one, but too soon
    left = int(app.event.pins_wait_until - fake_time.seconds) + 1
    assert pad.group.dialog is None and pad.message == text("event_mode.wait", seconds=left)
    fake_time.advance(60)
    type_pin(app, fake_time, pad, PIN)
    assert pad.group.dialog is not None


def test_the_corner_and_the_right_pin_quit(app: App, fake_time: FakeTime) -> None:
    event_app(app)
    pad = open_pad(app, fake_time)
    type_pin(app, fake_time, pad, PIN)
    dialog = pad.group.dialog
    assert dialog is not None
    quit_button = next(b for b in dialog.buttons if b.label == text("event_mode.quit"))
    touch(app, fake_time, quit_button.rect.center)
    assert not app.running


def test_back_to_the_guests_locks_again(app: App, fake_time: FakeTime) -> None:
    menu = event_app(app)
    pad = open_pad(app, fake_time)
    type_pin(app, fake_time, pad, PIN)
    dialog = pad.group.dialog
    assert dialog is not None
    back = next(b for b in dialog.buttons if b.label == text("event_mode.back"))
    touch(app, fake_time, back.rect.center)
    assert app.scene is menu
    app.quit()
    assert app.running


def test_switching_event_mode_off_after_the_pin(app: App, fake_time: FakeTime) -> None:
    event_app(app)
    pad = open_pad(app, fake_time)
    type_pin(app, fake_time, pad, PIN)
    dialog = pad.group.dialog
    assert dialog is not None
    off = next(b for b in dialog.buttons if b.label == text("event_mode.switch_off"))
    touch(app, fake_time, off.rect.center)
    assert not app.event.active and not app.settings.event_mode
    assert isinstance(app.scene, MainMenu) and "quit" in app.scene.buttons
    app.quit()
    assert not app.running


def test_a_pin_pad_left_open_after_the_right_pin_locks_again(app: App, fake_time: FakeTime) -> None:
    event_app(app)
    pad = open_pad(app, fake_time)
    type_pin(app, fake_time, pad, PIN)
    assert pad.group.dialog is not None and not app.event.locks_quit
    wait(app, fake_time, IDLE_SECONDS + 1)
    assert isinstance(app.scene, MainMenu) and len(app.scenes) == 1
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.frame(FRAME)
    assert app.running


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_the_systems_stop_signals_still_end_the_suite(
    app: App, fake_time: FakeTime, number: int
) -> None:
    # A shutdown or the organiser's terminal is no guest: SDL would make the signal a quit
    # event, which event mode refuses; the app's own handler ends the suite cleanly instead.
    event_app(app)
    handler = signal.getsignal(number)
    assert callable(handler)
    handler(number, None)
    assert not app.running
