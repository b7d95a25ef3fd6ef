"""Speedpipe: the pipeline game after Ticket to Ride Europe (rules, registered as 'speedpipe')."""

from game.rules.registry import register
from game.rules.speedpipe.game import Speedpipe
from game.rules.speedpipe.state import SpeedpipeState

GAME = register(Speedpipe())

__all__ = ["GAME", "Speedpipe", "SpeedpipeState"]
