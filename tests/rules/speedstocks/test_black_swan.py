"""Black Swan: once it lies, every row that is not full fills with copies of its last card."""

from __future__ import annotations

from game.rules.speedstocks import events as ev
from game.rules.speedstocks.stocks import BLACK_SWAN_COPY, IPO_COPY

from .scenario import kinds, of_kind, play_turn, table, take

B = BLACK_SWAN_COPY


def test_black_swan_fills_the_rows_with_copies_of_their_last_card() -> None:
    """Sobald sie angelegt ist, laufen alle Tafeln voll; volle Tafeln bleiben, wie sie sind; the
    copies count their bears; one event per place, Frankfurt to Tokio, place by place (eigene
    Festlegung i)."""
    rows = [[12], [33, 34], [50, 51, 52, 53, 54], [81]]
    state = table(rows, [[40], [13]], {40: "black_swan"})
    events = play_turn(state, [40, 13])
    assert events[3:] == [
        ev.StockPlaced(1, 13, 0, 2),
        ev.StockPlaced(0, 40, 1, 3),
        ev.BlackSwanLanded(0, 40),
        *(ev.BlackSwanCopy(0, place, 13) for place in (3, 4, 5)),
        *(ev.BlackSwanCopy(1, place, 40) for place in (4, 5)),
        *(ev.BlackSwanCopy(3, place, 81) for place in (2, 3, 4, 5)),
    ]
    assert state.rows[0] == [12, 13] + [13 | B] * 3
    assert state.rows[1] == [33, 34, 40, 40 | B, 40 | B]
    assert state.rows[2] == rows[2]
    assert state.rows[3] == [81] + [81 | B] * 4
    assert [state.row_bears(row) for row in range(4)] == [5, 5 + 1 + 3 * 3, 3 + 4, 5]
    shown = state.view(1)["rows"][0]["entries"]
    assert [entry["copy"] for entry in shown] == [None, None] + ["black_swan"] * 3


def test_higher_stocks_of_the_same_turn_land_in_margin_calls() -> None:
    """Wer danach anlegt (die höheren Aktien dieses Zuges), landet fast sicher im Margin Call."""
    state = table(
        [[12], [33, 34], [50, 51, 52, 53, 54], [81]], [[40], [41], [85]], {40: "black_swan"}
    )
    events = play_turn(state, [40, 41, 85])
    calls = of_kind(events, "margin_call")
    assert calls == [
        ev.MarginCall(1, 41, 1, 6, (33, 34, 40, 40, 40), 5 + 1 + 3 * 3, "full"),
        ev.MarginCall(2, 85, 3, 6, (81,) * 5, 5, "full"),
    ]
    assert kinds(events).index("black_swan_landed") < kinds(events).index("margin_call")
    assert state.bears_round == [0, 15, 5]


def test_black_swan_respects_shorts_and_leaves_the_ipo_row() -> None:
    """Die IPO-Tafel bleibt, wie sie ist; rows fill to their current Margin Call place
    (eigene Festlegung i)."""
    ipo = [41] + [41 | IPO_COPY] * 4
    state = table(
        [[12], [33], [50], [81], ipo],
        [[60], [90]],
        {60: "black_swan"},
        capacity=[3, 5, 4, 5, 5],
        gone=[41],
    )
    events = play_turn(state, [60, 90])
    assert state.rows[0] == [12, 12 | B, 12 | B]
    assert state.rows[2] == [50, 60, 60 | B, 60 | B]
    assert state.rows[4] == ipo
    assert all(copy.row != 4 for copy in of_kind(events, "black_swan_copy"))


def test_black_swan_as_sixth_card_opens_the_row_and_fills_it_too() -> None:
    """The Black Swan that took a row opens it, then the fill runs, its own row included."""
    state = table([[12, 13, 14, 16, 17], [33], [50], [81]], [[20], [90]], {20: "black_swan"})
    events = play_turn(state, [20, 90])
    assert kinds(events)[1:4] == ["margin_call", "row_opened", "black_swan_landed"]
    assert state.rows[0] == [20] + [20 | B] * 4


def test_black_swan_on_a_kurssturz_fills_once_its_row_is_chosen() -> None:
    """Eigene Festlegung i: its symbol does not lapse; the chosen row opens with it and the fill
    follows, then the waiting stocks."""
    state = table([[12], [33], [50, 51], [81]], [[5], [90]], {5: "black_swan"})
    events = play_turn(state, [5, 90])
    assert kinds(events) == ["stocks_revealed", "kurssturz_pending"]
    events = take(state, 2)
    assert events[:2] == [ev.KurssturzTaken(0, 5, 2, (50, 51), 4), ev.BlackSwanLanded(0, 5)]
    assert [(copy.row, copy.place, copy.stock) for copy in of_kind(events, "black_swan_copy")] == [
        (row, place, stock)
        for row, stock in ((0, 12), (1, 33), (2, 5), (3, 81))
        for place in range(2, 6)
    ]
    assert events[-2:] == [ev.MarginCall(1, 90, 3, 6, (81,) * 5, 5, "full"), ev.RowOpened(1, 90, 3)]


def test_a_black_swan_swallowed_by_the_ipo_bubble_still_fills_the_rows() -> None:
    """Eigene Festlegung m: the Black Swan that bursts the bubble is swallowed with it, and the
    four exchanges still run full with copies of their last cards."""
    ipo_row = [60] + [60 | IPO_COPY] * 4
    state = table(
        [[12], [33], [50, 51, 52, 53, 54], [81], ipo_row],
        [[62], [13]],
        {60: "ipo", 62: "black_swan"},
    )
    events = play_turn(state, [62, 13])
    assert kinds(events)[-13:] == ["ipo_burst", "black_swan_landed"] + ["black_swan_copy"] * 11
    (burst,) = of_kind(events, "ipo_burst")
    assert (burst.player, burst.stock, burst.bears) == (0, 62, 5 * 3 + 1)
    assert len(state.rows) == 4
    assert state.rows[0] == [12, 13] + [13 | B] * 3
    assert state.rows[1] == [33] + [33 | B] * 4
    assert state.rows[2] == [50, 51, 52, 53, 54]
    assert state.rows[3] == [81] + [81 | B] * 4
