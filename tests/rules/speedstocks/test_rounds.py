"""Runde und Spielende: ten turns, the Bilanz, 66 bears end the game after the round."""

from __future__ import annotations

import pytest

from game.rules import OptionError, Outcome, get_game
from game.rules.speedstocks import Choose, TakeRow
from game.rules.speedstocks import events as ev

from .scenario import kinds, of_kind, play_turn, table

GAME = get_game("speedstocks")


def _play_round(state, events: list) -> None:
    """Plays one round choosing each hand's lowest stock and taking the tip on a Kurssturz."""
    current = state.round
    while state.round == current and not state.is_terminal():
        (player, *_rest) = state.to_act()
        if state.phase == "kurssturz":
            events += state.play(player, TakeRow(state.fewest_bears_row()))
        else:
            events += state.play(player, Choose(state.hands[player][0]))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_round_has_ten_turns_then_the_bilanz_and_a_new_deal(players: int) -> None:
    """Nach 10 Zügen ist die Runde vorbei, die Bären werden gezählt, dann wird neu gegeben."""
    state = GAME.new_state(players, 21)
    events: list = []
    _play_round(state, events)
    assert len(of_kind(events, "stocks_revealed")) == 10
    assert [e.turn for e in of_kind(events, "stocks_revealed")] == list(range(1, 11))
    assert kinds(events)[-2:] == ["round_scored", "round_started"]
    openers = tuple(row[0] for row in state.rows)
    assert of_kind(events, "round_started") == [ev.RoundStarted(2, openers, 10)]
    assert state.round == 2 and state.turn == 1
    assert [len(hand) for hand in state.hands] == [10] * players


def test_bears_are_added_up_round_by_round() -> None:
    """Die übernommenen Bären werden gezählt: each round's bears add to the totals."""
    state = GAME.new_state(3, 4)
    events: list = []
    for _ in range(3):
        _play_round(state, events)
    scored = of_kind(events, "round_scored")
    assert [e.round for e in scored] == [1, 2, 3]
    totals = [0, 0, 0]
    for entry in scored:
        totals = [total + bears for total, bears in zip(totals, entry.bears_this_round)]
        assert list(entry.bears_total) == totals
    assert state.history == [list(e.bears_this_round) for e in scored]
    assert state.bears_total == totals and sum(totals) > 0
    taken = sum(e.bears for e in events if e.kind in ("margin_call", "kurssturz_taken"))
    assert taken == sum(totals)


@pytest.mark.parametrize(("before", "over"), [(55, True), (54, False), (66, True)])
def test_the_game_ends_after_the_round_in_which_someone_reached_66(before: int, over: bool) -> None:
    """Sobald jemand 66 Bären oder mehr hat, endet die Partie nach dieser Runde."""
    rows = [[33, 40, 41, 42, 43], [60], [80], [90]]
    state = table(rows, [[44, 45], [61, 62]], special=False, turn=9, bears_total=[before, 3])
    play_turn(state, [44, 61])
    # 11 bears taken in turn 9: the round is still played to its end.
    assert state.bears_round == [11, 0] and not state.is_terminal()
    assert state.to_act() == (0, 1) and state.turn == 10
    events = play_turn(state, [45, 62])
    assert of_kind(events, "round_scored") == [ev.RoundScored(1, (11, 0), (before + 11, 3))]
    assert state.is_terminal() == over
    if over:
        assert kinds(events)[-2:] == ["round_scored", "game_over"]
        assert of_kind(events, "game_over") == [ev.GameOver((before + 11, 3), (2, 1))]
        assert state.outcome() == Outcome((before + 11, 3), (2, 1), True)
        assert state.to_act() == ()
    else:
        assert kinds(events)[-1] == "round_started" and state.round == 2


def test_fewest_bears_win() -> None:
    """Börsenkönig wird, wer dann die wenigsten Bären hat."""
    state = table(
        [[12], [33], [50], [81]],
        [[13], [34], [51]],
        special=False,
        turn=10,
        bears_total=[30, 67, 12],
    )
    events = play_turn(state, [13, 34, 51])
    assert of_kind(events, "game_over") == [ev.GameOver((30, 67, 12), (2, 3, 1))]
    assert state.outcome().winners == (2,)


def test_equal_bears_share_the_place_and_skip_the_next() -> None:
    """Gleichstand teilt den Platz; the place after a shared one is skipped (1, 1, 3)."""
    state = table(
        [[12], [33], [50], [81]],
        [[13], [34], [51], [82]],
        special=False,
        turn=10,
        bears_total=[20, 70, 20, 45],
    )
    play_turn(state, [13, 34, 51, 82])
    outcome = state.outcome()
    assert outcome.places == (1, 4, 1, 3) and outcome.winners == (0, 2)
    state = table(
        [[12], [33], [50], [81]],
        [[13], [34], [51]],
        special=False,
        turn=10,
        bears_total=[70, 40, 70],
    )
    play_turn(state, [13, 34, 51])
    assert state.outcome().places == (2, 1, 2)


def test_a_table_has_two_to_four_seats() -> None:
    """Eigene Festlegung n: alone means one human against computers, so seats are 2 to 4."""
    game = get_game("speedstocks")
    for players in (2, 3, 4):
        assert game.new_state(players, seed=players).players == players
    for players in (1, 5):
        with pytest.raises(OptionError, match="2 to 4"):
            game.new_state(players, seed=1)
