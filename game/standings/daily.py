"""Every game's daily challenge, as Speedchicago's Tagesbaustelle: one seed a calendar day and game,
the same for everyone; you against three normal computers, the game's plain options, no clock and
no advice; only the day's first attempt counts in the Tagesliste. Speedchicago keeps its own
(game.rules.speedchicago.modes); the other games' are made here from their rules' defaults."""

from __future__ import annotations

import datetime

from game.rules.registry import get_game
from game.rules.solo_mode import SoloMode, day_seed

# Every game's daily challenge is kept under Speedchicago's mode word, so that one launch, one
# set-up and one Tagesliste serve all five; each game names it in its own words.
DAILY_MODE = "tagesbaustelle"
DAILY_COMPUTERS = 3
DAILY_STRENGTH = "normal"
# The games whose daily challenge is made here (Speedchicago has its Tagesbaustelle).
DAILY_GAMES: tuple[str, ...] = ("speedstocks", "speedtycoon", "speedpipe", "tycoon")


def daily_challenge(game: str) -> SoloMode:
    """The game's daily challenge: three normal computers, every option at its default (no house
    rules, no modules), no clock, no advice."""
    if game not in DAILY_GAMES:
        raise ValueError(f"'{game}' has no daily challenge made here")
    options = tuple((option.name, option.default) for option in get_game(game).options)
    return SoloMode(DAILY_MODE, (DAILY_COMPUTERS,), (DAILY_STRENGTH,), options, False, False, False)


def daily_seed(game: str, day: datetime.date) -> int:
    """The game's seed of a calendar day: the same for every player everywhere that day."""
    return day_seed(f"{game}-tagesaufgabe", day)
