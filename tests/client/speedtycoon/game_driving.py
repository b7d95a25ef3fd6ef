"""Plays Speedtycoon tables through the scene as people do: a person's mind (an easy bot that now
and then tries another kind of move) chooses, SceneHands posts the taps and keys, the curtain is
lifted by its button, and a scoring shown is read to its end and Weiter pressed."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from game.ai.registry import make_bot
from game.client.app import App
from game.client.scenes.hand_over import HandOverScene
from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene
from game.rules.core import Move
from game.rules.speedtycoon.moves import PASS, LobbyBuy
from game.table.seats import COMPUTER, Seat, TableSetup
from tests.client.speedtycoon.move_input import SceneHands, Unexpressible

# Long enough that a computer's turn is shown within a few frames.
GAME_FRAME = 1.0


def setup_of(
    people: int, computers: int, seed: int, options: dict[str, str], strength: str = "easy"
) -> TableSetup:
    """People first ("Spieler 1", ...), then computers, at the quick tempo without a clock."""
    seats = tuple(Seat(f"Spieler {number + 1}") for number in range(people)) + tuple(
        Seat(f"Computer {people + number + 1}", COMPUTER, strength) for number in range(computers)
    )
    return TableSetup("speedtycoon", seats, options, seed, None, tempo="schnell")


def move_kind(move: str) -> str:
    """A move's kind: the first word of its text ('take', 'buy', 'build', ...)."""
    return move.split()[0]


class PersonsMind:
    """What a person at the table decides: mostly the easy bot's move; with the share wander a
    move of a kind chosen at random, one not made yet first (so that planning, tearing down,
    swapping and loans come too); a move the scene cannot express is replaced by another."""

    def __init__(self, seed: int, wander: float = 0.25) -> None:
        self.bot = make_bot("speedtycoon", "easy", seed)
        self.rng = random.Random(seed)
        self.wander = wander
        self.unexpressed: list[str] = []
        # Moves another player's purchase came before (first come).
        self.missed: list[str] = []

    def candidates(self, hands: SceneHands) -> list[Move]:
        """The moves in the order to try: the chosen one first, then the rest shuffled."""
        seat = hands.scene.seat
        legal = list(hands.state.legal_moves(seat))
        self.rng.shuffle(legal)
        if self.rng.random() < self.wander:
            kinds = sorted({move_kind(move.text()) for move in legal})
            untried = [kind for kind in kinds if kind not in hands.made]
            kind = self.rng.choice(untried or kinds)
            first = next(move for move in legal if move_kind(move.text()) == kind)
        else:
            first = self.bot.choose(hands.state, seat)
        return [first, *(move for move in legal if move != first)]

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


def read_scoring(hands: SceneHands) -> None:
    """The scoring shown: Enter (by touch: a tap on the panel) shows every step, then Weiter
    by a tap on its button."""
    show = hands.scene.show
    assert show is not None
    if not show.complete and hands.touch:
        hands.tap(show.rect.center)
    elif not show.complete:
        hands.key(pygame.K_RETURN)
    assert show.complete and show.button.visible
    hands.tap(show.button.rect.center)


def lift_curtain(app: App, hands: SceneHands) -> None:
    """The hand-over curtain: its button tapped."""
    curtain = app.scene
    assert isinstance(curtain, HandOverScene)
    hands.tap(curtain.show_button.rect.center)


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
    for _ in range(most):
        if done() or app.scene is not scene and not isinstance(app.scene, HandOverScene):
            return
        if isinstance(app.scene, HandOverScene):
            lift_curtain(app, hands)
        elif scene.show is not None and not scene.show.has_pressed:
            read_scoring(hands)
        elif scene.can_act():
            hands.keys = len(table.log) % 2 == 1
            mind.act(hands)
        elif scene.lobby_open() and asked != len(table.log):
            asked = len(table.log)
            mind.lobby(hands)
        app.frame(GAME_FRAME)
    raise AssertionError("the table never came to the expected moment")
