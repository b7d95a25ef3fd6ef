"""Why a company cannot start one of the four actions now, in words: not its turn, the second
card still to draw, a mountain or contracts waiting for a decision, the opening choice."""

from __future__ import annotations

from game.rules.speedpipe.state import (
    CONTRACTS,
    MOUNTAIN,
    OPENING,
    OVER,
    SECOND_DRAW,
    TURN,
    SpeedpipeState,
)
from game.texts import text


def not_now(state: SpeedpipeState, player: int) -> str:
    """Why the company may not begin an action now ('' when it may: its turn has begun)."""
    phase = state.phase
    if phase == OVER:
        return text("speedpipe.turn.over")
    if phase == OPENING:
        return text("speedpipe.turn.opening")
    if player != state.current:
        return text("speedpipe.turn.not_yours")
    if phase == SECOND_DRAW:
        return text("speedpipe.turn.second_card")
    if phase == MOUNTAIN:
        return text("speedpipe.turn.mountain")
    if phase == CONTRACTS:
        return text("speedpipe.turn.contracts")
    return "" if phase == TURN else text("speedpipe.turn.not_yours")


def draw_refusal(state: SpeedpipeState, player: int) -> str:
    """Why the company may not draw a card now ('' when it may: first or second card)."""
    if state.phase == SECOND_DRAW and player == state.current:
        return ""
    return not_now(state, player)
