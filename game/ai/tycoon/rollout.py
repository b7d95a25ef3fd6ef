"""Playing on in the head: every player takes whole turns by a quick plan (one flight, at most
one ticket bought, the plain valuation without threats) and redeems loans by the cash kept; the
play-outs differ by the ticket piles of the worlds they start from."""

from __future__ import annotations

from game.ai.tycoon.money import repay_keeping
from game.ai.tycoon.plans import Profile, best_plans
from game.ai.tycoon.timing import outlook_of
from game.ai.tycoon.valuation import Judge, Judgement
from game.ai.tycoon.weights import PLAIN
from game.rules.tycoon.moves import END_TURN
from game.rules.tycoon.state import PAYDAY, TURN, TycoonState

QUICK_JUDGEMENT = Judgement(rival=0.3, threats=False, projected=True)
QUICK_PROFILE = Profile(max_flights=1, max_buys=1, keep=0.3, reserve=0.05, camp=0.0, loans=True)
# A play-out ends after this many turns of all players together per player (or at the payday).
ROUNDS_OF_TURNS = 2
# No play-out runs longer than this many moves.
MOVE_CAP = 400


def quick_turn(state: TycoonState, player: int) -> None:
    """Plays the player's whole turn by the quick plan (or the payday choice)."""
    if state.phase == PAYDAY:
        state.apply(player, repay_keeping(state, player, state.legal_moves(player)))
        return
    judge = Judge(state, player, PLAIN, QUICK_JUDGEMENT, outlook_of(state))
    plan = best_plans(state, player, judge, QUICK_PROFILE, state.legal_moves(player))[0]
    for step in plan.steps:
        state.apply(player, step)
    if plan.steps[-1] != END_TURN:
        state.apply(player, END_TURN)


def play_on(state: TycoonState, turns_per_player: int = ROUNDS_OF_TURNS) -> None:
    """Plays on until this round's payday is over, or every player has had this many turns
    (or the game ends)."""
    start_round = state.round
    turns = 0
    last = state.players * turns_per_player
    moves = 0
    while not state.is_terminal() and moves < MOVE_CAP:
        if state.phase == TURN and state.round != start_round:
            break
        if turns >= last and state.phase == TURN:
            break
        quick_turn(state, state.acting)
        turns += 1
        moves += 1
