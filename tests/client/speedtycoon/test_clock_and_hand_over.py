"""The Speedtycoon table with a clock and with several people: the Bedenkzeit shows in the top
bar, then the Nachfrist, then the computer plays the person's turn and the table goes on; at a
hot seat the curtain comes between two people and the next person's Depot (hidden money) is not
drawn before they confirm."""

from __future__ import annotations

import random

import pygame
import pytest

from game.client.app import App
from game.client.scenes.hand_over import HandOverScene
from game.client.scenes.tables.speedtycoon import scene as scene_module
from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene
from game.client.text_recording import recording_texts
from game.rules.speedtycoon.state import SpeedtycoonState
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from game.texts import text
from tests.client.conftest import FakeTime
from tests.client.speedtycoon.scene_driving import push_scene, state_of
from tests.client.table_driving import FRAME, run_until

# Frames a test lets pass at most before what it waits for must have come.
FRAMES = 600


def drawn_lines(scene: SpeedtycoonScene) -> list[str]:
    """The lines the scene draws now."""
    with recording_texts() as recording:
        scene.draw(pygame.Surface((1920, 1080)))
    return [drawn.line for drawn in recording.texts]


def test_the_clock_shows_its_grace_then_the_computer_plays_for_the_person(
    app: App, fake_time: FakeTime
) -> None:
    seats = (Seat("Anna"), Seat("Computer 2", COMPUTER, "easy"))
    setup = TableSetup("speedtycoon", seats, {"mode": "klassisch"}, 5, 60, tempo="schnell")
    scene, table = push_scene(app, Table(setup, app.services.bots, app.services.now))
    assert scene.seat == 0 and 0 in table.to_act()
    before = len(table.log)
    assert text("table_screen.clock", seconds=60) in drawn_lines(scene)
    fake_time.advance(60)
    app.frame(FRAME)
    shown = scene.clock_display()
    assert shown is not None and shown.grace
    assert text("table_screen.grace", seconds=10) in drawn_lines(scene)
    assert len(table.log) == before  # the Nachfrist is the person's still
    fake_time.advance(10)
    for _ in range(FRAMES):
        app.frame(FRAME)
        if 0 not in table.to_act():
            break
    taken = table.log[before:]
    assert taken and all((entry.seat, entry.take_over) == (0, True) for entry in taken)
    # The game goes on: the computer's turn, then the person's own again with a fresh clock.
    run_until(app, scene.can_act)
    assert len(table.log) > before + len(taken)
    assert table.clock(0) is not None and table.clock(0).remaining == pytest.approx(60)  # type: ignore[union-attr]


def test_the_curtain_hides_the_next_persons_depot_until_they_confirm(
    app: App, fake_time: FakeTime, monkeypatch: pytest.MonkeyPatch
) -> None:
    depots: list[int] = []
    plain = scene_module.draw_depot

    def recording(
        surface: pygame.Surface,
        rect: pygame.Rect,
        state: SpeedtycoonState,
        seat: int,
        *more: object,
    ) -> object:
        depots.append(seat)
        return plain(surface, rect, state, seat, *more)  # type: ignore[arg-type]

    monkeypatch.setattr(scene_module, "draw_depot", recording)
    seats = (Seat("Anna"), Seat("Bert"), Seat("Computer 3", COMPUTER, "easy"))
    setup = TableSetup("speedtycoon", seats, {"mode": "klassisch"}, 8, None, tempo="schnell")
    table = Table(setup, app.services.bots, app.services.now)
    scene = SpeedtycoonScene(app, table, None)
    app.push(scene)
    # The first hand shown at a hot seat comes behind the curtain too.
    curtain = until_the_curtain(app)
    assert depots == []
    first = table.humans_to_act()[0]
    assert curtain.show_button.label == text("hand_over.show", name=seats[first].name)
    curtain.show()
    app.frame(FRAME)
    assert app.scene is scene and scene.seat == first and set(depots) == {first}
    # The first person plays a turn through; then the device goes to the other person.
    second = 1 - first
    rng = random.Random(2)
    for _ in range(FRAMES):
        if first not in table.to_act():
            break
        if scene.can_act():
            scene.send(rng.choice(state_of(table).legal_moves(first)))
        app.frame(FRAME)
    assert first not in table.to_act()
    depots.clear()
    curtain = until_the_curtain(app)
    assert curtain.show_button.label == text("hand_over.show", name=seats[second].name)
    for _ in range(10):
        app.frame(FRAME)
    assert second not in depots and app.scene is curtain
    assert scene.seat == first  # the table below still holds the first person's view
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    app.frame(FRAME)
    assert app.scene is scene and scene.seat == second
    assert depots and depots[-1] == second


def until_the_curtain(app: App) -> HandOverScene:
    """Frames until the hand-over curtain is up; fails when it never comes."""
    for _ in range(FRAMES):
        if isinstance(app.scene, HandOverScene):
            return app.scene
        app.frame(FRAME)
    raise AssertionError("the curtain never came")
