"""The replay viewer and the list of kept records, driven by posted pygame events: keys, clicks,
finger taps, a dropped file and a typed path; every game drawn by its own table scene."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.client.app import App
from game.client.launch import _autosave
from game.client.replays import keep_record, record_shelf
from game.client.scenes.menu import MainMenu
from game.client.scenes.replay.records import ReplaysScene
from game.client.scenes.replay.viewer import ReplayScene, mark_words
from game.replay import DecisionMark, GameRecord, Replay, record_from_table, write_record
from game.texts import set_language
from tests.client.conftest import FakeTime
from tests.client.fake_table_scene import MenuStandIn
from tests.client.menus_driving import click, click_widget, finger_tap, press
from tests.replay.played import PLAYERS, play_game

FRAME = 1 / 60


@pytest.fixture(scope="module")
def stocks_record() -> GameRecord:
    """A finished Speedstocks game of one person against two easy computers."""
    return record_from_table(play_game("speedstocks", seed=5).table, "stocks-5")


def viewer(app: App, record: GameRecord) -> ReplayScene:
    """The viewer of the record on top of the app, one frame drawn."""
    scene = ReplayScene(app, Replay(record))
    app.push(scene)
    app.frame(FRAME)
    return scene


def shows(scene: ReplayScene, position: int) -> bool:
    """Whether the viewer and the game's scene in it stand at this position of the game."""
    expected = scene.replay.state_at(position).to_dict()
    return (
        scene.replay.position == position
        and scene.inner.table.state.to_dict() == expected
        and len(scene.inner.table.log) == position
    )


def test_keys_step_and_jump_through_the_game(
    app: App, menu: MenuStandIn, stocks_record: GameRecord
) -> None:
    """← → step, ↑ ↓ go by turns, the page keys by rounds, Pos1 and Ende to the ends."""
    scene = viewer(app, stocks_record)
    replay = scene.replay
    assert shows(scene, 0)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    assert shows(scene, 2)
    press(app, pygame.K_LEFT)
    assert shows(scene, 1)
    press(app, pygame.K_DOWN)
    assert shows(scene, replay.turn_start(2))
    press(app, pygame.K_PAGEDOWN)
    assert shows(scene, replay.round_start(2))
    press(app, pygame.K_UP)  # at a turn's start: the turn before
    assert replay.chapter().turn == replay.chapter(replay.round_start(2)).turn - 1
    press(app, pygame.K_PAGEUP)
    assert shows(scene, replay.round_start(1))
    press(app, pygame.K_END)
    assert shows(scene, replay.length)
    assert app.scene is scene  # the game's scene never went on to an end table
    press(app, pygame.K_HOME)
    assert shows(scene, 0)
    press(app, pygame.K_ESCAPE)
    assert app.scene is menu


def test_touch_buttons_and_the_step_bar(
    app: App, fake_time: FakeTime, stocks_record: GameRecord
) -> None:
    """Finger taps on the buttons step and jump; a tap on the bar goes to that position."""
    scene = viewer(app, stocks_record)
    replay = scene.replay
    finger_tap(app, fake_time, scene.buttons["step_forward"].rect.center)
    assert shows(scene, 1)
    finger_tap(app, fake_time, scene.buttons["round_forward"].rect.center)
    assert shows(scene, replay.round_start(2))
    finger_tap(app, fake_time, scene.buttons["step_back"].rect.center)
    assert shows(scene, replay.round_start(2) - 1)
    track = scene.bar.track
    finger_tap(app, fake_time, (track.centerx, track.centery))
    assert abs(replay.position - replay.length / 2) <= 1 and shows(scene, replay.position)
    finger_tap(app, fake_time, scene.buttons["first"].rect.center)
    assert shows(scene, 0)
    assert not scene.buttons["step_back"].enabled and scene.buttons["step_forward"].enabled
    press(app, pygame.K_SPACE)
    assert scene.playing and scene.buttons["play"].label == "Anhalten"
    finger_tap(app, fake_time, scene.buttons["round_forward"].rect.center)
    assert not scene.playing and shows(scene, replay.round_start(2))  # a move by hand stops


def test_playing_goes_on_at_the_chosen_speed_and_stops_at_the_end(
    app: App, stocks_record: GameRecord
) -> None:
    """Space plays; at four times the speed the same time plays more moves; the end stops it."""
    scene = viewer(app, stocks_record)
    press(app, pygame.K_SPACE)
    assert scene.playing
    for _ in range(20):
        app.frame(0.1)
    slow = scene.replay.position
    assert slow > 0
    press(app, pygame.K_SPACE)
    assert not scene.playing
    scene.go_to(0)
    for _ in range(2):
        press(app, pygame.K_PLUS)
    assert scene.speed == 4.0 and scene.buttons["speed"].label == "Tempo 4×"
    press(app, pygame.K_SPACE)
    for _ in range(20):
        app.frame(0.1)
    assert scene.replay.position > slow
    scene.go_to(scene.replay.length - 2)
    for _ in range(100):
        if not scene.playing:
            break
        app.frame(0.5)
    assert not scene.playing and shows(scene, scene.replay.length)
    assert scene.buttons["play"].label == "▶ Abspielen"


def test_every_hand_can_be_shown(app: App, fake_time: FakeTime, stocks_record: GameRecord) -> None:
    """A seat's button (or its digit) shows that seat's cards; at the end the buttons carry the
    places and points."""
    scene = viewer(app, stocks_record)
    press(app, pygame.K_RIGHT)
    click(app, fake_time, scene.seats.row(2).center)
    assert scene.shown_seat == 2 and scene.inner.shown_seat == 2 and scene.seats.shown == 2
    own = scene.inner.table.view(2)["state"]["hand"]
    assert own == scene.replay.state.view(2)["hand"] and own
    press(app, pygame.K_2)
    assert scene.inner.shown_seat == 1
    press(app, pygame.K_END)
    result = stocks_record.result
    assert scene.seats.result == tuple(zip(result.places, result.scores))
    assert scene.inner.shown_seat == 1  # a jump keeps whose cards are shown


def test_review_marks_show_on_the_bar_and_in_words(app: App, stocks_record: GameRecord) -> None:
    """A mark per move index: its words while that move is the one just made."""
    scene = viewer(app, stocks_record)
    first_human = next(index for index, move in enumerate(stocks_record.moves) if move.by_human)
    mark = DecisionMark("mistake", "choose 7", 4.5)
    scene.set_marks({first_human: mark})
    scene.go_to(first_human + 1)
    app.frame(FRAME)
    lines = [line for line, _, _ in scene._position_lines()]
    assert mark_words(mark) == "Fehler – besser: choose 7" and mark_words(mark) in lines
    scene.go_to(first_human + 2)
    assert mark_words(mark) not in [line for line, _, _ in scene._position_lines()]
    set_language("en")
    assert mark_words(DecisionMark("inaccurate")) == "Inaccurate"


@pytest.mark.parametrize("game", tuple(PLAYERS))
def test_every_game_is_drawn_by_its_own_scene(app: App, game: str) -> None:
    """Each of the five games steps forward (its events played), back and to the end in its own
    table scene, which stays in the viewer."""
    record = record_from_table(play_game(game, seed=3).table)
    scene = viewer(app, record)
    for _ in range(3):
        press(app, pygame.K_RIGHT)
        for _ in range(12):
            app.frame(0.25)
    assert shows(scene, 3)
    press(app, pygame.K_LEFT)
    assert shows(scene, 2)
    scene.go_to(scene.replay.length // 2)
    app.frame(FRAME)
    press(app, pygame.K_END)
    for _ in range(12):
        app.frame(0.25)
    assert shows(scene, scene.replay.length) and app.scene is scene


def test_finished_games_are_kept_once_and_listed(app: App, fake_time: FakeTime) -> None:
    """The client's autosave keeps the record of a finished table once; the menu's button shows
    it in the list, and a tap on it opens the viewer."""
    played = play_game("tycoon", seed=2, also=_autosave(app, "tycoon-table"))
    files = list((app.services.saves.folder.parent / "replays").glob("*.json"))
    assert len(files) == 1 and "tycoon-table" in files[0].name
    assert keep_record(app, played.table, "tycoon-table") is None  # once per table
    menu = MainMenu(app)
    app.push(menu)
    app.frame(FRAME)
    click_widget(app, fake_time, menu.replays_button)
    listing = app.scene
    assert isinstance(listing, ReplaysScene) and len(listing.rows) == 1
    assert "Anna" in listing.rows[0].summary.seats
    click_widget(app, fake_time, listing.rows[0])
    opened = app.scene
    assert isinstance(opened, ReplayScene) and opened.replay.record.table == "tycoon-table"


def drop(app: App, path: Path) -> None:
    """A file dropped on the window, then one frame."""
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    app.frame(FRAME)


def test_a_dropped_or_typed_file_opens_and_a_bad_one_is_told(
    app: App, fake_time: FakeTime, tmp_path: Path, stocks_record: GameRecord
) -> None:
    """A damaged file dropped on the list is refused in words and left alone; a good one dropped
    on the menu opens in the viewer; a typed path opens too."""
    listing = ReplaysScene(app)
    app.push(listing)
    app.frame(FRAME)
    damaged = tmp_path / "shared.json"
    data = stocks_record.to_dict()
    data["moves"] = data["moves"][:-1]
    damaged.write_text(json.dumps(data), encoding="utf-8")
    drop(app, damaged)
    assert app.scene is listing
    assert listing.problem.startswith("Diese Datei lässt sich nicht abspielen: 'shared.json'")
    assert "incomplete" in listing.problem and damaged.exists()
    good = tmp_path / "good.json"
    write_record(good, stocks_record)
    click_widget(app, fake_time, listing.path_field)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=str(good)))
    app.frame(FRAME)
    press(app, pygame.K_RETURN)
    assert isinstance(app.scene, ReplayScene) and listing.problem == ""
    app.pop()
    app.pop()
    menu = MainMenu(app)
    app.push(menu)
    drop(app, good)
    assert isinstance(app.scene, ReplayScene)
    assert app.scene.replay.record == stocks_record


def test_a_damaged_kept_record_is_set_aside_and_told(app: App, stocks_record: GameRecord) -> None:
    """A kept record that no longer reads is moved aside while listing, and the player told."""
    shelf = record_shelf(app)
    path = shelf.add(stocks_record)
    path.write_text("{", encoding="utf-8")
    listing = ReplaysScene(app)
    app.push(listing)
    assert listing.records == [] and app.toasts.messages == [
        "Eine beschädigte Aufzeichnung wurde beiseitegelegt."
    ]
    assert (shelf.folder / "set-aside" / path.name).exists()


def test_the_list_shows_a_few_records_at_a_time_and_scrolls(
    app: App, fake_time: FakeTime, stocks_record: GameRecord
) -> None:
    """Three records at a time, the newest first; the page key and the older button scroll."""
    shelf = record_shelf(app)
    for number in range(5):
        moment = stocks_record.finished_at.replace(minute=number)
        shelf.add(
            GameRecord(
                stocks_record.setup, stocks_record.moves, stocks_record.result, moment, f"t{number}"
            )
        )
    listing = ReplaysScene(app)
    app.push(listing)
    app.frame(FRAME)
    assert [row.summary.table_id.endswith("t4.json") for row in listing.rows] == [
        True,
        False,
        False,
    ]
    assert (
        listing.later.visible
        and listing.later.label == "↓ 2 ältere"
        and not listing.earlier.visible
    )
    press(app, pygame.K_PAGEDOWN)
    assert listing.first == 2 and listing.earlier.visible and not listing.later.visible
    click_widget(app, fake_time, listing.earlier)
    assert listing.first == 0
