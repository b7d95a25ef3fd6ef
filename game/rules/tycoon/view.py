"""What a Tycoon player sees: the whole table (money, tickets, loans are open) but the order of
the two ticket piles, which shows only as their sizes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.tycoon.payday import income_parts
from game.rules.tycoon.saving import open_table

if TYPE_CHECKING:
    from game.rules.tycoon.state import TycoonState


def view_of(state: TycoonState, player: int | None) -> dict[str, Any]:
    """The open table for a player (None: a spectator; every seat sees the same), the piles'
    sizes, what a payday now would bring, and the result at the end."""
    data: dict[str, Any] = {
        "game": "tycoon",
        "players": state.players,
        "options": dict(state.options),
        "viewer": player,
        "to_act": list(state.to_act()),
        "charter_pile_size": len(state.charter_pile),
        "scheduled_pile_size": len(state.scheduled_pile),
        "income_now": [list(parts) for parts in income_parts(state)],
        **open_table(state),
    }
    if state.is_terminal():
        data["result"] = {
            "scores": state.scores(),
            "standing_hotels": state.standing_hotels(),
            "places": list(state.placings()),
        }
    return data
