"""A two-player Speedtycoon table (one person against one computer) played by finger taps only:
the person buys a building and gives it to the Staatsfonds with its button; the fund's counts
by branch, as its row shows them, grow by that building; the game goes on by touch."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.launch import start_table
from game.client.scenes.tables.speedtycoon.public_facts import fund_counts
from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene
from game.client.text_recording import recording_texts
from game.rules.speedtycoon.catalogue import BUILDINGS
from game.rules.speedtycoon.moves import GiveToFund
from game.rules.speedtycoon.state import PLACE
from game.texts import text
from tests.client.conftest import FakeTime
from tests.client.speedtycoon.game_driving import PersonsMind, play, setup_of
from tests.client.speedtycoon.move_input import SceneHands
from tests.client.speedtycoon.scene_driving import state_of


def fund_move(scene: SpeedtycoonScene) -> GiveToFund | None:
    """A legal gift of a waiting building to the Staatsfonds, if the person has one now."""
    if not scene.can_act() or state_of(scene.table).phase != PLACE:
        return None
    moves = scene.table.legal_moves(scene.seat)
    return next((move for move in moves if isinstance(move, GiveToFund)), None)


def test_a_building_given_to_the_staatsfonds_by_finger_taps(app: App, fake_time: FakeTime) -> None:
    table = start_table(app, setup_of(1, 1, 4, {"mode": "klassisch"}))
    scene = app.scene
    assert isinstance(scene, SpeedtycoonScene) and scene.fund_button.visible
    hands = SceneHands(app, fake_time, scene, touch=True)
    mind = PersonsMind(4, wander=0.0)
    play(app, scene, hands, mind, lambda: fund_move(scene) is not None)
    move = fund_move(scene)
    assert move is not None
    before = fund_counts(state_of(table).view(0))
    fund = list(state_of(table).fund)
    assert scene.fund_button.marked
    assert hands.make(move)
    assert hands.moves_of(0)[-1] == f"fund {move.building}"
    assert sorted(state_of(table).fund) == sorted([*fund, move.building])
    after = fund_counts(state_of(table).view(0))
    grown = [now - then for now, then in zip(after, before)]
    branch = BUILDINGS[move.building].branch
    assert branch is not None and grown[branch] == 1 and sum(grown) == 1
    # The fund's row in the right column shows the new counts.
    with recording_texts() as recording:
        scene.draw(pygame.Surface((1920, 1080)))
    assert text("speedtycoon.fund.name") in [drawn.line for drawn in recording.texts]
    # The game goes on by touch: the computer's turn, then the person's next one.
    moves = len(hands.moves_of(0))
    play(app, scene, hands, mind, lambda: len(hands.moves_of(0)) > moves)
    assert hands.moves_of(1) and sorted(state_of(table).fund) == sorted([*fund, move.building])
    # Every move of the person came from finger taps.
    assert [move.split()[0] for move in hands.moves_of(0)] == hands.made
