"""Playing a few rounds on in the head: every company plays a quick policy without noise (the
normal plan without its costlier readings); the play-outs differ by the worlds they start from.

The plans are the dear part (shortest paths for every contract), so a play-out keeps each
company's plan (Plans) and works it out anew only when it may have changed: a route of it or
its twin was laid, or the company's contracts changed. Between, only the cards lacking are
read anew from the hand. One world's plans serve all the moves searched on it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.ai.speedpipe.choices import cheapest_keep, draw_choice, mountain_choice
from game.ai.speedpipe.normal import wants_contracts
from game.ai.speedpipe.outlook import rounds_left
from game.ai.speedpipe.planning import Plan, deficits
from game.ai.speedpipe.situation import Situation, situation_of
from game.ai.speedpipe.tactics import completes
from game.rules.core import Move
from game.rules.speedpipe.moves import DRAW_BLIND, DRAW_CONTRACTS, DrawOpen, Lay
from game.rules.speedpipe.needs import card_needs, missing_cards
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


class Plans:
    """Each company's situation as last worked out, with what it was worked out for (its
    contracts held and fulfilled); dropped when a route it wants, or that route's twin, is
    laid."""

    def __init__(self) -> None:
        self.known: dict[int, tuple[tuple[int, int], Situation]] = {}

    def copy(self) -> Plans:
        """An independent copy (the situations themselves are never changed)."""
        twin = Plans()
        twin.known = dict(self.known)
        return twin

    def situation(self, state: SpeedpipeState, company: int) -> Situation:
        """The company's situation: the plan kept or worked out anew, the cards lacking and
        the turns left read now."""
        key = (len(state.contracts[company]), len(state.fulfilled[company]))
        found = self.known.get(company)
        if found is None or found[0] != key:
            situation = situation_of(state, company)
            self.known[company] = (key, situation)
            return situation
        kept = found[1]
        hand = state.hands[company]
        need = card_needs(state.board, kept.wanted, hand)
        return replace(
            kept,
            lacking=tuple(deficits(need, hand)),
            missing=missing_cards(need, hand),
            turns_left=rounds_left(state),
        )

    def laid(self, state: SpeedpipeState, route: int, company: int) -> None:
        """The company is laying a route: its own plan loses that route (the rest of its
        paths stays the cheapest, only this route got cheaper); the other plans that want it
        or its twin are worked out anew."""
        twin = state.board.twins[route]
        for other, (key, situation) in list(self.known.items()):
            routes = (*situation.wanted, *situation.full_plan.routes)
            if other == company and not situation.targets:
                self.known[other] = (key, _without(situation, route, state.board.lengths[route]))
            elif route in routes or (twin >= 0 and twin in routes):
                del self.known[other]

    def full_plans(self, state: SpeedpipeState) -> Callable[[int], Plan]:
        """Per company its plan for all its open contracts in this state (for the evaluation)."""
        return lambda company: self.situation(state, company).full_plan


def _without(situation: Situation, route: int, length: int) -> Situation:
    """The situation once the route is the company's own: no longer wanted or planned."""
    plan = situation.plan
    full = situation.full_plan
    if route in plan.routes:
        plan = _plan_without(plan, route, length)
    if route in full.routes:
        full = _plan_without(full, route, length)
    wanted = tuple(r for r in situation.wanted if r != route)
    return replace(situation, plan=plan, full_plan=full, wanted=wanted)


def _plan_without(plan: Plan, route: int, length: int) -> Plan:
    """The plan with one of its routes laid."""
    return replace(
        plan,
        steps=tuple(tuple(r for r in step if r != route) for step in plan.steps),
        routes=tuple(r for r in plan.routes if r != route),
        fields=plan.fields - length,
    )


def quick_move(state: SpeedpipeState, player: int, plans: Plans | None = None) -> Move:
    """A fast, sound move for any phase."""
    moves = state.legal_moves(player)
    if len(moves) == 1:
        return moves[0]
    phase = state.phase
    if phase in (OPENING, CONTRACTS):
        return cheapest_keep(state, player, moves)
    situation = situation_of(state, player) if plans is None else plans.situation(state, player)
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


def play_on(state: SpeedpipeState, player: int, plans: Plans | None = None) -> None:
    """Finishes the player's turn, then plays on for ROUNDS rounds (or to the end); plans:
    the companies' plans known for this state (kept up to date as routes are laid)."""
    plans = Plans() if plans is None else plans
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
        move = quick_move(state, acting, plans)
        if type(move) is Lay:
            plans.laid(state, move.route, acting)  # type: ignore[attr-defined]
        state.apply(acting, move)
        played += 1
