"""Tycoon: the hotel and flight game after Jumbo's Tycoon (rules, registered as 'tycoon')."""

from game.rules.registry import register
from game.rules.tycoon.game import Tycoon
from game.rules.tycoon.state import TycoonState

GAME = register(Tycoon())

__all__ = ["GAME", "Tycoon", "TycoonState"]
