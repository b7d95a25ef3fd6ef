"""Einsatz at a hot-seat table of the local profile: the set-up offers it where several people
sit, refuses a stake above a person's local balance, takes the stakes when the table starts
and pays the pot once when it ends, which the end table tells."""

from __future__ import annotations

from game.client.app import App
from game.client.launch import record_lines, table_id_of
from game.client.scenes.setup_scene import SetupScene
from game.client.taler import local_purse
from game.table.table import Table
from game.taler.settlement import STARTING_TALER
from game.taler.words import won_words
from game.texts import text


def hot_seat(app: App) -> SetupScene:
    """A Tycoon set-up of Ada and Bea with a computer."""
    scene = SetupScene(app, "tycoon")
    scene.choose_seat_count(3)
    scene.choose_seat(0, "human")
    scene.choose_seat(1, "human")
    scene.choose_seat(2, "easy")
    scene.type_name(0, "Ada")
    scene.type_name(1, "Bea")
    return scene


def play_to_the_end(table: Table) -> None:
    """Every person plays their first legal move (and reads on) until the game is over."""
    for _ in range(20_000):
        if table.is_over:
            return
        pause = table.reading_pause()
        if pause is not None:
            for seat in pause.waiting:
                table.continue_reading(seat)
        for seat in table.humans_to_act():
            legal = table.legal_moves(seat)
            if legal:
                table.submit(seat, legal[0])
        table.update()
    raise AssertionError("the game did not end")


def test_the_stake_is_offered_where_several_people_sit(app: App) -> None:
    """Alone against computers there is no Einsatz; with two people there is."""
    scene = hot_seat(app)
    assert scene.stake_list.visible
    scene.choose_seat(1, "easy")
    assert not scene.stake_list.visible


def test_a_stake_above_a_local_balance_is_refused_in_words(app: App) -> None:
    """Bea has 40 Taler left: a stake of 50 is refused naming her, and the table cannot start."""
    purse = local_purse(app)
    purse.open_pot("earlier", STARTING_TALER - 40, {0: "Bea", 1: "Cem"})
    purse.settle("earlier", (2, 1))
    scene = hot_seat(app)
    scene.choose_stake(50)
    assert scene.status_text() == text("taler.too_high_for", name="Bea", amount=40)
    assert not scene.start_button.enabled


def test_a_hot_seat_table_plays_for_taler(app: App) -> None:
    """The stakes are taken when the table starts; at its end the pot goes to the better of
    the two, the end table says so, and the two hold the Taler they started with."""
    scene = hot_seat(app)
    app.push(scene)
    scene.choose_stake(100)
    scene.start()
    table = app.scene.table  # type: ignore[attr-defined]
    table_id = table_id_of(table)
    assert table_id is not None
    purse = local_purse(app)
    assert purse.balance("Ada") == purse.balance("Bea") == STARTING_TALER - 100
    play_to_the_end(table)
    assert purse.pot_of(table_id) is None
    balances = {name: purse.balance(name) for name in ("Ada", "Bea")}
    assert sum(balances.values()) == 2 * STARTING_TALER
    outcome = table.outcome()
    assert outcome is not None
    best = min(outcome.places[:2])
    won = {name: balances[name] - (STARTING_TALER - 100) for name in ("Ada", "Bea")}
    assert {name for name, amount in won.items() if amount} == {
        name for seat, name in enumerate(("Ada", "Bea")) if outcome.places[seat] == best
    }
    assert won_words(200, list(won.items())) in record_lines(table)
