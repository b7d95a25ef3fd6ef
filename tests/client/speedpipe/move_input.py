"""Makes a chosen Speedpipe move the way a player does it: posted mouse clicks or finger taps, key
presses, drags that pan the map and pinches that zoom it. A route or place out of sight is
brought into view by dragging the map; a payment other than the proposed one is chosen with the
arrow keys or the panel's arrows. A move the scene cannot express is refused with Unexpressible.

One function per kind of move, in MAKERS."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.app import App
from game.client.scenes.tables.speedpipe import layout
from game.client.scenes.tables.speedpipe.scene import SpeedpipeScene
from game.rules.core import Move
from game.rules.speedpipe.moves import DrawOpen, Keep, Lay, PayExtra, Station, Terminal, Word
from game.rules.speedpipe.state import SpeedpipeState
from tests.client.conftest import FakeTime
from tests.client.event_driving import EventHands, Point, Unexpressible
from tests.client.table_driving import BETWEEN_TAPS, FRAME

# Steps of a posted drag or pinch.
GESTURE_STEPS = 5
# Tries to bring a point into view before giving up.
MOST_DRAGS = 6
# How far from the map's edge a tapped point must lie.
EDGE = 24


class SceneHands(EventHands[SpeedpipeScene]):
    """A player's hands at a Speedpipe table: taps, keys, drags and pinches posted to the app,
    a frame after each gesture."""

    def __init__(
        self, app: App, time: FakeTime, scene: SpeedpipeScene, touch: bool = False
    ) -> None:
        super().__init__(app, time, scene, touch)
        self.pinches = 0

    @property
    def state(self) -> SpeedpipeState:
        """The table's state now."""
        state = self.scene.table.state
        assert isinstance(state, SpeedpipeState)
        return state

    # ---- gestures -------------------------------------------------------------------------

    def pinch(self, centre: Point, spread: float) -> None:
        """Two fingers around centre moving apart (spread > 1 zooms in) or together."""
        self.time.advance(BETWEEN_TAPS)
        self.pinches += 1
        start, end = 60.0, 60.0 * spread
        self.finger(pygame.FINGERDOWN, 0, (centre[0] - start, centre[1]))
        self.finger(pygame.FINGERDOWN, 1, (centre[0] + start, centre[1]))
        for step in range(1, GESTURE_STEPS + 1):
            half = start + (end - start) * step / GESTURE_STEPS
            self.finger(pygame.FINGERMOTION, 0, (centre[0] - half, centre[1]))
            self.finger(pygame.FINGERMOTION, 1, (centre[0] + half, centre[1]))
        self.finger(pygame.FINGERUP, 1, (centre[0] + end, centre[1]))
        self.finger(pygame.FINGERUP, 0, (centre[0] - end, centre[1]))
        self.app.frame(FRAME)

    # ---- the map --------------------------------------------------------------------------

    def free_area(self) -> pygame.Rect:
        """The part of the map a tap reaches (no chooser lies over its foot now)."""
        area = layout.MAP_RECT.inflate(-2 * EDGE, -2 * EDGE)
        area.height = layout.PAYMENT_RECT.y - EDGE - area.y
        return area

    def reachable(self, point: Point, found: Callable[[Point], bool]) -> bool:
        """Whether a point lies in the free part of the map, off its buttons, and shows there
        what found looks for."""
        if not self.free_area().collidepoint(point):
            return False
        if layout.FIT_BUTTON_RECT.inflate(16, 16).collidepoint(point):
            return False
        return found(point)

    def bring_into_view(
        self, points: Callable[[], list[Point]], found: Callable[[Point], bool]
    ) -> Point:
        """One of the points (asked anew after each drag) that a tap reaches: the map dragged
        so that the first comes to the middle of the free area until one does."""
        for _ in range(MOST_DRAGS):
            reachable = [point for point in points() if self.reachable(point, found)]
            if reachable:
                return reachable[0]
            target = points()[0]
            start = self.free_area().center
            # The map moves with the pointer: from the middle by the point's offset from it.
            dx = max(-500.0, min(500.0, start[0] - target[0]))
            dy = max(-250.0, min(250.0, start[1] - target[1]))
            self.drag(start, (start[0] + dx, start[1] + dy))
        raise Unexpressible("the map never brought the point into reach")

    def route_points(self, route: int) -> list[Point]:
        """The middles of a route's fields on the canvas, its middle first."""
        view = self.scene.map_view
        geometry = view.geometry
        assert geometry is not None
        shape = geometry.routes[route]
        middle = len(shape.fields) // 2
        order = [middle, *(index for index in range(len(shape.fields)) if index != middle)]
        return [view.camera.to_screen(shape.field_centre(index)) for index in order]

    def tap_route(self, route: int) -> None:
        """Taps a route on the map, dragging it into view first where need be."""
        view = self.scene.map_view
        point = self.bring_into_view(
            lambda: self.route_points(route), lambda point: view.route_at(point) == route
        )
        self.tap(point)

    def tap_place(self, place: int) -> None:
        """Taps a place on the map, dragging it into view first where need be."""
        view = self.scene.map_view
        point = self.bring_into_view(
            lambda: [view.place_centre(place)], lambda point: view.place_at(point) == place
        )
        self.tap(point)

    # ---- moves ----------------------------------------------------------------------------

    def let_go(self) -> None:
        """Esc while a payment is being chosen (never a mountain's abort, never the pause)."""
        if self.scene.payment is not None:
            self.key(pygame.K_ESCAPE)

    def choose_way(
        self,
        wanted: tuple[int, int],
        ways: Callable[[], tuple[tuple[int, int], ...]],
        now: Callable[[], tuple[int, int]],
        right: Point,
    ) -> None:
        """Steps through a chooser's ways (→ key, or a tap on its right arrow) to the wanted."""
        for _ in range(len(ways()) + 1):
            if now() == wanted:
                return
            if self.keys or not right:
                self.key(pygame.K_RIGHT)
            else:
                self.tap(right)
        if now() != wanted:
            raise Unexpressible(f"the payment {wanted} cannot be chosen")


# ---- one maker per kind of move ---------------------------------------------------------------


def make_keep(hands: SceneHands, move: Move) -> None:
    """Taps (or keys 1–4) the offered contracts until the kept ones are these, then Behalten."""
    assert isinstance(move, Keep)
    scene = hands.scene
    choice = scene.contract_choice
    if not choice.active:
        raise Unexpressible("no contracts are offered now")
    for index, contract in enumerate(choice.offered):
        kept = scene.contract_choice.kept
        if (contract in kept) != (contract in move.contracts):
            if hands.keys:
                hands.key(pygame.K_1 + index)
            else:
                hands.tap(scene.offered_rects[contract].center)
    if set(scene.contract_choice.kept) != set(move.contracts):
        raise Unexpressible(f"the contracts of '{move.text()}' cannot be chosen")
    hands.press(scene.keep_button, pygame.K_RETURN)


def make_open(hands: SceneHands, move: Move) -> None:
    """Taps the open card (or presses its digit)."""
    assert isinstance(move, DrawOpen)
    if hands.keys:
        hands.key(pygame.K_1 + move.slot)
    else:
        hands.tap(hands.scene.display_spots[move.slot].rect.center)


def make_word(hands: SceneHands, move: Move) -> None:
    """The blind pile (V or a tap on it), Aufträge ziehen, Passen, a mountain's Abbrechen."""
    assert isinstance(move, Word)
    scene = hands.scene
    if move.word == "blind":
        if hands.keys:
            hands.key(pygame.K_v)
        else:
            hands.tap(scene.pile_spot.rect.center)
    elif move.word == "contracts":
        hands.press(scene.contracts_button)
    elif move.word == "pass":
        hands.press(scene.pass_button)
    elif move.word == "abort":
        hands.press(scene.abort_button, pygame.K_ESCAPE)
    else:
        raise Unexpressible(f"no button makes '{move.word}'")


def make_lay(hands: SceneHands, move: Move) -> None:
    """Taps the route, chooses its payment, then Verlegen (Enter or a tap)."""
    assert isinstance(move, Lay)
    scene = hands.scene
    hands.let_go()
    hands.tap_route(move.route)
    chooser = scene.payment
    if chooser is None or chooser.target != move.route:
        raise Unexpressible(f"the route of '{move.text()}' opened no chooser: {scene.notice}")
    hands.choose_way(
        (move.paint, move.jokers),
        lambda: chooser.ways,
        lambda: chooser.payment,
        scene.payment_spots.following.center,
    )
    hands.press(scene.confirm_button, pygame.K_RETURN)


def make_building(hands: SceneHands, move: Move) -> None:
    """Taps the place (a terminal: the chooser switched with T), chooses the payment, Bauen."""
    assert isinstance(move, (Station, Terminal))
    scene = hands.scene
    hands.let_go()
    hands.tap_place(move.place)
    chooser = scene.payment
    wanted = "station" if isinstance(move, Station) else "terminal"
    if chooser is not None and chooser.what != wanted:
        hands.press(scene.terminal_button)
        chooser = scene.payment
    if chooser is None or chooser.what != wanted or chooser.target != move.place:
        raise Unexpressible(f"the place of '{move.text()}' opened no chooser: {scene.notice}")
    hands.choose_way(
        (move.paint, move.jokers),
        lambda: chooser.ways,
        lambda: chooser.payment,
        scene.payment_spots.following.center,
    )
    hands.press(scene.confirm_button, pygame.K_RETURN)


def make_extra(hands: SceneHands, move: Move) -> None:
    """The mountain's extra cards: the way chosen with the arrows, then Nachzahlen."""
    assert isinstance(move, PayExtra)
    scene = hands.scene
    mountain = scene.mountain
    if move.jokers not in mountain.ways:
        raise Unexpressible(f"'{move.text()}' is not offered")
    for _ in range(len(mountain.ways)):
        if mountain.ways[mountain.index] == move.jokers:
            break
        if hands.keys or not scene.payment_spots.following.width:
            hands.key(pygame.K_RIGHT)
        else:
            hands.tap(scene.payment_spots.following.center)
    hands.press(scene.extra_button, pygame.K_RETURN)


MAKERS: dict[type, Callable[[SceneHands, Move], None]] = {
    Keep: make_keep,
    DrawOpen: make_open,
    Word: make_word,
    Lay: make_lay,
    Station: make_building,
    Terminal: make_building,
    PayExtra: make_extra,
}
# The makers name SceneHands, so the hands learn them once both stand.
SceneHands.makers = MAKERS
