"""The Tycoon computer opponents: easy, normal and strong."""

from game.ai.registry import register_bot
from game.ai.tycoon.easy import EasyBot
from game.ai.tycoon.normal import NormalBot
from game.ai.tycoon.strong import StrongBot

register_bot("tycoon", "easy", EasyBot)
register_bot("tycoon", "normal", NormalBot)
register_bot("tycoon", "strong", StrongBot)

__all__ = ["EasyBot", "NormalBot", "StrongBot"]
