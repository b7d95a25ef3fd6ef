"""A whole seeded Tycoon game, one person against three easy computers, played only through
posted mouse clicks, finger taps, key presses and drags on the table scene: a loan, a hotel on a
red field, a renovation, a factory, each payday read to its Weiter with the loan choice made by
taps and keys, ending on the end table; every kind of move made in more than one way."""

from __future__ import annotations

from game.client.app import App
from game.client.launch import start_table
from game.client.scenes.end_scene import EndScene
from game.client.scenes.tables.tycoon.scene import TycoonScene
from game.table.table import Table
from tests.client.conftest import FakeTime
from tests.client.event_driving import move_kind
from tests.client.tycoon.game_driving import (
    GameHands,
    PersonsMind,
    moments_of,
    play,
    setup_of,
)

SEED = 3


def start(
    app: App, fake_time: FakeTime, seed: int, touch: bool = False
) -> tuple[TycoonScene, Table, GameHands]:
    """A table of one person and three easy computers, opened as the client does."""
    table = start_table(app, setup_of(1, 3, seed))
    scene = app.scene
    assert isinstance(scene, TycoonScene)
    return scene, table, GameHands(app, fake_time, scene, touch)


def test_a_whole_game_by_posted_events_ends_on_the_end_table(app: App, fake_time: FakeTime) -> None:
    scene, table, hands = start(app, fake_time, SEED)
    mind = PersonsMind(SEED)
    read = play(app, scene, hands, mind, lambda: isinstance(app.scene, EndScene))
    assert table.is_over and isinstance(app.scene, EndScene)
    assert not any(entry.take_over for entry in table.log)
    # Every move of the person came from the taps, keys and drags.
    kinds = [move_kind(entry.move) for entry in table.log if entry.seat == 0]
    assert kinds == hands.made
    assert not mind.unexpressed
    # The moments the game must show (another seed where the computers play otherwise).
    moments = moments_of(table)
    assert moments.loans >= 2 and moments.choices >= 2, moments
    assert moments.red_fields >= 1 and moments.renovations >= 1, moments
    assert moments.factories >= 1, moments
    assert moments.paydays == 3 and moments.ended and read == 3, (moments, read)
    assert {"loan", "buy", "fly", "hotel", "renovate", "factory", "end", "repay"} <= set(kinds)
    # Each kind of move by more than one way: keys, taps on buttons and on the board, drags,
    # Enter for the main button, a finger in the second round.
    ways = set(hands.ways)
    assert {"buy by key", "buy by tap", "loan by key", "loan by tap"} <= ways
    assert {"fly by keys", "fly by taps", "fly by drag"} <= ways and hands.dragged > 0
    assert {"hotel by Enter", "hotel by key", "hotel by a tap on the field"} <= ways
    assert {"renovate by a tap on the Stadtbild", "renovate by key"} <= ways
    assert {"factory by a tap on the site", "factory site by key", "factory site by tap"} <= ways
    assert {"end by Enter", "end by key", "end by tap", "repay by keys", "repay by taps"} <= ways
    assert hands.finger_taps > 0
