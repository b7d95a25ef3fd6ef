"""The Speedstocks computer opponents: easy, normal and strong."""

from game.ai.registry import register_bot
from game.ai.speedstocks.easy import EasyBot
from game.ai.speedstocks.normal import NormalBot
from game.ai.speedstocks.strong import StrongBot

register_bot("speedstocks", "easy", EasyBot)
register_bot("speedstocks", "normal", NormalBot)
register_bot("speedstocks", "strong", StrongBot)

__all__ = ["EasyBot", "NormalBot", "StrongBot"]
