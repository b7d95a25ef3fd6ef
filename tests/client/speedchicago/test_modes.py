"""Speedchicago's solo modes: the "Modus" choice of the set-up (Freie Partie, Rekordjagd,
Tagesbaustelle), the table knowing its mode, no Rat where the mode forbids it, the day's seed,
and the records a finished table leaves (Rekordliste, Tagesliste) on the end table."""

from __future__ import annotations

import datetime
import functools
from dataclasses import replace

import pygame
import pytest

from game.client import launch, solo_modes
from game.client.app import App
from game.client.launch import (
    advice_allowed,
    continue_table,
    mode_problem,
    open_setup,
    record_book,
    record_lines,
    replay,
    start_table,
    table_id_of,
)
from game.client.scenes.end_scene import EndScene
from game.client.scenes.setup_scene import SetupScene
from game.client.scenes.table_scene import TableScene
from game.rules.core import OptionError, SaveError
from game.rules.registry import get_game
from game.rules.speedchicago.modes import SOLO_MODE_BY_ID, daily_seed
from game.rules.speedchicago.moves import END_TURN
from game.rules.speedchicago.state import TURN, SpeedchicagoState
from game.store.records import RECORDS_FILE
from game.table.seats import COMPUTER, HUMAN, Seat, TableSetup
from game.table.table import Table
from game.texts import text
from tests.client.fake_table_scene import MenuStandIn, install_fake_table_scene, top_table

GAME = "speedchicago"
DAY = datetime.date(2026, 11, 29)
RECORD_OPTIONS = dict(SOLO_MODE_BY_ID["rekordjagd"].options)


@pytest.fixture(autouse=True)
def fake_scene(monkeypatch: pytest.MonkeyPatch) -> None:
    """Speedchicago tables are shown by the stand-in table scene (no 3D needed); today is DAY."""
    install_fake_table_scene(monkeypatch, GAME)
    monkeypatch.setattr(launch, "today", lambda: DAY)


@pytest.fixture
def scene(app: App) -> SetupScene:
    """The set-up of a Speedchicago table, shown above a menu."""
    app.push(MenuStandIn(app))
    open_setup(app, GAME)
    app.frame(1 / 60)
    assert isinstance(app.scene, SetupScene)
    return app.scene


def solo_setup(mode: str, strength: str = "normal", **changes: object) -> TableSetup:
    """One person against three computers in a mode, its options, no clock."""
    seats = (Seat("Anna"),) + tuple(
        Seat(f"Computer {number}", COMPUTER, strength) for number in (2, 3, 4)
    )
    setup = TableSetup(GAME, seats, RECORD_OPTIONS, 1, None, "normal", mode)
    return replace(setup, **changes)  # type: ignore[arg-type]


@functools.cache
def late_state_data(options: tuple[tuple[str, str], ...]) -> dict[str, object]:
    """A four-company game of seeded random moves at the start of the first seat's last turn,
    the game's very last: ending it scores 1893 and ends the game (no computer has to think)."""
    from game.ai.registry import make_bot

    for seed in range(1, 50):
        state = get_game(GAME).new_state(4, seed, dict(options))
        assert isinstance(state, SpeedchicagoState)
        chooser = make_bot(GAME, "random", seed=seed)
        last_start: dict[str, object] | None = None
        before: tuple[int, str] | None = None
        while not state.is_terminal():
            seat = state.to_act()[0]
            if state.phase == TURN and seat == 0 and before != (0, TURN):
                last_start = state.to_dict()
            before = (seat, state.phase)
            state.play(seat, chooser.choose(state, seat))
        if last_start is not None:
            candidate = get_game(GAME).state_from_dict(last_start)
            candidate.play(0, END_TURN)
            if candidate.is_terminal():
                return last_start
    raise AssertionError("no seed leaves the first seat the game's last turn")


def late_state(setup: TableSetup) -> SpeedchicagoState:
    """The set-up's game one step from its end: the person's last turn, the game's last."""
    state = get_game(GAME).state_from_dict(late_state_data(setup.options))
    assert isinstance(state, SpeedchicagoState)
    return state


def finish_as_saved(app: App, table: Table) -> Table:
    """Replaces a started table's save by its game one step from the end, continues it, and the
    person ends the last turn."""
    table_id = table_id_of(table)
    assert table_id is not None
    app.reset(MenuStandIn(app))  # the table scene saves the table as it leaves
    near_end = Table(table.setup, app.services.bots, state=late_state(table.setup))
    app.services.saves.save(table_id, near_end.to_dict())
    continued = continue_table(app, table_id)
    assert continued is not None and table_id_of(continued) == table_id
    continued.submit(0, END_TURN)
    assert continued.is_over
    return continued


# ---- the set-up ---------------------------------------------------------------------------------


def test_speedchicago_offers_three_modes_and_starts_free(scene: SetupScene) -> None:
    assert scene.mode_list is not None
    assert [mode for mode, _ in scene.mode_list.choices] == [
        "freie_partie",
        "rekordjagd",
        "tagesbaustelle",
    ]
    assert [shown for _, shown in scene.mode_list.choices] == [
        "Freie Partie",
        "Rekordjagd",
        "Tagesbaustelle",
    ]
    assert scene.mode == "freie_partie" and scene.fixed_mode is None
    assert scene.setup().mode == ""  # a free table carries no mode
    assert scene.count_list.enabled and all(lst.enabled for lst in scene.option_lists.values())
    info = scene.mode_info()
    assert len(info.rule) == 3 and "Rekordjagd" in info.rule[1]


def test_a_game_without_modes_has_no_mode_row(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    # Every game has its daily challenge now: Speedstocks stands in for a game without modes.
    monkeypatch.delitem(solo_modes._GAMES, "speedstocks")
    app.push(MenuStandIn(app))
    setup = SetupScene(app, "speedstocks")
    assert setup.mode_list is None and setup.setup().mode == ""
    assert setup.count_list.rect.y == 168 + 92  # the seats stay where they were


def test_rekordjagd_fixes_seats_options_and_clock_and_shows_them_disabled(
    scene: SetupScene,
) -> None:
    scene.choose_seat(1, "strong")
    scene.choose_option("variant", "profi")
    scene.choose_clock(60)
    scene.choose_mode("rekordjagd")
    setup = scene.setup()
    assert setup.mode == "rekordjagd"
    assert [seat.kind for seat in setup.seats] == [HUMAN, COMPUTER, COMPUTER, COMPUTER]
    assert [seat.strength for seat in setup.seats[1:]] == ["normal"] * 3
    assert setup.option_map() == RECORD_OPTIONS and setup.turn_seconds is None
    assert not scene.count_list.enabled and not scene.clock_list.enabled
    assert not any(choice.enabled for choice in scene.option_lists.values())
    assert not any(seat.enabled for seat in scene.seat_lists)
    assert scene.name_fields[0].visible  # the person still types their name
    assert scene.tempo_list.enabled
    assert mode_problem(setup) == "" and not advice_allowed(setup)


def test_a_disabled_control_does_not_change_by_tap(app: App, scene: SetupScene) -> None:
    scene.choose_mode("rekordjagd")
    arrow = scene.option_lists["variant"].arrow_rects()[1].center  # type: ignore[attr-defined]
    window_pos = app.letterbox.to_window(arrow)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window_pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window_pos, button=1))
    app.frame(1 / 60)
    assert scene.setup().option_map()["variant"] == "grundspiel"


def test_back_to_freie_partie_brings_the_free_choices_back(scene: SetupScene) -> None:
    scene.choose_seat_count(3)
    scene.choose_seat(1, HUMAN)  # two people: the clock runs
    scene.choose_seat(2, "strong")
    scene.choose_option("leftover", "lapse")
    scene.choose_clock(60)
    scene.choose_mode("tagesbaustelle")
    assert scene.seat_count == 4
    scene.choose_mode("freie_partie")
    setup = scene.setup()
    assert len(setup.seats) == 3 and setup.seats[1].is_human
    assert setup.seats[2].strength == "strong"
    assert setup.option_map()["leftover"] == "lapse" and setup.turn_seconds == 60
    assert setup.mode == ""


def test_several_people_can_still_share_a_free_table(scene: SetupScene) -> None:
    scene.choose_seat(1, HUMAN)
    scene.type_name(1, "Bert")
    setup = scene.setup()
    assert [seat.kind for seat in setup.seats[:2]] == [HUMAN, HUMAN]
    assert setup.mode == "" and mode_problem(setup) == "" and advice_allowed(setup)


def test_the_setup_tells_the_record_and_todays_attempt(app: App, scene: SetupScene) -> None:
    scene.choose_mode("rekordjagd")
    assert scene.mode_note == text("chicago_modes.no_record_yet")
    record_book(app).add_record(GAME, "Anna", 81, DAY, "t1")
    scene.choose_mode("tagesbaustelle")
    assert scene.mode_note == text("chicago_modes.today_open")
    scene.choose_mode("rekordjagd")
    assert scene.mode_note == text("chicago_modes.record_now", points=81, name="Anna", day="29.11.")
    scene.draw(app.canvas)


def test_a_remembered_mode_comes_back(app: App, scene: SetupScene) -> None:
    scene.choose_mode("rekordjagd")
    scene.start()
    assert top_table(app).setup.mode == "rekordjagd"
    open_setup(app, GAME)
    again = app.scene
    assert isinstance(again, SetupScene) and again.mode == "rekordjagd"
    assert again.fixed_mode is SOLO_MODE_BY_ID["rekordjagd"]


# ---- the table knows its mode -------------------------------------------------------------------


def test_the_mode_is_saved_with_the_setup_and_old_saves_have_none() -> None:
    setup = solo_setup("tagesbaustelle")
    data = setup.to_dict()
    assert data["mode"] == "tagesbaustelle"
    assert TableSetup.from_dict(data) == setup
    del data["mode"]
    assert TableSetup.from_dict(data).mode == ""
    data["mode"] = 3
    with pytest.raises(SaveError, match="mode must be a word"):
        TableSetup.from_dict(data)
    with pytest.raises(OptionError, match="no mode 'Rekord Jagd!'"):
        replace(setup, mode="Rekord Jagd!").validate()


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"strength": "strong"}, "computers play normal"),
        ({"turn_seconds": 120}, "without a clock"),
        ({"options": {**RECORD_OPTIONS, "open_cards": "on"}}, "options are fixed"),
    ],
)
def test_a_setup_that_breaks_its_mode_is_refused_in_words(
    app: App, changes: dict[str, object], words: str
) -> None:
    strength = str(changes.pop("strength", "normal"))
    setup = solo_setup("rekordjagd", strength, **changes)
    assert words in mode_problem(setup)
    with pytest.raises(OptionError, match=words):
        start_table(app, setup)
    two_people = solo_setup("rekordjagd")
    two_people = replace(
        two_people, seats=(two_people.seats[0], Seat("Bert"), *two_people.seats[2:])
    )
    assert "one person plays" in mode_problem(two_people)
    assert "no mode" in mode_problem(solo_setup("schnellbau"))


@pytest.mark.parametrize(
    ("mode", "offered"), [("", True), ("rekordjagd", False), ("tagesbaustelle", False)]
)
def test_rat_is_offered_only_where_the_mode_allows_it(app: App, mode: str, offered: bool) -> None:
    table = Table(solo_setup(mode), app.services.bots)
    scene = TableScene(app, table, None)
    assert scene.advice_offered is offered
    assert scene.advice_button.visible is offered


def test_tagesbaustelle_plays_the_days_seed_and_becomes_the_days_attempt(
    app: App, scene: SetupScene
) -> None:
    scene.choose_mode("tagesbaustelle")
    scene.start()
    table = top_table(app)
    assert table.setup.mode == "tagesbaustelle" and table.setup.seed == daily_seed(DAY)
    assert table.setup.turn_seconds is None and table.setup.seats[0].is_human
    assert table.state.to_act() == (0,)  # the person on the first seat begins
    entry = record_book(app).day_entry(GAME, DAY)
    assert entry is not None and entry.table == table_id_of(table)
    again = replay(app, table.setup)  # Nochmal spielen: the same day's seed, not counted
    assert again.setup.seed == daily_seed(DAY)
    entry = record_book(app).day_entry(GAME, DAY)
    assert entry is not None and entry.later == (table_id_of(again),)


# ---- records on the end table -------------------------------------------------------------------


def test_a_finished_rekordjagd_enters_the_rekordliste_and_the_end_table_says_so(
    app: App, scene: SetupScene
) -> None:
    scene.choose_mode("rekordjagd")
    scene.start()
    table = finish_as_saved(app, top_table(app))
    points = table.outcome().scores[0]  # type: ignore[union-attr]
    lines = record_lines(table)
    assert (
        lines[0]
        == text("chicago_modes.new_record", points=points)
        == (f"Neuer Rekord! {points} Punkte")
    )
    assert lines[1] == f"Rekordliste: 1. Spieler 1 {points} (29.11.)"
    records = record_book(app).record_list(GAME)
    assert [(entry.name, entry.points, entry.day) for entry in records] == [
        ("Spieler 1", points, DAY)
    ]
    end = EndScene(app, table)
    assert end.record_lines == lines
    end.draw(app.canvas)


def test_only_the_first_tagesbaustelle_of_the_day_counts(app: App, scene: SetupScene) -> None:
    scene.choose_mode("tagesbaustelle")
    scene.start()
    first = finish_as_saved(app, top_table(app))
    points = first.outcome().scores[0]  # type: ignore[union-attr]
    assert record_lines(first) == (f"Tagesbaustelle 29.11.: dein Ergebnis {points} zählt",)
    entry = record_book(app).day_entry(GAME, DAY)
    assert entry is not None and entry.points == points and entry.name == "Spieler 1"
    second = start_table(app, first.setup, replace_top=False)
    second = finish_as_saved(app, second)
    assert record_lines(second) == (
        f"Tagesbaustelle 29.11.: nur dein erster Versuch des Tages zählt – er brachte {points}",
    )
    entry = record_book(app).day_entry(GAME, DAY)
    assert entry is not None and entry.points == points and len(entry.later) == 1


def test_a_free_table_leaves_no_records(app: App, scene: SetupScene) -> None:
    scene.start()
    table = finish_as_saved(app, top_table(app))
    assert record_lines(table) == ()
    assert record_book(app).record_list(GAME) == () and record_book(app).daily_list(GAME) == ()
    assert EndScene(app, table).record_lines == ()


def test_a_damaged_records_file_is_set_aside_and_told(
    app: App, scene: SetupScene, caplog: pytest.LogCaptureFixture
) -> None:
    book = record_book(app)
    book.path.parent.mkdir(parents=True, exist_ok=True)
    book.path.write_text("{kaputt", encoding="utf-8")
    scene.choose_mode("rekordjagd")
    assert scene.mode_note == text("chicago_modes.no_record_yet")
    # One sentence in the player's language; the file and the parser's words go to the log.
    assert app.toasts.messages == [text("chicago_modes.records_damaged")]
    assert RECORDS_FILE in caplog.text and "kept as" in caplog.text
    assert book.path.with_name(RECORDS_FILE + ".damaged").exists()
