"""The Speedtycoon table's right column, the majorities overlay and the scoring show wired into
the scene: the players' rows or the table state (switched by W) in the column, M lays the
majorities over the middle, a tapped row shows that player's Imperium read only and D brings
one's own back; played to the first scoring, the show comes up with the clocks held, Enter
presses Weiter, the reading pause closes and the table goes on; every text whole in German and
English at two and six players."""

from __future__ import annotations

import random

import pygame
import pytest

from game.client.app import App
from game.client.intents import Intent, IntentKind
from game.client.scenes.hand_over import HandOverScene
from game.client.scenes.tables.speedtycoon import layout
from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene
from game.client.text_recording import recording_texts
from game.table.seats import COMPUTER, Seat, TableSetup
from game.table.table import Table
from game.texts import set_language, text
from tests.client.conftest import FakeTime
from tests.client.speedtycoon.scene_driving import push_scene, state_of
from tests.client.table_driving import press, run_until, tap
from tests.client.text_fit import findings

SURFACE = (1920, 1080)


def setup_of(players: int, seed: int = 3, turn_seconds: int | None = None) -> TableSetup:
    """One person against computers at a Klassisch table, at the quick tempo."""
    seats = (Seat("Spieler 1"),) + tuple(
        Seat(f"Computer {number}", COMPUTER, "easy") for number in range(2, players + 1)
    )
    return TableSetup(
        "speedtycoon", seats, {"mode": "klassisch"}, seed, turn_seconds, tempo="schnell"
    )


def open_scene(
    app: App, players: int = 4, turn_seconds: int | None = None
) -> tuple[SpeedtycoonScene, Table]:
    """The scene pushed onto the app, run until the person may act."""
    table = Table(setup_of(players, turn_seconds=turn_seconds), app.services.bots, app.services.now)
    return push_scene(app, table)


def drawn(scene: SpeedtycoonScene) -> list[str]:
    """Draws the scene; fails on any text finding; returns the lines drawn."""
    surface = pygame.Surface(SURFACE)
    with recording_texts() as recording:
        scene.draw(surface)
    assert findings(recording.texts, frozenset()) == []
    return [line.line for line in recording.texts]


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("players", [2, 6])
def test_the_column_and_the_overlay_fit_in_their_rects(
    app: App, players: int, language: str
) -> None:
    set_language(language)
    scene, table = open_scene(app, players)
    scene.relabel()
    lines = drawn(scene)
    # The other players' rows, each inside the column below its switch.
    rows = scene.column.players.rows
    assert [row.seat for row in rows][: players - 1] == list(range(1, players))
    assert all(layout.OTHERS_RECT.contains(row.rect) for row in rows)
    assert all(row.rect.top >= scene.column.switch.rect.bottom for row in rows)
    assert text("speedtycoon.column.show_table") in lines
    # W brings up the table state in the same place, and back.
    press(app, pygame.K_w)
    assert scene.column.showing_table
    lines = drawn(scene)
    laid = scene.column.table_state.laid
    assert laid and all(
        scene.column.area.contains(spot.rect) for part in laid for spot in part.chips
    )
    assert text("speedtycoon.column.show_players") in lines
    chip = laid[0].chips[0].rect
    assert scene.widgets.info.find(chip.center) is not None
    press(app, pygame.K_w)
    assert not scene.column.showing_table
    # M lays the majorities over the middle column, M again takes them away.
    press(app, pygame.K_m)
    assert scene.majorities.visible and scene.majorities.rect == layout.MAJORITIES_RECT
    surface = pygame.Surface(SURFACE)
    with recording_texts() as recording:
        scene.draw(surface)
    assert findings(recording.texts, frozenset()) == []
    names = [seat.name for seat in table.setup.seats]
    inside = [line.line for line in recording.texts if layout.MAJORITIES_RECT.contains(line.ink)]
    assert set(names) <= set(inside)
    assert scene.empire not in scene.widgets.widgets
    press(app, pygame.K_m)
    assert not scene.majorities.visible and scene.empire in scene.widgets.widgets


def test_the_majorities_button_and_esc_toggle_the_overlay(app: App, fake_time: FakeTime) -> None:
    scene, _table = open_scene(app)
    tap(app, fake_time, scene.majorities_button.rect.center)
    assert scene.majorities.visible
    assert scene.status_line()[0] == text("speedtycoon.column.majorities_close")
    press(app, pygame.K_ESCAPE)
    assert not scene.majorities.visible and not scene.paused


def test_a_tapped_row_shows_that_city_read_only_and_d_brings_ones_own_back(
    app: App, fake_time: FakeTime
) -> None:
    scene, table = open_scene(app)
    drawn(scene)
    state = state_of(table)
    own = dict(scene.empire.fields)
    row = next(row for row in scene.column.players.rows if row.seat == 2)
    # Resting on a row opens its info window, as on the table state's parts.
    info = scene.widgets.info.find(row.rect.center)
    assert info is not None and "Computer 3" in info[1].title
    tap(app, fake_time, row.rect.center)
    assert scene.looking == 2
    assert scene.empire.fields == {
        (x, y): building for x, y, building in state.view(0)["empires"][2]
    }
    assert scene.empire.lit == {} and scene.home_button.visible
    assert "Computer 3" in scene.status_line()[0]
    # A tap into the other's Imperium changes nothing and says that one only looks there.
    moves = len(table.log)
    tap(app, fake_time, scene.empire.cell((0, 0)).center)
    assert len(table.log) == moves
    assert scene.status_line()[0] == text("speedtycoon.column.only_looking", name="Computer 3")
    drawn(scene)
    press(app, pygame.K_d)
    assert scene.looking is None and not scene.home_button.visible
    assert scene.empire.fields == own


def test_the_keyboard_picks_a_row_in_the_column(app: App, fake_time: FakeTime) -> None:
    scene, _table = open_scene(app)
    drawn(scene)
    # After a tap the arrows go on from the tapped row.
    tap(app, fake_time, scene.column.players.rows[2].rect.center)
    assert scene.looking == 3 and scene.column.cursor == 3
    assert scene.column.handle(Intent(IntentKind.NAVIGATE, key="down"))
    assert scene.column.cursor == 1
    press(app, pygame.K_d)
    assert scene.column.handle(Intent(IntentKind.NAVIGATE, key="down"))
    assert scene.column.handle(Intent(IntentKind.CONFIRM))
    assert scene.looking == 2
    scene.look_home()
    assert scene.looking is None


def play_to_scoring(app: App, scene: SpeedtycoonScene, table: Table, fake_time: FakeTime) -> None:
    """The people make random moves (through the curtain between them) until a scoring holds
    the table and its show is up."""
    rng = random.Random(5)
    for _ in range(3000):
        if table.reading_pause() is not None and not scene.queue.playing:
            break
        if isinstance(app.scene, HandOverScene):
            app.scene.show()
        elif scene.can_act():
            scene.send(rng.choice(state_of(table).legal_moves(scene.seat)))
        app.frame(1.0)
        fake_time.advance(0.1)
    assert table.reading_pause() is not None, "no scoring came"
    app.frame(0.01)


def test_the_first_scoring_is_shown_until_weiter_and_the_table_goes_on(
    app: App, fake_time: FakeTime, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene, table = open_scene(app, players=3, turn_seconds=60)
    play_to_scoring(app, scene, table, fake_time)
    show = scene.show
    assert show is not None and show.rect == layout.SHOW_RECT
    assert show.title == text("speedtycoon.scorings.startup.name")
    # Nobody is said to think while it is read: the table asks no computer.
    assert scene.status_line()[0] == text("speedtycoon.column.reading")
    drawn(scene)
    assert scene.column.thinking == frozenset()
    # While the steps come up the reading time stands still.
    before = table.reading_pause().remaining  # type: ignore[union-attr]
    fake_time.advance(5)
    app.frame(0.01)
    assert not show.complete
    assert table.reading_pause().remaining == before  # type: ignore[union-attr]
    drawn(scene)
    set_language("en")
    scene.relabel()
    drawn(scene)
    set_language("de")
    # Even a game that were over waits for the pause to close before the end table comes.
    with monkeypatch.context() as patch:
        patch.setattr(Table, "is_over", property(lambda _table: True))
        app.frame(0.01)
        assert not scene.finished and scene.show is show
    # Enter shows every step, and the reading time runs; Enter again presses Weiter: the pause
    # closes, the table goes on.
    press(app, pygame.K_RETURN)
    assert show.complete and table.reading_pause() is not None
    app.frame(0.01)
    fake_time.advance(5)
    app.frame(0.01)
    assert table.reading_pause().remaining < before  # type: ignore[union-attr]
    press(app, pygame.K_RETURN)
    assert table.reading_pause() is None
    app.frame(0.01)
    assert scene.show is None and scene.empire in scene.widgets.widgets
    moves = len(table.log)
    run_until(app, lambda: len(table.log) > moves)


def test_with_two_people_each_reads_the_scoring_in_turn(app: App, fake_time: FakeTime) -> None:
    seats = (Seat("Spieler 1"), Seat("Spieler 2"), Seat("Computer 3", COMPUTER, "easy"))
    setup = TableSetup("speedtycoon", seats, {"mode": "klassisch"}, 3, None, tempo="schnell")
    table = Table(setup, app.services.bots, app.services.now)
    scene = SpeedtycoonScene(app, table, None)
    app.push(scene)
    play_to_scoring(app, scene, table, fake_time)
    first = scene.shown_seat
    assert scene.show is not None and first is not None
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    pause = table.reading_pause()
    assert pause is not None and pause.pressed == (first,)
    # The device goes to the other person, who sees the scoring from its start.
    app.frame(0.01)
    assert isinstance(app.scene, HandOverScene)
    app.scene.show()
    app.frame(0.01)
    assert scene.shown_seat == 1 - first
    show = scene.show
    assert show is not None and not show.has_pressed and not show.complete
    assert show.pressed_lines()[0] == text(
        "speedtycoon.scoring_show.pressed", names=f"Spieler {first + 1}"
    )
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    assert table.reading_pause() is None
    app.frame(0.01)
    assert scene.show is None


def test_the_ipo_is_shown_with_the_handelsschluss_before_the_end_table(
    app: App, fake_time: FakeTime
) -> None:
    scene, table = open_scene(app, players=3)
    titles = []
    for _ in range(3):
        play_to_scoring(app, scene, table, fake_time)
        show = scene.show
        assert show is not None
        titles.append(show.title)
        if state_of(table).is_terminal():
            break
        press(app, pygame.K_RETURN)
        press(app, pygame.K_RETURN)
        app.frame(0.01)
    assert titles[-1] == text("speedtycoon.scorings.ipo.name")
    # The buildings given out at Handelsschluss come first, as the events played them.
    awarded = [
        event
        for entry in table.log
        for event in entry.events
        if event["kind"] == "building_awarded"
    ]
    assert awarded and show.steps[0].kind == "closing"
    # So does a table saved and loaded now, from its log.
    loaded = Table.from_dict(table.to_dict(), app.services.bots, app.services.now)
    again = SpeedtycoonScene(app, loaded, None)
    again.update(0.01)
    assert again.show is not None and again.show.steps[0] == show.steps[0]
    # The game is over, yet the scoring stays until Weiter; then the end table comes.
    for _ in range(5):
        app.frame(1.0)
    assert not scene.finished and app.scene is scene
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    app.frame(0.01)
    assert scene.finished and app.scene is not scene


def test_a_table_saved_during_a_scoring_shows_it_again(app: App, fake_time: FakeTime) -> None:
    scene, table = open_scene(app, players=3)
    play_to_scoring(app, scene, table, fake_time)
    assert scene.show is not None
    loaded = Table.from_dict(table.to_dict(), app.services.bots, app.services.now)
    again = SpeedtycoonScene(app, loaded, None)
    app.push(again)
    app.frame(0.01)
    assert again.show is not None and again.show.title == scene.show.title
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    assert loaded.reading_pause() is None
