"""Per-game additions to the records of bot games, beyond the moves every record carries."""

from __future__ import annotations

from game.ai.records.base import GameRecorder
from game.ai.records.speedstocks import SpeedstocksRecorder

_RECORDERS: dict[str, type[GameRecorder]] = {
    "speedstocks": SpeedstocksRecorder,
}


def recorder_for(game_name: str) -> GameRecorder:
    """A fresh recorder for one game of this name (the plain one where a game adds nothing)."""
    return _RECORDERS.get(game_name, GameRecorder)()


__all__ = ["GameRecorder", "SpeedstocksRecorder", "recorder_for"]
