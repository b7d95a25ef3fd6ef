"""Three Speedstocks cards for the settings' preview of the card magnification."""

from __future__ import annotations

from game.client.games import game_entry
from game.client.sample_hand import register_sample_hand
from game.client.widgets import CardFace
from game.rules.speedstocks.stocks import bears_of

# Cards of the preview hand: a low, a middle and a high stock, with and without bears.
PREVIEW_STOCKS: tuple[int, ...] = (17, 55, 60)


def preview_hand() -> tuple[CardFace, ...]:
    """The preview's cards as a Speedstocks hand shows them."""
    colour = game_entry("speedstocks").colour
    return tuple(CardFace(stock, bears=bears_of(stock), colour=colour) for stock in PREVIEW_STOCKS)


register_sample_hand(preview_hand)
