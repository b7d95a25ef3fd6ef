"""Aktiensplit: the cards already on the row count double for the places, not for the bears."""

from __future__ import annotations

from game.rules.speedstocks import events as ev
from game.rules.speedstocks.stocks import SPLIT_COPY

from .scenario import kinds, of_kind, play_turn, table, take

S = SPLIT_COPY


def test_split_on_one_card_becomes_the_third() -> None:
    """Bei 1 Karte wird der Split die 3.; a split copy slides onto the place beside the card."""
    state = table([[12], [33], [50], [81]], [[40], [90]], {40: "split"})
    events = play_turn(state, [40, 90])
    assert kinds(events) == ["stocks_revealed", "split_copied", "stock_placed", "stock_placed"]
    assert events[3:5] == [ev.SplitCopied(0, 40, 1, (2,)), ev.StockPlaced(0, 40, 1, 3)]
    assert state.rows[1] == [33, 33 | S, 40]
    # Bears still count once per card.
    assert state.row_bears(1) == 5 + 3
    assert [entry["copy"] for entry in state.view(0)["rows"][1]["entries"]] == [None, "split", None]


def test_split_on_two_cards_becomes_the_fifth_and_the_next_gets_the_margin_call() -> None:
    """Bei 2 Karten die 5. (die Tafel ist voll, der Nächste bekommt den Margin Call)."""
    state = table([[12], [33, 34], [50], [81]], [[40], [41]], {40: "split"})
    events = play_turn(state, [40, 41])
    assert kinds(events) == [
        "stocks_revealed",
        "split_copied",
        "stock_placed",
        "margin_call",
        "row_opened",
    ]
    assert ev.SplitCopied(0, 40, 1, (2, 4)) in events and ev.StockPlaced(0, 40, 1, 5) in events
    assert of_kind(events, "margin_call") == [
        ev.MarginCall(1, 41, 1, 6, (33, 33, 34, 34, 40), 5 + 1 + 3, "full")
    ]
    assert state.rows[1] == [41] and state.bears_round == [0, 9]


def test_split_on_three_or_more_cards_gives_the_splitter_the_margin_call() -> None:
    """Bei 3 oder mehr Karten läuft die Tafel über – dann bekommt der Splitter den Margin Call;
    eigene Festlegung c: his stock opens the row."""
    for row in ([33, 34, 35], [33, 34, 35, 36]):
        state = table([[12], row, [50], [81]], [[40], [41]], {40: "split"})
        events = play_turn(state, [40, 41])
        assert kinds(events) == ["stocks_revealed", "margin_call", "row_opened", "stock_placed"]
        taken = of_kind(events, "margin_call")[0]
        assert taken == ev.MarginCall(0, 40, 1, 6, tuple(row), taken.bears, "split")
        assert taken.bears == sum({33: 5, 34: 1, 35: 2, 36: 1}[stock] for stock in row)
        assert state.rows[1] == [40, 41] and state.bears_round == [taken.bears, 0]


def test_split_places_are_twice_the_places_plus_one_against_the_shorted_capacity() -> None:
    """Eigene Festlegung c: new places = 2 × places + 1; more than the row holds after Shorts
    (Margin Call at 5: two cards overflow; at 4 with one card the split fills the row)."""
    state = table([[12], [33, 34], [50], [81]], [[40], [90]], {40: "split"}, capacity=[5, 4, 5, 5])
    events = play_turn(state, [40, 90])
    assert of_kind(events, "margin_call")[0].cause == "split" and state.rows[1] == [40]
    state = table([[12], [33], [50], [81]], [[40], [41]], {40: "split"}, capacity=[5, 3, 5, 5])
    events = play_turn(state, [40, 41])
    assert ev.StockPlaced(0, 40, 1, 3) in events
    assert of_kind(events, "margin_call") == [
        ev.MarginCall(1, 41, 1, 4, (33, 33, 40), 5 + 3, "full")
    ]


def test_split_copies_of_a_split_row_are_doubled_again() -> None:
    """Eigene Festlegung c: the occupied places double, copies included (3 places → 7 > 5)."""
    state = table([[12], [33, 33 | S, 40], [50], [81]], [[44], [90]], {44: "split"})
    events = play_turn(state, [44, 90])
    assert of_kind(events, "margin_call")[0] == ev.MarginCall(
        0, 44, 1, 6, (33, 33, 40), 5 + 3, "split"
    )


def test_split_lapses_on_a_kurssturz() -> None:
    """Ist die Split-Aktie niedriger als alle Tafeln, verfällt der Split (normaler Kurssturz)."""
    state = table([[12, 13], [33], [50], [81]], [[5], [90]], {5: "split"})
    events = play_turn(state, [5, 90])
    assert kinds(events) == ["stocks_revealed", "symbol_lapsed", "kurssturz_pending"]
    assert of_kind(events, "symbol_lapsed") == [ev.SymbolLapsed(0, 5, "split", "kurssturz")]
    events = take(state, 0)
    assert events[0] == ev.KurssturzTaken(0, 5, 0, (12, 13), 2)
    assert state.rows[0] == [5] and not of_kind(events, "split_copied")
