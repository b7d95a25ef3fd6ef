"""Event mode brings the menu back for the next guest: two minutes without a touch at a table,
or half a minute on the end table of a finished game, set the table aside (never deleted) and
forget the names; a minute in the menu shows the attract screen, which a touch leaves."""

from __future__ import annotations

import datetime

from game.client.app import App
from game.client.event_mode.attract import GAME_SECONDS, AttractScene
from game.client.event_mode.guard import ATTRACT_SECONDS, END_TABLE_SECONDS, IDLE_SECONDS
from game.client.games import GAMES
from game.client.launch import record_book, start_table, table_id_of, today
from game.client.scenes.end_scene import EndScene
from game.client.scenes.menu import MainMenu
from game.client.scenes.settings_scene import SettingsScene
from game.client.scenes.table_scene import TableScene
from game.store.saves import SET_ASIDE_FOLDER
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from tests.client.conftest import FakeTime
from tests.client.event_mode.fingers import event_app, play_speedstocks_by_touch, touch, wait

# A place on the Speedstocks table where a tap changes nothing (the felt beside the rows).
INERT = (1200, 1040)


def guest_table(app: App) -> Table:
    """Anna's table against an easy computer (the shortest game), started from the menu as a
    guest would, with her name typed at the set-up."""
    seats = (Seat("Anna"), Seat("Computer 2", COMPUTER, "easy"))
    setup = TableSetup("speedstocks", seats, (("variant", "taktik"),), seed=5, turn_seconds=None)
    app.change_settings(player_name="Anna")
    return start_table(app, setup, replace_top=False)


def set_aside_files(app: App) -> list[str]:
    """The names of the files in the saves' set-aside folder."""
    folder = app.services.saves.folder / SET_ASIDE_FOLDER
    return sorted(path.name for path in folder.iterdir()) if folder.is_dir() else []


def test_two_idle_minutes_at_a_table_set_it_aside_and_forget_the_names(
    app: App, fake_time: FakeTime
) -> None:
    event_app(app)
    table = guest_table(app)
    table_id = table_id_of(table)
    assert isinstance(app.scene, TableScene)
    wait(app, fake_time, IDLE_SECONDS - 5)
    assert isinstance(app.scene, TableScene)
    touch(app, fake_time, INERT)  # the guest is still there: the two minutes start again
    wait(app, fake_time, IDLE_SECONDS - 5)
    assert isinstance(app.scene, TableScene)
    wait(app, fake_time, 10)
    assert len(app.scenes) == 1 and isinstance(app.scene, MainMenu)
    assert app.services.saves.table_ids() == ()
    assert set_aside_files(app) == [f"{table_id}.json"]
    assert app.settings.player_name == ""
    seats = app.settings.last_setups["speedstocks"]["seats"]
    assert [seat["name"] for seat in seats] == ["Spieler 1", "Computer 2"]
    assert "continue" not in app.scene.buttons


def test_half_a_minute_on_the_end_table_brings_the_menu_back(app: App, fake_time: FakeTime) -> None:
    event_app(app)
    table = guest_table(app)
    table_id = table_id_of(table)
    play_speedstocks_by_touch(app, fake_time, app.scene)
    assert isinstance(app.scene, EndScene)
    # The finished table is set aside at once instead of being deleted.
    assert app.services.saves.table_ids() == ()
    assert set_aside_files(app) == [f"{table_id}.json"]
    wait(app, fake_time, END_TABLE_SECONDS - 2)
    assert isinstance(app.scene, EndScene)
    wait(app, fake_time, 3)
    assert len(app.scenes) == 1 and isinstance(app.scene, MainMenu)
    assert app.settings.player_name == ""


def test_the_menu_shows_the_attract_screen_and_a_touch_leaves_it(
    app: App, fake_time: FakeTime
) -> None:
    menu = event_app(app)
    wait(app, fake_time, ATTRACT_SECONDS - 5)
    assert app.scene is menu
    wait(app, fake_time, 6)
    assert isinstance(app.scene, AttractScene)
    wait(app, fake_time, IDLE_SECONDS * 3)  # the attract screen stays as long as nobody comes
    assert isinstance(app.scene, AttractScene)
    # A touch on the settings button only leaves the attract screen; the next one opens them.
    touch(app, fake_time, menu.buttons["settings"].rect.center)
    assert app.scene is menu and len(app.scenes) == 1
    touch(app, fake_time, menu.buttons["settings"].rect.center)
    assert isinstance(app.scene, SettingsScene)


def test_outside_event_mode_nothing_happens_when_idle(app: App, fake_time: FakeTime) -> None:
    menu = app.navigator.menu()
    app.push(menu)
    wait(app, fake_time, IDLE_SECONDS * 2)
    assert app.scene is menu


def test_the_attract_screen_shows_each_games_list_of_the_day(app: App, fake_time: FakeTime) -> None:
    event_app(app)
    book = record_book(app)
    book.add_points("speedpipe", "t-today", today(), {"Anna": 30, "Bert": 12, "Cem": 30})
    book.add_points("speedpipe", "t-before", today() - datetime.timedelta(days=1), {"Dora": 99})
    attract = AttractScene(app)
    app.push(attract)
    lines = attract.lines("speedpipe")
    assert [(line.place, line.name, line.points) for line in lines] == [
        (1, "Anna", 30),
        (1, "Cem", 30),
        (3, "Bert", 12),
    ]
    assert attract.lines("tycoon") == ()
    # The games are lit one after another, each with its list.
    shown = []
    for _ in range(len(GAMES)):
        shown.append(GAMES[attract.lit].name)
        wait(app, fake_time, GAME_SECONDS)
    assert shown == [entry.name for entry in GAMES]
