"""Judging a position for the search: each player's fortune (cash less Restschuld less what his
loan cards will cost) plus his payday income as things stand over the paydays still to come,
plus a little for hotels waiting for renovation; less the best rival's (only first place wins).
"""

from __future__ import annotations

from game.ai.tycoon.economy import economy_of
from game.ai.tycoon.timing import weight_from
from game.rules.tycoon.payday import fortunes
from game.rules.tycoon.state import TURN, TycoonState

# A hotel waiting for renovation may come back for free.
WAITING_HOTEL = 1.0
# How the best rival and the rivals' mean count against the player. Only the best rival: with
# half the best and half the mean, strong with twice its worlds won 21.4 % of 800 games against
# three strong at its own number; a sharper search for a goal that also rewards pushing the last
# player down lost ground. Against the best rival alone it won 26.9 % of 800 (docs/rules/tycoon.md).
BEST_RIVAL = 1.0
MEAN_RIVAL = 0.0


def worths(state: TycoonState, root_round: int | None = None) -> list[float]:
    """Every player's expected final money (the paydays to come weighted as seen from the root
    round: the round the search started in; None: this one)."""
    if state.is_terminal():
        return [float(score) for score in state.scores()]
    root = state.round if root_round is None else root_round
    weight = weight_from(root, state.round, state.phase != TURN)
    income = economy_of(state).income()
    found = fortunes(state)
    values = [float(found[p]) + weight * income[p] for p in range(state.players)]
    if weight > 0:
        for waiting in state.renovation:
            for owner in waiting:
                values[owner] += WAITING_HOTEL
    return values


def evaluate(state: TycoonState, player: int, root_round: int | None = None) -> float:
    """The player's expected final money less the rivals' (by BEST_RIVAL and MEAN_RIVAL)."""
    values = worths(state, root_round)
    others = [value for seat, value in enumerate(values) if seat != player]
    if not others:
        return values[player]
    return values[player] - BEST_RIVAL * max(others) - MEAN_RIVAL * sum(others) / len(others)
