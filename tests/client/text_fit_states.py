"""Every screen of the client in its typical states, each put on a headless app by one function.

The text-fit test draws each of them once per language and window size.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.client import games
from game.client.app import App
from game.client.intents import Intent, IntentKind
from game.client.launch import start_table
from game.client.scene import Scene
from game.client.scene_keys import SceneRequest, build_scene
from game.client.scenes.end_scene import EndScene
from game.client.scenes.hand_over import HandOverScene
from game.client.scenes.menu import MainMenu
from game.client.scenes.rules_scene import RulesScene
from game.client.scenes.saved_tables import SavedTablesScene
from game.client.scenes.settings_scene import SettingsScene
from game.client.scenes.setup_scene import SetupScene, game_modes
from game.client.scenes.tables.speedchicago import selection as sel
from game.client.scenes.tables.speedchicago.board import ShownBoard
from game.client.scenes.tables.speedchicago.scene import SpeedchicagoScene
from game.client.scenes.tables.speedchicago.scoring import HOUSE_SECONDS, TOTAL_AT, TRACK_AT
from game.client.scenes.tables.speedstocks.scene import SpeedstocksScene, slot_rect
from game.rules.speedchicago import events as ev
from game.rules.speedchicago.moves import END_TURN
from game.rules.speedchicago.site import FIELD_NAMES, GRUNDSPIEL_FOUNDATIONS
from game.rules.speedchicago.state import PHOTOGRAPHER, TURN
from game.rules.speedstocks import events as stocks_events
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from game.texts import text
from tests.client.conftest import FakeTime
from tests.client.review_text_fit_states import states as review_states
from tests.client.speedchicago.test_modes import finish_as_saved, solo_setup
from tests.client.speedpipe.text_fit_states import states as speedpipe_states
from tests.client.speedstocks.test_scene import kurssturz_table
from tests.client.speedtycoon.text_fit_states import states as speedtycoon_states
from tests.client.stocks_positions import card_of, hover, set_up_state
from tests.client.table_driving import FRAME, LONG_FRAME, run_until, speedstocks_setup
from tests.client.tycoon.text_fit_states import states as tycoon_states

State = Callable[[App, FakeTime], object]
# Frames drawn once a state is reached, so that entry animations have settled.
SETTLE_FRAMES = 20


# A name as long as a seat's name may be (40 characters), as a person might type it.
LONG_NAME = "Maximiliane Mustermann-Schmidt-Bergmann"
OTHER_LONG_NAME = "Bartholomäus Friedrich von Hohenzollern"


def chicago_seats() -> tuple[Seat, ...]:
    """A person against three computers named as the set-up names them ("Computer 2"), the
    longest names a quick table has."""
    return (Seat("Anna"),) + tuple(
        Seat(text("names.computer", seat=seat), COMPUTER, "easy") for seat in (2, 3, 4)
    )


def settle(app: App, frames: int = SETTLE_FRAMES) -> None:
    """Draws frames until entry animations are over."""
    for _ in range(frames):
        app.frame(FRAME)


def show(app: App, scene: Scene) -> None:
    """Makes scene the only scene above the main menu."""
    while len(app.scenes) > 1:
        app.pop()
    if not app.scenes:
        app.push(MainMenu(app))
    if not isinstance(scene, MainMenu):
        app.push(scene)
    settle(app)


def menu_only(app: App) -> MainMenu:
    """The main menu alone (a fresh one, laid out in the current language)."""
    while len(app.scenes) > 1:
        app.pop()
    menu = MainMenu(app)
    if app.scenes:
        app.replace(menu)
    else:
        app.push(menu)
    return menu


# ---- menus ------------------------------------------------------------------------------------


def menu_with_saved_table(app: App, time: FakeTime) -> None:
    """The main menu with "Weiterspielen" for a saved table."""
    menu_only(app)
    start_table(app, speedstocks_setup(), replace_top=False)
    app.pop()
    settle(app)


def saved_tables(app: App, time: FakeTime) -> SavedTablesScene:
    """The list of saved tables: one per game, a long name among them."""
    menu_only(app)
    long_names = speedstocks_setup(humans=2, computers=2)
    seats = (Seat("Maximiliane Mustermann-Schmidt"),) + long_names.seats[1:]
    for setup in (long_names, TableSetup("speedchicago", chicago_seats(), {}, 3, None)):
        named = replace(setup, seats=seats) if setup.game == "speedstocks" else setup
        start_table(app, named, replace_top=False)
        app.pop()
    scene = SavedTablesScene(app)
    show(app, scene)
    return scene


def delete_saved_table(app: App, time: FakeTime) -> None:
    """Deleting a saved table is asked about."""
    saved_tables(app, time).ask_delete(0)
    settle(app)


def quit_dialog(app: App, time: FakeTime) -> None:
    """The main menu asking whether to quit."""
    menu = menu_only(app)
    settle(app)
    menu.ask_quit()
    settle(app)


def coming_dialog(game: str) -> State:
    """The dialog of a game that cannot be played yet."""

    def reach(app: App, time: FakeTime) -> None:
        menu = menu_only(app)
        settle(app)
        menu.show_coming(games.game_entry(game))
        settle(app)

    return reach


def set_up(game: str, mode: str) -> State:
    """The set-up of a game in one of its modes ('' for a game without modes)."""

    def reach(app: App, time: FakeTime) -> None:
        scene = SetupScene(app, game)
        show(app, scene)
        if mode and mode != scene.mode:
            scene.choose_mode(mode)
            settle(app)

    return reach


def settings(app: App, time: FakeTime) -> None:
    """The settings screen."""
    show(app, SettingsScene(app))


def rules(game: str, scrolled: bool) -> State:
    """The rules of a game, at the top or scrolled to the end."""

    def reach(app: App, time: FakeTime) -> None:
        scene = RulesScene(app, game)
        show(app, scene)
        if scrolled:
            scene.scroll = scene.max_scroll
            settle(app, 2)

    return reach


def end_table(game: str, first_name: str = "") -> State:
    """The end table of a game after random play; the first seat renamed where asked."""

    def reach(app: App, time: FakeTime) -> None:
        finished = build_scene(app, SceneRequest("end", game))
        assert isinstance(finished, EndScene)
        table = finished.table
        if first_name:
            setup = table.setup
            renamed = replace(setup, seats=(Seat(first_name),) + setup.seats[1:])
            table = Table(renamed, app.services.bots, app.services.now, table.state)
        show(app, EndScene(app, table))

    return reach


def record_end_table(app: App, time: FakeTime) -> None:
    """The end table of a finished Rekordjagd: the verdict and the Rekordliste below the rows."""
    menu_only(app)
    table = start_table(app, solo_setup("rekordjagd"), replace_top=False)
    finished = finish_as_saved(app, table)
    show(app, EndScene(app, finished))
    assert EndScene(app, finished).record_lines


def hand_over(name: str) -> State:
    """The curtain over a Speedstocks hot-seat table, naming the next person."""

    def reach(app: App, time: FakeTime) -> None:
        menu_only(app)
        seats = (Seat(LONG_NAME), Seat(name)) + speedstocks_setup(1, 2).seats[1:]
        start_table(app, replace(speedstocks_setup(), seats=seats), replace_top=False)
        app.push(HandOverScene(app, name, lambda: None))
        settle(app)

    return reach


def stocks_long_names(app: App, time: FakeTime) -> None:
    """A Speedstocks hot seat of two people with the longest names, the first one's turn."""
    menu_only(app)
    seats = (Seat(LONG_NAME), Seat(OTHER_LONG_NAME)) + speedstocks_setup(1, 2).seats[1:]
    start_table(app, replace(speedstocks_setup(), seats=seats), replace_top=False)
    settle(app)
    curtain = app.scene
    assert isinstance(curtain, HandOverScene)
    curtain.show()
    scene = app.scene
    assert isinstance(scene, SpeedstocksScene)
    settle(app)


# ---- Speedstocks --------------------------------------------------------------------------------


def stocks_turn(app: App, time: FakeTime) -> None:
    """The start of a Speedstocks turn: the hand to choose from."""
    menu_only(app)
    start_table(app, speedstocks_setup(special="on"), replace_top=False)
    scene = app.scene
    assert isinstance(scene, SpeedstocksScene)
    run_until(app, lambda: scene.can_act())
    settle(app)


def stocks_pause(app: App, time: FakeTime) -> None:
    """The pause dialog over a Speedstocks table."""
    stocks_turn(app, time)
    scene = app.scene
    assert isinstance(scene, SpeedstocksScene)
    scene.open_pause()
    settle(app)


def stocks_placement(app: App, time: FakeTime) -> None:
    """A Speedstocks turn being revealed and placed, caught in the middle."""
    show(app, build_scene(app, SceneRequest("speedstocks", moves=12)))


def stocks_plaque(app: App, time: FakeTime) -> None:
    """A hand card pointed at that runs into a Kurssturz: the plaque names the cheapest row."""
    state = set_up_state(rows=[[12], [33], [50], [81, 82]])
    table_setup = speedstocks_setup(special="on")
    table = Table(table_setup, app.services.bots, app.services.now, state)
    scene = SpeedstocksScene(app, table, None)
    show(app, scene)
    hover(app, card_of(scene, 5).center)
    settle(app, 4)


def stocks_info_window(app: App, time: FakeTime) -> None:
    """The pointer resting on a row card: its info window is open."""
    scene = SpeedstocksScene(
        app,
        Table(speedstocks_setup(special="on"), app.services.bots, app.services.now, set_up_state()),
        None,
    )
    show(app, scene)
    hover(app, slot_rect(3, 4).center)
    hover(app, slot_rect(3, 4).center, dt=0.5)
    assert scene.widgets.info.window.visible


def stocks_advice(app: App, time: FakeTime) -> None:
    """The start of a Speedstocks turn with the Rat asked for and given."""
    stocks_turn(app, time)
    scene = app.scene
    assert isinstance(scene, SpeedstocksScene)
    scene.request_advice()
    run_until(app, lambda: scene.advice is not None, FRAME)
    settle(app)


def stocks_kurssturz(app: App, time: FakeTime) -> None:
    """The person's own Kurssturz: the exchange to take is asked for."""
    scene = SpeedstocksScene(app, kurssturz_table(app, seed=1), None)
    show(app, scene)
    run_until(app, lambda: scene.own_kurssturz(), FRAME, most=400)
    settle(app)


def stocks_bilanz(app: App, time: FakeTime) -> None:
    """The Bilanz after a round."""
    setup = speedstocks_setup(special="on")
    table = Table(setup, app.services.bots, app.services.now, set_up_state())
    scene = SpeedstocksScene(app, table, None)
    show(app, scene)
    scene.enqueue([stocks_events.RoundScored(1, (3, 0, 17, 1), (3, 0, 17, 1))])
    settle(app)


# ---- Speedchicago -------------------------------------------------------------------------------


def chicago_table(
    app: App, variant: str = "grundspiel", first_name: str = "Anna"
) -> SpeedchicagoScene:
    """A new Speedchicago table at the person's first turn."""
    menu_only(app)
    options = {"variant": variant} if variant != "grundspiel" else {}
    seats = (Seat(first_name),) + chicago_seats()[1:]
    setup = TableSetup("speedchicago", seats, options, 3, None)
    start_table(app, setup, replace_top=False)
    scene = app.scene
    assert isinstance(scene, SpeedchicagoScene)

    def my_turn() -> bool:
        if scene.can_act() and scene.view_data is not None:
            if scene.view_data["phase"] == TURN:
                return True
            scene.send(scene.legal[0])
        return False

    run_until(app, my_turn, LONG_FRAME, most=400)
    settle(app)
    return scene


def chicago_advice(app: App, time: FakeTime) -> None:
    """A Speedchicago turn with the Rat asked for and given."""
    app.change_settings(chicago_tutorial_done=True)
    scene = chicago_table(app)
    scene.request_advice()
    run_until(app, lambda: scene.advice is not None, FRAME)
    settle(app)


def chicago_info_window(app: App, time: FakeTime) -> None:
    """The pointer resting on a card button of a Profi table: its info window is open."""
    app.change_settings(chicago_tutorial_done=True)
    scene = chicago_table(app, "profi")
    button = next(button for button in scene.panel.card_buttons if button.visible)
    hover(app, button.rect.center)
    hover(app, button.rect.center, dt=0.5)
    settle(app, 2)


def chicago_others_turn(app: App, time: FakeTime) -> None:
    """The person has ended the turn: the computers' steps play one after the other."""
    app.change_settings(chicago_tutorial_done=True)
    scene = chicago_table(app)
    scene.send(END_TURN)
    settle(app, 6)
    assert not scene.can_act()


def chicago_tutorial(app: App, time: FakeTime) -> None:
    """The tutorial at the first turn, then its next step."""
    app.change_settings(chicago_tutorial_done=False)
    scene = chicago_table(app)
    scene.handle(Intent(IntentKind.SHORTCUT, key="1"))
    settle(app)


def chicago_selection(app: App, time: FakeTime) -> None:
    """Late in 1893: the foreman that reaches most selected, its fields lit."""
    app.change_settings(chicago_tutorial_done=True)
    show(app, build_scene(app, SceneRequest("speedchicago")))


def chicago_scoring_view(app: App, time: FakeTime) -> None:
    """Late in 1893 with the scoring view on."""
    app.change_settings(chicago_tutorial_done=True)
    show(app, build_scene(app, SceneRequest("speedchicago_scoring")))


def chicago_track(app: App, time: FakeTime) -> None:
    """Late in 1893 with the score track shown."""
    app.change_settings(chicago_tutorial_done=True)
    scene = build_scene(app, SceneRequest("speedchicago"))
    assert isinstance(scene, SpeedchicagoScene)
    show(app, scene)
    scene.track_view = True
    settle(app)


def chicago_card_pressed(app: App, card: str) -> SpeedchicagoScene:
    """A Profi table with the button of one of its cards pressed, all shown."""
    app.change_settings(chicago_tutorial_done=True)
    scene = chicago_table(app, "profi")
    button = next(button for button in scene.panel.card_buttons if button.card == card)
    button.press()
    settle(app)
    return scene


def chicago_card_chosen(app: App, time: FakeTime) -> None:
    """A Profi table: the ten cards, the Kletterseil chosen, its sources lit."""
    scene = chicago_card_pressed(app, "kletterseil")
    assert scene.selection.mode == sel.CARD_SOURCE


def chicago_card_played(app: App, time: FakeTime) -> None:
    """A Profi table after playing Überstunden: the other cards disabled, the play told."""
    chicago_card_pressed(app, "ueberstunden")


def chicago_long_name(app: App, time: FakeTime) -> None:
    """A Speedchicago turn of a person with the longest name."""
    app.change_settings(chicago_tutorial_done=True)
    chicago_table(app, first_name=LONG_NAME)


def chicago_draw_card(app: App, time: FakeTime) -> None:
    """A Grundspiel turn after drawing a card."""
    app.change_settings(chicago_tutorial_done=True)
    scene = chicago_table(app)
    scene.handle(Intent(IntentKind.SHORTCUT, key="k"))
    settle(app)


def _field(name: str) -> int:
    """The index of a field named like 'd4'."""
    return FIELD_NAMES.index(name)


def chicago_year_scoring(app: App, time: FakeTime) -> None:
    """The year-end scoring: a company house by house, the photographer, total and track."""
    app.change_settings(chicago_tutorial_done=True)
    scene = chicago_table(app)
    board = ShownBoard()
    board.foundations = list(GRUNDSPIEL_FOUNDATIONS)
    for stone in GRUNDSPIEL_FOUNDATIONS:
        board.heights[stone] = 1
    for name in ("d4", "c4", "d3", "c3", "e3"):
        board.heights[_field(name)] = 1
    board.heights[_field("d4")] = 3
    board.figures[_field("d4")] = 1
    board.figures[_field("f2")] = 1
    board.figures[_field("c3")] = PHOTOGRAPHER
    board.photographer = _field("c3")
    houses = (ev.HouseScored(1, 1, 1, 1), ev.HouseScored(2, 5, 3, 15))
    scene.scoring.show(ev.CompanyScored(1, 1891, houses, 5, 0, 21, 23, 2), board)
    scene.scoring.show(ev.CompanyScored(2, 1891, (), 0, 0, 0, 0, 0), board)
    for step in (HOUSE_SECONDS, HOUSE_SECONDS, TOTAL_AT, TRACK_AT - TOTAL_AT):
        scene.scoring.update(step)
        app.frame(FRAME)
    settle(app, 4)
    assert text("chicago_scoring.title", year=1891) in scene.scoring.texts()


def all_states() -> dict[str, State]:
    """Every state by name, one screen each."""
    states: dict[str, State] = {
        "menu": menu_with_saved_table,
        "saved tables": saved_tables,
        "saved table deleted?": delete_saved_table,
        "quit dialog": quit_dialog,
        "settings": settings,
    }
    for entry in games.GAMES:
        if not entry.playable:
            states[f"coming {entry.name}"] = coming_dialog(entry.name)
            continue
        for mode in game_modes(entry.name) or ("",):
            states[f"set-up {entry.name} {mode}".strip()] = set_up(entry.name, mode)
        states[f"end table {entry.name}"] = end_table(entry.name)
        states[f"end table {entry.name}, long name"] = end_table(entry.name, LONG_NAME)
    for entry in games.GAMES:
        states[f"rules {entry.name}"] = rules(entry.name, False)
        states[f"rules {entry.name}, end"] = rules(entry.name, True)
    states.update(
        {
            "Rekordjagd end table": record_end_table,
            "hand-over": hand_over("Spieler 2"),
            "hand-over, long name": hand_over(OTHER_LONG_NAME),
            "Speedstocks turn": stocks_turn,
            "Speedstocks turn, long names": stocks_long_names,
            "Speedstocks pause": stocks_pause,
            "Speedstocks placement": stocks_placement,
            "Speedstocks plaque": stocks_plaque,
            "Speedstocks info window": stocks_info_window,
            "Speedstocks advice": stocks_advice,
            "Speedstocks Kurssturz": stocks_kurssturz,
            "Speedstocks Bilanz": stocks_bilanz,
            "Speedchicago tutorial": chicago_tutorial,
            "Speedchicago others' turn": chicago_others_turn,
            "Speedchicago advice": chicago_advice,
            "Speedchicago info window": chicago_info_window,
            "Speedchicago selection": chicago_selection,
            "Speedchicago scoring view": chicago_scoring_view,
            "Speedchicago score track": chicago_track,
            "Speedchicago card chosen": chicago_card_chosen,
            "Speedchicago card played": chicago_card_played,
            "Speedchicago card drawn": chicago_draw_card,
            "Speedchicago year-end scoring": chicago_year_scoring,
            "Speedchicago long name": chicago_long_name,
        }
    )
    states.update(speedtycoon_states(show, LONG_NAME, OTHER_LONG_NAME))
    states.update(speedpipe_states(show, LONG_NAME, OTHER_LONG_NAME))
    states.update(tycoon_states(show, LONG_NAME, OTHER_LONG_NAME))
    states.update(review_states(show))
    return states


STATES = all_states()
