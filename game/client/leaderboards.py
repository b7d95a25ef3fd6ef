"""What a game's leaderboard (Bestenliste) counts beyond the points, as the end table tells it:
the bonus for places 1, 2, 3, ... and the option value that keeps a table off the list. Each game's
client package registers its own; games without one count their points alone."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class LeaderboardRules:
    """The place bonuses (for places 1, 2, 3, ...) and the (option, value) that keeps a table off
    the leaderboard, or None when every table counts."""

    place_bonus: tuple[int, ...]
    excluded_by: tuple[str, str] | None = None


_RULES: dict[str, LeaderboardRules] = {}


def register_leaderboard(game: str, rules: LeaderboardRules) -> None:
    """Makes these the leaderboard rules of a game."""
    _RULES[game] = rules


def leaderboard_of(game: str) -> LeaderboardRules | None:
    """A game's leaderboard rules, or None for a game whose leaderboard counts points alone."""
    return _RULES.get(game)
