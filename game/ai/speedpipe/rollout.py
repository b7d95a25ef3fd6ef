"""Playing a few rounds on in the head: every company plays a quick policy without noise (the
normal plan without its costlier readings); the play-outs differ by the worlds they start from."""

from __future__ import annotations

from game.ai.speedpipe.choices import cheapest_keep, draw_choice, mountain_choice
from game.ai.speedpipe.normal import wants_contracts
from game.ai.speedpipe.situation import situation_of
from game.ai.speedpipe.tactics import completes
from game.rules.core import Move
from game.rules.speedpipe.moves import DRAW_BLIND, DRAW_CONTRACTS, DrawOpen, Lay
from game.rules.speedpipe.state import (
    CONTRACTS,
    MOUNTAIN,
    OPENING,
    SECOND_DRAW,
    SpeedpipeState,
)

# The play-out ends after this many further turns of all companies together per company
# (rounds), or at the end of the game.
ROUNDS = 1
# No play-out runs longer than this many moves.
MOVE_CAP = 60
# The game is ending: any route for points.
ENDING_TURNS = 2.5


def quick_move(state: SpeedpipeState, player: int) -> Move:
    """A fast, sound move for any phase."""
    moves = state.legal_moves(player)
    if len(moves) == 1:
        return moves[0]
    phase = state.phase
    if phase in (OPENING, CONTRACTS):
        return cheapest_keep(state, player, moves)
    situation = situation_of(state, player)
    if phase == MOUNTAIN:
        return mountain_choice(state, player, moves, situation.wanted)
    if phase == SECOND_DRAW:
        return draw_choice(state, player, moves, situation.lacking, first=False)
    board = state.board
    lays = [move for move in moves if isinstance(move, Lay)]
    wanted = [lay for lay in lays if lay.route in situation.wanted]
    if situation.turns_left <= ENDING_TURNS and lays:
        wanted = lays
    if wanted:
        return max(
            wanted,
            key=lambda lay: (
                completes(state, player, lay.route) + board.lengths[lay.route],
                -lay.jokers,
            ),
        )
    if DRAW_CONTRACTS in moves and wants_contracts(state, player, situation):
        return DRAW_CONTRACTS
    draws = [move for move in moves if isinstance(move, DrawOpen) or move == DRAW_BLIND]
    if draws:
        return draw_choice(state, player, draws, situation.lacking, first=True)
    return moves[0]


def play_on(state: SpeedpipeState, player: int) -> None:
    """Finishes the player's turn, then plays on for ROUNDS rounds (or to the end)."""
    turns = 0
    current = state.current
    last = state.players * ROUNDS
    played = 0
    while not state.is_terminal() and played < MOVE_CAP:
        if state.current != current:
            current = state.current
            turns += 1
            if turns > last:
                break
        acting = state.acting
        state.apply(acting, quick_move(state, acting))
        played += 1
