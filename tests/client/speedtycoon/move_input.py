"""Makes a chosen Speedtycoon move the way a player does it: the posted taps (mouse or finger) and
keys on the table scene that choose its cards, building and field and press its button. A move
the scene cannot express (yet) is refused with Unexpressible, so that a test picks another.

One function per kind of move, in MAKERS: a new kind (or a new button) is one more entry."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.scenes.tables.kit.action_bar import PanelButton
from game.client.scenes.tables.speedtycoon.chosen_cards import card_kind
from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene
from game.rules.core import Move
from game.rules.speedtycoon.money import CARD_VALUES
from game.rules.speedtycoon.moves import (
    Build,
    Buy,
    GiveToFund,
    LobbyBuy,
    Plan,
    Repay,
    Swap,
    TakeMoney,
    TearDown,
    Word,
)
from game.rules.speedtycoon.state import SpeedtycoonState
from tests.client.event_driving import EventHands, Unexpressible, move_kind

Point = tuple[float, float]
Field = tuple[int, int]
# How finely a field's cell is searched for a point no button covers.
CELL_STEPS = 5


class SceneHands(EventHands[SpeedtycoonScene]):
    """A player's hands at a Speedtycoon table: taps (mouse clicks or finger touches) and keys
    posted to the app, one frame after each."""

    @property
    def state(self) -> SpeedtycoonState:
        """The table's state now."""
        state = self.scene.table.state
        assert isinstance(state, SpeedtycoonState)
        return state

    def took(self, move: Move, made: list[str]) -> bool:
        """Whether the seat made one move of this move's kind (the engine may word it apart)."""
        return [move_kind(word) for word in made] == [move_kind(move.text())]

    def can_make(self, move: Move) -> bool:
        """Whether this kind of move has its taps and buttons on the scene now."""
        if isinstance(move, Word) and move.word == "loan":
            return loan_button(self.scene) is not None
        if isinstance(move, Repay):
            return repay_button(self.scene) is not None
        if isinstance(move, TearDown):
            return self.field_point(move.field) is not None
        return type(move) in MAKERS

    def let_go(self) -> None:
        """Esc while something is chosen (never the pause menu)."""
        if not self.scene.nothing_chosen() and not self.scene.choice.waiting:
            self.key(pygame.K_ESCAPE)

    # ---- where things are -----------------------------------------------------------------

    def field_point(self, field: Field) -> Point | None:
        """A point of the field's cell in the Imperium that no button covers, or None."""
        empire = self.scene.empire
        cell = empire.cell(field)
        covers = [
            button.rect
            for button in (self.scene.majorities_button, self.scene.home_button)
            if button.visible
        ]
        for row in range(1, CELL_STEPS):
            for column in range(1, CELL_STEPS):
                point = (
                    cell.x + cell.width * column / CELL_STEPS,
                    cell.y + cell.height * row / CELL_STEPS,
                )
                if not empire.rect.collidepoint(point):
                    continue
                if any(rect.collidepoint(point) for rect in covers):
                    continue
                if empire.field_at(point) == field:
                    return point
        return None

    def tap_field(self, field: Field) -> None:
        """Taps a field of the own Imperium."""
        point = self.field_point(field)
        if point is None:
            raise Unexpressible(f"the field {field} is hidden under a button or out of view")
        self.tap(point)

    def choose_waiting(self, building: int) -> None:
        """Chooses a building of Zu bauen (unless it is chosen already)."""
        scene = self.scene
        if scene.choice.waiting and scene.choice.building == building:
            return
        for spot, waiting in zip(scene.waiting_spots, scene.waiting_buildings()):
            if waiting == building:
                self.tap(spot.rect.center)
                break
        if not (scene.choice.waiting and scene.choice.building == building):
            raise Unexpressible(f"the building {building} cannot be chosen in Zu bauen")

    def choose_planned(self, building: int) -> None:
        """Chooses a building of the Planung (unless it is chosen already)."""
        scene = self.scene
        if scene.choice.planned and scene.choice.building == building:
            return
        for spot, planned in zip(scene.planning_spots, self.state.planning[scene.seat]):
            if planned == building:
                self.tap(spot.rect.center)
                break
        if not (scene.choice.planned and scene.choice.building == building):
            raise Unexpressible(f"the building {building} cannot be chosen in the Planung")

    def choose_building(self, building: int) -> None:
        """Chooses the building to build or swap, wherever it waits."""
        if building in self.scene.waiting_buildings():
            self.choose_waiting(building)
        else:
            self.choose_planned(building)

    def choose_payment(self, place: int, cards: tuple[int, ...]) -> None:
        """Taps the building at the place (its best payment comes chosen), then Depot cards
        until the chosen cards are of the kinds of these."""
        scene = self.scene
        if scene.buy.place != place:
            self.tap(scene.market_spots[place].rect.center)
        if scene.buy.place != place:
            raise Unexpressible(f"the building at place {place + 1} cannot be chosen")
        self.choose_cards(lambda: scene.buy.chosen, cards)

    def choose_cards(
        self, chosen_now: Callable[[], tuple[int, ...]], cards: tuple[int, ...]
    ) -> None:
        """Taps Depot cards in or out until the chosen ones (as chosen_now tells) are of the
        kinds of these cards (twins pay alike)."""
        scene = self.scene
        wanted = [card_kind(card) for card in cards]
        for _ in range(2 * len(self.state.hands[scene.seat]) + 2):
            chosen = list(chosen_now())
            have = [card_kind(card) for card in chosen]
            if sorted(have) == sorted(wanted):
                return
            extra = [
                card
                for card in chosen
                if have.count(card_kind(card)) > wanted.count(card_kind(card))
            ]
            missing = [
                card
                for card in sorted(self.state.hands[scene.seat])
                if card not in chosen
                and have.count(card_kind(card)) < wanted.count(card_kind(card))
            ]
            card = (extra or missing)[0]
            spot = scene.depot_spots.get(card)
            if spot is None or spot.rect.width == 0:
                raise Unexpressible(f"the Depot card {card} is not on the table")
            self.tap(spot.rect.center)
        raise Unexpressible(f"the cards {cards} cannot be chosen in the Depot")


def loan_button(scene: SpeedtycoonScene) -> PanelButton | None:
    """The button that takes a loan, where the scene has one."""
    button = getattr(scene, "loan_button", None)
    return button if isinstance(button, PanelButton) and button.visible else None


def repay_button(scene: SpeedtycoonScene) -> PanelButton | None:
    """The button that repays a loan with chosen Depot cards, where the scene has one."""
    button = getattr(scene, "repay_button", None)
    return button if isinstance(button, PanelButton) and button.visible else None


# ---- one maker per kind of move ---------------------------------------------------------------


def make_take(hands: SceneHands, move: Move) -> None:
    """Taps the Kapital cards (the small ones first: an Insidertipp's card comes last), Nehmen."""
    assert isinstance(move, TakeMoney)
    scene = hands.scene
    kapital = hands.state.kapital
    for slot in sorted(move.slots, key=lambda slot: CARD_VALUES[kapital[slot]]):  # type: ignore[index]
        if slot not in scene.take.chosen:
            hands.tap(scene.kapital_spots[slot].rect.center)
    if scene.take.move() != move:
        raise Unexpressible(f"the Kapital cards of '{move.text()}' cannot be chosen together")
    hands.press(scene.take_button)


def make_buy(hands: SceneHands, move: Move) -> None:
    """Taps the building, adjusts the payment in the Depot, Kaufen (also outside the turn)."""
    assert isinstance(move, (Buy, LobbyBuy))
    hands.choose_payment(move.place, move.cards)
    hands.press(hands.scene.buy_button)


def make_build(hands: SceneHands, move: Move) -> None:
    """Chooses the waiting or planned building, then taps its lit field."""
    assert isinstance(move, (Build, Swap))
    hands.choose_building(move.building)
    if move.field not in hands.scene.empire.lit:
        raise Unexpressible(f"the field {move.field} is not lit for the building")
    hands.tap_field(move.field)


def make_plan(hands: SceneHands, move: Move) -> None:
    """Chooses the waiting building, In die Planung."""
    assert isinstance(move, Plan)
    hands.choose_waiting(move.building)
    hands.press(hands.scene.plan_button)


def make_fund(hands: SceneHands, move: Move) -> None:
    """Chooses the waiting building, Dem Staatsfonds geben."""
    assert isinstance(move, GiveToFund)
    hands.choose_waiting(move.building)
    hands.press(hands.scene.fund_button)


def make_tear_down(hands: SceneHands, move: Move) -> None:
    """Lets a chosen Planung building go, taps the building in the Imperium, Abreißen."""
    assert isinstance(move, TearDown)
    scene = hands.scene
    if scene.choice.building is not None:
        hands.let_go()  # a tap on the field would build the chosen building there
    if scene.choice.field != move.field:
        hands.tap_field(move.field)
    if scene.choice.field != move.field:
        raise Unexpressible(f"the building on {move.field} cannot be chosen")
    hands.press(scene.tear_button)


def make_word(hands: SceneHands, move: Move) -> None:
    """Zug beenden; Kredit aufnehmen where the scene has its button."""
    assert isinstance(move, Word)
    if move.word == "end":
        hands.press(hands.scene.end_button)
        return
    button = loan_button(hands.scene) if move.word == "loan" else None
    if button is None:
        raise Unexpressible(f"the scene has no button for '{move.word}'")
    hands.press(button)


def make_repay(hands: SceneHands, move: Move) -> None:
    """Tilgen (its first press proposes the cheapest cards), Depot cards tapped in or out to
    these, Tilgen again."""
    assert isinstance(move, Repay)
    scene = hands.scene
    button = repay_button(scene)
    if button is None:
        raise Unexpressible("the scene has no button to repay a loan")
    if not scene.repay.active:
        hands.press(button)
    if not scene.repay.active:
        raise Unexpressible(f"the repayment cannot be chosen: {scene.notice}")
    hands.choose_cards(lambda: scene.repay.chosen, move.cards)
    hands.press(button)


MAKERS: dict[type, Callable[[SceneHands, Move], None]] = {
    TakeMoney: make_take,
    Buy: make_buy,
    LobbyBuy: make_buy,
    Build: make_build,
    Swap: make_build,
    Plan: make_plan,
    GiveToFund: make_fund,
    TearDown: make_tear_down,
    Word: make_word,
    Repay: make_repay,
}
# The makers name SceneHands, so the hands learn them once both stand.
SceneHands.makers = MAKERS
