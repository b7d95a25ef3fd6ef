"""What one Speedstocks player may see: his own hand and symbols, the open table, no secrets."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.speedstocks.rows import row_bears
from game.rules.speedstocks.stocks import (
    BEARS,
    COPY_NAMES,
    ENTRY_BEARS,
    EXCHANGES,
    IPO_EXCHANGE,
    STOCK_BITS,
    symbol_name,
)

if TYPE_CHECKING:
    from game.rules.speedstocks.state import SpeedstocksState


def player_view(state: SpeedstocksState, player: int | None) -> dict[str, Any]:
    """The JSON-ready view of one player (None: a spectator who sees no hand)."""
    view: dict[str, Any] = {
        "game": "speedstocks",
        "players": state.players,
        "options": dict(state.options),
        "me": player,
        "round": state.round,
        "turn": state.turn,
        "last_turn": state.last_turn,
        "hausse": state.hausse,
        "phase": state.phase,
        "to_act": list(state.to_act()),
        "rows": [_row_view(state, index) for index in range(len(state.rows))],
        "hand": None,
        "hand_sizes": [len(hand) for hand in state.hands],
        "has_chosen": [bool(stock) for stock in state.chosen] if state.phase == "choose" else [],
        "my_choice": None,
        "to_place": [
            {"player": owner, "stock": stock, "symbol": symbol_name(state.symbols[stock])}
            for stock, owner in reversed(state.queue)
        ],
        "kurssturz": None,
        "bears_this_round": list(state.bears_round),
        "bears_total": list(state.bears_total),
        "bears_history": [list(line) for line in state.history],
        "played": list(state.played),
        "deck_size": len(state.deck),
        "outcome": None,
    }
    if player is not None:
        view["hand"] = [_stock_view(state, player, stock) for stock in state.hands[player]]
        if state.phase == "choose" and state.chosen[player]:
            view["my_choice"] = _stock_view(state, player, state.chosen[player])
    if state.kurssturz is not None:
        stock, owner = state.kurssturz
        # The stock was revealed with its symbol: everybody sees it while the exchange waits.
        view["kurssturz"] = {
            "player": owner,
            "stock": stock,
            "symbol": symbol_name(state.symbols[stock]),
            "fewest_bears_row": state.fewest_bears_row(),
        }
    outcome = state.outcome()
    if outcome is not None:
        view["outcome"] = outcome.to_dict()
    return view


def _stock_view(state: SpeedstocksState, player: int | None, stock: int) -> dict[str, Any]:
    """A stock as this player sees it: number, bears and, where visible, its symbol."""
    return {
        "stock": stock,
        "bears": BEARS[stock],
        "symbol": symbol_name(state.symbol_visible_to(player, stock)),
    }


def _row_view(state: SpeedstocksState, index: int) -> dict[str, Any]:
    """One row: its exchange, the entries on its places and where its Margin Call lies."""
    row = state.rows[index]
    return {
        "exchange": EXCHANGES[index] if index < len(EXCHANGES) else IPO_EXCHANGE,
        "entries": [
            {
                "stock": entry & STOCK_BITS,
                "copy": COPY_NAMES[entry & ~STOCK_BITS],
                "bears": ENTRY_BEARS[entry],
                "symbol": symbol_name(state.symbols[entry & STOCK_BITS]) if state.special else None,
            }
            for entry in row
        ],
        "bears": row_bears(row),
        "margin_call_place": state.capacity[index] + 1,
    }
