"""Helpers for the Tycoon scene tests: a table at a given state pushed onto an app, the scene's
texts as drawn, and hands that make every kind of move by taps, drags or keys."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.app import App
from game.client.scenes.tables.tycoon.scene import TycoonScene
from game.client.scenes.tables.tycoon.spots import (
    CITY,
    HELD_TICKET,
    LANDING,
    OPEN_TICKET,
    SITE,
    TableSpot,
)
from game.rules.core import Move
from game.rules.tycoon.moves import (
    BuildFactory,
    BuildHotel,
    Buy,
    EndTurn,
    Fly,
    Renovate,
    Repay,
    TakeLoan,
)
from game.rules.tycoon.state import TycoonState
from game.table.seats import TableSetup
from game.table.table import Table
from tests.client.event_driving import (
    EventHands,
    Unexpressible,
    WanderingMind,
    play_frames,
)
from tests.client.table_driving import (
    drawn_texts,
    push_until_can_act,
    seats_of,
)
from tests.client.tycoon.positions import new_state, played_until

# Presses of T at most to reach a held ticket, of an arrow to reach a destination.
MOST_PRESSES = 40


def persons_first_turn(seed: int) -> TycoonState:
    """A new game of three in which the others have ended their turns until the person's."""
    state = new_state(3, seed)
    while state.acting != 0:
        state.play(state.acting, state.legal_moves(state.acting)[-1])
    return state


def at_two_free_sites() -> tuple[TycoonState, BuildFactory]:
    """The first seeded three-player moment at which seat 0 builds a factory in a city with
    both sites free (so the site is to choose); the state before and that build."""
    state, move = played_until(
        lambda s, seat, m: (
            isinstance(m, BuildFactory)
            and seat == 0
            and sum(owner < 0 for owner in s.factories[s.plane_city[seat]]) == 2
        ),
        players=3,
        seed=1,
    )
    assert isinstance(move, BuildFactory)
    return state, move


def table_at(
    app: App,
    state: TycoonState | None = None,
    people: int = 1,
    players: int = 3,
    seed: int = 3,
    turn_seconds: int | None = None,
) -> Table:
    """A table of people against easy computers (as many seats as the state has), at the quick
    tempo, at the given state or a new game."""
    count = state.players if state is not None else players
    setup = TableSetup(
        "tycoon", seats_of(people, count - people), {}, seed, turn_seconds, tempo="schnell"
    )
    return Table(setup, app.services.bots, app.services.now, state=state)


def push_scene(app: App, table: Table) -> TycoonScene:
    """The table's scene pushed onto the app, run until the person may act."""
    return push_until_can_act(app, TycoonScene(app, table, None))


def drawn(scene: TycoonScene) -> list[str]:
    """Draws the scene; fails on any text finding; returns the texts drawn (whole, also
    where they wrap onto several lines)."""
    return drawn_texts(scene)


def state_of(table: Table) -> TycoonState:
    """The table's state."""
    state = table.state
    assert isinstance(state, TycoonState)
    return state


def centre_of(scene: TycoonScene, spot: TableSpot) -> tuple[float, float]:
    """The middle of a spot on the canvas; Unexpressible when it is not shown."""
    rect = scene.spot_rect(spot)
    if rect is None:
        raise Unexpressible(f"{spot} is not shown")
    return (float(rect.centerx), float(rect.centery))


class TycoonHands(EventHands[TycoonScene]):
    """A player's hands at the Tycoon table: taps (keys when keys is set, a drag for flights
    when drags is set)."""

    drags = False

    def let_go(self) -> None:
        """Esc lets a selected ticket or a site choice go."""
        scene = self.scene
        if scene.choice is not None or scene.choosing_site:
            self.key(pygame.K_ESCAPE)


def _loan(hands: TycoonHands, move: Move) -> None:
    hands.press(hands.scene.loan_button)


def _buy(hands: TycoonHands, move: Move) -> None:
    assert isinstance(move, Buy)
    scene = hands.scene
    if hands.keys:
        key = scene.open_keys.get(move.ticket)
        if key is None:
            raise Unexpressible(f"ticket {move.ticket} has no key now")
        hands.key(getattr(pygame, f"K_{key}"))
        return
    hands.tap(centre_of(scene, TableSpot(OPEN_TICKET, index=move.ticket)))


def _fly(hands: TycoonHands, move: Move) -> None:
    assert isinstance(move, Fly)
    scene = hands.scene
    target = (
        TableSpot(LANDING, move.city, move.place) if move.place >= 0 else TableSpot(CITY, move.city)
    )
    held = TableSpot(HELD_TICKET, index=move.ticket, player=scene.seat)
    if hands.keys:
        for _ in range(MOST_PRESSES):
            if scene.choice is not None and scene.choice.ticket == move.ticket:
                break
            hands.key(pygame.K_t)
        else:
            raise Unexpressible(f"T never selects ticket {move.ticket}")
        for _ in range(MOST_PRESSES):
            if scene.choice is not None and scene.choice.chosen == move:
                break
            hands.key(pygame.K_RIGHT)
        else:
            raise Unexpressible(f"the arrows never reach {move.text()}")
        hands.key(pygame.K_RETURN)
        return
    if hands.drags and move.place >= 0:
        hands.drag(centre_of(scene, held), centre_of(scene, target))
        return
    if scene.choice is None or scene.choice.ticket != move.ticket:
        hands.tap(centre_of(scene, held))
    hands.tap(centre_of(scene, target))


def _hotel(hands: TycoonHands, move: Move) -> None:
    hands.press(hands.scene.hotel_button)


def _renovate(hands: TycoonHands, move: Move) -> None:
    hands.press(hands.scene.renovate_button)


def _factory(hands: TycoonHands, move: Move) -> None:
    assert isinstance(move, BuildFactory)
    scene = hands.scene
    city = scene.state.plane_city[scene.seat]
    if hands.keys:
        hands.key(pygame.K_f)
        if scene.choosing_site:
            hands.key(getattr(pygame, f"K_{move.site + 1}"))
        return
    hands.tap(centre_of(scene, TableSpot(SITE, city, move.site)))


def _end(hands: TycoonHands, move: Move) -> None:
    hands.press(hands.scene.end_button)


def _repay(hands: TycoonHands, move: Move) -> None:
    assert isinstance(move, Repay)
    choice = hands.scene.loan_choice
    if choice is None:
        raise Unexpressible("no loan choice is offered")
    if hands.keys:
        hands.key(getattr(pygame, f"K_{move.count}"))
        hands.key(pygame.K_RETURN)
        return
    hands.tap(choice.buttons[move.count].rect.center)
    hands.tap(choice.confirm_button.rect.center)


TycoonHands.makers = {
    TakeLoan: _loan,
    Buy: _buy,
    Fly: _fly,
    BuildHotel: _hotel,
    Renovate: _renovate,
    BuildFactory: _factory,
    EndTurn: _end,
    Repay: _repay,
}


class PersonsMind(WanderingMind):
    """What a person at the table decides: mostly the easy computer's move; with the share
    wander a move of a kind chosen at random, one not made yet first (so that loans,
    renovations and factories come too)."""

    def __init__(self, seed: int, wander: float = 0.25) -> None:
        super().__init__("tycoon", seed, wander)


def play(
    app: App,
    scene: TycoonScene,
    hands: TycoonHands,
    mind: PersonsMind,
    done: Callable[[], bool],
    most: int = 4000,
    check_texts: bool = False,
) -> None:
    """Plays frames, the person acting by taps, drags and keys in turn, until done() holds or
    the scene is left (the end table); fails when neither comes. check_texts: before each of
    the person's moves and each payday's Weiter every drawn text must fit."""
    table = scene.table

    def step() -> None:
        if scene.payday.holding():
            if check_texts:
                drawn(scene)
            # The whole payday stands: Weiter by a tap, or by Enter.
            if len(table.log) % 2:
                hands.key(pygame.K_RETURN)
            else:
                hands.tap(scene.payday.weiter.rect.center)
        elif scene.can_act():
            way = len(table.log) % 3
            hands.keys = way == 1
            hands.drags = way == 2
            if check_texts:
                drawn(scene)
            mind.act(hands)

    play_frames(app, scene, hands, done, step, most)
