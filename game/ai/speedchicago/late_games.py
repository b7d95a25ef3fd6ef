"""Late Speedchicago positions for pictures and measurements: a real late game that four normal
computers played 1891 to 1893 (late_game_state), and a game of random moves (late_chicago_state),
which builds nearly every floor of the supply and so stays the heaviest site to draw (the render
tests and the site's bench use it).
"""

from __future__ import annotations

import functools
import random

from game.ai.registry import make_bot
from game.rules import get_game
from game.rules.core import Move, State

# The Speedchicago scene plays into the last round of this year (0-based: 1893), so that the
# site stands fully built up.
CHICAGO_LATE_YEAR = 2
# The normal computers' plans are capped by positions, not by a clock: the same seed plays the
# same game on any machine, and a whole game to 1893 takes about two seconds.
LATE_GAME_STRENGTH = "normal"
LATE_GAME_ITERATIONS = 1000


def late_chicago_state(seed: int, moves: int = 0) -> State:
    """A four-company Speedchicago game of seeded random moves: that many when moves is asked
    for, else into the last round of 1893 until the first seat is to take its turn.

    Random steps build a lot, so by then nearly every floor of the supply stands on the site.
    """
    from game.rules.speedchicago.state import TURN, SpeedchicagoState

    state = get_game("speedchicago").new_state(4, seed, {})
    assert isinstance(state, SpeedchicagoState)
    chooser = make_bot("speedchicago", "random", seed=seed)
    picker = random.Random(seed)
    played = 0
    while not state.is_terminal():
        seat = picker.choice(state.to_act())
        if moves and played >= moves:
            break
        late = state.year == CHICAGO_LATE_YEAR and state.last_round
        if not moves and late and state.phase == TURN and seat == 0:
            break
        state.play(seat, chooser.choose(state, seat))
        played += 1
    return state


def _at_the_late_turn(state: State) -> bool:
    """Whether the first seat is to take its turn in the last round of 1893."""
    from game.rules.speedchicago.state import TURN, SpeedchicagoState

    assert isinstance(state, SpeedchicagoState)
    late = state.year == CHICAGO_LATE_YEAR and state.last_round
    return late and state.phase == TURN and state.to_act() == (0,)


@functools.cache
def late_game_moves(seed: int) -> tuple[tuple[int, Move], ...]:
    """The seats and moves of four normal computers playing from the start until the first seat
    is to take its turn in the last round of 1893 (kept, so that a scene built again is quick)."""
    state = get_game("speedchicago").new_state(4, seed, {})
    bots = [
        make_bot(
            "speedchicago",
            LATE_GAME_STRENGTH,
            seed=seed * 4 + seat,
            max_iterations=LATE_GAME_ITERATIONS,
        )
        for seat in range(4)
    ]
    played: list[tuple[int, Move]] = []
    while not state.is_terminal() and not _at_the_late_turn(state):
        seat = state.to_act()[0]
        move = bots[seat].choose(state, seat)
        state.play(seat, move)
        played.append((seat, move))
    return tuple(played)


def late_game_state(seed: int) -> State:
    """A four-company Speedchicago game played by normal computers through 1891 and 1892 into
    the last round of 1893, until the first seat is to take its turn: houses built up by plans,
    several foremen of every company standing on them."""
    state = get_game("speedchicago").new_state(4, seed, {})
    for seat, move in late_game_moves(seed):
        state.play(seat, move)
    return state
