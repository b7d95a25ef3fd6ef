"""Weiterspielen's list: every saved table, continued by tap or Enter, deleted after asking,
walked with Tab and the arrows, scrolled when there are more than it shows."""

from __future__ import annotations

import datetime
from typing import Any

import pygame
import pytest

from game.client import launch
from game.client.app import App
from game.client.scenes import saved_tables as saved_tables_module
from game.client.scenes.saved_tables import (
    BACK,
    DELETE,
    ROW,
    ROWS_SHOWN,
    TOAST_BOTTOM,
    SavedTablesScene,
)
from game.client.widgets import Button
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from game.texts import text
from tests.client.conftest import FakeTime
from tests.client.fake_table_scene import (
    FakeTableScene,
    MenuStandIn,
    install_fake_table_scene,
    top_table,
)
from tests.client.menus_driving import FRAME, click_widget, press


@pytest.fixture(autouse=True)
def fake_scenes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Both playable games are shown by the stand-in table scene."""
    install_fake_table_scene(monkeypatch, "speedstocks")
    install_fake_table_scene(monkeypatch, "speedchicago")


def left_table(app: App, game: str, name: str, moves: int = 0) -> Table:
    """A table started, played for some moves and left to the menu (it stays saved)."""
    seats = (Seat(name), Seat("Computer 2", COMPUTER, "easy"))
    table = launch.start_table(app, TableSetup(game, seats, seed=len(name)), replace_top=False)
    while len(table.log) < moves:
        table.update()
        for seat in table.humans_to_act():
            table.submit(seat, table.legal_moves(seat)[0])
    app.pop()
    return table


def open_list(app: App) -> SavedTablesScene:
    """Weiterspielen: the list on top of the menu, after one frame."""
    launch.open_saved_tables(app)
    app.frame(FRAME)
    scene = app.scene
    assert isinstance(scene, SavedTablesScene)
    return scene


def two_tables_listed(app: App) -> tuple[Table, Table, SavedTablesScene]:
    """Anna's Speedstocks and Bert's Speedchicago table left, then the list opened."""
    stocks = left_table(app, "speedstocks", "Anna")
    chicago = left_table(app, "speedchicago", "Bert")
    return stocks, chicago, open_list(app)


def focused(scene: SavedTablesScene) -> tuple[str, int] | None:
    """Which table's row or delete button, or the back button, has the focus."""
    return scene.current_key()


def test_every_table_in_progress_is_listed_the_one_played_last_first(
    app: App, menu: MenuStandIn
) -> None:
    stocks = left_table(app, "speedstocks", "Anna", moves=4)
    chicago = left_table(app, "speedchicago", "Bert", moves=2)
    scene = open_list(app)
    ids = [entry.table_id for entry in scene.entries]
    assert ids == [launch.table_id_of(chicago), launch.table_id_of(stocks)]
    first, second = scene.entries
    assert (first.title, first.seats) == ("Speedchicago", "Bert, Computer 2 (leicht)")
    assert first.progress.startswith("1891 · Runde 1 von") and first.when == "gerade eben"
    assert second.title == "Speedstocks" and second.progress.startswith("Runde 1 · Zug")
    assert [row.summary for row in scene.rows] == scene.entries
    assert focused(scene) == (ROW, 0)


def test_enter_continues_the_focused_table_in_place_of_the_list(
    app: App, menu: MenuStandIn
) -> None:
    stocks = left_table(app, "speedstocks", "Anna", moves=4)
    left_table(app, "speedchicago", "Bert")
    scene = open_list(app)
    press(app, pygame.K_DOWN)
    assert focused(scene) == (ROW, 1)
    press(app, pygame.K_RETURN)
    continued = top_table(app)
    assert launch.table_id_of(continued) == launch.table_id_of(stocks)
    assert continued.log == stocks.log
    # Leaving the table goes back to the menu, not to the list.
    assert app.scenes == [menu, app.scene] and isinstance(app.scene, FakeTableScene)


def test_a_tap_on_a_row_continues_that_table(
    app: App, menu: MenuStandIn, fake_time: FakeTime
) -> None:
    _, chicago, scene = two_tables_listed(app)
    click_widget(app, fake_time, scene.rows[0])
    assert launch.table_id_of(top_table(app)) == launch.table_id_of(chicago)


def test_one_saved_table_is_listed_too(app: App, menu: MenuStandIn) -> None:
    table = left_table(app, "speedstocks", "Anna")
    scene = open_list(app)
    assert [entry.table_id for entry in scene.entries] == [launch.table_id_of(table)]
    press(app, pygame.K_RETURN)
    assert top_table(app).log == table.log


def test_the_delete_button_asks_and_deletes_only_that_table(
    app: App, menu: MenuStandIn, fake_time: FakeTime
) -> None:
    stocks, chicago, scene = two_tables_listed(app)
    click_widget(app, fake_time, scene.deletes[0])
    dialog = scene.group.dialog
    assert dialog is not None and dialog.title == text("saved_tables.delete_title")
    assert "Speedchicago" in dialog.message and "Bert" in dialog.message
    assert app.services.saves.table_ids() == tuple(
        sorted(str(launch.table_id_of(table)) for table in (stocks, chicago))
    )
    # "Behalten" has the focus: Enter keeps the table.
    press(app, pygame.K_RETURN)
    assert scene.group.dialog is None and len(scene.entries) == 2
    click_widget(app, fake_time, scene.deletes[0])
    dialog = scene.group.dialog
    assert dialog is not None
    click_widget(app, fake_time, dialog.buttons[0])  # Löschen
    assert app.services.saves.table_ids() == (launch.table_id_of(stocks),)
    assert [entry.title for entry in scene.entries] == ["Speedstocks"]
    assert focused(scene) == (ROW, 0)


def test_the_delete_key_asks_for_the_focused_table_and_esc_keeps_it(
    app: App, menu: MenuStandIn
) -> None:
    *_, scene = two_tables_listed(app)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DELETE)
    dialog = scene.group.dialog
    assert dialog is not None and "Speedstocks" in dialog.message
    press(app, pygame.K_ESCAPE)
    assert scene.group.dialog is None and len(scene.entries) == 2 and app.scene is scene
    press(app, pygame.K_DELETE)
    press(app, pygame.K_LEFT)  # from "Behalten" to "Löschen"
    press(app, pygame.K_RETURN)
    assert [entry.title for entry in scene.entries] == ["Speedchicago"]
    assert len(app.services.saves.table_ids()) == 1


def test_deleting_the_last_table_says_the_list_is_empty(app: App, menu: MenuStandIn) -> None:
    left_table(app, "speedstocks", "Anna")
    scene = open_list(app)
    scene.delete(scene.entries[0].table_id)
    assert scene.entries == [] and scene.rows == []
    assert focused(scene) == (BACK, -1)
    drawn: list[str] = []
    original = saved_tables_module.draw_text

    def noting(surface: pygame.Surface, line: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        """Notes every text the list draws itself."""
        drawn.append(line)
        return original(surface, line, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(saved_tables_module, "draw_text", noting)
        app.frame(FRAME)
    assert text("saved_tables.empty") in drawn
    press(app, pygame.K_RETURN)  # the back button
    assert app.scenes == [menu]


def test_tab_and_the_arrows_walk_rows_delete_buttons_and_back(app: App, menu: MenuStandIn) -> None:
    *_, scene = two_tables_listed(app)
    walked = []
    for _ in range(5):
        press(app, pygame.K_TAB)
        walked.append(focused(scene))
    assert walked == [(DELETE, 0), (ROW, 1), (DELETE, 1), (BACK, -1), (ROW, 0)]
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert focused(scene) == (BACK, -1)
    press(app, pygame.K_UP)
    assert focused(scene) == (ROW, 1)
    press(app, pygame.K_RIGHT)
    assert focused(scene) == (DELETE, 1)
    press(app, pygame.K_UP)
    assert focused(scene) == (DELETE, 0)
    press(app, pygame.K_LEFT)
    assert focused(scene) == (ROW, 0)


def test_more_tables_than_fit_scroll_with_the_arrows_page_keys_and_buttons(
    app: App, menu: MenuStandIn, fake_time: FakeTime
) -> None:
    names = ["Anna", "Bert", "Cleo", "Dora", "Emil", "Fritz", "Gerd"]
    for name in names:
        left_table(app, "speedstocks", name)
    scene = open_list(app)
    assert len(scene.entries) == len(names) and len(scene.rows) == ROWS_SHOWN
    assert not scene.earlier.visible and scene.later.visible
    assert scene.later.label == text("saved_tables.later", count=len(names) - ROWS_SHOWN)
    for _ in range(ROWS_SHOWN):
        press(app, pygame.K_DOWN)
    # The fifth table came into the list, with the focus on it.
    assert focused(scene) == (ROW, ROWS_SHOWN) and scene.first == 1
    assert scene.rows[-1].summary.seats.startswith(list(reversed(names))[ROWS_SHOWN])
    assert scene.earlier.visible
    press(app, pygame.K_END)
    assert focused(scene) == (ROW, len(names) - 1) and not scene.later.visible
    press(app, pygame.K_PAGEUP)
    assert focused(scene) == (ROW, len(names) - 1 - ROWS_SHOWN)
    press(app, pygame.K_HOME)
    assert focused(scene) == (ROW, 0) and scene.first == 0
    click_widget(app, fake_time, scene.later)
    # The list moves on a page; the focus goes to the first table that came into view.
    assert scene.first == len(names) - ROWS_SHOWN and focused(scene) == (ROW, ROWS_SHOWN)
    click_widget(app, fake_time, scene.earlier)
    assert scene.first == 0 and focused(scene) == (ROW, len(names) - ROWS_SHOWN - 1)


def test_the_wheel_scrolls_the_list(app: App, menu: MenuStandIn) -> None:
    for name in ["Anna", "Bert", "Cleo", "Dora", "Emil", "Fritz"]:
        left_table(app, "speedstocks", name)
    scene = open_list(app)
    from tests.client.menus_driving import wheel

    wheel(app, scene.rows[0].rect.center, -1)
    assert scene.first == 1
    wheel(app, scene.rows[0].rect.center, 3)
    assert scene.first == 0


def test_esc_goes_back_to_the_menu_and_messages_return_to_the_top(
    app: App, menu: MenuStandIn
) -> None:
    left_table(app, "speedstocks", "Anna")
    open_list(app)
    assert app.toasts.bottom == TOAST_BOTTOM
    press(app, pygame.K_ESCAPE)
    assert app.scenes == [menu] and app.toasts.bottom is None


def test_a_table_that_no_longer_loads_is_told_and_leaves_the_list(
    app: App, menu: MenuStandIn
) -> None:
    kept = left_table(app, "speedstocks", "Anna")
    broken = left_table(app, "speedstocks", "Bert")
    scene = open_list(app)
    broken_id = launch.table_id_of(broken)
    assert broken_id is not None and scene.entries[0].table_id == broken_id
    (app.services.saves.folder / f"{broken_id}.json").write_text("{damaged", "utf-8")
    press(app, pygame.K_RETURN)
    assert app.scene is scene
    assert [entry.table_id for entry in scene.entries] == [launch.table_id_of(kept)]
    assert app.toasts.messages == [text("launch.save_set_aside")]


def test_the_list_speaks_english(app: App, menu: MenuStandIn) -> None:
    app.change_settings(language="en")
    left_table(app, "speedstocks", "Anna")
    scene = open_list(app)
    entry = scene.entries[0]
    assert entry.seats == "Anna, Computer 2 (easy)" and entry.when == "just now"
    assert entry.progress.startswith("Round 1 · turn")
    assert isinstance(scene.deletes[0], Button) and scene.deletes[0].label == "Delete"


def test_times_are_told_against_the_devices_clock(app: App, menu: MenuStandIn) -> None:
    left_table(app, "speedstocks", "Anna")
    later = datetime.datetime.now().astimezone() + datetime.timedelta(days=1)
    scene = SavedTablesScene(app, now=lambda: later)
    assert scene.entries[0].when.startswith("gestern, ")
