"""The Tycoon game: new games, loading, parsing (no options: the rules text has no variants)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.rules.core import Game, Move
from game.rules.randomness import new_rng
from game.rules.tycoon.moves import parse_move
from game.rules.tycoon.saving import state_from_dict
from game.rules.tycoon.state import TycoonState


class Tycoon(Game):
    """Tycoon: hotels, factories and flights for 2 to 5 players."""

    name = "tycoon"
    title = "Tycoon"
    min_players = 2
    max_players = 5
    options = ()

    def new_state(
        self, players: int, seed: int, options: Mapping[str, str] | None = None
    ) -> TycoonState:
        """A new game: start player by lot, ticket piles shuffled, tickets laid open."""
        self.check_players(players)
        state = TycoonState(self, players, self.resolve_options(options), new_rng(seed))
        state.set_up()
        return state

    def state_from_dict(self, data: Any) -> TycoonState:
        """A saved state; SaveError in words when it is damaged."""
        return state_from_dict(self, data)

    def parse_move(self, text: str) -> Move:
        """'loan', 'buy 17', 'fly 17 aurelia 0', 'fly 17 aurelia over', 'hotel', 'renovate',
        'factory 0', 'end' or 'repay 1'."""
        return parse_move(text)
