"""Which bot plays which game at which strength."""

from __future__ import annotations

from collections.abc import Callable

from game.ai.base import STRENGTHS, Bot, RandomBot
from game.rules.core import OptionError

BotFactory = Callable[..., Bot]
_BOTS: dict[tuple[str, str], BotFactory] = {}


def register_bot(game: str, strength: str, factory: BotFactory) -> None:
    """Makes a bot class (or factory) the given strength of a game."""
    _BOTS[(game, strength)] = factory


def make_bot(
    game: str,
    strength: str,
    seed: int = 0,
    think_ms: float | None = None,
    max_iterations: int | None = None,
) -> Bot:
    """A bot of this strength for this game; OptionError in words when there is none."""
    if strength not in STRENGTHS:
        raise OptionError(f"there is no bot strength '{strength}' ({', '.join(STRENGTHS)})")
    if strength == "random":
        return RandomBot(seed, think_ms, max_iterations)
    try:
        factory = _BOTS[(game, strength)]
    except KeyError:
        raise OptionError(f"the game '{game}' has no '{strength}' bot") from None
    return factory(seed=seed, think_ms=think_ms, max_iterations=max_iterations)
