"""The main menu: five game tiles, coming games, quick game, continue, settings, rules, quit."""

from __future__ import annotations

import pygame
import pytest

from game.client import games, launch
from game.client.app import App
from game.client.fonts import font
from game.client.games import GAMES
from game.client.intents import Intent, IntentKind
from game.client.scenes import menu as menu_module
from game.client.scenes.menu import MainMenu, QuickGameButton, quick_game_words
from game.client.scenes.rules_scene import RulesScene
from game.client.scenes.saved_tables import SavedTablesScene
from game.client.scenes.settings_scene import SettingsScene
from game.client.text_layout import line_height
from game.client.theme import THEME
from game.rules.core import OptionError
from game.rules.speedchicago.modes import SOLO_MODE_BY_ID
from game.table.seats import COMPUTER, Seat, TableSetup
from game.texts import set_language, text
from tests.client.conftest import FakeTime
from tests.client.fake_table_scene import FakeTableScene, install_fake_table_scene
from tests.client.menus_driving import (
    FRAME,
    click,
    click_widget,
    finger_tap,
    focus_with_tab,
    press,
)


@pytest.fixture
def menu(app: App) -> MainMenu:
    """The app showing the main menu after one frame."""
    scene = MainMenu(app)
    app.push(scene)
    app.frame(FRAME)
    return scene


@pytest.fixture
def tycoon_coming(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tycoon without its table scene, as a game still coming (all five are playable now)."""
    registered = games.has_table_scene
    monkeypatch.setattr(
        games, "has_table_scene", lambda game: game != "tycoon" and registered(game)
    )


def coming_tile_names() -> list[str]:
    """The games that cannot be played yet."""
    return [entry.name for entry in GAMES if not entry.playable]


def tile_of(menu: MainMenu, game: str) -> object:
    """The tile of one game."""
    return next(tile for tile in menu.tiles if tile.game == game)


def test_the_five_games_are_tiles_in_menu_order_side_by_side(menu: MainMenu) -> None:
    assert [tile.game for tile in menu.tiles] == [entry.name for entry in GAMES]
    assert [tile.title for tile in menu.tiles] == [entry.title for entry in GAMES]
    lefts = [tile.rect.left for tile in menu.tiles]
    assert lefts == sorted(lefts) and len(set(lefts)) == 5
    assert len({tile.rect.top for tile in menu.tiles}) == 1
    for first, second in zip(menu.tiles, menu.tiles[1:]):
        assert not first.rect.colliderect(second.rect)
    widgets = [*menu.tiles, *menu.buttons.values()]
    assert all(widget.rect.height >= 72 for widget in widgets)
    assert all(pygame.Rect(0, 0, 1920, 1080).contains(widget.rect) for widget in widgets)


def test_a_coming_game_says_so_on_its_tile_and_only_opens_the_coming_dialog(
    tycoon_coming: None, app: App, menu: MainMenu, fake_time: FakeTime
) -> None:
    coming = coming_tile_names()
    assert coming == ["tycoon"]
    game = coming[-1]
    tile = tile_of(menu, game)
    assert tile.badge == text("menu.coming_badge") == "kommt bald"
    settings_before = app.settings
    click_widget(app, fake_time, tile)
    dialog = menu.group.dialog
    assert dialog is not None
    assert dialog.title == text("menu.coming_title", game=games.game_entry(game).title)
    assert app.scenes == [menu] and app.running
    assert app.services.saves.table_ids() == () and app.settings == settings_before
    press(app, pygame.K_ESCAPE)  # closes the dialog, and only the dialog
    assert menu.group.dialog is None and app.scenes == [menu] and app.running


def test_the_coming_dialog_offers_that_game_s_rules(
    tycoon_coming: None, app: App, menu: MainMenu, fake_time: FakeTime
) -> None:
    game = coming_tile_names()[0]
    finger_tap(app, fake_time, tile_of(menu, game).rect.center)
    assert menu.group.dialog is not None
    press(app, pygame.K_RETURN)  # the first answer: read the rules
    assert isinstance(app.scene, RulesScene) and app.scene.game == game
    press(app, pygame.K_ESCAPE)
    assert app.scene is menu and menu.group.dialog is None


def test_a_playable_game_opens_the_set_up_of_a_new_table(
    app: App, fake_time: FakeTime, monkeypatch: pytest.MonkeyPatch
) -> None:
    install_fake_table_scene(monkeypatch)
    opened: list[str] = []
    monkeypatch.setattr(launch, "open_setup", lambda _app, game: opened.append(game))
    scene = MainMenu(app)
    app.push(scene)
    app.frame(FRAME)
    tile = tile_of(scene, "speedstocks")
    assert tile.playable and tile.badge == ""
    click_widget(app, fake_time, tile)
    assert opened == ["speedstocks"] and scene.group.dialog is None
    press(app, pygame.K_1)  # the tile's key
    assert opened == ["speedstocks", "speedstocks"]


def test_beenden_quits_by_click(app: App, menu: MainMenu, fake_time: FakeTime) -> None:
    click_widget(app, fake_time, menu.buttons["quit"])
    assert not app.running


def test_beenden_quits_by_keyboard_focus_and_enter(app: App, menu: MainMenu) -> None:
    quit_button = menu.buttons["quit"]
    focus_with_tab(app, menu.group.focus, quit_button)
    assert app.running
    press(app, pygame.K_RETURN)
    assert not app.running


def test_escape_quits_at_once_without_a_table_in_progress(app: App, menu: MainMenu) -> None:
    press(app, pygame.K_ESCAPE)
    assert not app.running and menu.group.dialog is None


def table_in_progress(app: App, monkeypatch: pytest.MonkeyPatch) -> MainMenu:
    """The menu after a table was started from it and left unfinished (it stays saved)."""
    install_fake_table_scene(monkeypatch)
    scene = MainMenu(app)
    app.push(scene)
    app.frame(FRAME)
    seats = (Seat("Anna"), Seat("Computer 2", COMPUTER, "easy"))
    launch.start_table(app, TableSetup("speedstocks", seats, seed=5), replace_top=False)
    app.pop()
    assert app.scene is scene
    return scene


def test_with_a_table_in_progress_beenden_asks_first_as_escape_does(
    app: App, fake_time: FakeTime, monkeypatch: pytest.MonkeyPatch
) -> None:
    menu = table_in_progress(app, monkeypatch)
    click_widget(app, fake_time, menu.buttons["quit"])
    dialog = menu.group.dialog
    assert app.running and dialog is not None and dialog.title == "Beenden?"
    assert "Weiterspielen" in dialog.message
    press(app, pygame.K_ESCAPE)  # no: stay
    assert menu.group.dialog is None and app.running
    press(app, pygame.K_ESCAPE)
    dialog = menu.group.dialog
    assert dialog is not None and dialog.title == "Beenden?"
    press(app, pygame.K_ESCAPE)  # no: stay
    assert menu.group.dialog is None and app.running
    press(app, pygame.K_ESCAPE)
    stay = menu.group.dialog.buttons[1] if menu.group.dialog else None
    assert stay is not None and stay.label == text("menu.stay")
    click_widget(app, fake_time, stay)
    assert app.running and menu.group.dialog is None
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_RETURN)  # the first answer: quit
    assert not app.running


def test_the_quick_game_says_which_game_it_starts_and_against_whom(menu: MainMenu) -> None:
    quick = menu.buttons["quick_game"]
    assert isinstance(quick, QuickGameButton)
    assert quick.label == "Schnelle Partie · Speedstocks"
    assert quick.detail == "gegen 3 Computer (normal)"
    set_language("en")
    menu.on_enter()
    quick = menu.buttons["quick_game"]
    assert isinstance(quick, QuickGameButton)
    assert quick.label == "Quick game · Speedstocks"
    assert quick.detail == "against 3 computers (normal)"


def test_the_quick_game_follows_the_last_set_up_when_the_menu_comes_back(
    app: App, menu: MainMenu
) -> None:
    seats = (Seat("Ida"),) + tuple(
        Seat(f"Computer {number}", COMPUTER, "normal") for number in (2, 3, 4)
    )
    options = SOLO_MODE_BY_ID["rekordjagd"].options
    setup = TableSetup("speedchicago", seats, options, 0, None, mode="rekordjagd")
    app.change_settings(last_game="speedchicago", last_setups={"speedchicago": setup.to_dict()})
    menu.on_enter()
    quick = menu.buttons["quick_game"]
    assert isinstance(quick, QuickGameButton)
    assert quick.label == "Schnelle Partie · Speedchicago"
    assert quick.detail == "Rekordjagd · gegen 3 Computer (normal)"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_quick_game_line_fits_its_button(menu: MainMenu, lang: str) -> None:
    set_language(lang)
    menu.on_enter()
    quick = menu.buttons["quick_game"]
    assert isinstance(quick, QuickGameButton)
    two = (Seat("Anna"), Seat("Bert"))
    mixed = (Seat("Computer 3", COMPUTER, "easy"), Seat("Computer 4", COMPUTER, "strong"))
    setups = [
        TableSetup("speedchicago", (*two, *mixed), mode=""),
        TableSetup("speedchicago", two),
        TableSetup("speedchicago", (two[0], mixed[0]), mode="tagesbaustelle"),
        TableSetup("speedstocks", (two[0], Seat("Computer 2", COMPUTER, "normal"))),
    ]
    room = quick.text_room()
    for setup in setups:
        quick.label, quick.detail = quick_game_words(setup)
        label_size, detail_size = quick.sizes()
        assert min(label_size, detail_size) >= 18, (quick.label, quick.detail)
        assert font(label_size, True).size(quick.label)[0] <= room.width
        assert font(detail_size).size(quick.detail)[0] <= room.width
        assert line_height(label_size, True) + line_height(detail_size) <= room.height
    set_language("de")
    _title, who = quick_game_words(TableSetup("speedchicago", (*two, *mixed)))
    assert who == "2 Menschen gegen 2 Computer (gemischt)"


def test_s_starts_a_quick_game_against_the_computer(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    install_fake_table_scene(monkeypatch)
    scene = MainMenu(app)
    app.push(scene)
    app.frame(FRAME)
    assert scene.buttons["quick_game"].enabled
    press(app, pygame.K_s)
    assert isinstance(app.scene, FakeTableScene)
    table = app.scene.table
    assert table.setup.game == "speedstocks"
    assert [seat.kind for seat in table.setup.seats].count(COMPUTER) >= 1
    assert app.services.saves.table_ids() == (launch.table_id_of(table),)


def test_without_a_playable_game_the_quick_game_cannot_be_pressed(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(games, "has_table_scene", lambda game: False)
    scene = MainMenu(app)
    app.push(scene)
    app.frame(FRAME)
    assert all(tile.badge for tile in scene.tiles)
    assert not scene.buttons["quick_game"].enabled
    info = scene.buttons["quick_game"].info()
    assert info is not None and text("menu.quick_game_unavailable") in info.rule
    press(app, pygame.K_s)
    assert app.scenes == [scene] and app.services.saves.table_ids() == ()


def test_weiterspielen_shows_only_when_a_saved_table_waits_and_continues_it(
    app: App, fake_time: FakeTime, monkeypatch: pytest.MonkeyPatch
) -> None:
    install_fake_table_scene(monkeypatch)
    scene = MainMenu(app)
    app.push(scene)
    app.frame(FRAME)
    assert "continue" not in scene.buttons
    seats = (Seat("Anna"), Seat("Computer 2", COMPUTER, "easy"))
    table = launch.start_table(app, TableSetup("speedstocks", seats, seed=5), replace_top=False)
    table.submit(0, table.legal_moves(0)[0])
    app.pop()  # back to the menu, the table stays saved
    assert app.scene is scene
    button = scene.buttons["continue"]
    assert button.visible and button.label == "Weiterspielen"
    lefts = [other.rect.left for other in scene.buttons.values()]
    assert lefts == sorted(lefts)
    click_widget(app, fake_time, button)
    assert isinstance(app.scene, SavedTablesScene)  # the list, the table played last focused
    press(app, pygame.K_RETURN)
    assert isinstance(app.scene, FakeTableScene) and app.scenes == [scene, app.scene]
    continued = app.scene.table
    assert launch.table_id_of(continued) == launch.table_id_of(table)
    assert continued.log == table.log


def test_continue_is_asked_of_the_saves_when_the_menu_comes_back(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    waiting = [False]
    monkeypatch.setattr(launch, "has_table_to_continue", lambda _app: waiting[0])
    scene = MainMenu(app)
    app.push(scene)
    assert "continue" not in scene.buttons
    waiting[0] = True
    app.push(SettingsScene(app))
    app.pop()
    assert "continue" in scene.buttons
    waiting[0] = False
    scene.on_enter()
    assert "continue" not in scene.buttons


def test_settings_and_rules_buttons_open_their_screens(
    app: App, menu: MainMenu, fake_time: FakeTime
) -> None:
    click_widget(app, fake_time, menu.buttons["settings"])
    assert isinstance(app.scene, SettingsScene)
    press(app, pygame.K_ESCAPE)
    assert app.scene is menu
    click_widget(app, fake_time, menu.buttons["rules"])
    assert isinstance(app.scene, RulesScene)


def test_the_menu_is_laid_out_again_in_a_new_language_keeping_the_focus(
    app: App, menu: MainMenu
) -> None:
    focus_with_tab(app, menu.group.focus, menu.buttons["settings"])
    app.push(SettingsScene(app))
    app.change_settings(language="en")
    app.pop()
    assert menu.buttons["quit"].label == "Quit"
    assert menu.buttons["settings"].label == "Settings"
    assert menu.group.focus.focused is menu.buttons["settings"]
    assert [tile.title for tile in menu.tiles] == [entry.title for entry in GAMES]
    coming = [tile for tile in menu.tiles if not tile.playable]
    assert all(tile.badge == "coming soon" for tile in coming)
    app.frame(FRAME)  # draws in English without trouble


def test_a_long_press_on_a_tile_explains_the_game(app: App, menu: MainMenu) -> None:
    tile = menu.tiles[2]
    menu.handle(Intent(IntentKind.LONG_PRESS, pos=tile.rect.center, touch=True))
    info = menu.group.info
    assert info.visible and info.window.content is not None
    assert info.window.content.title == tile.title
    assert GAMES[2].line in info.window.content.rule


def test_a_refused_step_is_told_in_words_and_changes_nothing(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    install_fake_table_scene(monkeypatch)

    def refuse(_app: App) -> None:
        raise OptionError("at least one seat must be played by a human")

    monkeypatch.setattr(launch, "quick_game", refuse)
    scene = MainMenu(app)
    app.push(scene)
    scene.buttons["quick_game"].press()
    assert app.scenes == [scene]
    assert any("at least one seat" in message for message in app.toasts.messages)


def test_buttons_and_tiles_are_touch_sized_and_the_quick_game_shows_its_key(menu: MainMenu) -> None:
    quick = menu.buttons["quick_game"]
    assert quick.hotkey == "s" and quick.primary
    assert quick.rect.height >= THEME.button_height
    assert [tile.hotkey for tile in menu.tiles] == ["1", "2", "3", "4", "5"]


def test_a_click_on_empty_canvas_does_nothing(
    app: App, menu: MainMenu, fake_time: FakeTime
) -> None:
    click(app, fake_time, (20, 1060))
    assert app.scenes == [menu] and app.running and menu.group.dialog is None


def test_a_damaged_save_is_told_in_one_sentence_below_the_buttons_not_over_the_title(
    app: App,
) -> None:
    folder = app.services.saves.folder
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "29990101-000000-aaaaaa.json").write_text("{not json", "utf-8")
    scene = MainMenu(app)
    app.push(scene)
    app.frame(FRAME)
    assert app.toasts.messages == [text("launch.save_set_aside")]
    assert "continue" not in scene.buttons
    lowest = max(widget.rect.bottom for widget in [*scene.tiles, *scene.buttons.values()])
    assert app.toasts.bottom == menu_module.TOAST_BOTTOM and app.toasts.bottom > lowest
    app.push(SettingsScene(app))
    assert app.toasts.bottom is None  # other screens show their messages at the top again


def test_the_buttons_stay_within_the_row_of_tiles_with_a_table_to_continue(app: App) -> None:
    """With Weiterspielen and Online the row of buttons is as wide as the tiles at most."""
    scene = MainMenu(app)
    scene.can_continue = True
    scene.build()
    assert "continue" in scene.buttons and "online" in scene.buttons
    left = min(tile.rect.left for tile in scene.tiles)
    right = max(tile.rect.right for tile in scene.tiles)
    for button in scene.buttons.values():
        assert left <= button.rect.left and button.rect.right <= right, button.label
