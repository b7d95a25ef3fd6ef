"""What one Speedpipe company may see: its own cards and contracts, the open table, the others'
cards and contracts only as counts (all contracts once the game is over)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.speedpipe.saving import open_table
from game.rules.speedpipe.state import OVER

if TYPE_CHECKING:
    from game.rules.speedpipe.state import SpeedpipeState


def view_of(state: SpeedpipeState, player: int | None) -> dict[str, Any]:
    """The open table plus the viewer's hand (counts per kind), contracts with the prices of
    the fulfilled ones, the opening choice and drawn contracts; the final accounts at the end."""
    own = player is not None and 0 <= player < state.players
    table = state.map.contracts
    data: dict[str, Any] = {
        "game": "speedpipe",
        "players": state.players,
        "options": dict(state.options),
        "map": state.map.key,
        "viewer": player,
        "to_act": list(state.to_act()),
        "hand": list(state.hands[player]) if own else None,  # type: ignore[index]
        "hand_sizes": [sum(hand) for hand in state.hands],
        "contracts": list(state.contracts[player]) if own else None,  # type: ignore[index]
        "fulfilled": (
            [[c, price] for c, price in sorted(state.fulfilled[player].items())]  # type: ignore[index]
            if own
            else None
        ),
        "contract_counts": [len(held) for held in state.contracts],
        "long_counts": [sum(table[c].long for c in held) for held in state.contracts],
        "dealt": list(state.dealt[player]) if own else None,  # type: ignore[index]
        "chosen": (
            list(state.chosen[player])  # type: ignore[arg-type, index]
            if own and state.chosen[player] is not None  # type: ignore[index]
            else None
        ),
        "has_chosen": [choice is not None for choice in state.chosen],
        "drawn": list(state.drawn) if own and player == state.current else None,
        "drawn_count": len(state.drawn),
        "pile_size": len(state.pile),
        "short_pile_size": len(state.short_pile),
        "stations_built": list(state.stations_built),
        **open_table(state),
    }
    if state.phase == OVER:
        data["result"] = {
            "scores": [
                {
                    "company": score.company,
                    "running": score.running,
                    "contracts": list(state.contracts[score.company]),
                    "fulfilled": [list(entry) for entry in score.fulfilled],
                    "failed": [list(entry) for entry in score.failed],
                    "stations": score.stations,
                    "longest": score.longest,
                    "golden_valve": score.golden_valve,
                    "terminals": score.terminals,
                    "borrowed": list(score.borrowed),
                    "total": score.total,
                }
                for score in state.final_scores()
            ],
            "places": list(state.placings()),
        }
    return data
