"""A whole Speedstocks game played only through posted input events, and the Kurssturz choice by
key and by tap from a set-up position."""

from __future__ import annotations

from itertools import cycle

import pygame
import pytest

from game.client.app import App
from game.client.scenes.end_scene import EndScene
from game.client.scenes.tables.speedstocks.cards import HandCard
from game.client.scenes.tables.speedstocks.scene import OVERLAY_CENTRE, SpeedstocksScene, row_rect
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from game.texts import text
from tests.client.conftest import FakeTime
from tests.client.stocks_positions import card_of, hover, set_up_state, show_position
from tests.client.table_driving import digit_key, press, tap, until_can_act

# Long enough that every animation of an event ends within a frame or two, short enough that the
# Bilanz (three seconds at normal tempo) is seen on screen.
GAME_FRAME = 1.0
MOST_FRAMES = 4000


def mixed_table(app: App) -> Table:
    """One person against an easy, a normal and a strong computer, Sonderregeln on, seeded."""
    seats = (
        Seat("Spieler 1"),
        Seat("Computer 2", COMPUTER, "easy"),
        Seat("Computer 3", COMPUTER, "normal"),
        Seat("Computer 4", COMPUTER, "strong"),
    )
    setup = TableSetup("speedstocks", seats, (("special", "on"),), seed=23, turn_seconds=None)
    return Table(setup, app.services.bots, app.services.now, think_ms=5)


def choose_by(app: App, fake_time: FakeTime, scene: SpeedstocksScene, way: str) -> str:
    """Chooses a hand card the given way (tap, digit key, arrows and Enter); the way used."""
    cards = scene.hand_cards
    if way == "tap":
        tap(app, fake_time, cards[len(cards) // 2].rect.center)
        return way
    if way == "arrows":
        press(app, pygame.K_LEFT)
        if isinstance(scene.widgets.focus.focused, HandCard):
            press(app, pygame.K_RETURN)
            return way
    press(app, digit_key(1 if len(cards) < 10 else 0))
    return "digit"


def test_a_whole_seeded_game_by_posted_taps_and_keys_ends_on_the_end_table(
    app: App, fake_time: FakeTime
) -> None:
    table = mixed_table(app)
    scene = SpeedstocksScene(app, table, None)
    app.push(scene)
    ways = cycle(["tap", "digit", "arrows"])
    bilanz_ways = cycle(["enter", "tap"])
    rows_taken = cycle(["key", "tap"])
    used: list[str] = []
    continued: list[str] = []
    plaques: list[str] = []
    actions = 0
    for _ in range(MOST_FRAMES):
        if app.scene is not scene:
            break
        if scene.panels.bilanz_showing():
            how = next(bilanz_ways)
            if how == "enter":
                press(app, pygame.K_RETURN)
            else:
                tap(app, fake_time, OVERLAY_CENTRE)
            assert not scene.panels.bilanz_showing()
            continued.append(how)
        elif scene.can_act() and scene.own_kurssturz():
            if next(rows_taken) == "key":
                press(app, digit_key(2))
            else:
                tap(app, fake_time, row_rect(1).center)
            used.append("row")
            actions += 1
        elif scene.can_act():
            hover(app, scene.hand_cards[-1].rect.center)
            plaques.append(scene.panels.plaque_words())
            used.append(choose_by(app, fake_time, scene, next(ways)))
            actions += 1
        app.frame(GAME_FRAME)
    assert table.is_over
    assert isinstance(app.scene, EndScene)
    human_moves = [entry for entry in table.log if entry.seat == 0]
    assert len(human_moves) == actions
    assert not any(entry.take_over for entry in table.log)
    assert {"tap", "digit", "arrows"} <= set(used)
    assert all(plaques), "every hovered hand card showed its preview plaque"
    rounds = table.view(0)["state"]["round"]
    assert len(continued) >= rounds - 1 >= 1
    assert set(continued) == {"enter", "tap"}
    assert len(scene.panels.history) == rounds


@pytest.mark.parametrize("way", ["key", "tap"])
def test_the_kurssturz_row_is_taken_by_key_or_by_tap(
    app: App, fake_time: FakeTime, way: str
) -> None:
    scene, table = show_position(app, set_up_state())
    hover(app, card_of(scene, 5).center)
    assert scene.panels.plaque_words() == "Kurssturz (Tipp: Frankfurt, 1 Bär)"
    tap(app, fake_time, card_of(scene, 5).center)
    assert [entry.move for entry in table.log if entry.seat == 0] == ["choose 5"]
    until_can_act(app, scene)
    assert scene.own_kurssturz()
    words, _colour = scene.status_line()
    assert text("kurssturz.hint", exchange="Frankfurt") in words
    if way == "key":
        press(app, digit_key(3))
        taken = 2
    else:
        tap(app, fake_time, row_rect(1).center)
        taken = 1
    assert [entry.move for entry in table.log if entry.seat == 0][-1] == f"take {taken + 1}"
    assert [entry.stock for entry in scene.board.rows[taken]][0] == 5
    # The news of the Kurssturz runs in the ticker.
    app.frame(GAME_FRAME)
    news = [words for words, _colour in scene.panels.ticker.segments() if "Kurssturz" in words]
    assert news and text(f"exchange.{taken}") in news[0]
