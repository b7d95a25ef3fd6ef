"""Why a Speedpipe move is not allowed now, in words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Move
from game.rules.one_actor import refusal
from game.rules.speedpipe.catalogue import GREY, JOKER, PAINT_KEYS, PAINTS, card_kind_key
from game.rules.speedpipe.moves import DrawOpen, Keep, Lay, PayExtra, Station, Terminal, Word
from game.rules.speedpipe.payments import is_payment
from game.rules.speedpipe.tables import (
    CONTRACTS_KEPT,
    DISPLAY_SIZE,
    OPENING_KEEP,
    STATIONS,
    TERMINAL_COST,
    TERMINALS,
)

if TYPE_CHECKING:
    from game.rules.speedpipe.state import SpeedpipeState

PHASE_HINTS: dict[str, str] = {
    "opening": "keep at least two of the dealt contracts, e.g. 'keep 3,17'",
    "turn": "draw cards ('open 2', 'blind'), 'lay', 'contracts', 'station' or 'terminal'",
    "second_draw": "draw the second card ('open 2' but no joker, or 'blind')",
    "mountain": "pay the extra cards ('extra 1') or 'abort'",
    "contracts": "keep at least one of the drawn contracts ('keep 5')",
}


def why_not(state: SpeedpipeState, player: int, move: Move) -> str:
    """The reason in words; the most specific one that applies."""
    return refusal(move, lambda: _reason(state, player, move), PHASE_HINTS.get(state.phase, ""))


def _reason(state: SpeedpipeState, player: int, move: Move) -> str:
    """The rule the move breaks."""
    from game.rules.speedpipe.state import CONTRACTS, MOUNTAIN, OPENING, SECOND_DRAW, TURN

    phase = state.phase
    if phase == OPENING:
        if not isinstance(move, Keep):
            return "the opening is for choosing contracts, all companies at once"
        return _keep_reason(move, state.dealt[player], OPENING_KEEP, "dealt")
    if phase == CONTRACTS:
        if not isinstance(move, Keep):
            return "the drawn contracts wait to be kept"
        return _keep_reason(move, state.drawn, CONTRACTS_KEPT, "drawn")
    if phase == MOUNTAIN:
        if isinstance(move, PayExtra):
            return (
                f"the mountain asks for {state.extra} more cards of the paint paid or jokers, "
                "and the jokers named must be in the hand beside the payment"
            )
        return "first decide about the mountain: pay the extra cards or abort"
    if isinstance(move, Word) and move.word == "abort":
        return "only a mountain's reveal lets a company abort"
    if isinstance(move, PayExtra):
        return "only a mountain's reveal asks for extra cards"
    if isinstance(move, Keep):
        return "contracts are kept after drawing them ('contracts') or in the opening"
    if isinstance(move, DrawOpen):
        return _open_reason(state, move.slot, phase == SECOND_DRAW)
    if isinstance(move, Word) and move.word == "blind":
        return "the pile and the discard pile hold no pipe card"
    if phase == SECOND_DRAW:
        return "the second card comes first; the turn is two cards"
    if phase != TURN:
        return "this is not the time for it"
    if isinstance(move, Lay):
        return _lay_reason(state, player, move)
    if isinstance(move, Station):
        return _station_reason(state, player, move)
    if isinstance(move, Terminal):
        return _terminal_reason(state, player, move)
    if isinstance(move, Word) and move.word == "contracts":
        return "the contract pile is empty"
    if isinstance(move, Word) and move.word == "pass":
        return "a company passes only when it can do nothing else"
    return "the rules do not allow it here"


def _keep_reason(move: Keep, offered: list[int], least: int, how: str) -> str:
    """Why keeping these contracts is not possible."""
    strangers = [c for c in move.contracts if c not in offered]
    if strangers:
        return f"contract {strangers[0]} was not {how} to this company"
    return f"keep at least {least} of the {how} contracts {', '.join(map(str, sorted(offered)))}"


def _open_reason(state: SpeedpipeState, slot: int, second: bool) -> str:
    """Why this open card cannot be taken."""
    if not 0 <= slot < DISPLAY_SIZE:
        return f"the open slots are numbered 0 to {DISPLAY_SIZE - 1}"
    if state.display[slot] < 0:
        return f"slot {slot} of the Rohrlager is empty"
    if second and state.display[slot] == JOKER:
        return "an open joker may only be taken as the first card"
    return "the rules do not allow it here"


def _lay_reason(state: SpeedpipeState, player: int, move: Lay) -> str:
    """Why this route cannot be laid with this payment."""
    board = state.board
    route = move.route
    if not 0 <= route < board.route_count:
        return f"the routes are numbered 0 to {board.route_count - 1}"
    owner = state.owners[route]
    if owner >= 0:
        return f"route {route} is laid already (company {owner})"
    if state.blocked[route] >= 0:
        return f"route {route} is blocked by a leak until company {state.blocked[route]}'s turn"
    twin = board.twins[route]
    if twin >= 0 and state.owners[twin] == player:
        return "a company never lays both strands of a double route"
    if twin >= 0 and state.owners[twin] >= 0:
        return "with 2 or 3 companies only one strand of a double route is used"
    length = board.lengths[route]
    if length > state.segments[player]:
        return f"the route needs {length} segments, the company has {state.segments[player]}"
    paint = board.paints[route]
    if move.paint not in range(PAINTS) and move.paint != JOKER:
        return "pay with a paint or with jokers only"
    if move.paint != JOKER and paint != GREY and move.paint != paint:
        return f"route {route} takes {PAINT_KEYS[paint]} cards and jokers"
    if move.paint == JOKER and move.jokers != length:
        return f"an all-joker payment names all {length} cards as jokers"
    if move.jokers < board.buoys[route]:
        return f"the underwater route needs at least {board.buoys[route]} jokers (buoys)"
    if not is_payment(length, move.paint, move.jokers, state.hands[player]):
        return (
            f"the route takes {length} cards: {length - move.jokers} "
            f"{card_kind_key(move.paint)} and {move.jokers} jokers are not in the hand"
        )
    return "the rules do not allow it here"


def _alike_reason(
    state: SpeedpipeState, player: int, count: int, paint: int, jokers: int, what: str
) -> str:
    """Why this payment of alike cards fails."""
    if paint not in range(PAINTS) and paint != JOKER:
        return "pay with a paint or with jokers only"
    if paint == JOKER and jokers != count:
        return f"an all-joker payment names all {count} cards as jokers"
    if paint != JOKER and jokers >= count:
        return f"the {what} takes {count} cards, at least one of them of the paint named"
    if not is_payment(count, paint, jokers, state.hands[player]):
        return f"the {what} takes {count} alike cards, and these are not in the hand"
    return "the rules do not allow it here"


def _station_reason(state: SpeedpipeState, player: int, move: Station) -> str:
    """Why this pump station cannot be built."""
    if not 0 <= move.place < state.board.place_count:
        return f"the places are numbered 0 to {state.board.place_count - 1}"
    if state.stations[move.place] >= 0:
        return f"place {move.place} has a pump station already"
    built = state.stations_built[player]
    if built >= STATIONS:
        return f"the company has built all its {STATIONS} pump stations"
    return _alike_reason(state, player, built + 1, move.paint, move.jokers, "pump station")


def _terminal_reason(state: SpeedpipeState, player: int, move: Terminal) -> str:
    """Why this terminal cannot be built."""
    if not state.terminals_on:
        return "terminals come with the Tankerterminals rule"
    if not 0 <= move.place < state.board.place_count:
        return f"the places are numbered 0 to {state.board.place_count - 1}"
    if state.map.places[move.place].kind != "port":
        return "terminals stand in ports only"
    if move.place in state.terminals[player]:
        return "the company has a terminal in this port already"
    if len(state.terminals[player]) >= TERMINALS:
        return f"at most {TERMINALS} terminals per company"
    if not any(state.owners[route] == player for route in state.map.routes_at[move.place]):
        return "a terminal needs an own pipeline ending in the port"
    return _alike_reason(state, player, TERMINAL_COST, move.paint, move.jokers, "terminal")
