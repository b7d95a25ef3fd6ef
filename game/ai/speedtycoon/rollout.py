"""Playing a few turns on in the head: every seat plays the quick greedy player, without noise
(the play-outs differ by the worlds they start from)."""

from __future__ import annotations

from game.ai.speedtycoon.greedy import Greedy
from game.ai.speedtycoon.timing import outlook_of
from game.rules.speedtycoon.state import SpeedtycoonState

# The play-out ends after every other seat's turn and this many more of the player's own (the
# money a move takes is spent in them; measured: three judge better than one at the same time).
OWN_TURNS = 3
# What each exact price the hand hits is worth to the play-out's greedy players (measured: 0.1
# to 0.2 play better than none; more makes them hoard).
ROLLOUT_COVERAGE = 0.15
# No play-out runs longer than this many moves (a turn takes one to four).
MOVE_CAP = 80


def _no_noise() -> float:
    """The greedy player's dice in play-outs: never a nudge."""
    return 0.0


def play_on(state: SpeedtycoonState, player: int) -> None:
    """Plays on until every other seat has had its turn and the player OWN_TURNS more of its
    own (or the end)."""
    policy = Greedy(_no_noise, 0.0, ROLLOUT_COVERAGE)
    turns = 0
    current = state.current
    outlook = outlook_of(state)
    moves = 0
    last = state.players - 1 + OWN_TURNS
    while not state.is_terminal() and turns <= last and moves < MOVE_CAP:
        acting = state.acting
        state.apply(acting, policy.move(state, acting, outlook))
        moves += 1
        if state.current != current:
            current = state.current
            turns += 1
            outlook = outlook_of(state)
