"""What one Speedtycoon player may see: his own money, everybody's cities, the open market."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.speedtycoon.catalogue import NEWS_CARDS, STARTUP, VENTURE_CAPITAL, news_name
from game.rules.speedtycoon.saving import open_table

if TYPE_CHECKING:
    from game.rules.speedtycoon.state import SpeedtycoonState


def view_of(state: SpeedtycoonState, player: int | None) -> dict[str, Any]:
    """The open table (empty Kapital and market places as -1, empires as [x, y, building]),
    the viewer's own hand and prices; the other hands only as card counts, the deck and the
    bag only by their size."""
    return {
        "game": "speedtycoon",
        "players": state.players,
        "options": dict(state.options),
        "modules": sorted(state.modules),
        "viewer": player,
        "acting": state.acting,
        "hand": list(state.hands[player]) if player is not None else None,
        "hand_sizes": [len(hand) for hand in state.hands],
        "prices": (
            [state.price(player, place) for place in range(len(state.market))]
            if player is not None
            else None
        ),
        "deck_size": len(state.deck),
        "scorings_in_deck": sum(card in (STARTUP, VENTURE_CAPITAL) for card in state.deck),
        # Every seat saw the news revealed so far, so it knows which are still to come.
        "news_in_deck": sorted(news_name(card) for card in state.deck if card in NEWS_CARDS),
        "bag_size": len(state.bag),
        **open_table(state),
    }
