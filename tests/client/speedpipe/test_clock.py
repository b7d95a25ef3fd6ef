"""The Speedpipe table with a clock: the Bedenkzeit shows in the top bar, then the 10 s
Nachfrist, then the computer draws two blind cards for the person (as the rules text says) and
the game goes on with a fresh clock; while the person chooses a payment the clock runs on."""

from __future__ import annotations

import pygame
import pytest

from game.client.app import App
from game.client.scenes.tables.speedpipe.scene import SpeedpipeScene
from game.client.text_recording import recording_texts
from game.rules.speedpipe.state import TURN
from game.texts import set_language, text
from tests.client.conftest import FakeTime
from tests.client.speedpipe.positions import played_until
from tests.client.speedpipe.scene_driving import push_scene, table_at
from tests.client.table_driving import FRAME, run_until

# Frames a test lets pass at most before what it waits for must have come.
FRAMES = 600
TURN_SECONDS = 120


def drawn_lines(scene: SpeedpipeScene) -> list[str]:
    """The lines the scene draws now."""
    with recording_texts() as recording:
        scene.draw(pygame.Surface((1920, 1080)))
    return [drawn.line for drawn in recording.texts]


def test_the_grace_then_two_blind_cards_drawn_for_the_person(app: App, fake_time: FakeTime) -> None:
    set_language("de")
    state, _ = played_until(lambda state, seat, move: seat == 0 and state.phase == TURN)
    table = table_at(app, state, turn_seconds=TURN_SECONDS)
    scene = push_scene(app, table)
    before = len(table.log)
    cards = sum(state.hands[0])
    assert text("table_screen.clock", seconds=TURN_SECONDS) in drawn_lines(scene)
    # A payment chosen meanwhile does not hold the clock.
    scene.press_next_route()
    fake_time.advance(TURN_SECONDS)
    app.frame(FRAME)
    shown = scene.clock_display()
    assert shown is not None and shown.grace
    assert text("table_screen.grace", seconds=10) in drawn_lines(scene)
    assert len(table.log) == before
    fake_time.advance(10)
    for _ in range(FRAMES):
        app.frame(FRAME)
        if 0 not in table.to_act():
            break
    taken = table.log[before:]
    assert [(entry.seat, entry.move, entry.take_over) for entry in taken[:2]] == [
        (0, "blind", True),
        (0, "blind", True),
    ]
    assert sum(table.state.hands[0]) == cards + 2  # type: ignore[attr-defined]
    assert scene.payment is None
    run_until(app, scene.can_act)
    clock = table.clock(0)
    assert clock is not None and clock.remaining == pytest.approx(TURN_SECONDS)
