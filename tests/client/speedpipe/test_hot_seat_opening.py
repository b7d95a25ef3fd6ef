"""The opening choice by two people at one device (hot seat) and a computer: the curtain comes
before each person's contracts, each sees only their own dealt contracts, keeps them by taps or
keys, and the game begins once everybody has chosen."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.scenes.hand_over import HandOverScene
from game.client.scenes.tables.speedpipe.contract_look import contract_words
from game.client.scenes.tables.speedpipe.scene import SpeedpipeScene
from game.rules.speedpipe.state import OPENING, TURN
from game.texts import set_language
from tests.client.conftest import FakeTime
from tests.client.speedpipe.move_input import SceneHands
from tests.client.speedpipe.scene_driving import drawn, persons_moves, state_of, table_at
from tests.client.table_driving import LONG_FRAME, run_until


def curtain_for(app: App, name: str) -> HandOverScene:
    """Runs until the curtain names the person; returns it."""
    run_until(app, lambda: isinstance(app.scene, HandOverScene) and app.scene.seat_name == name)
    curtain = app.scene
    assert isinstance(curtain, HandOverScene)
    return curtain


def test_two_people_choose_behind_the_curtain_each_seeing_only_their_own(
    app: App, fake_time: FakeTime
) -> None:
    set_language("de")
    table = table_at(app, people=2, seed=11)
    scene = SpeedpipeScene(app, table, None)
    app.push(scene)
    hands = SceneHands(app, fake_time, scene)
    state = state_of(table)
    dealt = [list(state.dealt[seat]) for seat in range(2)]
    words = [[contract_words(state.map, c) for c in dealt[seat]] for seat in range(2)]

    # The first person: the curtain, then only their own four contracts.
    hands.tap(curtain_for(app, "Spieler 1").show_button.rect.center)
    assert app.scene is scene and scene.shown_seat == 0
    assert scene.contract_choice.offered == tuple(dealt[0])
    lines = drawn(scene)
    assert all(any(word in line for line in lines) for word in words[0])
    assert not any(word in line for word in words[1] for line in lines)
    for contract in dealt[0][:2]:
        hands.tap(scene.offered_rects[contract].center)
    hands.tap(scene.keep_button.rect.center)
    assert persons_moves(table, 0) == ["keep " + ",".join(map(str, sorted(dealt[0][:2])))]
    assert state_of(table).phase == OPENING

    # The curtain before the second person; their choice is by keys.
    curtain = curtain_for(app, "Spieler 2")
    assert app.scene is curtain
    hands.tap(curtain.show_button.rect.center)
    assert scene.shown_seat == 1
    assert scene.contract_choice.offered == tuple(dealt[1])
    lines = drawn(scene)
    assert all(any(word in line for line in lines) for word in words[1])
    assert not any(word in line for word in words[0] for line in lines)
    for key in (pygame.K_1, pygame.K_3, pygame.K_4):
        hands.key(key)
    hands.key(pygame.K_RETURN)
    kept = sorted(dealt[1][index] for index in (0, 2, 3))
    assert persons_moves(table, 1) == ["keep " + ",".join(map(str, kept))]
    run_until(app, lambda: state_of(table).phase == TURN, LONG_FRAME)
    assert state_of(table).contracts[0] == sorted(dealt[0][:2])
    assert state_of(table).contracts[1] == kept
