"""Speedchicago: the construction-site game after Torres (rules, registered as 'speedchicago')."""

from game.rules.registry import register
from game.rules.speedchicago.game import Speedchicago
from game.rules.speedchicago.state import SpeedchicagoState

GAME = register(Speedchicago())

__all__ = ["GAME", "Speedchicago", "SpeedchicagoState"]
