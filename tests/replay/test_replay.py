"""A replay rebuilds a recorded game of each of the five games bit for bit, at every step, forward,
back and by jumps to rounds and turns."""

from __future__ import annotations

import random
import time

import pytest

from game.replay import CHECKPOINT_EVERY, RecordError, Replay, record_from_table
from game.replay.record import GameRecord
from game.table import InlineBotService, Table

from .played import PLAYERS, PlayedGame, play_game

GAMES = tuple(PLAYERS)


@pytest.fixture(scope="module", params=GAMES)
def played(request: pytest.FixtureRequest) -> PlayedGame:
    """One finished game per game, shared by the tests of this module."""
    return play_game(request.param)


def test_stepping_forward_equals_the_original_at_every_step(played: PlayedGame) -> None:
    """Each move replayed gives the state the original table had after it, and its events."""
    replay = Replay(GameRecord.from_dict(record_from_table(played.table).to_dict()))
    assert replay.length == len(played.table.log) == len(played.states) - 1
    assert replay.state.to_dict() == played.states[0]
    for position in range(1, replay.length + 1):
        assert replay.step_forward()
        assert replay.position == position
        assert replay.state.to_dict() == played.states[position]
        original = played.table.log[position - 1].events
        assert [event.to_dict() for event in replay.last_events] == list(original)
        assert replay.events(position - 1) == original
    assert not replay.step_forward()
    assert replay.state.to_dict() == played.table.state.to_dict()


def test_stepping_back_equals_the_original_at_every_step(played: PlayedGame) -> None:
    """From the end back to the deal, every position is the original's again."""
    replay = Replay(record_from_table(played.table))
    replay.go_to(replay.length)
    for position in range(replay.length - 1, -1, -1):
        assert replay.step_back()
        assert replay.state.to_dict() == played.states[position]
        assert replay.last_events == []
    assert not replay.step_back()


def test_jumps_land_on_the_original_positions(played: PlayedGame) -> None:
    """Jumps in random order, to rounds and to turns, and state_at all give the original."""
    replay = Replay(record_from_table(played.table))
    for position in random.Random(5).sample(range(replay.length + 1), 25):
        replay.go_to(position)
        assert replay.state.to_dict() == played.states[position]
        assert (
            replay.state_at(replay.length - position).to_dict()
            == (played.states[replay.length - position])
        )
        assert replay.state.to_dict() == played.states[position]  # state_at left it alone
    assert replay.rounds >= 2 and replay.turns > replay.rounds
    for number in range(1, replay.rounds + 1):
        replay.go_to_round(number)
        assert replay.chapter().round == number
        assert replay.position == 0 or replay.chapter(replay.position - 1).round == number - 1
        assert replay.state.to_dict() == played.states[replay.position]
    for number in range(1, replay.turns + 1):
        replay.go_to_turn(number)
        assert replay.chapter().turn == number
        assert replay.position == 0 or replay.chapter(replay.position - 1).turn == number - 1
    with pytest.raises(IndexError, match=f"the game has no round {replay.rounds + 1}"):
        replay.go_to_round(replay.rounds + 1)
    with pytest.raises(IndexError, match="there is no position -1"):
        replay.chapter(-1)


def test_rounds_follow_the_games_own_counters() -> None:
    """Where a game numbers its rounds, the replay's rounds are the game's: Speedstocks has as
    many as it played, each its own number."""
    played = play_game("speedstocks", seed=9)
    replay = Replay(record_from_table(played.table))
    for position in range(replay.length + 1):
        assert replay.chapter(position).round == played.states[position]["round"]


def test_take_overs_and_who_moved_are_recorded_and_replay() -> None:
    """A person who lets the clock run out is taken over; the record says so and still replays."""
    played = play_game("speedstocks", seed=3, turn_seconds=30, wait=45.0)
    record = record_from_table(played.table)
    assert any(move.take_over for move in record.moves)
    assert {move.by for move in record.moves if move.seat != 0} == {"computer"}
    again = GameRecord.from_dict(record.to_dict())
    assert again == record
    replay = Replay(again)
    replay.go_to(replay.length)
    assert replay.state.to_dict() == played.states[-1]


def test_an_unfinished_table_has_no_record() -> None:
    """A record is made of finished games only."""
    table = Table(play_game("tycoon").table.setup, InlineBotService())
    with pytest.raises(RecordError, match="the game is not over yet"):
        record_from_table(table)


def test_the_longest_games_step_back_quickly() -> None:
    """A step back (a rebuild from the nearest checkpoint) stays far below a frame's time even
    at the end of a long five-player Speedpipe game."""
    played = play_game("speedpipe", seed=2, players=5)
    replay = Replay(record_from_table(played.table))
    assert replay.length > 4 * CHECKPOINT_EVERY
    replay.go_to(replay.length)
    started = time.perf_counter()
    while replay.step_back():
        pass
    per_step = (time.perf_counter() - started) / replay.length
    assert per_step < 0.005, f"a step back took {per_step * 1000:.2f} ms"


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("speedtycoon", {"mode": "eigene", "lobbyist": "on", "nachrichten": "on", "kredite": "on"}),
        ("speedpipe", {"map": "petronia", "oil_price": "on", "leaks": "on", "terminals": "on"}),
        ("speedchicago", {"variant": "profi", "card_pile": "shared"}),
        ("speedstocks", {"variant": "taktik", "special": "on"}),
    ],
)
def test_games_with_their_options_replay_bit_for_bit(game: str, options: dict[str, str]) -> None:
    """The options go into the record and the replay: every position equals the original's,
    moves made outside the turn (a computer's Lobbyist) included."""
    played = play_game(game, seed=8, options=options)
    record = GameRecord.from_dict(record_from_table(played.table).to_dict())
    assert record.setup.option_map() == options
    if game == "speedtycoon":
        assert any(move.move.startswith("lobby ") for move in record.moves)
    replay = Replay(record)
    for position in range(replay.length + 1):
        assert replay.state_at(position).to_dict() == played.states[position]
