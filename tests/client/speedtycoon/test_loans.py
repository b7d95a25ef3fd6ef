"""Kredite at the Speedtycoon table: "Kredit aufnehmen" (L) takes a loan as the turn's action,
"Tilgen" (G) proposes the cheapest repayment, Depot taps change it and a second press repays;
Esc leaves the repayment; both buttons only with the module, every button fitting its room."""

from __future__ import annotations

from collections.abc import Sequence

import pygame
import pytest

from game.client.app import App
from game.client.scenes.tables.speedtycoon import layout
from game.rules.core import IllegalMoveError
from game.rules.speedtycoon.insight import best_repayment
from game.rules.speedtycoon.money import CARD_VALUES
from game.rules.speedtycoon.moves import TAKE_LOAN, Repay
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from game.texts import text
from tests.client.conftest import FakeTime
from tests.client.speedtycoon.scene_driving import push_scene, state_of
from tests.client.table_driving import press, tap
from tests.rules.speedtycoon.scenario import cards
from tests.rules.speedtycoon.scenario import table as scenario_table

KREDITE = {"kredite": "on"}
# Worth 19 together: the cheapest repayment is $7 + €5 (12 exactly).
HAND = ("$7a", "€5a", "元6a", "¥1a")


def loan_table(
    app: App,
    players: int = 4,
    loans: int = 1,
    hand: Sequence[str] = HAND,
    options: dict[str, str] | None = None,
) -> Table:
    """The person (seat 0) on turn with this hand and this many loans, against computers."""
    options = KREDITE if options is None else options
    state = scenario_table(players, options=options, hands={0: list(hand)})
    state.loans[0] = loans
    state._legal = None
    seats = (Seat("Spieler 1"),) + tuple(
        Seat(f"Computer {seat + 1}", COMPUTER, "easy") for seat in range(1, players)
    )
    setup = TableSetup("speedtycoon", seats, options, 3, None)
    return Table(setup, app.services.bots, app.services.now, state=state)


def person_moves(table: Table) -> list[str]:
    """The person's moves so far, as the log has them."""
    return [entry.move for entry in table.log if entry.seat == 0]


def test_the_loan_buttons_come_only_with_the_module(app: App) -> None:
    plain, _table = push_scene(app, loan_table(app, loans=0, options={}))
    assert not plain.loan_button.visible and not plain.repay_button.visible
    with_loans, _table = push_scene(app, loan_table(app, loans=0))
    assert with_loans.loan_button.visible and with_loans.repay_button.visible
    assert with_loans.loan_button.label == text("speedtycoon.table.loan")


@pytest.mark.parametrize("players", [2, 4])
def test_every_button_fits_above_the_depot_bottom_without_overlap(app: App, players: int) -> None:
    scene, _table = push_scene(app, loan_table(app, players=players))
    shown = [button.rect for button in scene.buttons if button.visible]
    assert len(shown) == (8 if players == 2 else 7)
    assert shown[0].top >= layout.KAPITAL_RECT.bottom
    assert shown[-1].bottom <= layout.DEPOT_RECT.bottom
    for upper, lower in zip(shown, shown[1:]):
        assert upper.bottom < lower.top
    # Readable at 1280×720 too: two thirds of the height stays above 28 pixels.
    assert min(rect.height for rect in shown) * 2 // 3 >= 28


def test_l_takes_a_loan_as_the_turns_action(app: App) -> None:
    scene, table = push_scene(app, loan_table(app, loans=0))
    hand = len(state_of(table).hands[0])
    press(app, pygame.K_l)
    assert person_moves(table) == ["loan"]
    assert state_of(table).loans[0] == 1
    assert len(state_of(table).hands[0]) > hand


def test_a_refused_loan_says_why_and_changes_nothing(app: App) -> None:
    scene, table = push_scene(app, loan_table(app, loans=2))
    with pytest.raises(IllegalMoveError) as refusal:
        state_of(table).copy().play(0, TAKE_LOAN)
    press(app, pygame.K_l)
    assert person_moves(table) == []
    assert scene.status_line()[0] == text("speedtycoon.table.refused", problem=str(refusal.value))
    assert state_of(table).loans[0] == 2


def test_tilgen_proposes_the_cheapest_repayment_and_a_second_press_repays(
    app: App, fake_time: FakeTime
) -> None:
    scene, table = push_scene(app, loan_table(app))
    proposal = best_repayment(state_of(table), 0)
    assert proposal == tuple(sorted(cards(["$7a", "€5a"])))
    tap(app, fake_time, scene.repay_button.rect.center)
    assert scene.repay.active and scene.repay.chosen == proposal
    assert scene.status_line()[0] == text("speedtycoon.repay.ready", count=2, total=12)
    assert scene.repay_button.marked
    assert scene.widgets.focus.focused is scene.repay_button
    assert person_moves(table) == []
    # The Yuan card instead of the Euro card: 13 together, still none spare.
    tap(app, fake_time, scene.depot_spots[cards(["€5a"])[0]].rect.center)
    assert scene.status_line()[0] == text("speedtycoon.repay.short", total=7, missing=5)
    tap(app, fake_time, scene.depot_spots[cards(["元6a"])[0]].rect.center)
    chosen = tuple(sorted(cards(["$7a", "元6a"])))
    assert scene.repay.chosen == chosen
    assert scene.status_line()[0] == text("speedtycoon.repay.ready", count=2, total=13)
    press(app, pygame.K_g)
    assert person_moves(table) == [Repay(chosen).text()]
    state = state_of(table)
    assert state.loans[0] == 0
    assert sorted(state.hands[0]) == sorted(cards(["€5a", "¥1a"]))
    # Repaying costs no action: the person is still to act.
    assert state.current == 0 and not scene.repay.active


def test_enter_right_after_tilgen_repays_with_the_proposal(app: App) -> None:
    scene, table = push_scene(app, loan_table(app))
    press(app, pygame.K_g)
    proposal = scene.repay.chosen
    press(app, pygame.K_RETURN)
    assert person_moves(table) == [Repay(proposal).text()]
    assert state_of(table).loans[0] == 0


def test_a_card_too_many_is_said_and_not_sent(app: App, fake_time: FakeTime) -> None:
    scene, table = push_scene(app, loan_table(app))
    press(app, pygame.K_g)
    tap(app, fake_time, scene.depot_spots[cards(["¥1a"])[0]].rect.center)
    total = sum(CARD_VALUES[card] for card in scene.repay.chosen)
    assert scene.status_line()[0] == text("speedtycoon.repay.surplus", total=total)
    assert not scene.repay_button.marked
    press(app, pygame.K_g)
    assert person_moves(table) == []
    assert scene.status_line()[0] == text("speedtycoon.repay.surplus", total=total)


def test_esc_leaves_the_repayment_and_the_depot_pays_again(app: App, fake_time: FakeTime) -> None:
    scene, table = push_scene(app, loan_table(app))
    press(app, pygame.K_g)
    assert scene.repay.active
    press(app, pygame.K_ESCAPE)
    assert not scene.repay.active and scene.repay.chosen == ()
    assert scene.widgets.dialog is None  # the first Esc let the choice go, no pause
    assert person_moves(table) == []
    # A tap on the Weltmarkt also leaves it.
    press(app, pygame.K_g)
    place = next(place for place, building in enumerate(state_of(table).market) if building)
    tap(app, fake_time, scene.market_spots[place].rect.center)
    assert not scene.repay.active and scene.buy.place == place


@pytest.mark.parametrize(
    ("loans", "hand", "key", "values"),
    [
        (0, HAND, "speedtycoon.repay.no_loan", {}),
        (1, ("$7a", "€3a"), "speedtycoon.repay.too_little", {"total": 10, "need": 12}),
    ],
)
def test_tilgen_without_a_loan_or_money_is_refused_in_words(
    app: App, loans: int, hand: tuple[str, ...], key: str, values: dict[str, int]
) -> None:
    scene, table = push_scene(app, loan_table(app, loans=loans, hand=hand))
    press(app, pygame.K_g)
    assert not scene.repay.active
    assert scene.status_line()[0] == text(key, **values)
    assert person_moves(table) == []


def test_the_repayment_is_drawn_lifted_in_the_depot(app: App) -> None:
    scene, table = push_scene(app, loan_table(app))
    surface = pygame.Surface((1920, 1080))
    scene.draw(surface)
    before = {card: pygame.Rect(spot.rect) for card, spot in scene.depot_spots.items()}
    press(app, pygame.K_g)
    scene.draw(surface)
    after = {card: pygame.Rect(spot.rect) for card, spot in scene.depot_spots.items()}
    lifted = {card for card in before if after[card].y < before[card].y}
    assert lifted == set(scene.repay.chosen)


def test_a_scene_without_the_module_keeps_its_six_buttons_at_full_height(app: App) -> None:
    scene, _table = push_scene(app, loan_table(app, players=2, loans=0, options={}))
    shown = [button for button in scene.buttons if button.visible]
    assert len(shown) == 6
    assert {button.rect.height for button in shown} == {layout.BUTTON_HEIGHT}
