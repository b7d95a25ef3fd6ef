"""The Speedchicago computer opponents: easy, normal and strong."""

from game.ai.registry import register_bot
from game.ai.speedchicago.easy import EasyBot
from game.ai.speedchicago.normal import NormalBot
from game.ai.speedchicago.strong import StrongBot

register_bot("speedchicago", "easy", EasyBot)
register_bot("speedchicago", "normal", NormalBot)
register_bot("speedchicago", "strong", StrongBot)

__all__ = ["EasyBot", "NormalBot", "StrongBot"]
