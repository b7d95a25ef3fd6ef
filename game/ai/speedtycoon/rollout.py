"""Playing a few turns on in the head: every seat plays the quick greedy player."""

from __future__ import annotations

import random

from game.ai.speedtycoon.greedy import Greedy
from game.ai.speedtycoon.timing import outlook_of
from game.rules.speedtycoon.state import SpeedtycoonState

# A little noise: the others are people, not copies of the greedy player.
ROLLOUT_NOISE = 0.6
# No play-out runs longer than this many moves (a turn takes one to four).
MOVE_CAP = 80


def play_on(state: SpeedtycoonState, player: int, rng: random.Random) -> None:
    """Plays on until every other seat has had its turn and the player one more (or the end)."""
    policy = Greedy(rng.random, ROLLOUT_NOISE)
    turns = 0
    current = state.current
    moves = 0
    while not state.is_terminal() and turns <= state.players and moves < MOVE_CAP:
        acting = state.acting
        state.apply(acting, policy.move(state, acting, outlook_of(state)))
        moves += 1
        if state.current != current:
            current = state.current
            turns += 1
