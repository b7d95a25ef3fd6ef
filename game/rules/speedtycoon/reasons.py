"""Why a Speedtycoon move is not allowed now, in words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Move
from game.rules.one_actor import refusal
from game.rules.speedtycoon import empire as geometry
from game.rules.speedtycoon.catalogue import CURRENCIES, PLACES
from game.rules.speedtycoon.money import CARD_VALUES, counts_in, is_payment, is_take
from game.rules.speedtycoon.moves import (
    Build,
    Buy,
    GiveToFund,
    LobbyBuy,
    Plan,
    Repay,
    Swap,
    TakeMoney,
    TearDown,
    Word,
    field_text,
)
from game.rules.speedtycoon.tables import LOAN_REPAY, LOANS_AT_ONCE

if TYPE_CHECKING:
    from game.rules.speedtycoon.state import SpeedtycoonState

PHASE_HINTS: dict[str, str] = {
    "action": "take money, buy, restructure (or, after paying exactly, 'end')",
    "place": "build each bought building on a green field, 'plan' it (or give it to the fund)",
}
# What a player may do while another is on turn.
OUT_OF_TURN_HINT = "with a ready Lobbyist buy a market building, e.g. 'lobby 2 €7a'"


def why_not(state: SpeedtycoonState, player: int, move: Move) -> str:
    """The reason in words; the most specific one that applies."""
    if player != state.acting:
        return refusal(move, lambda: _out_of_turn_reason(state, player, move), OUT_OF_TURN_HINT)
    return refusal(move, lambda: _reason(state, player, move), PHASE_HINTS.get(state.phase, ""))


def _reason(state: SpeedtycoonState, player: int, move: Move) -> str:
    """The rule the move breaks."""
    from game.rules.speedtycoon.state import ACTION, PLACE

    hand = state.hands[player]
    if isinstance(move, Repay):
        if not state.loans[player]:
            return "there is no loan to repay"
        if state.phase != ACTION:
            return "loans are repaid in the own turn, while an action may be chosen"
        if not set(move.cards) <= set(hand):
            return "not all of these cards are in the hand"
        return f"repaying takes cards worth at least {LOAN_REPAY}, none of them spare"
    if isinstance(move, (Build, Plan, GiveToFund)) and state.phase == PLACE:
        if move.building not in state.to_place:
            return f"building {move.building} is not waiting to be placed"
        if isinstance(move, GiveToFund):
            return "only in a game of two, and never a Sonderwirtschaftszone"
        return _field_reason(state, player, move.building, move.field)  # type: ignore[union-attr]
    if isinstance(move, LobbyBuy):
        if "lobbyist" not in state.modules:
            return "the Lobbyist comes with the Lobbyist module"
        return "the Lobbyist buys only while another player is on turn; in your own, 'buy'"
    if isinstance(move, (Plan, GiveToFund)):
        return "only a building waiting to be placed goes to the Planung or the Staatsfonds"
    if state.phase != ACTION:
        return "this is not the time for an action"
    if isinstance(move, TakeMoney):
        if any(state.kapital[slot] is None for slot in move.slots):
            return "a chosen Kapital slot is empty"
        if move.tip and not state.tips[player]:
            return "no Insidertipp is left"
        if move.tip and is_take(state.kapital, move.slots, False):
            return "these cards may be taken without an Insidertipp"
        if not is_take(state.kapital, move.slots, move.tip):
            return "take one card, or several worth at most 5 together"
        return "the rules do not allow it here"
    if isinstance(move, Buy):
        return _buy_reason(state, player, move.place, move.cards)
    if isinstance(move, Build):
        if move.building not in state.planning[player]:
            return f"building {move.building} is not in the Planung"
        return _field_reason(state, player, move.building, move.field)
    if isinstance(move, TearDown):
        fields = state.empires[player].fields
        if move.field not in fields:
            return f"no building stands on {field_text(move.field)}"
        if move.field == geometry.HEADQUARTERS_FIELD:
            return "the headquarters is never torn down"
        x, y = move.field
        if all(
            neighbour in fields for neighbour in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y))
        ):
            return "its empty field would be a hole, built round on all four sides"
        return "another building would no longer be reachable on foot from the headquarters"
    if isinstance(move, Swap):
        if move.building not in state.planning[player]:
            return f"building {move.building} is not in the Planung"
        return "the swapped building must match every neighbour's sides"
    if isinstance(move, Word):
        if move.word == "loan":
            if "kredite" not in state.modules:
                return "loans come with the Kredite module"
            return f"at most {LOANS_AT_ONCE} loans at once, and only while there is money to draw"
        if move.word == "end":
            return "a turn is exactly one action; only after paying exactly may it end"
        return "nobody waits for a Lobbyist: letting the chance go needs no move"
    return "the rules do not allow it here"


def _out_of_turn_reason(state: SpeedtycoonState, player: int, move: Move) -> str:
    """Why a player who is not on turn may not make this move now."""
    from game.rules.speedtycoon.state import AWARD, PLACE

    turn = f"it is player {state.acting}'s turn, not {player}'s"
    if not isinstance(move, LobbyBuy):
        return f"{turn}; outside the own turn only a Lobbyist buys"
    if "lobbyist" not in state.modules:
        return f"{turn}, and the Lobbyist module is not in play"
    if state.phase == PLACE and state.place_reason == AWARD:
        return "after Handelsschluss nothing more is bought"
    if player == state.current:
        return "the Lobbyist buys only while another player is on turn"
    if state.lobby_pending[player] >= 0:
        return "the Lobbyist's building bought before waits for the start of your next turn"
    rest = state.lobby_rest[player]
    if rest:
        turns = "turn" if rest == 1 else "turns"
        return f"the Lobbyist rests {rest} more of your own {turns}"
    return _buy_reason(state, player, move.place, move.cards)


def _buy_reason(state: SpeedtycoonState, player: int, place: int, cards: tuple[int, ...]) -> str:
    """Why this purchase is not possible."""
    if not 0 <= place < len(PLACES) or state.market[place] is None:
        return "no building lies at that trading place"
    if place == state.closed_place:
        return f"{PLACES[place]} is closed by the Hafenstreik"
    if not set(cards) <= set(state.hands[player]):
        return "not all of these cards are in the hand"
    if not all(counts_in(card, place) for card in cards):
        return f"{PLACES[place]} takes only {CURRENCIES[place]}"
    price = state.price(player, place)
    total = sum(CARD_VALUES[card] for card in cards)
    if total < price:
        return f"the cards are worth {total}, the building costs {price}"
    if not is_payment(cards, price):
        return "a card is not needed for the price; there is no change, so leave it out"
    return "the rules do not allow it here"


def _field_reason(state: SpeedtycoonState, player: int, building: int, field: object) -> str:
    """Why a building may not stand on that field."""
    empire = state.empires[player]
    if not isinstance(field, tuple) or len(field) != 2:
        return "a field is two whole numbers"
    if field in empire.fields:
        return f"{field_text(field)} is already built on"  # type: ignore[arg-type]
    verdict = geometry.placement(empire, building, field, 0)  # type: ignore[arg-type]
    if verdict == 0 and geometry.placement(empire, building, field, 1):  # type: ignore[arg-type]
        return "it fits there only with a tunnel, and none is left"
    return (
        "it must share a side with the empire, match highway to highway and free side to free "
        "side, be reachable on foot from the headquarters and leave no hole"
    )
