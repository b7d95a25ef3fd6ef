"""Plays Tycoon tables through the scene as people do: a person's mind (the easy computer, which
first takes the moments the issue asks a whole game to show: a loan, a hotel on a red field, a
renovation, a factory) chooses, GameHands posts the taps, keys and drags, the curtain is lifted
by its button and the paydays are read to their end; the table's log tells which moments came."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ai.registry import make_bot
from game.client.app import App
from game.client.scenes.tables.kit.action_bar import PanelButton
from game.client.scenes.tables.tycoon.scene import TycoonScene
from game.client.scenes.tables.tycoon.spots import (
    CITY,
    FIELD,
    HELD_TICKET,
    LANDING,
    OPEN_TICKET,
    RENOVATION,
    SITE,
    TableSpot,
)
from game.rules.core import Move
from game.rules.tycoon import events as ev
from game.rules.tycoon.flights import OVER
from game.rules.tycoon.moves import (
    BUILD_HOTEL,
    RENOVATE,
    TAKE_LOAN,
    BuildFactory,
    BuildHotel,
    Buy,
    EndTurn,
    Fly,
    Renovate,
    Repay,
    TakeLoan,
)
from game.rules.tycoon.state import PAYDAY, RED_FIELDS, TycoonState
from game.table.seats import TableSetup
from game.table.table import Table
from tests.client import event_driving
from tests.client.conftest import FakeTime
from tests.client.event_driving import Point, Unexpressible, play_frames
from tests.client.tycoon.scene_driving import TycoonHands, centre_of

# The rounds in which the person takes a loan (its choice then comes at that round's payday).
LOAN_ROUNDS = (1, 2)
# Factories whose site the person chooses between two (once by key, once by tap).
SITE_CHOICES = 2


def setup_of(
    people: int,
    computers: int,
    seed: int,
    strength: str = "easy",
    options: dict[str, str] | None = None,
) -> TableSetup:
    """People first ("Spieler 1", ...), then computers, at the quick tempo without a clock."""
    return event_driving.setup_of("tycoon", people, computers, seed, options or {}, strength)


def red_hotel(state: TycoonState, player: int) -> bool:
    """Whether a hotel built now by the player lands on a red field and sends a hotel away."""
    city = state.plane_city[player]
    end = state.chain_end[city]
    return end in RED_FIELDS[city] and any(owner >= 0 for owner in state.chains[city][:end])


class PersonsMind:
    """What the person at the table decides: the easy computer's move, except that a loan is
    taken at the first chance of rounds 1 and 2, a renovation is made whenever one can be, a
    hotel on a red field is built once when it sends another away, and a factory at the first
    chance and, after the red field, where its site is chosen between two (twice in all)."""

    def __init__(self, seed: int) -> None:
        self.bot = make_bot("tycoon", "easy", seed)
        self.loans: set[int] = set()
        self.red = False
        self.factories = 0
        self.sites_chosen = 0
        # Moves the scene offered no taps or keys for (should stay empty).
        self.unexpressed: list[str] = []

    def choose(self, state: TycoonState, seat: int) -> Move:
        """The move to make now."""
        legal = state.legal_moves(seat)
        if state.phase == PAYDAY:
            return self.bot.choose(state, seat)
        if TAKE_LOAN in legal and state.round in LOAN_ROUNDS and state.round not in self.loans:
            self.loans.add(state.round)
            return TAKE_LOAN
        if RENOVATE in legal:
            return RENOVATE
        if BUILD_HOTEL in legal and not self.red and red_hotel(state, seat):
            self.red = True
            return BUILD_HOTEL
        factories = [move for move in legal if isinstance(move, BuildFactory)]
        # Since the dear cities' sites rose in price a game may offer the person a choice of
        # site only once, so the person builds where one is to be chosen (the hands choose it
        # by key and by tap); only after the red field, whose hotel the money is kept for.
        choosing = len(factories) > 1 and self.sites_chosen < SITE_CHOICES and self.red
        if factories and (not self.factories or choosing):
            self.factories += 1
            self.sites_chosen += len(factories) > 1
            # The dearer site where there are two: the site is then chosen, not just taken.
            return factories[-1]
        return self.bot.choose(state, seat)


@dataclass
class Moments:
    """What the table's log says happened in a game, the person's own moves apart."""

    loans: int = 0  # loans the person took
    red_fields: int = 0  # the person's hotels that sent another hotel to the Stadtbild
    renovations: int = 0  # the person's renovations
    factories: int = 0  # the person's factories
    choices: int = 0  # the person's loan choices at paydays
    paydays: int = 0  # paydays held (rounds ended)
    ended: bool = False  # the game ended


def moments_of(table: Table, person: int = 0) -> Moments:
    """The moments of the game so far, read from the table's log."""
    found = Moments()
    for entry in table.log:
        kinds = [saved.get("kind") for saved in entry.events]
        found.paydays += kinds.count(ev.RoundEnded.kind)
        found.ended = found.ended or ev.GameEnded.kind in kinds
        if entry.seat != person:
            continue
        found.loans += kinds.count(ev.LoanTaken.kind)
        found.renovations += kinds.count(ev.HotelRenovated.kind)
        found.factories += kinds.count(ev.FactoryBuilt.kind)
        found.choices += kinds.count(ev.LoansRepaid.kind)
        if ev.HotelBuilt.kind in kinds and ev.SentToRenovation.kind in kinds:
            found.red_fields += 1
    return found


def persons_moves(table: Table, person: int = 0) -> list[str]:
    """The moves the person made, as the table's log has them."""
    return [entry.move for entry in table.log if entry.seat == person]


Done = Callable[[], bool]


# ---- the hands -------------------------------------------------------------------------------


class GameHands(TycoonHands):
    """A player's hands at a Tycoon table for a whole game: taps (by mouse or finger), keys and
    drags posted to the app, a frame after each; the ways of making each kind of move take
    turns, so that each is used, and are counted."""

    def __init__(self, app: App, time: FakeTime, scene: TycoonScene, touch: bool = False) -> None:
        super().__init__(app, time, scene, touch)
        self.enters = 0
        self.finger_taps = 0
        # How each kind of move was made: 'fly by drag': 3, ...
        self.ways: Counter[str] = Counter()

    def times(self, kind: str) -> int:
        """How many moves of a kind the hands have made so far."""
        return self.made.count(kind)

    def way(self, kind: str, how: str) -> None:
        """Notes how a move of a kind is being made."""
        self.ways[f"{kind} by {how}"] += 1

    def first(self, kind: str, how: str) -> bool:
        """Whether this way's turn has come among the ways of the hands now (keys or taps): it
        has been used no more often than the move's plain key or tap."""
        plain = "key" if self.keys else "tap"
        return self.ways[f"{kind} by {how}"] <= self.ways[f"{kind} by {plain}"]

    def tap(self, logical: Point) -> None:
        """A mouse click or a finger tap (counted) at a canvas position, then one frame."""
        self.finger_taps += self.touch
        super().tap(logical)

    @property
    def state(self) -> TycoonState:
        """The table's state now."""
        return self.scene.state

    def spot(self, spot: TableSpot) -> Point:
        """The middle of a spot on the canvas; Unexpressible when it is not shown."""
        return centre_of(self.scene, spot)

    def enter_presses(self, button: PanelButton) -> bool:
        """Whether Enter presses this button now: it is the main button and no control has
        the focus ring (the mouse resting on a button gives it the ring, and Enter then
        presses that one)."""
        return self.scene.main_button() is button and self.scene.widgets.focus.focused is None

    def enter(self) -> None:
        """Enter: the main button of the moment."""
        self.enters += 1
        self.key(pygame.K_RETURN)

    def took(self, move: Move, made: list[str]) -> bool:
        """The seat's moves while the taps were posted are this move."""
        return made == [move.text()]


# ---- one maker per kind of move ---------------------------------------------------------------


def make_loan(hands: GameHands, move: Move) -> None:
    """Darlehen: L or a tap on the button, by turns."""
    assert isinstance(move, TakeLoan)
    hands.keys = hands.times("loan") % 2 == 0
    hands.way("loan", "key" if hands.keys else "tap")
    hands.press(hands.scene.loan_button)


def make_buy(hands: GameHands, move: Move) -> None:
    """An open ticket: the key of its place in the rows (1–8), or a tap on it."""
    assert isinstance(move, Buy)
    key = hands.scene.open_keys.get(move.ticket)
    if hands.keys and key is not None:
        hands.way("buy", "key")
        hands.key(getattr(pygame, f"K_{key}"))
    else:
        hands.way("buy", "tap")
        hands.tap(hands.spot(TableSpot(OPEN_TICKET, index=move.ticket)))


def make_fly(hands: GameHands, move: Move) -> None:
    """A flight. By keys: T until the ticket is chosen, the arrows to the destination, Enter.
    Else every third flight onto a landing place is a drag of the held ticket there; the rest
    a tap on the ticket, then on the landing place (or on the city to fly over it)."""
    assert isinstance(move, Fly)
    scene = hands.scene
    held = hands.spot(TableSpot(HELD_TICKET, index=move.ticket, player=scene.seat))
    if hands.keys:
        hands.way("fly", "keys")
        for _ in range(len(hands.state.tickets[scene.seat]) + 1):
            if scene.choice is not None and scene.choice.ticket == move.ticket:
                break
            hands.press(scene.fly_button)
        choice = scene.choice
        if choice is None or choice.ticket != move.ticket or move not in choice.flights:
            raise Unexpressible(f"T never chose the ticket of '{move.text()}': {scene.notice}")
        for _ in range(len(choice.flights)):
            if choice.chosen == move:
                break
            hands.key(pygame.K_RIGHT)
        hands.enter()
        return
    if move.place == OVER:
        target = hands.spot(TableSpot(CITY, move.city))
    else:
        target = hands.spot(TableSpot(LANDING, move.city, move.place))
    if move.place != OVER and hands.times("fly") % 3 == 0:
        hands.way("fly", "drag")
        hands.drag(held, target)
        return
    hands.way("fly", "taps" if move.place != OVER else "taps over the city")
    hands.tap(held)
    if scene.choice is None or scene.choice.ticket != move.ticket:
        raise Unexpressible(f"a tap did not choose the ticket of '{move.text()}': {scene.notice}")
    hands.tap(target)


def make_hotel(hands: GameHands, move: Move) -> None:
    """Hotel bauen: by keys Enter (the main button then) or H, by turns; else a tap on the
    next free field of the chain or on the button, by turns."""
    assert isinstance(move, BuildHotel)
    scene = hands.scene
    city = hands.state.plane_city[scene.seat]
    # The turns are kept apart for keys and for taps: counted over all hotels, keys could
    # always fall on the second turn and Enter never come.
    if hands.keys and hands.enter_presses(scene.hotel_button) and hands.first("hotel", "Enter"):
        hands.way("hotel", "Enter")
        hands.enter()
    elif not hands.keys and hands.first("hotel", "a tap on the field"):
        hands.way("hotel", "a tap on the field")
        hands.tap(hands.spot(TableSpot(FIELD, city, hands.state.chain_end[city])))
    else:
        hands.way("hotel", "key" if hands.keys else "tap")
        hands.press(scene.hotel_button)


def make_renovate(hands: GameHands, move: Move) -> None:
    """Renovieren: a tap on the city's Stadtbild, N, a tap on the button, by turns."""
    assert isinstance(move, Renovate)
    scene = hands.scene
    turn = hands.times("renovate") % 3
    if turn == 0:
        hands.way("renovate", "a tap on the Stadtbild")
        city = hands.state.plane_city[scene.seat]
        hands.tap(hands.spot(TableSpot(RENOVATION, city)))
        return
    hands.keys = turn == 1
    hands.way("renovate", "key" if hands.keys else "tap")
    hands.press(scene.renovate_button)


def make_factory(hands: GameHands, move: Move) -> None:
    """Fabrik bauen. Where two sites are free: F, then 1 or 2, or a tap on the button, then on
    the lit site, by turns. Where one is: by keys F; else a tap on the site at once or on the
    button, by turns."""
    assert isinstance(move, BuildFactory)
    scene = hands.scene
    city = hands.state.plane_city[scene.seat]
    site = hands.spot(TableSpot(SITE, city, move.site))
    legal = hands.state.legal_moves(scene.seat)
    # The turns follow the ways used so far, so that a game with few factories still shows
    # the choice of the site both by key and by tap.
    if sum(isinstance(other, BuildFactory) for other in legal) > 1:
        ways = hands.ways
        hands.keys = ways["factory site by key"] <= ways["factory site by tap"]
    elif not hands.keys and hands.first("factory", "a tap on the site"):
        hands.way("factory", "a tap on the site")
        hands.tap(site)
        return
    hands.way("factory", "key" if hands.keys else "tap")
    hands.press(scene.factory_button)
    if scene.choosing_site:
        hands.way("factory site", "key" if hands.keys else "tap")
        if hands.keys:
            hands.key(pygame.K_1 + move.site)
        else:
            hands.tap(site)


def make_end(hands: GameHands, move: Move) -> None:
    """Zug beenden: by keys Enter (when it is the main button) or E, by turns; else a tap on
    the button."""
    assert isinstance(move, EndTurn)
    scene = hands.scene
    if hands.keys and hands.enter_presses(scene.end_button) and hands.first("end", "Enter"):
        hands.way("end", "Enter")
        hands.enter()
    else:
        hands.way("end", "key" if hands.keys else "tap")
        hands.press(scene.end_button)


def make_repay(hands: GameHands, move: Move) -> None:
    """The loan choice at the payday, by turns: the count's digit and Enter, or a tap on the
    count's button and on Bestätigen."""
    assert isinstance(move, Repay)
    choice = hands.scene.loan_choice
    if choice is None or not choice.active or choice.submitted:
        raise Unexpressible("no loan choice is offered now")
    hands.keys = hands.times("repay") % 2 == 0
    hands.way("repay", "keys" if hands.keys else "taps")
    if hands.keys:
        hands.key(pygame.K_0 + move.count)
        if choice.chosen != move.count:
            raise Unexpressible(f"the key did not choose {move.count}: {hands.scene.notice}")
        hands.enter()
        return
    hands.press(choice.buttons[move.count])
    if choice.chosen != move.count:
        raise Unexpressible(f"the tap did not choose {move.count}")
    hands.press(choice.confirm_button)


MAKERS: dict[type, Callable[[GameHands, Move], None]] = {
    TakeLoan: make_loan,
    Buy: make_buy,
    Fly: make_fly,
    BuildHotel: make_hotel,
    Renovate: make_renovate,
    BuildFactory: make_factory,
    EndTurn: make_end,
    Repay: make_repay,
}
# The makers name GameHands, so the hands learn them once both stand.
GameHands.makers = MAKERS


# ---- playing ----------------------------------------------------------------------------------

# The round played by finger taps and drags.
TOUCH_ROUND = 2


def act(hands: GameHands, mind: PersonsMind) -> Move:
    """The mind's move made by taps, keys or a drag; fails when the scene cannot make it."""
    move = mind.choose(hands.state, hands.scene.seat)
    try:
        made = hands.make(move)
    except Unexpressible as error:
        mind.unexpressed.append(f"{move.text()}: {error}")
        raise AssertionError(f"'{move.text()}' has no taps or keys: {error}") from error
    assert made, f"'{move.text()}' was not made: {hands.scene.notice}"
    return move


def read_payday(hands: GameHands) -> None:
    """A payday: shown at once (a tap on the panel, or Enter), then Weiter (Enter or a tap)."""
    panel = hands.scene.payday
    if not panel.complete:
        if hands.keys:
            hands.key(pygame.K_RETURN)
        else:
            hands.tap(panel.rect.center)
        return
    if hands.keys:
        hands.key(pygame.K_RETURN)
    else:
        hands.tap(panel.weiter.rect.center)


def play(
    app: App,
    scene: TycoonScene,
    hands: GameHands,
    mind: PersonsMind,
    done: Done,
    most: int = 4000,
) -> int:
    """Plays frames, the person acting by taps, keys and drags and reading each payday to its
    Weiter, until done() holds or the scene is left (the end table); the paydays read. Fails
    when neither comes."""
    table = scene.table
    read = 0

    def step() -> None:
        nonlocal read
        hands.keys = len(table.log) % 3 == 1
        # The second round is played by finger, the others by mouse.
        hands.touch = hands.state.round == TOUCH_ROUND
        if scene.payday.holding():
            # A whole payday stands over the right column until Weiter, the next turn's
            # buttons under it.
            read_payday(hands)
            read += not scene.payday.open
        elif scene.can_act():
            act(hands, mind)

    play_frames(app, scene, hands, done, step, most)
    return read
