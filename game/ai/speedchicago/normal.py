"""The normal Speedchicago bot: plans the whole turn and weighs the position and the others."""

from __future__ import annotations

from game.ai.speedchicago.bot import SpeedchicagoBot
from game.ai.speedchicago.profiles import NORMAL


class NormalBot(SpeedchicagoBot):
    """Own points now plus a positional value, less a share of the opponents' points."""

    strength = "normal"
    profile = NORMAL
