"""Ein Zug: placement from the lowest stock up, the Margin Call and the Kurssturz."""

from __future__ import annotations

import pytest

from game.rules import IllegalMoveError
from game.rules.speedstocks import TakeRow
from game.rules.speedstocks import events as ev
from game.rules.speedstocks.moves import TAKE_ROW

from .scenario import kinds, of_kind, play_turn, table

EXAMPLE_ROWS = [[12], [33], [50], [81]]


def test_rules_text_example_47_to_33_and_90_to_81() -> None:
    """Die Tafeln enden auf 12, 33, 50 und 81 – eine 47 kommt an die 33, eine 90 an die 81."""
    state = table(EXAMPLE_ROWS, [[47], [90]], special=False)
    events = play_turn(state, [47, 90])
    assert state.rows == [[12], [33, 47], [50], [81, 90]]
    assert of_kind(events, "stock_placed") == [
        ev.StockPlaced(0, 47, 1, 2),
        ev.StockPlaced(1, 90, 3, 2),
    ]


def test_stocks_are_placed_from_the_lowest_to_the_highest() -> None:
    """All stocks are revealed with their players, then placed lowest first: 47 before 48."""
    state = table(EXAMPLE_ROWS, [[48], [90], [47]], special=False)
    events = play_turn(state, [48, 90, 47])
    assert kinds(events) == ["stocks_revealed"] + ["stock_placed"] * 3
    revealed = of_kind(events, "stocks_revealed")[0]
    assert [(shown.player, shown.stock) for shown in revealed.stocks] == [(2, 47), (0, 48), (1, 90)]
    # Placed by player order, 48 would have taken the 33 and 47 would have gone to the 12.
    assert state.rows == [[12], [33, 47, 48], [50], [81, 90]]
    assert [(e.stock, e.row, e.place) for e in of_kind(events, "stock_placed")] == [
        (47, 1, 2),
        (48, 1, 3),
        (90, 3, 2),
    ]


def test_stocks_stay_hidden_until_everyone_has_chosen() -> None:
    """Alle wählen gleichzeitig und verdeckt: nothing is placed before the last choice."""
    state = table(EXAMPLE_ROWS, [[47], [90]], special=False)
    first = state.play(0, state.legal_moves(0)[0])
    assert first == [ev.StockChosen(0)] and state.to_act() == (1,)
    assert state.rows == [[12], [33], [50], [81]]
    assert state.view(1)["has_chosen"] == [True, False] and state.view(1)["my_choice"] is None


def test_fifth_stock_fills_the_row_without_a_margin_call() -> None:
    """An jede Tafel passen fünf Aktien."""
    state = table([[12], [33, 34, 36, 37], [50], [81]], [[40], [90]], special=False)
    events = play_turn(state, [40, 90])
    assert state.rows[1] == [33, 34, 36, 37, 40]
    assert ev.StockPlaced(0, 40, 1, 5) in events and not of_kind(events, "margin_call")
    assert state.bears_round == [0, 0]


def test_sixth_stock_takes_the_five_and_opens_the_row() -> None:
    """Margin Call: the sixth stock lands on the red place, its player takes the five with their
    bears, and his stock opens the row anew."""
    state = table([[12], [33, 40, 41, 42, 43], [50], [81]], [[44], [90]], special=False)
    events = play_turn(state, [44, 90])
    assert kinds(events) == ["stocks_revealed", "margin_call", "row_opened", "stock_placed"]
    assert of_kind(events, "margin_call") == [
        ev.MarginCall(0, 44, 1, 6, (33, 40, 41, 42, 43), 5 + 3 + 1 + 1 + 1, "full")
    ]
    assert of_kind(events, "row_opened") == [ev.RowOpened(0, 44, 1)]
    assert state.rows[1] == [44]
    assert state.bears_round == [11, 0] and state.bears_total == [0, 0]


def test_kurssturz_waits_for_the_player_and_the_others_stocks_wait_too() -> None:
    """Kurssturz: a stock lower than every row end; its player, and only he, must choose."""
    state = table(EXAMPLE_ROWS, [[5], [60]], special=False)
    events = play_turn(state, [5, 60])
    # The tip is the row with the fewest bears: Frankfurt (12) and Tokio (81) carry one each.
    assert kinds(events) == ["stocks_revealed", "kurssturz_pending"]
    assert of_kind(events, "kurssturz_pending") == [ev.KurssturzPending(0, 5, 0)]
    assert state.to_act() == (0,)
    assert state.legal_moves(0) == TAKE_ROW and state.legal_moves(1) == ()
    assert state.rows == [[12], [33], [50], [81]]
    assert state.view(1)["kurssturz"] == {
        "player": 0,
        "stock": 5,
        "symbol": None,
        "fewest_bears_row": 0,
    }


@pytest.mark.parametrize("row", range(4))
def test_kurssturz_player_chooses_any_of_the_four_exchanges(row: int) -> None:
    """The player chooses which exchange to take – not necessarily the fewest bears; his stock
    opens it, then the waiting stocks are placed."""
    state = table([[12], [33, 34], [50], [81]], [[5], [60]], special=False)
    play_turn(state, [5, 60])
    before = [list(entries) for entries in state.rows]
    events = state.play(0, TakeRow(row))
    taken = tuple(before[row])
    bears = {0: 1, 1: 5 + 1, 2: 3, 3: 1}[row]
    assert events[0] == ev.KurssturzTaken(0, 5, row, taken, bears)
    assert state.rows[row][0] == 5
    assert state.bears_round == [bears, 0]
    # 60 goes to the 50 (London), unless London was just taken: then to the 34 or the 12.
    expected_sixty = 2 if row != 2 else 1
    assert ev.StockPlaced(1, 60, expected_sixty, len(state.rows[expected_sixty])) in events
    assert state.phase == "choose" and state.turn == 2


def test_kurssturz_refuses_other_moves_and_rows() -> None:
    """Keys 1–4 only; no other player moves meanwhile; take 5 is no exchange."""
    state = table(EXAMPLE_ROWS, [[5, 7], [60, 70]], special=False)
    play_turn(state, [5, 60])
    before = state.to_dict()
    for player, move in ((1, TakeRow(0)), (0, TakeRow(4)), (0, TakeRow(-1))):
        with pytest.raises(IllegalMoveError, match=r"\w"):
            state.play(player, move)
    with pytest.raises(IllegalMoveError, match="exchange"):
        state.play(0, state.game.parse_move("choose 7"))
    assert state.to_dict() == before
