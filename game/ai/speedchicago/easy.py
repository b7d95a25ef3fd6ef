"""The easy Speedchicago bot: plans short and narrow and thinks only of its own points now."""

from __future__ import annotations

from game.ai.speedchicago.bot import SpeedchicagoBot
from game.ai.speedchicago.profiles import EASY


class EasyBot(SpeedchicagoBot):
    """A few steps, two plans side by side, its own points at a scoring now (and some noise)."""

    strength = "easy"
    profile = EASY
