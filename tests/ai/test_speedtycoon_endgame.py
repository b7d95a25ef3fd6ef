"""Strong's own turns: play-outs near Handelsschluss (when they start, what a finished game is
worth) and the look a round ahead before (the others answer, the own next action counts)."""

from __future__ import annotations

from game.ai import make_bot
from game.ai.speedtycoon import NormalBot, StrongBot
from game.ai.speedtycoon.endgame import FINALISTS, WIN, final_worth, near_handelsschluss
from game.ai.speedtycoon.evaluation import NORMAL_WEIGHTS
from game.ai.speedtycoon.lookahead import answered, best_move
from game.ai.speedtycoon.strong import STRONG_WEIGHTS
from game.ai.speedtycoon.timing import outlook_of
from game.rules.registry import get_game
from game.rules.speedtycoon.state import ACTION, SpeedtycoonState

GAME = "speedtycoon"


def game_until(seed: int, near_end: bool) -> SpeedtycoonState:
    """A game of normal computers (one world) played until an own action turn of the acting
    player with more than one candidate, near Handelsschluss or far from it."""
    state = get_game(GAME).new_state(4, seed)
    assert isinstance(state, SpeedtycoonState)
    bots = [NormalBot(seed * 10 + seat, None, 1) for seat in range(4)]
    while not state.is_terminal():
        acting = state.acting
        if (
            state.phase == ACTION
            and not state.bonus
            and near_handelsschluss(state, outlook_of(state)) == near_end
            and len(bots[acting].candidates(state, acting, outlook_of(state))) > FINALISTS
        ):
            return state
        state.apply(acting, bots[acting].choose(state, acting))
    raise AssertionError("no such turn in the game")


def test_play_outs_start_three_buildings_a_player_before_the_end() -> None:
    near = game_until(1, near_end=True)
    assert outlook_of(near).buildings_left <= 4 + 2 * 4
    far = game_until(1, near_end=False)
    assert outlook_of(far).buildings_left > 4 + 2 * 4


def test_a_finished_game_is_worth_the_points_against_the_others_and_the_win() -> None:
    state = game_until(2, near_end=True)
    bots = [NormalBot(20 + seat, None, 1) for seat in range(4)]
    while not state.is_terminal():
        state.apply(state.acting, bots[state.acting].choose(state, state.acting))
    outcome = state.outcome()
    assert outcome is not None
    points = state.points
    for seat in range(4):
        others = [score for other, score in enumerate(points) if other != seat]
        expected = points[seat] - 0.5 * sum(others) / 3 - 0.5 * max(others)
        if outcome.places[seat] == 1:
            expected += WIN / outcome.places.count(1)
        assert final_worth(state, seat) == expected


def test_strong_judges_its_finalists_again_on_every_world_of_its_own_turns() -> None:
    for near_end in (False, True):
        state = game_until(3, near_end)
        player = state.acting
        strong = make_bot(GAME, "strong", seed=7, max_iterations=3)
        assert isinstance(strong, StrongBot)
        moves = strong.candidates(state, player, outlook_of(state))
        before = state.copy()
        move = strong.choose(state, player)
        assert move in moves
        assert state.to_dict() == before.to_dict()
        # Two worlds choose the finalists, three worlds judge each of them again (a round ahead,
        # or near Handelsschluss to the end).
        assert strong.rollouts_done == 2 * len(moves) + 3 * FINALISTS


def test_a_round_ahead_lets_the_others_answer_and_counts_the_own_next_best_action() -> None:
    state = game_until(4, near_end=False)
    player = state.acting
    before = state.to_dict()
    for move in NormalBot(5, None, 1).candidates(state, player, outlook_of(state)):
        worth = answered(state, player, move, STRONG_WEIGHTS)
        assert state.to_dict() == before
        twin = state.copy()
        twin.apply(player, move)
        while twin.current == player:
            twin.apply(player, best_move(twin, player, STRONG_WEIGHTS)[0])
        others = set()
        while twin.acting != player:
            others.add(twin.acting)
            twin.apply(twin.acting, best_move(twin, twin.acting, NORMAL_WEIGHTS)[0])
        assert others == {seat for seat in range(4) if seat != player}
        assert twin.phase == ACTION and not twin.bonus
        assert worth == best_move(twin, player, STRONG_WEIGHTS)[1]
