"""The table set-up: seats, computers, options, clock, tempo, names, starting and remembering."""

from __future__ import annotations

import pygame
import pytest

from game.client import games
from game.client.app import App
from game.client.intents import Intent, IntentKind
from game.client.launch import open_setup, table_id_of
from game.client.scenes.setup_scene import (
    RIGHT_WIDTH,
    STATUS_BOX,
    SetupScene,
    game_modes,
    option_explanation,
    playable_games,
)
from game.client.text_layout import line_height, lines_of, measure
from game.client.text_recording import recording_texts
from game.client.theme import THEME
from game.client.widgets.base import Widget
from game.rules.registry import game_names, get_game
from game.rules.speedtycoon.state import active_modules
from game.rules.speedtycoon.tables import MODES, MODULES
from game.table.seats import COMPUTER, HUMAN
from game.texts import LANGUAGES, set_language, text
from game.texts.catalogue import catalogue
from tests.client.conftest import FakeTime
from tests.client.fake_table_scene import GAME, MenuStandIn, install_fake_table_scene, top_table
from tests.client.text_fit import findings

Kind = IntentKind


@pytest.fixture(autouse=True)
def fake_scene(monkeypatch: pytest.MonkeyPatch) -> None:
    """Speedstocks tables are shown by the stand-in table scene."""
    install_fake_table_scene(monkeypatch)


@pytest.fixture
def scene(app: App, menu: MenuStandIn) -> SetupScene:
    """The set-up of a Speedstocks table, shown."""
    open_setup(app, GAME)
    app.frame(1 / 60)
    assert isinstance(app.scene, SetupScene)
    return app.scene


def click(app: App, fake_time: FakeTime, pos: tuple[float, float]) -> None:
    """A real mouse click at a logical position, a second after the last one (never a double)."""
    fake_time.advance(1.0)
    window_pos = app.letterbox.to_window(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window_pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window_pos, button=1))
    app.frame(1 / 60)


def press_key(app: App, key: int, mod: int = 0) -> None:
    """A real key press."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod))
    app.frame(1 / 60)


def type_text(app: App, typed: str) -> None:
    """Text as the system sends it while text input is on."""
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=typed))
    app.frame(1 / 60)


def next_arrow(widget: Widget) -> tuple[int, int]:
    """The centre of a choice row's ▶ arrow."""
    return widget.arrow_rects()[1].center  # type: ignore[attr-defined]


def test_defaults_are_one_person_against_three_normal_computers(scene: SetupScene) -> None:
    assert scene.seat_count == 4
    assert [choice for choice, _ in scene.count_list.choices] == [2, 3, 4]
    setup = scene.setup()
    assert [seat.kind for seat in setup.seats] == [HUMAN, COMPUTER, COMPUTER, COMPUTER]
    assert [seat.strength for seat in setup.seats[1:]] == ["normal"] * 3
    assert setup.seats[0].name == text("names.human", seat=1)
    assert setup.option_map() == {"variant": "klassisch", "special": "off"}
    assert (setup.turn_seconds, setup.tempo) == (120, "normal")
    assert scene.start_button.enabled and not scene.status_problem


def test_the_seat_count_stays_within_the_games_limits(
    app: App, scene: SetupScene, fake_time: FakeTime
) -> None:
    click(app, fake_time, next_arrow(scene.count_list))  # 4 wraps round to 2
    assert scene.seat_count == 2 and len(scene.setup().seats) == 2
    assert [kind.visible for kind in scene.seat_lists] == [True, True, False, False]
    previous = scene.count_list.arrow_rects()[0].center
    click(app, fake_time, previous)  # 2 wraps round to 4
    assert scene.seat_count == 4
    click(app, fake_time, previous)
    assert scene.seat_count == 3 and len(scene.setup().seats) == 3
    assert [kind.visible for kind in scene.seat_lists] == [True, True, True, False]


def test_a_seat_becomes_a_strong_computer_by_tap_and_by_keys(
    app: App, scene: SetupScene, fake_time: FakeTime
) -> None:
    click(app, fake_time, next_arrow(scene.seat_lists[1]))
    assert scene.setup().seats[1].strength == "strong"
    scene.widgets.focus.focus(scene.seat_lists[2])
    press_key(app, pygame.K_RIGHT)
    assert scene.setup().seats[2].kind == COMPUTER and scene.setup().seats[2].strength == "strong"
    press_key(app, pygame.K_RIGHT)  # past "strong" comes the person again
    assert scene.setup().seats[2].kind == HUMAN
    assert scene.name_fields[2].visible


def test_without_a_person_the_start_is_disabled_and_a_line_says_why(
    app: App, scene: SetupScene, menu: MenuStandIn, fake_time: FakeTime
) -> None:
    scene.widgets.focus.focus(scene.seat_lists[0])
    press_key(app, pygame.K_RIGHT)  # the person becomes an easy computer
    assert scene.setup().seats[0].strength == "easy" and not scene.name_fields[0].visible
    assert not scene.start_button.enabled
    assert scene.status_problem == text("table_setup.need_human")
    click(app, fake_time, scene.start_button.rect.center)
    scene.widgets.focus.focus(None)
    press_key(app, pygame.K_RETURN)
    assert app.scenes == [menu, scene] and app.services.saves.table_ids() == ()


def test_the_speedstocks_options_show_their_texts_and_change(
    app: App, scene: SetupScene, fake_time: FakeTime
) -> None:
    variant = scene.option_lists["variant"]
    special = scene.option_lists["special"]
    assert set(scene.option_lists) == {"variant", "special"}
    assert variant.label == "Variante" and special.label == "Sonderregeln"
    assert [shown for _, shown in variant.choices] == ["Klassisch", "Taktik"]
    explanations = [line for _, line in scene._explanations]
    assert option_explanation(GAME, "variant", "klassisch") in explanations
    click(app, fake_time, next_arrow(variant))
    click(app, fake_time, special.rect.center)  # a tap on the row steps on as well
    assert scene.options == {"variant": "taktik", "special": "on"}
    explanations = [line for _, line in scene._explanations]
    assert option_explanation(GAME, "variant", "taktik") in explanations
    assert option_explanation(GAME, "special", "on") in explanations


def test_every_option_of_every_game_has_its_texts_in_both_languages() -> None:
    for language in LANGUAGES:
        texts = catalogue(language)
        for game in game_names():
            for option in get_game(game).options:
                base = f"options.{game}.{option.name}"
                assert f"{base}.label" in texts, (language, base)
                for choice in option.choices:
                    assert f"{base}.{choice}" in texts, (language, base, choice)
                    assert f"{base}.explain.{choice}" in texts, (language, base, choice)


def test_the_setup_starts_a_table_as_chosen(
    app: App, scene: SetupScene, menu: MenuStandIn, fake_time: FakeTime
) -> None:
    click(app, fake_time, scene.count_list.arrow_rects()[0].center)  # 3 seats
    click(app, fake_time, next_arrow(scene.seat_lists[1]))  # strong
    click(app, fake_time, next_arrow(scene.option_lists["variant"]))  # Taktik
    for _ in range(3):  # 2 min → no clock → 30 s → 60 s
        click(app, fake_time, next_arrow(scene.clock_list))
    click(app, fake_time, next_arrow(scene.tempo_list))  # schnell
    name = scene.name_fields[0]
    click(app, fake_time, name.rect.center)
    assert name.editing and name.selected_all
    type_text(app, "Zo")  # replaces the whole name, as it starts selected
    type_text(app, "x")
    press_key(app, pygame.K_BACKSPACE)
    type_text(app, "ë")
    press_key(app, pygame.K_RETURN)
    assert not name.editing
    click(app, fake_time, scene.start_button.rect.center)
    table = top_table(app)
    assert app.scenes == [menu, app.scene]
    setup = table.setup
    assert [seat.name for seat in setup.seats] == ["Zoë", "Computer 2", "Computer 3"]
    assert [(seat.kind, seat.strength) for seat in setup.seats[1:]] == [
        (COMPUTER, "strong"),
        (COMPUTER, "normal"),
    ]
    assert setup.option_map() == {"variant": "taktik", "special": "off"}
    assert (setup.turn_seconds, setup.tempo) == (60, "schnell")
    assert setup.seed != 0 and table_id_of(table) in app.services.saves.table_ids()


def test_remembered_choices_come_back(app: App, scene: SetupScene, fake_time: FakeTime) -> None:
    scene.choose_seat_count(2)
    scene.choose_seat(1, "easy")
    scene.type_name(0, "Ida")
    scene.choose_option("special", "on")
    scene.choose_clock(None)
    scene.start()
    started = top_table(app).setup
    app.pop()
    open_setup(app, GAME)
    again = app.scene
    assert isinstance(again, SetupScene)
    assert again.setup().seats == started.seats and again.seat_count == 2
    assert again.name_fields[0].value == "Ida" and again.clock_list.selected is None
    assert again.option_lists["special"].selected == "on"
    assert again.seat_lists[1].selected == "easy"


def test_a_damaged_remembered_setup_falls_back_to_the_defaults(app: App, menu: MenuStandIn) -> None:
    app.change_settings(last_setups={GAME: {"game": GAME, "seats": [{"name": 3}]}})
    open_setup(app, GAME)
    scene = app.scene
    assert isinstance(scene, SetupScene)
    assert scene.seat_count == 4 and scene.setup().seats[0].kind == HUMAN
    assert text("table_setup.remembered_damaged") in app.toasts.messages


def test_names_must_be_there_and_differ(scene: SetupScene) -> None:
    scene.type_name(0, "Computer 2")
    assert scene.status_problem == text("table_setup.name_taken", name="Computer 2")
    assert not scene.start_button.enabled
    scene.type_name(0, "   ")
    assert scene.status_problem == text("table_setup.name_missing", number=1)
    scene.type_name(0, "Ada")
    assert scene.start_button.enabled and not scene.status_problem


def test_typing_a_name_takes_every_key_and_esc_brings_the_old_name_back(
    app: App, scene: SetupScene, menu: MenuStandIn, fake_time: FakeTime
) -> None:
    field = scene.name_fields[0]
    before = field.value
    click(app, fake_time, field.rect.center)
    press_key(app, pygame.K_x)  # a key press is no shortcut while typing
    type_text(app, "x")
    assert field.value == "x"
    type_text(app, "y")
    assert field.value == "xy"
    press_key(app, pygame.K_ESCAPE)
    assert field.value == before and not field.editing
    assert app.scene is scene  # Esc ended the typing, not the set-up
    press_key(app, pygame.K_ESCAPE)
    assert app.scenes == [menu]


def test_a_name_never_grows_beyond_the_longest_allowed(scene: SetupScene) -> None:
    field = scene.name_fields[0]
    field.start_editing()
    scene.handle(Intent(Kind.TEXT, text="a" * 100))
    scene.handle(Intent(Kind.TEXT, text="b"))
    assert len(field.value) == field.max_length == 40
    assert scene.setup().seats[0].name == "a" * 40


def test_every_control_is_reachable_by_tab(app: App, scene: SetupScene) -> None:
    reached: list[Widget] = []
    for _ in range(len(scene.widgets.widgets) + 1):
        press_key(app, pygame.K_TAB)
        focused = scene.widgets.focus.focused
        assert focused is not None
        if focused not in reached:
            reached.append(focused)
    shown = [widget for widget in scene.widgets.widgets if widget.visible]
    assert len(reached) == len(shown) and all(widget in shown for widget in reached)
    assert all(widget.rect.height >= 72 for widget in shown)


def test_tab_then_enter_starts_from_the_keyboard(app: App, scene: SetupScene) -> None:
    scene.widgets.focus.focus(scene.start_button)
    press_key(app, pygame.K_RETURN)
    assert top_table(app).setup.seats[0].kind == HUMAN


def test_choosing_the_game_reloads_its_setup(scene: SetupScene) -> None:
    # Every game with rules and a table scene is offered, in the menu's order.
    names = [name for name, _ in scene.game_list.choices]
    assert names == [GAME, "speedtycoon", "speedpipe", "speedchicago", "tycoon"]
    scene.choose_game(GAME)  # the same game changes nothing
    assert scene.seat_count == 4
    scene.choose_game("speedchicago")
    assert set(scene.option_lists) >= {"variant", "card_pile", "open_cards", "leftover"}
    scene.choose_game(GAME)
    assert set(scene.option_lists) == {"variant", "special"}


def test_the_screen_is_laid_out_and_drawn_in_english_too(app: App, menu: MenuStandIn) -> None:
    set_language("en")
    open_setup(app, GAME)
    scene = app.scene
    assert isinstance(scene, SetupScene)
    app.frame(1 / 60)
    assert scene.start_button.label == "Open the table"
    assert scene.option_lists["variant"].label == "Variant"
    canvas = pygame.Rect(0, 0, 1920, 1080)
    assert all(canvas.contains(widget.rect) for widget in scene.widgets.widgets)
    rects = [widget.rect for widget in scene.widgets.widgets if widget.visible]
    assert not any(
        first.colliderect(second) for index, first in enumerate(rects) for second in rects[:index]
    )


def test_an_unplayable_game_has_no_setup(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    # Every game is playable now: Tycoon without its table scene stands in for one that is not.
    registered = games.has_table_scene
    monkeypatch.setattr(
        games, "has_table_scene", lambda game: game != "tycoon" and registered(game)
    )
    with pytest.raises(ValueError, match="tycoon"):
        SetupScene(app, "tycoon")


def test_seats_and_options_explain_themselves_in_an_info_window(scene: SetupScene) -> None:
    seat_info = scene.seat_lists[1].info()
    assert seat_info is not None and len(seat_info.rule) == 4
    assert text("table_setup.explain_strong") in seat_info.rule[3]
    variant_info = scene.option_lists["variant"].info()
    assert variant_info is not None and variant_info.title == "Variante"
    assert variant_info.rule == [
        text(
            "table_setup.choice_line",
            choice="Klassisch",
            line=option_explanation(GAME, "variant", "klassisch"),
        ),
        text(
            "table_setup.choice_line",
            choice="Taktik",
            line=option_explanation(GAME, "variant", "taktik"),
        ),
    ]
    scene.handle(Intent(Kind.LONG_PRESS, pos=scene.seat_lists[0].rect.center, touch=True))
    assert scene.widgets.info.visible


# ---- Speedchicago alone has no clock ----


@pytest.fixture
def chicago(app: App, menu: MenuStandIn, monkeypatch: pytest.MonkeyPatch) -> SetupScene:
    """The set-up of a Speedchicago table (its tables shown by the stand-in), Freie Partie."""
    install_fake_table_scene(monkeypatch, "speedchicago")
    open_setup(app, "speedchicago")
    app.frame(1 / 60)
    assert isinstance(app.scene, SetupScene)
    return app.scene


def test_speedchicago_alone_offers_no_clock_and_starts_without_one(
    app: App, chicago: SetupScene, fake_time: FakeTime
) -> None:
    assert chicago.mode == "freie_partie" and not chicago.clock_runs
    assert not chicago.clock_list.enabled
    assert chicago.clock_list.shown == text("table_setup.clock_none")
    info = chicago.clock_list.info()
    assert info is not None and info.rule == [text("table_setup.clock_alone_line")]
    click(app, fake_time, next_arrow(chicago.clock_list))  # greyed: nothing changes
    assert chicago.setup().turn_seconds is None
    chicago.start()
    table = top_table(app)
    assert table.setup.turn_seconds is None
    assert all(table.clock(seat) is None for seat in range(len(table.setup.seats)))


def test_speedchicago_with_a_second_person_offers_the_clock_again(chicago: SetupScene) -> None:
    chicago.choose_seat(1, HUMAN)
    chicago.type_name(1, "Bert")
    assert chicago.clock_runs and chicago.clock_list.enabled
    assert chicago.clock_list.selected == 120 and chicago.setup().turn_seconds == 120
    chicago.choose_clock(60)
    chicago.choose_seat(1, "strong")  # alone again: no clock, the choice is kept for later
    assert chicago.clock_list.selected is None and chicago.setup().turn_seconds is None
    chicago.choose_seat(1, HUMAN)
    assert chicago.setup().turn_seconds == 60


def test_speedstocks_alone_keeps_its_clock(scene: SetupScene) -> None:
    assert scene.clock_runs and scene.clock_list.enabled
    assert scene.clock_list.info() is not None
    assert scene.setup().turn_seconds == 120


# ---- the name typed last is the next set-up's default ----


def test_a_typed_name_is_the_next_set_ups_default_for_any_game(
    app: App, scene: SetupScene, menu: MenuStandIn
) -> None:
    scene.type_name(0, "  Ida ")
    scene.back()
    assert app.settings.player_name == "Ida"
    open_setup(app, "speedchicago")
    chicago = app.scene
    assert isinstance(chicago, SetupScene) and chicago.setup().seats[0].name == "Ida"
    chicago.type_name(0, "Jo")
    chicago.choose_game(GAME)  # switching the game in the set-up carries the name too
    assert chicago.setup().seats[0].name == "Jo"
    reloaded, problem = app.settings_store.load()
    assert problem is None and reloaded.player_name == "Jo"


def test_a_default_name_is_never_kept(app: App, scene: SetupScene) -> None:
    set_language("en")
    scene.type_name(0, "Player 1")
    scene.back()
    scene.type_name(0, "Computer 3")
    scene.on_exit()
    assert app.settings.player_name == ""


def test_the_kept_name_gives_way_to_a_seat_that_already_has_it(app: App, menu: MenuStandIn) -> None:
    app.change_settings(player_name="Computer 2")
    open_setup(app, GAME)
    scene = app.scene
    assert isinstance(scene, SetupScene)
    assert scene.setup().seats[0].name == text("names.human", seat=1)


# ---- nothing drawn under the seats overlaps ----


def _longest_notes(scene: SetupScene) -> list[str]:
    """Every note a mode can carry, with a name of the longest length."""
    long_name = "W" * 40
    keys = ("today_open", "today_taken", "today_result", "no_record_yet", "record_now")
    return [text(f"chicago_modes.{key}", points=999, name=long_name, day="29.11.") for key in keys]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_mode_lines_and_the_status_never_overlap_anything(
    app: App, chicago: SetupScene, lang: str
) -> None:
    set_language(lang)
    chicago.on_enter()
    canvas = pygame.Rect(0, 0, 1920, 1080)
    for mode in ("freie_partie", "rekordjagd", "tagesbaustelle"):
        chicago.choose_mode(mode)
        for note in ["", *_longest_notes(chicago)]:
            chicago.mode_note = note
            for problem in (
                "",
                text("table_setup.need_human"),
                text("table_setup.name_taken", name="W" * 40),
            ):
                chicago.status_problem = problem
                blocks = [area for _, area, _ in chicago.mode_blocks()]
                assert all(size >= 18 for _, _, size in chicago.mode_blocks())
                size = chicago.status_size()
                status_lines = lines_of(chicago.status_text(), size, max_width=STATUS_BOX.width)
                assert len(status_lines) * line_height(size) <= STATUS_BOX.height
                assert size >= THEME.fonts.tiny
                widgets = [w.rect for w in chicago.widgets.widgets if w.visible]
                for index, area in enumerate(blocks):
                    assert canvas.contains(area)
                    assert not area.colliderect(STATUS_BOX), (mode, note)
                    assert not any(area.colliderect(other) for other in blocks[:index])
                    assert not any(area.colliderect(rect) for rect in widgets), (mode, note)
                assert not any(STATUS_BOX.colliderect(rect) for rect in widgets)
    surface = pygame.Surface((1920, 1080))
    chicago.draw(surface)  # draws without an error in this language


# ---- many options: the Spielart's modules as switches in a grid ----

TYCOON = "speedtycoon"


@pytest.fixture
def tycoon(app: App, menu: MenuStandIn, monkeypatch: pytest.MonkeyPatch) -> SetupScene:
    """The set-up of a Speedtycoon table (its tables shown by the stand-in)."""
    install_fake_table_scene(monkeypatch, TYCOON)
    open_setup(app, TYCOON)
    app.frame(1 / 60)
    assert isinstance(app.scene, SetupScene)
    return app.scene


def shown_modules(scene: SetupScene) -> set[str]:
    """The modules whose switches are on."""
    return {name for name, switch in scene.option_switches.items() if switch.value}


def played_modules(options: dict[str, str]) -> set[str]:
    """The modules a Speedtycoon table with these options plays with, as the rules say."""
    return set(active_modules(get_game(TYCOON).resolve_options(options)))


def choose_by_arrow(app: App, fake_time: FakeTime, row: Widget, value: object) -> None:
    """Taps a row's ▶ until it shows value."""
    for _ in range(len(row.choices)):  # type: ignore[attr-defined]
        if row.selected == value:  # type: ignore[attr-defined]
            return
        click(app, fake_time, next_arrow(row))
    assert row.selected == value  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_option_row_overlaps_another_in_any_games_setup(
    app: App, menu: MenuStandIn, lang: str
) -> None:
    set_language(lang)
    canvas = pygame.Rect(0, 0, 1920, 1080)
    width = RIGHT_WIDTH - 2 * THEME.spacing.medium
    for game in game_names():
        if game not in playable_games():
            continue
        for mode in game_modes(game) or ("",):
            scene = SetupScene(app, game)
            if mode:
                scene.choose_mode(mode)
            scene.choose_seat_count(get_game(game).max_players)
            shown = [widget.rect for widget in scene.widgets.widgets if widget.visible]
            assert all(canvas.contains(rect) for rect in shown), (game, mode)
            for index, rect in enumerate(shown):
                overlapping = [other for other in shown[:index] if rect.colliderect(other)]
                assert not overlapping, (game, mode, rect, overlapping)
            for rect, line in scene._explanations:
                _, height = measure(line, THEME.fonts.tiny, max_width=width)
                area = pygame.Rect(rect.x, rect.bottom + THEME.spacing.small, width, height)
                assert canvas.contains(area) and area.collidelist(shown) == -1, (game, line)
            surface = pygame.Surface(canvas.size)
            with recording_texts() as recording:
                scene.draw(surface)
            assert findings(recording.texts, frozenset()) == [], (game, mode)


def test_games_with_few_options_keep_their_rows(app: App, scene: SetupScene) -> None:
    assert scene.option_switches == {} and set(scene.option_lists) == {"variant", "special"}
    scene.choose_game("speedchicago")
    assert scene.option_switches == {} and len(scene.option_lists) == 4


def test_speedtycoons_modules_are_switches_under_the_spielart(tycoon: SetupScene) -> None:
    assert set(tycoon.option_lists) == {"mode"}
    assert tuple(tycoon.option_switches) == MODULES
    switches = list(tycoon.option_switches.values())
    assert len({switch.rect.x for switch in switches}) == 2  # two columns
    assert all(switch.rect.height >= 52 for switch in switches)
    mode_row = tycoon.option_lists["mode"].rect
    assert all(mode_row.bottom < switch.rect.top for switch in switches)
    assert all(switch.rect.bottom < tycoon.clock_list.rect.top for switch in switches)
    assert len({switch.label_size for switch in switches}) == 1  # one size for every label


def test_a_chosen_spielart_shows_exactly_its_modules(
    app: App, tycoon: SetupScene, fake_time: FakeTime
) -> None:
    mode_row = tycoon.option_lists["mode"]
    for mode in ("modern", "tycoon", "klassisch"):
        choose_by_arrow(app, fake_time, mode_row, mode)
        assert shown_modules(tycoon) == set(MODES[mode])
        assert played_modules(tycoon.setup().option_map()) == set(MODES[mode])
    choose_by_arrow(app, fake_time, mode_row, "tycoon")
    choose_by_arrow(app, fake_time, mode_row, "eigene")  # the own choice keeps what was shown
    assert shown_modules(tycoon) == set(MODES["tycoon"])
    assert tycoon.setup().option_map()["mode"] == "eigene"
    assert played_modules(tycoon.setup().option_map()) == set(MODES["tycoon"])


def test_a_switched_module_changes_the_options_the_table_gets(
    app: App, tycoon: SetupScene, fake_time: FakeTime
) -> None:
    mode_row = tycoon.option_lists["mode"]
    choose_by_arrow(app, fake_time, mode_row, "modern")
    click(app, fake_time, tycoon.option_switches["kredite"].rect.center)  # one more module
    assert mode_row.selected == "modern"
    assert shown_modules(tycoon) == {*MODES["modern"], "kredite"}
    assert played_modules(tycoon.setup().option_map()) == shown_modules(tycoon)
    click(app, fake_time, tycoon.option_switches["heimatmarkt"].rect.center)  # the mode's own
    assert mode_row.selected == "eigene"
    assert shown_modules(tycoon) == {"wechselkurse", "nachrichten", "kredite"}
    assert played_modules(tycoon.setup().option_map()) == shown_modules(tycoon)
    click(app, fake_time, tycoon.option_switches["kredite"].rect.center)
    assert shown_modules(tycoon) == {"wechselkurse", "nachrichten"}
    tycoon.start()
    started = top_table(app).setup.option_map()
    assert played_modules(started) == {"wechselkurse", "nachrichten"}


def test_the_switches_answer_tab_arrows_and_enter(app: App, tycoon: SetupScene) -> None:
    tycoon.widgets.focus.focus(tycoon.option_lists["mode"])
    press_key(app, pygame.K_RIGHT)  # Klassisch → Modern
    assert shown_modules(tycoon) == set(MODES["modern"])
    press_key(app, pygame.K_TAB)
    first = tycoon.option_switches[MODULES[0]]
    assert tycoon.widgets.focus.focused is first
    press_key(app, pygame.K_RETURN)
    assert tycoon.setup().option_map()[MODULES[0]] == "on"
    press_key(app, pygame.K_RIGHT)  # the neighbour in the grid
    assert tycoon.widgets.focus.focused is tycoon.option_switches[MODULES[1]]
    press_key(app, pygame.K_DOWN)
    assert tycoon.widgets.focus.focused is tycoon.option_switches[MODULES[3]]
    press_key(app, pygame.K_RETURN)  # Heimatmarkt came with Modern: off makes it eigene
    assert tycoon.option_lists["mode"].selected == "eigene"
    assert shown_modules(tycoon) == {MODULES[0], "wechselkurse", "nachrichten"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_module_switch_tells_its_rule_and_why_it_is_on(tycoon: SetupScene, lang: str) -> None:
    set_language(lang)
    tycoon.on_enter()
    tycoon.choose_option("mode", "tycoon")
    label = text("options.speedtycoon.mode.label")
    for module, switch in tycoon.option_switches.items():
        info = switch.info()
        assert info is not None and info.title == text(f"options.speedtycoon.{module}.label")
        assert info.rule == [text(f"speedtycoon.modules.{module}")]
        if module in MODES["tycoon"]:
            assert info.for_you == [
                text(
                    "table_setup.switch_given",
                    chooser=label,
                    value=text("options.speedtycoon.mode.tycoon"),
                    own=text("options.speedtycoon.mode.eigene"),
                )
            ]
        else:
            assert info.for_you == [text("table_setup.switch_off")]
    tycoon.choose_switch("blitz", True)
    assert tycoon.option_switches["blitz"].info().for_you == [text("table_setup.switch_on")]  # type: ignore[union-attr]
    tycoon.handle(
        Intent(Kind.LONG_PRESS, pos=tycoon.option_switches["blitz"].rect.center, touch=True)
    )
    assert tycoon.widgets.info.visible


def test_speedtycoon_offers_the_five_clocks_with_two_minutes_chosen(tycoon: SetupScene) -> None:
    assert [seconds for seconds, _ in tycoon.clock_list.choices] == [30, 60, 90, 120, None]
    assert [shown for _, shown in tycoon.clock_list.choices] == [
        "30 s",
        "60 s",
        "90 s",
        "2 Minuten",
        "ohne Uhr",
    ]
    assert tycoon.clock_runs and tycoon.clock_list.enabled
    assert tycoon.clock_list.selected == 120 and tycoon.setup().turn_seconds == 120
    tycoon.choose_clock(30)
    assert tycoon.setup().turn_seconds == 30
