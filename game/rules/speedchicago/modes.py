"""Playing alone: the three solo modes of Speedchicago and the seed of a calendar day."""

from __future__ import annotations

import datetime

from game.rules.solo_mode import SoloMode, day_seed

# The Grundspiel without house rules: what Rekordjagd and Tagesbaustelle are played with.
PLAIN_GRUNDSPIEL: tuple[tuple[str, str], ...] = (
    ("variant", "grundspiel"),
    ("card_pile", "own"),
    ("open_cards", "off"),
    ("leftover", "keep"),
)

SOLO_MODES: tuple[SoloMode, ...] = (
    # Freie Partie: one to three computers of any strength, every option, with advice.
    SoloMode("freie_partie", (1, 2, 3), ("easy", "normal", "strong"), (), True, False, True),
    # Rekordjagd: three normal computers, the Grundspiel without house rules, no advice.
    SoloMode("rekordjagd", (3,), ("normal",), PLAIN_GRUNDSPIEL, False, False, False),
    # Tagesbaustelle: as Rekordjagd, the same card piles for everyone on one day, you begin.
    SoloMode("tagesbaustelle", (3,), ("normal",), PLAIN_GRUNDSPIEL, False, False, False),
)
SOLO_MODE_BY_ID: dict[str, SoloMode] = {mode.id: mode for mode in SOLO_MODES}


def daily_seed(day: datetime.date) -> int:
    """The Tagesbaustelle's seed: the same for every player everywhere on this calendar day."""
    return day_seed("speedchicago-tagesbaustelle", day)
