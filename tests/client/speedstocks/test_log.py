"""The Speedstocks log: the whole game so far in a scrollable panel, also after Weiterspielen."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.client.app import App
from game.client.headless import headless_app
from game.client.scenes.tables.speedstocks.scene import LOG_RECT, SpeedstocksScene
from game.client.widgets.log_panel import LogPanel
from game.rules.speedstocks import events as ev
from game.table.table import Table
from game.texts import text
from tests.client.conftest import FakeTime
from tests.client.fake_table_scene import MenuStandIn
from tests.client.table_driving import (
    press,
    run_until,
    speedstocks_setup,
    start,
    tap,
    until_can_act,
)


def saved_table(app: App, table_id: str) -> Table:
    """The saved table as Weiterspielen loads it."""
    data = app.services.saves.load(table_id)
    return Table.from_dict(data, app.services.bots, now=app.services.now)


def play_turns(app: App, scene: SpeedstocksScene, turns: int) -> None:
    """The person plays their first card (or takes Frankfurt) for some turns; all is shown."""
    for _ in range(turns):
        until_can_act(app, scene)
        if scene.own_kurssturz():
            scene.take_row(0)
        else:
            scene.choose(scene.hand_cards[0].stock)
    until_can_act(app, scene)


def test_the_log_keeps_every_line_of_the_game_not_only_the_last_ones(
    app: App, fake_time: FakeTime
) -> None:
    scene, table = start(app, speedstocks_setup(seed=3))
    play_turns(app, scene, 10)
    events = [event for entry in table.log for event in entry.events]
    placed = sum(1 for event in events if event["kind"] in ("stock_placed", "margin_call"))
    # Each placement is a line, and the reveals come on top: more than the 40 lines of old.
    assert placed >= 30 and len(scene.narration) > placed + 9
    assert scene.narration[0].startswith(text("event.revealed", turn=1, stocks="")[:12])


def test_p_or_a_tap_on_the_log_opens_every_line_and_esc_closes_it(
    app: App, fake_time: FakeTime
) -> None:
    scene, table = start(app, speedstocks_setup(seed=3))
    play_turns(app, scene, 6)
    press(app, pygame.K_p)
    panel = scene.widgets.dialog
    assert isinstance(panel, LogPanel)
    assert panel.lines == scene.narration.lines
    assert panel.visible_lines()[-1] == len(panel.lines) - 1  # opened at the newest line
    press(app, pygame.K_HOME)
    assert panel.scroll == 0 and panel.visible_lines()[0] == 0
    moves = len(table.log)
    fake_time.advance(60.0)
    app.frame(1.0)
    assert len(table.log) == moves  # the table waits while the log is read
    press(app, pygame.K_ESCAPE)
    assert scene.widgets.dialog is None  # Esc closed the log, not opened the pause
    tap(app, fake_time, LOG_RECT.center)
    assert isinstance(scene.widgets.dialog, LogPanel)


def test_after_weiterspielen_the_whole_log_is_there_again(
    app: App, fake_time: FakeTime, tmp_path: Path
) -> None:
    scene, table = start(app, speedstocks_setup(seed=5, special="on"))
    play_turns(app, scene, 12)
    told = list(scene.narration)
    assert len(told) > 40
    table_id = scene.table_id
    assert table_id is not None
    app.reset(MenuStandIn(app))  # back to the menu: the table is saved
    restarted = headless_app(tmp_path / "home", now=fake_time)
    try:
        again = SpeedstocksScene(restarted, saved_table(restarted, table_id), table_id)
        assert list(again.narration) == told
    finally:
        restarted.shutdown()


def test_a_black_swan_fill_is_one_line_per_row_growing_while_it_fills(
    app: App, fake_time: FakeTime
) -> None:
    scene, _table = start(app, speedstocks_setup(seed=5))
    run_until(app, lambda: scene.can_act())
    before = len(scene.narration)
    for place in (2, 3, 4):
        scene.show_event(ev.BlackSwanCopy(0, place, 12))
    scene.show_event(ev.BlackSwanCopy(1, 2, 30))
    assert len(scene.narration) == before + 2
    assert scene.narration[-2].endswith("2, 3, 4")
