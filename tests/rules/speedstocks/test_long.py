"""Long: the row's first card leaves the game, everyone moves one place left."""

from __future__ import annotations

from game.rules.speedstocks import events as ev
from game.rules.speedstocks.stocks import SPLIT_COPY

from .scenario import kinds, of_kind, play_turn, table, take


def test_long_vorher_saves_on_a_full_row() -> None:
    """Vorher wirkt es, bevor du anlegst: auf einer vollen Tafel wird deine Karte die 5. statt der
    6.; niemand bekommt die Bären der ersten Karte."""
    state = table([[12], [33, 34, 35, 36, 37], [50], [81]], [[40], [90]], {40: "long_vorher"})
    events = play_turn(state, [40, 90])
    assert kinds(events) == ["stocks_revealed", "long_removed", "stock_placed", "stock_placed"]
    assert events[3:5] == [
        ev.LongRemoved(0, 40, 1, (33,), "vorher"),
        ev.StockPlaced(0, 40, 1, 5),
    ]
    assert state.rows[1] == [34, 35, 36, 37, 40] and state.bears_round == [0, 0]
    assert 33 in state.played and all(33 not in row for row in state.rows)


def test_long_vorher_then_the_next_stock_still_takes_a_full_row() -> None:
    """The row stays full after the Long: the next higher stock there gets the Margin Call."""
    state = table([[12], [33, 34, 35, 36, 37], [50], [81]], [[40], [41]], {40: "long_vorher"})
    events = play_turn(state, [40, 41])
    assert of_kind(events, "margin_call") == [
        ev.MarginCall(1, 41, 1, 6, (34, 35, 36, 37, 40), 1 + 2 + 1 + 1 + 3, "full")
    ]


def test_long_removes_the_first_card_with_its_split_copy() -> None:
    """Eigene Festlegung d: a first card that was doubled leaves together with its copy."""
    row = [33, 33 | SPLIT_COPY, 34, 34 | SPLIT_COPY, 39]
    state = table([[12], row, [50], [81]], [[40], [90]], {40: "long_vorher"})
    events = play_turn(state, [40, 90])
    assert ev.LongRemoved(0, 40, 1, (33, 33), "vorher") in events
    assert state.rows[1] == [34, 34 | SPLIT_COPY, 39, 40]


def test_long_nachher_acts_after_the_placement() -> None:
    """Nachher wirkt es nach deinem Anlegen und schafft Luft für die anderen."""
    state = table([[12], [33, 34, 35, 36], [50], [81]], [[40], [41]], {40: "long_nachher"})
    events = play_turn(state, [40, 41])
    assert kinds(events) == ["stocks_revealed", "stock_placed", "long_removed", "stock_placed"]
    assert events[3:] == [
        ev.StockPlaced(0, 40, 1, 5),
        ev.LongRemoved(0, 40, 1, (33,), "nachher"),
        ev.StockPlaced(1, 41, 1, 5),
    ]
    assert state.rows[1] == [34, 35, 36, 40, 41] and state.bears_round == [0, 0]


def test_long_nachher_lapses_after_ones_own_margin_call() -> None:
    """Nach deinem eigenen Margin Call verfällt es: the new row keeps its only card."""
    state = table([[12], [33, 34, 35, 36, 37], [50], [81]], [[40], [90]], {40: "long_nachher"})
    events = play_turn(state, [40, 90])
    assert kinds(events) == [
        "stocks_revealed",
        "margin_call",
        "row_opened",
        "symbol_lapsed",
        "stock_placed",
    ]
    assert of_kind(events, "symbol_lapsed") == [
        ev.SymbolLapsed(0, 40, "long_nachher", "own_margin_call")
    ]
    assert state.rows[1] == [40] and state.bears_round == [10, 0]


def test_long_lapses_on_a_kurssturz() -> None:
    """Liegt eine Long-Aktie niedriger als alle Tafeln, verfällt ihr Zeichen."""
    for symbol in ("long_vorher", "long_nachher"):
        state = table([[12, 13], [33], [50], [81]], [[5], [90]], {5: symbol})
        events = play_turn(state, [5, 90]) + take(state, 3)
        assert ev.SymbolLapsed(0, 5, symbol, "kurssturz") in events
        assert not of_kind(events, "long_removed")
        assert state.rows == [[12, 13], [33], [50, 90], [5]]
