"""The scoring pause at a hot seat table, through the scene: two people play by posted taps and
keys to the first scoring; the table stands until both have pressed Weiter (the curtain hands
the device over between them), then it goes on."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.launch import start_table
from game.client.scenes.hand_over import HandOverScene
from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene
from tests.client.conftest import FakeTime
from tests.client.event_driving import lift_curtain
from tests.client.speedtycoon.game_driving import GAME_FRAME, PersonsMind, play, setup_of
from tests.client.speedtycoon.move_input import SceneHands


def test_the_table_stands_until_both_people_pressed_weiter(app: App, fake_time: FakeTime) -> None:
    table = start_table(app, setup_of(2, 1, 3, {"mode": "klassisch"}))
    scene = next(scene for scene in app.scenes if isinstance(scene, SpeedtycoonScene))
    hands = SceneHands(app, fake_time, scene)
    play(app, scene, hands, PersonsMind(3), lambda: scene.show is not None)
    first = scene.shown_seat
    show = scene.show
    assert show is not None and first is not None and app.scene is scene
    pause = table.reading_pause()
    assert pause is not None and set(pause.waiting) == {0, 1}
    # The first person: Enter shows every step, a tap on Weiter presses it.
    hands.key(pygame.K_RETURN)
    assert show.complete and show.button.visible
    hands.tap(show.button.rect.center)
    pause = table.reading_pause()
    assert pause is not None and pause.pressed == (first,) and pause.waiting == (1 - first,)
    # The table stands: the computer makes no move while the other person has not read it.
    moves = len(table.log)
    for _ in range(5):
        app.frame(GAME_FRAME)
    assert len(table.log) == moves and table.reading_pause() is not None
    assert isinstance(app.scene, HandOverScene)
    lift_curtain(app, hands)
    app.frame(GAME_FRAME)
    assert scene.shown_seat == 1 - first
    again = scene.show
    assert again is not None and not again.has_pressed and not again.complete
    assert len(table.log) == moves and table.reading_pause() is not None
    # The second person: Enter shows every step, Enter again presses Weiter; the table goes on.
    hands.key(pygame.K_RETURN)
    hands.key(pygame.K_RETURN)
    assert table.reading_pause() is None
    app.frame(GAME_FRAME)
    assert scene.show is None
    play(app, scene, hands, PersonsMind(4), lambda: len(table.log) > moves)
