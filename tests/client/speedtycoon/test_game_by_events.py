"""A whole seeded Speedtycoon game in the mode Tycoon (every module but Blitz), one person against
three easy computers, played only through posted mouse clicks and key presses on the table
scene, each scoring read to its end and Weiter pressed, ending on the end table."""

from __future__ import annotations

from game.client.app import App
from game.client.launch import start_table
from game.client.scenes.end_scene import EndScene
from game.client.scenes.tables.speedtycoon.scene import SpeedtycoonScene
from game.rules.speedtycoon import events as ev
from game.table.table import Table
from tests.client.conftest import FakeTime
from tests.client.event_driving import move_kind
from tests.client.speedtycoon.game_driving import PersonsMind, play, setup_of
from tests.client.speedtycoon.move_input import SceneHands

TYCOON = {"mode": "tycoon"}


def start(app: App, fake_time: FakeTime, seed: int) -> tuple[SpeedtycoonScene, Table, SceneHands]:
    """A Tycoon table of one person and three easy computers, opened as the client does."""
    table = start_table(app, setup_of(1, 3, seed, TYCOON))
    scene = app.scene
    assert isinstance(scene, SpeedtycoonScene)
    return scene, table, SceneHands(app, fake_time, scene)


def persons_kinds(table: Table) -> list[str]:
    """The kinds of the moves the person (seat 0) made, as the table's log has them."""
    return [move_kind(entry.move) for entry in table.log if entry.seat == 0]


def scorings_held(table: Table) -> int:
    """How many scorings the table has held for reading so far."""
    return sum(
        saved.get("kind") == ev.ScoringHeld.kind for entry in table.log for saved in entry.events
    )


def test_a_whole_tycoon_game_by_posted_clicks_and_keys_ends_on_the_end_table(
    app: App, fake_time: FakeTime
) -> None:
    scene, table, hands = start(app, fake_time, seed=5)
    mind = PersonsMind(seed=5)
    play(app, scene, hands, mind, lambda: isinstance(app.scene, EndScene))
    assert table.is_over and isinstance(app.scene, EndScene)
    assert not any(entry.take_over for entry in table.log)
    # Every move of the person came from the taps and keys, and each kind made is in the log.
    kinds = persons_kinds(table)
    assert kinds == hands.made
    assert {"take", "buy", "build", "lobby", "loan", "repay"} <= set(kinds)
    assert set(kinds) & {"plan", "teardown", "swap"}
    assert not mind.unexpressed, "every legal move has its taps and keys"
    assert scorings_held(table) >= 3  # the start-up, at least one more, and the IPO


def test_a_tycoon_game_by_posted_clicks_and_keys_reaches_its_first_scoring_and_goes_on(
    app: App, fake_time: FakeTime
) -> None:
    scene, table, hands = start(app, fake_time, seed=8)
    mind = PersonsMind(seed=8)
    play(app, scene, hands, mind, lambda: scene.show is not None)
    show = scene.show
    assert show is not None and table.reading_pause() is not None
    play(app, scene, hands, mind, lambda: table.reading_pause() is None)
    kinds = persons_kinds(table)
    assert kinds == hands.made and {"take", "buy"} <= set(kinds)
    moves = len(table.log)
    play(app, scene, hands, mind, lambda: len(table.log) > moves)
