"""The Bestenliste scene, driven by posted pygame events: the menu opens it, the game and list
choices and the month buttons switch lists, your line is highlighted (also below the top ten),
the Tages- and Rekordliste show where a game has them, a server's lists come through the source
interface, Esc goes back."""

from __future__ import annotations

import datetime

import pygame
import pytest

from game.client import launch
from game.client.app import App
from game.client.leaderboard_sources import LeaderboardUnavailable
from game.client.scenes.leaderboard_scene import (
    ALL_TIME,
    DAILY,
    MONTH,
    RECORDS,
    LeaderboardScene,
    shown_lines,
    standing_lines,
)
from game.client.scenes.menu import MainMenu
from game.standings import Month, Standing
from game.texts import set_language, text
from tests.client.conftest import FakeTime
from tests.client.menus_driving import click, click_widget, press

TODAY = datetime.date(2026, 12, 4)
LAST_MONTH = datetime.date(2026, 11, 30)


@pytest.fixture(autouse=True)
def fixed_day(monkeypatch: pytest.MonkeyPatch) -> None:
    """Today is TODAY for the scene and the records."""
    monkeypatch.setattr(launch, "today", lambda: TODAY)


def record(app: App, game: str, table: str, day: datetime.date, **points: int) -> None:
    """A finished table's points in this device's records."""
    launch.record_book(app).add_points(game, table, day, points)


def opened(app: App, game: str = "speedpipe") -> LeaderboardScene:
    """The leaderboard shown above a stand-in for the place it was opened from."""
    scene = LeaderboardScene(app, game, today=launch.today)
    app.push(scene)
    app.frame(1 / 60)
    return scene


def cells(scene: LeaderboardScene) -> list[tuple[str, ...]]:
    """The shown lines' cells (None for the gap before your own line)."""
    return [line.cells if line else ("…",) for line in shown_lines(scene.lines)]


def test_the_main_menu_opens_it_and_esc_goes_back(app: App, fake_time: FakeTime) -> None:
    menu = MainMenu(app)
    app.push(menu)
    app.frame(1 / 60)
    click_widget(app, fake_time, menu.leaderboard_button)
    assert isinstance(app.scene, LeaderboardScene)
    press(app, pygame.K_ESCAPE)
    assert app.scene is menu


def test_the_monthly_list_sums_the_month_and_highlights_you(app: App, fake_time: FakeTime) -> None:
    app.change_settings(player_name="Anna")
    record(app, "speedpipe", "t1", TODAY, Anna=140, Ben=95)
    record(app, "speedpipe", "t2", TODAY, Ben=60)
    record(app, "speedpipe", "t3", LAST_MONTH, Anna=500)
    scene = opened(app)
    assert scene.kind == MONTH and scene.month == Month(2026, 12)
    assert cells(scene) == [("1.", "Ben", "155", "2"), ("2.", "Anna (du)", "140", "1")]
    assert [line.own for line in scene.lines] == [False, True]
    assert scene.foot == text("bestenliste.your_place", place=2, points=140)
    assert not scene.next_month.enabled  # no month still to come
    click_widget(app, fake_time, scene.previous_month)
    assert scene.month == Month(2026, 11)
    assert cells(scene) == [("1.", "Anna (du)", "500", "1")]
    press(app, pygame.K_PAGEDOWN)
    assert scene.month == Month(2026, 12)
    app.frame(1 / 60)


def test_the_list_choice_shows_the_list_for_ever(app: App, fake_time: FakeTime) -> None:
    record(app, "speedpipe", "t1", TODAY, Ben=95)
    record(app, "speedpipe", "t3", LAST_MONTH, Cleo=500)
    scene = opened(app)
    assert scene.kinds() == (MONTH, ALL_TIME, DAILY)
    click(app, fake_time, scene.kind_list.arrow_rects()[1].center)
    assert scene.kind == ALL_TIME and not scene.previous_month.visible
    assert cells(scene) == [("1.", "Cleo", "500", "1"), ("2.", "Ben", "95", "1")]
    assert scene.foot == text("bestenliste.not_on_list")


def test_the_game_choice_switches_the_game(app: App, fake_time: FakeTime) -> None:
    record(app, "tycoon", "t1", TODAY, Dora=70)
    scene = opened(app, "speedpipe")
    assert scene.lines == []
    scene.group.focus.focus(scene.game_list)
    while scene.game != "tycoon":
        press(app, pygame.K_RIGHT)
    assert cells(scene) == [("1.", "Dora", "70", "1")]


def test_your_line_below_the_top_ten_is_shown_after_a_gap() -> None:
    standings = [Standing(place, f"P{place}", 100 - place, 1) for place in range(1, 15)]
    lines = standing_lines(standings, "P13")
    shown = shown_lines(lines)
    assert len(shown) == 11 and shown[9] is None
    last = shown[10]
    assert last is not None and last.own and last.cells[0] == "13."


def test_default_names_in_either_language_are_one_person(app: App) -> None:
    record(app, "speedpipe", "t1", TODAY, **{"Spieler 1": 40})
    record(app, "speedpipe", "t2", TODAY, **{"Player 1": 30})
    set_language("en")
    scene = opened(app)
    assert cells(scene) == [("1.", "Player 1 (you)", "70", "2")]


def test_speedchicago_has_its_rekordliste_and_every_game_its_tagesliste(
    app: App, fake_time: FakeTime
) -> None:
    book = launch.record_book(app)
    book.add_record("speedchicago", "Spieler 1", 240, TODAY, "r1")
    book.begin_day("speedchicago", TODAY, "d1")
    book.finish_day("speedchicago", "d1", "Spieler 1", 199)
    scene = opened(app, "speedchicago")
    assert scene.kinds() == (MONTH, ALL_TIME, DAILY, RECORDS)
    scene.choose_kind(RECORDS)
    assert cells(scene) == [("1.", "Spieler 1", "240", "4.12.2026")]
    scene.choose_kind(DAILY)
    assert cells(scene) == [("4.12.2026", "Spieler 1", "199", "")]
    assert scene.lines[0].own  # today's line
    app.frame(1 / 60)


class ServerLists:
    """A server's lists as the online client would offer them."""

    own_name = "Zoe"

    def __init__(self, fail: bool = False) -> None:
        self.fail = fail

    def monthly(self, game: str, month: Month) -> tuple[Standing, ...]:
        """The month's list, or no connection."""
        if self.fail:
            raise LeaderboardUnavailable("keine Verbindung")
        return (Standing(1, "Zoe", 900, 9), Standing(2, "Yann", 800, 8))

    def all_time(self, game: str) -> tuple[Standing, ...]:
        """The list for ever."""
        return (Standing(1, "Yann", 9000, 80),)


def test_a_servers_lists_come_through_the_source(app: App, fake_time: FakeTime) -> None:
    record(app, "speedpipe", "t1", TODAY, Ben=95)
    scene = LeaderboardScene(app, "speedpipe", online=ServerLists(), today=launch.today)
    app.push(scene)
    app.frame(1 / 60)
    assert scene.source_list is not None
    click(app, fake_time, scene.source_list.arrow_rects()[1].center)
    assert scene.source_name == "online" and scene.kinds() == (MONTH, ALL_TIME)
    assert cells(scene) == [("1.", "Zoe (du)", "900", "9"), ("2.", "Yann", "800", "8")]
    failing = LeaderboardScene(app, "speedpipe", online=ServerLists(fail=True))
    failing.choose_source("online")
    assert failing.problem == text("bestenliste.online_failed", problem="keine Verbindung")
    assert failing.lines == []
    app.frame(1 / 60)


def test_a_damaged_records_file_is_told_and_the_lists_start_empty(app: App) -> None:
    book = launch.record_book(app)
    book.path.parent.mkdir(parents=True, exist_ok=True)
    book.path.write_text("{kaputt", encoding="utf-8")
    scene = opened(app)
    assert scene.lines == [] and app.toasts.messages == [text("chicago_modes.records_damaged")]
    assert book.path.with_name(book.path.name + ".damaged").exists()


def test_the_end_table_opens_the_games_list_and_back_comes_back(
    app: App, fake_time: FakeTime
) -> None:
    from game.client.scenes.end_scene import EndScene
    from tests.client.test_end_scene import finished

    end = EndScene(app, finished((30, 12, 70, 30), (2, 1, 4, 2)))
    app.push(end)
    app.frame(1 / 60)
    click_widget(app, fake_time, end.leaderboard_button)
    scene = app.scene
    assert isinstance(scene, LeaderboardScene) and scene.game == "speedstocks"
    click_widget(app, fake_time, scene.back_button)
    assert app.scene is end
