"""The registry that maps game names to games."""

from __future__ import annotations

from game.rules.core import Game, OptionError

_GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Adds a game to the registry under its name."""
    _GAMES[game.name] = game
    return game


def get_game(name: str) -> Game:
    """The registered game of this name; OptionError in words for an unknown name."""
    try:
        return _GAMES[name]
    except KeyError:
        known = ", ".join(sorted(_GAMES))
        raise OptionError(f"there is no game '{name}' (games: {known})") from None


def game_names() -> tuple[str, ...]:
    """The names of all registered games, sorted."""
    return tuple(sorted(_GAMES))
