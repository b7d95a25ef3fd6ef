"""Speedchicago's solo modes at the set-up: Freie Partie, Rekordjagd and Tagesbaustelle."""

from __future__ import annotations

from game.client.solo_modes import register_solo_modes
from game.rules.speedchicago.modes import SOLO_MODE_BY_ID, daily_seed

register_solo_modes("speedchicago", SOLO_MODE_BY_ID, daily_seed)
