"""The Speedpipe game: options (map and four extra rules), new games, loading, parsing."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.rules.core import Game, GameOption, Move
from game.rules.randomness import new_rng
from game.rules.speedpipe.maps import MAP_KEYS, PipeMap
from game.rules.speedpipe.moves import parse_move
from game.rules.speedpipe.saving import state_from_dict
from game.rules.speedpipe.state import SpeedpipeState

EXTRA_RULE_DESCRIPTIONS: dict[str, str] = {
    "oil_price": "Ölpreis: each round the price moves between 80 and 130 %; a contract counts "
    "at the price of the moment it is fulfilled.",
    "refinery_bonus": "Raffinerie-Bonus: three own pipelines at one refinery bring 4 points to "
    "the first company, 2 to the second.",
    "leaks": "Leck und Wartung: three event cards in the pile each block a free route for a round.",
    "terminals": "Tankerterminals und Förderrecht: terminals in ports add 2 per fulfilled "
    "contract of their network; the first pipelines to an oil field bring 2 and 1.",
}


class Speedpipe(Game):
    """Speedpipe: the pipeline game for 2 to 5 companies."""

    name = "speedpipe"
    title = "Speedpipe"
    min_players = 2
    max_players = 5
    options = (
        GameOption("map", MAP_KEYS, "main", "The map: the main map or the smaller Petronia."),
        *(
            GameOption(rule, ("off", "on"), "off", description)
            for rule, description in EXTRA_RULE_DESCRIPTIONS.items()
        ),
    )

    def new_state(
        self, players: int, seed: int, options: Mapping[str, str] | None = None
    ) -> SpeedpipeState:
        """A new game: cards dealt, the Rohrlager laid, contracts dealt for the opening."""
        return self.new_state_on(None, players, seed, options)

    def new_state_on(
        self,
        pipe_map: PipeMap | None,
        players: int,
        seed: int,
        options: Mapping[str, str] | None = None,
    ) -> SpeedpipeState:
        """A new game on a given map (None: the map the options name)."""
        self.check_players(players)
        state = SpeedpipeState(
            self, players, self.resolve_options(options), new_rng(seed), pipe_map
        )
        state.set_up()
        return state

    def state_from_dict(self, data: Any, pipe_map: PipeMap | None = None) -> SpeedpipeState:
        """A saved state; SaveError in words when it is damaged. pipe_map: the map it is played
        on when it is not one of the game's own (for tests)."""
        return state_from_dict(self, data, pipe_map)

    def parse_move(self, text: str) -> Move:
        """'keep 3,17', 'open 2', 'blind', 'lay 12 rot 1', 'extra 1', 'abort', 'contracts',
        'station 7 rot 0', 'terminal 7 rot 0' or 'pass'."""
        return parse_move(text)
