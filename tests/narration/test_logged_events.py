"""A table's logged events read back as the games' events, for the log of a resumed table."""

from __future__ import annotations

import random

import pytest

from game.narration.logged_events import event_classes, event_from_dict, events_of_log
from game.rules.core import Event, SaveError
from game.rules.registry import game_names, get_game
from game.rules.speedstocks import events as ev
from game.table.move_log import BY_COMPUTER, LogEntry

# Enough moves of each game to meet most of its kinds of events; the Sonderregeln of
# Speedstocks bring its symbols' events (nested revealed stocks, copies).
MOVES = 400
OPTIONS: dict[str, dict[str, str]] = {"speedstocks": {"special": "on"}}


def played_events(game: str, seed: int) -> list[Event]:
    """The events of a game played with random legal moves."""
    state = get_game(game).new_state(3, seed, OPTIONS.get(game))
    rng = random.Random(seed)
    events: list[Event] = []
    for _ in range(MOVES):
        if state.is_terminal():
            break
        player = state.to_act()[0]
        events.extend(state.play(player, rng.choice(state.legal_moves(player))))
    return events


@pytest.mark.parametrize("game", game_names())
def test_every_logged_event_reads_back_as_the_event_it_was(game: str) -> None:
    events = played_events(game, 11)
    assert len({type(event) for event in events}) > 3
    for event in events:
        assert event_from_dict(game, event.to_dict()) == event


def test_the_events_of_a_log_come_in_order_and_a_broken_one_is_left_out() -> None:
    events = played_events("speedstocks", 5)[:20]
    first = LogEntry(0, "choose 5", BY_COMPUTER, False, tuple(e.to_dict() for e in events[:8]))
    broken = {"kind": "stock_placed", "player": 0}
    second = LogEntry(
        1, "choose 9", BY_COMPUTER, False, (broken, *(e.to_dict() for e in events[8:]))
    )
    assert events_of_log("speedstocks", [first, second]) == events


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        ([], "must be a mapping"),
        ({"kind": "rumour"}, "'rumour' is no kind of speedstocks event"),
        ({"kind": "stock_placed", "player": 0, "stock": 3, "row": 1}, "lacks place"),
        (
            {"kind": "stock_placed", "player": 0, "stock": 3, "row": 1, "place": 2, "x": 1},
            "does not know: x",
        ),
        ({"kind": "stock_placed", "player": "0", "stock": 3, "row": 1, "place": 2}, "must be int"),
        ({"kind": "round_started", "round": 1, "openers": 5, "hand_size": 10}, "must be a list"),
    ],
)
def test_data_that_is_no_event_is_refused_in_words(data: object, problem: str) -> None:
    with pytest.raises(SaveError, match=problem):
        event_from_dict("speedstocks", data)


def test_nested_values_come_back_as_their_own_types() -> None:
    stocks = (ev.RevealedStock(1, 44, "split"), ev.RevealedStock(0, 9, None))
    revealed = ev.StocksRevealed(2, stocks)
    again = event_from_dict("speedstocks", revealed.to_dict())
    assert again == revealed
    assert isinstance(again, ev.StocksRevealed)
    assert isinstance(again.stocks, tuple) and isinstance(again.stocks[0], ev.RevealedStock)


def test_an_unknown_game_is_refused_in_words() -> None:
    with pytest.raises(SaveError, match="no game 'chess'"):
        event_classes("chess")
    with pytest.raises(SaveError, match="no game name"):
        event_classes("../x")
