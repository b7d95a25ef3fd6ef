"""Drawing pipe cards by taps: an open card of the Rohrlager or the blind pile gives its move,
or the rule it breaks in words (an open joker only as the first card, an empty slot, an empty
pile)."""

from __future__ import annotations

from game.client.scenes.tables.speedpipe.turn_words import draw_refusal
from game.rules.core import Move
from game.rules.speedpipe.catalogue import JOKER
from game.rules.speedpipe.moves import DRAW_BLIND, OPEN_DRAWS
from game.rules.speedpipe.state import SECOND_DRAW, SpeedpipeState
from game.texts import text


def open_draw(state: SpeedpipeState, player: int, slot: int) -> Move | str:
    """Taking the open card of a slot, or why not in words."""
    refusal = draw_refusal(state, player)
    if refusal:
        return refusal
    if not 0 <= slot < len(state.display) or state.display[slot] < 0:
        return text("speedpipe.draw.empty_slot")
    if state.display[slot] == JOKER and state.phase == SECOND_DRAW:
        return text("speedpipe.draw.joker_first")
    move = OPEN_DRAWS[slot]
    return move if move in state.legal_moves(player) else text("speedpipe.draw.not_now")


def blind_draw(state: SpeedpipeState, player: int) -> Move | str:
    """Drawing from the pile, or why not in words."""
    refusal = draw_refusal(state, player)
    if refusal:
        return refusal
    if not state.can_draw_blind():
        return text("speedpipe.draw.pile_empty")
    return DRAW_BLIND
