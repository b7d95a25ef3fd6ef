"""Speedtycoon: the empire-building game after Alhambra (rules, registered as 'speedtycoon')."""

from game.rules.registry import register
from game.rules.speedtycoon.game import Speedtycoon
from game.rules.speedtycoon.state import SpeedtycoonState

GAME = register(Speedtycoon())

__all__ = ["GAME", "Speedtycoon", "SpeedtycoonState"]
