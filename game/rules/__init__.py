"""Headless rules of the Speed games: the core protocol and one subpackage per game."""

from game.rules import speedchicago as _speedchicago  # noqa: F401  (registers the game)
from game.rules import speedpipe as _speedpipe  # noqa: F401  (registers the game)
from game.rules import speedstocks as _speedstocks  # noqa: F401  (registers the game)
from game.rules import speedtycoon as _speedtycoon  # noqa: F401  (registers the game)
from game.rules import tycoon as _tycoon  # noqa: F401  (registers the game)
from game.rules.core import (
    Event,
    Game,
    GameOption,
    IllegalMoveError,
    Move,
    OptionError,
    Outcome,
    SaveError,
    State,
    parse_options,
    places_from_scores,
    state_hash,
)
from game.rules.registry import game_names, get_game, register

__all__ = [
    "Event",
    "Game",
    "GameOption",
    "IllegalMoveError",
    "Move",
    "OptionError",
    "Outcome",
    "SaveError",
    "State",
    "game_names",
    "get_game",
    "parse_options",
    "places_from_scores",
    "register",
    "state_hash",
]
