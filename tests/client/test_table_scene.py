"""The table scene base: events in order with the clocks held, the clock and its grace, the
hand-over curtain, the pause dialog, leaving and saving, and refused moves."""

from __future__ import annotations

import pygame
import pytest

from game.client.app import App
from game.client.launch import table_id_of
from game.client.scenes.hand_over import HandOverScene
from game.client.scenes.menu import MainMenu
from game.client.scenes.rules_scene import RulesScene
from game.client.scenes.table_scene import EventQueue, QueuedEvent
from game.rules.core import Event, state_hash
from game.rules.speedstocks import events as ev
from game.table.table import Table
from game.texts import text
from tests.client.conftest import FakeTime
from tests.client.table_driving import (
    FRAME,
    LONG_FRAME,
    press,
    run_until,
    speedstocks_setup,
    start,
    tap,
    until_can_act,
)


def placed(stock: int) -> ev.StockPlaced:
    """A small event to queue."""
    return ev.StockPlaced(0, stock, 0, 2)


# ---- the event queue ----


def test_queue_shows_each_event_for_its_time_in_order() -> None:
    queue = EventQueue()
    shown: list[Event] = []
    queue.extend([QueuedEvent(placed(10), 1.0), QueuedEvent(placed(11), 0.5)])
    queue.advance(0.4, shown.append)
    assert shown == [placed(10)]
    assert queue.progress == pytest.approx(0.4)
    queue.advance(0.5, shown.append)
    assert shown == [placed(10)]
    queue.advance(0.2, shown.append)  # 1.1 s: the second event has come up
    assert shown == [placed(10), placed(11)]
    assert queue.playing
    queue.advance(0.5, shown.append)
    assert not queue.playing and len(queue) == 0


def test_a_long_frame_plays_several_events_and_instant_ones_pass_at_once() -> None:
    queue = EventQueue()
    shown: list[Event] = []
    queue.extend(QueuedEvent(placed(stock), 0.0 if stock % 2 else 0.3) for stock in range(10, 16))
    queue.advance(0.65, shown.append)
    # 10 (0.3), 11 (0), 12 (0.3), 13 (0) and 14 started, 14 still showing.
    assert [event.stock for event in shown] == [10, 11, 12, 13, 14]  # type: ignore[attr-defined]
    assert queue.current is not None and queue.current.event == placed(14)
    queue.finish(shown.append)
    assert [event.stock for event in shown] == [10, 11, 12, 13, 14, 15]  # type: ignore[attr-defined]
    assert not queue.playing


# ---- playing events with the clocks held ----


def test_events_play_one_by_one_while_the_clocks_stand_still(app: App, fake_time: FakeTime) -> None:
    scene, table = start(app, speedstocks_setup(turn_seconds=60))
    until_can_act(app, scene)
    scene.choose(scene.hand_cards[0].stock)
    # The computers answer on the next frames; the last answer brings the reveal and placements.
    run_until(app, lambda: scene.board.placing, dt=FRAME, most=5)
    assert scene.queue.playing
    assert table.view(None)["clocks_paused"]
    played = len(scene.narration)
    for _ in range(2):
        fake_time.advance(30.0)  # time passing while events are shown is nobody's thinking time
        app.frame(0.1)
    assert scene.queue.playing and len(scene.narration) - played <= 2
    run_until(app, lambda: not scene.queue.playing, dt=0.5)
    assert not table.view(None)["clocks_paused"]
    until_can_act(app, scene)
    reading = table.clock(0)
    assert reading is not None and reading.remaining == pytest.approx(reading.total, abs=0.01)


def test_tempo_schnell_shortens_the_pauses(app: App) -> None:
    scene, table = start(app, speedstocks_setup())
    normal = scene.tempo_share
    app.change_settings(tempo="schnell")
    assert scene.tempo_share < normal
    scene.enqueue([placed(12)])
    assert scene.queue.waiting[-1].seconds == pytest.approx(
        scene.event_seconds(placed(12)) * scene.tempo_share
    )


# ---- the clock ----


def test_the_clock_shows_the_grace_and_the_computer_takes_over(
    app: App, fake_time: FakeTime
) -> None:
    scene, table = start(app, speedstocks_setup(computers=1, turn_seconds=30))
    until_can_act(app, scene)
    shown = scene.clock_display()
    assert shown is not None and not shown.grace
    assert shown.label == text("table_screen.clock", seconds=30)
    fake_time.advance(33.2)
    app.frame(FRAME)
    shown = scene.clock_display()
    assert shown is not None and shown.grace
    assert shown.label == text("table_screen.grace", seconds=7)
    assert "Nachfrist" in shown.label
    assert not table.log or table.log[-1].seat != 0
    fake_time.advance(7.0)
    # The take-over computer is asked now and answers on a later frame.
    run_until(app, lambda: any(entry.seat == 0 for entry in table.log), dt=FRAME, most=5)
    mine = [entry for entry in table.log if entry.seat == 0]
    assert mine[-1].take_over and mine[-1].by == "computer"


def test_without_a_clock_nothing_is_shown_and_nobody_takes_over(
    app: App, fake_time: FakeTime
) -> None:
    scene, table = start(app, speedstocks_setup(computers=1, turn_seconds=None))
    until_can_act(app, scene)
    fake_time.advance(10_000.0)
    app.frame(FRAME)
    assert scene.clock_display() is None
    assert all(entry.seat != 0 for entry in table.log)


# ---- several people on one device ----


def test_hot_seat_shows_the_curtain_before_the_second_persons_hand(
    app: App, fake_time: FakeTime
) -> None:
    scene, table = start(app, speedstocks_setup(humans=2, computers=1))
    app.frame(FRAME)
    curtain = app.scene
    assert isinstance(curtain, HandOverScene) and curtain.seat_name == "Spieler 1"
    assert scene.shown_seat is None  # nothing secret was shown before the curtain
    press(app, pygame.K_RETURN)
    assert app.scene is scene and scene.shown_seat == 0
    first_hand = [card.stock for card in scene.hand_cards]
    assert first_hand == [card["stock"] for card in table.view(0)["state"]["hand"]]
    tap(app, fake_time, scene.hand_cards[0].rect.center)
    app.frame(FRAME)
    curtain = app.scene
    assert isinstance(curtain, HandOverScene) and curtain.seat_name == "Spieler 2"
    assert scene.shown_seat == 0
    press(app, pygame.K_RETURN)
    assert app.scene is scene and scene.shown_seat == 1
    second_hand = [card.stock for card in scene.hand_cards]
    assert second_hand == [card["stock"] for card in table.view(1)["state"]["hand"]]
    assert not set(second_hand) & set(first_hand)


def test_one_person_never_sees_a_curtain(app: App, fake_time: FakeTime) -> None:
    scene, _table = start(app, speedstocks_setup())
    for _ in range(3):
        until_can_act(app, scene)
        tap(app, fake_time, scene.hand_cards[0].rect.center)
        assert not isinstance(app.scene, HandOverScene)
        app.frame(LONG_FRAME)


# ---- pause, rules, leaving ----


def test_escape_opens_the_pause_and_holds_the_clocks(app: App, fake_time: FakeTime) -> None:
    scene, table = start(app, speedstocks_setup(turn_seconds=60))
    until_can_act(app, scene)
    press(app, pygame.K_ESCAPE)
    assert scene.paused
    assert table.view(None)["clocks_paused"]
    fake_time.advance(500.0)
    app.frame(FRAME)
    assert all(entry.seat != 0 for entry in table.log)  # no take-over while paused
    press(app, pygame.K_ESCAPE)  # Esc answers "Weiter"
    assert not scene.paused
    app.frame(FRAME)
    reading = table.clock(0)
    assert reading is not None and reading.remaining == pytest.approx(60.0, abs=1.5)


def test_the_pause_tells_of_clocks_only_at_a_table_with_clocks(app: App) -> None:
    scene, _table = start(app, speedstocks_setup(turn_seconds=60))
    until_can_act(app, scene)
    press(app, pygame.K_ESCAPE)
    dialog = scene.widgets.dialog
    assert dialog is not None and dialog.message == text("table_screen.pause_message")
    press(app, pygame.K_ESCAPE)
    scene, _table = start(app, speedstocks_setup(turn_seconds=None))
    until_can_act(app, scene)
    press(app, pygame.K_ESCAPE)
    dialog = scene.widgets.dialog
    assert dialog is not None and dialog.title == text("table_screen.pause_title")
    assert dialog.message == text("table_screen.pause_message_no_clock")


def test_the_pause_shows_the_rules_and_comes_back(app: App, fake_time: FakeTime) -> None:
    scene, _table = start(app, speedstocks_setup())
    until_can_act(app, scene)
    press(app, pygame.K_ESCAPE)
    dialog = scene.widgets.dialog
    assert dialog is not None
    tap(app, fake_time, dialog.buttons[1].rect.center)
    assert isinstance(app.scene, RulesScene)
    press(app, pygame.K_ESCAPE)
    assert app.scene is scene


def test_main_menu_leaves_the_table_saved_to_continue(app: App, fake_time: FakeTime) -> None:
    scene, table = start(app, speedstocks_setup(turn_seconds=90))
    until_can_act(app, scene)
    tap(app, fake_time, scene.hand_cards[-1].rect.center)
    run_until(app, lambda: not scene.queue.playing)
    until_can_act(app, scene)
    fake_time.advance(12.0)
    app.frame(FRAME)
    press(app, pygame.K_ESCAPE)
    dialog = scene.widgets.dialog
    assert dialog is not None
    tap(app, fake_time, dialog.buttons[2].rect.center)
    assert isinstance(app.scene, MainMenu)
    assert len(app.scenes) == 1
    table_id = table_id_of(table)
    assert table_id is not None
    saved = Table.from_dict(app.services.saves.load(table_id), app.services.bots, now=fake_time)
    assert state_hash(saved.state) == state_hash(table.state)
    reading = saved.clock(0)
    assert reading is not None and reading.remaining == pytest.approx(reading.total - 12.0, abs=1.5)


# ---- refused moves and the end ----


def test_a_refused_move_is_told_and_changes_nothing(app: App) -> None:
    scene, table = start(app, speedstocks_setup())
    until_can_act(app, scene)
    before = state_hash(table.state)
    assert not scene.submit(0, "choose 999")
    assert not scene.submit(1, "choose 5")  # a computer's seat
    assert state_hash(table.state) == before
    assert len(app.toasts.messages) == 2
    assert all(
        message.startswith(text("table_screen.illegal", problem=""))
        for message in app.toasts.messages
    )


def test_messages_at_a_table_never_cover_the_header_or_the_clock(app: App) -> None:
    from game.client.scenes.table_scene import TOP_BAR

    scene, _table = start(app, speedstocks_setup(turn_seconds=60))
    until_can_act(app, scene)
    app.frame(FRAME)
    bar_before = pygame.surfarray.array3d(app.canvas.subsurface(TOP_BAR)).copy()
    app.toasts.push("Rat: Lege die 47 – sie passt nach Tokio, Platz 4, ohne Margin Call.", 4.0)
    app.frame(0.5)  # fully faded in
    bar_after = pygame.surfarray.array3d(app.canvas.subsurface(TOP_BAR))
    assert (bar_after == bar_before).all()
    assert app.toasts.top is not None and app.toasts.top >= TOP_BAR.bottom
    scene.on_exit()
    assert app.toasts.top is None  # elsewhere they start at the top again
