"""The Speedstocks game: options, new games, loading and move parsing."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.rules.core import Game, GameOption, Move
from game.rules.randomness import new_rng
from game.rules.speedstocks.moves import parse_move
from game.rules.speedstocks.saving import state_from_dict
from game.rules.speedstocks.state import SpeedstocksState


class Speedstocks(Game):
    """Speedstocks: the stock-exchange card game for 2 to 4 seats."""

    name = "speedstocks"
    title = "Speedstocks"
    min_players = 2
    max_players = 4
    options = (
        GameOption(
            "variant",
            ("klassisch", "taktik"),
            "klassisch",
            "Klassisch: all 104 stocks; Taktik: only stocks 1 to 10 × players + 4.",
        ),
        GameOption(
            "special",
            ("off", "on"),
            "off",
            "Sonderregeln: 15 symbols (Hausse, IPO, Split, Long, Short, Black Swan).",
        ),
    )

    def new_state(
        self, players: int, seed: int, options: Mapping[str, str] | None = None
    ) -> SpeedstocksState:
        """A new game, dealt for its first round."""
        self.check_players(players)
        state = SpeedstocksState(self, players, self.resolve_options(options), new_rng(seed))
        state.deal(None)
        return state

    def state_from_dict(self, data: Any) -> SpeedstocksState:
        """A saved state; SaveError in words when it is damaged."""
        return state_from_dict(self, data)

    def parse_move(self, text: str) -> Move:
        """'choose 47' / '47' or 'take 2' / 'take london'."""
        return parse_move(text)
