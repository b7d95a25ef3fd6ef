"""Plays Speedpipe tables through the scene as people do: a person's mind (an easy computer
that now and then tries another kind of move) chooses, SceneHands posts the taps, keys, drags
and pinches, the curtain is lifted by its button, and the final accounts are read to Weiter."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from game.ai.registry import make_bot
from game.client.app import App
from game.client.scenes.hand_over import HandOverScene
from game.client.scenes.tables.speedpipe.scene import SpeedpipeScene
from game.rules.core import Move
from game.table.seats import COMPUTER, Seat, TableSetup
from tests.client.speedpipe.move_input import SceneHands, Unexpressible

# Long enough that a computer's turn is shown within a few frames.
GAME_FRAME = 1.0


def setup_of(
    people: int, computers: int, seed: int, options: dict[str, str], strength: str = "easy"
) -> TableSetup:
    """People first ("Spieler 1", ...), then computers, at the quick tempo without a clock."""
    seats = tuple(Seat(f"Spieler {number + 1}") for number in range(people)) + tuple(
        Seat(f"Computer {people + number + 1}", COMPUTER, strength) for number in range(computers)
    )
    return TableSetup("speedpipe", seats, options, seed, None, tempo="schnell")


def move_kind(move: str) -> str:
    """A move's kind: the first word of its text ('lay', 'open', 'keep', ...)."""
    return move.split()[0]


class PersonsMind:
    """What a person at the table decides: mostly the easy computer's move; with the share
    wander a move of a kind chosen at random, one not made yet first (so that stations and
    other payments come too)."""

    def __init__(self, seed: int, wander: float = 0.2) -> None:
        self.bot = make_bot("speedpipe", "easy", seed)
        self.rng = random.Random(seed)
        self.wander = wander
        self.unexpressed: list[str] = []

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

    def act(self, hands: SceneHands) -> Move:
        """Makes the first move of the candidates the scene can express; returns it."""
        for move in self.candidates(hands):
            try:
                made = hands.make(move)
            except Unexpressible as error:
                self.unexpressed.append(f"{move.text()}: {error}")
                continue
            assert made, f"'{move.text()}' was not made: {hands.scene.notice}"
            return move
        raise AssertionError("the scene expresses none of the legal moves")


def lift_curtain(app: App, hands: SceneHands) -> None:
    """The hand-over curtain: its button tapped."""
    curtain = app.scene
    assert isinstance(curtain, HandOverScene)
    hands.tap(curtain.show_button.rect.center)


def read_accounts(hands: SceneHands) -> None:
    """The final accounts: a tap shows every step (by keys: Enter), then Weiter."""
    accounts = hands.scene.accounts
    assert accounts is not None
    if not accounts.complete:
        if hands.keys:
            hands.key(pygame.K_RETURN)
        else:
            hands.tap(accounts.rect.center)
    assert accounts.complete and accounts.button.visible
    hands.tap(accounts.button.rect.center)


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
    for _ in range(most):
        if done() or app.scene is not scene and not isinstance(app.scene, HandOverScene):
            return
        if isinstance(app.scene, HandOverScene):
            lift_curtain(app, hands)
        elif scene.accounts is not None:
            read_accounts(hands)
        elif scene.can_act():
            hands.keys = len(table.log) % 3 == 1
            mind.act(hands)
        app.frame(GAME_FRAME)
    raise AssertionError("the table never came to the expected moment")
