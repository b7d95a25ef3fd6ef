"""Starting, quick games, continuing after a crash, damaged saves and replays."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from game.client import games
from game.client.app import App
from game.client.headless import headless_app
from game.client.launch import (
    DAILY_SITE,
    continue_table,
    default_name_number,
    default_setup,
    delete_table,
    has_table_to_continue,
    open_setup,
    quick_game,
    remembered_setup,
    replay,
    saved_tables,
    start_table,
    table_id_of,
)
from game.client.scenes.setup_scene import SetupScene
from game.rules.core import OptionError, state_hash
from game.rules.speedchicago.modes import SOLO_MODE_BY_ID
from game.store.records import RECORDS_FILE
from game.store.saves import SET_ASIDE_FOLDER
from game.table.seats import COMPUTER, HUMAN, Seat, TableSetup
from game.texts import set_language, text
from tests.client.conftest import FakeTime
from tests.client.fake_table_scene import (
    GAME,
    FakeTableScene,
    MenuStandIn,
    install_fake_table_scene,
    top_table,
)


@pytest.fixture(autouse=True)
def fake_scene(monkeypatch: pytest.MonkeyPatch) -> None:
    """Speedstocks tables are shown by the stand-in table scene."""
    install_fake_table_scene(monkeypatch)


@pytest.fixture
def english(app: App) -> Iterator[None]:
    """The app speaks English during the test and German again afterwards."""
    app.change_settings(language="en")
    yield
    set_language("de")


def two_seats(seed: int = 11) -> TableSetup:
    """One person against an easy computer."""
    seats = (Seat("Anna"), Seat("Computer 2", COMPUTER, "easy"))
    return TableSetup(GAME, seats, {"variant": "taktik"}, seed, 60, "schnell")


def saved_ids(app: App) -> tuple[str, ...]:
    """The ids of the tables saved now."""
    return app.services.saves.table_ids()


def test_start_table_replaces_the_setup_saves_and_remembers(app: App, menu: MenuStandIn) -> None:
    open_setup(app, GAME)
    assert isinstance(app.scene, SetupScene)
    table = start_table(app, two_seats())
    assert app.scenes == [menu, app.scene] and isinstance(app.scene, FakeTableScene)
    assert top_table(app) is table
    table_id = table_id_of(table)
    assert table_id is not None and saved_ids(app) == (table_id,)
    assert app.services.saves.load(table_id) == table.to_dict()
    assert app.settings.last_game == GAME
    assert app.settings.last_setups[GAME] == two_seats().to_dict()
    assert remembered_setup(app, GAME) == two_seats()


def test_a_setup_without_a_person_is_refused_and_changes_nothing(
    app: App, menu: MenuStandIn
) -> None:
    seats = (Seat("A", COMPUTER, "easy"), Seat("B", COMPUTER, "easy"))
    settings_before = app.settings
    with pytest.raises(OptionError, match="human"):
        start_table(app, TableSetup(GAME, seats, seed=3))
    assert app.scenes == [menu] and saved_ids(app) == () and app.settings == settings_before


def test_every_move_is_saved_at_once(app: App, menu: MenuStandIn) -> None:
    table = start_table(app, two_seats(), replace_top=False)
    table.submit(0, table.legal_moves(0)[0])
    table_id = table_id_of(table)
    assert table_id is not None
    saved = app.services.saves.load(table_id)
    assert saved == table.to_dict() and len(saved["log"]) == 1


def test_a_table_that_cannot_be_saved_still_plays_and_says_why(
    app: App, menu: MenuStandIn, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def full_disk(table_id: str, data: dict[str, object]) -> None:
        """A disk with no room left."""
        raise OSError("no space left on the disk")

    monkeypatch.setattr(app.services.saves, "save", full_disk)
    table = start_table(app, two_seats(), replace_top=False)
    table.submit(0, table.legal_moves(0)[0])
    assert top_table(app) is table
    messages = app.toasts.messages
    # One sentence in the player's language on screen; the disk's own words only in the log.
    assert messages == [text("launch.not_saved")] * 2
    assert "no space left on the disk" in caplog.text and table_id_of(table) in caplog.text
    # The start's save and the autosave's first failure are told; later failures are not.
    table.update()
    assert len(app.toasts.messages) == len(messages)


def test_quick_game_without_remembered_settings_plays_against_three_normal_computers(
    app: App, menu: MenuStandIn
) -> None:
    table = quick_game(app)
    assert app.scenes == [menu, app.scene] and top_table(app) is table
    setup = table.setup
    assert setup.game == GAME and [seat.kind for seat in setup.seats] == [HUMAN] + [COMPUTER] * 3
    assert [seat.strength for seat in setup.seats[1:]] == ["normal"] * 3
    assert setup.seats[0].name == text("names.human", seat=1)
    assert setup.option_map() == {"variant": "klassisch", "special": "off"}
    assert setup.turn_seconds == 120
    assert setup == replace(default_setup(GAME), seed=setup.seed) and setup.seed != 0


def test_quick_game_takes_the_remembered_setup_with_a_new_seed(app: App, menu: MenuStandIn) -> None:
    app.change_settings(last_game=GAME, last_setups={GAME: two_seats(seed=5).to_dict()})
    table = quick_game(app)
    assert table.setup.seats == two_seats().seats
    assert table.setup.option_map() == {"variant": "taktik"}
    assert (table.setup.turn_seconds, table.setup.tempo) == (60, "schnell")
    assert table.setup.seed != 5


def test_quick_game_falls_back_to_defaults_and_speedstocks(
    app: App, menu: MenuStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Every game is playable now: Tycoon without its table scene stands in for one that is not.
    registered = games.has_table_scene
    monkeypatch.setattr(
        games, "has_table_scene", lambda game: game != "tycoon" and registered(game)
    )
    damaged = {"game": GAME, "seats": "everybody"}
    app.change_settings(last_game="tycoon", last_setups={GAME: damaged})
    table = quick_game(app)
    assert table.setup.game == GAME
    assert table.setup.seats == default_setup(GAME).seats


def test_replay_starts_the_same_setup_with_another_seed(app: App, menu: MenuStandIn) -> None:
    first = start_table(app, two_seats(), replace_top=False)
    again = replay(app, first.setup)
    assert app.scenes == [menu, app.scene] and top_table(app) is again
    assert again.setup.seats == first.setup.seats and again.setup.options == first.setup.options
    assert again.setup.seed != first.setup.seed
    assert table_id_of(again) != table_id_of(first)


def test_continue_after_a_crash_shows_the_same_table(
    app: App, menu: MenuStandIn, tmp_path: Path, fake_time: FakeTime
) -> None:
    table = start_table(app, two_seats(), replace_top=False)
    table.submit(0, table.legal_moves(0)[0])
    table.update()  # the computer answers
    table.update()
    assert len(table.log) >= 2
    fake_time.advance(7.0)
    table.submit(0, table.legal_moves(0)[0])
    fingerprint = state_hash(table.state)
    table_id = table_id_of(table)
    # The first app is gone without a word (no on_exit, no shutdown): a crash.
    restarted = headless_app(tmp_path / "home", now=fake_time)
    restarted.push(MenuStandIn(restarted))
    assert has_table_to_continue(restarted)
    assert [entry.table_id for entry in saved_tables(restarted)] == [table_id]
    continued = continue_table(restarted, table_id)
    assert continued is not None and top_table(restarted) is continued
    assert state_hash(continued.state) == fingerprint
    assert continued.log == table.log and table_id_of(continued) == table_id
    assert restarted.services.saves.table_ids() == (table_id,)


def test_a_table_no_longer_saved_is_said_in_words(app: App, menu: MenuStandIn) -> None:
    assert not has_table_to_continue(app) and saved_tables(app) == []
    assert continue_table(app, "20000101-000000-abcdef") is None
    assert app.scenes == [menu]
    assert app.toasts.messages == [text("launch.table_gone")]


def test_a_new_table_never_hides_one_in_progress(
    app: App, menu: MenuStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Speedstocks table left in the middle stays listed and continues after a Speedchicago
    table was opened (once only the newest one could be continued)."""
    install_fake_table_scene(monkeypatch, "speedchicago")
    stocks = start_table(app, two_seats(), replace_top=False)
    stocks.submit(0, stocks.legal_moves(0)[0])
    app.pop()
    seats = (Seat("Anna"), Seat("Computer 2", COMPUTER, "easy"))
    chicago = start_table(app, TableSetup("speedchicago", seats, seed=4), replace_top=False)
    app.pop()
    listed = saved_tables(app)
    assert [entry.table_id for entry in listed] == [table_id_of(chicago), table_id_of(stocks)]
    stocks_id = table_id_of(stocks)
    assert stocks_id is not None
    continued = continue_table(app, stocks_id)
    assert continued is not None and continued.log == stocks.log
    assert app.scenes == [menu, app.scene] and top_table(app) is continued


def test_continuing_from_the_list_takes_its_place(app: App, menu: MenuStandIn) -> None:
    """Leaving a table continued from the list returns to the menu, not to the list."""
    table = start_table(app, two_seats(), replace_top=False)
    table_id = table_id_of(table)
    assert table_id is not None
    app.pop()
    app.push(MenuStandIn(app))  # the list
    continued = continue_table(app, table_id, replace_top=True)
    assert continued is not None and app.scenes == [menu, app.scene]


def test_a_deleted_table_is_gone_and_the_others_stay(app: App, menu: MenuStandIn) -> None:
    first = start_table(app, two_seats(1), replace_top=False)
    second = start_table(app, two_seats(2))
    first_id, second_id = table_id_of(first), table_id_of(second)
    assert first_id is not None and second_id is not None
    assert delete_table(app, first_id)
    assert saved_ids(app) == (second_id,)
    assert continue_table(app, first_id) is None


def test_a_table_that_cannot_be_deleted_is_told_in_words(
    app: App, menu: MenuStandIn, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    table = start_table(app, two_seats(), replace_top=False)
    table_id = table_id_of(table)
    assert table_id is not None

    def locked(table_id: str) -> None:
        """A file the system does not let go."""
        raise PermissionError("the file is locked")

    monkeypatch.setattr(app.services.saves, "delete", locked)
    assert not delete_table(app, table_id)
    assert app.toasts.messages == [text("saved_tables.not_deleted")]
    assert "the file is locked" in caplog.text


def write_save(app: App, table_id: str, content: str) -> Path:
    """Writes a file into the saves folder as if some table had been saved there."""
    folder = app.services.saves.folder
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{table_id}.json"
    path.write_text(content, "utf-8")
    return path


def foreign_table(app: App) -> str:
    """A save of the right format whose table is no table at all."""
    wrapper = {
        "format": "speed-games/table",
        "version": 1,
        "saved_at": 2**62,  # newer than anything, so it is tried first
        "table": {"setup": {"game": GAME}, "state": {}, "log": [], "clocks": {}, "over": False},
    }
    return json.dumps(wrapper)


def test_damaged_saves_are_set_aside_told_in_one_sentence_and_the_good_one_continues(
    app: App, menu: MenuStandIn, caplog: pytest.LogCaptureFixture
) -> None:
    good = start_table(app, two_seats(), replace_top=False)
    good_id = table_id_of(good)
    assert good_id is not None
    app.pop()
    write_save(app, "29990101-000000-aaaaaa", "{this is not json")
    write_save(app, "29990101-000000-bbbbbb", foreign_table(app))
    caplog.set_level(logging.WARNING)
    assert [entry.table_id for entry in saved_tables(app)] == [good_id]
    assert app.toasts.messages == [text("launch.saves_set_aside", count=2)]
    aside = sorted(path.name for path in (app.services.saves.folder / SET_ASIDE_FOLDER).iterdir())
    assert aside == ["29990101-000000-aaaaaa.json", "29990101-000000-bbbbbb.json"]
    # What was wrong, in a developer's words, goes to the log and not on the screen.
    assert "29990101-000000-aaaaaa" in caplog.text and "it is not JSON" in caplog.text
    assert "29990101-000000-bbbbbb" in caplog.text
    continued = continue_table(app, good_id)
    assert continued is not None and table_id_of(continued) == good_id
    assert state_hash(continued.state) == state_hash(good.state)
    assert saved_ids(app) == (good_id,)


def test_a_save_the_store_trusted_is_set_aside_when_it_does_not_load(
    app: App, menu: MenuStandIn, caplog: pytest.LogCaptureFixture
) -> None:
    app.services.saves.check = None  # then the table itself finds out on loading
    write_save(app, "29990101-000000-bbbbbb", foreign_table(app))
    assert continue_table(app, "29990101-000000-bbbbbb") is None
    assert app.scenes == [menu]
    assert app.toasts.messages == [text("launch.save_set_aside")]
    assert "29990101-000000-bbbbbb" in caplog.text and saved_ids(app) == ()


def test_the_damage_is_told_in_the_players_language(
    app: App, english: None, menu: MenuStandIn
) -> None:
    write_save(app, "29990101-000000-aaaaaa", "{this is not json")
    saved_tables(app)
    assert app.toasts.messages == ["A saved table was damaged and has been set aside."]


def test_default_names_remembered_in_another_language_speak_this_one(
    app: App, english: None, menu: MenuStandIn
) -> None:
    """A set-up started in German comes back in English as "Player 1"; typed names stay."""
    seats = (Seat("Spieler 1"), Seat("Bert"), Seat("Computer 3", COMPUTER, "easy"))
    german = TableSetup(GAME, seats, seed=2)
    app.change_settings(last_game=GAME, last_setups={GAME: german.to_dict()})
    remembered = remembered_setup(app, GAME)
    assert remembered is not None
    assert [seat.name for seat in remembered.seats] == ["Player 1", "Bert", "Computer 3"]
    table = quick_game(app)
    assert table.setup.seats[0].name == "Player 1"


def test_default_names_that_would_clash_stay_as_they_were(
    app: App, english: None, menu: MenuStandIn
) -> None:
    seats = (Seat("Spieler 1"), Seat("Player 1"))
    app.change_settings(last_setups={GAME: TableSetup(GAME, seats, seed=2).to_dict()})
    remembered = remembered_setup(app, GAME)
    assert remembered is not None
    assert [seat.name for seat in remembered.seats] == ["Spieler 1", "Player 1"]


@pytest.mark.parametrize(
    ("name", "key", "number"),
    [
        ("Spieler 2", "names.human", 2),
        ("Player 12", "names.human", 12),
        ("Computer 3", "names.computer", 3),
        ("Computer 3", "names.human", None),
        ("Spieler", "names.human", None),
        ("Spieler 2b", "names.human", None),
        ("Anna", "names.human", None),
    ],
)
def test_a_default_name_in_either_language_gives_its_seat_number(
    name: str, key: str, number: int | None
) -> None:
    assert default_name_number(name, key) == number


def test_damaged_records_are_told_in_one_sentence_the_details_logged(
    app: App, menu: MenuStandIn, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    install_fake_table_scene(monkeypatch, "speedchicago")
    folder = app.services.saves.folder.parent
    folder.mkdir(parents=True, exist_ok=True)
    (folder / RECORDS_FILE).write_text("{not json", "utf-8")
    mode = SOLO_MODE_BY_ID[DAILY_SITE]
    seats = (Seat("Anna"),) + tuple(
        Seat(f"Computer {number}", COMPUTER, mode.strengths[0])
        for number in range(2, 2 + max(mode.computers))
    )
    setup = TableSetup("speedchicago", seats, dict(mode.options), 1, None, "normal", DAILY_SITE)
    start_table(app, setup, replace_top=False)
    assert app.toasts.messages == [text("chicago_modes.records_damaged")]
    assert RECORDS_FILE in caplog.text and "kept as" in caplog.text


def test_only_damaged_saves_leave_nothing_to_continue_without_a_crash(
    app: App, menu: MenuStandIn, caplog: pytest.LogCaptureFixture
) -> None:
    write_save(app, "29990101-000000-cccccc", "[1, 2, 3]")
    assert not has_table_to_continue(app)
    assert app.toasts.messages == [text("launch.save_set_aside")]
    assert "29990101-000000-cccccc" in caplog.text
    assert continue_table(app, "29990101-000000-cccccc") is None and app.scenes == [menu]


def test_a_finished_table_is_not_offered_for_continuing(app: App, menu: MenuStandIn) -> None:
    table = start_table(app, two_seats(), replace_top=False)
    table_id = table_id_of(table)
    assert table_id is not None and has_table_to_continue(app)
    app.services.saves.save(table_id, {**table.to_dict(), "over": True})
    assert not has_table_to_continue(app)
