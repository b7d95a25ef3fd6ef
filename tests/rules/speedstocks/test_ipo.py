"""IPO-Aktie: a fifth row, full at once; the next stock there bursts the bubble."""

from __future__ import annotations

import random

import pytest

from game.rules import IllegalMoveError, get_game
from game.rules.speedstocks import TakeRow
from game.rules.speedstocks import events as ev
from game.rules.speedstocks.moves import TAKE_ROW
from game.rules.speedstocks.stocks import IPO, IPO_COPY, SYMBOL_SET, bears_of

from .scenario import kinds, of_kind, play_turn, table, take

ROWS = [[12], [33], [50], [81]]


def _ipo_row(stock: int) -> list[int]:
    """An open IPO row: the IPO stock five times."""
    return [stock] + [stock | IPO_COPY] * 4


def test_ipo_opens_a_fifth_row_full_at_once_at_five_times_the_bears() -> None:
    """Wird sie gelegt, eröffnet sie eine fünfte Tafel: die IPO-Aktie steht dort fünfmal."""
    state = table(ROWS, [[40], [90]], {40: "ipo"})
    events = play_turn(state, [40, 90])
    assert kinds(events) == ["stocks_revealed", "ipo_opened", "stock_placed"]
    assert of_kind(events, "ipo_opened") == [ev.IpoOpened(0, 40, 4, 15)]
    assert state.rows[4] == _ipo_row(40) and state.capacity[4] == 5
    assert state.row_bears(4) == 15
    view = state.view(1)["rows"][4]
    assert view["exchange"] == "IPO" and view["bears"] == 15 and view["margin_call_place"] == 6
    assert [entry["copy"] for entry in view["entries"]] == [None] + ["ipo"] * 4


@pytest.mark.parametrize("stock", [3, 47, 100])
def test_ipo_opens_its_row_whatever_its_number(stock: int) -> None:
    """Egal welche Zahl sie hat: also below every row (eigene Festlegung g: never a Kurssturz)
    and where a full row would have made it a Margin Call."""
    rows = [[12], [33], [50], [81, 82, 83, 84, 86]]
    state = table(rows, [[stock], [34]], {stock: "ipo"})
    events = play_turn(state, [stock, 34])
    assert ev.IpoOpened(0, stock, 4, 5 * bears_of(stock)) in events
    assert ev.StockPlaced(1, 34, 1, 2) in events
    assert kinds(events, "stock_placed") == ["stocks_revealed", "ipo_opened"]
    assert state.rows == [[12], [33, 34], [50], rows[3], _ipo_row(stock)]
    assert state.bears_round == [0, 0]


def test_the_next_stock_there_bursts_the_bubble() -> None:
    """Die nächste Aktie, die dort hinkäme, lässt die Blase platzen: wer sie legt, schluckt alle
    fünf IPO-Karten samt eigener Karte. Danach gibt es wieder vier Tafeln."""
    state = table(ROWS, [[40], [41]], {40: "ipo"})
    events = play_turn(state, [40, 41])
    assert kinds(events) == ["stocks_revealed", "ipo_opened", "ipo_burst"]
    assert of_kind(events, "ipo_burst") == [ev.IpoBurst(1, 41, 4, (40,) * 5 + (41,), 15 + 1)]
    assert len(state.rows) == 4 and len(state.capacity) == 4
    assert state.rows == ROWS and state.bears_round == [0, 16]


def test_an_ipo_on_the_55_costs_35_bears_and_more() -> None:
    """Liegt das IPO auf der 55, sind das 35 Bären und mehr."""
    state = table(ROWS + [_ipo_row(55)], [[56], [60]], gone=[55])
    events = play_turn(state, [56, 60])
    burst = of_kind(events, "ipo_burst")[0]
    assert burst.player == 0 and burst.bears == 35 + 1 and state.bears_round == [36, 0]
    assert ev.StockPlaced(1, 60, 2, 2) in events


def test_the_ipo_row_cannot_be_taken_on_a_kurssturz() -> None:
    """Die IPO-Tafel der Sonderregeln kann man so nicht übernehmen."""
    state = table([[20], [30], [40], [50], _ipo_row(10)], [[5], [60]], gone=[10])
    play_turn(state, [5, 60])
    assert state.to_act() == (0,) and state.legal_moves(0) == TAKE_ROW
    before = state.to_dict()
    with pytest.raises(IllegalMoveError, match="IPO"):
        state.play(0, TakeRow(4))
    assert state.to_dict() == before


def test_kurssturz_is_measured_against_the_ipo_row_too() -> None:
    """Eigene Festlegung h: below every row end including the IPO row's; above the IPO end the
    stock goes to the IPO row (and bursts it) instead of falling."""
    state = table([[20], [30], [40], [50], _ipo_row(10)], [[15], [60]], gone=[10])
    events = play_turn(state, [15, 60])
    assert kinds(events) == ["stocks_revealed", "ipo_burst", "stock_placed"]
    assert of_kind(events, "ipo_burst")[0].bears == 5 * 3 + 2


def test_kurssturz_after_a_burst_waits_and_the_turn_goes_on_in_order() -> None:
    """Eigene Festlegung k: a Kurssturz can follow an IPO burst in the same turn; it waits for
    its player's choice, then the higher stocks follow in order."""
    state = table([[60], [70], [80], [90], _ipo_row(20)], [[25], [30], [95]], gone=[20])
    events = play_turn(state, [25, 30, 95])
    assert kinds(events) == ["stocks_revealed", "ipo_burst", "kurssturz_pending"]
    assert state.to_act() == (1,) and state.legal_moves(1) == TAKE_ROW
    assert state.view(2)["to_place"] == [{"player": 2, "stock": 95, "symbol": None}]
    events = take(state, 3)
    assert events == [ev.KurssturzTaken(1, 30, 3, (90,), 3), ev.StockPlaced(2, 95, 2, 2)]
    assert state.phase == "choose" and state.rows == [[60], [70], [80, 95], [30]]
    assert state.bears_round == [5 * 3 + 2, 3, 0]


@pytest.mark.parametrize(
    ("symbol", "expected"),
    [
        ("split", ["ipo_burst"]),
        ("short_vorher", ["short_shifted", "ipo_burst"]),
        ("short_nachher", ["ipo_burst", "symbol_lapsed"]),
        ("long_nachher", ["ipo_burst", "symbol_lapsed"]),
    ],
)
def test_every_margin_call_on_the_ipo_row_bursts_it(symbol: str, expected: list[str]) -> None:
    """Eigene Festlegung f: a Margin Call there by Split or Short (or a sixth card whose Long or
    Short nachher then lapses) bursts the bubble; the row closes."""
    state = table(ROWS + [_ipo_row(41)], [[42], [90]], {42: symbol}, gone=[41])
    events = play_turn(state, [42, 90])
    assert kinds(events) == ["stocks_revealed", *expected, "stock_placed"]
    assert of_kind(events, "ipo_burst") == [ev.IpoBurst(0, 42, 4, (41,) * 5 + (42,), 6)]
    assert len(state.rows) == 4 and state.bears_round == [6, 0]


def test_long_vorher_keeps_the_bubble_then_the_next_stock_bursts_it() -> None:
    """Long vorher: auch die IPO-Blase hält dann noch – four IPO entries and the Long stock; the
    next stock there bursts the row (eigene Festlegung f)."""
    state = table(ROWS + [_ipo_row(41)], [[42], [43]], {42: "long_vorher"}, gone=[41])
    events = play_turn(state, [42, 43])
    assert kinds(events) == ["stocks_revealed", "long_removed", "stock_placed", "ipo_burst"]
    assert of_kind(events, "long_removed") == [ev.LongRemoved(0, 42, 4, (41,), "vorher")]
    assert ev.StockPlaced(0, 42, 4, 5) in events
    assert of_kind(events, "ipo_burst") == [
        ev.IpoBurst(1, 43, 4, (41, 41, 41, 41, 42, 43), 4 + 1 + 1)
    ]
    assert state.bears_round == [0, 6]


def test_exactly_one_ipo_a_round() -> None:
    """Genau eine Aktie je Runde trägt das IPO-Zeichen (eigene Festlegung g: one IPO row)."""
    assert SYMBOL_SET.count(IPO) == 1


def test_at_most_one_ipo_row_and_one_kurssturz_a_turn_in_random_games() -> None:
    """Eigene Festlegungen g and k in play: never a second IPO row in a round; and since every
    stock that lies on an exchange leaves a row end below all later stocks of its turn, only a
    stock swallowed by the bubble leaves none, so a turn holds at most one Kurssturz."""
    game = get_game("speedstocks")
    opened = kurssturz_after_burst = 0
    for seed in range(120):
        state = game.new_state(2 + seed % 3, seed, {"special": "on"})
        rng = random.Random(seed)
        ipo_this_round = kursstuerze_this_turn = 0
        burst_this_turn = False
        while not state.is_terminal():
            (player, *_rest) = state.to_act()
            moves = state.legal_moves(player)
            for event in state.play(player, moves[rng.randrange(len(moves))]):
                if event.kind == "round_started":
                    ipo_this_round = 0
                elif event.kind == "stocks_revealed":
                    kursstuerze_this_turn, burst_this_turn = 0, False
                elif event.kind == "ipo_opened":
                    ipo_this_round += 1
                    opened += 1
                elif event.kind == "ipo_burst":
                    burst_this_turn = True
                elif event.kind == "kurssturz_pending":
                    kursstuerze_this_turn += 1
                    kurssturz_after_burst += burst_this_turn
                assert ipo_this_round <= 1 and kursstuerze_this_turn <= 1
    assert opened > 50 and kurssturz_after_burst > 0, (opened, kurssturz_after_burst)
