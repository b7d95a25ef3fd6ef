"""Every game's daily challenge (Speedchicago's Tagesbaustelle for the others too): the day's seed
for everyone, three normal computers, no clock, no Rat, and only the day's first attempt in the
Tagesliste; a finished local table's Bestenliste points go into the records once."""

from __future__ import annotations

import datetime

import pytest

from game.client import launch
from game.client.app import App
from game.client.launch import (
    advice_allowed,
    continue_table,
    open_setup,
    record_book,
    record_lines,
    replay,
    start_table,
    table_id_of,
)
from game.client.scenes.setup_scene import SetupScene
from game.client.solo_modes import daily_seed_of, mode_name, modes_of
from game.rules.core import State
from game.rules.registry import get_game
from game.standings import Standing
from game.standings.daily import DAILY_GAMES, DAILY_MODE, daily_seed
from game.table.table import Table
from game.texts import text
from tests.client.fake_table_scene import MenuStandIn, install_fake_table_scene, top_table

DAY = datetime.date(2026, 12, 4)
FOUR_GAMES = pytest.mark.parametrize("game", DAILY_GAMES)


@pytest.fixture(autouse=True)
def fake_scenes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every game's tables are shown by the stand-in table scene; today is DAY."""
    for game in DAILY_GAMES:
        install_fake_table_scene(monkeypatch, game)
    monkeypatch.setattr(launch, "today", lambda: DAY)


def daily_setup(app: App, game: str) -> SetupScene:
    """The set-up of a table of the game with its daily challenge chosen, above a menu."""
    app.push(MenuStandIn(app))
    open_setup(app, game)
    app.frame(1 / 60)
    scene = app.scene
    assert isinstance(scene, SetupScene)
    scene.choose_mode(DAILY_MODE)
    return scene


def one_move_from_the_end(table: Table) -> State:
    """The table's game played on (every seat its first legal move) until the person's next
    move ends it."""
    state = table.state.copy()
    for _ in range(10_000):
        seats = sorted(state.to_act(), key=lambda seat: seat == 0)
        for seat in seats:
            move = state.legal_moves(seat)[0]
            if seat == 0:
                trial = state.copy()
                trial.play(seat, move)
                if trial.is_terminal():
                    return state
            state.play(seat, move)
            break
    raise AssertionError("the game did not end")


def finish(app: App, table: Table) -> Table:
    """Continues a started table from one move before its end and the person makes that move."""
    table_id = table_id_of(table)
    assert table_id is not None
    app.reset(MenuStandIn(app))
    near_end = Table(table.setup, app.services.bots, state=one_move_from_the_end(table))
    app.services.saves.save(table_id, near_end.to_dict())
    continued = continue_table(app, table_id)
    assert continued is not None
    continued.submit(0, continued.legal_moves(0)[0])
    assert continued.is_over
    return continued


@FOUR_GAMES
def test_every_game_offers_its_daily_challenge_beside_the_free_game(app: App, game: str) -> None:
    assert list(modes_of(game)) == [DAILY_MODE]
    scene = daily_setup(app, game)
    assert scene.mode_list is not None
    assert [mode for mode, _ in scene.mode_list.choices] == ["freie_partie", DAILY_MODE]
    assert mode_name(game, DAILY_MODE) == "Tagesaufgabe"
    setup = scene.setup()
    assert setup.mode == DAILY_MODE and setup.turn_seconds is None
    assert [seat.is_human for seat in setup.seats] == [True, False, False, False]
    assert {seat.strength for seat in setup.seats[1:]} == {"normal"}
    defaults = {option.name: option.default for option in get_game(game).options}
    assert setup.option_map() == defaults
    assert not advice_allowed(setup)
    assert scene.mode_note == text("chicago_modes.today_open")


def test_the_days_seed_is_the_same_for_everyone_and_differs_by_day_and_game() -> None:
    seeds = {game: daily_seed(game, DAY) for game in DAILY_GAMES}
    assert seeds == {game: daily_seed(game, DAY) for game in DAILY_GAMES}
    assert len(set(seeds.values())) == len(DAILY_GAMES)
    assert all(daily_seed_of(game, DAY) == seeds[game] for game in DAILY_GAMES)
    tomorrow = DAY + datetime.timedelta(days=1)
    assert all(daily_seed(game, tomorrow) != seeds[game] for game in DAILY_GAMES)
    # Pinned: the seed must never change with a release, or one day's games would differ.
    assert daily_seed("speedstocks", DAY) == 132068701


@FOUR_GAMES
def test_the_first_attempt_of_the_day_is_the_days_and_a_second_is_only_remembered(
    app: App, game: str
) -> None:
    daily_setup(app, game).start()
    first = top_table(app)
    assert first.setup.seed == daily_seed(game, DAY)
    entry = record_book(app).day_entry(game, DAY)
    assert entry is not None and entry.table == table_id_of(first)
    again = replay(app, first.setup)  # Nochmal spielen: the same seed, but it does not count
    assert again.setup.seed == daily_seed(game, DAY)
    entry = record_book(app).day_entry(game, DAY)
    assert entry is not None and entry.table == table_id_of(first)
    assert entry.later == (table_id_of(again),)


def test_only_the_first_finished_attempt_enters_the_tagesliste(app: App) -> None:
    game = "speedstocks"
    daily_setup(app, game).start()
    first = finish(app, top_table(app))
    bears = first.outcome().scores[0]  # type: ignore[union-attr]
    assert record_lines(first) == (f"Tagesaufgabe 4.12.: dein Ergebnis {bears} zählt",)
    second = finish(app, start_table(app, first.setup, replace_top=False))
    assert record_lines(second) == (
        f"Tagesaufgabe 4.12.: nur dein erster Versuch des Tages zählt – er brachte {bears}",
    )
    days = record_book(app).daily_list(game)
    assert len(days) == 1 and days[0].points == bears and len(days[0].later) == 1


def test_a_finished_local_table_puts_its_bestenliste_points_into_the_records_once(
    app: App,
) -> None:
    game = "speedstocks"
    daily_setup(app, game).start()
    table = finish(app, top_table(app))
    table_id = table_id_of(table)
    assert table_id is not None
    entries = record_book(app).points_entries(game)
    assert [(entry.table, entry.name, entry.day) for entry in entries] == [
        (table_id, "Spieler 1", DAY)
    ]
    # Without a clock Speedstocks counts as a game of at least two minutes: the bonus counts.
    history = table.state.history  # type: ignore[attr-defined]
    earned = sum(max(0, 12 - line[0]) for line in history)
    place = table.outcome().places[0]  # type: ignore[union-attr]
    bonus = {1: 30, 2: 15, 3: 5}.get(place, 0)
    assert entries[0].points == earned + bonus
    launch.record_finished(app, table, table_id)  # asked again: nothing more
    assert record_book(app).all_time_list(game) == (Standing(1, "Spieler 1", earned + bonus, 1),)
