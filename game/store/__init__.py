"""Headless storage: saved tables and records as JSON files, and the user's folders."""

from game.store.records import (
    DailyResult,
    DayEntry,
    RecordBook,
    RecordEntry,
    RecordResult,
    RecordsError,
)
from game.store.saves import FORMAT, VERSION, SaveStore, new_table_id
from game.store.user_folders import config_folder, data_folder, saves_folder

__all__ = [
    "FORMAT",
    "VERSION",
    "DailyResult",
    "DayEntry",
    "RecordBook",
    "RecordEntry",
    "RecordResult",
    "RecordsError",
    "SaveStore",
    "config_folder",
    "data_folder",
    "new_table_id",
    "saves_folder",
]
