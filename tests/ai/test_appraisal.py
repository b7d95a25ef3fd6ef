"""The strong computers value decisions (game.ai.appraisal): the same values twice for the same
seed, the best choice and the one played among them, and their play unchanged by it."""

from __future__ import annotations

import pytest

from game.ai.appraisal import Appraisal, appraiser
from game.ai.arena import load_bots
from game.ai.base import RandomBot
from game.ai.registry import make_bot
from game.rules.core import Move, State
from game.rules.registry import get_game

GAMES = ("speedstocks", "speedtycoon", "speedpipe", "speedchicago", "tycoon")
# Iteration caps of the pinned choices below, per game (worlds; positions for Speedchicago).
CAPS = {"speedstocks": 20, "speedtycoon": 2, "speedpipe": 3, "speedchicago": 300, "tycoon": 2}
# The strong bots' choices (seed 100 + the move's number, the cap above) at positions reached
# by a random player (seeded as the game) with three seats, as the bots chose them before they
# could value decisions: (game seed, moves played, the choice).
PINNED: dict[str, tuple[tuple[int, int, str], ...]] = {
    "speedstocks": (
        (1, 3, "take 1"),
        (1, 10, "take 1"),
        (1, 17, "take 1"),
        (1, 24, "choose 46"),
        (2, 3, "take 2"),
        (2, 10, "choose 1"),
        (2, 17, "choose 5"),
        (2, 24, "choose 2"),
    ),
    "speedtycoon": (
        (1, 3, "build 37 0,-1"),
        (1, 10, "buy 3 元3a,元3c,元7a"),
        (1, 17, "build 36 -1,0"),
        (1, 24, "buy 2 €3b"),
        (2, 3, "buy 1 $4b"),
        (2, 10, "take 2"),
        (2, 17, "buy 3 元8c"),
        (2, 24, "build 7 0,1"),
    ),
    "speedpipe": (
        (1, 3, "lay 80 joker 3"),
        (1, 10, "open 4"),
        (1, 17, "open 4"),
        (1, 24, "open 4"),
        (2, 3, "lay 28 rot 0"),
        (2, 10, "lay 38 blau 0"),
        (2, 17, "keep 11,17"),
        (2, 24, "lay 41 gelb 0"),
    ),
    "speedchicago": (
        (1, 3, "photo d4"),
        (1, 10, "end"),
        (1, 17, "end"),
        (1, 24, "build 3 c3"),
        (2, 3, "photo f2"),
        (2, 10, "draw"),
        (2, 17, "draw"),
        (2, 24, "end"),
    ),
    "tycoon": (
        (1, 3, "buy 61"),
        (1, 10, "end"),
        (1, 17, "buy 68"),
        (1, 24, "buy 68"),
        (2, 3, "buy 71"),
        (2, 10, "end"),
        (2, 17, "loan"),
        (2, 24, "fly 72 corvento 0"),
    ),
}
# Small caps that keep an appraisal quick in tests.
QUICK = {"speedstocks": 20, "speedtycoon": 2, "speedpipe": 3, "speedchicago": 300, "tycoon": 2}


def random_position(game: str, seed: int, moves: int) -> State:
    """The position after this many moves of a random player seeded with the game's seed."""
    state = get_game(game).new_state(3, seed, {})
    walker = RandomBot(seed)
    for _ in range(moves):
        seat = state.to_act()[0]
        state.play(seat, walker.choose(state, seat))
    return state


def first_decision(game: str, seed: int) -> tuple[State, int]:
    """A position reached by random play where the appraiser judges the seat's decision."""
    judge = appraiser(game, 1, QUICK[game])
    state = get_game(game).new_state(3, seed, {})
    walker = RandomBot(seed)
    for _ in range(400):
        seat = state.to_act()[0]
        if len(state.legal_moves(seat)) > 2 and judge.appraise(state.copy(), seat) is not None:
            return state, seat
        state.play(seat, walker.choose(state, seat))
    raise AssertionError(f"no decision to value in 400 moves of {game}")


def appraised(game: str, state: State, seat: int, played: tuple[Move, ...] = ()) -> Appraisal:
    """The quick appraisal of the seat's decision with seed 7."""
    judge = appraiser(game, 7, QUICK[game])
    appraisal = judge.appraise(state.copy(), seat, played)
    assert appraisal is not None
    return appraisal


@pytest.mark.parametrize("game", GAMES)
def test_strong_bots_choose_as_before(game: str) -> None:
    load_bots(game)
    for seed, moves, expected in PINNED[game]:
        state = random_position(game, seed, moves)
        seat = state.to_act()[0]
        bot = make_bot(game, "strong", 100 + moves, max_iterations=CAPS[game])
        assert bot.choose(state, seat).text() == expected, (seed, moves)


@pytest.mark.parametrize("game", GAMES)
def test_an_appraisal_is_the_same_twice_and_holds_best_and_played(game: str) -> None:
    state, seat = first_decision(game, 3)
    before = state.to_dict()
    played = (state.legal_moves(seat)[-1],)
    first = appraised(game, state, seat, played)
    assert first == appraised(game, state, seat, played)
    assert state.to_dict() == before  # the position is left as it was
    assert first.played is not None and first.played.steps[0] == played[0]
    assert first.best in first.ranked or first.best.value <= first.ranked[0].value
    assert [choice.value for choice in first.ranked] == sorted(
        (choice.value for choice in first.ranked), reverse=True
    )
    assert first.loss == max(0.0, first.best.value - first.played.value)
    assert first.unit in ("bears", "points", "millions")


@pytest.mark.parametrize("game", GAMES)
def test_the_best_choice_played_loses_nothing(game: str) -> None:
    state, seat = first_decision(game, 4)
    best = appraised(game, state, seat).best
    again = appraised(game, state, seat, best.steps)
    assert again.played is not None and again.played.steps == best.steps
    assert again.loss == 0.0


def test_a_single_legal_move_is_not_valued() -> None:
    state = get_game("speedstocks").new_state(3, 5, {})
    walker = RandomBot(5)
    judge = appraiser("speedstocks", 1, QUICK["speedstocks"])
    while not state.is_terminal():
        seat = state.to_act()[0]
        if len(state.legal_moves(seat)) == 1:
            assert judge.appraise(state, seat) is None
            return
        state.play(seat, walker.choose(state, seat))
    raise AssertionError("no position with a single legal move")


@pytest.mark.parametrize("game", GAMES)
def test_the_best_choice_is_the_move_the_bot_plays(game: str) -> None:
    for seed in (5, 6):
        state, seat = first_decision(game, seed)
        best = appraised(game, state, seat).best
        bot = appraiser(game, 7, QUICK[game])
        assert best.steps[0] == bot.choose(state.copy(), seat)  # type: ignore[attr-defined]
