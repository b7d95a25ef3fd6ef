"""What one Speedtycoon player may see: his own money, everybody's cities, the open market."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.speedtycoon.catalogue import STARTUP, VENTURE_CAPITAL
from game.rules.speedtycoon.moves import field_text

if TYPE_CHECKING:
    from game.rules.speedtycoon.state import SpeedtycoonState


def empire_data(state: SpeedtycoonState, player: int) -> dict[str, Any]:
    """One empire: buildings by field ('x,y') and the tunnels set (pairs of fields)."""
    empire = state.empires[player]
    return {
        "fields": {
            field_text(field): building for field, building in sorted(empire.fields.items())
        },
        "tunnels": sorted([list(field) for field in sorted(edge)] for edge in empire.tunnels),
    }


def view_of(state: SpeedtycoonState, player: int | None) -> dict[str, Any]:
    """The open table plus the viewer's own hand; other hands only as card counts."""
    deck_scorings = [card for card in (STARTUP, VENTURE_CAPITAL) if card in state.deck]
    return {
        "game": "speedtycoon",
        "players": state.players,
        "options": dict(state.options),
        "modules": sorted(state.modules),
        "viewer": player,
        "phase": state.phase,
        "current": state.current,
        "start_player": state.start_player,
        "acting": state.acting,
        "hand": list(state.hands[player]) if player is not None else None,
        "hand_sizes": [len(hand) for hand in state.hands],
        "kapital": list(state.kapital),
        "market": list(state.market),
        "prices": (
            [state.price(player, place) for place in range(len(state.market))]
            if player is not None
            else None
        ),
        "deck_size": len(state.deck),
        "scorings_in_deck": len(deck_scorings),
        "discard": list(state.discard),
        "set_aside": list(state.set_aside),
        "bag_size": len(state.bag),
        "gone": list(state.gone),
        "empires": [empire_data(state, other) for other in range(state.players)],
        "planning": [list(planned) for planned in state.planning],
        "fund": list(state.fund),
        "points": list(state.points),
        "to_place": list(state.to_place),
        "placer": state.placer,
        "place_reason": state.place_reason,
        "awards": [list(award) for award in state.awards],
        "bonus": state.bonus,
        "scorings": state.scorings,
        "news": dict(sorted(state.news.items())),
        "closed_place": state.closed_place,
        "booms": list(state.booms),
        "orders": [list(orders) for orders in state.orders],
        "tips": list(state.tips),
        "tunnels_left": list(state.tunnels_left),
        "loans": list(state.loans),
        "lobby_pending": list(state.lobby_pending),
        "lobby_rest": list(state.lobby_rest),
        "lobby_queue": list(state.lobby_queue),
        "unicorns": list(state.unicorns),
        "strong": state.strong,
        "weak": state.weak,
    }
