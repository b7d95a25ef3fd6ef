"""Speedtycoon's set-up: the Spielart switches on its modules (Klassisch none, Modern three,
Tycoon all but Blitz, eigene Auswahl exactly those switched on), each module's rule in whole
sentences for its info window."""

from __future__ import annotations

from game.client.option_presets import OptionPresets, register_option_presets
from game.rules.speedtycoon.tables import MODES
from game.texts import text

OWN_SELECTION = "eigene"


def module_rule(module: str) -> str:
    """A module's rule as the in-game rules say it."""
    return text(f"speedtycoon.modules.{module}")


register_option_presets(
    "speedtycoon", OptionPresets("mode", MODES, OWN_SELECTION, rule=module_rule)
)
