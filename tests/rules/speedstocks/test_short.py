"""Short: the Margin Call place moves one place left, for good until the row is taken."""

from __future__ import annotations

import pytest

from game.rules.speedstocks import events as ev

from .scenario import kinds, of_kind, play_turn, table, take


def test_short_vorher_moves_the_margin_call_place_left() -> None:
    """Der Margin Call rückt eine Stelle nach links – die Tafel ist schon bei 4 Karten voll; the
    place glides back once the row is taken."""
    state = table([[12], [33, 34, 35], [50], [81]], [[40], [41]], {40: "short_vorher"})
    events = play_turn(state, [40, 41])
    assert events[3:] == [
        ev.ShortShifted(0, 40, 1, 5, "vorher"),
        ev.StockPlaced(0, 40, 1, 4),
        ev.MarginCall(1, 41, 1, 5, (33, 34, 35, 40), 5 + 1 + 2 + 3, "full"),
        ev.RowOpened(1, 41, 1),
        ev.MarginCallPlaceReset(1, 6),
    ]
    assert state.rows[1] == [41] and state.capacity == [5, 5, 5, 5]


def test_the_short_lasts_until_the_row_is_taken() -> None:
    """Dauerhaft: the shifted place holds over the next turns."""
    state = table([[12], [33, 34], [50], [81]], [[40, 41], [90, 42]], {40: "short_vorher"})
    play_turn(state, [40, 90])
    assert state.capacity[1] == 4 and state.view(1)["rows"][1]["margin_call_place"] == 5
    events = play_turn(state, [41, 42])
    assert ev.StockPlaced(0, 41, 1, 4) in events
    assert of_kind(events, "margin_call")[0] == ev.MarginCall(
        1, 42, 1, 5, (33, 34, 40, 41), 5 + 1 + 3 + 1, "full"
    )


def test_two_shorts_make_the_row_full_at_three() -> None:
    """Zwei Shorts: bei 3 Karten voll."""
    state = table(
        [[12], [33], [50], [81]], [[34], [35], [36]], {34: "short_vorher", 35: "short_nachher"}
    )
    events = play_turn(state, [34, 35, 36])
    assert events[4:] == [
        ev.ShortShifted(0, 34, 1, 5, "vorher"),
        ev.StockPlaced(0, 34, 1, 2),
        ev.StockPlaced(1, 35, 1, 3),
        ev.ShortShifted(1, 35, 1, 4, "nachher"),
        ev.MarginCall(2, 36, 1, 4, (33, 34, 35), 5 + 1 + 2, "full"),
        ev.RowOpened(2, 36, 1),
        ev.MarginCallPlaceReset(1, 6),
    ]


def test_short_vorher_can_hit_oneself() -> None:
    """Vorher: das kann dich selbst treffen – a fifth card on a row now full at four."""
    state = table([[12], [33, 34, 35, 36], [50], [81]], [[40], [90]], {40: "short_vorher"})
    events = play_turn(state, [40, 90])
    assert kinds(events) == [
        "stocks_revealed",
        "short_shifted",
        "margin_call",
        "row_opened",
        "margin_call_place_reset",
        "stock_placed",
    ]
    call = of_kind(events, "margin_call")[0]
    assert (call.player, call.stock, call.place, call.taken, call.bears) == (
        0,
        40,
        5,
        (33, 34, 35, 36),
        5 + 1 + 2 + 1,
    )
    assert state.rows[1] == [40] and state.bears_round == [9, 0]


def test_short_nachher_attacks_the_next_player() -> None:
    """Nachher: ein Angriff – der Nächste läuft früher hinein."""
    state = table([[12], [33, 34, 35], [50], [81]], [[40], [41]], {40: "short_nachher"})
    events = play_turn(state, [40, 41])
    assert events[3:6] == [
        ev.StockPlaced(0, 40, 1, 4),
        ev.ShortShifted(0, 40, 1, 5, "nachher"),
        ev.MarginCall(1, 41, 1, 5, (33, 34, 35, 40), 11, "full"),
    ]
    assert state.bears_round == [0, 11]


def test_short_nachher_overfilling_its_own_row_hits_the_short_seller() -> None:
    """Macht die Short-Aktie die Tafel selbst voll (als 5. von 5), bekommt der Leerverkäufer den
    Margin Call; eigene Festlegung e: he takes the other cards, his stock opens the row."""
    state = table([[12], [33, 34, 35, 36], [50], [81]], [[40], [90]], {40: "short_nachher"})
    events = play_turn(state, [40, 90])
    assert events[3:8] == [
        ev.StockPlaced(0, 40, 1, 5),
        ev.ShortShifted(0, 40, 1, 5, "nachher"),
        ev.MarginCall(0, 40, 1, 5, (33, 34, 35, 36), 9, "short"),
        ev.RowOpened(0, 40, 1),
        ev.MarginCallPlaceReset(1, 6),
    ]
    assert state.rows[1] == [40] and state.capacity[1] == 5 and state.bears_round == [9, 0]


def test_short_nachher_lapses_after_ones_own_margin_call() -> None:
    """Eigene Festlegung e: like Long nachher, a Short nachher that took the row does nothing."""
    state = table([[12], [33, 34, 35, 36, 37], [50], [81]], [[40], [90]], {40: "short_nachher"})
    events = play_turn(state, [40, 90])
    assert kinds(events) == [
        "stocks_revealed",
        "margin_call",
        "row_opened",
        "symbol_lapsed",
        "stock_placed",
    ]
    assert ev.SymbolLapsed(0, 40, "short_nachher", "own_margin_call") in events
    assert state.capacity == [5, 5, 5, 5]


@pytest.mark.parametrize("capacity", [2, 1])
def test_shorts_never_move_the_margin_call_below_the_second_place(capacity: int) -> None:
    """Eigene Festlegung b: a row always keeps its opening stock; the red place stops at 2."""
    state = table(
        [[12], [33], [50], [81]], [[40], [90]], {40: "short_vorher"}, capacity=[5, capacity, 5, 5]
    )
    events = play_turn(state, [40, 90])
    assert events[3:6] == [
        ev.ShortShifted(0, 40, 1, 2, "vorher"),
        ev.MarginCall(0, 40, 1, 2, (33,), 5, "short"),
        ev.RowOpened(0, 40, 1),
    ]


def test_short_lapses_on_a_kurssturz() -> None:
    """Liegt eine Short-Aktie niedriger als alle Tafeln, verfällt ihr Zeichen."""
    for symbol in ("short_vorher", "short_nachher"):
        state = table([[12, 13], [33], [50], [81]], [[5], [90]], {5: symbol})
        events = play_turn(state, [5, 90]) + take(state, 0)
        assert ev.SymbolLapsed(0, 5, symbol, "kurssturz") in events
        assert not of_kind(events, "short_shifted") and state.capacity == [5, 5, 5, 5]
