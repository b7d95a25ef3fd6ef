"""The arena that simulate and bench share: seeded games, simultaneous decisions, records."""

from __future__ import annotations

import pytest

from game.ai.arena import Match, bot_seed, game_seed, play_game, seat_bots
from game.ai.base import Bot, RandomBot
from game.ai.records import GameRecorder, recorder_for
from game.rules import Move, State, get_game


class WatchingBot(RandomBot):
    """A random bot that notes who was still to act whenever it decided a stock."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.seen: list[tuple[int, ...]] = []

    def choose(self, state: State, player: int) -> Move:
        """Notes the seats to act, then plays at random."""
        if state.view(player)["phase"] == "choose":
            self.seen.append(state.to_act())
        return super().choose(state, player)


def test_simultaneous_seats_decide_before_any_of_their_moves_is_played() -> None:
    bots = [WatchingBot(seat) for seat in range(3)]
    result = Match(get_game("speedstocks"), 3, 5, bots).run()
    assert result.finished
    for bot in bots:
        assert bot.seen and all(seen == (0, 1, 2) for seen in bot.seen)


def test_the_same_seed_plays_the_same_game() -> None:
    first = play_game("speedstocks", 4, 9, ["random"] * 4)
    again = play_game("speedstocks", 4, 9, ["random"] * 4)
    other = play_game("speedstocks", 4, 10, ["random"] * 4)
    assert first.moves == again.moves and first.outcome == again.outcome
    assert first.moves != other.moves


def test_seeds_of_games_and_seats_are_all_distinct() -> None:
    seeds = {bot_seed(game_seed(100, index), seat) for index in range(50) for seat in range(4)}
    assert len(seeds) == 200


def test_seat_bots_are_seeded_from_the_game() -> None:
    left = [bot.rng.random() for bot in seat_bots("speedstocks", ["random"] * 2, 7)]
    right = [bot.rng.random() for bot in seat_bots("speedstocks", ["random"] * 2, 7)]
    assert left == right and left[0] != left[1]


def test_a_match_needs_one_bot_per_seat() -> None:
    with pytest.raises(ValueError, match="4 seats need 4 bots"):
        Match(get_game("speedstocks"), 4, 1, [RandomBot(0)] * 3)


class ForgetfulBot(Bot):
    """Answers a move of another game: not a Speedstocks move at all."""

    def choose(self, state: State, player: int) -> Move:
        """No legal move."""
        return Move()


def test_a_move_of_no_kind_ends_the_game_with_an_error_line() -> None:
    result = Match(get_game("speedstocks"), 2, 1, [RandomBot(1), ForgetfulBot()]).run()
    assert not result.finished and result.outcome is None
    assert "seat 1" in result.error and "is not a Speedstocks move" in result.error
    assert result.to_record()["scores"] is None


def test_speedstocks_records_hold_every_round_and_turn() -> None:
    result = play_game("speedstocks", 4, 2, ["random"] * 4, record=True)
    record = result.to_record()
    rounds = record["rounds"]
    assert [entry["round"] for entry in rounds] == list(range(1, len(rounds) + 1))
    chosen = [
        [seat, f"choose {turn['chosen'][seat]}"]
        for entry in rounds
        for turn in entry["turns"]
        for seat in range(4)
    ]
    assert chosen == [move for move in record["moves"] if move[1].startswith("choose")]
    takes = sum(len(turn["kurssturz"]) for entry in rounds for turn in entry["turns"])
    assert takes == sum(1 for _, text in record["moves"] if text.startswith("take"))
    assert rounds[-1]["bears_total"] == record["scores"]
    assert all(len(entry["turns"]) == 10 and "symbols" not in entry for entry in rounds)


def test_games_without_their_own_recorder_add_nothing() -> None:
    recorder = recorder_for("no such game")
    assert type(recorder) is GameRecorder and recorder.data() == {}


def test_records_are_left_out_unless_asked_for() -> None:
    assert "rounds" not in play_game("speedstocks", 2, 1, ["random"] * 2).to_record()
