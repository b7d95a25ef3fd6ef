"""The Bestenliste of every game, without any client: the points a finished game gives each seat
(points.py, by each game's rules in point_rules.py) and the monthly, all-time and day lists made
from recorded points (lists.py). The client's local store and the server both build on it."""

from game.standings.lists import (
    Month,
    PointsEntry,
    Standing,
    all_time_list,
    day_list,
    monthly_list,
    place_of,
)
from game.standings.point_rules import POINT_RULES, PointRules, point_rules
from game.standings.points import (
    FinishedGame,
    finished_game,
    from_table,
    leaderboard_points,
    rounds_of,
)

__all__ = [
    "POINT_RULES",
    "FinishedGame",
    "Month",
    "PointRules",
    "PointsEntry",
    "Standing",
    "all_time_list",
    "day_list",
    "finished_game",
    "from_table",
    "leaderboard_points",
    "monthly_list",
    "place_of",
    "point_rules",
    "rounds_of",
]
