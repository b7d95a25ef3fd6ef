"""Computer opponents of every game, in three strengths plus a random player (headless)."""

from game.ai import speedchicago as _speedchicago  # noqa: F401  (registers its bots)
from game.ai import speedpipe as _speedpipe  # noqa: F401  (registers its bots)
from game.ai import speedstocks as _speedstocks  # noqa: F401  (registers its bots)
from game.ai import speedtycoon as _speedtycoon  # noqa: F401  (registers its bots)
from game.ai import tycoon as _tycoon  # noqa: F401  (registers its bots)
from game.ai.base import STRENGTHS, Bot, RandomBot
from game.ai.registry import make_bot, register_bot

__all__ = ["STRENGTHS", "Bot", "RandomBot", "make_bot", "register_bot"]
