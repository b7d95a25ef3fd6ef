"""Speedstocks: the stock-exchange card game (rules after the text in the seeds)."""

from game.rules.registry import register
from game.rules.speedstocks.game import Speedstocks
from game.rules.speedstocks.moves import Choose, TakeRow
from game.rules.speedstocks.state import SpeedstocksState

SPEEDSTOCKS = register(Speedstocks())

__all__ = ["SPEEDSTOCKS", "Choose", "Speedstocks", "SpeedstocksState", "TakeRow"]
