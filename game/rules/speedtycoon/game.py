"""The Speedtycoon game: options (game mode and twelve modules), new games, loading, parsing."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.rules.core import Game, GameOption, Move
from game.rules.randomness import new_rng
from game.rules.speedtycoon.moves import parse_move
from game.rules.speedtycoon.saving import state_from_dict
from game.rules.speedtycoon.state import SpeedtycoonState
from game.rules.speedtycoon.tables import MODES, MODULES

MODULE_DESCRIPTIONS: dict[str, str] = {
    "staatsauftraege": "Staatsaufträge: two orders each; an ordered building counts twice.",
    "devisenbuero": "Devisenbüro: eight Devisen cards count in either of two currencies.",
    "tunnel": "Tunnel & Brücken: two tunnels each let highways meet and still be passed.",
    "heimatmarkt": "Heimatmarkt: everything costs 1 less at the own home trading place.",
    "wechselkurse": "Wechselkurse: 1 less at the strong currency's place, 1 more at the weak.",
    "insidertipp": "Insidertipp: twice a game take one card more than allowed.",
    "unicorn": "Unicorn: 6 points to the first with enough buildings of a branch.",
    "blitz": "Blitz: 18 buildings fewer, the scorings come earlier.",
    "lobbyist": "Lobbyist: buy outside the own turn, build at the start of the next.",
    "sonderzonen": "Sonderwirtschaftszonen: four zones score their row or column.",
    "nachrichten": "Wirtschaftsnachrichten: seven news cards in the money deck.",
    "kredite": "Kredite: loans of at least 8, repaid with 12, 6 points off at the IPO.",
    "nachhaltigkeit": "Nachhaltigkeit: Energie next to Technologie +1, Industrie pairs -1.",
}


class Speedtycoon(Game):
    """Speedtycoon: the empire-building game for 2 to 6 seats."""

    name = "speedtycoon"
    title = "Speedtycoon"
    min_players = 2
    max_players = 6
    options = (
        GameOption(
            "mode",
            tuple(MODES),
            "klassisch",
            "Klassisch: base game; Modern: Wechselkurse, Heimatmarkt, Wirtschaftsnachrichten; "
            "Tycoon: every module but Blitz; Eigene: the modules switched on below.",
        ),
        *(
            GameOption(module, ("off", "on"), "off", MODULE_DESCRIPTIONS[module])
            for module in MODULES
        ),
    )

    def new_state(
        self, players: int, seed: int, options: Mapping[str, str] | None = None
    ) -> SpeedtycoonState:
        """A new game: money dealt, start player found, Kapital and Weltmarkt laid out."""
        self.check_players(players)
        state = SpeedtycoonState(self, players, self.resolve_options(options), new_rng(seed))
        state.set_up()
        return state

    def state_from_dict(self, data: Any) -> SpeedtycoonState:
        """A saved state; SaveError in words when it is damaged."""
        return state_from_dict(self, data)

    def parse_move(self, text: str) -> Move:
        """'take 1,3', 'buy 2 €7a', 'build 12 1,0', 'plan 12', 'teardown 1,0', 'swap 12 1,0',
        'fund 12', 'loan', 'repay $5a,€7b', 'lobby 2 €7a', 'pass' or 'end'."""
        return parse_move(text)
