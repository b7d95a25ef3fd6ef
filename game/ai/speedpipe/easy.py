"""The easy Speedpipe bot: plays loosely. It keeps the cheapest contracts, lays a wanted route
it can pay (any affordable long route when nothing is wanted), otherwise draws a wanted open
card or a blind one, with some randomness; it draws new contracts only when all are done."""

from __future__ import annotations

from game.ai.speedpipe.bot import SpeedpipeBot
from game.ai.speedpipe.choices import cheapest_keep, draw_choice
from game.ai.speedpipe.planning import (
    deficits,
    open_contracts,
    plan_for,
    route_costs,
)
from game.rules.core import Move
from game.rules.speedpipe.insight import best_lay
from game.rules.speedpipe.moves import (
    ABORT,
    DRAW_BLIND,
    DRAW_CONTRACTS,
    DrawOpen,
    Lay,
    PayExtra,
)
from game.rules.speedpipe.needs import card_needs
from game.rules.speedpipe.state import (
    CONTRACTS,
    MOUNTAIN,
    OPENING,
    SECOND_DRAW,
    SpeedpipeState,
)

# How often easy draws any card without looking, and how often it skips a wanted route.
CARELESS = 0.12
DAWDLE = 0.1
# The most extra cards easy pays on a mountain.
MOUNTAIN_EXTRA = 2
# Long routes: laid for points when nothing is wanted.
LONG = 3
# New contracts: only with this many segments left.
CONTRACT_SEGMENTS = 15


class EasyBot(SpeedpipeBot):
    """Loose play with a little noise, as the module docstring says."""

    strength = "easy"

    def decide(self, state: SpeedpipeState, player: int, moves: tuple[Move, ...]) -> Move:
        """The easy move of the phase."""
        phase = state.phase
        if phase in (OPENING, CONTRACTS):
            return cheapest_keep(state, player, moves)
        if phase == MOUNTAIN:
            pays = [move for move in moves if isinstance(move, PayExtra)]
            if pays and state.extra <= MOUNTAIN_EXTRA:
                return pays[0]
            return ABORT
        contracts = open_contracts(state, player)
        plan = plan_for(state, player, contracts, route_costs(state, player))
        hand = state.hands[player]
        lacking = deficits(card_needs(state.board, plan.routes, hand), hand)
        random = self.rng.random
        if phase == SECOND_DRAW:
            if random() < CARELESS:
                return moves[int(random() * len(moves))]
            return draw_choice(state, player, moves, lacking, first=False, joker_eager=0.0)
        lays = [move for move in moves if isinstance(move, Lay)]
        wanted = [lay for lay in lays if lay.route in plan.routes]
        if wanted and random() >= DAWDLE:
            return self.cheap_payment(
                state, player, wanted, wanted[int(random() * len(wanted))].route
            )
        if not plan.contracts:
            if DRAW_CONTRACTS in moves and not contracts:
                if state.segments[player] >= CONTRACT_SEGMENTS:
                    return DRAW_CONTRACTS
            long = [lay for lay in lays if state.board.lengths[lay.route] >= LONG]
            if long:
                return self.cheap_payment(
                    state, player, long, long[int(random() * len(long))].route
                )
        draws = [move for move in moves if isinstance(move, DrawOpen) or move == DRAW_BLIND]
        if draws:
            if random() < CARELESS:
                return draws[int(random() * len(draws))]
            return draw_choice(state, player, draws, lacking, first=True, joker_eager=0.0)
        if lays:
            return self.cheap_payment(state, player, lays, lays[int(random() * len(lays))].route)
        return moves[0]

    def cheap_payment(self, state: SpeedpipeState, player: int, lays: list[Lay], route: int) -> Lay:
        """The route's payment with the fewest jokers (the rules' proposal, no other route in
        view)."""
        return best_lay(state, player, [lay for lay in lays if lay.route == route], ())
