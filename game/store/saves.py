"""Saved tables: one JSON file per table, written atomically; damaged files are set aside.

DESIGN.md names SQLite for the store. Saved tables deliberately use one JSON file per table
instead: a damaged file (a crash while writing, a disk error, a foreign file) can be moved aside
on its own, without risking the other saves the way one damaged database file would.

The store sits below game/table, so it does not import the table: whoever opens the store hands
it a check (for tables: game.table.check_table) that raises SaveError for data that does not load.
"""

from __future__ import annotations

import json
import re
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.rules.core import SaveError
from game.store.file_safety import move_into, write_atomically

FORMAT = "speed-games/table"
VERSION = 1
SET_ASIDE_FOLDER = "set-aside"
SUFFIX = ".json"
_TABLE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")

TableCheck = Callable[[dict[str, Any]], object]


@dataclass(frozen=True)
class SavedTable:
    """One saved table: its id, when it was last saved (nanoseconds since the epoch), its data."""

    table_id: str
    saved_at: int
    data: dict[str, Any]


def new_table_id() -> str:
    """A fresh table id: the time it was opened and a random tail (sorts by age, never clashes)."""
    return time.strftime("%Y%m%d-%H%M%S") + "-" + secrets.token_hex(3)


class SaveStore:
    """The saved tables in one folder, one '<table id>.json' each."""

    def __init__(self, folder: Path, check: TableCheck | None = None) -> None:
        self.folder = Path(folder)
        self.check = check
        # The errors of files latest() set aside, for the client to tell the player.
        self.problems: list[SaveError] = []
        self._last_stamp = 0
        # How this device shows each table (a camera), written beside the table in its file.
        self._clients: dict[str, dict[str, Any]] = {}

    def path(self, table_id: str) -> Path:
        """The file of a table; SaveError in words for an id that is no plain name."""
        if not isinstance(table_id, str) or not _TABLE_ID.fullmatch(table_id):
            raise SaveError(
                f"{table_id!r} is no table id (letters, digits, '-' and '_', at most 64)"
            )
        return self.folder / (table_id + SUFFIX)

    def table_ids(self) -> tuple[str, ...]:
        """The ids of all saved tables, sorted."""
        if not self.folder.is_dir():
            return ()
        return tuple(
            sorted(
                path.stem
                for path in self.folder.glob("*" + SUFFIX)
                if path.is_file() and _TABLE_ID.fullmatch(path.stem)
            )
        )

    def save(self, table_id: str, data: dict[str, Any]) -> None:
        """Writes the table's data atomically (a crash leaves the old file or the new one)."""
        path = self.path(table_id)
        if not isinstance(data, dict):
            raise SaveError(f"a table is saved from a mapping, not {type(data).__name__}")
        # Strictly increasing within the store, so that latest() knows the last of quick saves.
        stamp = max(time.time_ns(), self._last_stamp + 1)
        self._last_stamp = stamp
        wrapper = {"format": FORMAT, "version": VERSION, "saved_at": stamp, "table": data}
        if self._clients.get(table_id):
            wrapper["client"] = self._clients[table_id]
        try:
            text = json.dumps(wrapper, ensure_ascii=False, separators=(",", ":"))
        except (TypeError, ValueError) as error:
            raise SaveError(f"table '{table_id}' cannot be written as JSON ({error})") from None
        write_atomically(path, text)

    def load(self, table_id: str) -> dict[str, Any]:
        """The table's data; SaveError in words when there is none, or when the file is damaged
        or foreign (then the file is moved to the set-aside folder)."""
        return self._load(table_id)[1]

    def unfinished(self, checked: bool = True) -> list[SavedTable]:
        """Every saved table that is not over, the most recently saved first.

        Each table keeps its own file, so a new table never hides another one. Damaged files met
        on the way are set aside and their errors kept in problems; checked=False reads only the
        files' outer form (quick, for asking whether there is anything at all).
        """
        found: list[SavedTable] = []
        for table_id in self.table_ids():
            try:
                wrapper = self._load(table_id)[0] if checked else self._read(table_id)
            except SaveError as error:
                self.problems.append(error)
                continue
            if wrapper["table"].get("over") is not True:
                found.append(SavedTable(table_id, wrapper["saved_at"], wrapper["table"]))
        # The id breaks ties the same way every time (ids begin with the time they were opened).
        return sorted(found, key=lambda entry: (entry.saved_at, entry.table_id), reverse=True)

    def latest(self) -> tuple[str, dict[str, Any]] | None:
        """The most recently saved table that is not over, or None; damaged files met on the way
        are set aside and their errors kept in problems."""
        for entry in self.unfinished(checked=False):
            try:
                return entry.table_id, self.load(entry.table_id)
            except SaveError as error:
                self.problems.append(error)
        return None

    def delete(self, table_id: str) -> None:
        """Removes a table's save; nothing happens when there is none."""
        self.path(table_id).unlink(missing_ok=True)
        self._clients.pop(table_id, None)

    def keep_client(self, table_id: str, section: dict[str, Any]) -> None:
        """Remembers how the client shows a table (its camera): every later save of the table
        writes it beside the table, for the client to read back after Weiterspielen."""
        self.path(table_id)  # the id is checked like every other
        if not isinstance(section, dict):
            raise SaveError(f"a client section is a mapping, not {type(section).__name__}")
        self._clients[table_id] = dict(section)

    def client(self, table_id: str) -> dict[str, Any]:
        """The client section kept or saved with a table; {} when it has none (older saves, or
        no save at all). Read once from the file, then kept for the table's next saves."""
        if table_id not in self._clients:
            try:
                section = self._read(table_id).get("client")
            except SaveError:
                section = None
            self._clients[table_id] = section if isinstance(section, dict) else {}
        return dict(self._clients[table_id])

    def set_aside(self, table_id: str, reason: str) -> SaveError:
        """Moves a table's file into the set-aside folder (never deleting it) and returns the
        error in words that says why, for the caller to raise or show."""
        path = self.path(table_id)
        target = move_into(self.folder / SET_ASIDE_FOLDER, path)
        return SaveError(
            f"the saved table '{table_id}' cannot be loaded: {reason}; "
            f"the file was set aside as {SET_ASIDE_FOLDER}/{target.name}"
        )

    def _load(self, table_id: str) -> tuple[dict[str, Any], dict[str, Any]]:
        """The checked wrapper and table data of a save."""
        wrapper = self._read(table_id)
        data = wrapper["table"]
        if self.check is not None:
            try:
                self.check(data)
            except ValueError as error:  # SaveError, or an OptionError from inside the rules
                raise self.set_aside(table_id, str(error)) from None
        return wrapper, data

    def _read(self, table_id: str) -> dict[str, Any]:
        """The file's wrapper with its format checked; damaged or foreign files are set aside."""
        path = self.path(table_id)
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            raise SaveError(f"there is no saved table '{table_id}'") from None
        except OSError as error:
            raise SaveError(f"the saved table '{table_id}' cannot be read ({error})") from None
        try:
            wrapper = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as error:
            raise self.set_aside(table_id, f"it is not JSON ({error})") from None
        problem = _format_problem(wrapper)
        if problem:
            raise self.set_aside(table_id, problem)
        return wrapper


def _format_problem(wrapper: Any) -> str:
    """What is wrong with a file's outer form, or '' when it is a saved table of this version."""
    if not isinstance(wrapper, dict):
        return f"it holds {type(wrapper).__name__}, not a saved table"
    if wrapper.get("format") != FORMAT:
        return f"it is no saved table (its format is {wrapper.get('format')!r}, not {FORMAT!r})"
    if wrapper.get("version") != VERSION:
        return f"it was saved in version {wrapper.get('version')!r}; this game reads {VERSION}"
    if type(wrapper.get("saved_at")) is not int:
        return "it does not say when it was saved"
    if not isinstance(wrapper.get("table"), dict):
        return "it holds no table"
    return ""
