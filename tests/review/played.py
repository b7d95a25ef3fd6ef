"""Finished games to review: a person at seat 0 (moves chosen by a policy given), computers at the
other seats, every move logged as a table logs it."""

from __future__ import annotations

from collections.abc import Callable

from game.ai.arena import load_bots
from game.ai.registry import make_bot
from game.review import PlayedMove
from game.rules.core import Move, State
from game.rules.registry import get_game
from game.table.seats import Seat, TableSetup

# The person's policy: the move for seat 0 in this state, given the moves played so far.
Policy = Callable[[State, int], Move]
PERSON = 0


def setup_of(game: str, players: int, seed: int) -> TableSetup:
    """A table of one person at seat 0 against normal computers."""
    seats = [Seat("Ada")] + [
        Seat(f"Computer {seat}", "computer", "normal") for seat in range(1, players)
    ]
    return TableSetup(game, tuple(seats), seed=seed)


def played_game(
    game: str, players: int, seed: int, policy: Policy, most: int | None = None
) -> tuple[TableSetup, list[PlayedMove]]:
    """A seeded game played to its end (or to `most` moves): the person by the policy, the
    computers by normal bots with a small cap; the setup and the log."""
    load_bots(game)
    setup = setup_of(game, players, seed)
    state = get_game(game).new_state(players, seed, {})
    bots = [make_bot(game, "normal", seed + seat, max_iterations=1) for seat in range(players)]
    log: list[PlayedMove] = []
    while not state.is_terminal() and (most is None or len(log) < most):
        seat = state.to_act()[0]
        if seat == PERSON:
            move = policy(state, len(log))
            by = "human"
        else:
            move = bots[seat].choose(state, seat)
            by = "computer"
        state.play(seat, move)
        log.append(PlayedMove(seat, move.text(), by))
    return setup, log
