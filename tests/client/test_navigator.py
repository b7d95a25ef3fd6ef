"""The navigator: scenes ask the app for a screen by name, and it shows the registered one."""

from __future__ import annotations

import pytest

from game.client import navigator
from game.client.app import App
from game.client.scenes.end_scene import EndScene
from game.client.scenes.hand_over import HandOverScene
from game.client.scenes.menu import MainMenu
from game.client.scenes.rules_scene import RulesScene
from game.client.scenes.saved_tables import SavedTablesScene
from game.client.scenes.settings_scene import SettingsScene
from game.client.scenes.setup_scene import SetupScene
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from tests.client.fake_table_scene import (
    GAME,
    FakeTableScene,
    MenuStandIn,
    install_fake_table_scene,
    play_to_the_end,
)


@pytest.fixture(autouse=True)
def fake_scene(monkeypatch: pytest.MonkeyPatch) -> None:
    """Speedstocks tables are shown by the stand-in table scene."""
    install_fake_table_scene(monkeypatch)


def test_the_menu_leaves_every_scene(app: App, menu: MenuStandIn) -> None:
    app.navigator.to_settings()
    app.navigator.to_rules(GAME)
    app.navigator.to_menu()
    assert len(app.scenes) == 1
    assert isinstance(app.scene, MainMenu)


def test_menus_go_on_top_of_the_scene_that_asks(app: App, menu: MenuStandIn) -> None:
    app.navigator.to_setup(GAME)
    assert isinstance(app.scene, SetupScene) and app.scene.game == GAME
    app.navigator.to_rules(None)
    assert isinstance(app.scene, RulesScene)
    app.navigator.to_settings()
    assert isinstance(app.scene, SettingsScene)
    app.navigator.to_saved_tables()
    assert isinstance(app.scene, SavedTablesScene)
    assert app.scenes[0] is menu and len(app.scenes) == 5


def test_a_table_replaces_the_top_or_goes_above_it(app: App, menu: MenuStandIn) -> None:
    setup = TableSetup(GAME, (Seat("A"), Seat("B", COMPUTER)))
    table = Table(setup, app.services.bots, now=app.services.now)
    above = app.navigator.to_table(table, replace_top=False)
    assert app.scenes == [menu, above] and isinstance(above, FakeTableScene)
    instead = app.navigator.to_table(table, replace_top=True)
    assert app.scenes == [menu, instead] and instead is not above


def test_the_end_table_takes_the_place_of_the_table(app: App, menu: MenuStandIn) -> None:
    setup = TableSetup(GAME, (Seat("A"), Seat("B", COMPUTER)))
    table = Table(setup, app.services.bots, now=app.services.now)
    app.navigator.to_table(table, replace_top=False)
    play_to_the_end(table)
    app.navigator.to_end(table)
    assert app.scenes[0] is menu and len(app.scenes) == 2
    assert isinstance(app.scene, EndScene) and app.scene.table is table


def test_the_hand_over_curtain_calls_back(app: App, menu: MenuStandIn) -> None:
    ready: list[bool] = []
    app.navigator.to_hand_over("Bea", lambda: ready.append(True))
    assert isinstance(app.scene, HandOverScene) and app.scene.seat_name == "Bea"
    app.scene.on_ready()
    assert ready == [True]


def test_without_registered_screens_it_says_so(
    app: App, menu: MenuStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(navigator, "_registered", [])
    with pytest.raises(RuntimeError, match="not registered"):
        app.navigator.to_menu()
    assert app.scenes == [menu]
