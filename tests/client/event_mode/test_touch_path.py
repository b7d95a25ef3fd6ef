"""A guest's whole visit by touch alone (FINGERDOWN and FINGERUP events, no mouse, no keys): from
the menu through the set-up of a short Speedstocks table (the name typed on the on-screen
keyboard) against a computer to its end table,
and back to the menu, which forgets the guest's name; the attract screen then shows the guest on
the day's Bestenliste."""

from __future__ import annotations

from game.client.app import App
from game.client.event_mode.attract import AttractScene
from game.client.event_mode.guard import ATTRACT_SECONDS
from game.client.event_mode.keyboard import KeyboardScene
from game.client.scenes.end_scene import EndScene
from game.client.scenes.menu import MainMenu
from game.client.scenes.setup_scene import SetupScene
from game.client.scenes.tables.speedstocks.scene import SpeedstocksScene
from tests.client.conftest import FakeTime
from tests.client.event_mode.fingers import event_app, play_speedstocks_by_touch, touch, wait


def test_a_whole_game_by_touch_from_the_menu_and_back(app: App, fake_time: FakeTime) -> None:
    menu = event_app(app)
    assert isinstance(menu, MainMenu)
    tile = next(tile for tile in menu.tiles if tile.game == "speedstocks")
    touch(app, fake_time, tile.rect.center)
    setup = app.scene
    assert isinstance(setup, SetupScene)
    # The guest's name on the on-screen keyboard (the screen has no keys).
    touch(app, fake_time, setup.name_fields[0].rect.center)
    keyboard = app.scene
    assert isinstance(keyboard, KeyboardScene)
    for character in "anna":
        touch(app, fake_time, keyboard.keys[character].rect.center)
    touch(app, fake_time, keyboard.keys["done"].rect.center)
    assert app.scene is setup and setup.name_fields[0].value == "Anna"
    # The shortest table: two seats (the guest and an easy computer), the Taktik variant.
    previous, _ = setup.count_list.arrow_rects()
    while setup.seat_count > 2:
        touch(app, fake_time, previous.center)
    previous, _ = setup.seat_lists[1].arrow_rects()
    touch(app, fake_time, previous.center)
    assert setup.setup().seats[1].strength == "easy"
    _, following = setup.option_lists["variant"].arrow_rects()
    touch(app, fake_time, following.center)
    assert setup.setup().option_map()["variant"] == "taktik"
    touch(app, fake_time, setup.start_button.rect.center)
    scene = app.scene
    assert isinstance(scene, SpeedstocksScene)
    table = scene.table
    assert table.setup.seats[0].name == "Anna"
    taps = play_speedstocks_by_touch(app, fake_time, scene)
    assert table.is_over and isinstance(app.scene, EndScene)
    own = [entry for entry in table.log if entry.seat == 0]
    assert own and not any(entry.take_over for entry in own)
    assert taps >= len(own)
    touch(app, fake_time, app.scene.menu_button.rect.center)
    assert len(app.scenes) == 1 and isinstance(app.scene, MainMenu)
    # The next guest starts fresh: the names are forgotten, the finished table set aside.
    assert app.settings.player_name == ""
    seats = app.settings.last_setups["speedstocks"]["seats"]
    assert [seat["name"] for seat in seats] == ["Spieler 1", "Computer 2"]
    assert app.services.saves.table_ids() == ()
    # A minute later the attract screen shows the game on the day's Bestenliste with Anna on it.
    wait(app, fake_time, ATTRACT_SECONDS)
    attract = app.scene
    assert isinstance(attract, AttractScene)
    assert "Anna" in [line.name for line in attract.lines("speedstocks")]
