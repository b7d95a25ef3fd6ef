"""The end table: places in order, shared places, winners, the score's name, and what comes next."""

from __future__ import annotations

import pygame
import pytest

from game.client.app import App
from game.client.launch import start_table, table_id_of
from game.client.scenes.end_scene import EndScene, game_text, standings
from game.rules.core import Outcome
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from game.texts import set_language, text
from tests.client.fake_table_scene import (
    GAME,
    MenuStandIn,
    install_fake_table_scene,
    play_to_the_end,
    top_table,
)


class FinishedTable:
    """A finished table with a chosen outcome (the end table reads only these two things)."""

    def __init__(self, setup: TableSetup, outcome: Outcome) -> None:
        self.setup = setup
        self._outcome = outcome

    def outcome(self) -> Outcome:
        """The chosen outcome."""
        return self._outcome


@pytest.fixture(autouse=True)
def fake_scene(monkeypatch: pytest.MonkeyPatch) -> None:
    """Speedstocks tables are shown by the stand-in table scene."""
    install_fake_table_scene(monkeypatch)


def four_seats(seed: int = 21) -> TableSetup:
    """Anna and Ben against two easy computers."""
    seats = (
        Seat("Anna"),
        Seat("Ben"),
        Seat("Computer 3", COMPUTER, "easy"),
        Seat("Computer 4", COMPUTER, "easy"),
    )
    return TableSetup(GAME, seats, {}, seed, None)


def finished(scores: tuple[int, ...], places: tuple[int, ...]) -> Table:
    """A finished four-seat Speedstocks table with these bears and places."""
    table: Table = FinishedTable(  # type: ignore[assignment]
        four_seats(), Outcome(scores, places, lower_is_better=True)
    )
    return table


def test_places_come_in_order_and_shared_places_say_so() -> None:
    table = finished((30, 12, 70, 30), (2, 1, 4, 2))
    lines = standings(table)
    assert [line.name for line in lines] == ["Ben", "Anna", "Computer 4", "Computer 3"]
    assert [line.place for line in lines] == [
        text("end_table.place", place=1),
        text("end_table.place_shared", place=2),
        text("end_table.place_shared", place=2),
        text("end_table.place", place=4),
    ]
    assert [line.score for line in lines] == ["12", "30", "30", "70"]
    assert [line.winner for line in lines] == [True, False, False, False]


def test_the_winner_and_the_bears_are_named(app: App) -> None:
    scene = EndScene(app, finished((30, 12, 70, 30), (2, 1, 4, 2)))
    assert scene.score_label == "Bären"
    assert scene.winner_line == "Börsenkönig: Ben"
    assert scene.best_line == text("end_table.best.lower", score="Bären")
    shared = EndScene(app, finished((12, 12, 70, 30), (1, 1, 4, 3)))
    assert shared.winner_line == "Börsenkönige mit geteiltem 1. Platz: Anna, Ben"
    assert [line.winner for line in shared.lines] == [True, True, False, False]


def test_games_without_their_own_texts_get_the_generic_ones() -> None:
    assert game_text("score", "speedpipe", "higher") == text("end_table.score.higher")
    assert game_text("score", "speedpipe", "lower") == text("end_table.score.lower")
    assert game_text("winner", "speedpipe", "default", names="Ida") == text(
        "end_table.winner.default", names="Ida"
    )


def test_the_end_table_is_drawn_in_both_languages(app: App) -> None:
    app.push(MenuStandIn(app))
    app.push(EndScene(app, finished((30, 12, 70, 30), (2, 1, 4, 2))))
    app.frame(1 / 60)
    set_language("en")
    try:
        scene = EndScene(app, finished((30, 12, 70, 30), (2, 1, 4, 2)))
        assert scene.score_label == "Bears" and scene.again_button.label == "Play again"
        app.push(scene)
        app.frame(1 / 60)
    finally:
        set_language("de")


def test_an_unfinished_table_has_no_end_table(app: App) -> None:
    table = Table(four_seats(), app.services.bots, now=app.services.now)
    with pytest.raises(ValueError, match="still going on"):
        EndScene(app, table)


def play_a_whole_table(app: App) -> Table:
    """Starts a table through the launch, plays it to the end and shows its end table."""
    app.push(MenuStandIn(app))
    seats = (Seat("Anna"), Seat("Computer 2", COMPUTER, "easy"))
    table = start_table(
        app, TableSetup(GAME, seats, {"variant": "taktik"}, 4, None), replace_top=False
    )
    play_to_the_end(table)
    app.replace(EndScene(app, table))
    return table


def test_the_finished_tables_save_is_deleted(app: App) -> None:
    table = play_a_whole_table(app)
    assert table_id_of(table) is not None
    assert app.services.saves.table_ids() == ()


def test_play_again_starts_the_same_setup_with_another_seed(app: App) -> None:
    table = play_a_whole_table(app)
    menu = app.scenes[0]
    scene = app.scene
    assert isinstance(scene, EndScene)
    app.frame(1 / 60)
    window_pos = app.letterbox.to_window(scene.again_button.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window_pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window_pos, button=1))
    app.frame(1 / 60)
    again = top_table(app)
    assert app.scenes == [menu, app.scene]
    assert again is not table and again.setup.seats == table.setup.seats
    assert again.setup.options == table.setup.options
    assert again.setup.seed != table.setup.seed and not again.is_over
    assert app.services.saves.table_ids() == (table_id_of(again),)


def test_enter_plays_again_and_esc_goes_to_the_main_menu(app: App) -> None:
    from game.client.scenes.menu import MainMenu

    table = finished((30, 12, 70, 30), (2, 1, 4, 2))
    app.push(MenuStandIn(app))
    app.push(EndScene(app, table))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    app.frame(1 / 60)
    assert top_table(app).setup.seats == table.setup.seats
    app.push(EndScene(app, table))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.frame(1 / 60)
    assert len(app.scenes) == 1 and isinstance(app.scene, MainMenu)


def test_the_main_menu_button_leaves_every_scene(app: App) -> None:
    from game.client.scenes.menu import MainMenu

    app.push(MenuStandIn(app))
    scene = EndScene(app, finished((30, 12, 70, 30), (2, 1, 4, 2)))
    app.push(scene)
    scene.menu_button.press()
    assert len(app.scenes) == 1 and isinstance(app.scene, MainMenu)
