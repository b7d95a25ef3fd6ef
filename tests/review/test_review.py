"""The review of a finished game: the same twice for a seeded game, a bad move marked a mistake
and the strong computer's own move good, the costliest decisions first, every game's decisions
found, and a record that does not replay refused in words."""

from __future__ import annotations

import pytest

from game.ai.appraisal import appraiser
from game.ai.base import RandomBot
from game.review import (
    GOOD,
    MISTAKE,
    GameReview,
    PlayedMove,
    ReviewedDecision,
    ReviewError,
    mark,
    review_table,
    reviews_people,
)
from game.review.marks import LIMITS
from game.review.review import decision_seed
from game.rules.core import Move, State
from game.rules.speedstocks.moves import TAKE_ROW
from game.rules.speedstocks.state import KURSSTURZ, SpeedstocksState
from tests.review.played import PERSON, played_game, setup_of

# Small caps that keep a whole review well under a second.
QUICK = 8


def randomly(seed: int):
    """A person who plays at random."""
    walker = RandomBot(seed)
    return lambda state, moves: walker.choose(state, PERSON)


def test_a_review_of_a_seeded_game_is_the_same_twice() -> None:
    setup, log = played_game("speedstocks", 3, 21, randomly(21))
    first = review_table(setup, log, iterations=QUICK)
    second = review_table(setup, log, iterations=QUICK)
    assert first == second
    assert len(first.decisions) > 10
    assert first.unit == "bears"
    assert GameReview.from_dict(first.to_dict()) == first


def test_a_review_is_the_same_whatever_the_order_of_its_decisions() -> None:
    setup, log = played_game("speedstocks", 3, 22, randomly(22))
    whole = review_table(setup, log, iterations=QUICK)
    # The first half alone: its decisions are appraised as in the whole game.
    cut = whole.decisions[len(whole.decisions) // 2].first_move
    half = review_table(setup, log[:cut], iterations=QUICK)
    assert half.decisions == whole.decisions[: len(half.decisions)]


def strong_or_worst_row(seed: int):
    """A person who plays the strong computer's own choice (as the review will appraise it) but
    after a Kurssturz takes the exchange with the most bears."""

    def policy(state: State, moves: int) -> Move:
        assert isinstance(state, SpeedstocksState)
        if state.phase == KURSSTURZ:
            rows = range(len(TAKE_ROW))
            return TAKE_ROW[max(rows, key=lambda row: (state.row_bears(row), -row))]
        judge = appraiser("speedstocks", seed, QUICK)
        judge.rng.seed(decision_seed(seed, moves))  # type: ignore[attr-defined]
        return judge.choose(state, PERSON)  # type: ignore[attr-defined]

    return policy


def test_a_bad_move_is_a_mistake_and_the_best_move_good() -> None:
    seed = 23
    setup, log = played_game("speedstocks", 3, seed, strong_or_worst_row(seed))
    review = review_table(setup, log, iterations=QUICK)
    takes = [decision for decision in review.decisions if decision.played.startswith("take")]
    chosen = [decision for decision in review.decisions if decision.played.startswith("choose")]
    assert chosen and all(decision.mark == GOOD and decision.loss == 0.0 for decision in chosen)
    assert all(decision.better == decision.played for decision in chosen)
    # The most bears at once, where another exchange had far fewer.
    dear = [decision for decision in takes if decision.loss > 0.0]
    assert dear
    assert any(decision.mark == MISTAKE for decision in dear)
    for decision in dear:
        assert decision.better != decision.played
        assert decision.mark == mark("speedstocks", decision.loss)


def test_the_costliest_decisions_come_dearest_first() -> None:
    setup, log = played_game("speedstocks", 3, 24, randomly(24))
    review = review_table(setup, log, iterations=QUICK)
    costliest = review.costliest()
    assert 0 < len(costliest) <= 3
    losses = [decision.loss for decision in costliest]
    assert losses == sorted(losses, reverse=True)
    assert losses[0] == max(decision.loss for decision in review.decisions)
    assert all(decision.loss > 0 for decision in costliest)


@pytest.mark.parametrize(
    ("game", "players"),
    [("speedtycoon", 3), ("speedpipe", 3), ("speedchicago", 2), ("tycoon", 3)],
)
def test_every_game_reviews_its_persons_decisions(game: str, players: int) -> None:
    setup, log = played_game(game, players, 25, randomly(25), most=60)
    review = review_table(setup, log, iterations=2)
    assert review.decisions, game
    steps = sum(1 for entry in log if entry.seat == PERSON)
    assert len(review.decisions) <= steps
    for decision in review.decisions:
        assert decision.seat == PERSON
        assert log[decision.first_move].seat == PERSON
        assert decision.mark == mark(game, decision.loss)
        assert decision.ranked
        assert decision.loss == max(0.0, decision.best_value - decision.played_value)


def test_turns_of_several_steps_are_one_decision() -> None:
    setup, log = played_game("tycoon", 3, 26, randomly(26), most=40)
    review = review_table(setup, log, iterations=1)
    firsts = [decision.first_move for decision in review.decisions]
    # A Tycoon turn ends with 'end': each decision begins at a turn's first step.
    for first in firsts:
        earlier = log[first - 1] if first else None
        assert earlier is None or earlier.seat != PERSON or earlier.move == "end"


def test_moves_that_do_not_replay_are_refused_in_words() -> None:
    setup, log = played_game("speedstocks", 3, 27, randomly(27), most=12)
    broken = [*log[:5], PlayedMove(log[5].seat, "take 9", log[5].by), *log[6:]]
    with pytest.raises(ReviewError, match="move 6"):
        review_table(setup, broken, iterations=QUICK)
    with pytest.raises(ReviewError, match="cannot be read"):
        review_table(setup, [PlayedMove(0, "fly to the moon", "human")], iterations=QUICK)


def test_a_malformed_review_is_refused_in_words() -> None:
    with pytest.raises(ReviewError):
        GameReview.from_dict({"decisions": [{"seat": 0}]})
    with pytest.raises(ReviewError, match="mark"):
        ReviewedDecision.from_dict(
            {
                "seat": 0,
                "first_move": 1,
                "round": 1,
                "turn": 2,
                "played": "a",
                "better": "b",
                "played_value": 0.0,
                "best_value": 1.0,
                "mark": "brilliant",
                "ranked": [],
            }
        )


def test_marks_follow_the_limits_of_each_game() -> None:
    for game, limits in LIMITS.items():
        assert limits.inaccurate < limits.mistake
        assert mark(game, 0.0) == GOOD
        assert mark(game, limits.inaccurate) == "inaccurate"
        assert mark(game, limits.mistake) == MISTAKE


def test_only_games_of_people_against_computers_are_reviewed() -> None:
    setup = setup_of("speedstocks", 3, 1)
    assert reviews_people(setup)
    everyone = setup.__class__(setup.game, (setup.seats[0], setup.seats[0]), seed=1)
    assert not reviews_people(everyone)
