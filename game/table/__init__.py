"""Headless local tables: seats, turn clocks, computers filling seats and taking over, saving."""

from game.table.bots import (
    BotAnswer,
    BotRequest,
    BotService,
    InlineBotService,
    ProcessBotService,
)
from game.table.clock import ClockReading, TurnClock
from game.table.clock_rules import GRACE_SECONDS, KURSSTURZ_SECONDS, ClockRule, TimeLimit
from game.table.move_log import LogEntry
from game.table.reading_pause import ReadingPauseView
from game.table.reading_rules import READING_SECONDS, ReadingRule
from game.table.seats import (
    COMPUTER,
    DEFAULT_TURN_SECONDS,
    HUMAN,
    SEAT_STRENGTHS,
    TEMPOS,
    TURN_SECONDS,
    Seat,
    TableSetup,
)
from game.table.table import Table, bot_seed, check_table

__all__ = [
    "COMPUTER",
    "DEFAULT_TURN_SECONDS",
    "GRACE_SECONDS",
    "HUMAN",
    "KURSSTURZ_SECONDS",
    "READING_SECONDS",
    "SEAT_STRENGTHS",
    "TEMPOS",
    "TURN_SECONDS",
    "BotAnswer",
    "BotRequest",
    "BotService",
    "ClockReading",
    "ClockRule",
    "InlineBotService",
    "LogEntry",
    "ProcessBotService",
    "ReadingPauseView",
    "ReadingRule",
    "Seat",
    "Table",
    "bot_seed",
    "check_table",
    "TableSetup",
    "TimeLimit",
    "TurnClock",
]
