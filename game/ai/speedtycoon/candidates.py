"""The moves worth weighing, generated directly (the engine's full list holds every restructuring
Build, Tear-down and Swap, which the bots leave alone except for building from the Planung).

Every move made here is legal by the same rules the engine lists them by: takes from the Kapital,
one payment per trading place (the one that hurts least), a planned building on its best field,
a loan, the end after a bonus; at placing, the best field, the Planung or the Staatsfonds; for
the Lobbyist, one payment per place or passing.
"""

from __future__ import annotations

from game.ai.speedtycoon.money_plan import hand_total
from game.ai.speedtycoon.placement import best_field, quick_field
from game.ai.speedtycoon.timing import Outlook
from game.rules.core import Move
from game.rules.speedtycoon.catalogue import BUILDINGS, STARTUP
from game.rules.speedtycoon.insight import best_payment, best_repayment
from game.rules.speedtycoon.money import takes
from game.rules.speedtycoon.moves import (
    END_TURN,
    PASS,
    TAKE_LOAN,
    Build,
    Buy,
    GiveToFund,
    LobbyBuy,
    Plan,
    Repay,
    TakeMoney,
)
from game.rules.speedtycoon.state import SpeedtycoonState
from game.rules.speedtycoon.tables import LOAN_REPAY, LOANS_AT_ONCE, MARKET_SIZE

# Repay a loan once the end is this near (buildings left beyond the Weltmarkt's, per player), or
# whenever the hand keeps at least SPARE_AFTER_REPAY after paying.
REPAY_BUILDINGS_PER_PLAYER = 2
SPARE_AFTER_REPAY = 30


def open_places(state: SpeedtycoonState) -> list[int]:
    """Trading places with a building, not closed by a Hafenstreik."""
    return [
        place
        for place, building in enumerate(state.market)
        if building is not None and place != state.closed_place
    ]


def take_moves(state: SpeedtycoonState, player: int) -> list[TakeMoney]:
    """Every take from the Kapital, with an Insidertipp too while the player has one."""
    moves = [TakeMoney(slots) for slots in takes(state.kapital, False)]
    if state.tips[player]:
        moves += [TakeMoney(slots, True) for slots in takes(state.kapital, True)]
    return moves


def buy_moves(state: SpeedtycoonState, player: int, quick: bool = False) -> list[Buy]:
    """One purchase per trading place the player can pay: the payment that hurts least."""
    moves = []
    for place in open_places(state):
        cards = best_payment(state, player, place, quick)
        if cards is not None:
            moves.append(Buy(place, cards))
    return moves


def lobby_moves(state: SpeedtycoonState, player: int, quick: bool = False) -> list[Move]:
    """One Lobbyist purchase per trading place the player can pay, then passing."""
    moves: list[Move] = []
    for place in open_places(state):
        cards = best_payment(state, player, place, quick)
        if cards is not None:
            moves.append(LobbyBuy(place, cards))
    moves.append(PASS)
    return moves


def can_take_loan(state: SpeedtycoonState, player: int) -> bool:
    """Whether a loan is an action the player may take now."""
    return (
        "kredite" in state.modules
        and state.loans[player] < LOANS_AT_ONCE
        and (any(card < STARTUP for card in state.deck) or bool(state.discard))
    )


def field_for(
    state: SpeedtycoonState, player: int, building: int, outlook: Outlook, careful: bool
) -> tuple[tuple[int, int] | None, float]:
    """The building's best field in the player's empire (careful: by the whole shape) and its
    gain; (None, 0) when it fits nowhere."""
    empire = state.empires[player]
    tunnels = state.tunnels_left[player]
    if careful:
        return best_field(empire, building, tunnels, outlook, state.modules)
    return quick_field(empire, building, tunnels, state.modules)


def planned_builds(
    state: SpeedtycoonState, player: int, outlook: Outlook, careful: bool
) -> list[Build]:
    """Each building of the Planung on its best field, where it fits."""
    moves = []
    for building in state.planning[player]:
        field, _gain = field_for(state, player, building, outlook, careful)
        if field is not None:
            moves.append(Build(building, field))
    return moves


def action_moves(
    state: SpeedtycoonState, player: int, outlook: Outlook, careful: bool = True
) -> list[Move]:
    """The actions worth weighing: takes, one purchase per place, planned buildings, a loan,
    and the end after a bonus; every legal move when none of these is possible."""
    moves: list[Move] = [*take_moves(state, player), *buy_moves(state, player, not careful)]
    moves += planned_builds(state, player, outlook, careful)
    if can_take_loan(state, player) and not near_end(state, outlook):
        moves.append(TAKE_LOAN)
    if state.bonus:
        moves.append(END_TURN)
    elif not moves:
        # Nothing to take, buy or build: only restructuring is left (or the end, when even
        # that is not).
        return list(state.legal_moves(player))
    return moves


def placing_moves(
    state: SpeedtycoonState, player: int, outlook: Outlook, careful: bool = True
) -> list[Move]:
    """For each waiting building: its best field, the Planung, and with two players the
    Staatsfonds (never a zone)."""
    moves: list[Move] = []
    for building in dict.fromkeys(state.to_place):
        field, _gain = field_for(state, player, building, outlook, careful)
        if field is not None:
            moves.append(Build(building, field))
        moves.append(Plan(building))
        if state.players == 2 and not BUILDINGS[building].is_zone:
            moves.append(GiveToFund(building))
    return moves


def near_end(state: SpeedtycoonState, outlook: Outlook) -> bool:
    """Whether the game may end before the player's next turns or so: time to repay loans, and
    no time for new ones."""
    return outlook.buildings_left <= MARKET_SIZE + REPAY_BUILDINGS_PER_PLAYER * state.players


def repay_move(state: SpeedtycoonState, player: int, outlook: Outlook) -> Repay | None:
    """Repaying a loan when the end is near or the hand can spare 12; None otherwise."""
    if not state.loans[player]:
        return None
    hand = state.hands[player]
    if not near_end(state, outlook) and hand_total(hand) < LOAN_REPAY + SPARE_AFTER_REPAY:
        return None
    cards = best_repayment(state, player)
    return None if cards is None else Repay(cards)
