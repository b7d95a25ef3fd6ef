"""The Speedpipe computer opponents: easy, normal and strong."""

from game.ai.registry import register_bot
from game.ai.speedpipe.easy import EasyBot
from game.ai.speedpipe.normal import NormalBot
from game.ai.speedpipe.strong import StrongBot

register_bot("speedpipe", "easy", EasyBot)
register_bot("speedpipe", "normal", NormalBot)
register_bot("speedpipe", "strong", StrongBot)

__all__ = ["EasyBot", "NormalBot", "StrongBot"]
