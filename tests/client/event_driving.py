"""Plays a table scene the way a person does, by real input events: taps (mouse clicks or finger
touches) and keys posted to the app, one frame after each; a move made by the game's makers and
checked in the table's log; the people's seats set up, the hand-over curtain lifted and a step
show (a scoring, the final accounts) read to its Weiter, an info window opened by the resting
mouse. Each game's hands add their own ways (drags over a map, the Depot's cards)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any, Generic, TypeVar

import pygame

from game.ai.registry import make_bot
from game.client.app import App
from game.client.scene import Scene
from game.client.scene_keys import SceneRequest, build_scene
from game.client.scenes.hand_over import HandOverScene
from game.client.scenes.table_scene import TableScene
from game.client.scenes.tables.kit.action_bar import PanelButton
from game.client.scenes.tables.kit.step_show import StepShow
from game.rules.core import Move
from game.table.seats import TableSetup
from tests.client.conftest import FakeTime
from tests.client.stocks_positions import hover
from tests.client.table_driving import BETWEEN_TAPS, FRAME, seats_of, window_pos

Point = tuple[float, float]
# Steps a drag moves in between pressing and letting go.
DRAG_STEPS = 5
SceneT = TypeVar("SceneT", bound=TableScene)
# Long enough that a computer's turn is shown within a few frames.
GAME_FRAME = 1.0


class Unexpressible(Exception):
    """The scene offers no way (yet) to make this move by taps and keys."""


def setup_of(
    game: str,
    people: int,
    computers: int,
    seed: int,
    options: dict[str, str],
    strength: str = "easy",
) -> TableSetup:
    """People first ("Spieler 1", ...), then computers, at the quick tempo without a clock."""
    seats = seats_of(people, computers, strength)
    return TableSetup(game, seats, options, seed, None, tempo="schnell")


def move_kind(move: str) -> str:
    """A move's kind: the first word of its text ('lay', 'buy', 'build', ...)."""
    return move.split()[0]


class WanderingMind:
    """What a person at the table decides: mostly the easy computer's move; with the share
    wander a move of a kind chosen at random, one not made yet first (so that the rarer kinds
    of moves come too)."""

    def __init__(self, game: str, seed: int, wander: float) -> None:
        self.bot = make_bot(game, "easy", seed)
        self.rng = random.Random(seed)
        self.wander = wander
        self.unexpressed: list[str] = []

    def candidates(self, hands: EventHands[Any]) -> list[Move]:
        """The moves in the order to try: the chosen one first, then the rest shuffled."""
        seat = hands.scene.seat
        state = hands.scene.table.state
        legal = list(state.legal_moves(seat))
        self.rng.shuffle(legal)
        if self.rng.random() < self.wander:
            kinds = sorted({move_kind(move.text()) for move in legal})
            untried = [kind for kind in kinds if kind not in hands.made]
            kind = self.rng.choice(untried or kinds)
            first = next(move for move in legal if move_kind(move.text()) == kind)
        else:
            first = self.bot.choose(state, seat)
        return [first, *(move for move in legal if move != first)]

    def act(self, hands: EventHands[Any]) -> Move:
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


class EventHands(Generic[SceneT]):
    """A player's hands at a table: taps and keys posted to the app, a frame after each. makers
    says how each kind of move is made (one function per kind of move)."""

    makers: Mapping[type, Callable[[Any, Move], None]] = {}

    def __init__(self, app: App, time: FakeTime, scene: SceneT, touch: bool = False) -> None:
        self.app = app
        self.time = time
        self.scene = scene
        self.touch = touch
        # Buttons pressed by their keys instead of a tap (the keys shown on them).
        self.keys = False
        self.made: list[str] = []
        # Drags made so far (tests check that a game's drags really happened).
        self.dragged = 0

    # ---- gestures -------------------------------------------------------------------------

    def finger(self, kind: int, finger: int, logical: Point) -> None:
        """Posts one finger event at a canvas position."""
        x, y = window_pos(self.app, logical)
        width, height = self.app.window.get_size()
        pygame.event.post(
            pygame.event.Event(
                kind,
                touch_id=1,
                finger_id=finger,
                x=x / width,
                y=y / height,
                dx=0.0,
                dy=0.0,
                pressure=1.0,
            )
        )

    def tap(self, logical: Point) -> None:
        """A mouse click or a finger tap at a canvas position, then one frame."""
        self.time.advance(BETWEEN_TAPS)
        if self.touch:
            self.finger(pygame.FINGERDOWN, 0, logical)
            self.finger(pygame.FINGERUP, 0, logical)
        else:
            pos = window_pos(self.app, logical)
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
        self.app.frame(FRAME)

    def drag(self, start: Point, end: Point) -> None:
        """A drag of the mouse (or one finger) from start to end, then one frame."""
        self.time.advance(BETWEEN_TAPS)
        self.dragged += 1
        points = [
            (
                start[0] + (end[0] - start[0]) * step / DRAG_STEPS,
                start[1] + (end[1] - start[1]) * step / DRAG_STEPS,
            )
            for step in range(DRAG_STEPS + 1)
        ]
        if self.touch:
            self.finger(pygame.FINGERDOWN, 0, points[0])
            for point in points[1:]:
                self.finger(pygame.FINGERMOTION, 0, point)
            self.finger(pygame.FINGERUP, 0, points[-1])
        else:
            previous = window_pos(self.app, points[0])
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=previous, button=1))
            for point in points[1:]:
                pos = window_pos(self.app, point)
                rel = (pos[0] - previous[0], pos[1] - previous[1])
                pygame.event.post(
                    pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(1, 0, 0))
                )
                previous = pos
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=previous, button=1))
        self.app.frame(FRAME)

    def key(self, key: int) -> None:
        """Presses one key, then one frame."""
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        self.app.frame(FRAME)

    def press(self, button: PanelButton, key: int | None = None) -> None:
        """Presses a button: by key (or the key shown on it) when keys are wanted, else a tap on
        it; Unexpressible when it is not shown."""
        if not button.visible:
            raise Unexpressible(f"the button '{button.label}' is not shown")
        if self.keys and key is not None:
            self.key(key)
        elif self.keys and button.hotkey and len(button.hotkey) == 1:
            self.key(getattr(pygame, f"K_{button.hotkey}"))
        else:
            self.tap(button.rect.center)

    # ---- moves ----------------------------------------------------------------------------

    def make(self, move: Move) -> bool:
        """Posts the taps and keys of this move; whether the table took it from the shown seat
        (took). Unexpressible when the scene has no way to it (what was chosen meanwhile is
        let go again)."""
        maker = self.makers.get(type(move))
        if maker is None:
            raise Unexpressible(f"no taps make a move like '{move.text()}'")
        seat = self.scene.seat
        before = self.moves_of(seat)
        try:
            maker(self, move)
        except Unexpressible:
            self.let_go()
            raise
        made = self.moves_of(seat)[len(before) :]
        if not self.took(move, made):
            return False
        self.made.append(move_kind(move.text()))
        return True

    def took(self, move: Move, made: list[str]) -> bool:
        """Whether the moves the seat made while the taps were posted are this move."""
        return made == [move.text()]

    def moves_of(self, seat: int) -> list[str]:
        """The moves the seat made itself so far, as the table's log has them."""
        return [
            entry.move
            for entry in self.scene.table.log
            if entry.seat == seat and not entry.take_over
        ]

    def let_go(self) -> None:
        """Lets go of what was chosen for a move that could not be made."""


def lift_curtain(app: App, hands: EventHands[Any]) -> None:
    """The hand-over curtain: its button tapped."""
    curtain = app.scene
    assert isinstance(curtain, HandOverScene)
    hands.tap(curtain.show_button.rect.center)


def play_frames(
    app: App,
    scene: Scene,
    hands: EventHands[Any],
    done: Callable[[], bool],
    step: Callable[[], None],
    most: int,
) -> None:
    """Plays frames of GAME_FRAME seconds, the curtain lifted by its button and step() doing the
    person's part otherwise, until done() holds or the scene is left (the end table); fails
    when neither comes."""
    for _ in range(most):
        if done() or app.scene is not scene and not isinstance(app.scene, HandOverScene):
            return
        if isinstance(app.scene, HandOverScene):
            lift_curtain(app, hands)
        else:
            step()
        app.frame(GAME_FRAME)
    raise AssertionError("the table never came to the expected moment")


def read_show(hands: EventHands[Any], show: StepShow | None, by_keys: bool) -> None:
    """A step show: Enter (by_keys) or a tap on the panel shows every step, then Weiter by a tap
    on its button."""
    assert show is not None
    if not show.complete:
        if by_keys:
            hands.key(pygame.K_RETURN)
        else:
            hands.tap(show.rect.center)
    assert show.complete and show.button.visible
    hands.tap(show.button.rect.center)


def scene_of(app: App, show: Callable[[App, Scene], None], key: str, kind: type[SceneT]) -> SceneT:
    """The table scene of a scene key, put on the app by show."""
    scene = build_scene(app, SceneRequest(key))
    assert isinstance(scene, kind)
    show(app, scene)
    return scene


def open_info(app: App, scene: TableScene, logical: Point) -> None:
    """The info window of what lies at a canvas position: the mouse comes to rest over it."""
    hover(app, logical)
    hover(app, logical, dt=0.5)
    assert scene.widgets.info.window.visible
