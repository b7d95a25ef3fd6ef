"""Game records and replays: every finished game kept as a record file (seed, options, seats,
moves, result) and rebuilt from it position by position, the same bit for bit."""

from game.replay.chapters import Chapter
from game.replay.engine import CHECKPOINT_EVERY, Replay
from game.replay.files import load_replay, read_record, record_from_text, write_record
from game.replay.marks import GOOD, INACCURATE, MISTAKE, VERDICTS, DecisionMark, DecisionMarks
from game.replay.record import (
    FORMAT,
    VERSION,
    GameRecord,
    RecordedMove,
    RecordError,
    record_from_table,
)
from game.replay.shelf import KEPT_RECORDS, REPLAYS_FOLDER, KeptRecord, RecordShelf

__all__ = [
    "CHECKPOINT_EVERY",
    "FORMAT",
    "GOOD",
    "INACCURATE",
    "MISTAKE",
    "VERDICTS",
    "DecisionMark",
    "DecisionMarks",
    "KEPT_RECORDS",
    "REPLAYS_FOLDER",
    "VERSION",
    "Chapter",
    "GameRecord",
    "KeptRecord",
    "RecordError",
    "RecordShelf",
    "RecordedMove",
    "Replay",
    "load_replay",
    "read_record",
    "record_from_table",
    "record_from_text",
    "write_record",
]
