"""Plays Speedtycoon tables through the scene as people do: a person's mind (an easy bot that now
and then tries another kind of move) chooses, SceneHands posts the taps and keys, the curtain is
lifted by its button, and a scoring shown is read to its end and Weiter pressed."""

from __future__ import annotations

from collections.abc import Callable

from game.client.app import App
from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene
from game.rules.core import Move
from game.rules.speedtycoon.moves import PASS, LobbyBuy
from game.table.seats import TableSetup
from tests.client import event_driving
from tests.client.event_driving import GAME_FRAME as GAME_FRAME  # the games' tests ask here
from tests.client.event_driving import Unexpressible, WanderingMind, play_frames, read_show
from tests.client.speedtycoon.move_input import SceneHands


def setup_of(
    people: int, computers: int, seed: int, options: dict[str, str], strength: str = "easy"
) -> TableSetup:
    """People first ("Spieler 1", ...), then computers, at the quick tempo without a clock."""
    return event_driving.setup_of("speedtycoon", people, computers, seed, options, strength)


class PersonsMind(WanderingMind):
    """What a person at the table decides: mostly the easy bot's move; with the share wander a
    move of a kind chosen at random, one not made yet first (so that planning, tearing down,
    swapping and loans come too); a move the scene cannot express is replaced by another."""

    def __init__(self, seed: int, wander: float = 0.25) -> None:
        super().__init__("speedtycoon", seed, wander)
        # Moves another player's purchase came before (first come).
        self.missed: list[str] = []

    def act(self, hands: SceneHands) -> Move | None:
        """Makes the first move of the candidates the scene can express; returns it, or None
        when another player's Lobbyist bought its building first (the next frame chooses
        anew)."""
        table = hands.scene.table
        for move in self.candidates(hands):
            if not hands.can_make(move):
                self.unexpressed.append(move.text())
                continue
            before = len(table.log)
            try:
                made = hands.make(move)
            except Unexpressible:
                self.unexpressed.append(move.text())
                continue
            if not made and any(entry.move.startswith("lobby ") for entry in table.log[before:]):
                self.missed.append(move.text())
                hands.let_go()
                return None
            assert made, f"'{move.text()}' was not made: {hands.scene.notice}"
            return move
        raise AssertionError("the scene expresses none of the legal moves")

    def lobby(self, hands: SceneHands) -> Move | None:
        """While another is on turn: the bot's Lobbyist purchase made by taps, or None (also
        when another player bought the building first while the taps were made)."""
        move = self.bot.choose(hands.state, hands.scene.seat)
        if move == PASS or not isinstance(move, LobbyBuy):
            return None
        try:
            made = hands.make(move)
        except Unexpressible:
            return None
        if not made:
            self.missed.append(move.text())
            hands.let_go()
            return None
        return move


def play(
    app: App,
    scene: SpeedtycoonScene,
    hands: SceneHands,
    mind: PersonsMind,
    done: Callable[[], bool],
    most: int = 4000,
) -> None:
    """Plays frames, the person acting by taps and keys, until done() holds or the scene is
    left (the end table); fails when neither comes."""
    table = scene.table
    asked = -1

    def step() -> None:
        nonlocal asked
        if scene.show is not None and not scene.show.has_pressed:
            # Enter shows every step, by touch a tap on the panel.
            read_show(hands, scene.show, by_keys=not hands.touch)
        elif scene.can_act():
            hands.keys = len(table.log) % 2 == 1
            mind.act(hands)
        elif scene.lobby_open() and asked != len(table.log):
            asked = len(table.log)
            mind.lobby(hands)

    play_frames(app, scene, hands, done, step, most)
