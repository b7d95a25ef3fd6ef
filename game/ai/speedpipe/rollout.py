"""Playing a few rounds on in the head: every company plays a quick policy without noise (the
normal plan without its costlier readings); the play-outs differ by the worlds they start from.
In a turn the policy makes only the moves it may choose (the wanted routes' payments, the
draws, new contracts) instead of reading the whole list of legal moves.

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
from game.rules.speedpipe.moves import DRAW_BLIND, DRAW_CONTRACTS, OPEN_DRAWS, Lay, lay_move
from game.rules.speedpipe.needs import card_needs, missing_cards
from game.rules.speedpipe.state import (
    CONTRACTS,
    MOUNTAIN,
    OPENING,
    TURN,
    SpeedpipeState,
)

# The play-out ends after this many further turns of all companies together per company
# (rounds), or at the end of the game.
ROUNDS = 2
# No play-out runs longer than this many moves per round.
MOVES_PER_ROUND = 40
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
    """A fast, sound move for any phase. In a turn away from the end only the moves the
    policy may choose are made (the wanted routes' payments, the draws, new contracts), not
    the whole list of legal moves; the choice is the same."""
    phase = state.phase
    if phase != TURN:
        moves = state.legal_moves(player)
        if len(moves) == 1:
            return moves[0]
        if phase in (OPENING, CONTRACTS):
            return cheapest_keep(state, player, moves)
        situation = situation_of(state, player) if plans is None else plans.situation(state, player)
        if phase == MOUNTAIN:
            return mountain_choice(state, player, moves, situation.wanted)
        return draw_choice(state, player, moves, situation.lacking, first=False)
    situation = situation_of(state, player) if plans is None else plans.situation(state, player)
    board = state.board
    if situation.turns_left <= ENDING_TURNS:
        # The game is ending: any route for points.
        every = state.legal_moves(player)
        wanted = [move for move in every if type(move) is Lay]
    else:
        every = None
        wanted = [
            lay_move(route, paint, jokers)
            for route in sorted(set(situation.wanted))
            for paint, jokers in state.lay_payments(player, route)
        ]
    if wanted:
        return max(
            wanted,
            key=lambda lay: (
                completes(state, player, lay.route) + board.lengths[lay.route],
                -lay.jokers,
            ),
        )
    if state.short_pile and wants_contracts(state, player, situation):
        return DRAW_CONTRACTS
    display = state.display
    draws: list[Move] = [OPEN_DRAWS[slot] for slot, card in enumerate(display) if card >= 0]
    if state.can_draw_blind():
        draws.append(DRAW_BLIND)
    if draws:
        return draw_choice(state, player, draws, situation.lacking, first=True)
    every = state.legal_moves(player) if every is None else every
    return every[0]


def play_on(
    state: SpeedpipeState, player: int, plans: Plans | None = None, rounds: int = ROUNDS
) -> None:
    """Finishes the player's turn, then plays on for rounds rounds (or to the end); plans:
    the companies' plans known for this state (kept up to date as routes are laid)."""
    plans = Plans() if plans is None else plans
    turns = 0
    current = state.current
    last = state.players * rounds
    played = 0
    cap = MOVES_PER_ROUND * (rounds + 1)
    while not state.is_terminal() and played < cap:
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
