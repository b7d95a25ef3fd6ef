"""The bots' smaller choices: which contracts to keep, which card to draw, whether to pay a
mountain's extra cards (how to pay a route is the rules' insight, shared with the table)."""

from __future__ import annotations

from collections.abc import Sequence

from game.ai.speedpipe.outlook import plan_outlook, rounds_left
from game.ai.speedpipe.planning import (
    deficits,
    open_contracts,
    plan_for,
)
from game.rules.core import Move
from game.rules.speedpipe.catalogue import JOKER, PAINTS
from game.rules.speedpipe.moves import (
    ABORT,
    DRAW_BLIND,
    DrawOpen,
    Keep,
    PayExtra,
)
from game.rules.speedpipe.needs import card_needs
from game.rules.speedpipe.state import OPENING, SpeedpipeState
from game.rules.speedpipe.tables import ROUTE_POINTS

# Cards of a paint in the deck, and jokers, for the chance that a blind card is wanted.
CARDS_PER_PAINT = 12
JOKERS_IN_DECK = 14
DECK = CARDS_PER_PAINT * PAINTS + JOKERS_IN_DECK
# What a card in hand is worth in points when judging a mountain's extra cards, and what a
# wanted route is worth beyond its points.
CARD_WORTH = 1.0
WANTED_ROUTE = 8.0


def keep_worth(
    state: SpeedpipeState, player: int, keep: Sequence[int], held: Sequence[int]
) -> float:
    """The expected worth of holding these contracts on top of the open ones held."""
    plan = plan_for(state, player, [*held, *keep])
    hand = state.hands[player]
    return plan_outlook(state, player, plan, hand, rounds_left(state)).worth


def ranked_keeps(state: SpeedpipeState, player: int, moves: Sequence[Move]) -> list[Move]:
    """The Keep moves, the one whose contracts with those held promise the most first (of
    alike promises the earliest), the others by their promise."""
    held = [] if state.phase == OPENING else open_contracts(state, player)
    worths = []
    for move in moves:
        assert isinstance(move, Keep)
        worths.append(keep_worth(state, player, move.contracts, held))
    best = 0
    for index, worth in enumerate(worths):
        # A promise ahead by a rounding error only is no better.
        if worth > worths[best] + 1e-9:
            best = index
    rest = sorted((i for i in range(len(moves)) if i != best), key=lambda i: -worths[i])
    return [moves[best], *(moves[index] for index in rest)]


def best_keep(state: SpeedpipeState, player: int, moves: Sequence[Move]) -> Move:
    """The Keep move whose contracts, with those held, promise the most."""
    return ranked_keeps(state, player, moves)[0]


def cheapest_keep(state: SpeedpipeState, player: int, moves: Sequence[Move]) -> Move:
    """The fewest contracts with the shortest plan (easy's choice)."""
    fewest = min(len(move.contracts) for move in moves if isinstance(move, Keep))
    best = moves[0]
    best_cost = 1e18
    for move in moves:
        if isinstance(move, Keep) and len(move.contracts) == fewest:
            plan = plan_for(state, player, move.contracts)
            cost = plan.cost + 100.0 * len(plan.unreachable)
            if cost < best_cost:
                best, best_cost = move, cost
    return best


def wanted_deficits(state: SpeedpipeState, player: int, routes: Sequence[int]) -> list[int]:
    """Per kind the cards the hand lacks for these routes."""
    hand = state.hands[player]
    return deficits(card_needs(state.board, routes, hand), hand)


def blind_hit(lacking: Sequence[int]) -> float:
    """The chance that a blind card is a wanted paint or a joker."""
    wanted = sum(CARDS_PER_PAINT for k in range(PAINTS) if lacking[k] > 0)
    return (wanted + JOKERS_IN_DECK) / DECK


def draw_choice(
    state: SpeedpipeState,
    player: int,
    moves: Sequence[Move],
    lacking: Sequence[int],
    first: bool,
    joker_eager: float = 1.0,
) -> Move:
    """The card to draw: the open card of the paint lacking most; an open joker as the first
    card when jokers are lacking or a blind card would rarely help; else blind."""
    display = state.display
    best: Move | None = None
    best_lack = 0
    joker: Move | None = None
    for move in moves:
        if isinstance(move, DrawOpen):
            card = display[move.slot]
            if card == JOKER:
                joker = move
            elif lacking[card] > best_lack:
                best, best_lack = move, lacking[card]
    total = sum(lacking[:PAINTS])
    if first and joker is not None:
        if lacking[JOKER] > 0 or (
            best is None and total >= 2 and 2.0 * blind_hit(lacking) < joker_eager
        ):
            return joker
    if best is not None:
        return best
    if DRAW_BLIND in moves:
        return DRAW_BLIND
    plain = [m for m in moves if isinstance(m, DrawOpen) and display[m.slot] != JOKER]
    return plain[0] if plain else moves[0]


def mountain_choice(
    state: SpeedpipeState, player: int, moves: Sequence[Move], wanted: Sequence[int]
) -> Move:
    """Pay the extra cards when the route is worth all the cards it takes (with the fewest
    jokers), else abort."""
    pays = [move for move in moves if isinstance(move, PayExtra)]
    if not pays or state.pending is None:
        return ABORT
    route = state.pending[0]
    length = state.board.lengths[route]
    worth = float(ROUTE_POINTS[length])
    if route in wanted:
        worth += WANTED_ROUTE
    if rounds_left(state) <= 1.5:
        worth += WANTED_ROUTE / 2
    # Aborting keeps every card: paying spends the route's cards and the extra ones.
    cost = CARD_WORTH * (length + state.extra)
    if worth <= cost:
        return ABORT
    return min(pays, key=lambda move: move.jokers)  # type: ignore[attr-defined]
