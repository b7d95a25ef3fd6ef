"""A Tycoon turn by the keyboard alone, as posted key events: a loan (L), a ticket bought by
the key on its place (1–8), a flight chosen with T, the arrows and Enter, the hotel by Enter
(the main button of the moment), the end (E); a factory site chosen by 1/2; Tab and Enter
buy too; Esc lets a chosen ticket go without opening the pause."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.scenes.tables.tycoon.flight_choice import flight_words
from game.rules.tycoon.flights import HOME
from game.rules.tycoon.moves import Fly
from game.texts import text
from tests.client.conftest import FakeTime
from tests.client.table_driving import run_until
from tests.client.tycoon.scene_driving import (
    TycoonHands,
    at_two_free_sites,
    persons_first_turn,
    push_scene,
    state_of,
    table_at,
)

MOST_ARROWS = 30


def key_of(name: str) -> int:
    """The pygame key of a key's name."""
    return int(getattr(pygame, f"K_{name}"))


def test_a_whole_turn_by_keys_alone(app: App, fake_time: FakeTime) -> None:
    scene = push_scene(app, table_at(app, persons_first_turn(4)))
    hands = TycoonHands(app, fake_time, scene)
    table = scene.table
    cash = state_of(table).cash[0]
    hands.key(pygame.K_l)
    assert state_of(table).cash[0] == cash + 10
    ticket = state_of(table).open_scheduled[0]
    hands.key(key_of(scene.open_keys[ticket]))
    assert ticket in state_of(table).tickets[0]
    hands.key(pygame.K_t)
    assert scene.choice is not None and scene.choice.ticket == ticket
    for _ in range(MOST_ARROWS):
        chosen = scene.choice.chosen
        if isinstance(chosen, Fly) and chosen.place >= 0:
            break
        hands.key(pygame.K_RIGHT)
    target = scene.choice.chosen
    assert isinstance(target, Fly) and target.place >= 0
    assert flight_words(target) in scene.status_line()[0]
    hands.key(pygame.K_RETURN)
    state = state_of(table)
    assert state.plane_city[0] == target.city != HOME
    assert scene.main_button() is scene.hotel_button
    hands.key(pygame.K_RETURN)
    assert state_of(table).built
    hands.key(pygame.K_e)
    made = [entry.move for entry in table.log if entry.seat == 0]
    assert made == ["loan", f"buy {ticket}", target.text(), "hotel", "end"]


def test_a_factory_site_is_chosen_by_its_digit(app: App, fake_time: FakeTime) -> None:
    state, move = at_two_free_sites()
    scene = push_scene(app, table_at(app, state))
    hands = TycoonHands(app, fake_time, scene)
    hands.key(pygame.K_f)
    assert scene.choosing_site
    assert scene.factory_button.marked
    hands.key(key_of(str(move.site + 1)))
    made = [entry.move for entry in scene.table.log if entry.seat == 0]
    assert made == [move.text()]


def test_tab_reaches_an_open_ticket_and_enter_buys_it(app: App, fake_time: FakeTime) -> None:
    scene = push_scene(app, table_at(app, persons_first_turn(4)))
    hands = TycoonHands(app, fake_time, scene)
    hands.key(pygame.K_TAB)
    focused = scene.widgets.focus.focused
    assert focused in scene.open_spots
    hands.key(pygame.K_RETURN)
    assert [entry.move.split()[0] for entry in scene.table.log if entry.seat == 0] == ["buy"]


def test_esc_lets_a_chosen_ticket_go_and_opens_no_pause(app: App, fake_time: FakeTime) -> None:
    scene = push_scene(app, table_at(app, persons_first_turn(4)))
    hands = TycoonHands(app, fake_time, scene)
    ticket = state_of(scene.table).open_scheduled[0]
    hands.key(key_of(scene.open_keys[ticket]))
    hands.key(pygame.K_t)
    assert scene.choice is not None
    hands.key(pygame.K_ESCAPE)
    assert scene.choice is None and scene.widgets.dialog is None
    hands.key(pygame.K_ESCAPE)
    assert scene.widgets.dialog is not None, "Esc with nothing chosen opens the pause"


def test_a_greyed_buttons_key_or_tap_says_why_and_changes_nothing(
    app: App, fake_time: FakeTime
) -> None:
    scene = push_scene(app, table_at(app, persons_first_turn(4)))
    hands = TycoonHands(app, fake_time, scene)
    assert not scene.hotel_button.enabled
    hands.key(pygame.K_h)
    assert scene.notice == text("tycoon.table.turn.not_landed")
    hands.key(pygame.K_ESCAPE)
    assert scene.notice == ""
    hands.tap(scene.renovate_button.rect.center)
    assert scene.notice == text("tycoon.table.turn.not_landed")
    assert [entry for entry in scene.table.log if entry.seat == 0] == []


def test_enter_in_the_next_turn_presses_its_main_button_after_a_tapped_end(
    app: App, fake_time: FakeTime
) -> None:
    """The end of a turn tapped leaves no focus on Zug beenden: Enter in the next own turn
    presses the button marked for Enter then, not the end again."""
    scene = push_scene(app, table_at(app, persons_first_turn(4)))
    hands = TycoonHands(app, fake_time, scene)
    table = scene.table
    hands.tap(scene.end_button.rect.center)
    assert state_of(table).acting != 0
    run_until(app, scene.can_act)
    assert scene.widgets.focus.focused is None
    main = scene.main_button()
    assert main is not None
    before = len([entry for entry in table.log if entry.seat == 0])
    hands.key(pygame.K_RETURN)
    made = [entry.move for entry in table.log if entry.seat == 0][before:]
    if main is scene.end_button:
        assert made == ["end"]
    else:
        assert made and made[0] != "end"


def test_no_turn_is_made_while_a_whole_payday_waits_for_weiter(
    app: App, fake_time: FakeTime
) -> None:
    """A read payday holds the table: keys and taps of the next round's turn wait for Weiter."""
    scene = push_scene(app, table_at(app, persons_first_turn(4)))
    hands = TycoonHands(app, fake_time, scene)
    table = scene.table
    for _ in range(60):
        if scene.payday.holding():
            break
        if scene.can_act():
            hands.key(pygame.K_e)
        run_until(app, lambda: scene.can_act() or scene.payday.holding(), most=2000)
    assert scene.payday.holding(), "no payday came to be read"
    assert not scene.can_act()
    # Computers' moves still play beside a read payday (one of them may begin the next
    # round, the start passing on); the person's keys make no move.
    before = [entry for entry in table.log if entry.by == "human"]
    hands.key(pygame.K_l)
    hands.key(pygame.K_e)
    assert [entry for entry in table.log if entry.by == "human"] == before
