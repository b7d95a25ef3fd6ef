"""Record files: one JSON file per finished game, written atomically, read with every check.

Reading a record replays it (game.replay.engine), so a file that is no record, a record of a
newer version, a damaged one and one whose moves do not replay are all refused in words.
"""

from __future__ import annotations

import json
from pathlib import Path

from game.replay.engine import Replay
from game.replay.record import GameRecord, RecordError
from game.store.file_safety import write_atomically

SUFFIX = ".json"
# A record file is small (a move is some 60 bytes); anything this large is no record.
LARGEST_FILE = 8 * 1024 * 1024


def write_record(path: Path, record: GameRecord) -> None:
    """Writes the record atomically: a crash leaves the old file or the new one, never half."""
    path = Path(path)
    text = json.dumps(record.to_dict(), ensure_ascii=False, separators=(",", ":"))
    write_atomically(path, text)


def record_from_text(raw: bytes) -> GameRecord:
    """A record from a file's bytes, checked in its form; RecordError in words otherwise."""
    if len(raw) > LARGEST_FILE:
        raise RecordError(f"it is larger than {LARGEST_FILE // (1024 * 1024)} MB, so no record")
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise RecordError("it is no text file, so no game record") from None
    except json.JSONDecodeError as error:
        raise RecordError(f"it is no JSON (line {error.lineno}: {error.msg})") from None
    return GameRecord.from_dict(data)


def load_replay(path: Path) -> Replay:
    """The replay of a record file; RecordError in words, naming the file, when it cannot be
    read, is no record of this version, is damaged, or its moves do not replay."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise RecordError(f"there is no file '{path.name}'") from None
    except IsADirectoryError:
        raise RecordError(f"'{path.name}' is a folder, not a record file") from None
    except OSError as error:
        raise RecordError(f"'{path.name}' cannot be read ({error.strerror})") from None
    try:
        return Replay(record_from_text(raw))
    except RecordError as error:
        raise RecordError(f"'{path.name}' cannot be opened as a game record: {error}") from None


def read_record(path: Path) -> GameRecord:
    """The record of a file, checked by replaying it; RecordError in words as load_replay."""
    return load_replay(path).record
