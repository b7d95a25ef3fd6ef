"""The Speedstocks table scene: whole games by taps, choosing by tap and key, the Kurssturz row
choice, pre-selection, advice, and the board following every event exactly as the rules do."""

from __future__ import annotations

import pygame
import pytest

from game.ai.registry import make_bot
from game.client.app import App
from game.client.scenes.end_scene import EndScene
from game.client.scenes.tables.speedstocks.board import Board
from game.client.scenes.tables.speedstocks.scene import (
    ADVICE_COLOUR,
    MARKED_COLOUR,
    SpeedstocksScene,
    row_rect,
)
from game.client.scenes.tables.speedstocks.words import narrate
from game.client.theme import THEME
from game.rules.core import Event
from game.rules.registry import get_game
from game.rules.speedstocks import events as ev
from game.rules.speedstocks.moves import Choose
from game.rules.speedstocks.state import KURSSTURZ, SpeedstocksState
from game.table.table import Table
from game.texts import set_language, text
from tests.client.conftest import FakeTime
from tests.client.table_driving import (
    FRAME,
    LONG_FRAME,
    digit_key,
    press,
    run_until,
    speedstocks_setup,
    start,
    tap,
    until_can_act,
    window_pos,
)
from tests.narration.samples import SAMPLES


def my_moves(table: Table) -> list[str]:
    """The moves the person on seat 0 made, in order."""
    return [entry.move for entry in table.log if entry.seat == 0]


# ---- whole games ----


def test_a_whole_game_by_taps_reaches_the_end_table(app: App, fake_time: FakeTime) -> None:
    scene, table = start(app, speedstocks_setup(humans=1, computers=3, strength="easy", seed=11))
    taps = 0
    saw_the_end_shown = False
    for _ in range(5000):
        if app.scene is not scene:
            break
        if table.is_over and scene.queue.playing:
            saw_the_end_shown = True  # Börsenschluss is shown before the end table comes
        if scene.can_act():
            target = row_rect(0) if scene.own_kurssturz() else scene.hand_cards[0].rect
            tap(app, fake_time, target.center)
            taps += 1
        app.frame(2.0)
    assert table.is_over
    assert isinstance(app.scene, EndScene)
    # Every move of the person came from a tap, none from a take-over.
    assert len(my_moves(table)) == taps
    assert not any(entry.take_over for entry in table.log)
    assert saw_the_end_shown
    assert text("event.game_over") in scene.narration


def test_a_tap_on_a_card_chooses_exactly_that_card(app: App, fake_time: FakeTime) -> None:
    scene, table = start(app, speedstocks_setup())
    until_can_act(app, scene)
    between = scene.hand_cards[2].rect.right + 5, scene.hand_cards[2].rect.centery
    tap(app, fake_time, between)  # the gap between two cards is no card
    assert my_moves(table) == []
    card = scene.hand_cards[3]
    stock = card.stock
    tap(app, fake_time, card.rect.center)
    assert my_moves(table) == [f"choose {stock}"]
    assert stock not in [shown.stock for shown in scene.hand_cards]


def test_a_quick_second_tap_does_not_hit_the_card_that_moved_under_it(
    app: App, fake_time: FakeTime
) -> None:
    scene, table = start(app, speedstocks_setup())
    until_can_act(app, scene)
    played = scene.hand_cards[0].stock
    pos = window_pos(app, scene.hand_cards[0].rect.center)
    for _ in range(2):  # no time between the taps: the second one is a double tap
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        app.frame(FRAME)
    assert my_moves(table) == [f"choose {played}"]
    assert scene.marked is None
    card = scene.hand_cards[0]
    tap(app, fake_time, card.rect.center)  # marked for the next turn, the hand stays as it is
    assert scene.marked == card.stock
    pos = window_pos(app, card.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(FRAME)
    assert scene.marked is None  # the quick second tap cancelled it, as a tap does


def test_keys_choose_by_position_and_arrows_with_enter(app: App, fake_time: FakeTime) -> None:
    scene, table = start(app, speedstocks_setup(seed=3))
    until_can_act(app, scene)
    second = scene.hand_cards[1].stock
    press(app, digit_key(2))
    assert my_moves(table) == [f"choose {second}"]
    app.frame(LONG_FRAME)
    until_can_act(app, scene)
    if scene.own_kurssturz():
        press(app, digit_key(1))
        until_can_act(app, scene)
    tenth_missing = len(scene.hand_cards) < 10
    press(app, digit_key(0))  # the tenth card: there are only nine now
    assert tenth_missing and len(my_moves(table)) == 1
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    assert scene.widgets.focus.focused is scene.hand_cards[1]
    stock = scene.hand_cards[1].stock
    press(app, pygame.K_RETURN)
    assert my_moves(table)[-1] == f"choose {stock}"


# ---- the Kurssturz ----


def kurssturz_table(app: App, seed: int) -> Table:
    """A table where seat 0 (a person) must take an exchange after a Kurssturz now."""
    game = get_game("speedstocks")
    bot = make_bot("speedstocks", "random", seed=seed)
    for attempt in range(100):
        state = game.new_state(2, seed * 1000 + attempt)
        assert isinstance(state, SpeedstocksState)
        while not state.is_terminal():
            if state.phase == KURSSTURZ and state.to_act() == (0,):
                setup = speedstocks_setup(computers=1, seed=seed)
                return Table(setup, app.services.bots, now=app.services.now, state=state)
            for seat in state.to_act():
                choosing = seat == 0 and state.phase != KURSSTURZ
                # The person plays the lowest stock: it runs into a Kurssturz soonest.
                move = Choose(min(state.hands[0])) if choosing else bot.choose(state, seat)
                state.play(seat, move)
    raise AssertionError("no Kurssturz for seat 0 came up")


def show(app: App, table: Table) -> SpeedstocksScene:
    """Shows a table built by the test (not saved: it has no id)."""
    scene = SpeedstocksScene(app, table, None)
    app.push(scene)
    return scene


@pytest.mark.parametrize("digit", [1, 2, 3, 4])
def test_keys_1_to_4_take_an_exchange_after_ones_kurssturz(app: App, digit: int) -> None:
    table = kurssturz_table(app, seed=digit)
    scene = show(app, table)
    until_can_act(app, scene)
    assert scene.own_kurssturz()
    assert all(target.enabled for target in scene.row_targets)
    words, _colour = scene.status_line()
    kurssturz = table.view(0)["state"]["kurssturz"]
    fewest = kurssturz["fewest_bears_row"]
    assert text("kurssturz.hint", exchange=text(f"exchange.{fewest}")) in words
    hand_before = [card.stock for card in scene.hand_cards]
    press(app, digit_key(digit))
    assert my_moves(table)[-1] == f"take {digit}"
    assert scene.marked is None  # the digit took a row; it pre-selected no card
    stock = kurssturz["stock"]
    assert table.log[-1].events[0]["kind"] == "kurssturz_taken"
    # The taking is shown at once: the person's stock opens the exchange anew.
    assert [entry.stock for entry in scene.board.rows[digit - 1]] == [stock]
    assert [card.stock for card in scene.hand_cards] == hand_before


def test_a_tap_on_an_exchange_takes_it_after_ones_kurssturz(app: App, fake_time: FakeTime) -> None:
    table = kurssturz_table(app, seed=9)
    scene = show(app, table)
    until_can_act(app, scene)
    tap(app, fake_time, row_rect(2).center)
    assert my_moves(table)[-1] == "take 3"
    app.frame(LONG_FRAME)
    assert not any(target.enabled for target in scene.row_targets)


def test_exchanges_cannot_be_taken_without_a_kurssturz(app: App, fake_time: FakeTime) -> None:
    scene, table = start(app, speedstocks_setup())
    until_can_act(app, scene)
    tap(app, fake_time, row_rect(1).center)
    assert my_moves(table) == []


# ---- pre-selection (Vorauswahl) ----


def test_a_card_tapped_while_placing_is_marked_and_played_when_choosing_opens(
    app: App, fake_time: FakeTime
) -> None:
    scene, table = start(app, speedstocks_setup(seed=5))
    until_can_act(app, scene)
    tap(app, fake_time, scene.hand_cards[-1].rect.center)
    run_until(app, lambda: scene.board.placing, dt=FRAME, most=5)
    assert scene.queue.playing
    card = scene.hand_cards[0]
    tap(app, fake_time, card.rect.center)
    assert scene.marked == card.stock
    assert card.face.highlighted == MARKED_COLOUR
    tap(app, fake_time, card.rect.center)  # tapped again: cancelled
    assert scene.marked is None
    tap(app, fake_time, card.rect.center)
    assert scene.marked == card.stock
    assert len(my_moves(table)) == 1
    played = f"choose {card.stock}"
    run_until(app, lambda: played in my_moves(table) or scene.own_kurssturz(), dt=0.5)
    if played not in my_moves(table):  # the first stock fell below every row: take one first
        press(app, digit_key(1))
        run_until(app, lambda: played in my_moves(table), dt=0.5)
    assert my_moves(table)[1:].count(played) == 1
    assert scene.marked is None


def test_a_marked_card_waits_for_the_others_then_goes_next_turn(
    app: App, fake_time: FakeTime
) -> None:
    scene, table = start(app, speedstocks_setup(seed=8))
    until_can_act(app, scene)
    first = scene.hand_cards[-1].stock
    scene.choose(first)
    marked = scene.hand_cards[0].stock
    scene.choose(marked)  # chosen already this turn: marked for the next one
    assert scene.marked == marked and my_moves(table) == [f"choose {first}"]
    played = f"choose {marked}"
    run_until(app, lambda: played in my_moves(table) or scene.own_kurssturz(), dt=1.0)
    if played not in my_moves(table):  # the first stock fell below every row: take one first
        scene.take_row(0)
        run_until(app, lambda: played in my_moves(table), dt=1.0)
    assert scene.marked is None


# ---- advice ----


def test_advice_highlights_a_legal_card(app: App, fake_time: FakeTime) -> None:
    scene, table = start(app, speedstocks_setup(computers=2, seed=4))
    until_can_act(app, scene)
    assert scene.advice_button.visible
    press(app, pygame.K_r)
    run_until(app, lambda: scene.advice is not None, dt=FRAME, most=10)
    advice = scene.advice
    assert isinstance(advice, Choose)
    assert advice in table.legal_moves(0)
    highlighted = [card for card in scene.hand_cards if card.face.highlighted == ADVICE_COLOUR]
    assert [card.stock for card in highlighted] == [advice.stock]
    assert text("stocks_screen.advice_choose", stock=advice.stock) in app.toasts.messages
    tap(app, fake_time, highlighted[0].rect.center)
    assert my_moves(table) == [f"choose {advice.stock}"]
    assert scene.advice is None


def test_advice_is_not_offered_without_computers(app: App) -> None:
    scene, _table = start(app, speedstocks_setup(humans=2, computers=0))
    assert not scene.advice_button.visible


# ---- the board follows the events ----


def compare(board: Board, view: dict[str, object]) -> None:
    """The board after the events equals the board of the table's view."""
    fresh = Board.from_view(view)  # type: ignore[arg-type]
    board.settle()
    assert board.rows == fresh.rows
    assert board.red_places == fresh.red_places
    assert board.bears_round == fresh.bears_round
    assert board.bears_total == fresh.bears_total
    assert [(item.player, item.stock) for item in board.revealed] == [
        (item.player, item.stock) for item in fresh.revealed
    ]
    assert board.kurssturz == fresh.kurssturz


@pytest.mark.parametrize("seed", range(6))
def test_the_board_follows_every_event_as_the_rules_do(seed: int) -> None:
    game = get_game("speedstocks")
    players = 2 + seed % 3
    options = {"special": "on", "variant": "taktik" if seed == 5 else "klassisch"}
    state = game.new_state(players, seed, options)
    bot = make_bot("speedstocks", "random", seed=seed)
    board = Board.from_view(state.view(None))
    kinds: set[type[Event]] = set()
    while not state.is_terminal():
        seat = state.to_act()[0]
        events = state.play(seat, bot.choose(state, seat))
        for event in events:
            board.apply(event)
            kinds.add(type(event))
        if not state.is_terminal():
            compare(board, state.view(None))
    assert {ev.StockPlaced, ev.MarginCall, ev.RoundScored, ev.GameOver} <= kinds


def test_the_log_tells_every_event_in_plain_lines_in_both_languages() -> None:
    names = ("Anna", "Ben", "Cem")
    try:
        for language in ("de", "en"):
            set_language(language)
            for event in SAMPLES:
                lines = narrate(event, names)
                if isinstance(event, ev.StockChosen):
                    assert lines == []  # hidden until the reveal
                    continue
                assert lines and all(lines), event  # no blank spacer lines in the log
                assert not any(line.startswith(" ") for line in lines), event
                assert "{" not in " ".join(lines) and "\x1b" not in " ".join(lines)
    finally:
        set_language("de")


# ---- the hand under the pointer, the computers thinking, the language ----


def hover(app: App, logical: tuple[float, float]) -> None:
    """Moves the mouse to a logical position without a button, then one frame."""
    pos = window_pos(app, logical)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    )
    app.frame(FRAME)


@pytest.mark.parametrize(("percent", "lift"), [(30, True), (80, False), (0, True)])
def test_a_hovered_hand_card_grows_by_the_setting_and_lifts(
    app: App, percent: int, lift: bool
) -> None:
    app.change_settings(hand_magnification=percent, hand_lift=lift)
    scene, _table = start(app, speedstocks_setup())
    until_can_act(app, scene)
    card = scene.hand_cards[4]
    hover(app, card.rect.center)
    assert card.raised and not scene.hand_cards[3].raised
    shown = card.shown_rect()
    assert shown.width == round(card.rect.width * (1 + percent / 100))
    assert shown.height == round(card.rect.height * (1 + percent / 100))
    assert shown.centerx == card.rect.centerx
    assert card.rect.bottom - shown.bottom == (THEME.spacing.large if lift else 0)
    hover(app, (card.rect.centerx, card.rect.top - 300))
    assert not card.raised and card.shown_rect() == card.rect


def test_the_computers_that_think_are_named(app: App, fake_time: FakeTime) -> None:
    scene, table = start(app, speedstocks_setup(computers=2))
    until_can_act(app, scene)
    scene.choose(scene.hand_cards[-1].stock)
    app.frame(FRAME)  # the choice is shown; the computers were asked and have not answered
    thinking = [seat for seat in table.to_act() if seat != 0]
    assert thinking == [1, 2]
    words, _colour = scene.status_line()
    names = text("list.and", first="Computer 2", last="Computer 3")
    assert text("table_screen.thinking_many", names=names) in words
    assert words.startswith(
        text("stocks_screen.chosen", stock=table.view(0)["state"]["my_choice"]["stock"])
    )


def test_the_table_follows_a_language_change(app: App, fake_time: FakeTime) -> None:
    scene, _table = start(app, speedstocks_setup())
    until_can_act(app, scene)
    assert scene.menu_button.label == "Menü · Esc"
    press(app, pygame.K_ESCAPE)
    dialog = scene.widgets.dialog
    assert dialog is not None
    tap(app, fake_time, dialog.buttons[1].rect.center)  # the rules, where nothing is set
    app.change_settings(language="en")  # as the settings would, while the table is covered
    app.pop()
    assert scene.menu_button.label == text("table_screen.menu") == "Menu · Esc"
    app.change_settings(language="de")
