"""Strong's look one round ahead in the middle game: a move is judged after the others have
answered it and by the best action it leaves for the own next turn, so that a building counted
on is worth nothing when another player buys it first, a card left in the Kapital counts with
what the others make of it, and money taken counts by what it buys next turn at the Weltmarkt
as the others leave it.

The others play as the normal bot would if it saw the drawn world: every candidate of theirs
judged by the normal evaluation on that one world (no further worlds: the world already is one
draw of what they hold). The own bonus actions of the turn are played by the same judgement with
the strong weights. When the own turn comes again, the position is worth its best action by the
evaluation (or the evaluation itself when the game is over or a placement is due).

Measured (issue 21, 4 seats, seats rotated, seeds 1-50, 200 games against three normal
computers): strong judging by the evaluation after its own move won 31.0 % and ended about 3
points a game above the others; with the others' answers and the evaluation then, 32.5 % and
+3.5; with the own next action as well, 35.0 % and +6.7.
"""

from __future__ import annotations

from game.ai.speedtycoon.candidates import action_moves, repay_move
from game.ai.speedtycoon.evaluation import NORMAL_WEIGHTS, Weights, evaluate
from game.ai.speedtycoon.normal import move_worth
from game.ai.speedtycoon.settling import placement
from game.ai.speedtycoon.timing import outlook_of
from game.rules.core import Move
from game.rules.speedtycoon.moves import PASS
from game.rules.speedtycoon.state import ACTION, OVER, SpeedtycoonState


def answered(world: SpeedtycoonState, player: int, move: Move, weights: Weights) -> float:
    """The move played on a copy of the world, the rest of the own turn and the others' turns
    played by the evaluation (the others with normal's weights), until the player's turn comes
    again: the worth of the best action then."""
    twin = world.copy()
    if move != PASS:
        twin.apply(player, move)
    others_moved = False
    while twin.phase != OVER:
        acting = twin.acting
        if acting == player and others_moved:
            break
        if acting != player:
            others_moved = True
        judge = weights if acting == player else NORMAL_WEIGHTS
        twin.apply(acting, best_move(twin, acting, judge)[0])
    if twin.phase == ACTION and twin.current == player:
        return best_move(twin, player, weights)[1]
    return evaluate(twin, player, None, weights)


def best_move(state: SpeedtycoonState, player: int, weights: Weights) -> tuple[Move, float]:
    """The acting player's move by the evaluation on this very world and its worth: a waiting
    building on its best field (else planned; worth not judged, 0), a due repayment first, else
    the best action."""
    outlook = outlook_of(state)
    if state.phase != ACTION:
        return placement(state, player, outlook, careful=True), 0.0
    repay = repay_move(state, player, outlook)
    moves = [repay] if repay is not None else action_moves(state, player, outlook)
    best, best_worth = moves[0], float("-inf")
    for move in moves:
        worth = move_worth(state, player, move, outlook, weights)
        if worth > best_worth:
            best, best_worth = move, worth
    return best, best_worth
