"""No text of the event-mode screens is cut or overlaps another, in German and English, in small
and large windows (the project's text-fit check applied to the menu in event mode, the attract
screen, the PIN pad and the on-screen keyboard)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from game.client.app import App
from game.client.event_mode.attract import AttractScene
from game.client.event_mode.keyboard import KeyboardScene
from game.client.event_mode.pin_pad import PinPadScene
from game.client.headless import headless_app
from game.client.launch import record_book, today
from game.client.scenes.setup_scene import SetupScene
from game.client.text_recording import begin_text_layer, recording_texts
from tests.client.conftest import FakeTime
from tests.client.event_mode.fingers import PIN, event_app
from tests.client.text_fit import findings
from tests.client.text_fit_states import LONG_NAME, OTHER_LONG_NAME

WINDOW_SIZES = ((1280, 720), (1920, 1080))
MAY_ELLIPSIZE = frozenset({LONG_NAME, OTHER_LONG_NAME})


def attract_with_list(app: App) -> None:
    """The attract screen with a full day's list of the first game, long names on it."""
    names = {LONG_NAME: 112, OTHER_LONG_NAME: 97, "Cem": 97, "Dora": 60, "Emil": 12, "Finn": 3}
    record_book(app).add_points("speedstocks", "t-fit", today(), names)
    app.push(AttractScene(app))


def pad(purpose: str, digits: str) -> Callable[[App], None]:
    """The PIN pad with these digits typed and OK pressed (a message or the choices)."""

    def reach(app: App) -> None:
        scene = PinPadScene(app, purpose, lambda _hash: None)
        app.push(scene)
        for digit in digits:
            scene.type_digit(digit)
        scene.confirm()

    return reach


def keyboard(app: App) -> None:
    """The on-screen keyboard over the set-up, a long name typed."""
    app.navigator.to_setup("speedstocks")
    setup = app.scene
    assert isinstance(setup, SetupScene)
    scene = KeyboardScene(app, setup.name_fields[0])
    app.push(scene)
    for character in LONG_NAME.lower():
        scene.type(character)


STATES: dict[str, Callable[[App], None]] = {
    "menu": lambda app: None,
    "attract, empty": lambda app: app.push(AttractScene(app)),
    "attract, list": attract_with_list,
    "PIN pad, wrong": pad(PinPadScene.CHECK, "1111"),
    "PIN pad, choices": pad(PinPadScene.CHECK, PIN),
    "PIN pad, rule": pad(PinPadScene.SET, "12"),
    "PIN pad, repeat": pad(PinPadScene.SET, "1234"),
    "keyboard": keyboard,
}


@pytest.mark.parametrize("language", ["de", "en"])
def test_no_text_of_event_mode_is_cut_or_overlaps(tmp_path: Path, language: str) -> None:
    time = FakeTime()
    problems: list[str] = []
    for name, reach in STATES.items():
        app = headless_app(tmp_path / name, now=time, window_size=WINDOW_SIZES[0])
        try:
            app.change_settings(language=language)
            event_app(app)
            reach(app)
            for scene in app.scenes:  # each scene of the stack in a layer of its own
                plain = scene.draw
                scene.draw = lambda surface, plain=plain: (begin_text_layer(), plain(surface))  # type: ignore[method-assign]
            for size in WINDOW_SIZES:
                app.screen.open(size, False)
                with recording_texts() as recording:
                    app.frame(0.0)
                drawn = recording.latest()
                assert drawn, f"{name} ({language}): no text was drawn"
                problems += [
                    f"{name} ({language}, {size[0]}×{size[1]}): {finding.describe()}"
                    for finding in findings(drawn, MAY_ELLIPSIZE)
                ]
        finally:
            app.shutdown()
    assert not problems, "\n".join(dict.fromkeys(problems))
