"""The Speedchicago game: options, new games, loading and move parsing."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.rules.core import Game, GameOption, Move
from game.rules.randomness import new_rng
from game.rules.speedchicago.moves import parse_move
from game.rules.speedchicago.saving import state_from_dict
from game.rules.speedchicago.state import SpeedchicagoState


class Speedchicago(Game):
    """Speedchicago: four building companies raise eight houses in three years, for 2 to 4."""

    name = "speedchicago"
    title = "Speedchicago"
    min_players = 2
    max_players = 4
    options = (
        GameOption(
            "variant",
            ("grundspiel", "profi"),
            "grundspiel",
            "Grundspiel: fixed foundation stones, cards drawn; Profi: stones laid by the "
            "companies, all ten cards in hand, order by score, a city order.",
        ),
        GameOption(
            "card_pile",
            ("own", "shared"),
            "own",
            "Kartenstapel gemeinsam: all 40 cards shuffled in one pile in the middle.",
        ),
        GameOption(
            "open_cards",
            ("off", "on"),
            "off",
            "Offene Karten: everyone sees every hand (never counts for a leaderboard).",
        ),
        GameOption(
            "leftover",
            ("keep", "lapse"),
            "keep",
            "Reststeine verfallen: leftover floors go back to the supply at the year's end.",
        ),
    )

    def new_state(
        self, players: int, seed: int, options: Mapping[str, str] | None = None
    ) -> SpeedchicagoState:
        """A new game, ready for its set-up placements."""
        self.check_players(players)
        state = SpeedchicagoState(self, players, self.resolve_options(options), new_rng(seed))
        state.set_up()
        return state

    def state_from_dict(self, data: Any) -> SpeedchicagoState:
        """A saved state; SaveError in words when it is damaged."""
        return state_from_dict(self, data)

    def parse_move(self, text: str) -> Move:
        """'move c3 e3', 'insert d4', 'build 1 d4', 'draw', 'play kletterseil c3 c4', 'drop e5',
        'undo', 'end', 'place d4', 'photo d4', 'photo stay', 'stone d4'."""
        return parse_move(text)
