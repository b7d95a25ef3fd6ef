"""Finishing the own turn in the head: the waiting buildings placed where the bot would place
them, so that a move's worth is judged with its building standing."""

from __future__ import annotations

from game.ai.speedtycoon.candidates import field_for
from game.ai.speedtycoon.timing import Outlook
from game.rules.core import Move
from game.rules.speedtycoon.moves import Build, Plan
from game.rules.speedtycoon.state import ACTION, PLACE, SpeedtycoonState

# A building whose best field costs more than this in shape goes into the Planung instead.
PLAN_BELOW = -3.0


def placement(state: SpeedtycoonState, player: int, outlook: Outlook, careful: bool) -> Move:
    """Where the first waiting building goes: its best field, or the Planung when it fits
    nowhere or only badly."""
    building = state.to_place[0]
    field, gain = field_for(state, player, building, outlook, careful)
    if field is None or gain < PLAN_BELOW:
        return Plan(building)
    return Build(building, field)


def settle(state: SpeedtycoonState, player: int, outlook: Outlook, careful: bool = True) -> float:
    """Places the player's waiting buildings (best field, else the Planung) and returns the
    shape gain of buildings still waiting behind a bonus action (counted, not yet placed)."""
    while state.phase == PLACE and state.acting == player and state.to_place:
        state.apply(player, placement(state, player, outlook, careful))
    if state.phase != ACTION or state.current != player or not state.to_place:
        return 0.0
    waiting = 0.0
    for building in state.to_place:
        field, gain = field_for(state, player, building, outlook, careful)
        if field is not None:
            waiting += max(gain, PLAN_BELOW)
    return waiting
