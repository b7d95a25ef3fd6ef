"""The records of the player's finished games, kept in a folder of the user's data folder.

Every finished local game is kept, the newest KEPT_RECORDS of them: keeping one more removes the
oldest (a record is some 10 to 40 KB, so the folder stays under 10 MB). A damaged file met while
listing or opening is moved to the set-aside folder, never deleted, and the player told why.
"""

from __future__ import annotations

import datetime
import re
import secrets
from dataclasses import dataclass
from pathlib import Path

from game.replay.engine import Replay
from game.replay.files import SUFFIX, load_replay, record_from_text, write_record
from game.replay.record import GameRecord, RecordError
from game.store.file_safety import move_into

REPLAYS_FOLDER = "replays"
SET_ASIDE_FOLDER = "set-aside"
KEPT_RECORDS = 200
_UNSAFE = re.compile(r"[^A-Za-z0-9_-]")


@dataclass(frozen=True)
class KeptRecord:
    """One kept record as a list shows it: its file, its game, when it ended, who played, the
    result, and how many moves it has."""

    path: Path
    game: str
    finished_at: datetime.datetime
    names: tuple[str, ...]
    result_scores: tuple[int, ...]
    places: tuple[int, ...]
    moves: int


class RecordShelf:
    """The kept records in one folder, one JSON file each, the newest first."""

    def __init__(self, folder: Path, keep: int = KEPT_RECORDS) -> None:
        self.folder = Path(folder)
        self.keep = keep
        # The errors of damaged files set aside while listing, for the client to tell.
        self.problems: list[RecordError] = []

    def add(self, record: GameRecord) -> Path:
        """Keeps a record and removes the oldest beyond the limit; the path of its file (named by
        the end time, the game and the table: the same record kept again replaces its file)."""
        stamp = record.finished_at.astimezone(datetime.UTC).strftime("%Y%m%d-%H%M%S")
        tail = _UNSAFE.sub("_", record.table) if record.table else secrets.token_hex(4)
        path = self.folder / f"{stamp}-{record.game}-{tail}{SUFFIX}"
        write_record(path, record)
        for old in self._paths()[self.keep :]:
            old.unlink(missing_ok=True)
        return path

    def records(self) -> list[KeptRecord]:
        """Every kept record, the newest first; damaged files are set aside (see problems)."""
        kept: list[KeptRecord] = []
        for path in self._paths():
            try:
                record = record_from_text(path.read_bytes())
            except OSError:
                continue  # removed meanwhile (another window keeping a record)
            except RecordError as error:
                self.problems.append(self.set_aside(path, str(error)))
                continue
            kept.append(
                KeptRecord(
                    path,
                    record.game,
                    record.finished_at,
                    tuple(seat.name for seat in record.setup.seats),
                    record.result.scores,
                    record.result.places,
                    len(record.moves),
                )
            )
        return kept

    def open(self, path: Path) -> Replay:
        """The replay of a kept record; a damaged one is set aside and RecordError says why."""
        try:
            return load_replay(path)
        except RecordError as error:
            if Path(path).exists() and Path(path).parent == self.folder:
                raise self.set_aside(Path(path), str(error)) from None
            raise

    def set_aside(self, path: Path, reason: str) -> RecordError:
        """Moves a damaged record file aside (never deleting it); the error in words."""
        try:
            target = move_into(self.folder / SET_ASIDE_FOLDER, path)
        except OSError:
            return RecordError(reason)
        return RecordError(f"{reason}; the file was set aside as {SET_ASIDE_FOLDER}/{target.name}")

    def _paths(self) -> list[Path]:
        """The record files, the newest first (their names begin with the time the game ended)."""
        if not self.folder.is_dir():
            return []
        files = [path for path in self.folder.glob("*" + SUFFIX) if path.is_file()]
        return sorted(files, key=lambda path: path.name, reverse=True)
