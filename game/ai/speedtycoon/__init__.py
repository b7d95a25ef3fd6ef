"""The Speedtycoon computer opponents: easy, normal and strong."""

from game.ai.registry import register_bot
from game.ai.speedtycoon.easy import EasyBot
from game.ai.speedtycoon.normal import NormalBot
from game.ai.speedtycoon.strong import StrongBot

register_bot("speedtycoon", "easy", EasyBot)
register_bot("speedtycoon", "normal", NormalBot)
register_bot("speedtycoon", "strong", StrongBot)

__all__ = ["EasyBot", "NormalBot", "StrongBot"]
