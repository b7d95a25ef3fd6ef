"""Speedchicago's Bestenliste at the end table: a place bonus; Offene Karten keeps a table off."""

from __future__ import annotations

from game.client.leaderboards import LeaderboardRules, register_leaderboard
from game.rules.speedchicago.tables import LEADERBOARD_EXCLUDED_BY, LEADERBOARD_PLACE_BONUS

register_leaderboard(
    "speedchicago", LeaderboardRules(LEADERBOARD_PLACE_BONUS, LEADERBOARD_EXCLUDED_BY)
)
