"""Plays Speedpipe tables through the scene as people do: a person's mind (an easy computer
that now and then tries another kind of move) chooses, SceneHands posts the taps, keys, drags
and pinches, the curtain is lifted by its button, and the final accounts are read to Weiter."""

from __future__ import annotations

from collections.abc import Callable

from game.client.app import App
from game.client.scenes.tables.speedpipe.scene import SpeedpipeScene
from game.table.seats import TableSetup
from tests.client import event_driving
from tests.client.event_driving import WanderingMind, play_frames, read_show
from tests.client.event_driving import move_kind as move_kind  # the games' tests ask here
from tests.client.speedpipe.move_input import SceneHands


def setup_of(
    people: int, computers: int, seed: int, options: dict[str, str], strength: str = "easy"
) -> TableSetup:
    """People first ("Spieler 1", ...), then computers, at the quick tempo without a clock."""
    return event_driving.setup_of("speedpipe", people, computers, seed, options, strength)


class PersonsMind(WanderingMind):
    """What a person at the table decides: mostly the easy computer's move; with the share
    wander a move of a kind chosen at random, one not made yet first (so that stations and
    other payments come too)."""

    def __init__(self, seed: int, wander: float = 0.2) -> None:
        super().__init__("speedpipe", seed, wander)


def play(
    app: App,
    scene: SpeedpipeScene,
    hands: SceneHands,
    mind: PersonsMind,
    done: Callable[[], bool],
    most: int = 3000,
) -> None:
    """Plays frames, the person acting by taps, keys, drags and pinches, until done() holds or
    the scene is left (the end table); fails when neither comes."""
    table = scene.table

    def step() -> None:
        if scene.accounts is not None:
            # The final accounts: a tap shows every step (by keys: Enter), then Weiter.
            read_show(hands, scene.accounts, hands.keys)
        elif scene.can_act():
            hands.keys = len(table.log) % 3 == 1
            mind.act(hands)

    play_frames(app, scene, hands, done, step, most)
