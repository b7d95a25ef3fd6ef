"""The preview badge: what a hand stock would do if placed now, first of all, symbol included."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.rules import get_game
from game.rules.speedstocks import Choose
from game.rules.speedstocks import events as ev
from game.rules.speedstocks.preview import Preview, preview, previews
from game.rules.speedstocks.state import SpeedstocksState
from game.rules.speedstocks.stocks import (
    BLACK_SWAN_COPY,
    IPO_COPY,
    SPLIT_COPY,
)
from tests.rules.speedstocks import scenario

GAME = get_game("speedstocks")


def table(
    rows: list[list[int]],
    hand: list[int],
    symbols: dict[int, str] | None = None,
    capacity: list[int] | None = None,
    special: bool = True,
) -> SpeedstocksState:
    """A two-player state choosing, with these rows and player 0's stocks and symbols."""
    return scenario.table(rows, [hand, []], symbols, capacity=capacity, special=special)


def test_the_rules_example_places_47_at_the_33_and_90_at_the_81() -> None:
    state = table([[12], [30, 33], [50], [81]], [47, 90], special=False)
    assert preview(state, 0, 47) == Preview("place", 1, 3, 0)
    assert preview(state, 0, 90) == Preview("place", 3, 2, 0)


def test_the_sixth_stock_takes_the_row_with_its_bears() -> None:
    state = table([[12], [20, 22, 25, 27, 30], [50], [81]], [31], special=False)
    assert preview(state, 0, 31) == Preview("margin_call", 1, 6, 3 + 5 + 2 + 1 + 3)


def test_a_stock_below_every_row_is_a_kurssturz_with_the_fewest_bears_row() -> None:
    state = table([[12, 13], [20], [55], [80]], [5], special=False)
    assert preview(state, 0, 5) == Preview("kurssturz", 0, 1, 2)


def test_a_split_becomes_the_fifth_of_two_and_overflows_three() -> None:
    two = table([[12, 14], [40], [60], [81]], [16], {16: "split"})
    assert preview(two, 0, 16) == Preview("place", 0, 5, 0)
    three = table([[12, 14, 15], [40], [60], [81]], [16], {16: "split"})
    assert preview(three, 0, 16) == Preview("margin_call", 0, 6, 1 + 1 + 2)


def test_a_lapsing_split_below_every_row_is_a_plain_kurssturz() -> None:
    state = table([[12], [40], [60], [81]], [3], {3: "split"})
    assert preview(state, 0, 3).kind == "kurssturz"


def test_long_before_saves_the_sixth_stock_on_a_full_row() -> None:
    full = [[12, 13, 14, 15, 16], [40], [60], [81]]
    assert preview(table(full, [17], {17: "long_vorher"}), 0, 17) == Preview("place", 0, 5, 0)
    assert preview(table(full, [17], {17: "long_nachher"}), 0, 17).kind == "margin_call"


def test_short_before_hits_the_seller_on_a_row_of_four() -> None:
    state = table([[12, 13, 14, 16], [40], [60], [81]], [17], {17: "short_vorher"})
    assert preview(state, 0, 17) == Preview("margin_call", 0, 5, 1 + 1 + 1 + 1)


def test_short_after_that_overfills_its_own_row_takes_it_itself() -> None:
    state = table([[12, 13, 14, 16], [40], [60], [81]], [17], {17: "short_nachher"})
    assert preview(state, 0, 17) == Preview("margin_call", 0, 5, 4)
    roomy = table([[12, 13], [40], [60], [81]], [17], {17: "short_nachher"})
    assert preview(roomy, 0, 17) == Preview("place", 0, 3, 0)


def test_an_already_shorted_row_calls_at_its_red_place() -> None:
    state = table([[12, 13, 14, 16], [40], [60], [81]], [17], capacity=[4, 5, 5, 5])
    assert preview(state, 0, 17) == Preview("margin_call", 0, 5, 4)


def test_the_ipo_stock_opens_the_fifth_row_whatever_its_number() -> None:
    state = table([[12], [40], [60], [81]], [3], {3: "ipo"})
    assert preview(state, 0, 3) == Preview("ipo", 4, 1, 0)


def test_the_next_stock_on_the_ipo_row_bursts_the_bubble() -> None:
    ipo_row = [55] + [55 | IPO_COPY] * 4
    state = table([[12], [20], [30], [40], ipo_row], [57])
    assert preview(state, 0, 57) == Preview("margin_call", 4, 6, 5 * 7 + 1)


def test_long_before_keeps_the_ipo_bubble_from_bursting() -> None:
    ipo_row = [55] + [55 | IPO_COPY] * 4
    state = table([[12], [20], [30], [40], ipo_row], [57], {57: "long_vorher"})
    assert preview(state, 0, 57) == Preview("place", 4, 5, 0)


def test_copies_count_their_bears_but_split_copies_do_not() -> None:
    rows = [[12, 12 | SPLIT_COPY, 15, 15 | SPLIT_COPY, 15 | BLACK_SWAN_COPY], [40], [60], [81]]
    state = table(rows, [17])
    assert preview(state, 0, 17) == Preview("margin_call", 0, 6, 1 + 2 + 2)


def test_the_black_swan_itself_lands_on_its_place() -> None:
    state = table([[12], [40, 41], [60], [81]], [42], {42: "black_swan"})
    assert preview(state, 0, 42) == Preview("place", 1, 3, 0)


def test_previewing_changes_nothing_and_refuses_foreign_stocks() -> None:
    state = GAME.new_state(3, seed=11, options={"special": "on"})
    before = state.to_dict()
    assert set(previews(state, 1)) == set(state.hands[1])
    assert state.to_dict() == before
    foreign = state.hands[2][0]
    with pytest.raises(ValueError, match="not in player 1's hand"):
        preview(state, 1, foreign)
    assert state.to_dict() == before


def test_the_preview_shows_only_what_the_player_knows() -> None:
    rng = random.Random(5)
    for seed in range(20):
        state = GAME.new_state(4, seed=seed, options={"special": "on"})
        twin = state.resample_hidden(0, rng)
        assert previews(twin, 0) == previews(state, 0)


def _own_outcome(events: list[Any], player: int, stock: int) -> tuple[str, int]:
    """What the real placement of this stock did: its kind and row."""
    kind, row = "", -1
    for event in events:
        if getattr(event, "stock", None) != stock or getattr(event, "player", None) != player:
            continue
        if isinstance(event, (ev.MarginCall, ev.IpoBurst)):
            return "margin_call", event.row
        if isinstance(event, ev.KurssturzPending):
            return "kurssturz", -1
        if isinstance(event, ev.IpoOpened):
            return "ipo", event.row
        if isinstance(event, ev.StockPlaced) and not kind:
            kind, row = "place", event.row
    return kind, row


@pytest.mark.parametrize("special", ["off", "on"])
def test_the_preview_matches_the_real_placement_when_the_stock_comes_first(special: str) -> None:
    checked = 0
    for seed in range(40):
        state = GAME.new_state(2, seed=seed, options={"special": special})
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.phase != "choose":
                state.play(state.to_act()[0], state.legal_moves(state.to_act()[0])[0])
                continue
            mine = rng.choice(state.hands[0])
            theirs = max(state.hands[1])
            expected = preview(state, 0, mine)
            state.play(1, Choose(theirs))
            events = state.play(0, Choose(mine))
            if mine < theirs:
                kind, row = _own_outcome(events, 0, mine)
                assert kind == expected.kind
                if kind != "kurssturz":
                    assert row == expected.row
                checked += 1
    assert checked > 200
